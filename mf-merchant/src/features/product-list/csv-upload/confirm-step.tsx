// Step 2: what was found before anything is sent: products and variants, rows (minus the header,
// empty lines skipped), encoding, delimiter, ignored columns, a preview and every row that cannot
// be imported with its line and reason.
import { Trans, useLingui } from '@lingui/react/macro';
import type { CsvFileInfo } from './use-csv-upload';
import { ProblemList } from './problem-list';
import { useProblemText } from './use-problem-text';

export function ConfirmStep({ file }: { file: CsvFileInfo }) {
  const { t } = useLingui();
  const { problemText } = useProblemText();
  const { read, parsed } = file;
  const rows = read.rowCount;
  const products = read.products.length;
  const variants = read.variantCount;
  const encoding = parsed.encoding === 'ANSI' ? 'ANSI (windows-1252)' : parsed.encoding;
  const delimiter = parsed.delimiter === '\t' ? t`Tab` : t`逗號`;
  const ignored = read.ignoredHeaders.join('、');
  return (
    <div className="csv-upload__step">
      <dl className="csv-upload__summary">
        <dt>
          <Trans>檔案</Trans>
        </dt>
        <dd>{file.name}</dd>
        <dt>
          <Trans>資料列數</Trans>
        </dt>
        <dd data-testid="csv-row-count">{rows}</dd>
        <dt>
          <Trans>可匯入</Trans>
        </dt>
        <dd data-testid="csv-product-count">
          <Trans>
            {products} 項商品，共 {variants} 個規格
          </Trans>
        </dd>
        <dt>
          <Trans>編碼</Trans>
        </dt>
        <dd data-testid="csv-encoding">{encoding}</dd>
        <dt>
          <Trans>分隔符號</Trans>
        </dt>
        <dd data-testid="csv-delimiter">{delimiter}</dd>
        {ignored ? (
          <>
            <dt>
              <Trans>略過的欄位</Trans>
            </dt>
            <dd>{ignored}</dd>
          </>
        ) : null}
      </dl>
      {read.preview.length > 0 ? (
        <div className="csv-upload__preview">
          <table>
            <caption>
              <Trans>前幾列預覽</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>行</Trans>
                </th>
                {read.header.map((h, i) => (
                  <th key={i} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {read.preview.map((row) => (
                <tr key={row.line}>
                  <th scope="row">{row.line}</th>
                  {read.header.map((_, i) => (
                    <td key={i}>{row.cells[i] ?? ''}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ProblemList title={t`無法匯入的列`} items={read.problems.map((problem) => ({ line: problem.line, text: problemText(problem) }))} />
    </div>
  );
}
