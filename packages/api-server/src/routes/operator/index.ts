// The operator domain's handler table: the review queues and the decisions on product
// submissions and member/partner applications. Every call is for the operator role only
// (auth 'operator' in the contracts' table, checked before the handler runs).
import { ReviewListQuery } from '@storefront/contracts/operator';
import { idParam, validate } from '../../validation';
import { signedIn, type DomainHandlers } from '../handler';
import { approveApplication, rejectApplication } from './application-review';
import { approveProduct, productReview, rejectProduct } from './product-review';
import { reviewList } from './review-list';

export const operatorHandlers: DomainHandlers<'operator'> = {
  operatorReviewList: ({ db, query }) =>
    reviewList(db, validate(ReviewListQuery, { kind: query('kind'), status: query('status'), page: query('page'), q: query('q') })),
  operatorReviewProduct: ({ db, param }) => productReview(db, idParam(param('productId'))),
  operatorApproveProduct: ({ db, member, body }) => approveProduct(db, signedIn(member).userId, body.productId),
  operatorRejectProduct: ({ db, member, body }) => rejectProduct(db, signedIn(member).userId, body.productId, body.reason),
  operatorApproveApplication: ({ db, member, body }) => approveApplication(db, signedIn(member).userId, body.userId, body.kind),
  operatorRejectApplication: ({ db, member, body }) => rejectApplication(db, signedIn(member).userId, body.userId, body.kind, body.reason),
};
