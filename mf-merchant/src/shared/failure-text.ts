// The merchant's failure line (merchant.md §8: '{status} error:{msg}') for the product editor and
// the product list, which still call it by this name: ui's one failureText in the 'msg' format.
// Screens outside those two take useFailureText from @storefront/ui directly.
import { failureText as uiFailureText } from '@storefront/ui';

export function failureText(error: unknown, offline: string): string {
  return uiFailureText(error, offline, 'msg');
}
