// Reads the demo catalogue the way the home page does, so tests pick products by what they are
// (a fixed-price product in stock) rather than by hard-coded slugs.
import { BASE_URL } from './server';

export type ListedProduct = { productId: number; title: string; slug: string; productBase: number; inventory: number };

export async function listedProducts(): Promise<ListedProduct[]> {
  const response = await fetch(`${BASE_URL}/api/product/list?pageSize=100`);
  const body = (await response.json()) as { productList: ListedProduct[] };
  return body.productList;
}

export async function fixedPriceProductInStock(): Promise<ListedProduct> {
  const product = (await listedProducts()).find((p) => p.productBase !== 1 && p.inventory > 0);
  if (!product) throw new Error('the demo data has no fixed-price product in stock');
  return product;
}
