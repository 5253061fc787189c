// The points list's kind filter and sort. They live in the URL (?kind=&sort=) with the search and
// the page, so a filtered list can be reloaded, shared and navigated back to.
import { Trans, useLingui } from '@lingui/react/macro';
import { POINTS_KIND, type PointsKind, type PointsListSort } from '@storefront/contracts/member';
import { Field } from '@storefront/ui';
import { usePointsKindText } from './points-reason';

/** The kinds of each list: what earns points, and what takes them. */
export const LIST_KINDS: Record<'earned' | 'used', readonly PointsKind[]> = {
  earned: [POINTS_KIND.view, POINTS_KIND.promote, POINTS_KIND.purchase, POINTS_KIND.useReturned],
  used: [POINTS_KIND.use, POINTS_KIND.reversal],
};

type PointsFiltersProps = {
  list: 'earned' | 'used';
  kind: string;
  sort: PointsListSort;
  /** Changed values ('' removes one). */
  onChange: (changes: Record<string, string>) => void;
};

export function PointsFilters({ list, kind, sort, onChange }: PointsFiltersProps) {
  const { t } = useLingui();
  const kindText = usePointsKindText();
  const sorts: Record<PointsListSort, string> = {
    newest: t`最新紀錄`,
    oldest: t`最早紀錄`,
    pointsDesc: t`點數多到少`,
    pointsAsc: t`點數少到多`,
  };
  return (
    <form className="account-list-filters" aria-label={t`篩選紀錄`} onSubmit={(event) => event.preventDefault()}>
      <Field label={t`類別`}>
        <select value={kind} onChange={(event) => onChange({ kind: event.target.value })}>
          <option value="">{t`全部類別`}</option>
          {LIST_KINDS[list].map((k) => (
            <option key={k} value={k}>
              {kindText(k)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t`排序`}>
        <select value={sort} onChange={(event) => onChange({ sort: event.target.value === 'newest' ? '' : event.target.value })}>
          {Object.entries(sorts).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      {kind ? (
        <button type="button" className="sf-button sf-button--link" onClick={() => onChange({ kind: '' })}>
          <Trans>清除篩選</Trans>
        </button>
      ) : null}
    </form>
  );
}
