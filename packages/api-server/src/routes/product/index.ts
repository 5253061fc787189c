// The product domain's handlers: the catalogue reads (list, detail, add-ons, related, the
// merchant's contact), favourites and the member's wish list, bids on auctions, the referral
// code for share links, recording a share and a page opened (view and promote points), and search.
import { ProductSearchQuery, ProductSuggestQuery } from '@storefront/contracts/product';
import { idParam, validate } from '../../validation';
import { cachedRead } from './catalogue-cache';
import type { DomainHandlers } from '../handler';
import { signedIn } from '../handler';
import { searchProducts, suggest } from './search';
import { memberAuctions, placeBid, recordPageView, recordProductView, referralCode } from './product-page';
import {
  everyonesProductDetail,
  favouriteProducts,
  memberProductDetail,
  merchantContact,
  productAddons,
  productList,
  relatedProducts,
  setFavourite,
} from './products';

export const productHandlers: DomainHandlers<'product'> = {
  // Visitors all see the same catalogue answers, kept in memory until the next write
  // (catalogue-cache.ts); a member's answers carry their own favourites and are read each time (a
  // product's detail: the visitor's, kept, with the member's favourite and bid standing).
  productList: ({ db, member, query }) => {
    const filters = { category: query('category'), page: query('page'), pageSize: query('pageSize') };
    if (member) return productList(db, member.userId, filters);
    return cachedRead(db, `list ${JSON.stringify(filters)}`, () => productList(db, null, filters));
  },
  // Search and the category / brand listings; the query is checked against the contracts' schema
  // (a 2,000-character text or a control character is a 400).
  productSearch: ({ c, db, member }) => {
    const query = validate(ProductSearchQuery, c.req.query());
    if (member) return searchProducts(db, member.userId, query);
    return cachedRead(db, `search ${JSON.stringify(query)}`, () => searchProducts(db, null, query));
  },
  productSuggest: ({ c, db }) => {
    const { q } = validate(ProductSuggestQuery, { q: c.req.query('q') ?? '' });
    return cachedRead(db, `suggest ${q}`, () => suggest(db, q));
  },
  productDetail: async ({ db, member, param }) => {
    const slug = param('slug') ?? '';
    if (member) return memberProductDetail(db, slug, member);
    return (await everyonesProductDetail(db, slug)).detail;
  },
  productAddons: ({ db, param }) => {
    const productId = idParam(param('productId'));
    return cachedRead(db, `addons ${productId}`, () => productAddons(db, productId));
  },
  productRelated: ({ db, member, param }) => {
    const productId = idParam(param('productId'));
    if (member) return relatedProducts(db, member.userId, productId);
    return cachedRead(db, `related ${productId}`, () => relatedProducts(db, null, productId));
  },
  merchantContact: ({ db, param }) => merchantContact(db, idParam(param('merchantId'))),
  productFavorite: ({ db, member, param }) => setFavourite(db, signedIn(member).userId, idParam(param('productId')), true),
  productUnfavorite: ({ db, member, param }) => setFavourite(db, signedIn(member).userId, idParam(param('productId')), false),
  memberFavorites: ({ db, member, listQuery }) => favouriteProducts(db, signedIn(member).userId, listQuery),
  productAddAuction: ({ db, member, body }) => placeBid(db, signedIn(member).userId, body),
  memberAuctions: ({ db, member }) => memberAuctions(db, signedIn(member).userId),
  memberProductViewReferral: ({ db, member }) => referralCode(db, signedIn(member).userId),
  memberProductView: ({ db, member, param, query }) =>
    recordProductView(db, member?.userId ?? null, idParam(param('productId')), query('r')),
  productPageView: ({ db, c, member, body }) => recordPageView(db, c, member?.userId ?? null, body),
};
