// The media picker (merchant.md §2, §5): the merchant's pictures as 210x160 thumbnails, upload
// (jpeg/jpg/png/gif, up to 8 files of 1.5 MB, checked here before sending and again by the
// server), remove, and choose. Choosing anything but a picture does nothing. The library comes a
// page at a time, newest first, and can be searched by file name (a merchant with thousands of
// pictures is not sent them all at once).
import { Trans, useLingui } from '@lingui/react/macro';
import { checkImageFiles, IMAGE_UPLOAD_LIMITS, type MediaItem } from '@storefront/contracts/merchant';
import { MEDIA_UPLOAD_FIELD } from '@storefront/contracts/merchant';
import {
  Button,
  Dialog,
  EmptyState,
  ErrorState,
  FormFailure,
  LoadingState,
  api,
  notify,
  useApiData,
  useFailureText,
  useValidationText,
} from '@storefront/ui';
import { ListPager, ListSearch, ListTotal } from '@storefront/ui/lists';
import { useId, useState, type ChangeEvent } from 'react';

const ACCEPT = IMAGE_UPLOAD_LIMITS.extensions.map((ext) => `.${ext}`).join(',');
/** Four rows of the grid on a desktop dialog. */
const MEDIA_PAGE_SIZE = 24;

type Props = { onClose: () => void; onSelect: (item: MediaItem) => void };

export function MediaPickerDialog({ onClose, onSelect }: Props) {
  const { t } = useLingui();
  const text = useValidationText();
  const failureText = useFailureText();
  const inputId = useId();
  const [place, setPlace] = useState({ page: 1, q: '' });
  const media = useApiData(
    (signal) =>
      api().call('merchantMediaPage', { signal, query: { q: place.q, page: String(place.page), pageSize: String(MEDIA_PAGE_SIZE) } }),
    [place.page, place.q],
  );
  const showPage = (page: number) => setPlace((current) => ({ ...current, page }));
  /** Back to the newest pictures, where an upload appears (a reload when already there). */
  const showNewest = () => (place.page === 1 && place.q === '' ? media.reload() : setPlace({ page: 1, q: '' }));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const key = checkImageFiles(files);
    if (key) {
      setProblem(text(key));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const form = new FormData();
      for (const file of files) form.append(MEDIA_UPLOAD_FIELD, file);
      await api().call('merchantMediaUpload', { body: form });
      showNewest();
    } catch (error) {
      setProblem(failureText(error, 'msg'));
    } finally {
      setBusy(false);
    }
  };

  // A delete is asked first: the picture leaves the library for good (one a product shows, or an
  // edit waiting for review, is refused by the server, which names the products).
  const [asking, setAsking] = useState<number | null>(null);
  const remove = async (item: MediaItem) => {
    try {
      await api().call('merchantMediaRemove', { body: item });
      setAsking(null);
      // The last picture of a later page gone: the page before it.
      if (media.state === 'ready' && media.data.mediaList.length === 1 && place.page > 1) showPage(place.page - 1);
      else media.reload();
    } catch (error) {
      notify({ tone: 'error', text: failureText(error, 'msg') });
    }
  };

  const choose = (item: MediaItem) => {
    if (item.type !== 'Image') {
      console.info('media picker: not a picture', item);
      return;
    }
    onSelect(item);
  };

  return (
    <Dialog open title={<Trans>選擇圖片</Trans>} onClose={onClose}>
      <div className="merchant-media-upload">
        <label htmlFor={inputId} className="sf-button sf-button--primary">
          {busy ? <Trans>上傳中…</Trans> : <Trans>上傳圖片</Trans>}
        </label>
        <input id={inputId} className="sf-visually-hidden" type="file" accept={ACCEPT} multiple disabled={busy} onChange={upload} />
        <p className="sf-field__hint">
          <Trans>jpeg、jpg、png、gif，一次最多 8 個檔案，每個 1.5 MB 以內；建議尺寸 540x540</Trans>
        </p>
        <FormFailure failure={problem} className="sf-field__error" />
      </div>
      <ListSearch value={place.q} label={t`搜尋圖片檔名`} placeholder={t`檔名`} onSearch={(q) => setPlace({ page: 1, q })} />
      {media.state === 'loading' ? <LoadingState /> : null}
      {media.state === 'error' ? <ErrorState detail={failureText(media.error, 'msg')} onRetry={media.reload} /> : null}
      {media.state === 'ready' ? <ListTotal {...media.data} /> : null}
      {media.state === 'ready' && media.data.total === 0 ? (
        <EmptyState title={place.q ? <Trans>沒有符合的圖片</Trans> : <Trans>尚未上傳圖片</Trans>} />
      ) : null}
      {media.state === 'ready' && media.data.mediaList.length > 0 ? (
        <ul className="merchant-media-grid" aria-label={t`圖片庫`}>
          {media.data.mediaList.map((item) => (
            <li key={item.id} className="merchant-media-item">
              <button type="button" className="merchant-media-choose" onClick={() => choose(item)} aria-label={t`選擇 ${item.filename}`}>
                <img src={item.publicUrl} alt="" width={210} height={160} loading="lazy" />
              </button>
              {asking === item.id ? (
                <div className="merchant-media-confirm" role="group" aria-label={t`確定要刪除 ${item.filename}？`}>
                  <span>
                    <Trans>確定刪除這張圖片？</Trans>
                  </span>
                  <Button variant="danger" onClick={() => void remove(item)}>
                    <Trans>確定刪除</Trans>
                  </Button>
                  <Button variant="link" onClick={() => setAsking(null)}>
                    <Trans>取消</Trans>
                  </Button>
                </div>
              ) : (
                <Button variant="link" onClick={() => setAsking(item.id)} aria-label={t`刪除 ${item.filename}`}>
                  <Trans>刪除</Trans>
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {media.state === 'ready' ? <ListPager {...media.data} onPage={showPage} /> : null}
    </Dialog>
  );
}
