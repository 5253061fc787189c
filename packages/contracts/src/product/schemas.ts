// Shopper-side product shapes (shopper.md section 3): product detail with models, variations and
// auction data, add-ons, related/wish-list products, merchant contact, and the bid request.
import * as v from 'valibot';
import { BID_STANDINGS, pageQueryEntries, pagedAnswerEntries, schemaFields } from '@storefront/contracts';

const { absent, id, natural, obj, rNum, rOptBool, rOptNum, rOptStr, rStr, responseList, str } = schemaFields;

export const ProductImageRef = obj({
  src: rStr(),
  alt: rOptStr(),
});
export type ProductImageRef = v.InferOutput<typeof ProductImageRef>;

export const ProductModel = obj({
  productModelId: rNum(),
  title: rStr(),
  modelNumber: rOptStr(),
  /** List price, shown struck through. */
  markPrice: rNum(),
  discountPrice: rOptNum(),
  /** Points usable on this model. */
  usePointPercent: rNum(),
  inventory: rNum(),
  images: responseList(ProductImageRef),
});
export type ProductModel = v.InferOutput<typeof ProductModel>;

export const VariationItem = obj({
  title: rStr(),
  markPrice: rOptNum(),
});
export type VariationItem = v.InferOutput<typeof VariationItem>;

export const Variation = obj({
  title: rStr(),
  /** Index of the chosen item. */
  selected: rNum(),
  items: responseList(VariationItem),
});
export type Variation = v.InferOutput<typeof Variation>;

export const AuctionRecord = obj({
  price: rNum(),
  date: rOptStr(),
  userId: rOptNum(),
});
export type AuctionRecord = v.InferOutput<typeof AuctionRecord>;

export const ProductDetail = obj({
  productId: rNum(),
  slug: rOptStr(),
  title: rStr(),
  catelog: rOptStr(),
  brand: rOptStr(),
  /** Ids of the category and brand, for their listing pages (/category/:id, /brand/:id). */
  catelogId: rOptNum(),
  brandId: rOptNum(),
  productModelType: rNum(),
  productDeliveryType: rNum(),
  /** 1 = auction. */
  productBase: rNum(),
  currencyType: rOptNum(),
  productModels: responseList(ProductModel),
  variations: responseList(Variation),
  allSamePhotos: rOptBool(),
  purchaseDescription: rOptStr(),
  description: rOptStr(),
  specification: rOptStr(),
  information: rOptStr(),
  merchantId: rNum(),
  merchantName: rOptStr(),
  isFavorited: rOptBool(),
  /** Points earned per event; the UI falls back to 1 / 2 / 6 when absent. */
  viewCommission: rOptNum(),
  shareCommission: rOptNum(),
  purchaseCommission: rOptNum(),
  endAuctionDate: rOptStr(),
  auctionRecords: absent(responseList(AuctionRecord)),
  /** For a logged-in member who bid on this auction: leading or outbid, and their highest bid. */
  bidStanding: absent(v.picklist(BID_STANDINGS, 'invalid')),
  myTopBid: rOptNum(),
  /** The minimum bid step of an auction. */
  minAuctionPrice: rOptNum(),
  startAuctionAmount: rOptNum(),
  /** The auction has closed (已結標); with the winning price and the winner masked, when it sold. */
  auctionEnded: rOptBool(),
  winningPrice: rOptNum(),
  winner: rOptStr(),
});
export type ProductDetail = v.InferOutput<typeof ProductDetail>;

export const ProductDetailResponse = obj({
  status: v.optional(rNum()),
  ...ProductDetail.entries,
});
export type ProductDetailResponse = v.InferOutput<typeof ProductDetailResponse>;

export const Addon = obj({
  productModelId: rNum(),
  title: rStr(),
  price: rNum(),
  originalPrice: rOptNum(),
  modelTitle: rOptStr(),
  img: rOptStr(),
  brand: rOptStr(),
  selected: rOptBool(),
  inventory: rNum(),
  usePointPercent: rOptNum(),
});
export type Addon = v.InferOutput<typeof Addon>;

export const ProductAddonsResponse = obj({
  status: v.optional(rNum()),
  productAddonsList: responseList(Addon),
});
export type ProductAddonsResponse = v.InferOutput<typeof ProductAddonsResponse>;

