// Reads the demo catalogue the way the home page does, so tests pick products by what they are
// (a fixed-price product in stock) rather than by hard-coded slugs.
import { PRODUCT_BASE } from '@storefront/contracts';
import type { APIRequestContext } from 'playwright-core';
import { BASE_URL } from './server';

export type ListedProduct = { productId: number; title: string; slug: string; productBase: number; inventory: number; img?: string | null };

export async function listedProducts(): Promise<ListedProduct[]> {
  const response = await fetch(`${BASE_URL}/api/product/list?pageSize=100`);
  const body = (await response.json()) as { productList: ListedProduct[] };
  return body.productList;
}

export async function fixedPriceProductInStock(): Promise<ListedProduct> {
  const product = (await listedProducts()).find((p) => p.productBase !== PRODUCT_BASE.auction && p.inventory > 0);
  if (!product) throw new Error('the demo data has no fixed-price product in stock');
  return product;
}

/** A fixed-price product of the merchant signed in on `merchant`, in stock, and its first variant. */
export async function merchantProductInStock(
  merchant: APIRequestContext,
  buyer: APIRequestContext,
): Promise<{ slug: string; productModelId: number }> {
  // The merchant's list is paged (newest first): every page, since each XSS round adds products.
  const titles = new Set<string>();
  for (let page = 1; ; page += 1) {
    const own = (await (await merchant.get(`${BASE_URL}/api/merchant/product/list?page=${page}&pageSize=100`)).json()) as {
      productList: { title: string }[];
      total: number;
    };
    for (const p of own.productList) titles.add(p.title);
    if (page * 100 >= own.total || own.productList.length === 0) break;
  }
  const product = (await listedProducts()).find((p) => titles.has(p.title) && p.productBase !== PRODUCT_BASE.auction && p.inventory > 2);
  if (!product) throw new Error('the demo merchant has no fixed-price product in stock');
  const detail = (await (await buyer.get(`${BASE_URL}/api/product/detail/${product.slug}`)).json()) as {
    productModels: { productModelId: number }[];
  };
  return { slug: product.slug, productModelId: detail.productModels[0]!.productModelId };
}
