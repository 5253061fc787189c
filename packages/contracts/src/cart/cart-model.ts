// Pure cart operations of the product page and the cart screen. Every function returns a new
// cart and never mutates its argument, so a store can compare by reference.
import { PRODUCT_MODEL_TYPE } from '../enums/product';
import { clampQuantity } from '../validation/quantity';
import { addonLimit } from './addon-limit';
import type { Cart, CartGroup, CartItem } from './cart-schema';

/** Identifies a line: the same model can be a main item and an add-on of another item. */
export interface CartLineRef {
  productModelId: number;
  parentProductModelId: number | null;
}

export class AddonWithoutParentError extends Error {
  constructor(readonly productModelId: number) {
    super(`Add-on ${productModelId} needs a parentProductModelId`);
    this.name = 'AddonWithoutParentError';
  }
}

function sameLine(item: CartLineRef, ref: CartLineRef): boolean {
  return item.productModelId === ref.productModelId && (item.parentProductModelId ?? null) === (ref.parentProductModelId ?? null);
}

function dropEmptyGroups(cart: Cart): Cart {
  return cart.filter((group) => group.items.length > 0);
}

/** The most a line may hold: its inventory, and for an add-on its main item's quantity too. */
function lineLimit(items: readonly CartItem[], line: { inventory: number; parentProductModelId: number | null }): number {
  return line.parentProductModelId === null ? line.inventory : Math.min(line.inventory, addonLimit(items, line.parentProductModelId));
}

/** An add-on above its main item's quantity comes down to it (after the main item was lowered). */
function capAddons(items: CartItem[]): CartItem[] {
  return items.map((line) => {
    if (line.parentProductModelId === null) return line;
    const limit = addonLimit(items, line.parentProductModelId);
    return limit > 0 && line.quantity > limit ? { ...line, quantity: limit } : line;
  });
}

/**
 * Adds an item to its platform's group. Re-adding the same line sums the quantities, capped at
 * the inventory, and an add-on at its main item's quantity when the main item is in the group;
 * an out-of-stock item leaves the cart unchanged.
 */
export function addToCart(cart: Cart, productPlatformId: string | number, item: CartItem): Cart {
  const platform = String(productPlatformId);
  const parent = item.parentProductModelId ?? null;
  if (item.productModelType === PRODUCT_MODEL_TYPE.addon && parent === null) {
    throw new AddonWithoutParentError(item.productModelId);
  }
  const quantity = clampQuantity(item.quantity, item.inventory);
  if (quantity === 0) return cart;

  const group = cart.find((g) => g.productPlatformId === platform);
  if (!group) {
    return [...cart, { productPlatformId: platform, items: [{ ...item, parentProductModelId: parent, quantity }] }];
  }
  const existing = group.items.find((line) => sameLine(line, { productModelId: item.productModelId, parentProductModelId: parent }));
  const limit =
    parent !== null && addonLimit(group.items, parent) > 0
      ? lineLimit(group.items, { ...item, parentProductModelId: parent })
      : item.inventory;
  const items: CartItem[] = existing
    ? group.items.map((line) =>
        line === existing ? { ...item, parentProductModelId: parent, quantity: clampQuantity(line.quantity + item.quantity, limit) } : line,
      )
    : [...group.items, { ...item, parentProductModelId: parent, quantity: clampQuantity(quantity, limit) }];
  return cart.map((g) => (g === group ? { ...g, items: capAddons(items) } : g));
}

/**
 * Sets a line's quantity within 1..inventory, an add-on's within its main item's quantity too;
 * lowering a main item lowers its add-ons with it. When the line is out of stock (no valid
 * quantity) the quantity is left as it is: the cart screen shows it as sold out rather than losing it.
 */
export function setQuantity(cart: Cart, productPlatformId: string | number, ref: CartLineRef, quantity: number): Cart {
  const platform = String(productPlatformId);
  return cart.map((group) => {
    if (group.productPlatformId !== platform || !group.items.some((line) => sameLine(line, ref))) return group;
    const items = group.items.map((line) => {
      if (!sameLine(line, ref)) return line;
      const clamped = clampQuantity(quantity, lineLimit(group.items, line));
      return clamped === 0 || clamped === line.quantity ? line : { ...line, quantity: clamped };
    });
    return { ...group, items: capAddons(items) };
  });
}

/** Removes a line; removing a main item also removes its add-ons. Empty groups disappear. */
export function removeItem(cart: Cart, productPlatformId: string | number, ref: CartLineRef): Cart {
  const platform = String(productPlatformId);
  const isMain = (ref.parentProductModelId ?? null) === null;
  return dropEmptyGroups(
    cart.map((group) => {
      if (group.productPlatformId !== platform) return group;
      return {
        ...group,
        items: group.items.filter((line) => !sameLine(line, ref) && !(isMain && line.parentProductModelId === ref.productModelId)),
      };
    }),
  );
}

/** The header badge: total quantity of every line, add-ons included. */
export function cartCount(cart: Cart): number {
  return cart.reduce((total, group) => total + group.items.reduce((sum, line) => sum + line.quantity, 0), 0);
}

export function groupSubtotal(group: CartGroup): number {
  return group.items.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/** The most of a line the cart screen offers: its inventory, and an add-on's main item quantity. */
export function maxLineQuantity(group: CartGroup, line: CartItem): number {
  return lineLimit(group.items, line);
}

/** The add-ons attached to a main item of a group. */
export function addonsOf(group: CartGroup, productModelId: number): CartItem[] {
  return group.items.filter((line) => line.parentProductModelId === productModelId);
}

/** Lines for the checkout payload. */
export function checkoutItems(cart: Cart): { productModelId: number; quantity: number; parentProductModelId: number | null }[] {
  return cart.flatMap((group) =>
    group.items.map((line) => ({
      productModelId: line.productModelId,
      quantity: line.quantity,
      parentProductModelId: line.parentProductModelId,
    })),
  );
}
