// The operator's queues, a page at a time with the total: product submissions (new products and
// edits of products on sale, with the merchant and the time submitted) and applications (the
// forms as sent, the company tax id checked by the contracts' rule). Pending: oldest first, as
// they are worked through; decided: the latest decision first. A search finds any part of a
// product's title or merchant's name, or of an applicant's email, name or company name.
import { isCompanyTaxId } from '@storefront/contracts';
import {
  REVIEW_PAGE_SIZE,
  type ApplicationKind,
  type ProductSubmissionKind,
  type ReviewListQuery,
  type ReviewListResponse,
  type ReviewState,
} from '@storefront/contracts/operator';
import { containsPattern, iso, type Queryable } from '../../db';

const order = (status: ReviewState, submitted: string, decided: string) =>
  status === 'pending' ? `${submitted} asc, id asc` : `${decided} desc, id desc`;

/** The search as a LIKE pattern ('%' alone when there is none: everything matches). */
const searchPattern = (q: string) => (q ? containsPattern(q.toLowerCase()) : '%');

/** The product submissions of a state ($1) whose title or merchant's name holds the search ($2). */
const PRODUCT_SUBMISSIONS = `
  select s.id, s.product_id, coalesce(s.revision->>'title', p.title) as title, p.slug, s.merchant_id, mc.merchant_name,
         s.kind, s.status, s.submitted_at, s.reviewed_at, s.reason
    from product_submissions s join products p on p.id = s.product_id join merchants mc on mc.member_id = s.merchant_id
   where s.status = $1
     and (lower(coalesce(s.revision->>'title', p.title)) like $2 or lower(coalesce(mc.merchant_name, '')) like $2)`;

/** The applications of a state ($1) whose email, name or company name holds the search ($2). */
const APPLICATIONS = `
  select a.id, a.member_id, m.email, a.kind, a.status, a.created_at, a.reviewed_at, a.reason, a.form
    from upgrade_applications a join members m on m.id = a.member_id
   where a.status = $1
     and (lower(m.email) like $2 or lower(coalesce(a.form->>'name', '')) like $2 or lower(coalesce(a.form->>'companyName', '')) like $2)`;

async function productQueue(db: Queryable, status: ReviewState, offset: number, q: string) {
  const rows = await db.query<{
    id: number;
    product_id: number;
    title: string;
    slug: string;
    merchant_id: number;
    merchant_name: string;
    kind: ProductSubmissionKind;
    status: ReviewState;
    submitted_at: Date;
    reviewed_at: Date | null;
    reason: string | null;
  }>(
    `select * from (${PRODUCT_SUBMISSIONS}) q
      order by ${order(status, 'submitted_at', 'reviewed_at')} limit $3 offset $4`,
    [status, searchPattern(q), REVIEW_PAGE_SIZE, offset],
  );
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from (${PRODUCT_SUBMISSIONS}) q`, [status, searchPattern(q)]);
  return {
    total: count?.n ?? 0,
    products: rows.map((r) => ({
      productId: r.product_id,
      title: r.title,
      slug: r.slug,
      merchantId: r.merchant_id,
      merchantName: r.merchant_name,
      kind: r.kind,
      reviewStatus: r.status,
      submittedAt: iso(r.submitted_at) ?? '',
      reviewedAt: iso(r.reviewed_at),
      reason: r.reason,
    })),
  };
}

async function applicationQueue(db: Queryable, status: ReviewState, offset: number, q: string) {
  const rows = await db.query<{
    id: number;
    member_id: number;
    email: string;
    kind: ApplicationKind;
    status: ReviewState;
    created_at: Date;
    reviewed_at: Date | null;
    reason: string | null;
    form: Record<string, unknown>;
  }>(
    `select * from (${APPLICATIONS}) q
      order by ${order(status, 'created_at', 'reviewed_at')} limit $3 offset $4`,
    [status, searchPattern(q), REVIEW_PAGE_SIZE, offset],
  );
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from (${APPLICATIONS}) q`, [status, searchPattern(q)]);
  const field = (form: Record<string, unknown>, key: string) => (typeof form[key] === 'string' ? form[key] : '');
  return {
    total: count?.n ?? 0,
    applications: rows.map((r) => {
      const form = r.form ?? {};
      const uniformNumber = field(form, 'uniformNumber');
      return {
        userId: r.member_id,
        account: r.email,
        kind: r.kind,
        reviewStatus: r.status,
        submittedAt: iso(r.created_at) ?? '',
        reviewedAt: iso(r.reviewed_at),
        reason: r.reason,
        form: {
          name: field(form, 'name'),
          tel: field(form, 'tel'),
          line: field(form, 'line'),
          email: field(form, 'email'),
          twNumber: field(form, 'twNumber'),
          companyName: field(form, 'companyName'),
          companyOwner: field(form, 'companyOwner'),
          uniformNumber,
          companyType: field(form, 'companyType'),
          companyAddress: field(form, 'companyAddress'),
          companyEmail: field(form, 'companyEmail'),
          companyTel: field(form, 'companyTel'),
          companyUrl: field(form, 'companyUrl'),
        },
        uniformNumberValid: uniformNumber ? isCompanyTaxId(uniformNumber) : null,
      };
    }),
  };
}

export async function reviewList(db: Queryable, query: ReviewListQuery): Promise<ReviewListResponse> {
  const offset = (query.page - 1) * REVIEW_PAGE_SIZE;
  const base = { status: 200, kind: query.kind, reviewStatus: query.status, page: query.page, pageSize: REVIEW_PAGE_SIZE };
  if (query.kind === 'product') return { ...base, ...(await productQueue(db, query.status, offset, query.q)) };
  return { ...base, ...(await applicationQueue(db, query.status, offset, query.q)) };
}
