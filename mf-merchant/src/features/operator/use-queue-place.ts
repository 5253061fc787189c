// Where the operator is in a queue, kept in the URL (`?status=rejected&q=茶&page=2`), so reload,
// back and a shared link open the same tab, search and page: read with the queue call's schema.
import { ReviewListQuery, type ReviewKind } from '@storefront/contracts/operator';
import { useListQuery } from '@storefront/ui/lists';

export function useQueuePlace() {
  const place = useListQuery(ReviewListQuery);
  return {
    ...place,
    /** Another tab: its first page, the search kept (pending is the default, left out of the URL). */
    selectStatus: (status: string) => place.set({ status: status === 'pending' ? undefined : status }),
  };
}

export type QueuePlace = ReturnType<typeof useQueuePlace>;

/** The queue call's query for the place (no `q` when there is no search). */
export function queueQuery(kind: ReviewKind, { values }: QueuePlace) {
  return { kind, status: values.status, page: String(values.page), ...(values.q ? { q: values.q } : {}) };
}
