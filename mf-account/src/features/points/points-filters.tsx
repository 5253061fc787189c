// The points list's kind filter and sort. They live in the URL (?kind=&sort=) with the search and
// the page, so a filtered list can be reloaded, shared and navigated back to.
import { useLingui } from '@lingui/react/macro';
import { POINTS_KIND, type PointsKind, type PointsListSort } from '@storefront/contracts/member';
import { FilterBar, FilterSelect, SortSelect } from '@storefront/ui/lists';
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
    <FilterBar label={t`篩選紀錄`} onClear={kind ? () => onChange({ kind: '' }) : undefined}>
      <FilterSelect
        label={t`類別`}
        value={kind}
        allLabel={t`全部類別`}
        options={LIST_KINDS[list].map((k) => ({ value: k, label: kindText(k) }))}
        onChange={(value) => onChange({ kind: value })}
      />
      <SortSelect label={t`排序`} value={sort} sorts={sorts} defaultSort="newest" onChange={(value) => onChange({ sort: value })} />
    </FilterBar>
  );
}