/** A product card: related products, the wish list and the product list. */
export const RelatedProduct = obj({
  productId: rNum(),
  title: rStr(),
  slug: rStr(),
  price: rNum(),
  /** Discounted price, when there is one. */
  discount: rOptNum(),
  img: rOptStr(),
  category: rOptStr(),
  brand: rOptStr(),
  date: rOptStr(),
  badgeText: rOptStr(),
  viewCommission: rOptNum(),
  productBase: rOptNum(),
  auctionRecords: absent(responseList(AuctionRecord)),
  startAuctionAmount: rOptNum(),
  endAuctionDate: rOptStr(),
  status: rOptNum(),
  currencyType: rOptNum(),
  inventory: rOptNum(),
  expireDate: rOptStr(),
  isFavorited: rOptBool(),
});
export type RelatedProduct = v.InferOutput<typeof RelatedProduct>;

export const ProductListResponse = obj({
  status: v.optional(rNum()),
  productList: responseList(RelatedProduct),
});
export type ProductListResponse = v.InferOutput<typeof ProductListResponse>;

/** The wish list's orders: last added first (the default), first added first, by title, by price. */
export const WISH_LIST_SORTS = ['newest', 'oldest', 'titleAsc', 'priceAsc', 'priceDesc'] as const;
export type WishListSort = (typeof WISH_LIST_SORTS)[number];

/** `?q=&sort=&page=&pageSize=`: a page of the member's favourites, searched in title and slug. */
export const WishListQuery = obj({
  ...pageQueryEntries,
  sort: v.optional(v.picklist(WISH_LIST_SORTS, 'invalid'), 'newest'),
});
export type WishListQueryInput = v.InferInput<typeof WishListQuery>;
export type WishListQuery = v.InferOutput<typeof WishListQuery>;

/** A page of the wish list: the product cards and the paging of the whole list. */
export const WishListResponse = obj({
  status: v.optional(rNum()),
  productList: responseList(RelatedProduct),
  ...pagedAnswerEntries,
});
export type WishListResponse = v.InferOutput<typeof WishListResponse>;

export const MerchantContact = obj({
  userId: rNum(),
  merchantName: rStr(),
  merchantPhone: rOptStr(),
  merchantLine: rOptStr(),
  merchantEmail: rOptStr(),
});
export type MerchantContact = v.InferOutput<typeof MerchantContact>;

/** null keeps the default contact on the product page. */
export const MerchantContactResponse = v.nullable(MerchantContact);
export type MerchantContactResponse = v.InferOutput<typeof MerchantContactResponse>;

/**
 * A bid. userId is accepted for compatibility with the specification's payload but the server
 * takes the bidder from the session; the "at least current price + step" rule needs the stored
 * bids, so the server checks it and answers issue key 'bidTooLow'.
 */
export const AddAuctionRequest = obj({
  productId: id(),
  price: v.pipe(natural(), v.minValue(1, 'bidTooLow')),
  userId: v.optional(id()),
});
export type AddAuctionRequest = v.InferOutput<typeof AddAuctionRequest>;

export const ProductViewReferralResponse = obj({
  status: rNum(),
  referralUrl: rOptStr(),
});
export type ProductViewReferralResponse = v.InferOutput<typeof ProductViewReferralResponse>;

/** A product page opened: the product, and the share link's referral code when it came through one. */
export const ProductPageViewRequest = obj({
  productId: id(),
  r: v.optional(v.pipe(str(), v.maxLength(64, 'invalid'))),
});
export type ProductPageViewRequest = v.InferOutput<typeof ProductPageViewRequest>;

/** The view points this opening earned the member (0: not logged in, or already today). */
export const ProductPageViewResponse = obj({
  status: rNum(),
  viewPoints: rNum(),
});
export type ProductPageViewResponse = v.InferOutput<typeof ProductPageViewResponse>;

/** A running auction the member bid on, and where their bid stands (the member home lists them). */
export const MemberAuction = obj({
  productId: rNum(),
  title: rStr(),
  slug: rStr(),
  currencyType: rOptNum(),
  /** The highest bid on the auction now. */
  currentPrice: rNum(),
  myTopBid: rNum(),
  bidStanding: v.picklist(BID_STANDINGS, 'invalid'),
  endAuctionDate: rStr(),
});
export type MemberAuction = v.InferOutput<typeof MemberAuction>;

export const MemberAuctionsResponse = obj({
  status: rNum(),
  auctions: responseList(MemberAuction),
});
export type MemberAuctionsResponse = v.InferOutput<typeof MemberAuctionsResponse>;
