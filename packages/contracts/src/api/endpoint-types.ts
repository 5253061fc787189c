// The types of the full endpoint table (routes joined with the schemas of every domain part).
// Type-only imports of the parts: they cost nothing at run time, so the client and the apps get
// typed calls from the core without loading any domain's schemas.
import type * as v from 'valibot';
import type { checkoutEndpointSchemas } from '@storefront/contracts/checkout';
import type { memberEndpointSchemas } from '@storefront/contracts/member';
import type { merchantEndpointSchemas } from '@storefront/contracts/merchant';
import type { operatorEndpointSchemas } from '@storefront/contracts/operator';
import type { ordersEndpointSchemas } from '@storefront/contracts/orders';
import type { productEndpointSchemas } from '@storefront/contracts/product';
import type { coreEndpointSchemas } from './core-endpoints';
import type { EndpointName, EndpointRoutes } from './routes';

type AllSchemas = typeof coreEndpointSchemas &
  typeof productEndpointSchemas &
  typeof memberEndpointSchemas &
  typeof checkoutEndpointSchemas &
  typeof ordersEndpointSchemas &
  typeof merchantEndpointSchemas &
  typeof operatorEndpointSchemas;

/** The type of @storefront/contracts/endpoints' table: route and schemas per endpoint. */
export type Endpoints = { readonly [N in EndpointName]: EndpointRoutes[N] & AllSchemas[N] };

/** What the client gets: the output of the response schema (absent fields are undefined). */
export type EndpointResponse<N extends EndpointName> = v.InferOutput<Endpoints[N]['response']>;

/** What the server may send: the input of the response schema (absent fields may be null). */
export type EndpointResponseInput<N extends EndpointName> = v.InferInput<Endpoints[N]['response']>;

/** Input type of an endpoint's request schema (never when the call has no payload). */
export type EndpointRequest<N extends EndpointName> = Endpoints[N] extends { request: infer S extends v.GenericSchema }
  ? v.InferInput<S>
  : never;

/** The request after validation: what the server works with. */
export type EndpointRequestOutput<N extends EndpointName> = Endpoints[N] extends { request: infer S extends v.GenericSchema }
  ? v.InferOutput<S>
  : never;

/** The query after validation (paged lists): what the server works with; never without a query schema. */
export type EndpointQueryOutput<N extends EndpointName> = Endpoints[N] extends { query: infer S extends v.GenericSchema }
  ? v.InferOutput<S>
  : never;
