// Step 4: how many products were created, how many were already there (the same file sent again
// after a closed tab or a failed request: not made twice), every row that was not imported with
// its line and reason, and a CSV of those rows (the file's header plus a reason column) to fix and
// upload again.
import { Trans, useLingui } from '@lingui/react/macro';
import { columnForHeader, failedRowsCsv, type CsvColumnKey } from '@storefront/contracts/csv';
import { Button } from '@storefront/ui';
import { useMemo } from 'react';
import { downloadCsv } from './csv-download';
import { ProblemList } from './problem-list';
import type { CsvFileInfo } from './use-csv-upload';
import { useProblemText, type ReasonLine } from './use-problem-text';
import type { UploadOutcome } from './upload-products';

export function DoneStep({ file, outcome }: { file: CsvFileInfo; outcome: UploadOutcome }) {
  const { t } = useLingui();
  const { problemText, failureLines, fileText } = useProblemText();
  const { read } = file;

  const { reasons, failedRows } = useMemo(() => {
    const headerOf = (key: CsvColumnKey) => read.header.find((header) => columnForHeader(header) === key);
    const reasons: ReasonLine[] = read.problems.map((p) => ({ line: p.line, text: problemText(p) }));
    const byLine = new Map<number, string[]>();
    const add = (line: number, text: string) => byLine.set(line, [...(byLine.get(line) ?? []), text]);
    for (const reason of reasons) add(reason.line, reason.text);
    for (const failure of outcome.failures) {
      const lines = failureLines(failure, headerOf);
      reasons.push(...lines);
      for (const line of lines) add(line.line, line.text);
      for (const line of failure.product.lines) if (!byLine.has(line)) add(line, fileText('productFailed', undefined));
    }
    for (const line of read.failedLines) if (!byLine.has(line)) add(line, fileText('productFailed', undefined));
    const failedRows = [...byLine.entries()]
      .filter(([line]) => read.rowsByLine.has(line))
      .sort(([a], [b]) => a - b)
      .map(([line, texts]) => ({ cells: read.rowsByLine.get(line)!, reason: texts.join('；') }));
    reasons.sort((a, b) => a.line - b.line);
    return { reasons, failedRows };
  }, [read, outcome, problemText, failureLines, fileText]);

  const { created, alreadyThere } = outcome;
  const failed = failedRows.length;
  return (
    <div className="csv-upload__step">
      <p role="status" data-testid="csv-created">
        <Trans>成功匯入 {created} 項商品</Trans>
      </p>
      <p data-testid="csv-already-there">
        <Trans>{alreadyThere} 項商品先前已匯入，未重複建立</Trans>
      </p>
      <p data-testid="csv-failed">
        <Trans>{failed} 列未匯入</Trans>
      </p>
      {failed > 0 ? (
        <>
          <Button
            onClick={() =>
              downloadCsv(`failed-${file.name.replace(/\.csv$/i, '')}.csv`, failedRowsCsv(read.header, failedRows, t`錯誤原因`))
            }
          >
            <Trans>下載未匯入的列（CSV）</Trans>
          </Button>
        </>
      ) : null}
      <ProblemList title={t`未匯入的列`} items={reasons} />
    </div>
  );
}
