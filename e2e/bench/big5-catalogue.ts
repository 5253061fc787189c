// The large CSV the bench imports: a merchant catalogue of exactly N data rows (product rows and
// their variation rows) with Traditional Chinese names, about 60 brands and 16 categories, saved
// as Big5 (cp950) with commas, the way Excel in Taiwan saves a CSV. The same seed gives the same
// bytes. Encoding goes through the system's iconv, like the upload fixtures
// (mf-merchant/src/features/product-list/csv-upload/generate-fixtures.mjs).
// `npx tsx bench/big5-catalogue.ts out.csv [rows]` writes one to look at.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

export const HEADER = ['類型', '商品名稱', '品牌', '分類', '配送方式', '選項列標題', '選項', '型號', '價格', '可折抵點數', '特價', '庫存', '允許負庫存', '商品介紹'];

type Category = { name: string; frozen: boolean; goods: string[]; option: string; options: string[] };

const CATEGORIES: Category[] = [
  { name: '茶葉', frozen: false, goods: ['高山烏龍茶', '東方美人茶', '紅玉紅茶', '文山包種茶', '鐵觀音', '蜜香紅茶'], option: '重量', options: ['75g', '150g', '300g', '600g', '一斤裝'] },
  { name: '咖啡', frozen: false, goods: ['古坑咖啡豆', '耳掛咖啡', '莊園咖啡豆', '冷萃咖啡'], option: '烘焙度', options: ['淺焙', '中焙', '中深焙', '深焙'] },
  { name: '糕餅', frozen: false, goods: ['鳳梨酥', '太陽餅', '牛軋糖', '綠豆椪', '芋頭酥', '蛋黃酥'], option: '盒裝', options: ['6入', '12入', '20入', '禮盒'] },
  { name: '肉品', frozen: true, goods: ['黑豬香腸', '豬肉乾', '臘肉', '滷牛腱', '梅花豬排'], option: '口味', options: ['原味', '黑胡椒', '蒜味', '辣味', '蜜汁'] },
  { name: '海鮮', frozen: true, goods: ['白蝦', '虱目魚肚', '烏魚子', '透抽', '干貝'], option: '規格', options: ['300g', '500g', '1kg', '家庭號'] },
  { name: '水果', frozen: false, goods: ['愛文芒果', '珍珠芭樂', '文旦', '蓮霧', '椪柑', '鳳梨'], option: '重量', options: ['3斤', '5斤', '10斤'] },
  { name: '米麵', frozen: false, goods: ['池上米', '手工麵線', '關廟麵', '油蔥酥拌麵', '糙米'], option: '包裝', options: ['1kg', '2kg', '5kg', '分享包'] },
  { name: '醬料', frozen: false, goods: ['薄鹽醬油', '辣椒醬', '沙茶醬', '麻油', '豆腐乳'], option: '容量', options: ['250ml', '500ml', '1000ml'] },
  { name: '冰品', frozen: true, goods: ['花生冰淇淋', '芒果冰棒', '紅豆雪糕', '仙草凍'], option: '口味', options: ['原味', '抹茶', '黑糖', '芋頭'] },
  { name: '生活用品', frozen: false, goods: ['檜木皂', '竹炭毛巾', '天然洗碗精', '手工蠟燭'], option: '香味', options: ['檜木', '薰衣草', '柚子', '無香'] },
  { name: '服飾', frozen: false, goods: ['客家花布上衣', '棉麻長褲', '藍染圍巾', '帆布包'], option: '尺寸', options: ['S', 'M', 'L', 'XL', '2XL'] },
  { name: '餐具', frozen: false, goods: ['鶯歌陶杯', '木製餐盤', '竹筷組', '手繪瓷碗'], option: '顏色', options: ['白', '青', '墨黑', '米黃'] },
  { name: '保健', frozen: false, goods: ['紅麴膠囊', '牛樟芝滴丸', '黑木耳露', '薑黃粉'], option: '數量', options: ['30粒', '60粒', '90粒'] },
  { name: '飲品', frozen: false, goods: ['冬瓜茶磚', '洛神花茶', '桂圓紅棗茶', '青草茶'], option: '包裝', options: ['單瓶', '6瓶', '24瓶'] },
  { name: '寵物', frozen: false, goods: ['雞肉凍乾', '貓抓板', '寵物睡墊', '潔牙骨'], option: '尺寸', options: ['小型', '中型', '大型'] },
  { name: '文具', frozen: false, goods: ['手工筆記本', '毛筆', '紙膠帶', '木製鋼筆'], option: '款式', options: ['經典款', '限定款', '套組'] },
];

