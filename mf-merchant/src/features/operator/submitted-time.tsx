// When something was submitted: the marketplace's calendar day and the Taipei wall-clock time.
import { formatDate } from '@storefront/contracts';
import { useLanguage } from '@storefront/ui';

const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

export function taipeiTime(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const shifted = new Date(time + TAIPEI_OFFSET_MS);
  return `${String(shifted.getUTCHours()).padStart(2, '0')}:${String(shifted.getUTCMinutes()).padStart(2, '0')}`;
}

export function SubmittedTime({ iso }: { iso: string | null | undefined }) {
  const lang = useLanguage();
  if (!iso) return null;
  return <time dateTime={iso}>{`${formatDate(iso, lang)} ${taipeiTime(iso)}`.trim()}</time>;
}
