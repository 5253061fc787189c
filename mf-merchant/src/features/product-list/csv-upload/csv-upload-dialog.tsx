// The four-step CSV bulk upload dialog (merchant.md §4 "Csv upload steps"): choose file, confirm,
// uploading, done. Closing resets it to step 1; after an upload the list reloads.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@storefront/ui';
import { ChooseFileStep } from './choose-file-step';
import { ConfirmStep } from './confirm-step';
import { DoneStep } from './done-step';
import { UploadingStep } from './uploading-step';
import { useCsvUpload, type CsvUploadStep } from './use-csv-upload';
import './csv-upload.css';

const STEPS: CsvUploadStep[] = ['choose', 'confirm', 'uploading', 'done'];

export function CsvUploadDialog({ open, onClose, onUploaded }: { open: boolean; onClose: () => void; onUploaded: () => void }) {
  const { t } = useLingui();
  const upload = useCsvUpload();
  const { step, file } = upload;
  const names: Record<CsvUploadStep, string> = {
    choose: t`選擇檔案`,
    confirm: t`確認`,
    uploading: t`上傳中`,
    done: t`完成`,
  };

  const close = () => {
    // An upload in flight finishes on its own; the dialog only closes before or after it.
    if (step === 'uploading') return;
    if (step === 'done') onUploaded();
    upload.reset();
    onClose();
  };

  const footer =
    step === 'choose' ? (
      <>
        <Button onClick={close}>
          <Trans>取消</Trans>
        </Button>
        <Button variant="primary" disabled={!file || upload.reading} onClick={upload.confirm}>
          <Trans>下一步</Trans>
        </Button>
      </>
    ) : step === 'confirm' ? (
      <>
        <Button onClick={upload.back}>
          <Trans>上一步</Trans>
        </Button>
        <Button variant="primary" disabled={!file || file.read.products.length === 0} onClick={() => void upload.upload()}>
          <Trans>開始上傳</Trans>
        </Button>
      </>
    ) : step === 'done' ? (
      <Button variant="primary" onClick={close}>
        <Trans>關閉</Trans>
      </Button>
    ) : null;

  const index = STEPS.indexOf(step) + 1;
  const stepName = names[step];
  return (
    <Dialog open={open} onClose={close} title={<Trans>CSV 批次上傳商品</Trans>} footer={footer}>
      <ol className="csv-upload__steps" aria-label={t`步驟`}>
        {STEPS.map((s) => (
          <li key={s} aria-current={s === step ? 'step' : undefined} className={s === step ? 'is-current' : undefined}>
            {names[s]}
          </li>
        ))}
      </ol>
      <p className="sf-visually-hidden">
        <Trans>
          步驟 {index}/4：{stepName}
        </Trans>
      </p>
      {step === 'choose' ? (
        <ChooseFileStep
          reading={upload.reading}
          fileError={upload.fileError}
          fileName={file?.name ?? null}
          onChoose={(f) => void upload.chooseFile(f)}
        />
      ) : null}
      {step === 'confirm' && file ? <ConfirmStep file={file} /> : null}
      {step === 'uploading' ? <UploadingStep done={upload.progress.done} total={upload.progress.total} /> : null}
      {step === 'done' && file && upload.outcome ? <DoneStep file={file} outcome={upload.outcome} /> : null}
    </Dialog>
  );
}
