// A payment deadline as a Taipei date and time: '2026 年 11 月 29 日 14:05' (zh-tw),
// '2026/11/29 14:05' (en); the day alone says too little when the deadline is a moment.
import { formatDate, type Language } from '@storefront/contracts';

const TAIPEI_OFFSET_MS = 8 * 3600_000;

export function deadlineText(iso: string, lang: Language): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const taipei = new Date(time + TAIPEI_OFFSET_MS);
  const clock = `${String(taipei.getUTCHours()).padStart(2, '0')}:${String(taipei.getUTCMinutes()).padStart(2, '0')}`;
  return `${formatDate(iso, lang)} ${clock}`;
}
