// Every label of an order the buyer sees (shopper specification, section 3, "Order labels shown
// to buyers"): who, where, how it is delivered and paid, the receipt, points, promo and logistics.
import { Trans } from '@lingui/react/macro';
import { formatDate, formatPoints, isConvenienceStorePickup, type OrderModel } from '@storefront/contracts';
import { RECEIPT_TYPE } from '@storefront/contracts/checkout';
import { Price, useLanguage } from '@storefront/ui';
import { DeliveryMethodLabel, OrderStatusLabel } from '@storefront/ui/orders';
import type { ReactNode } from 'react';
import { useOrderLabels } from '../../shared/use-order-labels';
import { LogisticsStatusText } from './logistics-status-text';

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="order-fields__row">
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </div>
  );
}

export function OrderFields({ order, showLogisticsStatus }: { order: OrderModel; showLogisticsStatus: boolean }) {
  const lang = useLanguage();
  const labels = useOrderLabels();
  const pickup = isConvenienceStorePickup(order.paymentType);
  const carrier =
    order.receiptType === RECEIPT_TYPE.carrier ? `${labels.carrierType(order.carrierType)} ${order.carrierNumber ?? ''}`.trim() : '';
  return (
    <dl className="order-fields">
      <Row label={<Trans>訂單編號</Trans>}>{order.orderStatementId}</Row>
      <Row label={<Trans>日期</Trans>}>{formatDate(order.created, lang)}</Row>
      <Row label={<Trans>狀態</Trans>}>
        <OrderStatusLabel status={order.status} />
      </Row>
      <Row label={<Trans>購買人</Trans>}>{order.paymentFullName}</Row>
      <Row label={<Trans>收件人</Trans>}>{order.deliveryFullName}</Row>
      <Row label={<Trans>電子郵件</Trans>}>{order.paymentEmail}</Row>
      <Row label={<Trans>電話</Trans>}>{order.deliveryTelephone || order.paymentTelephone}</Row>
      <Row label={<Trans>帳單地址</Trans>}>{order.paymentAddress}</Row>
      <Row label={<Trans>運送地址</Trans>}>{order.deliveryAddress}</Row>
      {order.deliveryComments ? <Row label={<Trans>備註</Trans>}>{order.deliveryComments}</Row> : null}
      <Row label={<Trans>運送方式</Trans>}>
        <DeliveryMethodLabel paymentType={order.paymentType} deliveryType={order.deliveryType} />
      </Row>
      {pickup && order.cvsStoreName ? (
        <Row label={<Trans>取貨門市</Trans>}>{`${order.cvsStoreName}（${order.cvsStoreId ?? ''}）`}</Row>
      ) : null}
      <Row label={<Trans>付款方式</Trans>}>{labels.paymentType(order.paymentType)}</Row>
      <Row label={<Trans>發票寄送</Trans>}>{labels.receiptMethod(order.receiptMethod)}</Row>
      <Row label={<Trans>發票類型</Trans>}>
        {labels.receiptType(order.receiptType)}
        {order.receiptType === RECEIPT_TYPE.company && order.taxId ? ` ${order.taxId} ${order.companyTitle ?? ''}` : ''}
        {order.receiptType === RECEIPT_TYPE.donation && order.donationCode ? ` ${order.donationCode}` : ''}
      </Row>
      {order.receiptType === RECEIPT_TYPE.carrier ? <Row label={<Trans>載具類型</Trans>}>{carrier}</Row> : null}
      <Row label={<Trans>使用點數</Trans>}>{formatPoints(order.usePoints ?? 0)}</Row>
      <Row label={<Trans>獲得點數</Trans>}>{formatPoints(order.earnPoints ?? 0)}</Row>
      <Row label={<Trans>優惠碼</Trans>}>
        {order.promoTitle ? (
          <>
            {order.promoTitle} (−
            <Price amount={order.promoDiscount ?? 0} currencyType={order.currencyType} />)
          </>
        ) : null}
      </Row>
      <Row label={<Trans>物流公司</Trans>}>{order.deliveryETA}</Row>
      <Row label={<Trans>追蹤碼</Trans>}>{order.deliveryTrackingCode}</Row>
      {pickup && order.e_orderno ? <Row label={<Trans>寄件編號</Trans>}>{order.e_orderno}</Row> : null}
      <Row label={<Trans>預計到貨</Trans>}>{order.deliveryDate ? formatDate(order.deliveryDate, lang) : null}</Row>
      {showLogisticsStatus && order.e_orderstatus ? (
        <Row label={<Trans>超商物流狀態</Trans>}>
          <LogisticsStatusText orderStatus={order.e_orderstatus} />
        </Row>
      ) : null}
    </dl>
  );
}
