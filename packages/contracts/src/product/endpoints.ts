// The request and response schemas of the product page calls and the member calls around a
// product (favourites, views), by endpoint; their routes are in the core (endpointRoutes). The
// API client loads this table on the first call into the domain.
import { StatusResponse, type DomainEndpointSchemas } from '@storefront/contracts';
import {
  AddAuctionRequest,
  MemberAuctionsResponse,
  MerchantContactResponse,
  ProductAddonsResponse,
  ProductDetailResponse,
  ProductListResponse,
  ProductPageViewRequest,
  ProductPageViewResponse,
  ProductViewReferralResponse,
  WishListQuery,
  WishListResponse,
} from './schemas';
import { ProductSearchResponse, ProductSuggestResponse } from './search';

export const productEndpointSchemas = {
  productDetail: { response: ProductDetailResponse },
  productAddons: { response: ProductAddonsResponse },
  productRelated: { response: ProductListResponse },
  productList: { response: ProductListResponse },
  productSearch: { response: ProductSearchResponse },
  productSuggest: { response: ProductSuggestResponse },
  merchantContact: { response: MerchantContactResponse },
  productFavorite: { response: StatusResponse },
  productUnfavorite: { response: StatusResponse },
  productAddAuction: { request: AddAuctionRequest, response: StatusResponse },
  memberProductViewReferral: { response: ProductViewReferralResponse },
  memberProductView: { response: StatusResponse },
  productPageView: { request: ProductPageViewRequest, response: ProductPageViewResponse },
  memberFavorites: { query: WishListQuery, response: WishListResponse },
  memberAuctions: { response: MemberAuctionsResponse },
} as const satisfies DomainEndpointSchemas<'product'>;
