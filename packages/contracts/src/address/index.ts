// @storefront/contracts/address: the Taiwan county/district/postal-code cascade and its data
// (the largest table of the package, only the address forms and the server need it).
export * from './taiwan-address';
