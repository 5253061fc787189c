// Copies one payment detail (the virtual account, a barcode's code, the deadline) for the buyer
// to paste into a bank app, and says so; where the clipboard is refused it says that instead.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, notify } from '@storefront/ui';

export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify({ tone: 'success', text: t`已複製${label}` });
    } catch {
      notify({ tone: 'error', text: t`無法複製，請手動選取`, durationMs: 4000 });
    }
  };
  return (
    <Button variant="text" onClick={copy} aria-label={t`複製${label}`}>
      <Trans>複製</Trans>
    </Button>
  );
}
