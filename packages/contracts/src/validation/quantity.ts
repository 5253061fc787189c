// The quantity stepper's range: 1 to inventory. Out of stock (inventory < 1) has no valid
// quantity at all, so the clamp yields 0 and the UI hides the buy buttons.

export const MIN_QUANTITY = 1;

export function clampQuantity(quantity: number, inventory: number): number {
  const max = Math.floor(inventory);
  if (!Number.isFinite(max) || max < MIN_QUANTITY) return 0;
  const wanted = Number.isFinite(quantity) ? Math.floor(quantity) : MIN_QUANTITY;
  return Math.min(max, Math.max(MIN_QUANTITY, wanted));
}

export function isValidQuantity(quantity: number, inventory: number): boolean {
  return Number.isInteger(quantity) && quantity >= MIN_QUANTITY && quantity <= inventory;
}
