// The endpoint table: every call of both specifications (section 7) plus the project's own
// (login, logout, register, product list, checkout, profile save). The API client, the API server
// routes and their validation are all generated from this one table.
import type * as v from 'valibot';
import { StatusResponse, TypedStatusResponse } from './schemas/common';
import { CheckoutRequest, CheckoutResponse } from './schemas/checkout';
import { CheckoutQuoteRequest, CheckoutQuoteResponse } from './schemas/checkout-quote';
import {
  AccountDetailResponse,
  AccountDetailSaveRequest,
  AccountPointsResponse,
  CancelAccountRequest,
  CountriesResponse,
  DeliveryDetailResponse,
  DeliveryDetailSaveRequest,
  FollowersResponse,
  LoginRequest,
  LoginResponse,
  MemberUpgradeRequest,
  MerchantUpgradeRequest,
  PointsListResponse,
  PurchaseDetailResponse,
  PurchaseDetailSaveRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from './schemas/member';
import {
  BrandGetOrCreateResponse,
  CatelogGetOrCreateResponse,
  CsvProductPackage,
  MediaGetOrCreateRequest,
  MediaListResponse,
  MediaRemoveRequest,
  MediaResponse,
  MediaUploadRequest,
  MediaUploadResponse,
  MediaUrlResponse,
  MerchantDetailResponse,
  MerchantDetailSaveRequest,
  MerchantInfoResponse,
  MerchantOrderListResponse,
  MerchantProductListResponse,
  OrderCompleteRequest,
  ProductEditModel,
  ProductImage,
  ProductInput,
  ProductModelEdit,
  ProductOption,
  ProductSelection,
  ProductTakedownRequest,
  SaveProductResponse,
  StockModelGetOrCreateRequest,
  StockModelGetOrCreateResponse,
} from './schemas/merchant';
import {
  LogisticStatusResponse,
  OrderCancelRequest,
  OrderDetailResponse,
  OrderListResponse,
  OrderRefundRequest,
  RepayResponse,
} from './schemas/order';
import {
  AddAuctionRequest,
  MerchantContactResponse,
  ProductAddonsResponse,
  ProductDetailResponse,
  ProductListResponse,
  ProductViewReferralResponse,
} from './schemas/product';

/** Who may call: anyone, a logged-in member, or a member who is a merchant (partner). */
export type EndpointAuth = 'public' | 'member' | 'merchant';

export interface EndpointDef {
  readonly method: 'GET' | 'POST';
  /** Site-relative path; parameters as `:name`. */
  readonly path: string;
  /** The payload schema (POST only). */
  readonly request?: v.GenericSchema;
  readonly response: v.GenericSchema;
  readonly auth: EndpointAuth;
  /** Default 'json'. */
  readonly requestType?: 'json' | 'form-data';
  /** Default 'json'; 'text' answers are read with callText. */
  readonly responseType?: 'json' | 'text';
}

export const endpoints = {
  // ---- product page (shopper.md) ----
  productDetail: { method: 'GET', path: '/api/product/detail/:slug', response: ProductDetailResponse, auth: 'public' },
  productAddons: { method: 'GET', path: '/api/product/addons/:productId/list', response: ProductAddonsResponse, auth: 'public' },
  productRelated: { method: 'GET', path: '/api/product/related/:productId/list', response: ProductListResponse, auth: 'public' },
  productList: { method: 'GET', path: '/api/product/list', response: ProductListResponse, auth: 'public' },
  merchantContact: { method: 'GET', path: '/api/merchant/contact/:merchantId', response: MerchantContactResponse, auth: 'public' },
  productFavorite: { method: 'GET', path: '/api/product/favorite/:productId', response: StatusResponse, auth: 'member' },
  productUnfavorite: { method: 'GET', path: '/api/product/unfavorite/:productId', response: StatusResponse, auth: 'member' },
  productAddAuction: { method: 'POST', path: '/api/product/addAuction', request: AddAuctionRequest, response: StatusResponse, auth: 'member' },
  memberProductViewReferral: { method: 'GET', path: '/api/member/account/productview', response: ProductViewReferralResponse, auth: 'member' },
  // Fired on share for anyone; the server records points only for a logged-in member.
  memberProductView: { method: 'GET', path: '/api/member/account/productview/:productId', response: StatusResponse, auth: 'public' },

  // ---- session (project's own) ----
  memberLogin: { method: 'POST', path: '/api/member/login', request: LoginRequest, response: LoginResponse, auth: 'public' },
  memberLogout: { method: 'POST', path: '/api/member/logout', response: StatusResponse, auth: 'public' },
  memberRegister: { method: 'POST', path: '/api/member/register', request: RegisterRequest, response: LoginResponse, auth: 'public' },

  // ---- member account ----
  memberAccountDetail: { method: 'GET', path: '/api/member/account/detail', response: AccountDetailResponse, auth: 'member' },
  memberAccountDetailSave: { method: 'POST', path: '/api/member/account/detail', request: AccountDetailSaveRequest, response: StatusResponse, auth: 'member' },
  memberResetPassword: { method: 'POST', path: '/api/member/account/resetpassword', request: ResetPasswordRequest, response: StatusResponse, auth: 'member' },
  memberCancel: { method: 'POST', path: '/api/member/account/cancel', request: CancelAccountRequest, response: StatusResponse, auth: 'member' },
  memberFollowers: { method: 'GET', path: '/api/member/account/followers', response: FollowersResponse, auth: 'member' },
  memberAccountPoints: { method: 'GET', path: '/api/member/account/points', response: AccountPointsResponse, auth: 'member' },
  pointsEarnedList: { method: 'GET', path: '/api/member/points/earnedList', response: PointsListResponse, auth: 'member' },
  pointsUsedList: { method: 'GET', path: '/api/member/points/usedList', response: PointsListResponse, auth: 'member' },
  purchaseDetailGet: { method: 'GET', path: '/api/member/purchase/detail', response: PurchaseDetailResponse, auth: 'member' },
  purchaseDetailSave: { method: 'POST', path: '/api/member/purchase/detail', request: PurchaseDetailSaveRequest, response: StatusResponse, auth: 'member' },
  deliveryDetailGet: { method: 'GET', path: '/api/member/delivery/detail', response: DeliveryDetailResponse, auth: 'member' },
  deliveryDetailSave: { method: 'POST', path: '/api/member/delivery/detail', request: DeliveryDetailSaveRequest, response: StatusResponse, auth: 'member' },
  memberCountries: { method: 'GET', path: '/api/member/countries', response: CountriesResponse, auth: 'public' },
  memberFavorites: { method: 'GET', path: '/api/member/product/favorites', response: ProductListResponse, auth: 'member' },
  memberUpgrade: { method: 'POST', path: '/api/member/memberupgrade', request: MemberUpgradeRequest, response: StatusResponse, auth: 'member' },
  merchantUpgrade: { method: 'POST', path: '/api/member/merchantupgrade', request: MerchantUpgradeRequest, response: StatusResponse, auth: 'member' },

  // ---- orders (buyer; detail, cancel and logistics status also serve the order's merchant) ----
  checkout: { method: 'POST', path: '/api/member/checkout', request: CheckoutRequest, response: CheckoutResponse, auth: 'member' },
  checkoutQuote: { method: 'POST', path: '/api/checkout/quote', request: CheckoutQuoteRequest, response: CheckoutQuoteResponse, auth: 'public' },
  memberOrderList: { method: 'GET', path: '/api/member/order/list', response: OrderListResponse, auth: 'member' },
  memberOrderDetail: { method: 'GET', path: '/api/member/order/detail/:orderId', response: OrderDetailResponse, auth: 'member' },
  memberOrderRefund: { method: 'POST', path: '/api/member/order/refund', request: OrderRefundRequest, response: StatusResponse, auth: 'member' },
  memberOrderCancel: { method: 'POST', path: '/api/member/order/cancel', request: OrderCancelRequest, response: StatusResponse, auth: 'member' },
  logisticStatus: { method: 'GET', path: '/api/member/logisticstatus/:e_orderstatus', response: LogisticStatusResponse, auth: 'member', responseType: 'text' },
  gomypayRepay: { method: 'GET', path: '/api/member/gomypay/repay/:orderId', response: RepayResponse, auth: 'member' },
  ecpayRepay: { method: 'GET', path: '/api/member/ecpay/repay/:orderId', response: RepayResponse, auth: 'member' },

  // ---- merchant (merchant.md) ----
  merchantDetailGet: { method: 'GET', path: '/api/merchant/detail', response: MerchantDetailResponse, auth: 'merchant' },
  merchantDetailSave: { method: 'POST', path: '/api/merchant/detail', request: MerchantDetailSaveRequest, response: StatusResponse, auth: 'merchant' },
  merchantProductList: { method: 'GET', path: '/api/merchant/product/list', response: MerchantProductListResponse, auth: 'merchant' },
  merchantProductTakedown: { method: 'POST', path: '/api/merchant/product/takedown', request: ProductTakedownRequest, response: StatusResponse, auth: 'merchant' },
  csvProductPackage: { method: 'GET', path: '/api/product/csvProductPackage', response: CsvProductPackage, auth: 'merchant' },
  brandGetOrCreate: { method: 'GET', path: '/api/product/brand/getorcreate/:name', response: BrandGetOrCreateResponse, auth: 'merchant' },
  catelogGetOrCreate: { method: 'GET', path: '/api/product/catelog/getorcreate/:name', response: CatelogGetOrCreateResponse, auth: 'merchant' },
  stockModelGetOrCreate: { method: 'POST', path: '/api/product/stockModel/getorcreate', request: StockModelGetOrCreateRequest, response: StockModelGetOrCreateResponse, auth: 'merchant' },
  mediaGetOrCreate: { method: 'POST', path: '/api/product/media/getorcreate', request: MediaGetOrCreateRequest, response: MediaResponse, auth: 'merchant' },
  merchantNewProductForCsv: { method: 'POST', path: '/api/merchant/save/newProductForCsv', request: ProductInput, response: TypedStatusResponse, auth: 'merchant' },
  merchantEditProductForCsv: { method: 'POST', path: '/api/merchant/save/editProductForCsv', request: ProductInput, response: TypedStatusResponse, auth: 'merchant' },
  merchantOrderList: { method: 'GET', path: '/api/merchant/order/list', response: MerchantOrderListResponse, auth: 'merchant' },
  merchantOrderComplete: { method: 'POST', path: '/api/merchant/order/complete', request: OrderCompleteRequest, response: TypedStatusResponse, auth: 'merchant' },
  merchantNewProduct: { method: 'GET', path: '/api/merchant/newproduct', response: ProductEditModel, auth: 'merchant' },
  merchantInfo: { method: 'GET', path: '/api/merchant/info', response: MerchantInfoResponse, auth: 'merchant' },
  merchantSaveNewProduct: { method: 'POST', path: '/api/merchant/save/newproduct', request: ProductInput, response: SaveProductResponse, auth: 'merchant' },
  merchantProductEdit: { method: 'GET', path: '/api/merchant/product/edit/:productId', response: ProductEditModel, auth: 'merchant' },
  merchantSaveEditProduct: { method: 'POST', path: '/api/merchant/product/save/editProduct', request: ProductInput, response: SaveProductResponse, auth: 'merchant' },
  merchantAddImage: { method: 'GET', path: '/api/merchant/product/addimage', response: ProductImage, auth: 'merchant' },
  merchantAddSelection: { method: 'GET', path: '/api/merchant/product/addSelection', response: ProductSelection, auth: 'merchant' },
  merchantAddOption: { method: 'GET', path: '/api/merchant/product/addOption', response: ProductOption, auth: 'merchant' },
  merchantAddProductModel: { method: 'GET', path: '/api/merchant/product/addProductModel', response: ProductModelEdit, auth: 'merchant' },
  merchantMediaUpload: { method: 'POST', path: '/api/merchant/media/upload', request: MediaUploadRequest, response: MediaUploadResponse, auth: 'merchant', requestType: 'form-data' },
  merchantMediaList: { method: 'GET', path: '/api/merchant/media/list/', response: MediaListResponse, auth: 'merchant' },
  merchantMediaRemove: { method: 'POST', path: '/api/merchant/media/remove', request: MediaRemoveRequest, response: StatusResponse, auth: 'merchant' },
  merchantMediaUrl: { method: 'GET', path: '/api/merchant/media/url/:id/:width/:height', response: MediaUrlResponse, auth: 'merchant' },
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

export const endpointNames = Object.keys(endpoints) as EndpointName[];

/** What the client gets: the output of the response schema (absent fields are undefined). */
export type EndpointResponse<N extends EndpointName> = v.InferOutput<Endpoints[N]['response']>;

/** What the server may send: the input of the response schema (absent fields may be null). */
export type EndpointResponseInput<N extends EndpointName> = v.InferInput<Endpoints[N]['response']>;

/** Input type of an endpoint's request schema (never when the call has no payload). */
export type EndpointRequest<N extends EndpointName> = Endpoints[N] extends { request: infer S extends v.GenericSchema }
  ? v.InferInput<S>
  : never;

/** The request after validation: what the server works with. */
export type EndpointRequestOutput<N extends EndpointName> = Endpoints[N] extends { request: infer S extends v.GenericSchema }
  ? v.InferOutput<S>
  : never;
