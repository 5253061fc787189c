// The string fields of a form post (application/x-www-form-urlencoded or multipart), as the
// payment and logistics providers and the sandbox pages send them; file fields are dropped. A
// body that cannot be read (a broken multipart body) or that carries a NUL is a 400, never a 500.
import type { Context } from 'hono';
import { ApiError } from '../errors';
import { hasNul } from '../security/nul-text';
import { BAD_REQUEST_TITLE } from '../validation';

export async function formParams(c: Context): Promise<Record<string, string>> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data'))
    throw new ApiError(400, BAD_REQUEST_TITLE, '請以表單格式送出', [{ path: '', key: 'invalid' }]);
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch (error) {
    if ((error as { status?: unknown }).status === 413) throw error;
    throw new ApiError(400, BAD_REQUEST_TITLE, '無法讀取表單內容', [{ path: '', key: 'invalid' }]);
  }
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value !== 'string') continue;
    if (key.includes('\u0000') || value.includes('\u0000'))
      throw new ApiError(400, BAD_REQUEST_TITLE, '欄位含有不允許的控制字元', [{ path: hasNul(key) ? '' : key, key: 'invalid' }]);
    params[key] = value;
  }
  return params;
}
