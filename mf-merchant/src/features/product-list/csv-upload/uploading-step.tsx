// Step 3: the progress bar (rows of the file done / rows to send) while the products are sent in
// batches; the text beside it is a polite live region, so a screen reader hears it advance.
import { Trans, useLingui } from '@lingui/react/macro';

export function UploadingStep({ done, total }: { done: number; total: number }) {
  const { t } = useLingui();
  return (
    <div className="csv-upload__step">
      <progress className="csv-upload__progress" value={done} max={Math.max(total, 1)} aria-label={t`上傳進度`} />
      <p role="status" aria-live="polite" data-testid="csv-progress">
        <Trans>
          上傳中 {done}/{total} 列
        </Trans>
      </p>
    </div>
  );
}
