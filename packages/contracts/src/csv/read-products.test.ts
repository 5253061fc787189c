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
