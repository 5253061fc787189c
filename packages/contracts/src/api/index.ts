// The API contract: schemas, the endpoint table, path building and the typed client.
export * from './schemas';
export * from './endpoints';
export * from './path';
export * from './errors';
export * from './client';
