// Test helper: the {path, key} issues a schema reports for an input, as the server would send them.
import * as v from 'valibot';
import { toFieldIssues, type FieldIssue } from '../../validation/issues';

export function issuesOf(schema: v.GenericSchema, input: unknown): FieldIssue[] {
  const result = v.safeParse(schema, input);
  return result.success ? [] : toFieldIssues(result.issues);
}
