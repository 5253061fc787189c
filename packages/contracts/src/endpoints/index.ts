// @storefront/contracts/endpoints: the full endpoint table, every call of both specifications
// (section 7) plus the project's own, each with its route (from the core) and its schemas (from
// its domain part). The API server's routes and their validation are generated from it; the
// browser's client never needs it whole (it loads one domain's schemas at a time).
import { coreEndpointSchemas, endpointNames, endpointRoutes, type EndpointName, type Endpoints } from '@storefront/contracts';
import { checkoutEndpointSchemas } from '@storefront/contracts/checkout';
import { memberEndpointSchemas } from '@storefront/contracts/member';
import { merchantEndpointSchemas } from '@storefront/contracts/merchant';
import { operatorEndpointSchemas } from '@storefront/contracts/operator';
import { ordersEndpointSchemas } from '@storefront/contracts/orders';
import { productEndpointSchemas } from '@storefront/contracts/product';

const schemas = {
  ...coreEndpointSchemas,
  ...productEndpointSchemas,
  ...memberEndpointSchemas,
  ...checkoutEndpointSchemas,
  ...ordersEndpointSchemas,
  ...merchantEndpointSchemas,
  ...operatorEndpointSchemas,
};

export const endpoints = Object.fromEntries(
  endpointNames.map((name: EndpointName) => [name, { ...endpointRoutes[name], ...schemas[name] }]),
) as unknown as Endpoints;
