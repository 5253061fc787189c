import { SEARCH_TOTAL_CAP } from '@storefront/contracts/product';
import type { Database } from '../../db';
import { seededDatabase } from '../../../test/test-support';
import { listPriceEntries, READ_WHOLE_MOST, readWholeUpTo } from './price-indexes';

describe('readWholeUpTo', () => {
  it('reads a listing of up to the cap of a search whole when the catalogue is small', () => {
    expect(readWholeUpTo(24, 30)).toBe(SEARCH_TOTAL_CAP);
    expect(readWholeUpTo(24, 0)).toBe(SEARCH_TOTAL_CAP);
  });

  it('reads up to the root of (page end × index entries) whole in a big catalogue', () => {
    // The first page of 24 among a million list prices: a listing of more than 4,899 products
    // finds its page within about 4,899 entries of the walk; a smaller one is read in fewer rows.
    expect(readWholeUpTo(24, 1_000_000)).toBe(4_899);
    expect(readWholeUpTo(24, 100_000)).toBe(1_550);
  });

  it('never reads more than READ_WHOLE_MOST whole, however deep the page', () => {
    expect(readWholeUpTo(2_400, 1_000_000)).toBe(READ_WHOLE_MOST);
  });
});

describe('listPriceEntries', () => {
  let db: Database;
  beforeAll(async () => {
    db = await seededDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it("takes the entries of the list-price index from the planner's statistics, a minute at a time", async () => {
    await db.query('analyze products');
    const [counted] = await db.query<{ n: number }>('select count(*)::int as n from products');
    const start = Date.now() + 3_600_000;
    expect(await listPriceEntries(db, start)).toBe(counted!.n);

    // Twice the products: the statistics say so after the next analyze, and the entries after the
    // minute they are kept.
    await db.query(
      `insert into products (merchant_id, slug, title, product_base, status, created_at, updated_at)
       select merchant_id, slug || '-again', title, product_base, status, created_at, updated_at from products`,
    );
    await db.query('analyze products');
    expect(await listPriceEntries(db, start + 59_000)).toBe(counted!.n);
    expect(await listPriceEntries(db, start + 61_000)).toBe(2 * counted!.n);
  });
});
