// The one text of a failed call, in the specifications' formats: a post 'status:{status}
// error:{title}' (shopper.md §8, merchant.md §8 for orders and upgrades), a load or a merchant's
// product and profile save '{status} error:{msg}' (merchant.md §8). A call that got no answer has
// no status: the client has logged it, and the screen says it could not connect.
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@storefront/contracts';
import { useCallback } from 'react';

/**
 * - 'call': the format of the call's method (ApiError's own message): posts 'status:{status} error:{title}',
 *   loads '{status} error:{msg}'.
 * - 'title': 'status:{status} error:{title}' whatever the method.
 * - 'msg': '{status} error:{msg}' (the title when the answer carries no msg).
 */
export type FailureFormat = 'call' | 'title' | 'msg';

export function failureText(error: unknown, offline: string, format: FailureFormat = 'call'): string {
  if (!(error instanceof ApiError)) return offline;
  if (format === 'title') return `status:${error.status} error:${error.title}`;
  if (format === 'msg') return `${error.status} error:${error.msg || error.title}`;
  return error.message;
}

/** failureText with the could-not-connect line in the page's language. */
export function useFailureText(): (error: unknown, format?: FailureFormat) => string {
  const { t } = useLingui();
  return useCallback((error: unknown, format?: FailureFormat) => failureText(error, t`無法連線，請稍後再試`, format), [t]);
}
