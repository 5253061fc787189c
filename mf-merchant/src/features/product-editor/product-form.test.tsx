// The product editor as a merchant uses it: stock typed whatever allow-negative says, variants
// that follow their combination of options when the rows change (with a confirmation that says
// how many are dropped), and every validation error listed on save with the first one shown.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { ProductEditorPage } from './product-editor-page';

type Saved = {
  productModels: { productModelId?: number; title: string; sortOrder?: number; stockModel: { inventory: number } }[];
  productSelections: { title: string; productOptions: { productOptionId?: number; title: string }[] }[];
};

const COLOURS = [
  [11, '紅'],
  [12, '綠'],
  [13, '藍'],
] as const;
const SIZES = [
  [21, '小'],
  [22, '大'],
] as const;

// Variant i is colour i % 3 and size floor(i / 3): earlier rows are the lower-order digits.
const variant = (i: number, extra: { usePointPercent?: number } = {}) => ({
  productModelId: 100 + i,
  title: `${COLOURS[i % 3]![1]}${SIZES[Math.floor(i / 3)]?.[1] ?? ''}`,
  sortOrder: i,
  productPrices: [{ id: 500 + i, productModelId: 100 + i, price: 1000 + i, usePointPercent: extra.usePointPercent ?? 0, onSale: false }],
  productImages: [],
  stockModel: { stockModelId: 900 + i, inventory: i + 1, allowNegativeInventory: false },
  stockModelId: 900 + i,
});

function editModel(options: { single?: boolean; sizeTitle?: string; badVariant?: number } = {}) {
  const selections = [
    {
      productSelectionId: 1,
      title: '顏色',
      productOptions: COLOURS.map(([id, title], i) => ({ productOptionId: id, title, sortOrder: i })),
    },
    {
      productSelectionId: 2,
      title: options.sizeTitle ?? '尺寸',
      productOptions: SIZES.map(([id, title], i) => ({ productOptionId: id, title, sortOrder: i })),
    },
  ];
  return {
    status: 200,
    product: {
      productId: 5,
      title: '保溫杯',
      slug: 'thermos',
      productModelType: options.single ? 0 : 1,
      productBrandId: 1,
      productCatelogId: 2,
      productDeliveryType: 0,
      productTypes: [{ productTypeId: 4, title: '杯' }],
      viewCommission: 1,
      shareCommission: 1,
      purchaseCommission: 1,
      productSelections: options.single ? [] : selections,
      productModels: options.single
        ? [variant(0)]
        : Array.from({ length: 6 }, (_, i) => variant(i, i === options.badVariant ? { usePointPercent: 99999 } : {})),
      informations: '',
      descriptions: '',
      specifications: '',
      purchaseDescriptions: '',
      allSamePhotos: false,
    },
    catelogs: [{ productCatelogId: 2, title: '廚房', productTypes: [{ productTypeId: 4, title: '杯' }] }],
    brands: [{ productBrandId: 1, title: '象印' }],
    productTypeOptions: {
      options: [
        { productModelType: 0, title: '單一' },
        { productModelType: 1, title: '多種' },
      ],
    },
  };
}

let nextId = 700;
function serve(model: ReturnType<typeof editModel>) {
  const saved: Saved[] = [];
  const server = fakeServer({
    'GET /api/merchant/product/edit/5': { body: model },
    'GET /api/merchant/product/addOption': () => {
      nextId += 1;
      return { body: { productOptionId: nextId, title: '', sortOrder: 0 } };
    },
    'GET /api/merchant/product/addProductModel': () => {
      nextId += 1;
      return {
        body: {
          productModelId: nextId,
          title: '',
          sortOrder: 0,
          productPrices: [{ id: nextId, price: 0, usePointPercent: 0, onSale: false }],
          productImages: [],
          stockModel: { stockModelId: nextId, inventory: 0, allowNegativeInventory: false },
          stockModelId: nextId,
        },
      };
    },
    'POST /api/merchant/product/save/editProduct': async (request) => {
      saved.push((await request.json()) as Saved);
      return { body: { status: 200 } };
    },
  });
  return { saved, server };
}

// Opens the editor and waits for the form (the first render loads the rich-text editor's code).
async function open(lang: 'zh-tw' | 'en' = 'zh-tw') {
  renderScreen(<ProductEditorPage />, { catalogs, path: '/member/merchant/product/:productid', route: '/member/merchant/product/5', lang });
  await screen.findByRole('heading', { name: lang === 'en' ? 'Edit product' : '編輯商品' }, { timeout: 10_000 });
}

