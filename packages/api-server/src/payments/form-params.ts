// The string fields of a form post (application/x-www-form-urlencoded), as the payment providers
// send them; file fields are dropped.
import type { Context } from 'hono';

export async function formParams(c: Context): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') params[key] = value;
  return params;
}
