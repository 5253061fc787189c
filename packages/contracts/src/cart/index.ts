// The cart model, its schema, storage and operations.
export * from './cart-schema';
export * from './cart-model';
export * from './addon-limit';
export * from './cart-storage';
