// The cart model, its schema, storage and operations, and the buy-now lines kept apart from it.
export * from './cart-schema';
export * from './cart-model';
export * from './addon-limit';
export * from './cart-storage';
export * from './buy-now';