const REGIONS = ['阿里山', '日月潭', '花蓮', '臺東', '屏東', '宜蘭', '嘉義', '南投', '新竹', '苗栗', '澎湖', '金門', '臺南', '鹿港', '三峽', '大溪'];
const WORDS = ['手工', '有機', '古早味', '特選', '頂級', '在地', '精選', '家傳', '小農', '嚴選'];
const BRAND_HEADS = ['山嵐', '鄉味', '森之', '老街', '好客', '阿嬤', '海風', '晨光', '稻香', '青田', '雲林', '福記', '永興', '和春', '長榮', '新光'];
const BRAND_TAILS = ['茶園', '食品', '工坊', '商行', '農場', '本舖', '號', '堂'];

/** A small deterministic random source (mulberry32), so a seed always gives the same file. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Catalogue = {
  /** The header and exactly `rows` data rows, as text cells. */
  table: string[][];
  products: number;
  variants: number;
  brands: number;
  categories: number;
};

/**
 * A catalogue of exactly `rows` data rows: products of 1 to 5 variants (the last one trimmed to fit).
 * `run` > 0 names other products (titles and model numbers) of the same shape: an import of the
 * same file again finds its products already there, so each run of a bench imports its own.
 */
export function catalogue(rows: number, seed = 2026, run = 0): Catalogue {
  const mark = run > 0 ? `${run}-` : '';
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const brands = BRAND_HEADS.flatMap((head) => BRAND_TAILS.map((tail) => head + tail)).filter((_, i) => i % 2 === 0).slice(0, 60);
  const table: string[][] = [HEADER];
  const usedBrands = new Set<string>();
  const usedCategories = new Set<string>();
  let products = 0;
  while (table.length - 1 < rows) {
    const category = pick(CATEGORIES);
    const brand = pick(brands);
    const good = pick(category.goods);
    const title = `${pick(REGIONS)}${pick(WORDS)}${good} ${mark}${String(products + 1).padStart(4, '0')}`;
    const left = rows - (table.length - 1);
    const count = Math.min(left, 1 + Math.floor(next() * Math.min(5, category.options.length)));
    const base = 80 + Math.round(next() * 232) * 10;
    const code = `P${mark}${String(products + 1).padStart(4, '0')}`;
    usedBrands.add(brand);
    usedCategories.add(category.name);
    for (let v = 0; v < count; v++) {
      const price = base + v * 50;
      const sale = next() < 0.15 ? String(Math.round(price * 0.9)) : '';
      const points = next() < 0.3 ? String(Math.floor(price / 10)) : '0';
      const stock = String(Math.floor(next() * 200));
      const cells = [
        v === 0 ? '商品' : '規格',
        v === 0 ? title : '',
        v === 0 ? brand : '',
        v === 0 ? category.name : '',
        v === 0 ? (category.frozen ? '冷凍' : '一般') : '',
        v === 0 && count > 1 ? category.option : '',
        count > 1 ? category.options[v]! : '',
        `${code}-${v + 1}`,
        price >= 1000 ? price.toLocaleString('en-US') : String(price),
        points,
        sale,
        stock,
        '否',
        v === 0 ? `${brand}出品，${good}嚴選產地直送。"${category.name}"類熱銷商品，${category.frozen ? '冷凍宅配' : '常溫配送'}。` : '',
      ];
      table.push(cells);
    }
    products++;
  }
  const variants = table.length - 1;
  return { table, products, variants, brands: usedBrands.size, categories: usedCategories.size };
}

export function csvText(table: readonly (readonly string[])[], delimiter = ','): string {
  const cell = (text: string) => (/[",\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return table.map((row) => row.map(cell).join(delimiter)).join('\r\n') + '\r\n';
}

/** The text in Big5 (cp950); iconv fails on any character Big5 cannot hold. */
export function big5(text: string): Buffer {
  return execFileSync('iconv', ['-f', 'UTF-8', '-t', 'CP950'], { input: Buffer.from(text, 'utf8'), maxBuffer: 64 * 1024 * 1024 });
}

if (require.main === module) {
  const [file = 'catalogue-big5.csv', rows = '5000'] = process.argv.slice(2);
  const made = catalogue(Number(rows));
  const bytes = big5(csvText(made.table));
  writeFileSync(file, bytes);
  console.log(`${file}: ${made.variants} rows, ${made.products} products, ${made.brands} brands, ${made.categories} categories, ${bytes.length} bytes`);
}
