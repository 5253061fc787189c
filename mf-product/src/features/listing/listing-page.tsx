// The listing screen of search (/search?q=), a category (/category/:id) and a brand
// (/brand/:id): filters, sort, result count, the cards and pages, all kept in the URL.
import { Trans, useLingui } from '@lingui/react/macro';
import { SEARCH_PAGE_SIZE, refusedSearchParams, searchQueryFromParams, type ProductSearchResponse } from '@storefront/contracts/product';
import { EmptyState, ErrorState, LoadingState, ProductCard, api, firstScreenKey, useApiData, useDocumentTitle, Link } from '@storefront/ui';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { pageHref, withParams, type ListingKey } from './listing-url';
import { Breadcrumb } from '../../shared/breadcrumb';
import './listing.css';

export type ListingScope = 'search' | 'category' | 'brand';

export interface ListingPageProps {
  scope: ListingScope;
  /** The category or brand id of /category/:id and /brand/:id. */
  id?: string;
}

function Filters({ scope, answer }: { scope: ListingScope; answer: ProductSearchResponse | undefined }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const set = (changes: Partial<Record<ListingKey, string | undefined>>) => setParams(withParams(params, changes));
  const priceForm = useRef<HTMLFormElement>(null);
  const ids = useId();
  const minPrice = params.get('minPrice') ?? '';
  const maxPrice = params.get('maxPrice') ?? '';
  // The price boxes follow the URL (back and forward change them too).
  useEffect(() => {
    const form = priceForm.current;
    if (!form) return;
    (form.elements.namedItem('minPrice') as HTMLInputElement).value = minPrice;
    (form.elements.namedItem('maxPrice') as HTMLInputElement).value = maxPrice;
  }, [minPrice, maxPrice]);
  const applyPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const clean = (name: string) => {
      const value = data.get(name);
      return (typeof value === 'string' ? value : '').replace(/\D/g, '').slice(0, 9);
    };
    set({ minPrice: clean('minPrice'), maxPrice: clean('maxPrice') });
  };
  const kind = params.get('kind') ?? '';
  return (
    <section className="listing__filters" aria-label={t`篩選條件`}>
      <h2 className="listing__filters-title">
        <Trans>篩選</Trans>
      </h2>
      {scope !== 'category' && answer && answer.categories.length > 0 ? (
        <div className="listing__field">
          <label htmlFor={`${ids}-category`}>
            <Trans>分類</Trans>
          </label>
          <select id={`${ids}-category`} value={params.get('category') ?? ''} onChange={(e) => set({ category: e.target.value })}>
            <option value="">{t`全部分類`}</option>
            {answer.categories.map((c) => (
              <option key={c.id} value={String(c.id)}>{`${c.title} (${c.count})`}</option>
            ))}
          </select>
        </div>
      ) : null}
      {scope !== 'brand' && answer && answer.brands.length > 0 ? (
        <div className="listing__field">
          <label htmlFor={`${ids}-brand`}>
            <Trans>品牌</Trans>
          </label>
          <select id={`${ids}-brand`} value={params.get('brand') ?? ''} onChange={(e) => set({ brand: e.target.value })}>
            <option value="">{t`全部品牌`}</option>
            {answer.brands.map((b) => (
              <option key={b.id} value={String(b.id)}>{`${b.title} (${b.count})`}</option>
            ))}
          </select>
        </div>
      ) : null}
      <form ref={priceForm} className="listing__price-range" onSubmit={applyPrice} aria-label={t`價格範圍`}>
        <label htmlFor={`${ids}-min`}>
          <Trans>最低價格</Trans>
        </label>
        <input id={`${ids}-min`} name="minPrice" inputMode="numeric" defaultValue={minPrice} maxLength={9} />
        <label htmlFor={`${ids}-max`}>
          <Trans>最高價格</Trans>
        </label>
        <input id={`${ids}-max`} name="maxPrice" inputMode="numeric" defaultValue={maxPrice} maxLength={9} />
        <button type="submit" className="sf-button sf-button--secondary">
          <Trans>套用價格</Trans>
        </button>
      </form>
      <fieldset className="listing__field">
        <legend>
          <Trans>銷售方式</Trans>
        </legend>
        {[
          { value: '', label: t`全部` },
          { value: 'fixed', label: t`直購` },
          { value: 'auction', label: t`競標` },
        ].map((option) => (
          <label key={option.value} className="listing__choice">
            <input
              type="radio"
              name={`${ids}-kind`}
              value={option.value}
              checked={kind === option.value}
              onChange={() => set({ kind: option.value })}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <label className="listing__choice">
        <input
          type="checkbox"
          checked={params.get('inStock') === '1'}
          onChange={(e) => set({ inStock: e.target.checked ? '1' : undefined })}
        />
        <Trans>只看有庫存</Trans>
      </label>
      <label className="listing__choice">
        <input
          type="checkbox"
          checked={params.get('onSale') === '1'}
          onChange={(e) => set({ onSale: e.target.checked ? '1' : undefined })}
        />
        <Trans>只看特價</Trans>
      </label>
    </section>
  );
}

function Pages({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last <= 1) return null;
  return (
    <nav className="listing__pages" aria-label={t`分頁`}>
      {page > 1 ? (
        <Link to={pageHref(pathname, params, page - 1)} rel="prev">
          <Trans>上一頁</Trans>
        </Link>
      ) : null}
      <span aria-current="page">
        <Trans>
          第 {page} / {last} 頁
        </Trans>
      </span>
      {page < last ? (
        <Link to={pageHref(pathname, params, page + 1)} rel="next">
          <Trans>下一頁</Trans>
        </Link>
      ) : null}
    </nav>
  );
}

export function ListingPage({ scope, id }: ListingPageProps) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const query = searchQueryFromParams(params);
  // A link with a value no filter takes (?sort=cheapest, ?page=abc) opens the listing without it,
  // and the address drops it too, in place: the controls and a copied link say what the list shows.
  const refused = refusedSearchParams(params).join(',');
  useEffect(() => {
    if (!refused) return;
    const next = new URLSearchParams(params);
    for (const key of refused.split(',')) next.delete(key);
    setParams(next, { replace: true });
  }, [refused, params, setParams]);
  if (scope === 'category' && id) query.category = id;
  if (scope === 'brand' && id) query.brand = id;
  const key = JSON.stringify(query);
  // The server renders the listing with this call's answer (the route table's search, category and
  // brand rows take the same query from the URL), which the first render shows without asking again.
  const results = useApiData((signal) => api().call('productSearch', { query: { ...query }, signal }), [key], {
    firstScreen: firstScreenKey('productSearch', {}, query),
  });
  const answer = results.data;
  const text = query.q?.trim() ?? '';
  const sort = query.sort ?? (text ? 'relevance' : 'newest');
  const sortId = useId();

  const heading =
    scope === 'category'
      ? (answer?.category?.title ?? t`分類`)
      : scope === 'brand'
        ? (answer?.brand?.title ?? t`品牌`)
        : text
          ? t`「${text}」的搜尋結果`
          : t`所有商品`;
  useDocumentTitle(heading);

  return (
    <div className="listing">
      <Breadcrumb current={heading} />
      <h1 className="listing__title">{heading}</h1>
      <div className="listing__body">
        <Filters scope={scope} answer={answer} />
        <div className="listing__results" aria-busy={results.state === 'loading'}>
          <div className="listing__toolbar">
            <p className="listing__count" role="status" aria-live="polite">
              {answer ? answer.totalCapped ? <Trans>超過 {answer.total} 件商品</Trans> : <Trans>共 {answer.total} 件商品</Trans> : null}
            </p>
            <label htmlFor={sortId}>
              <Trans>排序</Trans>
            </label>
            <select id={sortId} value={sort} onChange={(e) => setParams(withParams(params, { sort: e.target.value }))}>
              <option value="relevance">{t`最相關`}</option>
              <option value="newest">{t`最新上架`}</option>
              <option value="priceAsc">{t`價格由低到高`}</option>
              <option value="priceDesc">{t`價格由高到低`}</option>
              <option value="endingSoon">{t`競標即將結束`}</option>
            </select>
          </div>
          {results.state === 'loading' ? <LoadingState label={t`搜尋中…`} /> : null}
          {results.state === 'error' ? <ErrorState detail={results.error.message} onRetry={results.reload} /> : null}
          {answer && answer.productList.length === 0 ? (
            <EmptyState
              title={t`找不到符合的商品`}
              hint={
                answer.suggestion ? (
                  <Trans>
                    您是不是要找：<Link to={`/search?q=${encodeURIComponent(answer.suggestion)}`}>{answer.suggestion}</Link>
                  </Trans>
                ) : (
                  <Trans>請試試其他關鍵字或減少篩選條件。</Trans>
                )
              }
              action={
                <Link to="/search" className="sf-button sf-button--secondary">
                  <Trans>瀏覽所有商品</Trans>
                </Link>
              }
            />
          ) : null}
          {answer && answer.productList.length > 0 ? (
            <>
              <ul className="listing__grid" aria-label={t`搜尋結果`}>
                {answer.productList.map((product) => (
                  <li key={product.productId}>
                    <ProductCard product={product} imageSize={220} />
                  </li>
                ))}
              </ul>
              <Pages page={answer.page} total={answer.total} pageSize={answer.pageSize || SEARCH_PAGE_SIZE} />
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
