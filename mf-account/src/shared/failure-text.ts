// The text shown when a post fails: the client's specification message for API errors
// ('status:{status} error:{title}'), a generic line otherwise (network errors are logged by the client).
import { ApiError } from '@storefront/contracts';

export function failureText(error: unknown, offline: string): string {
  return error instanceof ApiError ? error.message : offline;
}
