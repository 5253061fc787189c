// Something in each of the operator's review queues, made through the API: a merchant's new
// product submitted for review, and a new member's partner application.
import type { APIRequestContext } from 'playwright-core';
import { BASE_URL } from './server';

const origin = { Origin: BASE_URL };

type Variant = { productPrices: Record<string, unknown>[]; stockModel: Record<string, unknown> } & Record<string, unknown>;
/** What the editor's new-product call answers (its catelogs and brands are /api/merchant/info's too). */
export type NewProductModel = {
  product: { productModels: Variant[] } & Record<string, unknown>;
  catelogs: { productCatelogId: number; title: string; productTypes: { productTypeId: number; title: string }[] }[];
  brands: { productBrandId: number; title: string }[];
};

/** A single-variant product as the editor sends it (10 in stock); `extra` adds or replaces fields (an auction). */
export async function newProductBody(
  merchant: APIRequestContext,
  slug: string,
  title: string,
  price: number,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const model = (await (await merchant.get(`${BASE_URL}/api/merchant/newproduct`)).json()) as NewProductModel;
  const catelog = model.catelogs.find((c) => c.productTypes.length > 0)!;
  const variant = model.product.productModels[0]!;
  return {
    ...model.product,
    productId: undefined,
    title,
    slug,
    productBrandId: model.brands[0]!.productBrandId,
    productCatelogId: catelog.productCatelogId,
    productTypes: [catelog.productTypes[0]],
    productModels: [
      {
        ...variant,
        title: '單一規格',
        productPrices: [{ ...variant.productPrices[0], price, usePointPercent: 0 }],
        stockModel: { ...variant.stockModel, inventory: 10 },
      },
    ],
    ...extra,
  };
}

/** Saves a new product through the editor's call (it waits for review, as any new product); its id. */
export async function submitNewProduct(merchant: APIRequestContext, body: Record<string, unknown>): Promise<number> {
  const response = await merchant.post(`${BASE_URL}/api/merchant/save/newproduct`, { data: body, headers: origin });
  const saved = (await response.json()) as { status: number; productId: number };
  if (saved.status !== 200) throw new Error(`submitting the product failed: ${JSON.stringify(saved)}`);
  return saved.productId;
}

/** A single-variant product with a rich description, submitted for review; its id. */
export async function submitProductForReview(merchant: APIRequestContext, slug: string, title: string): Promise<number> {
  return submitNewProduct(merchant, await newProductBody(merchant, slug, title, 880, { descriptions: '<p><strong>頂級</strong>烏龍</p>' }));
}

/** A new member (registered and logged in on this request context) applies as a partner. */
export async function applyAsPartner(member: APIRequestContext, email: string, name: string): Promise<void> {
  const password = 'secret12';
  const registered = await member.post(`${BASE_URL}/api/member/register`, {
    data: { email, password, confirmPassword: password, firstName: '小明', lastName: '林' },
    headers: origin,
  });
  if (!registered.ok()) throw new Error(`register ${email}: HTTP ${registered.status()}`);
  const loggedIn = await member.post(`${BASE_URL}/api/member/login`, { data: { email, password }, headers: origin });
  if (!loggedIn.ok()) throw new Error(`login ${email}: HTTP ${loggedIn.status()}`);
  const applied = await member.post(`${BASE_URL}/api/member/merchantupgrade`, {
    data: { name, tel: '0912345678', email, companyName: `${name} 商行`, uniformNumber: '04595257' },
    headers: origin,
  });
  if (!applied.ok()) throw new Error(`partner application of ${email}: HTTP ${applied.status()} ${await applied.text()}`);
}
