// Addresses: the Taiwan county/district/postal-code cascade and convenience-store pickup chains.
export * from './taiwan-address';
export * from './cvs-chain';
