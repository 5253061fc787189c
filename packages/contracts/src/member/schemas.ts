// Member account shapes (shopper.md section 3, merchant.md upgrade forms): profile, password,
// login/register, followers, points, billing and delivery details, country fees, upgrades.
import * as v from 'valibot';
import {
  isPhoneOfCountry,
  pageQueryEntries,
  pagedAnswerEntries,
  passwordLengthAction,
  passwordMaxAction,
  schemaFields,
  TAIWAN_COUNTRY_CODE,
  taxIdAction,
} from '@storefront/contracts';
import { POINTS_KINDS } from './member-enums';

const {
  absent,
  bool,
  email,
  id,
  isoDay,
  obj,
  optionalEmail,
  optionalPhone,
  optionalText,
  phone,
  phoneText,
  requiredText,
  rNum,
  rOptNum,
  rOptStr,
  rStr,
  responseList,
  str,
} = schemaFields;

// ---- profile -----------------------------------------------------------------------------------

/** Profile edit form (basic info tab). Email, tier and login type are not editable. */
export const AccountDetailSaveRequest = obj({
  firstName: requiredText(50),
  lastName: requiredText(50),
  dob: v.nullish(v.union([v.literal('', 'invalid'), isoDay()], 'date')),
  subscribed: v.optional(bool(), false),
});
export type AccountDetailSaveRequest = v.InferOutput<typeof AccountDetailSaveRequest>;

/** A password as typed: not trimmed, since spaces are legitimate password characters. */
const password = () => v.pipe(str(), v.nonEmpty('required'), passwordMaxAction);
const newPassword = () => v.pipe(str(), v.nonEmpty('required'), passwordLengthAction, passwordMaxAction);

export const ResetPasswordRequest = v.pipe(
  obj({
    oldPassword: password(),
    newPassword: newPassword(),
    confirmNewPassword: str(),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmNewPassword']],
      (input) => input.newPassword === input.confirmNewPassword,
      'passwordMismatch',
    ),
    ['confirmNewPassword'],
  ),
);
export type ResetPasswordRequest = v.InferOutput<typeof ResetPasswordRequest>;

export const CancelAccountRequest = obj({
  /** The server cancels the session's member; userId must match it. */
  userId: id(),
});
export type CancelAccountRequest = v.InferOutput<typeof CancelAccountRequest>;

export const LoginRequest = obj({
  email: email(),
  password: password(),
});
export type LoginRequest = v.InferOutput<typeof LoginRequest>;

export const LoginResponse = obj({
  status: rNum(),
  title: rOptStr(),
  msg: rOptStr(),
  userId: rOptNum(),
  tier: rOptNum(),
  memberType: rOptNum(),
});
export type LoginResponse = v.InferOutput<typeof LoginResponse>;

export const RegisterRequest = v.pipe(
  obj({
    email: email(),
    password: newPassword(),
    confirmPassword: str(),
    firstName: requiredText(50),
    lastName: requiredText(50),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, 'passwordMismatch'),
    ['confirmPassword'],
  ),
);
export type RegisterRequest = v.InferOutput<typeof RegisterRequest>;

export const Follower = obj({
  email: rStr(),
  date: rOptStr(),
});
export type Follower = v.InferOutput<typeof Follower>;

export const FollowersResponse = responseList(Follower);

// ---- points ------------------------------------------------------------------------------------

/**
 * The specification allows `TotalPoints` or `totalPoints`; the schema accepts both and hands
 * the app `totalPoints` only.
 */
export const AccountPointsResponse = v.pipe(
  obj({
    status: rNum(),
    totalPoints: rOptNum(),
    TotalPoints: rOptNum(),
    msg: rOptStr(),
  }),
  v.transform((input) => ({
    status: input.status,
    totalPoints: input.totalPoints ?? input.TotalPoints ?? 0,
    msg: input.msg,
  })),
);
export type AccountPointsResponse = v.InferOutput<typeof AccountPointsResponse>;

