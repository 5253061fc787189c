// CSV bulk product upload: column table, cell reading, delimiter and line layout, grouping and
// validation of products, name resolution and writing CSV back out. Shared by browser and server.
export * from './columns';
export * from './cells';
export * from './text-layout';
export * from './read-products';
export * from './resolve-product';
export * from './write-csv';
export * from './product-package';
export * from './limits';
