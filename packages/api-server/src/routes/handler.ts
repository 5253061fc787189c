// The shape of a route handler: what a handler of one endpoint of the contracts' table receives
// and returns. Each domain module exports a partial table of handlers; index.ts merges them.
import type { Context } from 'hono';
import type { EndpointName, EndpointRequestOutput, EndpointResponse } from '@storefront/contracts';
import type { AppEnv } from '../context';
import type { Database } from '../db';
import type { SessionMember } from '../auth/session';
import { ApiError } from '../errors';

export interface RouteRequest<N extends EndpointName> {
  c: Context<AppEnv>;
  db: Database;
  /** The caller; never null for 'member' and 'merchant' endpoints. */
  member: SessionMember | null;
  param: (name: string) => string | undefined;
  query: (name: string) => string | undefined;
  body: EndpointRequestOutput<N>;
}

export type Handler<N extends EndpointName> = (r: RouteRequest<N>) => Promise<EndpointResponse<N>>;
export type Handlers = { [N in EndpointName]?: Handler<N> };

export const signedIn = (member: SessionMember | null): SessionMember => {
  if (!member) throw new ApiError(401, '請先登入', '此功能需要登入會員');
  return member;
};