export const PointsRecord = obj({
  date: rStr(),
  orderId: rOptNum(),
  points: rNum(),
  /** The order number (ZS…) shown for orderId. */
  orderStatementId: rOptStr(),
  /** What the row is for (POINTS_KIND). */
  kind: v.nullish(v.picklist(POINTS_KINDS, 'invalid')),
  /** The product viewed or shared. */
  productTitle: rOptStr(),
  productSlug: rOptStr(),
});
export type PointsRecord = v.InferOutput<typeof PointsRecord>;

/** The points lists' orders: newest first (the default), oldest first, by amount of points. */
export const POINTS_LIST_SORTS = ['newest', 'oldest', 'pointsDesc', 'pointsAsc'] as const;
export type PointsListSort = (typeof POINTS_LIST_SORTS)[number];

/**
 * `?q=&kind=&sort=&page=&pageSize=`: a page of the member's earned (or used) points rows,
 * searched in the order number and the product's title, filtered by kind.
 */
export const PointsListQuery = obj({
  ...pageQueryEntries,
  kind: v.optional(v.picklist(POINTS_KINDS, 'invalid')),
  sort: v.optional(v.picklist(POINTS_LIST_SORTS, 'invalid'), 'newest'),
});
export type PointsListQueryInput = v.InferInput<typeof PointsListQuery>;
export type PointsListQuery = v.InferOutput<typeof PointsListQuery>;

export const PointsListResponse = obj({
  status: rNum(),
  points: responseList(PointsRecord),
  totalPoints: rOptNum(),
  msg: rOptStr(),
  ...pagedAnswerEntries,
});
export type PointsListResponse = v.InferOutput<typeof PointsListResponse>;

// ---- billing and delivery details ----------------------------------------------------------------

const responseAddress = {
  firstName: rStr(),
  lastName: rStr(),
  telephone: rStr(),
  country: rStr(),
  state: rOptStr(),
  city: rOptStr(),
  areaCode: rOptStr(),
  areaTitle: rOptStr(),
  street: rOptStr(),
  userId: rOptNum(),
};

export const PurchaseDetail = obj({
  purchaseDetailId: rOptNum(),
  email: rStr(),
  ...responseAddress,
});
export type PurchaseDetail = v.InferOutput<typeof PurchaseDetail>;

export const DeliveryDetail = obj({
  deliveryDetailId: rOptNum(),
  ...responseAddress,
});
export type DeliveryDetail = v.InferOutput<typeof DeliveryDetail>;

export const PurchaseDetailResponse = obj({
  status: rNum(),
  msg: rOptStr(),
  purchaseDetail: v.nullable(PurchaseDetail),
});
export type PurchaseDetailResponse = v.InferOutput<typeof PurchaseDetailResponse>;

export const DeliveryDetailResponse = obj({
  status: rNum(),
  msg: rOptStr(),
  deliveryDetail: v.nullable(DeliveryDetail),
});
export type DeliveryDetailResponse = v.InferOutput<typeof DeliveryDetailResponse>;

// Field roles for Taiwan addresses: city = 縣市, areaTitle = 鄉鎮市區 (district), areaCode = its
// postal code; state is free text for addresses abroad.
const addressInput = {
  firstName: requiredText(50),
  lastName: requiredText(50),
  telephone: phoneText(),
  country: v.optional(v.pipe(requiredText(10), v.toUpperCase()), TAIWAN_COUNTRY_CODE),
  state: optionalText(50),
  city: optionalText(50),
  areaCode: optionalText(10),
  areaTitle: optionalText(50),
  street: optionalText(200),
  /** Ignored by the server, which uses the session's member. */
  userId: v.optional(id()),
};

