// The link to a product page from the member's screens (wishlist, auctions, points history).

/** /products{slug}: slugs are stored without the leading slash. */
export const productPath = (slug: string) => (slug.startsWith('/') ? `/products${slug}` : `/products/${encodeURIComponent(slug)}`);
