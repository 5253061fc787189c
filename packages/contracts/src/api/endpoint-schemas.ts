// The client's way to an endpoint's schemas: the domain part that holds them, loaded on the
// first call into that domain. Through the package's own name, so in the browser each part is
// the page's one federation-shared copy (never a second copy bundled into the core), and a
// page loads only the domains it calls: the product page never loads the merchant schemas.
import { coreEndpointSchemas } from './core-endpoints';
import type { EndpointDomain, EndpointName, EndpointSchemas } from './routes';
import { endpointRoutes } from './routes';

type SchemaTable = Readonly<Record<string, EndpointSchemas>>;

const DOMAIN_PARTS: Record<EndpointDomain, () => Promise<SchemaTable>> = {
  core: () => Promise.resolve(coreEndpointSchemas),
  product: () => import('@storefront/contracts/product').then((part) => part.productEndpointSchemas),
  member: () => import('@storefront/contracts/member').then((part) => part.memberEndpointSchemas),
  checkout: () => import('@storefront/contracts/checkout').then((part) => part.checkoutEndpointSchemas),
  orders: () => import('@storefront/contracts/orders').then((part) => part.ordersEndpointSchemas),
  merchant: () => import('@storefront/contracts/merchant').then((part) => part.merchantEndpointSchemas),
  operator: () => import('@storefront/contracts/operator').then((part) => part.operatorEndpointSchemas),
};

/** The request and response schemas of an endpoint. */
export async function loadEndpointSchemas(name: EndpointName): Promise<EndpointSchemas> {
  const table = await DOMAIN_PARTS[endpointRoutes[name].domain]();
  const schemas = table[name];
  if (!schemas) throw new Error(`@storefront/contracts/${endpointRoutes[name].domain} has no schemas for ${name}`);
  return schemas;
}
