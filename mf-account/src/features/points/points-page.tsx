// /member/points: the Z points balance, the earned or the used list a page at a time from the
// server, and the link to how points are earned and used (/earnpoints). Which list, the search
// (order number or product), the kind, the sort and the page are in the URL (?list=used&page=2),
// so reload, back and a shared link keep the place; an empty state says whether filters are on.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatPoints } from '@storefront/contracts';
import { PointsListQuery } from '@storefront/contracts/member';
import { ApiDataFallback, EmptyState, api, useApiData, Link } from '@storefront/ui';
import { ListPager, ListSearch, ListTotal, PastLastPage, useListQuery, useSettledPageInfo } from '@storefront/ui/lists';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BackToMember } from '../../shared/back-to-member';
import { LIST_KINDS, PointsFilters } from './points-filters';
import { PointsTable } from './points-table';

export function PointsPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const list = params.get('list') === 'used' ? 'used' : 'earned';
  const query = useListQuery(PointsListQuery);
  const { q, page, sort } = query.values;
  // A kind of the other list (a hand-edited URL) is no filter here.
  const kind = query.values.kind && LIST_KINDS[list].includes(query.values.kind) ? query.values.kind : '';
  const callQuery = { ...query.query, kind: kind || undefined };
  const points = useApiData(
    (signal) => api().call(list === 'used' ? 'pointsUsedList' : 'pointsEarnedList', { query: callQuery, signal }),
    [list, query.key, kind],
  );
  const pageInfo = useSettledPageInfo(points.data);
  // The balance stays on screen while another page loads.
  const [balance, setBalance] = useState<number | null>(null);
  const answeredBalance = points.data?.totalPoints ?? null;
  if (answeredBalance !== null && answeredBalance !== balance) setBalance(answeredBalance);
  const total = balance === null ? null : formatPoints(balance);

  // The other list keeps the search, the sort and the page size; its page and kind start afresh.
  const listHref = (which: 'earned' | 'used') => {
    const next = new URLSearchParams();
    if (which === 'used') next.set('list', 'used');
    if (q) next.set('q', q);
    if (sort !== 'newest') next.set('sort', sort);
    if (query.query.pageSize) next.set('pageSize', query.query.pageSize);
    const search = next.toString();
    return search ? `?${search}` : '?';
  };
  const caption = list === 'used' ? t`使用紀錄` : t`獲得紀錄`;

  let content;
  if (points.state !== 'ready') content = <ApiDataFallback data={points} />;
  else if (points.data.total === 0) {
    content = <EmptyState title={kind || q ? <Trans>沒有符合條件的紀錄</Trans> : <Trans>尚無紀錄</Trans>} />;
  } else if (points.data.points.length === 0) {
    content = <PastLastPage title={<Trans>這一頁沒有紀錄</Trans>} firstPageHref={query.pageHref(1)} />;
  } else content = <PointsTable caption={caption} records={points.data.points} />;

  return (
    <section className="account-page" aria-labelledby="points-title">
      <BackToMember />
      <h1 id="points-title">
        <Trans>Z 紅利</Trans>
      </h1>
      {total !== null ? (
        <p className="account-points__total">
          <Trans>
            目前點數：<strong>{total}</strong> 點
          </Trans>
        </p>
      ) : null}
      <p>
        <Link to="/earnpoints">
          <Trans>如何賺取與使用 Z 紅利</Trans>
        </Link>
      </p>
      <nav className="account-points__lists" aria-label={t`點數紀錄`}>
        <Link to={listHref('earned')} aria-current={list === 'earned' ? 'page' : undefined}>
          <Trans>獲得紀錄</Trans>
        </Link>
        <Link to={listHref('used')} aria-current={list === 'used' ? 'page' : undefined}>
          <Trans>使用紀錄</Trans>
        </Link>
      </nav>
      <h2>{caption}</h2>
      <ListSearch value={q} label={t`搜尋紀錄`} placeholder={t`訂單編號或商品名稱`} onSearch={(text) => query.set({ q: text })} />
      <PointsFilters list={list} kind={kind} sort={sort} onChange={query.set} />
      {points.state === 'ready' && points.data.total > 0 ? <ListTotal {...points.data} /> : null}
      {content}
      {pageInfo ? <ListPager page={page} pageSize={pageInfo.pageSize} total={pageInfo.total} pageHref={query.pageHref} /> : null}
    </section>
  );
}
