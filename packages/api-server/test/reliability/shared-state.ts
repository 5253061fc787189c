// What several server processes sharing one database must agree on: a session made on one is
// honoured by the others and a logout on one ends it everywhere; the login and bid limits count
// attempts made on any of them.
import { PRODUCT_BASE } from '@storefront/contracts';
import { BIDS_ALLOWED, LOGIN_FAILURES_ALLOWED } from '../../src/security/rate-limit';
import { registerShopper, Shopper } from './shopper';

export type SharedStateFigure = {
  servers: number;
  sessionHonouredElsewhere: boolean;
  logoutEndedEverywhere: boolean;
  wrongLoginsBeforeBlock: number;
  loginLimit: number;
  bidsBeforeBlock: number;
  bidLimit: number;
  ok: boolean;
};

export async function runSharedState(servers: readonly string[], runId: string): Promise<SharedStateFigure> {
  const last = servers.length - 1;
  // A session: signed up on the first server, used on every one, logged out on the last.
  const member = await registerShopper(servers, `roamer-${runId}@example.com`, 0);
  const seenEverywhere = await Promise.all(servers.map((_, i) => member.get('/api/member/account/detail', i)));
  const sessionHonouredElsewhere = seenEverywhere.every((a) => a.status === 200);
  const sid = member.cookie;
  const logout = await member.post('/api/member/logout', undefined, last);
  const stale = new Shopper(servers).useCookie(sid);
  const afterLogout = await Promise.all(servers.map((_, i) => stale.get('/api/member/account/detail', i)));
  const logoutEndedEverywhere = logout.status === 200 && afterLogout.every((a) => a.status === 401);

  // Password guessing spread over the processes: blocked after the limit, whichever is asked.
  const guesser = new Shopper(servers, `roamer-${runId}@example.com`);
  let wrongLoginsBeforeBlock = 0;
  for (let i = 0; i < LOGIN_FAILURES_ALLOWED * 2; i += 1) {
    const answer = await guesser.post('/api/member/login', { email: guesser.email, password: `guess-${i}` }, i);
    if (answer.status === 429) break;
    wrongLoginsBeforeBlock += 1;
  }

  // Bids of one member spread over the processes, all at once.
  const bidder = await registerShopper(servers, `eager-${runId}@example.com`, 0);
  const list = await bidder.get<{ productList: { productId: number; productBase?: number | null }[] }>('/api/product/list');
  const auction = list.body.productList.find((p) => p.productBase === PRODUCT_BASE.auction);
  const statuses = await Promise.all(
    Array.from({ length: BIDS_ALLOWED * 2 }, (_, i) =>
      bidder.post('/api/product/addAuction', { productId: auction?.productId ?? 0, price: 1 }, i).then((a) => a.status),
    ),
  );
  const bidsBeforeBlock = statuses.filter((s) => s !== 429).length;

  return {
    servers: servers.length,
    sessionHonouredElsewhere,
    logoutEndedEverywhere,
    wrongLoginsBeforeBlock,
    loginLimit: LOGIN_FAILURES_ALLOWED,
    bidsBeforeBlock,
    bidLimit: BIDS_ALLOWED,
    ok:
      sessionHonouredElsewhere &&
      logoutEndedEverywhere &&
      wrongLoginsBeforeBlock === LOGIN_FAILURES_ALLOWED &&
      bidsBeforeBlock === BIDS_ALLOWED,
  };
}
