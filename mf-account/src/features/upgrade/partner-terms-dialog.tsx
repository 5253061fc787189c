// The partner terms in a dialog; 我已閱讀並同意 confirms that they were read.
import { Trans } from '@lingui/react/macro';
import { Button, Dialog } from '@storefront/ui';
import { PartnerTerms } from './partner-terms';

export function PartnerTermsDialog({ open, onClose, onConfirm }: { open: boolean; onClose: () => void; onConfirm: () => void }) {
  return (
    <Dialog
      open={open}
      title={<Trans>美立搭檔服務條款</Trans>}
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={onConfirm}>
          <Trans>我已閱讀並同意</Trans>
        </Button>
      }
    >
      <PartnerTerms />
    </Dialog>
  );
}
