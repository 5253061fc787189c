// The pictures of the current variant (or of the first one when all variants share pictures):
// add through the media picker, reorder by drag or with the move buttons, delete. Each picture is
// shown whole in its frame (a 540x540 square is not cropped to the frame's 210x160).
import { Trans, useLingui } from '@lingui/react/macro';
import type { MediaItem } from '@storefront/contracts';
import { Button, api, notify, useFailureText } from '@storefront/ui';
import { lazy, Suspense, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ImageForm, ProductForm } from './product-form-values';
import { moveItem, useSortable } from './use-sortable';

const MediaPickerDialog = lazy(() =>
  import('../../shared/media-picker/media-picker-dialog').then((m) => ({ default: m.MediaPickerDialog })),
);

export function VariantImages({ index }: { index: number }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const { watch, getValues, setValue, register } = useFormContext<ProductForm>();
  const allSame = watch('allSamePhotos');
  const target = allSame ? 0 : index;
  const path = `productModels.${target}.productImages` as const;
  const images = (watch(path) ?? []) as ImageForm[];
  const [picking, setPicking] = useState(false);

  const update = (next: ImageForm[]) => setValue(path, next, { shouldDirty: true });
  const listRef = useSortable<HTMLUListElement>((from, to) => update(moveItem((getValues(path) ?? []) as ImageForm[], from, to)));

  const add = async (item: MediaItem) => {
    setPicking(false);
    try {
      const record = await api().call('merchantAddImage');
      const productModelId = getValues(`productModels.${target}.productModelId`);
      const image: ImageForm = {
        imageId: item.id,
        sortOrder: record.sortOrder ?? undefined,
        productModelId: productModelId ?? undefined,
        publicUrl: item.publicUrl,
      };
      update([...((getValues(path) ?? []) as ImageForm[]), image]);
    } catch (error) {
      notify({ tone: 'error', text: failureText(error, 'msg') });
    }
  };

  return (
    <div className="variant-images">
      <h2 className="variant-images__title">
        <Trans>商品圖片</Trans>
      </h2>
      <label className="merchant-check">
        <input type="checkbox" {...register('allSamePhotos')} /> <Trans>所有規格使用相同圖片</Trans>
      </label>
      <p className="sf-field__hint">
        <Trans>建議尺寸 540x540，可拖曳排序</Trans>
      </p>
      <ul ref={listRef} className="variant-images__list" aria-label={t`商品圖片`}>
        {images.map((image, position) => (
          <li key={`${image.imageId}-${position}`} className="variant-images__item">
            <span className="variant-images__frame">
              <img src={image.publicUrl} alt={t`圖片 ${position + 1}`} width={210} height={160} />
            </span>
            <div className="variant-images__tools">
              <Button
                size="small"
                disabled={position === 0}
                onClick={() => update(moveItem(images, position, position - 1))}
                aria-label={t`上移圖片 ${position + 1}`}
              >
                <span aria-hidden="true">←</span>
              </Button>
              <Button
                size="small"
                disabled={position === images.length - 1}
                onClick={() => update(moveItem(images, position, position + 1))}
                aria-label={t`下移圖片 ${position + 1}`}
              >
                <span aria-hidden="true">→</span>
              </Button>
              <Button
                variant="danger"
                size="small"
                onClick={() => update(images.filter((_, i) => i !== position))}
                aria-label={t`刪除圖片 ${position + 1}`}
              >
                <Trans>刪除</Trans>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Button data-field={path} onClick={() => setPicking(true)}>
        <Trans>新增圖片</Trans>
      </Button>
      {picking ? (
        <Suspense fallback={null}>
          <MediaPickerDialog onClose={() => setPicking(false)} onSelect={add} />
        </Suspense>
      ) : null}
    </div>
  );
}
