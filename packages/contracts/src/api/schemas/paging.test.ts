import * as v from 'valibot';
import { MerchantOrderListQuery, MerchantProductListQuery } from '../../merchant/schemas';
import { LIST_PAGE_SIZE, LIST_PAGE_SIZE_MAX, listQueryFromParams, pageCount } from './paging';

describe('paged list queries', () => {
  it('default to page 1 of LIST_PAGE_SIZE, newest first, no search', () => {
    expect(v.parse(MerchantProductListQuery, {})).toEqual({ q: '', page: 1, pageSize: LIST_PAGE_SIZE, sort: 'newest' });
  });

  it('read the URL’s strings: numbers, a status code, a trimmed search', () => {
    expect(
      v.parse(MerchantOrderListQuery, { page: '3', pageSize: '50', status: '7', month: '2026-02', q: ' 王 ', sort: 'priceAsc' }),
    ).toEqual({
      page: 3,
      pageSize: 50,
      status: 7,
      month: '2026-02',
      q: '王',
      sort: 'priceAsc',
    });
  });

  it('cap the page size and refuse what is not a page', () => {
    expect(v.safeParse(MerchantProductListQuery, { pageSize: String(LIST_PAGE_SIZE_MAX + 1) }).success).toBe(false);
    for (const page of ['0', '-1', '1.5', 'x', '']) expect(v.safeParse(MerchantProductListQuery, { page }).success).toBe(false);
    expect(v.safeParse(MerchantProductListQuery, { status: '5' }).success).toBe(false);
  });

  it('take the schema’s keys from a URL, empty ones left out', () => {
    expect(listQueryFromParams(MerchantProductListQuery, new URLSearchParams('page=2&q=&lang=en&sort=oldest'))).toEqual({
      page: '2',
      sort: 'oldest',
    });
  });

  it('count the pages', () => {
    expect(pageCount({ total: 0, pageSize: 20 })).toBe(1);
    expect(pageCount({ total: 41, pageSize: 20 })).toBe(3);
  });
});
