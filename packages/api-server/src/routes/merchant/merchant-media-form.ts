// Reading a multipart body (the media upload) and validating it with the endpoint's schema, so a
// non-multipart or unreadable body is a 400 like any other bad payload.
import type { Context } from 'hono';
import type * as v from 'valibot';
import { ApiError } from '../../errors';
import { BAD_REQUEST_TITLE, validate } from '../../validation';

export async function readFormBody<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): Promise<v.InferOutput<TSchema>> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch (error) {
    if ((error as { status?: unknown }).status === 413) throw error;
    throw new ApiError(400, BAD_REQUEST_TITLE, '請以 multipart/form-data 上傳檔案', [{ path: '', key: 'invalid' }]);
  }
  for (const [key, value] of form.entries())
    if (key.includes('\u0000') || (typeof value === 'string' ? value : value.name).includes('\u0000'))
      throw new ApiError(400, BAD_REQUEST_TITLE, '欄位含有不允許的控制字元', [{ path: '', key: 'invalid' }]);
  return validate(schema, form);
}
