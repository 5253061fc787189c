// The demo catalogue: two merchants' products over six categories, with variations, add-ons,
// auctions and one product out of stock. Prices are integer NT$.

export interface SeedSelection {
  title: string;
  options: string[];
  /** NT$ added to the model price per option index (0 for the first option). */
  step?: number;
}

export interface SeedAuction {
  start: number;
  step: number;
  endsInHours: number;
  /** Bids in time order, alternating between the demo buyer and the demo member. */
  bids: number[];
}

export interface SeedProduct {
  slug: string;
  title: string;
  merchant: 1 | 2;
  catelog: string;
  brand: string;
  types: string[];
  price: number;
  salePrice?: number;
  usePointPercent: number;
  inventory: number;
  images: number;
  delivery?: 0 | 1;
  badge?: string;
  selections?: SeedSelection[];
  auction?: SeedAuction;
  addons?: { slug: string; price: number }[];
  summary: string;
}

export const catelogTypes: Record<string, string[]> = {
  茶葉沖泡: ['烏龍茶', '紅茶', '普洱茶', '茶具'],
  台灣特產: ['糕點', '米糧', '海味', '果乾', '肉品'],
  美妝保養: ['洗髮沐浴', '香氛', '面膜'],
  '3C 家電': ['耳機', '充電', '鍵盤', '廚房家電'],
  居家生活: ['廚具', '衛浴', '餐具'],
  服飾配件: ['上衣', '包款'],
};

