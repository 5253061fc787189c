// Registers the API routes from the endpoint table in contracts: method, path, who may call and
// the request schema all come from the table, so client and server cannot drift apart. An
// endpoint without a handler here is simply not served yet (the /api catch-all answers 404).
import type { Context, Hono } from 'hono';
import type { EndpointName, EndpointRequestOutput, EndpointResponse } from '@storefront/contracts';
import { endpoints } from '@storefront/contracts';
import type { AppEnv } from '../context';
import type { Database } from '../db';
import type { SessionMember } from '../auth/session';
import { ApiError } from '../errors';
import { idParam, readBody } from '../validation';
import { accountDetail, login, logout, register } from './account';
import { merchantProducts } from './merchant';
import { buyerOrders, merchantOrders, orderDetail } from './orders';
import {
  favouriteProducts,
  merchantContact,
  productAddons,
  productDetail,
  productList,
  relatedProducts,
  setFavourite,
} from './products';

export interface RouteRequest<N extends EndpointName> {
  c: Context<AppEnv>;
  db: Database;
  /** The caller; never null for 'member' and 'merchant' endpoints. */
  member: SessionMember | null;
  param: (name: string) => string | undefined;
  query: (name: string) => string | undefined;
  body: EndpointRequestOutput<N>;
}

type Handler<N extends EndpointName> = (r: RouteRequest<N>) => Promise<EndpointResponse<N>>;
type Handlers = { [N in EndpointName]?: Handler<N> };

const signedIn = (member: SessionMember | null): SessionMember => {
  if (!member) throw new ApiError(401, '請先登入', '此功能需要登入會員');
  return member;
};

export const handlers: Handlers = {
  productList: ({ db, member, query }) =>
    productList(db, member?.userId ?? null, { category: query('category'), page: query('page'), pageSize: query('pageSize') }),
  productDetail: ({ db, member, param }) => productDetail(db, param('slug') ?? '', member),
  productAddons: ({ db, param }) => productAddons(db, idParam(param('productId'))),
  productRelated: ({ db, member, param }) => relatedProducts(db, member?.userId ?? null, idParam(param('productId'))),
  merchantContact: ({ db, param }) => merchantContact(db, idParam(param('merchantId'))),
  productFavorite: ({ db, member, param }) => setFavourite(db, signedIn(member).userId, idParam(param('productId')), true),
  productUnfavorite: ({ db, member, param }) => setFavourite(db, signedIn(member).userId, idParam(param('productId')), false),
  memberLogin: ({ db, c, body }) => login(db, c, body),
  memberLogout: ({ db, c }) => logout(db, c),
  memberRegister: ({ db, c, body }) => register(db, c, body),
  memberAccountDetail: ({ db, member }) => accountDetail(db, signedIn(member).userId),
  memberFavorites: ({ db, member }) => favouriteProducts(db, signedIn(member).userId),
  memberOrderList: ({ db, member }) => buyerOrders(db, signedIn(member).userId),
  memberOrderDetail: ({ db, member, param }) => orderDetail(db, signedIn(member).userId, idParam(param('orderId'))),
  merchantProductList: ({ db, member }) => merchantProducts(db, signedIn(member).userId),
  merchantOrderList: ({ db, member, query }) =>
    merchantOrders(db, signedIn(member).userId, { status: query('status'), month: query('month') }),
};

function authorize(auth: 'public' | 'member' | 'merchant', member: SessionMember | null): void {
  if (auth === 'public') return;
  if (!member) throw new ApiError(401, '請先登入', '此功能需要登入會員');
  if (auth === 'merchant' && (member.tier !== 2 || !member.isMerchant)) {
    throw new ApiError(403, '權限不足', '此功能僅限美立搭檔（商家）使用');
  }
}

export function registerRoutes(app: Hono<AppEnv>, db: Database): void {
  for (const name of Object.keys(handlers) as EndpointName[]) {
    const endpoint = endpoints[name];
    const handler = handlers[name] as Handler<EndpointName> | undefined;
    if (!handler) continue;
    const method = endpoint.method === 'GET' ? 'get' : 'post';
    app[method](endpoint.path, async (c) => {
      const member = c.get('member');
      authorize(endpoint.auth, member);
      const schema = 'request' in endpoint ? endpoint.request : undefined;
      const body = schema ? await readBody(c, schema) : undefined;
      const result = await handler({
        c,
        db,
        member,
        param: (key) => c.req.param(key),
        query: (key) => c.req.query(key),
        body: body as never,
      });
      return c.json(result as object, 200);
    });
  }
}
