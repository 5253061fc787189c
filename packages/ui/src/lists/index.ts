// @storefront/ui/lists: a paged list's place in the URL, its search box, its filters and sort, its
// total and its pager (the merchant's products and orders, the points lists, and every list that grows).
// The part's texts come with it, not in the core's catalog on every page: added to every app's
// messages as the part loads (the core by its package name: one copy of it per page).
import { addPartCatalogs } from '@storefront/ui';
import { messages as en } from './locales/en/messages';
import { messages as zh } from './locales/zh-tw/messages';

addPartCatalogs({ 'zh-tw': zh, en });

export { useListQuery, useSettledPageInfo, type ListQuery } from './use-list-query';
export { ListPager, ListTotal, PastLastPage, pageWindow } from './list-pager';
export { ListSearch } from './list-search';
export { FilterBar, FilterSelect, SortSelect, type FilterOption } from './filter-bar';
