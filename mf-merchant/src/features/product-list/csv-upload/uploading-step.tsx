// Step 3: the progress bar (index/total) while products are sent.
import { Trans, useLingui } from '@lingui/react/macro';

export function UploadingStep({ done, total }: { done: number; total: number }) {
  const { t } = useLingui();
  return (
    <div className="csv-upload__step">
      <progress className="csv-upload__progress" value={done} max={Math.max(total, 1)} aria-label={t`上傳進度`} />
      <p role="status" data-testid="csv-progress">
        <Trans>
          上傳中 {done}/{total}
        </Trans>
      </p>
    </div>
  );
}
