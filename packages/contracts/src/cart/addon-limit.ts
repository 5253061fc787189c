// An add-on is sold with its main item, at its add-on price, at most as many as the main item:
// the cart caps it (cart-model.ts) and the checkout request refuses more (checkout/schemas.ts,
// which the API server validates every order with).

/** What the rule reads of a cart or checkout line. */
export interface AddonLimitLine {
  productModelId: number;
  quantity: number;
  parentProductModelId?: number | null;
}

/** The most of an add-on the lines allow: the quantity of its main item among them (0 without it). */
export function addonLimit(lines: readonly AddonLimitLine[], parentProductModelId: number): number {
  return lines
    .filter((line) => (line.parentProductModelId ?? null) === null && line.productModelId === parentProductModelId)
    .reduce((sum, line) => sum + line.quantity, 0);
}

/** Whether every add-on of the lines is within its main item's quantity. */
export function addonsWithinMainQuantity(lines: readonly AddonLimitLine[]): boolean {
  return lines.every((line) => {
    const parent = line.parentProductModelId ?? null;
    return parent === null || line.quantity <= addonLimit(lines, parent);
  });
}
