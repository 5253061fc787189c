// The reason texts of the CSV upload: problems found in the file (line, column, key) and failures
// at upload (a name that could not be resolved, the server's answer), in the page's language.
import { useLingui } from '@lingui/react/macro';
import { issueLocation, type CsvColumnKey, type CsvFileProblemKey, type CsvProblem } from '@storefront/contracts/csv';
import { useValidationText } from '@storefront/ui';
import { useCallback } from 'react';
import type { UploadFailure } from './upload-products';

export interface ReasonLine {
  line: number;
  text: string;
}

export function useProblemText() {
  const { t } = useLingui();
  const validationText = useValidationText();

  const fileText = useCallback(
    (key: CsvFileProblemKey, header: string | undefined): string => {
      const column = header ?? '';
      const texts: Record<CsvFileProblemKey, string> = {
        emptyFile: t`檔案是空的，沒有任何資料`,
        headerOnly: t`檔案只有標題列，沒有商品資料`,
        missingColumn: t`缺少必要欄位：${column}`,
        unbalancedQuotes: t`引號未成對，無法讀取此列`,
        variationWithoutProduct: t`規格列之前沒有商品列`,
        rowType: t`類型只能是「商品」或「規格」（Product / Variation）`,
        productFailed: t`同一商品的其他列有錯誤`,
      };
      return texts[key];
    },
    [t],
  );

  const problemText = useCallback(
    (problem: CsvProblem): string => {
      if (problem.key in FILE_KEYS) return fileText(problem.key as CsvFileProblemKey, problem.header);
      const reason = validationText(problem.key);
      const header = problem.header;
      return header ? t`${header}：${reason}` : reason;
    },
    [fileText, validationText, t],
  );

  const failureLines = useCallback(
    (failure: UploadFailure, headerOf: (key: CsvColumnKey) => string | undefined): ReasonLine[] => {
      const { product, reason } = failure;
      if (reason.kind === 'network') return [{ line: product.line, text: t`網路連線失敗，請稍後再試` }];
      if (reason.kind === 'name') {
        const name = reason.name;
        const texts = {
          brand: t`無法建立品牌「${name}」`,
          catelog: t`無法建立分類「${name}」`,
          productTypes: t`分類中沒有商品類型「${name}」`,
          images: t`無法使用圖片網址 ${name}`,
        };
        return [{ line: product.line, text: texts[reason.what] }];
      }
      if (reason.issues.length > 0) {
        return reason.issues.map((issue) => {
          const where = issueLocation(issue.path, product.lines);
          const reasonText = validationText(issue.key);
          const header = where.column && headerOf(where.column);
          return { line: where.line, text: header ? t`${header}：${reasonText}` : reasonText };
        });
      }
      const detail = reason.msg && reason.msg !== reason.title ? `${reason.title}：${reason.msg}` : reason.title;
      return [{ line: product.line, text: detail }];
    },
    [t, validationText],
  );

  return { problemText, failureLines, fileText };
}

const FILE_KEYS: Record<CsvFileProblemKey, true> = {
  emptyFile: true,
  headerOnly: true,
  missingColumn: true,
  unbalancedQuotes: true,
  variationWithoutProduct: true,
  rowType: true,
  productFailed: true,
};