const ids = (saved: Saved | undefined) => saved?.productModels.map((m) => m.productModelId);
const titles = (saved: Saved | undefined) => saved?.productModels.map((m) => m.title);

describe('stock (issue 24 #21)', () => {
  test('is typed while allow-negative is off, and saved', async () => {
    const user = userEvent.setup();
    const { saved } = serve(editModel({ single: true }));
    await open();
    const stock = await screen.findByRole('spinbutton', { name: /庫存/ });
    expect(screen.getByRole('checkbox', { name: '允許負庫存' })).not.toBeChecked();
    expect(stock).not.toHaveAttribute('readonly');
    await user.clear(stock);
    await user.type(stock, '25');
    await user.click(screen.getByRole('button', { name: '送出審核' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.productModels[0]!.stockModel).toMatchObject({ inventory: 25, allowNegativeInventory: false });
  });

  test('a stock below zero is refused unless allow-negative is ticked', async () => {
    const user = userEvent.setup();
    const { saved } = serve(editModel({ single: true }));
    await open('en');
    const stock = await screen.findByRole('spinbutton', { name: /Stock/ });
    await user.clear(stock);
    await user.type(stock, '-3');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('button', { name: /Stock: / })).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'Allow negative stock' }));
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.productModels[0]!.stockModel).toMatchObject({ inventory: -3, allowNegativeInventory: true });
  });
});

async function editRow(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.getByRole('dialog', { name: '編輯選項列' });
}

async function save(user: ReturnType<typeof userEvent.setup>, saved: Saved[]) {
  await user.click(screen.getByRole('button', { name: '送出審核' }));
  await waitFor(() => expect(saved.length).toBeGreaterThan(0));
  return saved.at(-1);
}

describe('variants follow their combination of options (issue 24 #18)', () => {
  test('deleting a middle option drops only its variants, after saying how many', async () => {
    const user = userEvent.setup();
    const { saved } = serve(editModel());
    await open();
    const dialog = await editRow(user, /編輯選項列 顏色/);
    await user.click(within(dialog).getByRole('button', { name: '刪除選項 2' }));
    await user.click(within(dialog).getByRole('button', { name: '確定' }));
    const confirm = await screen.findByRole('dialog', { name: '刪除規格？' });
    expect(confirm).toHaveTextContent('這項變更會刪除 2 個規格');
    await user.click(within(confirm).getByRole('button', { name: '刪除 2 個規格' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('規格 1 / 4')).toBeInTheDocument();
    const last = await save(user, saved);
    // 紅小, 藍小, 紅大, 藍大: the green ones (101, 104) are gone, the others keep their data.
    expect(ids(last)).toEqual([100, 102, 103, 105]);
    expect(titles(last)).toEqual(['紅小', '藍小', '紅大', '藍大']);
    expect(last?.productModels.map((m) => m.stockModel.inventory)).toEqual([1, 3, 4, 6]);
    expect(last?.productModels.map((m) => m.sortOrder)).toEqual([0, 1, 2, 3]);
  });

  test('going back from the confirmation changes nothing', async () => {
    const user = userEvent.setup();
    const { saved } = serve(editModel());
    await open();
    const dialog = await editRow(user, /編輯選項列 尺寸/);
    await user.click(within(dialog).getByRole('button', { name: '刪除此選項列' }));
    const confirm = await screen.findByRole('dialog', { name: '刪除規格？' });
    expect(confirm).toHaveTextContent('這項變更會刪除 3 個規格');
    await user.click(within(confirm).getByRole('button', { name: '返回修改' }));
    await user.click(screen.getByRole('button', { name: '關閉' }));
    const last = await save(user, saved);
    expect(ids(last)).toEqual([100, 101, 102, 103, 104, 105]);
  });

  test('reordering options moves every variant with its options, without asking', async () => {
    const user = userEvent.setup();
    const { saved } = serve(editModel());
    await open();
    const dialog = await editRow(user, /編輯選項列 顏色/);
    await user.click(within(dialog).getByRole('button', { name: '上移選項 3' }));
    await user.click(within(dialog).getByRole('button', { name: '確定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const last = await save(user, saved);
    expect(titles(last)).toEqual(['紅小', '藍小', '綠小', '紅大', '藍大', '綠大']);
    expect(ids(last)).toEqual([100, 102, 101, 103, 105, 104]);
  });

  test('an option added to an earlier row creates its variants through addProductModel and keeps the others', async () => {
    const user = userEvent.setup();
    nextId = 700;
    const { saved, server } = serve(editModel());
    await open();
    const dialog = await editRow(user, /編輯選項列 顏色/);
    await user.click(within(dialog).getByRole('button', { name: '新增選項' }));
    await user.type(within(dialog).getByRole('textbox', { name: '選項 4 標題' }), '黑');
    await user.click(within(dialog).getByRole('button', { name: '確定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: '刪除規格？' })).not.toBeInTheDocument();
    expect(server.calls.filter((c) => c.path === '/api/merchant/product/addProductModel')).toHaveLength(2);
    // The chosen 黑 / 大 is a new variant; 綠 / 大 still has its own title.
    await user.selectOptions(screen.getByRole('combobox', { name: '顏色' }), '綠');
    await user.selectOptions(screen.getByRole('combobox', { name: '尺寸' }), '大');
    expect(screen.getByRole('textbox', { name: /規格名稱/ })).toHaveValue('綠大');
    const last = await save(user, saved);
    expect(ids(last)).toEqual([100, 101, 102, 702, 103, 104, 105, 703]);
    expect(titles(last)?.filter((_, i) => i !== 3 && i !== 7)).toEqual(['紅小', '綠小', '藍小', '紅大', '綠大', '藍大']);
  });
});

describe('every validation error is listed on save (issue 24 #19)', () => {
  test('a hidden variant error is listed by its option titles and shown with its field focused', async () => {
    const user = userEvent.setup();
    const { saved } = serve(editModel({ badVariant: 4 }));
    await open();
    await screen.findByText('規格 1 / 6');
    await user.click(screen.getByRole('button', { name: '送出審核' }));
    const list = await screen.findByRole('alert', { name: /請修正以下 1 個錯誤/ });
    expect(within(list).getByRole('button', { name: '規格「綠 / 大」 · 可折抵點數金額：數值過大' })).toBeInTheDocument();
    // Taken to the first error: the variant 綠 / 大 is shown and its field has the focus.
    expect(await screen.findByText('規格 5 / 6')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: /可折抵點數金額/ })).toHaveFocus());
    expect(screen.getByRole('spinbutton', { name: /可折抵點數金額/ })).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toHaveLength(0);
  });

  test('a missing option row title is listed and its row opened; each listed error leads to its field', async () => {
    const user = userEvent.setup();
    serve(editModel({ sizeTitle: '', badVariant: 2 }));
    await open('en');
    await screen.findByText('Variant 1 / 6');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    const list = await screen.findByRole('alert', { name: /Please correct these 2 errors/ });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      'Option row “Untitled option row” · Option row title: This field is required',
      'Variant “藍 / 小” · Amount payable with points: The value is too large',
    ]);
    // The first is the row title: its modal opens with the title field focused and marked.
    const dialog = await screen.findByRole('dialog', { name: 'Edit option row' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Option row title/ })).toHaveFocus());
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // The row shows its error beside its dropdown too.
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(items[1]!);
    });
    expect(await screen.findByText('Variant 3 / 6')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: /Amount payable with points/ })).toHaveFocus());
  });
});

