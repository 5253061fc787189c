// The four product texts in tabs (advertising text, introduction, specifications, purchase notes),
// each a rich-text editor loaded on demand.
import { useLingui } from '@lingui/react/macro';
import { LoadingState, Tabs } from '@storefront/ui';
import { lazy, Suspense } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ProductForm } from './product-form-values';

const RichTextEditor = lazy(() => import('../../shared/rich-text/rich-text-editor'));

type TextField = 'informations' | 'descriptions' | 'specifications' | 'purchaseDescriptions';

export function ProductTexts() {
  const { t } = useLingui();
  const { getValues, setValue } = useFormContext<ProductForm>();
  const editor = (field: TextField, label: string) => (
    // Keyed by field: each tab gets its own editor instead of React reusing the previous tab's.
    <Suspense key={field} fallback={<LoadingState />}>
      <RichTextEditor
        label={label}
        initialHtml={getValues(field) ?? ''}
        onChange={(html) => setValue(field, html, { shouldDirty: true })}
      />
    </Suspense>
  );
  const items: { id: TextField; label: string }[] = [
    { id: 'informations', label: t`廣告文字` },
    { id: 'descriptions', label: t`商品介紹` },
    { id: 'specifications', label: t`規格說明` },
    { id: 'purchaseDescriptions', label: t`購買須知` },
  ];
  return (
    <div className="product-texts">
      <Tabs label={t`商品說明`} items={items.map((item) => ({ id: item.id, label: item.label, content: editor(item.id, item.label) }))} />
    </div>
  );
}
