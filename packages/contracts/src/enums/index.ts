// Every enumeration of the specifications, as const objects and union types.
export * from './order-status';
export * from './payment-type';
export * from './receipt';
export * from './product';
export * from './member';
export * from './logistics';
export * from './country';
export * from './cvs-chain';
