// The merchant's media library (merchant.md §5, §7): upload pictures (jpeg/jpg/png/gif, at most
// 8 files of 1.5 MB, checked again here by name, type, size and the bytes themselves), list,
// remove and the thumbnail address. A merchant sees and removes only its own media.
import {
  checkImageFiles,
  IMAGE_UPLOAD_LIMITS,
  type MediaItem,
  type MediaPageQuery,
  type MediaPageResponse,
} from '@storefront/contracts/merchant';
import { MEDIA_UPLOAD_FIELD } from '@storefront/contracts/merchant';
import { containsPattern, type Database, type Queryable } from '../../db';
import { ApiError, notFound } from '../../errors';
import { removeStoredImage, sniffImage, storeImage, UPLOAD_URL_PREFIX, type ImageKind } from './merchant-media-files';

const UPLOAD_MESSAGES: Record<string, string> = {
  required: '請選擇要上傳的圖片',
  tooManyFiles: `一次最多上傳 ${IMAGE_UPLOAD_LIMITS.maxFiles} 個檔案`,
  fileType: '圖片格式只接受 jpeg、jpg、png、gif',
  fileTooBig: '檔案過大，請壓縮至 1.5 MB 以下',
};

const uploadRefused = (key: string) => new ApiError(400, '無法上傳圖片', UPLOAD_MESSAGES[key] ?? key, [{ path: MEDIA_UPLOAD_FIELD, key }]);

interface MediaRow {
  id: number;
  filename: string;
  type: string;
  public_url: string;
}
const toItem = (row: MediaRow): MediaItem => ({ id: row.id, filename: row.filename, type: row.type, publicUrl: row.public_url });

export async function uploadMedia(db: Database, merchantId: number, form: FormData) {
  const files = form.getAll(MEDIA_UPLOAD_FIELD).filter((f): f is File => typeof f !== 'string');
  const problem = checkImageFiles(files);
  if (problem) throw uploadRefused(problem);
  // Every file is read and checked before anything is written: all or nothing.
  const checked: { file: File; bytes: Uint8Array; kind: ImageKind }[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.byteLength > IMAGE_UPLOAD_LIMITS.maxBytes) throw uploadRefused('fileTooBig');
    const kind = sniffImage(bytes);
    if (!kind) throw uploadRefused('fileType');
    checked.push({ file, bytes, kind });
  }
  const stored: string[] = [];
  try {
    for (const item of checked) stored.push(await storeImage(item.bytes, item.kind));
    const media = await db.transaction(async (tx) => {
      const rows: MediaRow[] = [];
      for (const [index, item] of checked.entries()) {
        const name = stored[index]!;
        const [row] = await tx.query<MediaRow>(
          `insert into media (merchant_id, filename, type, public_url, stored_name) values ($1, $2, 'Image', $3, $4)
           returning id, filename, type, public_url`,
          [merchantId, item.file.name.slice(0, 255), `${UPLOAD_URL_PREFIX}${name}`, name],
        );
        rows.push(row!);
      }
      return rows;
    });
    return { status: 200, title: '上傳成功', media: media.map(toItem) };
  } catch (error) {
    await Promise.all(stored.map((name) => removeStoredImage(name)));
    throw error;
  }
}

export async function listMedia(db: Queryable, merchantId: number) {
  const rows = await db.query<MediaRow>('select id, filename, type, public_url from media where merchant_id = $1 order by id desc', [
    merchantId,
  ]);
  return rows.map(toItem);
}

/** A page of the merchant's library, newest first; `q` finds any part of a file name. */
export async function mediaPage(db: Queryable, merchantId: number, query: MediaPageQuery): Promise<MediaPageResponse> {
  const params: unknown[] = [merchantId];
  let where = 'merchant_id = $1';
  if (query.q) {
    params.push(containsPattern(query.q.toLowerCase()));
    where += ` and lower(filename) like $${params.length}`;
  }
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(`select count(*)::int as total from media where ${where}`, params);
  const rows = await db.query<MediaRow>(
    `select id, filename, type, public_url from media where ${where}
      order by id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return { status: 200, mediaList: rows.map(toItem), total, page: query.page, pageSize: query.pageSize };
}

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Removes a picture of the merchant's library, refused (409) while a product shows it or an edit
 * waiting for review would: the
 * answer names the products (up to five) and how many there are. Pictures put on variants that
 * were never saved (drafts) go with it. The database refuses too (160-media-in-use.sql), so a
 * product saved with the picture in the meantime keeps it.
 */
export async function removeMedia(db: Database, merchantId: number, mediaId: number) {
  const stored = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ stored_name: string | null }>(
      'select stored_name from media where id = $1 and merchant_id = $2 for update',
      [mediaId, merchantId],
    );
    if (!row) throw notFound('找不到圖片');
    // A product shows it, or an edit waiting for review would show it once approved (the
    // submitted save payload names its pictures by media id).
    const users = await tx.query<{ title: string }>(
      `select p.id, p.title from products p
        where p.id in (select m.product_id from product_images i join product_models m on m.id = i.product_model_id
                        where i.media_id = $1)
           or p.id in (select s.product_id from product_submissions s
                         cross join lateral jsonb_array_elements(coalesce(s.revision -> 'productModels', '[]'::jsonb)) model
                         cross join lateral jsonb_array_elements(coalesce(model -> 'productImages', '[]'::jsonb)) image
                        where s.status = 'pending' and (image ->> 'imageId') = $1::text)
        order by p.id`,
      [mediaId],
    );
    if (users.length > 0) throw inUse(users.map((u) => u.title));
    await tx.query(
      'delete from product_images i using product_models m where m.id = i.product_model_id and m.product_id is null and i.media_id = $1',
      [mediaId],
    );
    try {
      await tx.query('delete from media where id = $1', [mediaId]);
    } catch (error) {
      if ((error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) throw inUse([]);
      throw error;
    }
    return row.stored_name;
  });
  if (stored) await removeStoredImage(stored);
  return { status: 200, title: '已刪除' };
}

function inUse(titles: string[]): ApiError {
  const shown = titles
    .slice(0, 5)
    .map((title) => `「${title}」`)
    .join('、');
  const more = titles.length > 5 ? `等 ${titles.length} 件商品` : '';
  const where = titles.length > 0 ? `這張圖片用在 ${titles.length} 件商品：${shown}${more}` : '這張圖片用在商品中';
  return new ApiError(409, '圖片使用中', `${where}；請先從商品移除這張圖片再刪除`);
}

/** The address of a picture at a size; the browser fits the file into the box (object-fit). */
export async function mediaUrl(db: Queryable, merchantId: number, mediaId: number, width: number, height: number) {
  const [row] = await db.query<{ public_url: string }>('select public_url from media where id = $1 and merchant_id = $2', [
    mediaId,
    merchantId,
  ]);
  if (!row) throw notFound('找不到圖片');
  const separator = row.public_url.includes('?') ? '&' : '?';
  return { status: 200, url: `${row.public_url}${separator}w=${width}&h=${height}` };
}
