// Folds the changes of the merchants' list counts (merchant_tally_changes, written by the triggers
// of migration 365) into their tallies, a batch at a time: the batch's change rows are locked
// (`FOR UPDATE SKIP LOCKED`), deleted and added into merchant_tallies in one transaction, so each
// change is folded exactly once across server processes, and a count (db/merchant-tallies.ts),
// which adds the tallies and the changes still there, reads the same before and after.
import type { Job } from './scheduler';

/** Change rows folded in one transaction. */
export const TALLY_FOLD_BATCH = 1000;

export const merchantTallyFoldJob: Job = {
  name: 'merchant-tally-fold',
  async due(db) {
    return (await db.query('select 1 from merchant_tally_changes limit 1')).length > 0;
  },
  async runOne(tx) {
    // In the tallies' key order, so that two processes folding at once take their rows' locks in
    // the same order.
    const folded = await tx.query(
      `with batch as (select id from merchant_tally_changes order by id limit ${TALLY_FOLD_BATCH} for update skip locked),
       moved as (delete from merchant_tally_changes c using batch where c.id = batch.id
                 returning c.list, c.merchant_id, c.status, c.month, c.n)
       insert into merchant_tallies as t (list, merchant_id, status, month, n)
       select list, merchant_id, status, month, sum(n)::int from moved
       group by list, merchant_id, status, month order by list, merchant_id, status, month
       on conflict (list, merchant_id, status, month) do update set n = t.n + excluded.n
       returning 1`,
    );
    return folded.length > 0;
  },
};