describe('a brand not in the list (issue 24 #26)', () => {
  test('is created on save as the CSV upload does, and the product saved with it', async () => {
    const user = userEvent.setup();
    const saved: Saved[] = [];
    fakeServer({
      'GET /api/merchant/product/edit/5': { body: editModel({ single: true }) },
      'GET /api/product/brand/getorcreate/%E5%A4%A7%E5%90%8C': { body: { status: 200, productBrandId: 77 } },
      'POST /api/merchant/product/save/editProduct': async (request) => {
        saved.push((await request.json()) as Saved);
        return { body: { status: 200 } };
      },
    });
    await open();
    const brand = screen.getByRole('combobox', { name: /品牌/ });
    expect(screen.getByText('輸入文字搜尋品牌；清單中沒有的品牌會在儲存時新增')).toBeInTheDocument();
    await user.clear(brand);
    await user.type(brand, '大同');
    await user.click(screen.getByRole('button', { name: '送出審核' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect((saved[0] as unknown as { productBrandId: number }).productBrandId).toBe(77);
    expect(screen.queryByText('請輸入數字')).not.toBeInTheDocument();
  });

  test('left empty, it is asked for, never "a number"', async () => {
    const user = userEvent.setup();
    const { saved } = serve(editModel({ single: true }));
    await open();
    await user.clear(screen.getByRole('combobox', { name: /品牌/ }));
    await user.click(screen.getByRole('button', { name: '送出審核' }));
    const list = await screen.findByRole('alert', { name: /請修正以下 1 個錯誤/ });
    expect(within(list).getByRole('button', { name: '品牌：此欄位必填' })).toBeInTheDocument();
    expect(screen.queryByText('請輸入數字')).not.toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
