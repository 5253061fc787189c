// The route of every endpoint: method, path, who may call and which domain part of the package
// holds its request and response schemas. Strings only, so the API client on every page knows
// where to send any call without loading the schemas of all domains (they are the bulk of the
// package); the schemas are in @storefront/contracts/<domain> and @storefront/contracts/endpoints
// joins both into the full table the API server works from.
import type * as v from 'valibot';

/**
 * Who may call: anyone, a logged-in member, a member who is a merchant (partner), or the
 * marketplace operator (platform staff: a role kept on the server, not a tier).
 */
export type EndpointAuth = 'public' | 'member' | 'merchant' | 'operator';

/**
 * The part of the package (@storefront/contracts/<domain>) that holds an endpoint's schemas;
 * 'core' for the few every page needs (the member's own account, read by the shell's header).
 */
export type EndpointDomain = 'core' | 'product' | 'member' | 'checkout' | 'orders' | 'merchant' | 'operator';

export interface EndpointRoute {
  readonly domain: EndpointDomain;
  readonly method: 'GET' | 'POST';
  /** Site-relative path; parameters as `:name`. */
  readonly path: string;
  readonly auth: EndpointAuth;
  /** Default 'json'. */
  readonly requestType?: 'json' | 'form-data';
  /** Default 'json'; 'text' answers are read with callText. */
  readonly responseType?: 'json' | 'text';
}

export interface EndpointSchemas {
  /** The payload schema (POST only). */
  readonly request?: v.GenericSchema;
  /** The query-string schema (a paged list's page, sort, filters, search): strings in, checked by the server. */
  readonly query?: v.GenericSchema;
  readonly response: v.GenericSchema;
}

/** One row of the full endpoint table (@storefront/contracts/endpoints). */
export type EndpointDef = EndpointRoute & EndpointSchemas;

