// Every validation error of the product form in one list (issue 24 #19): the field, and for a
// variant its option titles, for an option row its title, each with the message; choosing one
// takes the merchant to the field (showing its variant or opening its option row first). The
// form lists them on a refused save, from its own check or the server's, and goes to the first.
import { Trans, useLingui } from '@lingui/react/macro';
import { PRODUCT_MODEL_TYPE } from '@storefront/contracts';
import { useValidationText } from '@storefront/ui';
import type { FieldErrors } from 'react-hook-form';
import type { ProductForm } from './product-form-values';
import { optionDigits } from './variant-arithmetic';

/** One error: its form path, the variant or option row it belongs to, and the message key. */
export type FormError = { path: string; variant?: number; row?: number; message: string };

const TOP_ORDER = [
  'title',
  'slug',
  'productModelType',
  'productBrandId',
  'productDeliveryType',
  'productCatelogId',
  'productTypes',
  'viewCommission',
  'shareCommission',
  'purchaseCommission',
  'productSelections',
  'productModels',
  'informations',
  'descriptions',
  'specifications',
  'purchaseDescriptions',
];
const LEAF_ORDER = [
  'title',
  'productOptions',
  'stockModel',
  'productPrices',
  'price',
  'usePointPercent',
  'onSalePrice',
  'startDate',
  'endDate',
];
const SKIP = new Set(['message', 'type', 'ref', 'types', 'root']);

function walk(node: unknown, path: string[], out: { path: string[]; message: string }[]): void {
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  // The brand holds an id: left empty (or not chosen) it is required, not "a number".
  if (typeof record.message === 'string' && record.message)
    out.push({ path, message: path.join('.') === 'productBrandId' ? 'required' : record.message });
  else if (record.root && typeof record.root === 'object') walk(record.root, path, out);
  for (const [key, child] of Object.entries(record)) if (!SKIP.has(key)) walk(child, [...path, key], out);
}

const rank = (list: string[], key: string | undefined) => {
  const index = key === undefined ? -1 : list.indexOf(key);
  return index === -1 ? (key !== undefined && /^\d+$/.test(key) ? Number(key) : list.length) : index;
};

/** The errors in the order of the form: top fields, option rows, then variants by position. */
export function collectErrors(errors: FieldErrors<ProductForm>): FormError[] {
  const found: { path: string[]; message: string }[] = [];
  walk(errors, [], found);
  const key = (path: string[]) => [rank(TOP_ORDER, path[0]), ...path.slice(1).map((part) => rank(LEAF_ORDER, part))];
  found.sort((a, b) => {
    const [x, y] = [key(a.path), key(b.path)];
    for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
      const diff = (x[i] ?? -1) - (y[i] ?? -1);
      if (diff !== 0) return diff;
    }
    return 0;
  });
  return found.map(({ path, message }) => errorAt(path.join('.'), message));
}

/** The error at a form path (as the server's issues name them). */
export function errorAt(path: string, message: string): FormError {
  const parts = path.split('.');
  const index = parts[1] !== undefined && /^\d+$/.test(parts[1]) ? Number(parts[1]) : undefined;
  return {
    path,
    message,
    variant: parts[0] === 'productModels' ? index : undefined,
    row: parts[0] === 'productSelections' ? index : undefined,
  };
}

type Props = { errors: FormError[]; values: ProductForm; onGo: (error: FormError) => void };

export function ErrorSummary({ errors, values, onGo }: Props) {
  const { t } = useLingui();
  const text = useValidationText();
  const selections = values.productSelections ?? [];
  const multi = Number(values.productModelType) === PRODUCT_MODEL_TYPE.withOptions;

  const topLabels: Record<string, string> = {
    title: t`商品名稱`,
    slug: t`網址後綴`,
    productModelType: t`商品類型`,
    productBrandId: t`品牌`,
    productDeliveryType: t`配送方式`,
    productCatelogId: t`分類`,
    productTypes: t`商品分類標籤`,
    viewCommission: t`瀏覽佣金`,
    shareCommission: t`分享佣金`,
    purchaseCommission: t`購買佣金`,
    productSelections: t`選項`,
    productModels: t`規格`,
    informations: t`廣告文字`,
    descriptions: t`商品介紹`,
    specifications: t`規格說明`,
    purchaseDescriptions: t`購買須知`,
  };
  const variantLabels: Record<string, string> = {
    title: t`規格名稱`,
    modelNumber: t`型號`,
    'stockModel.inventory': t`庫存`,
    'stockModel.modelNumber': t`型號`,
    'productPrices.0.price': t`價格`,
    'productPrices.0.usePointPercent': t`可折抵點數金額`,
    'productPrices.0.onSalePrice': t`特價價格`,
    'productPrices.0.startDate': t`特價開始日`,
    'productPrices.0.endDate': t`特價結束日`,
    productImages: t`商品圖片`,
  };

  const variantName = (index: number) => {
    if (!multi || selections.length === 0) return t`規格`;
    const digits = optionDigits(selections, index);
    const titles = selections.map((row, r) => row.productOptions[digits[r] ?? 0]?.title || t`無選項標題`).join(' / ');
    return t`規格「${titles}」`;
  };

  const describe = (error: FormError) => {
    const parts = error.path.split('.');
    if (error.variant !== undefined) {
      const rest = parts.slice(2).join('.');
      return rest ? `${variantName(error.variant)} · ${variantLabels[rest] ?? t`規格`}` : variantName(error.variant);
    }
    if (error.row !== undefined) {
      const rowTitle = selections[error.row]?.title || t`無選項列標題`;
      const row = t`選項列「${rowTitle}」`;
      if (parts[2] === 'title') return `${row} · ${t`選項列標題`}`;
      if (parts[2] === 'productOptions' && parts[3] !== undefined) {
        const n = Number(parts[3]) + 1;
        return `${row} · ${t`選項 ${n} 標題`}`;
      }
      return row;
    }
    return topLabels[parts[0] ?? ''] ?? parts[0] ?? '';
  };

  if (errors.length === 0) return null;
  const count = errors.length;
  return (
    <div className="product-form__errors" role="alert" aria-labelledby="product-form-errors-title">
      <p id="product-form-errors-title" className="sf-form__error">
        <Trans>請修正以下 {count} 個錯誤：</Trans>
      </p>
      <ul>
        {errors.map((error) => {
          const where = describe(error);
          const message = text(error.message);
          return (
            <li key={error.path}>
              <button type="button" className="sf-button sf-button--link" onClick={() => onGo(error)}>
                {t`${where}：${message}`}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
