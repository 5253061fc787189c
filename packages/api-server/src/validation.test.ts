// A long body (a product save of 400 variants with 50 pictures each) is checked a slice of its
// variants at a time, with the server's other requests let in between: the answer is the one a
// check in one go gives, mistakes included.
import { Hono } from 'hono';
import * as v from 'valibot';
import { DELIVERY_TYPES } from '@storefront/contracts';
import { ProductInput } from '@storefront/contracts/merchant';
import { ApiError } from './errors';
import { readBody } from './validation';

const app = new Hono();
app.post('/save', async (c) => {
  try {
    return c.json(await readBody(c, ProductInput));
  } catch (error) {
    if (error instanceof ApiError) return c.json({ issues: error.issues }, 400);
    throw error;
  }
});

const SIDES = 20;
const bigProduct = () => ({
  title: ' 大量規格商品 ',
  slug: 'big',
  productModelType: 1,
  productBrandId: 1,
  productCatelogId: 1,
  productDeliveryType: DELIVERY_TYPES[0],
  productTypes: [{ productTypeId: 1 }],
  viewCommission: 0,
  shareCommission: 0,
  purchaseCommission: 0,
  productSelections: ['顏色', '尺寸'].map((title) => ({
    title,
    productOptions: Array.from({ length: SIDES }, (_, i) => ({ title: `${title}${i}` })),
  })),
  productModels: Array.from({ length: SIDES * SIDES }, (_, i) => ({
    title: ` 規格${i} `,
    productPrices: [{ price: 100 + i, usePointPercent: 10 }],
    productImages: Array.from({ length: 50 }, (_, k) => ({ imageId: k + 1, sortOrder: k })),
    stockModel: { inventory: i },
  })),
});

async function send(body: unknown) {
  const response = await app.request('/save', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a long product save', () => {
  it('is answered as a check in one go would: trimmed, defaults filled in', async () => {
    const product = bigProduct();
    const answer = await send(product);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(JSON.parse(JSON.stringify(v.parse(ProductInput, product))));
    expect((answer.body.productModels as { title: string }[])[399]!.title).toBe('規格399');
  });

  it('names the field of a mistake in one variant, and one of the whole list', async () => {
    const product = bigProduct();
    product.productModels[300]!.title = ' ';
    expect(await send(product)).toEqual({ status: 400, body: { issues: [{ path: 'productModels.300.title', key: 'required' }] } });

    const tooManyPictures = bigProduct();
    tooManyPictures.productModels.forEach((model, i) => {
      model.productImages = [{ imageId: 1000 + i, sortOrder: 0 }];
    });
    expect(await send(tooManyPictures)).toEqual({ status: 400, body: { issues: [{ path: 'productModels', key: 'tooMany' }] } });

    const wrongCount = { ...bigProduct(), productModels: bigProduct().productModels.slice(0, 399) };
    expect(await send(wrongCount)).toEqual({ status: 400, body: { issues: [{ path: 'productModels', key: 'variantCount' }] } });
  });

  it('lets the event loop turn while the variants are checked', async () => {
    const body = JSON.stringify(bigProduct());
    let turns = 0;
    let checking = true;
    const turn = () => {
      turns += 1;
      if (checking) setImmediate(turn);
    };
    setImmediate(turn);
    const response = await app.request('/save', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    checking = false;
    expect(response.status).toBe(200);
    // 400 variants in slices of 25: at least one turn per slice.
    expect(turns).toBeGreaterThanOrEqual(16);
  });
});
