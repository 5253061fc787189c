// A product as the API server answers it: two variations (3 flavours × 2 sizes = 6 models); and an
// auction of it.
import type { ProductDetail } from '@storefront/contracts';

export function productFixture(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const flavours = ['金萱', '翠玉', '四季春'];
  const sizes = ['75g', '150g'];
  const productModels = sizes.flatMap((size, sizeIndex) =>
    flavours.map((flavour, flavourIndex) => ({
      productModelId: 100 + sizeIndex * 3 + flavourIndex,
      title: `${flavour} ${size}`,
      modelNumber: `TEA-${sizeIndex}${flavourIndex}`,
      markPrice: sizeIndex === 0 ? 450 : 800,
      discountPrice: sizeIndex === 0 ? 399 : 720,
      usePointPercent: 20,
      inventory: 5,
      images: [{ src: `/media/demo/${flavourIndex}.svg`, alt: `${flavour} ${size}` }],
    })),
  );
  return {
    productId: 7,
    slug: 'alishan-oolong',
    title: '阿里山高山烏龍茶',
    catelog: '茶葉',
    brand: '山嵐茶園',
    productModelType: 1,
    productDeliveryType: 0,
    productBase: 0,
    productModels,
    variations: [
      { title: '口味', selected: 0, items: flavours.map((title) => ({ title })) },
      { title: '重量', selected: 0, items: sizes.map((title) => ({ title })) },
    ],
    merchantId: 3,
    merchantName: '山嵐茶園',
    ...overrides,
  };
}

/** An auction of one model: 2 days, 3 hours and a minute to go, two bids (the highest NT$3,500), step NT$100. */
export function auctionFixture(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return productFixture({
    productBase: 1,
    variations: [],
    endAuctionDate: new Date(Date.now() + 2 * 86_400_000 + 3 * 3_600_000 + 60_000).toISOString(),
    auctionRecords: [{ price: 3300 }, { price: 3500 }],
    startAuctionAmount: 3000,
    minAuctionPrice: 100,
    ...overrides,
  });
}
