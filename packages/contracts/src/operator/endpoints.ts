// The request and response schemas of the operator calls, by endpoint; their routes are in the
// core (endpointRoutes). The API client loads this table on the first call into the domain.
import type { DomainEndpointSchemas } from '@storefront/contracts';
import {
  ApplicationApproveRequest,
  ApplicationRejectRequest,
  ProductApproveRequest,
  ProductRejectRequest,
  ProductReviewResponse,
  ReviewDecisionResponse,
  ReviewListResponse,
} from './schemas';

export const operatorEndpointSchemas = {
  operatorReviewList: { response: ReviewListResponse },
  operatorReviewProduct: { response: ProductReviewResponse },
  operatorApproveProduct: { request: ProductApproveRequest, response: ReviewDecisionResponse },
  operatorRejectProduct: { request: ProductRejectRequest, response: ReviewDecisionResponse },
  operatorApproveApplication: { request: ApplicationApproveRequest, response: ReviewDecisionResponse },
  operatorRejectApplication: { request: ApplicationRejectRequest, response: ReviewDecisionResponse },
} as const satisfies DomainEndpointSchemas<'operator'>;