// City and district are required for Taiwan addresses (shopper.md section 5).
export const PurchaseDetailInput = v.pipe(
  obj({
    purchaseDetailId: v.optional(id()),
    email: email(),
    ...addressInput,
  }),
  // The phone by the chosen country: a Taiwan number for Taiwan, E.164 with the country's
  // calling code elsewhere (the country list offers HK, MO, SG, MY, JP and US).
  v.forward(
    v.partialCheck(
      [['country'], ['telephone']],
      (input) => input.country !== TAIWAN_COUNTRY_CODE || isPhoneOfCountry(input.country, input.telephone),
      'phone',
    ),
    ['telephone'],
  ),
  v.forward(
    v.partialCheck(
      [['country'], ['telephone']],
      (input) => input.country === TAIWAN_COUNTRY_CODE || isPhoneOfCountry(input.country, input.telephone),
      'phoneInternational',
    ),
    ['telephone'],
  ),
  v.forward(
    v.partialCheck([['country'], ['city']], (input) => input.country !== TAIWAN_COUNTRY_CODE || input.city !== '', 'required'),
    ['city'],
  ),
  v.forward(
    v.partialCheck([['country'], ['areaTitle']], (input) => input.country !== TAIWAN_COUNTRY_CODE || input.areaTitle !== '', 'required'),
    ['areaTitle'],
  ),
);
export type PurchaseDetailInput = v.InferOutput<typeof PurchaseDetailInput>;

export const DeliveryDetailInput = v.pipe(
  obj({
    deliveryDetailId: v.optional(id()),
    ...addressInput,
  }),
  // The phone by the chosen country: a Taiwan number for Taiwan, E.164 with the country's
  // calling code elsewhere (the country list offers HK, MO, SG, MY, JP and US).
  v.forward(
    v.partialCheck(
      [['country'], ['telephone']],
      (input) => input.country !== TAIWAN_COUNTRY_CODE || isPhoneOfCountry(input.country, input.telephone),
      'phone',
    ),
    ['telephone'],
  ),
  v.forward(
    v.partialCheck(
      [['country'], ['telephone']],
      (input) => input.country === TAIWAN_COUNTRY_CODE || isPhoneOfCountry(input.country, input.telephone),
      'phoneInternational',
    ),
    ['telephone'],
  ),
  v.forward(
    v.partialCheck([['country'], ['city']], (input) => input.country !== TAIWAN_COUNTRY_CODE || input.city !== '', 'required'),
    ['city'],
  ),
  v.forward(
    v.partialCheck([['country'], ['areaTitle']], (input) => input.country !== TAIWAN_COUNTRY_CODE || input.areaTitle !== '', 'required'),
    ['areaTitle'],
  ),
);
export type DeliveryDetailInput = v.InferOutput<typeof DeliveryDetailInput>;

/** The specification's save payload wraps the detail as {status: 200, msg, purchaseDetail}. */
export const PurchaseDetailSaveRequest = obj({
  status: v.optional(v.number('number')),
  msg: v.optional(v.nullable(v.string('invalid'))),
  purchaseDetail: PurchaseDetailInput,
});
export type PurchaseDetailSaveRequest = v.InferOutput<typeof PurchaseDetailSaveRequest>;

export const DeliveryDetailSaveRequest = obj({
  status: v.optional(v.number('number')),
  msg: v.optional(v.nullable(v.string('invalid'))),
  deliveryDetail: DeliveryDetailInput,
});
export type DeliveryDetailSaveRequest = v.InferOutput<typeof DeliveryDetailSaveRequest>;

export const CountryFee = obj({
  code: rStr(),
  title: rStr(),
  freeShippingPrice: rNum(),
  /** The shipping fee. */
  value: rNum(),
});
export type CountryFee = v.InferOutput<typeof CountryFee>;

export const CountriesResponse = responseList(CountryFee);

/** Used while the country list is not loaded (shopper.md section 9). */
export const DEFAULT_COUNTRY_FEE: CountryFee = { code: 'TW', title: 'TW', freeShippingPrice: 6000, value: 100 };

// ---- upgrades ----------------------------------------------------------------------------------

/** Client-side only: the partner terms checkbox must be ticked. */
const termsAccepted = () => v.literal(true, 'terms');

export const MemberUpgradeRequest = obj({
  name: requiredText(50),
  tel: phone(),
  line: optionalText(50),
  email: email(),
});
export type MemberUpgradeRequest = v.InferOutput<typeof MemberUpgradeRequest>;

