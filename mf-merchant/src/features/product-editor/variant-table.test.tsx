// The 規格表 of the product editor (issue 24 #27) as a merchant uses it: every combination in one
// grid beside the picker, a value set for the ticked variants (or all), cells moved through and
// edited from the keyboard, a refused field marked on its cell, and only a window of rows in the
// page for 1,000 combinations.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { ProductEditorPage } from './product-editor-page';

type Saved = {
  productModels: {
    productModelId?: number;
    title: string;
    productPrices: { price: number; usePointPercent: number }[];
    stockModel: { inventory: number };
  }[];
};

/** Option rows given as their option titles; variant i is the mixed-radix number i (first row lowest). */
function editModel(rows: string[][], options: { badVariant?: number } = {}) {
  const count = rows.reduce((n, row) => n * row.length, 1);
  const digits = (i: number) => {
    let rest = i;
    return rows.map((row) => {
      const digit = rest % row.length;
      rest = Math.floor(rest / row.length);
      return digit;
    });
  };
  return {
    status: 200,
    product: {
      productId: 5,
      title: '保溫杯',
      slug: 'thermos',
      productModelType: 1,
      productBrandId: 1,
      productCatelogId: 2,
      productDeliveryType: 0,
      productTypes: [{ productTypeId: 4, title: '杯' }],
      viewCommission: 1,
      shareCommission: 1,
      purchaseCommission: 1,
      productSelections: rows.map((row, r) => ({
        productSelectionId: r + 1,
        title: `選項${r + 1}`,
        productOptions: row.map((title, o) => ({ productOptionId: (r + 1) * 100 + o, title, sortOrder: o })),
      })),
      productModels: Array.from({ length: count }, (_, i) => ({
        productModelId: 1000 + i,
        title: digits(i)
          .map((d, r) => rows[r]![d])
          .join(''),
        sortOrder: i,
        productPrices: [
          { id: 5000 + i, productModelId: 1000 + i, price: 1000 + i, usePointPercent: i === options.badVariant ? 99999 : 0, onSale: false },
        ],
        productImages: [],
        stockModel: { stockModelId: 9000 + i, inventory: i + 1, allowNegativeInventory: false },
        stockModelId: 9000 + i,
      })),
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

const COLOURS_SIZES = [
  ['紅', '綠', '藍'],
  ['小', '大'],
];

function serve(model: ReturnType<typeof editModel>) {
  const saved: Saved[] = [];
  fakeServer({
    'GET /api/merchant/product/edit/5': { body: model },
    'POST /api/merchant/product/save/editProduct': async (request) => {
      saved.push((await request.json()) as Saved);
      return { body: { status: 200 } };
    },
  });
  return saved;
}

async function openTable(lang: 'zh-tw' | 'en' = 'zh-tw') {
  const user = userEvent.setup();
  renderScreen(<ProductEditorPage />, { catalogs, path: '/member/merchant/product/:productid', route: '/member/merchant/product/5', lang });
  await screen.findByRole('heading', { name: lang === 'en' ? 'Edit product' : '編輯商品' }, { timeout: 10_000 });
  await user.click(screen.getByRole('button', { name: lang === 'en' ? 'Variant table' : '規格表' }));
  return { user, grid: screen.getByRole('grid') };
}

/** The grid cell of a variant's field, by its name as a screen reader reads it ("{combination} 的{field}"). */
const cell = (grid: HTMLElement, name: string | RegExp) => within(grid).getByRole('gridcell', { name });

// jsdom lays nothing out: the table's scroll box is given a height of 8 rows (416 px), its
// content the height of its rows, and scrolling it moves its scrollTop and fires scroll, as a
// browser does.
const scrollTops = new WeakMap<Element, number>();
const jsdomScrollTo = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTo');
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('variant-table__scroll') ? 416 : 0;
  });
  jest.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
    const body = this.querySelector<HTMLElement>('.variant-table__body');
    return body ? 2 * 52 + Number.parseFloat(body.style.height) : 0;
  });
  jest.spyOn(Element.prototype, 'scrollTop', 'get').mockImplementation(function (this: Element) {
    return scrollTops.get(this) ?? 0;
  });
  Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions | number) {
    const top = typeof options === 'object' ? (options.top ?? 0) : 0;
    scrollTops.set(this, top);
    // A browser fires scroll after the frame, not inside the call.
    setTimeout(() => this.dispatchEvent(new Event('scroll')), 0);
  };
});
afterEach(() => {
  jest.restoreAllMocks();
  if (jsdomScrollTo) Object.defineProperty(Element.prototype, 'scrollTo', jsdomScrollTo);
  else delete (Element.prototype as Partial<Element>).scrollTo;
});

