// The merchant domain's handlers (merchant.md): the merchant's profile, its products (list, take
// down, the new/edit models, saving for review, the add* drafts), the CSV bulk upload calls, its
// orders (list, complete the shipment) and the media library. Every call acts on the caller's
// own shop; the cancel of an order is the orders domain's (one call for buyers and merchants).
import { csvProductPackage } from '@storefront/contracts/csv';
import { idParam } from '../../validation';
import type { DomainHandlers } from '../handler';
import { signedIn } from '../handler';
import { merchantOrders, orderDetail } from '../orders/orders';
import {
  brandGetOrCreate,
  catelogGetOrCreate,
  editProductForCsv,
  mediaGetOrCreate,
  nameParam,
  newProductForCsv,
  stockModelGetOrCreate,
} from './csv-upload';
import { newProductsForCsv } from './csv-batch';
import { merchantProducts } from './merchant';
import { listMedia, mediaPage, mediaUrl, removeMedia, uploadMedia } from './merchant-media';
import { requestOrigin } from '../../payments/request-origin';
import { approveReturn, completeShipment, markRefundDone, refuseReturn, shipByConvenienceStore } from './merchant-orders';
import { merchantCatalogueInfo } from './merchant-product-edit-model';
import {
  draftImage,
  draftOption,
  draftProductModel,
  draftSelection,
  editProductModel,
  newProductModel,
  saveEditedProduct,
  saveNewProduct,
  takeDownProduct,
} from './merchant-products';
import { merchantProfile, saveMerchantProfile } from './merchant-profile';

export const merchantHandlers: DomainHandlers<'merchant'> = {
  merchantDetailGet: ({ db, member }) => merchantProfile(db, signedIn(member).userId),
  merchantDetailSave: ({ db, member, body }) => saveMerchantProfile(db, signedIn(member).userId, body),

  merchantProductList: ({ db, member, listQuery }) => merchantProducts(db, signedIn(member).userId, listQuery),
  merchantProductTakedown: ({ db, member, body }) => takeDownProduct(db, signedIn(member).userId, body.productId),
  merchantInfo: ({ db }) => merchantCatalogueInfo(db),
  merchantNewProduct: ({ db, member }) => newProductModel(db, signedIn(member).userId),
  merchantProductEdit: ({ db, member, param }) => editProductModel(db, signedIn(member).userId, idParam(param('productId'))),
  merchantSaveNewProduct: ({ db, member, body }) => saveNewProduct(db, signedIn(member).userId, body),
  merchantSaveEditProduct: ({ db, member, body }) => saveEditedProduct(db, signedIn(member).userId, body),
  merchantAddImage: () => draftImage(),
  merchantAddSelection: ({ db, member }) => draftSelection(db, signedIn(member).userId),
  merchantAddOption: ({ db, member }) => draftOption(db, signedIn(member).userId),
  merchantAddProductModel: ({ db, member }) => draftProductModel(db, signedIn(member).userId),

  csvProductPackage: async () => csvProductPackage(),
  brandGetOrCreate: async ({ db, param }) => ({
    status: 200,
    productBrandId: await brandGetOrCreate(db, nameParam(param('name'), 'name')),
  }),
  catelogGetOrCreate: async ({ db, param }) => ({
    status: 200,
    productCatelogId: await catelogGetOrCreate(db, nameParam(param('name'), 'name')),
  }),
  stockModelGetOrCreate: async ({ db, member, body }) => ({
    status: 200,
    stockModelId: await stockModelGetOrCreate(db, signedIn(member).userId, body),
  }),
  mediaGetOrCreate: ({ db, c, member, body }) => mediaGetOrCreate(db, signedIn(member).userId, body, requestOrigin(c)),
  merchantNewProductForCsv: ({ db, member, body }) => newProductForCsv(db, signedIn(member).userId, body),
  merchantNewProductsForCsv: ({ db, member, body }) => newProductsForCsv(db, signedIn(member).userId, body.products),
  merchantEditProductForCsv: ({ db, member, body }) => editProductForCsv(db, signedIn(member).userId, body),

  merchantOrderList: ({ db, member, listQuery }) => merchantOrders(db, signedIn(member).userId, listQuery),
  merchantOrderDetail: ({ db, member, param }) => orderDetail(db, signedIn(member).userId, idParam(param('orderId')), 'merchant'),
  merchantOrderComplete: ({ db, member, body }) => completeShipment(db, signedIn(member).userId, body),
  merchantOrderCvsShipment: ({ db, member, body, c }) => shipByConvenienceStore(db, signedIn(member).userId, body, requestOrigin(c)),
  merchantOrderReturnApprove: ({ db, member, body }) => approveReturn(db, signedIn(member).userId, body.orderId),
  merchantOrderReturnRefuse: ({ db, member, body }) => refuseReturn(db, signedIn(member).userId, body.orderId, body.reason),
  merchantOrderRefundDone: ({ db, member, body }) => markRefundDone(db, signedIn(member).userId, body.orderId),

  merchantMediaUpload: ({ db, member, body }) => uploadMedia(db, signedIn(member).userId, body),
  merchantMediaList: ({ db, member }) => listMedia(db, signedIn(member).userId),
  merchantMediaPage: ({ db, member, listQuery }) => mediaPage(db, signedIn(member).userId, listQuery),
  merchantMediaRemove: ({ db, member, body }) => removeMedia(db, signedIn(member).userId, body.id),
  merchantMediaUrl: ({ db, member, param }) =>
    mediaUrl(db, signedIn(member).userId, idParam(param('id')), idParam(param('width')), idParam(param('height'))),
};
