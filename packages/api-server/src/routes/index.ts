// Registers the API routes from the endpoint table in contracts: method, path, who may call and
// the request schema all come from the table, so client and server cannot drift apart. Each
// domain folder exports one complete handler table for its endpoints, and the union below must
// cover every endpoint of the contracts: a missing handler fails the type check.
import type { Hono } from 'hono';
import type { EndpointAuth, EndpointName } from '@storefront/contracts';
import { endpoints } from '@storefront/contracts/endpoints';
import { TIER } from '@storefront/contracts/member';
import type { AppEnv } from '../context';
import type { Database } from '../db';
import type { SessionMember } from '../auth/session';
import { ApiError } from '../errors';
import { readBody, validate } from '../validation';
import { checkoutHandlers } from './checkout';
import { operatorHandlers } from './operator';
import type { Handler, Handlers } from './handler';
import { memberHandlers } from './member';
import { merchantHandlers } from './merchant';
import { readFormBody } from './merchant/merchant-media-form';
import { orderHandlers } from './orders';
import { productHandlers } from './product';

export type { RouteRequest } from './handler';

export const handlers: Handlers = {
  ...productHandlers,
  ...memberHandlers,
  ...checkoutHandlers,
  ...orderHandlers,
  ...merchantHandlers,
  ...operatorHandlers,
};

function authorize(auth: EndpointAuth, member: SessionMember | null): void {
  if (auth === 'public') return;
  if (!member) throw new ApiError(401, '請先登入', '此功能需要登入會員');
  if (auth === 'merchant' && (member.tier !== TIER.partner || !member.isMerchant)) {
    throw new ApiError(403, '權限不足', '此功能僅限美立搭檔（商家）使用');
  }
  if (auth === 'operator' && !member.isOperator) throw new ApiError(403, '權限不足', '此功能僅限平台營運人員使用');
}

export function registerRoutes(app: Hono<AppEnv>, db: Database): void {
  for (const name of Object.keys(handlers) as EndpointName[]) {
    const endpoint = endpoints[name];
    const handler = handlers[name] as Handler<EndpointName>;
    const method = endpoint.method === 'GET' ? 'get' : 'post';
    app[method](endpoint.path, async (c) => {
      const member = c.get('member');
      authorize(endpoint.auth, member);
      const schema = 'request' in endpoint ? endpoint.request : undefined;
      const formData = 'requestType' in endpoint && endpoint.requestType === 'form-data';
      const body = schema ? await (formData ? readFormBody(c, schema) : readBody(c, schema)) : undefined;
      const listQuery = 'query' in endpoint && endpoint.query ? validate(endpoint.query, c.req.query()) : undefined;
      const result = await handler({
        c,
        db,
        member,
        param: (key) => c.req.param(key),
        query: (key) => c.req.query(key),
        listQuery: listQuery as never,
        body: body as never,
      });
      // Plain-text endpoints (logisticStatus) answer the text itself, not a JSON string.
      if ('responseType' in endpoint && endpoint.responseType === 'text')
        return c.text(typeof result === 'string' ? result : JSON.stringify(result), 200);
      return c.json(result as object, 200);
    });
  }
}
