// Step 1: choose a .csv file (read and parsed as soon as it is chosen) and the templates.
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { TemplateDownloads } from './template-downloads';

export function ChooseFileStep({
  reading,
  fileError,
  fileName,
  onChoose,
}: {
  reading: boolean;
  fileError: string | null;
  fileName: string | null;
  onChoose: (file: File | null) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  return (
    <div className="csv-upload__step">
      <label htmlFor={inputId} className="csv-upload__label">
        <Trans>選擇商品 CSV 檔</Trans>
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        aria-describedby={fileError ? errorId : undefined}
        aria-invalid={fileError ? true : undefined}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      />
      <p className="csv-upload__hint">
        <Trans>接受 Excel 或 Google 試算表匯出的 CSV（UTF-8、UTF-16、Big5），以逗號或 Tab 分隔。</Trans>
      </p>
      {reading ? (
        <p role="status">
          <Trans>正在讀取檔案…</Trans>
        </p>
      ) : null}
      {fileError ? (
        <p id={errorId} role="alert" className="csv-upload__error">
          {fileError}
        </p>
      ) : null}
      {fileName && !reading && !fileError ? (
        <p role="status">
          <Trans>已讀取：{fileName}</Trans>
        </p>
      ) : null}
      <TemplateDownloads />
    </div>
  );
}
