// The handlers of the foundation: product browsing, session, account detail, order reads and the
// merchant lists.
import { idParam } from '../../validation';
import { cachedRead } from './catalogue-cache';
import type { Handlers } from '../handler';
import { signedIn } from '../handler';
import { accountDetail, login, logout, register } from '../member/account';
import { merchantProducts } from '../merchant/merchant';
import { buyerOrders, merchantOrders, orderDetail } from '../orders/orders';
import {
  favouriteProducts,
  merchantContact,
  productAddons,
  productDetail,
  productList,
  relatedProducts,
  setFavourite,
} from './products';

export const foundationHandlers: Handlers = {
  // Visitors all see the same catalogue answers, kept in memory until the next write
  // (catalogue-cache.ts); a member's answers carry their own favourites and are read each time.
  productList: ({ db, member, query }) => {
    const filters = { category: query('category'), page: query('page'), pageSize: query('pageSize') };
    if (member) return productList(db, member.userId, filters);
    return cachedRead(db, `list ${JSON.stringify(filters)}`, () => productList(db, null, filters));
  },
  productDetail: ({ db, member, param }) => {
    const slug = param('slug') ?? '';
    if (member) return productDetail(db, slug, member);
    return cachedRead(db, `detail ${slug}`, () => productDetail(db, slug, null));
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
  memberLogin: ({ db, c, body }) => login(db, c, body),
  memberLogout: ({ db, c }) => logout(db, c),
  memberRegister: ({ db, c, body }) => register(db, c, body),
  memberAccountDetail: ({ db, member }) => accountDetail(db, signedIn(member).userId),
  memberFavorites: ({ db, member }) => favouriteProducts(db, signedIn(member).userId),
  memberOrderList: ({ db, member }) => buyerOrders(db, signedIn(member).userId),
  memberOrderDetail: ({ db, member, param }) => orderDetail(db, signedIn(member).userId, idParam(param('orderId'))),
  merchantProductList: ({ db, member }) => merchantProducts(db, signedIn(member).userId),
  merchantOrderList: ({ db, member, query }) =>
    merchantOrders(db, signedIn(member).userId, { status: query('status'), month: query('month') }),
};

