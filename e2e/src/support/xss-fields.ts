// The text fields a merchant or a buyer can save, with their length limits, and which payloads go
// into which field in one round: a short field takes one payload (a different one each round, so
// after enough rounds every payload has been in every field it fits), a long field takes as many
// as fit, and rich text takes them all.
import { XSS_PAYLOADS, payloadsFitting, type XssPayload } from './xss-payloads';

export const XSS_FIELDS = {
  productTitle: { label: 'product title', max: 200 },
  variantTitle: { label: 'variant title', max: 100 },
  richText: { label: 'rich text (description, specification, information, purchase notes)', max: 20_000 },
  brandName: { label: 'brand name', max: 100 },
  categoryName: { label: 'category name', max: 100 },
  mediaName: { label: 'media name', max: 255 },
  memberLastName: { label: 'member last name', max: 50 },
  memberFirstName: { label: 'member first name', max: 50 },
  billingName: { label: 'billing first name', max: 50 },
  billingStreet: { label: 'billing address', max: 200 },
  recipientName: { label: 'recipient first name', max: 50 },
  recipientStreet: { label: 'delivery address', max: 200 },
  companyTitle: { label: 'receipt company title', max: 100 },
  refundReason: { label: 'refund reason', max: 500 },
  returnRefundAccount: { label: 'return request refund account', max: 200 },
  lateRefundAccount: { label: 'refund account of a late payment refund', max: 200 },
  csvTitle: { label: 'CSV cell: product name', max: 200 },
  csvBrand: { label: 'CSV cell: brand', max: 100 },
  csvCategory: { label: 'CSV cell: category', max: 100 },
  csvOption: { label: 'CSV cell: option', max: 100 },
  csvDescription: { label: 'CSV cell: introduction', max: 2000 },
} as const;

export type XssField = keyof typeof XSS_FIELDS;
export const XSS_FIELD_NAMES = Object.keys(XSS_FIELDS) as XssField[];

/** Fields long enough to carry several payloads at once. */
const MULTI_PAYLOAD_MIN = 200;

export type FieldValue = { text: string; payloads: XssPayload[] };

/** What each field holds in round `round` (0-based); `tag` keeps values unique across rounds. */
export function fieldValues(round: number, tag: string): Record<XssField, FieldValue> {
  const values = {} as Record<XssField, FieldValue>;
  XSS_FIELD_NAMES.forEach((field, index) => {
    const { max } = XSS_FIELDS[field];
    // Unique fields (brand, category, media, CSV product names) get a short tag in front.
    const prefix = field === 'brandName' || field === 'categoryName' || field === 'mediaName' || field.startsWith('csv') ? `${tag} ` : '';
    const room = max - prefix.length;
    const fitting = payloadsFitting(room);
    if (max >= MULTI_PAYLOAD_MIN) {
      const chosen: XssPayload[] = [];
      let length = 0;
      for (let i = 0; i < fitting.length; i += 1) {
        const payload = fitting[(round + index + i) % fitting.length]!;
        if (length + payload.text.length + 1 > room) break;
        chosen.push(payload);
        length += payload.text.length + 1;
      }
      values[field] = { text: prefix + chosen.map((p) => p.text).join(' '), payloads: chosen };
    } else {
      const payload = fitting[(round + index) % fitting.length]!;
      values[field] = { text: prefix + payload.text, payloads: [payload] };
    }
  });
  return values;
}

/** Rounds after which every payload has been in every field it fits. */
export const FULL_ROTATION = XSS_PAYLOADS.length;
