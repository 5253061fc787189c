// Something in each of the operator's review queues, made through the API: a merchant's new
// product submitted for review, and a new member's partner application.
import type { APIRequestContext } from 'playwright-core';
import { BASE_URL } from './server';

const origin = { Origin: BASE_URL };

type Variant = { productPrices: Record<string, unknown>[]; stockModel: Record<string, unknown> } & Record<string, unknown>;
type NewProductModel = {
  product: { productModels: Variant[] } & Record<string, unknown>;
  catelogs: { productCatelogId: number; productTypes: Record<string, unknown>[] }[];
  brands: { productBrandId: number }[];
};

/** A single-variant product as the editor sends it, saved and submitted for review; its id. */
export async function submitProductForReview(merchant: APIRequestContext, slug: string, title: string): Promise<number> {
  const model = (await (await merchant.get(`${BASE_URL}/api/merchant/newproduct`)).json()) as NewProductModel;
  const catelog = model.catelogs.find((c) => c.productTypes.length > 0)!;
  const variant = model.product.productModels[0]!;
  const body = {
    ...model.product,
    productId: undefined,
    title,
    slug,
    productBrandId: model.brands[0]!.productBrandId,
    productCatelogId: catelog.productCatelogId,
    productTypes: [catelog.productTypes[0]],
    descriptions: '<p><strong>頂級</strong>烏龍</p>',
    productModels: [
      {
        ...variant,
        title: '單一規格',
        productPrices: [{ ...variant.productPrices[0], price: 880, usePointPercent: 0 }],
        stockModel: { ...variant.stockModel, inventory: 10 },
      },
    ],
  };
  const response = await merchant.post(`${BASE_URL}/api/merchant/save/newproduct`, { data: body, headers: origin });
  const saved = (await response.json()) as { status: number; productId: number };
  if (saved.status !== 200) throw new Error(`submitting the product failed: ${JSON.stringify(saved)}`);
  return saved.productId;
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
