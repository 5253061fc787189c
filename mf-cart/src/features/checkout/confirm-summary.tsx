// The confirm step's summary of everything the order will carry besides its lines: the buyer,
// how and where it is delivered (the address, or the pickup chain and store), how it is paid,
// and the e-invoice (where it goes, its type and the tax id, carrier or donation code), each
// part with a link back to the step where it is changed.
import { Trans, useLingui } from '@lingui/react/macro';
import { CVS_CHAINS } from '@storefront/contracts';
import { CARRIER_TYPE, RECEIPT_TYPE } from '@storefront/contracts/checkout';
import type { ReactNode } from 'react';
import { Link } from '@storefront/ui';
import type { AddressDraft, CheckoutDraft } from './checkout-draft';
import { usePaymentLabel } from './use-payment-label';

// The address line as orders print it (postal code, county, district, street), without loading
// the address part's district table for one line.
function addressLine(address: AddressDraft): string {
  return `${address.areaCode ?? ''}${address.city ?? ''}${address.areaTitle ?? ''}${address.street ?? ''}`.trim();
}

function person(address: AddressDraft | null): string {
  if (!address) return '';
  return `${address.lastName ?? ''}${address.firstName ?? ''}\u3000${address.telephone ?? ''}`.trim();
}

function SummaryPart({
  title,
  edit,
  editLabel,
  children,
  testId,
}: {
  title: ReactNode;
  edit: string;
  editLabel: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section className="checkout__summary-part" data-testid={testId}>
      <h3>
        {title}{' '}
        <Link to={edit} aria-label={editLabel}>
          <Trans>修改</Trans>
        </Link>
      </h3>
      <dl>{children}</dl>
    </section>
  );
}

export function ConfirmSummary({ draft }: { draft: CheckoutDraft }) {
  const { t } = useLingui();
  const paymentLabel = usePaymentLabel();
  const pickup = draft.deliveryMethod !== 'home' ? CVS_CHAINS[draft.deliveryMethod] : null;
  const brand = pickup?.brand ?? '';
  const receipt = draft.receipt ?? {};
  const delivery = draft.deliveryDetail;
  const receiptTypeLabel = (() => {
    switch (receipt.type) {
      case RECEIPT_TYPE.company:
        return t`公司（統一編號）`;
      case RECEIPT_TYPE.carrier:
        return t`載具`;
      case RECEIPT_TYPE.donation:
        return t`捐贈`;
      default:
        return t`一般電子發票`;
    }
  })();
  return (
    <div className="checkout__summary">
      <SummaryPart testId="summary-delivery" title={<Trans>收件資料</Trans>} edit="../delivery" editLabel={t`修改收件資料`}>
        <dt>
          <Trans>訂購人</Trans>
        </dt>
        <dd>
          {person(draft.purchaseDetail)} {draft.purchaseDetail?.email ?? ''}
        </dd>
        <dt>
          <Trans>收件人</Trans>
        </dt>
        <dd>{person(delivery)}</dd>
        <dt>
          <Trans>取貨方式</Trans>
        </dt>
        <dd>{pickup ? t`超商取貨：${brand}` : t`宅配到府`}</dd>
        {pickup ? (
          <>
            <dt>
              <Trans>取貨門市</Trans>
            </dt>
            <dd data-testid="summary-store">
              {draft.cvsStore ? (
                `${draft.cvsStore.storeName}（${draft.cvsStore.storeId}）${draft.cvsStore.address}`
              ) : (
                <Trans>請選擇取貨門市</Trans>
              )}
            </dd>
          </>
        ) : (
          <>
            <dt>
              <Trans>收件地址</Trans>
            </dt>
            <dd data-testid="summary-address">{delivery ? addressLine(delivery) : ''}</dd>
          </>
        )}
        {draft.deliveryComments ? (
          <>
            <dt>
              <Trans>備註</Trans>
            </dt>
            <dd>{draft.deliveryComments}</dd>
          </>
        ) : null}
      </SummaryPart>
      <SummaryPart testId="summary-payment" title={<Trans>付款方式與發票</Trans>} edit="../payment" editLabel={t`修改付款方式與發票`}>
        <dt>
          <Trans>付款方式</Trans>
        </dt>
        <dd>{draft.paymentType !== null ? paymentLabel(draft.paymentType) : ''}</dd>
        <dt>
          <Trans>發票寄送方式</Trans>
        </dt>
        <dd>{receipt.method === 1 ? t`寄送給訂購人` : t`隨貨寄送`}</dd>
        <dt>
          <Trans>發票類型</Trans>
        </dt>
        <dd data-testid="summary-receipt-type">{receiptTypeLabel}</dd>
        {receipt.type === RECEIPT_TYPE.company ? (
          <>
            <dt>
              <Trans>統一編號</Trans>
            </dt>
            <dd data-testid="summary-tax-id">{receipt.taxId}</dd>
            <dt>
              <Trans>公司抬頭</Trans>
            </dt>
            <dd>{receipt.companyTitle}</dd>
          </>
        ) : null}
        {receipt.type === RECEIPT_TYPE.carrier ? (
          <>
            <dt>{receipt.carrierType === CARRIER_TYPE.naturalPersonCertificate ? t`自然人憑證` : t`手機條碼`}</dt>
            <dd data-testid="summary-carrier">{receipt.carrierNumber}</dd>
          </>
        ) : null}
        {receipt.type === RECEIPT_TYPE.donation ? (
          <>
            <dt>
              <Trans>捐贈碼</Trans>
            </dt>
            <dd>{receipt.donationCode}</dd>
          </>
        ) : null}
      </SummaryPart>
    </div>
  );
}
