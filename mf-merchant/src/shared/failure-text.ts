// The text of a failed call as merchant.md §8 shows it: '{status} error:{msg}'; a network
// failure has no status, so the caller's fallback text is used.
import { ApiError } from '@storefront/contracts';

export function failureText(error: unknown, offline: string): string {
  if (error instanceof ApiError) return `${error.status} error:${error.msg ?? error.title}`;
  return offline;
}
