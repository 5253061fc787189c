// Request body validation with the endpoint's valibot schema from contracts: anything a client
// can get wrong (not JSON, wrong shape) is a 400 with the issues, never a 500.
import type { Context } from 'hono';
import * as v from 'valibot';
import { toFieldIssues } from '@storefront/contracts';
import { ProductInput, ProductInputOfCheckedModels, ProductModelInput } from '@storefront/contracts/merchant';
import { ApiError } from './errors';
import { letOthersIn } from './event-loop';
import { MAX_JSON_DEPTH, nestsDeeperThan, pathOfNul } from './security/nul-text';

export const BAD_REQUEST_TITLE = '請求格式錯誤';

/** The request's JSON body, and its length in characters. */
export async function readJson(c: Context): Promise<{ json: unknown; length: number }> {
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
  return { json: parsed, length: text.length };
}

export function validate<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issues = toFieldIssues(result.issues);
  const fields = issues.map((i) => i.path || '(body)').join(', ');
  throw new ApiError(400, BAD_REQUEST_TITLE, `欄位錯誤：${fields}`, issues);
}

/** A body this long (in characters) takes the server's one thread for a while to parse and check (a 400-variant product save). */
const LONG_BODY = 100_000;

/**
 * Bodies whose one long list is checked a slice at a time, the requests waiting on the event loop
 * let in between slices: in one go, checking a save of 400 variants with 50 pictures each held the
 * thread for 10 to 90 ms (issue 28 #5). `rest` checks the rest of the body over the list's items as
 * checked; a slice with a mistake has the whole body checked at once, for the usual answer.
 */
const SLICED_LISTS: ReadonlyMap<v.GenericSchema, { key: string; items: v.GenericSchema<unknown, unknown[]>; rest: v.GenericSchema }> =
  new Map([[ProductInput, { key: 'productModels', items: v.array(ProductModelInput), rest: ProductInputOfCheckedModels }]]);
/** Items per slice: about 2 ms of checking for variants of 50 pictures. */
const SLICE_ITEMS = 25;

async function validateInSlices<TSchema extends v.GenericSchema>(
  schema: TSchema,
  { key, items, rest }: { key: string; items: v.GenericSchema<unknown, unknown[]>; rest: v.GenericSchema },
  input: unknown,
): Promise<v.InferOutput<TSchema>> {
  const list = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>)[key] : undefined;
  if (!Array.isArray(list)) return validate(schema, input);
  const checked: unknown[] = [];
  for (let at = 0; at < list.length; at += SLICE_ITEMS) {
    const slice = v.safeParse(items, list.slice(at, at + SLICE_ITEMS));
    if (!slice.success) return validate(schema, input);
    checked.push(...slice.output);
    await letOthersIn();
  }
  return validate(rest, { ...(input as Record<string, unknown>), [key]: checked });
}

export async function readBody<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): Promise<v.InferOutput<TSchema>> {
  const { json: parsed, length } = await readJson(c);
  if (length <= LONG_BODY) return validate(schema, parsed);
  await letOthersIn();
  const sliced = SLICED_LISTS.get(schema);
  const valid = sliced ? await validateInSlices(schema, sliced, parsed) : validate(schema, parsed);
  await letOthersIn();
  return valid;
}

/** A positive integer path parameter, or a 404 (an id that cannot exist names nothing). */
export function idParam(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) < 1) throw new ApiError(404, '找不到', '找不到資料');
  return Number(value);
}
