// Finds ids of things that belong to someone else inside a JSON payload: orders, products,
// models, images and media, recognised by the spec's field names wherever they are nested.

export interface Ownership {
  foreignOrders: Set<number>;
  foreignProducts: Set<number>;
  foreignModels: Set<number>;
  foreignMedia: Set<number>;
}

/** Which owned kind a field name names, if any. Keys of the specifications, on the wire. */
function kindOf(key: string, parentKey: string): keyof Ownership | null {
  if (key === 'orderId') return 'foreignOrders';
  if (key === 'productId' || key === 'productPlatformId') return 'foreignProducts';
  if (key === 'productModelId' || key === 'parentProductModelId') return 'foreignModels';
  // A product image's imageId is the id of its media item.
  if (key === 'imageId' || key === 'mediaId' || (key === 'id' && /media/i.test(parentKey))) return 'foreignMedia';
  return null;
}

export function findLeaks(payload: unknown, ownership: Ownership): string[] {
  const leaks: string[] = [];
  const walk = (value: unknown, path: string, parentKey: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${path}[${index}]`, parentKey));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const kind = kindOf(key, parentKey);
      const id = typeof child === 'number' ? child : typeof child === 'string' && /^\d+$/.test(child) ? Number(child) : null;
      if (kind && id !== null && ownership[kind].has(id)) leaks.push(`${path}.${key}=${id} (${kind})`);
      walk(child, `${path}.${key}`, key);
    }
  };
  walk(payload, '$', '');
  return leaks;
}