export const endpointRoutes = {
  // ---- product page (shopper.md) ----
  productDetail: { domain: 'product', method: 'GET', path: '/api/product/detail/:slug', auth: 'public' },
  productAddons: { domain: 'product', method: 'GET', path: '/api/product/addons/:productId/list', auth: 'public' },
  productRelated: { domain: 'product', method: 'GET', path: '/api/product/related/:productId/list', auth: 'public' },
  productList: { domain: 'product', method: 'GET', path: '/api/product/list', auth: 'public' },
  // Search and the category / brand listings (query: ProductSearchQuery), and the header box's
  // suggestions (project's own, issue 25).
  productSearch: { domain: 'product', method: 'GET', path: '/api/product/search', auth: 'public' },
  productSuggest: { domain: 'product', method: 'GET', path: '/api/product/suggest', auth: 'public' },
  merchantContact: { domain: 'product', method: 'GET', path: '/api/merchant/contact/:merchantId', auth: 'public' },
  productFavorite: { domain: 'product', method: 'GET', path: '/api/product/favorite/:productId', auth: 'member' },
  productUnfavorite: { domain: 'product', method: 'GET', path: '/api/product/unfavorite/:productId', auth: 'member' },
  productAddAuction: { domain: 'product', method: 'POST', path: '/api/product/addAuction', auth: 'member' },
  memberProductViewReferral: { domain: 'product', method: 'GET', path: '/api/member/account/productview', auth: 'member' },
  // Fired on share for anyone; the server records points only for a logged-in member.
  memberProductView: { domain: 'product', method: 'GET', path: '/api/member/account/productview/:productId', auth: 'public' },
  // A product page opened (issue 21): a logged-in member earns its view points once a Taipei day;
  // with a share link's r, the sharer earns its promote points once per visitor and day.
  productPageView: { domain: 'product', method: 'POST', path: '/api/product/view', auth: 'public' },
  // The running auctions the member bid on, leading or outbid (the member home).
  memberAuctions: { domain: 'product', method: 'GET', path: '/api/member/auctions', auth: 'member' },

  // ---- session (project's own) ----
  memberLogin: { domain: 'member', method: 'POST', path: '/api/member/login', auth: 'public' },
  memberLogout: { domain: 'member', method: 'POST', path: '/api/member/logout', auth: 'public' },
  memberRegister: { domain: 'member', method: 'POST', path: '/api/member/register', auth: 'public' },

  // ---- member account ----
  memberAccountDetail: { domain: 'core', method: 'GET', path: '/api/member/account/detail', auth: 'member' },
  memberAccountDetailSave: { domain: 'member', method: 'POST', path: '/api/member/account/detail', auth: 'member' },
  memberResetPassword: { domain: 'member', method: 'POST', path: '/api/member/account/resetpassword', auth: 'member' },
  memberCancel: { domain: 'member', method: 'POST', path: '/api/member/account/cancel', auth: 'member' },
  memberFollowers: { domain: 'member', method: 'GET', path: '/api/member/account/followers', auth: 'member' },
  memberAccountPoints: { domain: 'member', method: 'GET', path: '/api/member/account/points', auth: 'member' },
  pointsEarnedList: { domain: 'member', method: 'GET', path: '/api/member/points/earnedList', auth: 'member' },
  pointsUsedList: { domain: 'member', method: 'GET', path: '/api/member/points/usedList', auth: 'member' },
  purchaseDetailGet: { domain: 'member', method: 'GET', path: '/api/member/purchase/detail', auth: 'member' },
  purchaseDetailSave: { domain: 'member', method: 'POST', path: '/api/member/purchase/detail', auth: 'member' },
  deliveryDetailGet: { domain: 'member', method: 'GET', path: '/api/member/delivery/detail', auth: 'member' },
  deliveryDetailSave: { domain: 'member', method: 'POST', path: '/api/member/delivery/detail', auth: 'member' },
  memberCountries: { domain: 'member', method: 'GET', path: '/api/member/countries', auth: 'public' },
  memberFavorites: { domain: 'product', method: 'GET', path: '/api/member/product/favorites', auth: 'member' },
  memberUpgrade: { domain: 'member', method: 'POST', path: '/api/member/memberupgrade', auth: 'member' },
  merchantUpgrade: { domain: 'member', method: 'POST', path: '/api/member/merchantupgrade', auth: 'member' },
  // The member home's notices: auctions won (awaiting payment) and reviewed applications.
  memberNotices: { domain: 'member', method: 'GET', path: '/api/member/notices', auth: 'member' },
  // The member centre's counts in one call: orders by stage, points, wish list, the latest order.
  memberSummary: { domain: 'member', method: 'GET', path: '/api/member/summary', auth: 'member' },

  // ---- orders (buyer; detail, cancel and logistics status also serve the order's merchant) ----
  checkout: { domain: 'checkout', method: 'POST', path: '/api/member/checkout', auth: 'member' },
  checkoutQuote: { domain: 'checkout', method: 'POST', path: '/api/checkout/quote', auth: 'public' },
  memberOrderList: { domain: 'orders', method: 'GET', path: '/api/member/order/list', auth: 'member' },
  memberOrderDetail: { domain: 'orders', method: 'GET', path: '/api/member/order/detail/:orderId', auth: 'member' },
  memberOrderRefund: { domain: 'orders', method: 'POST', path: '/api/member/order/refund', auth: 'member' },
  memberOrderCancel: { domain: 'orders', method: 'POST', path: '/api/member/order/cancel', auth: 'member' },
  // 確認收貨 from 7, and the store map's reply changing a store pick-up's store before shipment.
  memberOrderReceived: { domain: 'orders', method: 'POST', path: '/api/member/order/received', auth: 'member' },
  memberOrderStore: { domain: 'orders', method: 'POST', path: '/api/member/order/store', auth: 'member' },
  /** The bank account of a pending transfer refund that has none (a late payment of a cancelled or expired order). */
  memberOrderRefundAccount: { domain: 'orders', method: 'POST', path: '/api/member/order/refundaccount', auth: 'member' },
  logisticStatus: {
    domain: 'orders',
    method: 'GET',
    path: '/api/member/logisticstatus/:e_orderstatus',
    auth: 'member',
    responseType: 'text',
  },
  gomypayRepay: { domain: 'orders', method: 'GET', path: '/api/member/gomypay/repay/:orderId', auth: 'member' },
  ecpayRepay: { domain: 'orders', method: 'GET', path: '/api/member/ecpay/repay/:orderId', auth: 'member' },

  // ---- merchant (merchant.md) ----
  merchantDetailGet: { domain: 'merchant', method: 'GET', path: '/api/merchant/detail', auth: 'merchant' },
  merchantDetailSave: { domain: 'merchant', method: 'POST', path: '/api/merchant/detail', auth: 'merchant' },
  merchantProductList: { domain: 'merchant', method: 'GET', path: '/api/merchant/product/list', auth: 'merchant' },
  merchantProductTakedown: { domain: 'merchant', method: 'POST', path: '/api/merchant/product/takedown', auth: 'merchant' },
  csvProductPackage: { domain: 'merchant', method: 'GET', path: '/api/product/csvProductPackage', auth: 'merchant' },
  brandGetOrCreate: { domain: 'merchant', method: 'GET', path: '/api/product/brand/getorcreate/:name', auth: 'merchant' },
  catelogGetOrCreate: { domain: 'merchant', method: 'GET', path: '/api/product/catelog/getorcreate/:name', auth: 'merchant' },
  stockModelGetOrCreate: { domain: 'merchant', method: 'POST', path: '/api/product/stockModel/getorcreate', auth: 'merchant' },
  mediaGetOrCreate: { domain: 'merchant', method: 'POST', path: '/api/product/media/getorcreate', auth: 'merchant' },
  merchantNewProductForCsv: { domain: 'merchant', method: 'POST', path: '/api/merchant/save/newProductForCsv', auth: 'merchant' },
  /** A batch of CSV products, one answer per product (csv-upload README). */
  merchantNewProductsForCsv: { domain: 'merchant', method: 'POST', path: '/api/merchant/save/newProductsForCsv', auth: 'merchant' },
  merchantEditProductForCsv: { domain: 'merchant', method: 'POST', path: '/api/merchant/save/editProductForCsv', auth: 'merchant' },
  merchantOrderList: { domain: 'merchant', method: 'GET', path: '/api/merchant/order/list', auth: 'merchant' },
  /** The merchant's own order (an order the merchant bought elsewhere is a 404 here). */
  merchantOrderDetail: { domain: 'merchant', method: 'GET', path: '/api/merchant/order/detail/:orderId', auth: 'merchant' },
  merchantOrderComplete: { domain: 'merchant', method: 'POST', path: '/api/merchant/order/complete', auth: 'merchant' },
  merchantOrderCvsShipment: { domain: 'merchant', method: 'POST', path: '/api/merchant/order/cvsShipment', auth: 'merchant' },
  // The merchant decides a buyer's return request, and marks a refund by bank transfer done.
  merchantOrderReturnApprove: { domain: 'merchant', method: 'POST', path: '/api/merchant/order/return/approve', auth: 'merchant' },
  merchantOrderReturnRefuse: { domain: 'merchant', method: 'POST', path: '/api/merchant/order/return/refuse', auth: 'merchant' },
  merchantOrderRefundDone: { domain: 'merchant', method: 'POST', path: '/api/merchant/order/refund/done', auth: 'merchant' },
  merchantNewProduct: { domain: 'merchant', method: 'GET', path: '/api/merchant/newproduct', auth: 'merchant' },
  merchantInfo: { domain: 'merchant', method: 'GET', path: '/api/merchant/info', auth: 'merchant' },
  merchantSaveNewProduct: { domain: 'merchant', method: 'POST', path: '/api/merchant/save/newproduct', auth: 'merchant' },
  merchantProductEdit: { domain: 'merchant', method: 'GET', path: '/api/merchant/product/edit/:productId', auth: 'merchant' },
  merchantSaveEditProduct: { domain: 'merchant', method: 'POST', path: '/api/merchant/product/save/editProduct', auth: 'merchant' },
  merchantAddImage: { domain: 'merchant', method: 'GET', path: '/api/merchant/product/addimage', auth: 'merchant' },
  merchantAddSelection: { domain: 'merchant', method: 'GET', path: '/api/merchant/product/addSelection', auth: 'merchant' },
  merchantAddOption: { domain: 'merchant', method: 'GET', path: '/api/merchant/product/addOption', auth: 'merchant' },
  merchantAddProductModel: { domain: 'merchant', method: 'GET', path: '/api/merchant/product/addProductModel', auth: 'merchant' },
  merchantMediaUpload: {
    domain: 'merchant',
    method: 'POST',
    path: '/api/merchant/media/upload',
    auth: 'merchant',
    requestType: 'form-data',
  },
  merchantMediaList: { domain: 'merchant', method: 'GET', path: '/api/merchant/media/list/', auth: 'merchant' },
  /** The library a page at a time (issue 26): the picker's call; the list above stays for callers built before it. */
  merchantMediaPage: { domain: 'merchant', method: 'GET', path: '/api/merchant/media/page', auth: 'merchant' },
  merchantMediaRemove: { domain: 'merchant', method: 'POST', path: '/api/merchant/media/remove', auth: 'merchant' },
  merchantMediaUrl: { domain: 'merchant', method: 'GET', path: '/api/merchant/media/url/:id/:width/:height', auth: 'merchant' },

  // ---- marketplace operator: review of products and partner applications ----
  operatorReviewList: { domain: 'operator', method: 'GET', path: '/api/operator/review/list', auth: 'operator' },
  operatorReviewProduct: { domain: 'operator', method: 'GET', path: '/api/operator/review/product/:productId', auth: 'operator' },
  operatorApproveProduct: { domain: 'operator', method: 'POST', path: '/api/operator/review/product/approve', auth: 'operator' },
  operatorRejectProduct: { domain: 'operator', method: 'POST', path: '/api/operator/review/product/reject', auth: 'operator' },
  operatorApproveApplication: { domain: 'operator', method: 'POST', path: '/api/operator/review/application/approve', auth: 'operator' },
  operatorRejectApplication: { domain: 'operator', method: 'POST', path: '/api/operator/review/application/reject', auth: 'operator' },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointRoutes = typeof endpointRoutes;
export type EndpointName = keyof EndpointRoutes;

export const endpointNames = Object.keys(endpointRoutes) as EndpointName[];

/** The endpoints whose schemas a domain part holds. */
export type DomainEndpointName<D extends EndpointDomain> = {
  [N in EndpointName]: EndpointRoutes[N]['domain'] extends D ? N : never;
}[EndpointName];

/** The schema table of a domain part: exactly its endpoints, each with its schemas. */
export type DomainEndpointSchemas<D extends EndpointDomain> = { readonly [N in DomainEndpointName<D>]: EndpointSchemas };
