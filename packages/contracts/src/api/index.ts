// The API contract of the core: routes of every endpoint, path building, errors and the typed
// client. The schemas of each domain are in @storefront/contracts/<domain>; the full table with
// schemas in @storefront/contracts/endpoints.
export * as schemaFields from './schemas/fields';
export { MAX_AMOUNT, MAX_RICH_TEXT } from './schemas/fields';
export * from './schemas/common';
export * from './schemas/paging';
export * from './schemas/account';
export * from './core-endpoints';
export * from './routes';
export type * from './endpoint-types';
export * from './path';
export * from './errors';
export * from './client';
export * from './session-hint';
