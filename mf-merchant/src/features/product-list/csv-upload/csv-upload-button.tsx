// The product list's upload button: opens the CSV upload dialog; onUploaded reloads the list.
import { Trans } from '@lingui/react/macro';
import { Button } from '@storefront/ui';
import { useState } from 'react';
import { CsvUploadDialog } from './csv-upload-dialog';

export function CsvUploadButton({ onUploaded }: { onUploaded: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Trans>CSV 批次上傳</Trans>
      </Button>
      <CsvUploadDialog open={open} onClose={() => setOpen(false)} onUploaded={onUploaded} />
    </>
  );
}
