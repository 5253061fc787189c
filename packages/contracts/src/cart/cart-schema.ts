// The cart as kept in local storage (shopper.md section 3): groups {productPlatformId, items}.
// Parsing is forgiving where older writers left nulls, strict where a wrong value would break
// totals (quantities, prices, ids).
import * as v from 'valibot';

const textOrEmpty = () => v.nullish(v.string('invalid'), '');
const amount = () => v.pipe(v.number('number'), v.finite('number'), v.minValue(0, 'min'));
const modelId = () => v.pipe(v.number('number'), v.integer('integer'), v.minValue(0, 'min'));

export const CartItemSchema = v.object(
  {
    productModelId: modelId(),
    merchantId: modelId(),
    merchantName: textOrEmpty(),
    productModelType: v.pipe(v.number('number'), v.integer('integer')),
    productDeliveryType: v.pipe(v.number('number'), v.integer('integer')),
    /** null for a main item; the parent's model id for an add-on (productModelType 9). */
    parentProductModelId: v.nullish(modelId(), null),
    title: textOrEmpty(),
    modelNumber: textOrEmpty(),
    modelTitle: textOrEmpty(),
    price: amount(),
    onSale: v.optional(v.boolean('invalid'), false),
    usePointPercent: v.optional(amount(), 0),
    img: textOrEmpty(),
    quantity: v.pipe(v.number('number'), v.integer('integer'), v.minValue(1, 'quantity')),
    inventory: v.pipe(v.number('number'), v.integer('integer')),
  },
  'invalid',
);
export type CartItem = v.InferOutput<typeof CartItemSchema>;

export const CartGroupSchema = v.object(
  {
    // Host pages write the platform id from a data attribute (text) or as a number; keep text.
    productPlatformId: v.pipe(v.union([v.string('invalid'), v.number('number')], 'invalid'), v.transform(String)),
    items: v.array(CartItemSchema, 'invalid'),
  },
  'invalid',
);
export type CartGroup = v.InferOutput<typeof CartGroupSchema>;

export const CartSchema = v.array(CartGroupSchema, 'invalid');
export type Cart = CartGroup[];

/**
 * Reads a stored cart, repairing what it can: unreadable JSON or a value that is not a list is an
 * empty cart; otherwise each group and each item is checked on its own, so one corrupt item (from
 * an old writer, an extension, a hand edit) drops alone and every valid item stays.
 */
export function parseCart(json: string | null | undefined): Cart {
  if (!json) return [];
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const cart: Cart = [];
  for (const group of data as unknown[]) {
    if (!group || typeof group !== 'object') continue;
    const { productPlatformId, items } = group as { productPlatformId?: unknown; items?: unknown };
    const id = v.safeParse(CartGroupSchema.entries.productPlatformId, productPlatformId);
    if (!id.success || !Array.isArray(items)) continue;
    const valid = items.flatMap((item: unknown) => {
      const parsed = v.safeParse(CartItemSchema, item);
      return parsed.success ? [parsed.output] : [];
    });
    if (valid.length > 0) cart.push({ productPlatformId: id.output, items: valid });
  }
  return cart;
}
