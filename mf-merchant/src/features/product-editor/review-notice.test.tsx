// The editor says where the product stands with the operator: an edit under review (the form holds
// the submitted version), a refusal's reason until the merchant resubmits, a taken-down product
// that a save resubmits; in both languages.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { ProductEditorPage } from './product-editor-page';

const PATH = '/member/merchant/product/:productid';
const editModel = (over: Record<string, unknown> = {}, productOver = {}) => ({
  status: 200,
  product: {
    productId: 7,
    title: '阿里山烏龍茶',
    slug: 'alishan-oolong',
    status: 1,
    productModelType: 0,
    productBrandId: 1,
    productCatelogId: 1,
    productDeliveryType: 0,
    productTypes: [{ productTypeId: 1, title: '烏龍' }],
    viewCommission: 0,
    shareCommission: 0,
    purchaseCommission: 0,
    productSelections: [],
    productModels: [
      {
        productModelId: 11,
        title: '單一規格',
        sortOrder: 0,
        productPrices: [{ id: 1, price: 500, usePointPercent: 0, onSale: false }],
        productImages: [],
        stockModel: { inventory: 10, allowNegativeInventory: false },
      },
    ],
    ...productOver,
  },
  catelogs: [{ productCatelogId: 1, title: '茶葉', productTypes: [{ productTypeId: 1, title: '烏龍' }] }],
  brands: [{ productBrandId: 1, title: '山嵐' }],
  productTypeOptions: { options: [{ productModelType: 0, title: '單一規格' }] },
  pendingRevision: false,
  reviewReason: null,
  ...over,
});
const notice = async () => {
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return screen.getAllByRole('status').find((el) => el.className.includes('product-editor__review'));
};

test('an edit under review opens the submitted version and says the shop keeps the live one', async () => {
  fakeServer({ 'GET /api/merchant/product/edit/7': { body: editModel({ pendingRevision: true }, { title: '新標題' }) } });
  renderScreen(<ProductEditorPage />, { catalogs, path: PATH, route: '/member/merchant/product/7' });
  expect(await notice()).toHaveTextContent('此商品有一筆修改審核中，以下為送審中的版本');
  expect(screen.getByRole('textbox', { name: /商品名稱/ })).toHaveValue('新標題');
});

test('a refusal shows its reason until the merchant resubmits; then it says the edit waits for review', async () => {
  const server = fakeServer({
    'GET /api/merchant/product/edit/7': { body: editModel({ reviewReason: '標題不實' }) },
    'POST /api/merchant/product/save/editProduct': { body: { status: 200, title: '產品更新' } },
  });
  renderScreen(<ProductEditorPage />, { catalogs, path: PATH, route: '/member/merchant/product/7' });
  const shown = await notice();
  expect(within(shown!).getByTestId('review-reason')).toHaveTextContent('審核未通過：標題不實');
  expect(shown).toHaveTextContent('被退回的修改未套用，商店仍顯示上架中的版本');
  await userEvent.click(screen.getByRole('button', { name: '送出審核' }));
  expect(await screen.findByText('修改已送出審核：審核通過前，商店仍顯示目前上架中的版本。')).toBeInTheDocument();
  expect(screen.queryByText('標題不實')).toBeNull();
  expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
});

test('in English: a taken-down product says a save sends it back for review', async () => {
  fakeServer({ 'GET /api/merchant/product/edit/7': { body: editModel({}, { status: 2 }) } });
  renderScreen(<ProductEditorPage />, { catalogs, path: PATH, route: '/member/merchant/product/7', lang: 'en' });
  expect(await notice()).toHaveTextContent('This product was taken down. Submit it for review: once approved, it is on sale again.');
});
