// The marketplace operator's review desk: the queues (products submitted for review, member and
// partner applications), what a review shows and the four decisions. A decision's reason is what
// the merchant or member reads, so it is required, trimmed and at most MAX_REVIEW_REASON long.
import * as v from 'valibot';
import { listSearchText, schemaFields } from '@storefront/contracts';
import { Product } from '@storefront/contracts/merchant';

const { absent, obj, reference, requiredText, rBool, rNum, rOptNum, rOptStr, rStr, responseList } = schemaFields;

export const MAX_REVIEW_REASON = 500;
export const REVIEW_PAGE_SIZE = 20;

/** What a queue holds. */
export const REVIEW_KINDS = ['product', 'application'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** Where a submission stands. */
export const REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** A product submission: a new (or not yet live) product, or an edit of a product on sale. */
export const PRODUCT_SUBMISSION_KINDS = ['new', 'edit'] as const;
export type ProductSubmissionKind = (typeof PRODUCT_SUBMISSION_KINDS)[number];

/** An application: to become a member (tier 1) or a partner (tier 2, a merchant). */
export const APPLICATION_KINDS = ['member', 'merchant'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

const reason = () => requiredText(MAX_REVIEW_REASON);
const applicationKind = () => v.picklist(APPLICATION_KINDS, 'invalid');

// ---- the queue (GET query, validated by the server with this schema) ---------------------------

const pageNumber = v.pipe(v.string('invalid'), v.regex(/^\d{1,6}$/, 'integer'), v.transform(Number), v.minValue(1, 'min'));

/**
 * `?kind=product|application&status=pending|approved|rejected&page=&q=` (the pending products' page
 * 1 by default). `q` finds any part of a product's title or its merchant's name, or of an
 * applicant's login email, name or company name.
 */
export const ReviewListQuery = obj({
  kind: v.optional(v.picklist(REVIEW_KINDS, 'invalid'), 'product'),
  status: v.optional(v.picklist(REVIEW_STATES, 'invalid'), 'pending'),
  page: v.optional(pageNumber, '1'),
  q: v.optional(listSearchText(), ''),
});
export type ReviewListQuery = v.InferOutput<typeof ReviewListQuery>;

export const ProductReviewItem = obj({
  productId: rNum(),
  title: rStr(),
  slug: rStr(),
  merchantId: rNum(),
  merchantName: rStr(),
  kind: v.picklist(PRODUCT_SUBMISSION_KINDS, 'invalid'),
  reviewStatus: v.picklist(REVIEW_STATES, 'invalid'),
  /** ISO time the merchant submitted (the queue is oldest first). */
  submittedAt: rStr(),
  reviewedAt: rOptStr(),
  reason: rOptStr(),
});
export type ProductReviewItem = v.InferOutput<typeof ProductReviewItem>;

/** The application form as the member sent it (merchant fields empty for a member application). */
export const ApplicationForm = obj({
  name: rStr(),
  tel: rStr(),
  line: rOptStr(),
  email: rStr(),
  twNumber: rOptStr(),
  companyName: rOptStr(),
  companyOwner: rOptStr(),
  uniformNumber: rOptStr(),
  companyType: rOptStr(),
  companyAddress: rOptStr(),
  companyEmail: rOptStr(),
  companyTel: rOptStr(),
  companyUrl: rOptStr(),
});
export type ApplicationForm = v.InferOutput<typeof ApplicationForm>;

export const ApplicationReviewItem = obj({
  userId: rNum(),
  /** The applicant's login email. */
  account: rStr(),
  kind: v.picklist(APPLICATION_KINDS, 'invalid'),
  reviewStatus: v.picklist(REVIEW_STATES, 'invalid'),
  submittedAt: rStr(),
  reviewedAt: rOptStr(),
  reason: rOptStr(),
  form: ApplicationForm,
  /** The company tax id checked by the contracts' rule: null when none was given. */
  uniformNumberValid: absent(rBool()),
});
export type ApplicationReviewItem = v.InferOutput<typeof ApplicationReviewItem>;

export const ReviewListResponse = obj({
  status: rNum(),
  kind: v.picklist(REVIEW_KINDS, 'invalid'),
  reviewStatus: v.picklist(REVIEW_STATES, 'invalid'),
  page: rNum(),
  pageSize: rNum(),
  total: rNum(),
  /** kind=product */
  products: v.optional(responseList(ProductReviewItem)),
  /** kind=application */
  applications: v.optional(responseList(ApplicationReviewItem)),
});
export type ReviewListResponse = v.InferOutput<typeof ReviewListResponse>;

// ---- one product submission --------------------------------------------------------------------

/** The version on sale (null for a product that was never live) and the submitted version. */
export const ProductReviewResponse = obj({
  status: rNum(),
  productId: rNum(),
  merchantName: rStr(),
  kind: v.picklist(PRODUCT_SUBMISSION_KINDS, 'invalid'),
  reviewStatus: v.picklist(REVIEW_STATES, 'invalid'),
  submittedAt: rStr(),
  reason: rOptStr(),
  live: v.nullable(Product),
  submitted: Product,
});
export type ProductReviewResponse = v.InferOutput<typeof ProductReviewResponse>;

// ---- decisions ---------------------------------------------------------------------------------

export const ProductApproveRequest = obj({ productId: reference() });
export type ProductApproveRequest = v.InferOutput<typeof ProductApproveRequest>;

export const ProductRejectRequest = obj({ productId: reference(), reason: reason() });
export type ProductRejectRequest = v.InferOutput<typeof ProductRejectRequest>;

export const ApplicationApproveRequest = obj({ userId: reference(), kind: applicationKind() });
export type ApplicationApproveRequest = v.InferOutput<typeof ApplicationApproveRequest>;

export const ApplicationRejectRequest = obj({ userId: reference(), kind: applicationKind(), reason: reason() });
export type ApplicationRejectRequest = v.InferOutput<typeof ApplicationRejectRequest>;

export const ReviewDecisionResponse = obj({
  status: rNum(),
  title: rOptStr(),
  msg: rOptStr(),
  /** The product's status after the decision (product decisions). */
  productStatus: rOptNum(),
});
export type ReviewDecisionResponse = v.InferOutput<typeof ReviewDecisionResponse>;
