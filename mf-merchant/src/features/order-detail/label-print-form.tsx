// The label-print button of a pending store pick-up order: a plain form post to the logistics
// provider (mode from the payment type, the provider's shipment number e_orderno), opened in a
// new tab so the merchant keeps the order on screen.
import { Trans } from '@lingui/react/macro';
import type { LabelPrintMode } from '@storefront/contracts';
import { LOGISTICS_PRINT_PATH } from '@storefront/contracts/merchant';

export function LabelPrintForm({ mode, orderNo }: { mode: LabelPrintMode; orderNo: string }) {
  return (
    <form method="post" action={LOGISTICS_PRINT_PATH} target="_blank" className="merchant-label-print">
      <input type="hidden" name="mode" value={String(mode)} />
      <input type="hidden" name="e_orderno" value={orderNo} />
      <button type="submit" className="sf-button sf-button--primary">
        <Trans>列印託運單</Trans>
      </button>
    </form>
  );
}
