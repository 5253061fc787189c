// @storefront/ui/lists: a paged list's place in the URL, its search box, its filters and sort, its
// total and its pager (the merchant's products and orders, the points lists, and every list that grows).
export { useListQuery, useSettledPageInfo, type ListQuery } from './use-list-query';
export { ListPager, ListTotal, PastLastPage, pageWindow } from './list-pager';
export { ListSearch } from './list-search';
export { FilterBar, FilterSelect, SortSelect, type FilterOption } from './filter-bar';
