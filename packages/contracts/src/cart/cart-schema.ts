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

/** Reads a stored cart; anything missing, corrupt or wrong-shaped is an empty cart. */
export function parseCart(json: string | null | undefined): Cart {
  if (!json) return [];
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return [];
  }
  const result = v.safeParse(CartSchema, data);
  return result.success ? result.output : [];
}
