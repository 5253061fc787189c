// Request body validation with the endpoint's valibot schema from contracts: anything a client
// can get wrong (not JSON, wrong shape) is a 400 with the issues, never a 500.
import type { Context } from 'hono';
import * as v from 'valibot';
import { toFieldIssues } from '@storefront/contracts';
import { ApiError } from './errors';
import { letOthersIn } from './event-loop';
import { MAX_JSON_DEPTH, nestsDeeperThan, pathOfNul } from './security/nul-text';

export const BAD_REQUEST_TITLE = '請求格式錯誤';

export async function readJson(c: Context): Promise<unknown> {
  let text: string;
  try {
    text = await c.req.text();
  } catch (error) {
    if ((error as { status?: unknown }).status === 413) throw error;
    throw new ApiError(400, BAD_REQUEST_TITLE, '無法讀取請求內容', []);
  }
  if (text.trim() === '') throw new ApiError(400, BAD_REQUEST_TITLE, '請求內容為空', [{ path: '', key: 'required' }]);
  if (nestsDeeperThan(text))
    throw new ApiError(400, BAD_REQUEST_TITLE, `JSON 巢狀超過 ${MAX_JSON_DEPTH} 層`, [{ path: '', key: 'invalid' }]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, BAD_REQUEST_TITLE, 'JSON 格式錯誤', [{ path: '', key: 'invalid' }]);
  }
  // Security fix (security/nul-text.ts): PostgreSQL cannot store NUL, which used to become a 500.
  // JSON can only carry one as the escape \u0000 (a raw control character does not parse), so a
  // text without that escape is not walked: the walk of a product save of 400 variants with 50
  // pictures each held the server's one thread for 30 to 200 ms.
  const nulAt = text.includes('\\u0000') ? pathOfNul(parsed) : null;
  if (nulAt !== null)
    throw new ApiError(400, BAD_REQUEST_TITLE, `欄位含有不允許的控制字元：${nulAt || '(body)'}`, [{ path: nulAt, key: 'invalid' }]);
  return parsed;
}

export function validate<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issues = toFieldIssues(result.issues);
  const fields = issues.map((i) => i.path || '(body)').join(', ');
  throw new ApiError(400, BAD_REQUEST_TITLE, `欄位錯誤：${fields}`, issues);
}

/** A body this long takes the server's one thread for a while to parse and check (a 400-variant product save). */
const LONG_BODY = 100_000;

export async function readBody<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): Promise<v.InferOutput<TSchema>> {
  const parsed = await readJson(c);
  const long = Number(c.req.header('content-length') ?? 0) > LONG_BODY;
  if (long) await letOthersIn();
  const valid = validate(schema, parsed);
  if (long) await letOthersIn();
  return valid;
}

/** A positive integer path parameter, or a 404 (an id that cannot exist names nothing). */
export function idParam(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) < 1) throw new ApiError(404, '找不到', '找不到資料');
  return Number(value);
}
