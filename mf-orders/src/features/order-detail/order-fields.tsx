// Every label of an order the buyer sees (shopper specification, section 3, "Order labels shown
// to buyers"), in the order detail's cards (shared with the merchant's in @storefront/ui/orders):
// the order (number, date, status, payment, points, promo), the buyer and the receipt, and the
// delivery (recipient, address, method, store, logistics).
import { Trans } from '@lingui/react/macro';
import { formatDate, formatPoints, isConvenienceStorePickup, type OrderModel } from '@storefront/contracts';
import { RECEIPT_TYPE } from '@storefront/contracts/checkout';
import { Price, useLanguage } from '@storefront/ui';
import { DeliveryMethodLabel, OrderCard, OrderFact, OrderFacts, OrderStatusBadge } from '@storefront/ui/orders';
import { useOrderLabels } from '../../shared/use-order-labels';
import { LogisticsStatusText } from './logistics-status-text';

export function OrderFields({ order, showLogisticsStatus }: { order: OrderModel; showLogisticsStatus: boolean }) {
  const lang = useLanguage();
  const labels = useOrderLabels();
  const pickup = isConvenienceStorePickup(order.paymentType);
  const carrier =
    order.receiptType === RECEIPT_TYPE.carrier ? `${labels.carrierType(order.carrierType)} ${order.carrierNumber ?? ''}`.trim() : '';
  return (
    <>
      <OrderCard title={<Trans>訂單資訊</Trans>}>
        <OrderFacts>
          <OrderFact label={<Trans>訂單編號</Trans>}>{order.orderStatementId}</OrderFact>
          <OrderFact label={<Trans>日期</Trans>}>{formatDate(order.created, lang)}</OrderFact>
          <OrderFact label={<Trans>狀態</Trans>}>
            <OrderStatusBadge status={order.status} />
          </OrderFact>
          <OrderFact label={<Trans>付款方式</Trans>}>{labels.paymentType(order.paymentType)}</OrderFact>
          <OrderFact label={<Trans>使用點數</Trans>}>{formatPoints(order.usePoints ?? 0)}</OrderFact>
          <OrderFact label={<Trans>獲得點數</Trans>}>{formatPoints(order.earnPoints ?? 0)}</OrderFact>
          <OrderFact label={<Trans>優惠碼</Trans>}>
            {order.promoTitle ? (
              <>
                {order.promoTitle} (−
                <Price amount={order.promoDiscount ?? 0} currencyType={order.currencyType} />)
              </>
            ) : null}
          </OrderFact>
        </OrderFacts>
      </OrderCard>
      <OrderCard title={<Trans>購買人與發票</Trans>}>
        <OrderFacts>
          <OrderFact label={<Trans>購買人</Trans>}>{order.paymentFullName}</OrderFact>
          <OrderFact label={<Trans>電子郵件</Trans>}>{order.paymentEmail}</OrderFact>
          <OrderFact label={<Trans>帳單地址</Trans>}>{order.paymentAddress}</OrderFact>
          <OrderFact label={<Trans>發票寄送</Trans>}>{labels.receiptMethod(order.receiptMethod)}</OrderFact>
          <OrderFact label={<Trans>發票類型</Trans>}>
            {labels.receiptType(order.receiptType)}
            {order.receiptType === RECEIPT_TYPE.company && order.taxId ? ` ${order.taxId} ${order.companyTitle ?? ''}` : ''}
            {order.receiptType === RECEIPT_TYPE.donation && order.donationCode ? ` ${order.donationCode}` : ''}
          </OrderFact>
          {order.receiptType === RECEIPT_TYPE.carrier ? <OrderFact label={<Trans>載具類型</Trans>}>{carrier}</OrderFact> : null}
        </OrderFacts>
      </OrderCard>
      <OrderCard title={<Trans>運送</Trans>}>
        <OrderFacts>
          <OrderFact label={<Trans>收件人</Trans>}>{order.deliveryFullName}</OrderFact>
          <OrderFact label={<Trans>電話</Trans>}>{order.deliveryTelephone || order.paymentTelephone}</OrderFact>
          <OrderFact label={<Trans>運送地址</Trans>}>{order.deliveryAddress}</OrderFact>
          {order.deliveryComments ? <OrderFact label={<Trans>備註</Trans>}>{order.deliveryComments}</OrderFact> : null}
          <OrderFact label={<Trans>運送方式</Trans>}>
            <DeliveryMethodLabel paymentType={order.paymentType} deliveryType={order.deliveryType} />
          </OrderFact>
          {pickup && order.cvsStoreName ? (
            <OrderFact label={<Trans>取貨門市</Trans>}>{`${order.cvsStoreName}（${order.cvsStoreId ?? ''}）`}</OrderFact>
          ) : null}
          <OrderFact label={<Trans>物流公司</Trans>}>{order.deliveryETA}</OrderFact>
          <OrderFact label={<Trans>追蹤碼</Trans>}>{order.deliveryTrackingCode}</OrderFact>
          {pickup && order.e_orderno ? <OrderFact label={<Trans>寄件編號</Trans>}>{order.e_orderno}</OrderFact> : null}
          <OrderFact label={<Trans>預計到貨</Trans>}>{order.deliveryDate ? formatDate(order.deliveryDate, lang) : null}</OrderFact>
          {showLogisticsStatus && order.e_orderstatus ? (
            <OrderFact label={<Trans>超商物流狀態</Trans>}>
              <LogisticsStatusText orderStatus={order.e_orderstatus} />
            </OrderFact>
          ) : null}
        </OrderFacts>
      </OrderCard>
    </>
  );
}