describe('the variant table (issue 24 #27)', () => {
  test('a price set for the ticked variants fills those only, and the picker shows it', async () => {
    const saved = serve(editModel(COLOURS_SIZES));
    const { user, grid } = await openTable();
    expect(grid).toHaveAttribute('aria-rowcount', '8');
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(expect.arrayContaining(['紅 / 小', '綠 / 小', '藍 / 小', '紅 / 大', '綠 / 大', '藍 / 大']));
    await user.click(within(grid).getByRole('checkbox', { name: '選取 綠 / 小' }));
    await user.click(within(grid).getByRole('checkbox', { name: '選取 藍 / 大' }));
    await user.dblClick(cell(grid, '批次設定價格'));
    await user.keyboard('777{Enter}');
    await user.click(within(grid).getByRole('button', { name: '套用至所選（2）' }));
    expect(await screen.findByText('已套用至 2 個規格')).toBeInTheDocument();
    expect(cell(grid, '綠 / 小 的價格 777')).toBeInTheDocument();
    expect(cell(grid, '紅 / 小 的價格 1000')).toBeInTheDocument();

    // The picker edits the same values: nothing is lost switching back.
    await user.click(screen.getByRole('button', { name: '逐一編輯' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '選項1' }), '藍');
    await user.selectOptions(screen.getByRole('combobox', { name: '選項2' }), '大');
    expect(screen.getByRole('spinbutton', { name: /^價格/ })).toHaveValue(777);

    await user.click(screen.getByRole('button', { name: '送出審核' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.productModels.map((m) => m.productPrices[0]!.price)).toEqual([1000, 777, 1002, 1003, 1004, 777]);
  });

  test('with nothing ticked the set row fills every variant', async () => {
    const saved = serve(editModel(COLOURS_SIZES));
    const { user, grid } = await openTable('en');
    await user.dblClick(cell(grid, 'Set for several: Stock'));
    await user.keyboard('30{Enter}');
    await user.click(within(grid).getByRole('button', { name: 'Apply to all (6)' }));
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.productModels.map((m) => m.stockModel.inventory)).toEqual([30, 30, 30, 30, 30, 30]);
  });

  test('arrow keys move, Enter edits and moves down, Escape cancels, Tab commits and moves on', async () => {
    const saved = serve(editModel(COLOURS_SIZES));
    const { user, grid } = await openTable('en');
    await user.click(cell(grid, 'Variant title of 紅 / 小 紅小'));
    expect(cell(grid, 'Variant title of 紅 / 小 紅小')).toHaveFocus();
    // One tab stop: only the active cell is in the tab order.
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(cell(grid, 'Stock of 藍 / 小 3')).toHaveFocus();
    await user.keyboard('{Enter}');
    const input = within(grid).getByRole('textbox', { name: 'Stock of 藍 / 小' });
    expect(input).toHaveFocus();
    await user.keyboard('42{Enter}');
    expect(cell(grid, 'Stock of 藍 / 小 42')).toBeInTheDocument();
    expect(cell(grid, 'Stock of 紅 / 大 4')).toHaveFocus();
    // Typing starts an edit; Escape leaves the value as it was.
    await user.keyboard('9');
    expect(within(grid).getByRole('textbox', { name: 'Stock of 紅 / 大' })).toHaveValue('9');
    await user.keyboard('{Escape}');
    expect(cell(grid, 'Stock of 紅 / 大 4')).toHaveFocus();
    await user.keyboard('{F2}8{Tab}');
    expect(cell(grid, 'Price of 紅 / 大 1003')).toHaveFocus();
    expect(cell(grid, 'Stock of 紅 / 大 48')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}');
    expect(cell(grid, 'Variant title of 藍 / 小 藍小')).toHaveFocus();
    await user.keyboard('{Enter}{Control>}a{/Control}藍色小杯{Enter}');

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.productModels.map((m) => m.stockModel.inventory)).toEqual([1, 2, 42, 48, 5, 6]);
    expect(saved[0]!.productModels[2]!.title).toBe('藍色小杯');
  });

  test('a refused field is marked on its cell, listed, focused, and clears when corrected', async () => {
    const saved = serve(editModel(COLOURS_SIZES, { badVariant: 4 }));
    const { user, grid } = await openTable();
    await user.click(screen.getByRole('button', { name: '送出審核' }));
    const list = await screen.findByRole('alert', { name: /請修正以下 1 個錯誤/ });
    expect(within(list).getByRole('button', { name: '規格「綠 / 大」 · 可折抵點數金額：數值過大' })).toBeInTheDocument();
    const bad = cell(grid, '綠 / 大 的可折抵點數金額 99999');
    expect(bad).toHaveAttribute('aria-invalid', 'true');
    expect(bad).toHaveTextContent('數值過大');
    expect(bad).toHaveAccessibleDescription('數值過大');
    await waitFor(() => expect(bad).toHaveFocus());
    expect(saved).toHaveLength(0);
    await user.keyboard('{Enter}50{Enter}');
    await waitFor(() => expect(cell(grid, '綠 / 大 的可折抵點數金額 50')).not.toHaveAttribute('aria-invalid'));
    await user.click(screen.getByRole('button', { name: '送出審核' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.productModels[4]!.productPrices[0]!.usePointPercent).toBe(50);
  });

  test('1,000 combinations: only a window of rows is in the page, and the keyboard reaches the last', async () => {
    const ten = (prefix: string) => Array.from({ length: 10 }, (_, i) => `${prefix}${i + 1}`);
    serve(editModel([ten('A'), ten('B'), ten('C')]));
    const { user, grid } = await openTable('en');
    expect(grid).toHaveAttribute('aria-rowcount', '1002');
    const rendered = () => within(grid).getAllByRole('row').length;
    // 2 head rows and the 8 rows in view, with a few more either side: far fewer than 1,000.
    expect(rendered()).toBeGreaterThan(8);
    expect(rendered()).toBeLessThan(30);
    await user.click(cell(grid, 'Price of A1 / B1 / C1 1000'));
    await user.keyboard('{Control>}{End}{/Control}');
    const last = await within(grid).findByRole('gridcell', { name: 'Sale price of A10 / B10 / C10 0' });
    await waitFor(() => expect(last).toHaveFocus());
    expect(last.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '1002');
    expect(rendered()).toBeLessThan(30);
    expect(within(grid).queryByRole('rowheader', { name: 'A1 / B1 / C1' })).not.toBeInTheDocument();
  });
});