export const seedProducts: SeedProduct[] = [
  {
    slug: 'alishan-high-mountain-oolong-150g', title: '台灣高山烏龍茶 150g', merchant: 1, catelog: '茶葉沖泡',
    brand: '阿里山茶園', types: ['烏龍茶'], price: 880, salePrice: 790, usePointPercent: 80, inventory: 40, images: 4,
    badge: '熱銷', summary: '海拔 1500 公尺以上茶區手採，花香清雅、回甘悠長。',
    selections: [
      { title: '重量', options: ['150g', '300g'], step: 800 },
      { title: '包裝', options: ['罐裝', '禮盒'], step: 120 },
    ],
    addons: [
      { slug: 'yingge-ceramic-tea-cup-set', price: 499 },
      { slug: 'pineapple-cake-gift-box-10', price: 450 },
    ],
  },
  {
    slug: 'sun-moon-lake-ruby-black-tea-20', title: '日月潭紅玉紅茶 茶包 20 入', merchant: 1, catelog: '茶葉沖泡',
    brand: '日月潭茶坊', types: ['紅茶'], price: 450, usePointPercent: 40, inventory: 120, images: 3,
    summary: '台茶 18 號紅玉，帶有肉桂與薄荷香氣。',
    addons: [{ slug: 'pineapple-cake-gift-box-10', price: 450 }],
  },
  {
    slug: 'lugu-dongding-oolong-300g', title: '鹿谷凍頂烏龍茶 300g', merchant: 1, catelog: '茶葉沖泡',
    brand: '鹿谷茶莊', types: ['烏龍茶'], price: 1200, salePrice: 1080, usePointPercent: 100, inventory: 25, images: 3,
    summary: '傳統焙火工法，熟果香與炭焙香交織。',
  },
  {
    slug: 'beipu-oriental-beauty-tea-75g', title: '北埔東方美人茶 75g', merchant: 1, catelog: '茶葉沖泡',
    brand: '北埔茶莊', types: ['烏龍茶'], price: 980, usePointPercent: 90, inventory: 18, images: 2,
    badge: '限量', summary: '小綠葉蟬著涎，蜜香濃郁的膨風茶。',
  },
  {
    slug: 'pineapple-cake-gift-box-10', title: '土鳳梨酥禮盒 10 入', merchant: 1, catelog: '台灣特產',
    brand: '鳳梨田', types: ['糕點'], price: 520, usePointPercent: 50, inventory: 200, images: 3,
    summary: '關廟土鳳梨內餡，酸甜不膩。',
  },
  {
    slug: 'hualien-fuli-organic-rice-2kg', title: '花蓮富里有機米 2kg', merchant: 1, catelog: '台灣特產',
    brand: '花蓮好米', types: ['米糧'], price: 380, usePointPercent: 30, inventory: 80, images: 2,
    summary: '花東縱谷有機驗證稻米，真空包裝。',
  },
  {
    slug: 'tainan-mullet-roe-200g', title: '台南烏魚子 一口吃 200g', merchant: 1, catelog: '台灣特產',
    brand: '府城老店', types: ['海味'], price: 1280, salePrice: 1150, usePointPercent: 120, inventory: 30, images: 3,
    delivery: 1, summary: '野生烏魚子切片即食，冷凍宅配。',
  },
  {
    slug: 'irwin-dried-mango-300g', title: '愛文芒果乾 300g', merchant: 1, catelog: '台灣特產',
    brand: '鳳梨田', types: ['果乾'], price: 260, usePointPercent: 20, inventory: 150, images: 2,
    summary: '屏東枋山愛文芒果，無添加糖。',
  },
  {
    slug: 'yingge-ceramic-tea-cup-set', title: '鶯歌手拉坯陶瓷茶杯組', merchant: 1, catelog: '茶葉沖泡',
    brand: '鶯歌窯', types: ['茶具'], price: 650, usePointPercent: 60, inventory: 35, images: 3,
    summary: '職人手拉坯，一壺四杯。',
  },
  {
    slug: 'yilan-cherry-duck-half', title: '宜蘭櫻桃鴨 半隻', merchant: 1, catelog: '台灣特產',
    brand: '蘭陽牧場', types: ['肉品'], price: 680, usePointPercent: 60, inventory: 0, images: 2, delivery: 1,
    summary: '宜蘭放養櫻桃鴨，煙燻風味，冷凍宅配。',
  },
  {
    slug: 'auction-vintage-yixing-teapot', title: '老件朱泥紫砂壺（競標）', merchant: 1, catelog: '茶葉沖泡',
    brand: '鶯歌窯', types: ['茶具'], price: 3000, usePointPercent: 0, inventory: 1, images: 3, badge: '競標',
    summary: '八〇年代朱泥壺，壺身完整，附原盒。',
    auction: { start: 3000, step: 100, endsInHours: 12, bids: [3100, 3300, 3500] },
  },
  {
    slug: 'auction-aged-puer-cake-2005', title: '2005 年普洱茶餅 357g（競標）', merchant: 1, catelog: '茶葉沖泡',
    brand: '鹿谷茶莊', types: ['普洱茶'], price: 5000, usePointPercent: 0, inventory: 1, images: 2, badge: '競標',
    summary: '台灣乾倉存放近二十年，茶湯醇厚。',
    auction: { start: 5000, step: 200, endsInHours: 72, bids: [5200] },
  },
  {
    slug: 'auction-handmade-bamboo-tea-tray', title: '手工竹製茶盤（競標）', merchant: 2, catelog: '居家生活',
    brand: '木作居家', types: ['餐具'], price: 1200, usePointPercent: 0, inventory: 1, images: 2, badge: '競標',
    summary: '竹山孟宗竹手工製作，含排水槽。',
    auction: { start: 1200, step: 50, endsInHours: 144, bids: [] },
  },
  {
    slug: 'camellia-shampoo-500ml', title: '苦茶油洗髮精 500ml', merchant: 2, catelog: '美妝保養',
    brand: '綠野保養', types: ['洗髮沐浴'], price: 420, usePointPercent: 40, inventory: 90, images: 2,
    summary: '冷壓苦茶油配方，溫和清潔頭皮。',
  },
  {
    slug: 'taiwan-hinoki-essential-oil-10ml', title: '台灣檜木精油 10ml', merchant: 2, catelog: '美妝保養',
    brand: '森之香', types: ['香氛'], price: 560, salePrice: 490, usePointPercent: 50, inventory: 60, images: 2,
    summary: '阿里山檜木蒸餾萃取，森林香氣。',
  },
  {
    slug: 'centella-soothing-mask-5', title: '積雪草舒緩面膜 5 片', merchant: 2, catelog: '美妝保養',
    brand: '綠野保養', types: ['面膜'], price: 299, usePointPercent: 30, inventory: 140, images: 2,
    summary: '台灣製造，敏感肌適用。',
  },
  {
    slug: 'true-wireless-earbuds-pro', title: '真無線藍牙耳機 Pro', merchant: 2, catelog: '3C 家電',
    brand: '科技生活', types: ['耳機'], price: 2490, salePrice: 1990, usePointPercent: 200, inventory: 45, images: 3,
    badge: '新品', summary: '主動降噪，續航 30 小時，台灣保固一年。',
    selections: [{ title: '顏色', options: ['曜石黑', '珍珠白', '海軍藍'] }],
    addons: [{ slug: 'gan-fast-charger-65w', price: 690 }],
  },
  {
    slug: 'gan-fast-charger-65w', title: '65W 氮化鎵快充充電器', merchant: 2, catelog: '3C 家電',
    brand: '科技生活', types: ['充電'], price: 990, usePointPercent: 90, inventory: 70, images: 2,
    summary: '三孔輸出，筆電手機同時快充。',
    selections: [{ title: '顏色', options: ['黑色', '白色'] }],
  },
  {
    slug: 'zhuyin-mechanical-keyboard', title: '注音機械式鍵盤', merchant: 2, catelog: '3C 家電',
    brand: '科技生活', types: ['鍵盤'], price: 2990, usePointPercent: 250, inventory: 20, images: 3,
    summary: '繁體注音鍵帽，熱插拔軸座。',
    selections: [
      { title: '軸體', options: ['青軸', '紅軸', '茶軸'] },
      { title: '配色', options: ['黑色', '白色'], step: 200 },
    ],
    addons: [{ slug: 'gan-fast-charger-65w', price: 790 }],
  },
  {
    slug: 'power-bank-10000mah', title: '10000mAh 行動電源', merchant: 2, catelog: '3C 家電',
    brand: '科技生活', types: ['充電'], price: 790, usePointPercent: 70, inventory: 100, images: 2,
    summary: '輕巧機身，支援 PD 20W 快充。',
  },
  {
    slug: 'stainless-rice-cooker-6', title: '不鏽鋼電鍋 六人份', merchant: 2, catelog: '3C 家電',
    brand: '島嶼家電', types: ['廚房家電'], price: 2780, salePrice: 2580, usePointPercent: 200, inventory: 15, images: 2,
    delivery: 0, summary: '全不鏽鋼內外鍋，蒸煮燉滷一鍋搞定。',
  },
  {
    slug: 'hinoki-cutting-board-m', title: '檜木砧板 中', merchant: 2, catelog: '居家生活',
    brand: '木作居家', types: ['廚具'], price: 890, usePointPercent: 80, inventory: 25, images: 2,
    summary: '台灣檜木一體成形，天然抗菌。',
  },
  {
    slug: 'cotton-bath-towel', title: '台灣製純棉浴巾', merchant: 2, catelog: '居家生活',
    brand: '台灣織品', types: ['衛浴'], price: 450, usePointPercent: 40, inventory: 60, images: 2,
    summary: '雲林虎尾毛巾工廠製作，柔軟吸水。',
    selections: [
      { title: '顏色', options: ['米白', '灰色', '藍色'] },
      { title: '尺寸', options: ['標準', '加大'], step: 150 },
    ],
  },
  {
    slug: 'taiwan-map-tshirt', title: '臺灣地圖 T 恤', merchant: 2, catelog: '服飾配件',
    brand: '台灣織品', types: ['上衣'], price: 590, usePointPercent: 50, inventory: 50, images: 2,
    summary: '100% 精梳棉，台灣印製。',
    selections: [
      { title: '尺寸', options: ['S', 'M', 'L', 'XL'] },
      { title: '顏色', options: ['白色', '黑色'] },
    ],
  },
  {
    slug: 'canvas-tote-bag', title: '帆布托特包', merchant: 2, catelog: '服飾配件',
    brand: '台灣織品', types: ['包款'], price: 690, usePointPercent: 60, inventory: 40, images: 2,
    summary: '12 安厚帆布，內附拉鍊袋。',
  },
  {
    slug: 'bamboo-chopsticks-gift-set', title: '竹筷禮盒 10 雙', merchant: 2, catelog: '居家生活',
    brand: '木作居家', types: ['餐具'], price: 320, usePointPercent: 30, inventory: 75, images: 2,
    summary: '南投竹山桂竹，無塗漆。',
  },
];
