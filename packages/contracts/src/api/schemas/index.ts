// Valibot schemas of every call, grouped by domain.
export * as schemaFields from './fields';
export { MAX_AMOUNT, MAX_RICH_TEXT } from './fields';
export * from './common';
export * from './product';
export * from './member';
export * from './order';
export * from './checkout';
export * from './checkout-quote';
export * from './merchant';
