// The handlers of the foundation: product browsing, session, account detail, order reads and the
// merchant lists.
import { idParam } from '../validation';
import type { Handlers } from './handler';
import { signedIn } from './handler';
import { accountDetail, login, logout, register } from './account';
import { merchantProducts } from './merchant';
import { buyerOrders, merchantOrders, orderDetail } from './orders';
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
  productList: ({ db, member, query }) =>
    productList(db, member?.userId ?? null, { category: query('category'), page: query('page'), pageSize: query('pageSize') }),
  productDetail: ({ db, member, param }) => productDetail(db, param('slug') ?? '', member),
  productAddons: ({ db, param }) => productAddons(db, idParam(param('productId'))),
  productRelated: ({ db, member, param }) => relatedProducts(db, member?.userId ?? null, idParam(param('productId'))),
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

