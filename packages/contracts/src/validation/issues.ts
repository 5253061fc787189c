// Turns valibot issues into the flat {path, key} list of the API error body and of form errors.
// Any message that is not a known key (a schema someone wrote without one) degrades to 'invalid'
// instead of leaking English text from valibot to the page.
import * as v from 'valibot';
import { isValidationKey, type ValidationKey } from './messages';

export interface FieldIssue {
  /** Dot path of the field, e.g. `receipt.taxId` or `items.0.quantity`; '' for the whole value. */
  path: string;
  key: ValidationKey;
}

export function issueKey(issue: v.BaseIssue<unknown>): ValidationKey {
  return isValidationKey(issue.message) ? issue.message : 'invalid';
}

export function toFieldIssues(issues: readonly v.BaseIssue<unknown>[]): FieldIssue[] {
  return issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', key: issueKey(issue) }));
}
