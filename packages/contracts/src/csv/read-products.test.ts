import {
  cellNumber,
  cellText,
  csvProductPackage,
  detectDelimiter,
  failedRowsCsv,
  namesToResolve,
  readProductCsv,
  resolveProduct,
  rowStartLines,
} from './index';

const ZH = ['類型', '商品名稱', '品牌', '分類', '選項', '價格', '特價', '庫存'];
const EN = ['Type', 'Title', 'Brand', 'Category', 'Option', 'Price', 'Sale price', 'Stock'];
const read = (rows: string[][]) => readProductCsv(rows, { slugSuffix: 'x1' });

describe('layout', () => {
  it('uses a tab when the first line has one, else a comma', () => {
    expect(detectDelimiter('a\tb\nc,d')).toBe('\t');
    expect(detectDelimiter('a,b\nc\td')).toBe(',');
    expect(detectDelimiter('a;b')).toBe(',');
  });

  it('counts lines of quoted cells that span lines', () => {
    expect(rowStartLines([['h'], ['a\nb', 'c'], [''], ['d']])).toEqual([1, 2, 4, 5]);
  });
});

describe('cells', () => {
  it('reads spreadsheet numbers and keeps what is not a number as text', () => {
    expect(cellNumber('1,200')).toBe(1200);
    expect(cellNumber('NT$680')).toBe(680);
    expect(cellNumber('')).toBeUndefined();
    expect(cellNumber('abc')).toBe('abc');
  });

  it('keeps formula-looking cells as text and drops a protective apostrophe', () => {
    expect(cellText('=SUM(A1)')).toBe('=SUM(A1)');
    expect(cellText("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(cellText("'ok")).toBe("'ok");
  });
});

describe('readProductCsv', () => {
  it('groups Variation rows under their product (zh-tw headers) and counts rows minus the header', () => {
    const result = read([
      ZH,
      ['商品', '高山茶', '山嵐', '茶葉', '150g', '680', '', '10'],
      ['規格', '', '', '', '300g', '1,280', '1180', '5'],
      [''],
      ['商品', '咖啡豆', '山嵐', '咖啡', '', '450', '', '3'],
    ]);
    expect(result.problems).toEqual([]);
    expect(result.rowCount).toBe(3);
    expect(result.products).toHaveLength(2);
    expect(result.variantCount).toBe(3);
    const [tea, coffee] = result.products;
    expect(tea!.lines).toEqual([2, 3]);
    expect(tea!.payload.productModelType).toBe(1);
    expect(tea!.payload.productSelections?.[0]?.productOptions.map((o) => o.title)).toEqual(['150g', '300g']);
    expect(tea!.payload.productModels[1]!.productPrices[0]).toMatchObject({ price: 1280, onSale: true, onSalePrice: 1180 });
    expect(coffee!.line).toBe(5);
    expect(coffee!.payload.productModelType).toBe(0);
    expect(coffee!.payload.productModels[0]!.title).toBe('咖啡豆');
  });

  it('reads the en template and ignores unknown columns', () => {
    const result = read([
      [...EN, 'Notes'],
      ['Product', 'Tea', 'Misty', 'Tea', '', '680', '', '1', 'whatever'],
    ]);
    expect(result.ignoredHeaders).toEqual(['Notes']);
    expect(result.products).toHaveLength(1);
  });

  it('reports an empty file, a header only and missing required columns', () => {
    expect(read([[''], ['']]).problems).toEqual([{ line: 0, key: 'emptyFile' }]);
    expect(read([ZH]).problems).toEqual([{ line: 1, key: 'headerOnly' }]);
    const missing = read([
      ['商品名稱', '價格'],
      ['茶', '1'],
    ]);
    expect(missing.problems.map((p) => [p.key, p.column])).toEqual([
      ['missingColumn', 'brand'],
      ['missingColumn', 'catelog'],
    ]);
    expect(missing.products).toEqual([]);
  });

  it('gives the line and column of each row that cannot be imported, and fails the whole product', () => {
    const result = read([
      ZH,
      ['規格', '', '', '', 'x', '1', '', '1'],
      ['商品', '茶', '山嵐', '茶葉', 'a', 'abc', '', '1'],
      ['規格', '', '', '', 'b', '100', '200', '1'],
      ['商品', '=HYPERLINK("x")', '山嵐', '茶葉', '', '50', '', '1'],
    ]);
    expect(result.problems.map((p) => [p.line, p.key, p.column, p.header])).toEqual([
      [2, 'variationWithoutProduct', 'rowType', '類型'],
      [3, 'number', 'price', '價格'],
      [4, 'max', 'onSalePrice', '特價'],
    ]);
    expect(result.failedLines).toEqual([2, 3, 4]);
    expect(result.products.map((p) => p.payload.title)).toEqual(['=HYPERLINK("x")']);
  });

  it('maps unbalanced quotes reported by the parser to the line', () => {
    const result = readProductCsv([ZH, ['商品', '茶', '山嵐', '茶葉', '', '1', '', '1']], { slugSuffix: 's', unbalancedQuoteRows: [1] });
    expect(result.problems).toEqual([{ line: 2, key: 'unbalancedQuotes' }]);
  });
});

describe('two option rows (colour × size)', () => {
  const HEAD = ['類型', '商品名稱', '品牌', '分類', '選項列標題', '選項', '選項列標題2', '選項2', '型號', '價格', '庫存'];
  const tee = (rows: string[][]) => read([HEAD, ...rows]);

  it('makes one option row per column, the variants in the editor order whatever the file order', () => {
    const result = tee([
      ['商品', 'T恤', '棉花田', '服飾', '顏色', '白', '尺寸', 'M', 'W-M', '590', '3'],
      ['規格', '', '', '', '', '黑', '', 'L', 'B-L', '610', '1'],
      ['規格', '', '', '', '', '白', '', 'L', 'W-L', '600', '2'],
      ['規格', '', '', '', '', '黑', '', 'M', 'B-M', '590', '4'],
      ['商品', '茶', '山嵐', '茶葉', '', '150g', '', '', 'T-1', '680', '1'],
      ['規格', '', '', '', '', '300g', '', '', 'T-2', '1280', '1'],
    ]);
    expect(result.problems).toEqual([]);
    const [shirt, tea] = result.products;
    expect(shirt!.payload.productSelections!.map((s) => [s.title, s.productOptions.map((o) => o.title)])).toEqual([
      ['顏色', ['白', '黑']],
      ['尺寸', ['M', 'L']],
    ]);
    // The first row's option is the lower-order digit (merchant.md §4): 白M, 黑M, 白L, 黑L.
    expect(shirt!.payload.productModels.map((m) => [m.modelNumber, m.title])).toEqual([
      ['W-M', '白 / M'],
      ['B-M', '黑 / M'],
      ['W-L', '白 / L'],
      ['B-L', '黑 / L'],
    ]);
    expect(shirt!.payload.productModels.map((m) => m.productPrices[0]!.price)).toEqual([590, 590, 600, 610]);
    expect(shirt!.lines).toEqual([2, 5, 4, 3]);
    expect(shirt!.line).toBe(2);
    // A file with one option row reads as before.
    expect(tea!.payload.productSelections!.map((s) => s.productOptions.length)).toEqual([2]);
  });

  it('without the row titles, the column headers name the option rows (en too)', () => {
    const result = read([
      ['Type', 'Title', 'Brand', 'Category', 'Option', 'Option 2', 'Price'],
      ['Product', 'Tee', 'Cotton', 'Clothing', 'White', 'M', '590'],
      ['Variation', '', '', '', 'White', 'L', '590'],
    ]);
    expect(result.problems).toEqual([]);
    expect(result.products[0]!.payload.productSelections!.map((s) => [s.title, s.productOptions.length])).toEqual([
      ['Option', 1],
      ['Option 2', 2],
    ]);
  });

  it('refuses a product missing a pair, naming a pair twice, or leaving an option empty: the whole product, with line and column', () => {
    const result = tee([
      ['商品', '缺一', '棉花田', '服飾', '顏色', '白', '尺寸', 'M', '', '590', '1'],
      ['規格', '', '', '', '', '黑', '', 'L', '', '590', '1'],
      ['規格', '', '', '', '', '白', '', 'L', '', '590', '1'],
      ['商品', '重複', '棉花田', '服飾', '顏色', '白', '尺寸', 'M', '', '590', '1'],
      ['規格', '', '', '', '', '白', '', 'M', '', '590', '1'],
      ['商品', '空白', '棉花田', '服飾', '顏色', '白', '尺寸', 'M', '', '590', '1'],
      ['規格', '', '', '', '', '黑', '', '', '', '590', '1'],
      ['商品', '好的', '棉花田', '服飾', '顏色', '白', '尺寸', 'M', '', '590', '1'],
      ['規格', '', '', '', '', '白', '', 'L', '', '590', '1'],
    ]);
    expect(result.problems.map((p) => [p.line, p.key, p.header])).toEqual([
      [2, 'variantCount', '選項2'],
      [5, 'variantCount', '選項2'],
      [8, 'required', '選項2'],
    ]);
    expect(result.failedLines).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(result.products.map((p) => p.payload.title)).toEqual(['好的']);
  });

  it('is in both templates, which read back whole', () => {
    const pkg = csvProductPackage();
    expect(pkg.productOptionKeys).toMatchObject({ 選項列標題2: 'selectionTitle2', 選項2: 'optionTitle2', 'Option 2': 'optionTitle2' });
    for (const name of ['products-zh-tw.csv', 'products-en.csv'] as const) {
      const rows = pkg.templates[name]!.trim()
        .split('\r\n')
        .map((line) => line.split(','));
      const result = read(rows);
      expect([name, result.problems]).toEqual([name, []]);
      expect(result.products.map((p) => p.payload.productSelections!.length)).toEqual([1, 2]);
      expect(result.products[1]!.payload.productModels).toHaveLength(4);
    }
  });
});

describe('resolving and writing back', () => {
  it('resolves each name once per file and fills the ids', () => {
    const result = read([
      [...ZH, '圖片網址'],
      ['商品', '茶', '山嵐', '茶葉', '', '1', '', '1', 'https://img.example/a.jpg'],
      ['商品', '茶2', '山嵐', '茶葉', '', '1', '', '1', 'https://img.example/a.jpg'],
    ]);
    expect(namesToResolve(result.products)).toEqual({ brands: ['山嵐'], catelogs: ['茶葉'], imageUrls: ['https://img.example/a.jpg'] });
    const resolved = resolveProduct(result.products[0]!, {
      brandIds: new Map([['山嵐', 7]]),
      catelogIds: new Map([['茶葉', 3]]),
      productTypes: new Map([[3, new Map([['烏龍', 11]])]]),
      mediaIds: new Map([['https://img.example/a.jpg', 99]]),
    });
    expect(resolved).toMatchObject({
      ok: true,
      payload: {
        productBrandId: 7,
        productCatelogId: 3,
        productTypes: [{ productTypeId: 11 }],
        productModels: [{ productImages: [{ imageId: 99 }] }],
      },
    });
  });

  it('writes failed rows with a reason and protects formulas', () => {
    const text = failedRowsCsv(['a', 'b'], [{ cells: ['=1+1', 'x,y'], reason: 'bad' }], 'reason');
    expect(text).toBe('a,b,reason\r\n\'=1+1,"x,y",bad\r\n');
  });

  it('serves templates whose headers read back as the columns', () => {
    const pkg = csvProductPackage();
    expect(Object.keys(pkg.templates)).toEqual(['products-zh-tw.csv', 'products-en.csv']);
    expect(pkg.productKeys['商品名稱']).toBe('title');
    expect(pkg.productPriceKeys['Price']).toBe('price');
  });
});