export const MemberUpgradeForm = obj({
  ...MemberUpgradeRequest.entries,
  agreeTerms: termsAccepted(),
});
export type MemberUpgradeForm = v.InferOutput<typeof MemberUpgradeForm>;

export const MerchantUpgradeRequest = obj({
  ...MemberUpgradeRequest.entries,
  /** The address, as the specification names it. */
  twNumber: optionalText(200),
  companyName: optionalText(100),
  companyOwner: optionalText(50),
  /** 統一編號, checked when given. */
  uniformNumber: v.optional(v.union([v.literal('', 'invalid'), v.pipe(str(), v.trim(), taxIdAction)], 'taxId'), ''),
  companyType: optionalText(50),
  companyAddress: optionalText(200),
  companyEmail: optionalEmail(),
  companyTel: optionalPhone(),
  companyUrl: v.optional(
    v.union([v.literal('', 'invalid'), v.pipe(str(), v.trim(), v.maxLength(500, 'tooLong'), v.url('url'))], 'url'),
    '',
  ),
});
export type MerchantUpgradeRequest = v.InferOutput<typeof MerchantUpgradeRequest>;

export const MerchantUpgradeForm = obj({
  ...MerchantUpgradeRequest.entries,
  agreeTerms: termsAccepted(),
});
export type MerchantUpgradeForm = v.InferOutput<typeof MerchantUpgradeForm>;

// ---- member home notices -------------------------------------------------------------------------

/** An auction the member won: its order waits for payment until payBy (得標通知). */
export const AuctionWinNotice = obj({
  orderId: rNum(),
  orderStatementId: rStr(),
  productId: rNum(),
  productTitle: rStr(),
  slug: rStr(),
  winningPrice: rNum(),
  shippingPrice: rNum(),
  totalPrice: rNum(),
  /** ISO time; after it the order fails and the auction ends unsold. */
  payBy: rStr(),
});
export type AuctionWinNotice = v.InferOutput<typeof AuctionWinNotice>;

/** The member's last application of each kind and where it stands (a refusal carries the reason). */
export const ApplicationNotice = obj({
  kind: v.picklist(['member', 'merchant'], 'invalid'),
  reviewStatus: v.picklist(['pending', 'approved', 'rejected'], 'invalid'),
  reason: rOptStr(),
  submittedAt: rStr(),
  reviewedAt: rOptStr(),
});
export type ApplicationNotice = v.InferOutput<typeof ApplicationNotice>;

export const MemberNoticesResponse = obj({
  status: rNum(),
  auctionWins: responseList(AuctionWinNotice),
  applications: responseList(ApplicationNotice),
});
export type MemberNoticesResponse = v.InferOutput<typeof MemberNoticesResponse>;

// ---- member centre summary -----------------------------------------------------------------------

/** The member's latest order as the member centre shows it: its first product with its picture. */
export const MemberLatestOrder = obj({
  orderId: rNum(),
  orderStatementId: rStr(),
  date: rStr(),
  status: rNum(),
  price: rNum(),
  currency: rOptNum(),
  productTitle: rStr(),
  productImageUrl: rOptStr(),
  /** How many other products the order holds besides the first. */
  moreProducts: rNum(),
});
export type MemberLatestOrder = v.InferOutput<typeof MemberLatestOrder>;

/**
 * GET /api/member/summary: what the member centre shows in one call — the number of orders in
 * each stage (the order history's filters of the same names), the points balance, the wish list's
 * size and the latest order (absent when none).
 */
export const MemberSummaryResponse = obj({
  status: rNum(),
  orderCounts: obj({
    awaitingPayment: rNum(),
    awaitingShipment: rNum(),
    shipping: rNum(),
    returns: rNum(),
  }),
  totalPoints: rNum(),
  wishListCount: rNum(),
  latestOrder: absent(MemberLatestOrder),
});
export type MemberSummaryResponse = v.InferOutput<typeof MemberSummaryResponse>;
