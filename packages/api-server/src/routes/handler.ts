// The shape of a route handler and of the handler tables. Each domain folder (product, member,
// checkout, orders, merchant: the contracts' endpoint domains) exports one table typed complete
// for its endpoints, so a missing handler fails the type check instead of answering 404; the
// domain of an endpoint comes from the contracts' route table, never from a list kept here.
import type { Context } from 'hono';
import type {
  EndpointDomain,
  EndpointName,
  EndpointQueryOutput,
  EndpointRequestOutput,
  EndpointResponse,
  EndpointRoutes,
} from '@storefront/contracts';
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
  /** The query checked against the endpoint's query schema (paged lists); a bad one was a 400. */
  listQuery: EndpointQueryOutput<N>;
  body: EndpointRequestOutput<N>;
}

export type Handler<N extends EndpointName> = (r: RouteRequest<N>) => Promise<EndpointResponse<N>>;

/** The server's route domains: the contracts' domain parts ('core' endpoints go by their path). */
export type RouteDomain = Exclude<EndpointDomain, 'core'>;

/**
 * The route domain of an endpoint: its contracts domain, or for a core endpoint the domain its
 * path names (/api/member/account/detail is the member's). A core endpoint whose path names no
 * domain belongs to none, so the complete table in index.ts fails until it is given one.
 */
export type RouteDomainOf<N extends EndpointName> = EndpointRoutes[N]['domain'] extends 'core'
  ? EndpointRoutes[N]['path'] extends `/api/${infer D extends RouteDomain}/${string}`
    ? D
    : 'unassigned'
  : EndpointRoutes[N]['domain'];

/** The endpoints of a route domain. */
export type RouteDomainEndpoint<D extends RouteDomain> = {
  [N in EndpointName]: RouteDomainOf<N> extends D ? N : never;
}[EndpointName];

/** A domain's handler table: exactly its endpoints, every one of them. */
export type DomainHandlers<D extends RouteDomain> = { [N in RouteDomainEndpoint<D>]: Handler<N> };

/** The whole table: every endpoint of the contracts. */
export type Handlers = { [N in EndpointName]: Handler<N> };

export const signedIn = (member: SessionMember | null): SessionMember => {
  if (!member) throw new ApiError(401, '請先登入', '此功能需要登入會員');
  return member;
};
