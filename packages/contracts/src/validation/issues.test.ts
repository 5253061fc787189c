// Tests of the valibot issue to {path, key} conversion.
import * as v from 'valibot';
import { toFieldIssues } from './issues';

describe('toFieldIssues', () => {
  it('maps nested issues to dot paths and keys', () => {
    const schema = v.object({ a: v.array(v.object({ b: v.string('invalid') })) });
    const result = v.safeParse(schema, { a: [{ b: 1 }] });
    expect(result.success).toBe(false);
    expect(toFieldIssues(result.issues ?? [])).toEqual([{ path: 'a.0.b', key: 'invalid' }]);
  });

  it('replaces a free-text message with invalid', () => {
    const result = v.safeParse(v.string(), 1);
    expect(toFieldIssues(result.issues ?? [])).toEqual([{ path: '', key: 'invalid' }]);
  });
});
