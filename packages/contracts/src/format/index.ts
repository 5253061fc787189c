// Formatting of prices, points, dates and language-dependent URLs.
export * from './language';
export * from './price';
export * from './date';
