// Reconciliation: a seeded random walk of order lives over HTTP and the jobs — checkout (with and
// without points), pay, a failed payment, paying it again, its repay window ending (the
// payment-expiry job), a card payment started and never completed (the same job, after
// CARD_ATTEMPT_MINUTES), a paid result that comes after the order gave back its holds (taken
// again, or cancelled and refunded when the stock or points are gone), expiry, cancel by buyer or
// merchant, ship, delivery
// (the auto-complete job), 確認收貨, a return requested and approved or refused — across four
// buyers and two merchants. The test keeps its own account of what each balance must be and of
// the stock each order holds; after every step each balance the member sees equals that account
// and the sum of the ledger, none is below zero, and the stock is conserved; the merchants' order
// counts by status and month (migration 365) add up. POINTS_STEPS and
// POINTS_SEED run a longer or another walk.
import {
  CARD_ATTEMPT_MINUTES,
  ORDER_FAIL_REASON,
  ORDER_STATUS,
  PAYMENT_TYPE,
  REPAY_WINDOW_MINUTES,
  isRepayablePaymentType,
} from '@storefront/contracts';
import type { Database } from '../db';
import { merchantTallyFoldJob } from '../jobs/merchant-tally-fold';
import { orderAutoCompleteJob } from '../jobs/order-auto-complete';
import { orderPaymentExpiryJob } from '../jobs/order-payment-expiry';
import { ecpayCredentials } from '../payments/ecpay-check-mac';
import { sandboxResult } from '../sandbox/ecpay-routes';
import { TEST_DELIVERY, pay, ship } from '../../test/order-flow-fixture';
import { tallyMismatches } from '../../test/merchant-tallies-check';
import { client, openSeededApp, ORIGIN, type TestApp } from '../../test/test-support';

let db: Database;
let app: TestApp;
openSeededApp((opened) => ({ db, app } = opened));

const STEPS = Number(process.env.POINTS_STEPS ?? 200);
const SEED = Number(process.env.POINTS_SEED ?? 20261126);

type Client = ReturnType<typeof client>;
interface Member {
  id: number;
  c: Client;
  /** What the balance must be, by this test's own account. */
  expected: number;
}
interface Product {
  modelId: number;
  stockModelId: number;
  merchant: number;
}
interface Order {
  id: number;
  buyer: Member;
  merchant: number;
  form: Record<string, string>;
  stockModelId: number;
  paymentType: number;
  quantity: number;
  used: number;
  earn: number;
  status: number;
  held: boolean;
  returnRequested: boolean;
  returnDecided: boolean;
}

/** mulberry32: a small seeded random, so a failing walk can be run again. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

it(`keeps every balance equal to its ledger and the stock conserved over ${STEPS} random steps`, async () => {
  const next = random(SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const members: Member[] = [];
  for (const [email, password] of [
    ['buyer@example.com', 'buyer1234'],
    ['member@example.com', 'member1234'],
  ] as const) {
    const c = client(app);
    await c.login(email, password);
    members.push({ id: 0, c, expected: 0 });
  }
  for (let i = 0; i < 2; i++) {
    const c = client(app);
    const email = `walker${i}-${SEED}@example.com`;
    const response = await c.post('/api/member/register', {
      email,
      password: 'walk1234',
      confirmPassword: 'walk1234',
      firstName: '走',
      lastName: '者',
    });
    expect(response.status).toBe(200);
    // Registration starts no session (it answers alike for a taken email): the new member logs in.
    await c.login(email, 'walk1234');
    members.push({ id: 0, c, expected: 0 });
  }
  for (const m of members) {
    m.id = ((await (await m.c.get('/api/member/account/detail')).json()) as { userId: number }).userId;
    const [row] = await db.query<{ total: number }>(
      'select coalesce(sum(points), 0)::int as total from points_ledger where member_id = $1',
      [m.id],
    );
    m.expected = row!.total;
  }
  const merchants: Client[] = [];
  for (const email of ['merchant@example.com', 'merchant2@example.com']) {
    const c = client(app);
    await c.login(email, 'merchant1234');
    merchants.push(c);
  }
  const products: Product[] = [];
  for (const [index, email] of ['merchant@example.com', 'merchant2@example.com'].entries()) {
    const rows = await db.query<{ id: number; stock_model_id: number }>(
      `select m.id, m.stock_model_id from products p join product_models m on m.product_id = p.id
         join stock_models s on s.id = m.stock_model_id join product_prices pr on pr.product_model_id = m.id
         join members mb on mb.id = p.merchant_id
        where p.status = 1 and p.product_base = 0 and p.purchase_commission > 0 and pr.use_point_percent > 0 and mb.email = $1
        order by p.id, m.id limit 2`,
      [email],
    );
    for (const r of rows) products.push({ modelId: r.id, stockModelId: r.stock_model_id, merchant: index });
  }
  expect(products.length).toBeGreaterThan(1);
  // Enough for the whole walk: the stock is conserved, never short.
  for (const p of products) await db.query('update stock_models set inventory = 100000 where id = $1', [p.stockModelId]);
  const inventoryOf = async (stockModelId: number) =>
    (await db.query<{ inventory: number }>('select inventory from stock_models where id = $1', [stockModelId]))[0]!.inventory;
  const initialStock = new Map<number, number>();
  for (const p of products) initialStock.set(p.stockModelId, await inventoryOf(p.stockModelId));
  const orders: Order[] = [];
  const now = () => new Date();
  const released = (o: Order) => {
    // What a release gives back, as points/ledger.ts must: used points, then the purchase points
    // up to the balance.
    o.buyer.expected += o.used;
    if (o.status === ORDER_STATUS.complete && o.earn > 0) o.buyer.expected -= Math.min(o.earn, Math.max(0, o.buyer.expected));
    o.held = false;
  };
  const statusOf = async (o: Order) => (await db.query<{ status: number }>('select status from orders where id = $1', [o.id]))[0]!.status;
  /** How often the walk took the repay window's paths: each must be taken at least once. */
  const seen = { windowsEnded: 0, repaid: 0, repaysRefused: 0, abandoned: 0, lateTaken: 0, lateRefunded: 0 };
  /** Runs the payment-expiry job until nothing is due; the orders it released give back what they held. */
  const runExpiry = async () => {
    while (await db.transaction((tx) => orderPaymentExpiryJob.runOne(tx, now())));
    for (const x of orders.filter((y) => y.held && (y.status === ORDER_STATUS.awaitingPayment || y.status === ORDER_STATUS.failed))) {
      const [row] = await db.query<{ status: number; released: boolean }>(
        'select status, holds_released_at is not null as released from orders where id = $1',
        [x.id],
      );
      // A card attempt that ran out fails (6) and still holds for its repay window.
      x.status = row!.status;
      if (row!.released) released(x);
    }
  };

  const actions: Record<string, () => Promise<void>> = {
    async checkout() {
      const buyer = pick(members);
      const product = pick(products);
      const quantity = 1 + Math.floor(next() * 2);
      const paymentType = pick([PAYMENT_TYPE.creditCard, PAYMENT_TYPE.creditCard, PAYMENT_TYPE.atmTransfer, PAYMENT_TYPE.cashOnDelivery]);
      const usePoints = next() < 0.5 ? Math.floor(next() * Math.min(buyer.expected, 30)) : 0;
      const response = await buyer.c.post('/api/member/checkout', {
        items: [{ productModelId: product.modelId, quantity }],
        deliveryDetail: TEST_DELIVERY,
        paymentType,
        receipt: { method: 0, type: 0 },
        usePoints,
      });
      if (response.status !== 200) {
        // Only the points limit of the order may refuse it here; nothing changed.
        expect(response.status).toBe(400);
        return;
      }
      const body = (await response.json()) as { orderId: number; paymentForm: string | null };
      const form: Record<string, string> = {};
      for (const [, name, value] of (body.paymentForm ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/g)) {
        form[name!] = value!.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
      }
      const [row] = await db.query<{ earn_points: number; use_points: number; status: number }>(
        'select earn_points, use_points, status from orders where id = $1',
        [body.orderId],
      );
      buyer.expected -= row!.use_points;
      orders.push({
        id: body.orderId,
        buyer,
        merchant: product.merchant,
        form,
        stockModelId: product.stockModelId,
        paymentType,
        quantity,
        used: row!.use_points,
        earn: row!.earn_points,
        status: row!.status,
        held: true,
        returnRequested: false,
        returnDecided: false,
      });
    },
    async pay() {
      const o = pick(orders.filter((x) => x.status === ORDER_STATUS.awaitingPayment || x.status === ORDER_STATUS.failed));
      if (!o || !o.form.MerchantTradeNo || !o.held) return;
      await pay(app, o.form).catch(() => undefined);
      o.status = await statusOf(o);
    },
    async fail() {
      const o = pick(orders.filter((x) => x.status === ORDER_STATUS.awaitingPayment && x.form.MerchantTradeNo));
      if (!o) return;
      const result = sandboxResult(o.form, 'fail', ecpayCredentials(), now());
      await app.request(`${ORIGIN}/api/payment/ecpay/notify`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(result).toString(),
      });
      // A failed attempt keeps the order payable again: it holds its stock and points.
      o.status = await statusOf(o);
    },
    async expire() {
      const o = pick(orders.filter((x) => x.status === ORDER_STATUS.awaitingPayment));
      if (!o) return;
      await db.query(`update orders set pay_by = now() - interval '1 day' where id = $1`, [o.id]);
      await runExpiry();
    },
    async repayWindowEnds() {
      // A failed payment nobody paid again: its window ends and the job gives back its holds.
      const o = pick(orders.filter((x) => x.status === ORDER_STATUS.failed && x.held));
      if (!o) return;
      await db.query(`update orders set payment_failed_at = now() - interval '${REPAY_WINDOW_MINUTES} minutes' where id = $1`, [o.id]);
      await runExpiry();
      expect(o.held).toBe(false);
      seen.windowsEnded += 1;
    },
    async abandonAttempt() {
      // The buyer left the provider's card page: no result comes, and the attempt runs out.
      const o = pick(orders.filter((x) => x.status === ORDER_STATUS.awaitingPayment && isRepayablePaymentType(x.paymentType)));
      if (!o) return;
      await db.query(`update orders set payment_attempt_at = now() - interval '${CARD_ATTEMPT_MINUTES} minutes' where id = $1`, [o.id]);
      await runExpiry();
      expect(o.status).toBe(ORDER_STATUS.failed);
      expect(o.held).toBe(true);
      const [row] = await db.query<{ fail_reason: string }>('select fail_reason from orders where id = $1', [o.id]);
      expect(row!.fail_reason).toBe(ORDER_FAIL_REASON.paymentNotCompleted);
      seen.abandoned += 1;
    },
    async latePaid() {
      // The provider's paid result comes after the order gave back its holds (expired, its
      // window ended, cancelled): taken again when the stock and points are there, else refunded.
      const o = pick(
        orders.filter(
          (x) => !x.held && (x.status === ORDER_STATUS.failed || x.status === ORDER_STATUS.cancelled) && x.form.MerchantTradeNo,
        ),
      );
      if (!o) return;
      const short = next() < 0.3;
      const before = await inventoryOf(o.stockModelId);
      if (short) await db.query('update stock_models set inventory = $2 where id = $1', [o.stockModelId, o.quantity - 1]);
      try {
        await pay(app, o.form);
      } finally {
        if (short) await db.query('update stock_models set inventory = $2 where id = $1', [o.stockModelId, before]);
      }
      const status = await statusOf(o);
      if (status === ORDER_STATUS.awaitingShipment) {
        expect(short).toBe(false);
        expect(o.status).toBe(ORDER_STATUS.failed);
        expect(o.buyer.expected).toBeGreaterThanOrEqual(o.used);
        o.buyer.expected -= o.used;
        o.held = true;
        seen.lateTaken += 1;
      } else {
        expect(status).toBe(ORDER_STATUS.cancelled);
        expect(await db.query('select 1 from order_refunds where order_id = $1', [o.id])).toHaveLength(1);
        seen.lateRefunded += 1;
      }
      o.status = status;
    },
    async repay() {
      // Paying again is offered while a failed payment holds its stock and points, refused after.
      const o = pick(orders.filter((x) => x.status === ORDER_STATUS.failed && x.form.MerchantTradeNo));
      if (!o) return;
      const response = await o.buyer.c.get(`/api/member/ecpay/repay/${o.id}`);
      if (!isRepayablePaymentType(o.paymentType)) {
        // A failed ATM payment is not paid again through a card form.
        expect(response.status).toBe(409);
        return;
      }
      if (!o.held) {
        expect(response.status).toBe(409);
        seen.repaysRefused += 1;
        return;
      }
      expect(response.status).toBe(200);
      seen.repaid += 1;
      const html = String(((await response.json()) as { data: string }).data);
      o.form = {};
      for (const [, name, value] of html.matchAll(/name="([^"]+)" value="([^"]*)"/g)) {
        o.form[name!] = value!.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
      }
      o.status = await statusOf(o);
      expect(o.status).toBe(ORDER_STATUS.awaitingPayment);
    },
    async cancel() {
      const o = pick(orders);
      if (!o) return;
      const byMerchant = next() < 0.5;
      const caller = byMerchant ? merchants[o.merchant]! : o.buyer.c;
      const response = await caller.post('/api/member/order/cancel', { orderId: o.id });
      // A failed order (6) may be cancelled too; one whose payment expired gave its holds back already.
      const cancellable =
        (o.held && o.status <= ORDER_STATUS.awaitingPayment && o.status !== ORDER_STATUS.awaitingAction) ||
        o.status === ORDER_STATUS.failed;
      if (response.status === 200) {
        expect(cancellable).toBe(true);
        if (o.held) released(o);
        o.status = ORDER_STATUS.cancelled;
      } else {
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }
    },
    async ship() {
      const o = pick(orders.filter((x) => x.status === ORDER_STATUS.awaitingShipment));
      if (!o) return;
      await ship(merchants[o.merchant]!, o.id);
      o.status = ORDER_STATUS.shipping;
    },
    async deliver() {
      const o = pick(orders.filter((x) => x.status === ORDER_STATUS.shipping));
      if (!o) return;
      await db.query(`update orders set shipped_at = now() - interval '30 days' where id = $1`, [o.id]);
      while (await db.transaction((tx) => orderAutoCompleteJob.runOne(tx, now())));
      for (const x of orders.filter((y) => y.status === ORDER_STATUS.shipping)) {
        if ((await statusOf(x)) === ORDER_STATUS.complete) {
          x.status = ORDER_STATUS.complete;
          x.buyer.expected += x.earn;
        }
      }
    },
    async confirm() {
      const o = pick(orders);
      if (!o) return;
      const response = await o.buyer.c.post('/api/member/order/received', { orderId: o.id });
      if (o.status === ORDER_STATUS.shipping) {
        expect(response.status).toBe(200);
        o.status = ORDER_STATUS.complete;
        o.buyer.expected += o.earn;
      } else {
        expect(response.status).toBe(409);
      }
    },
    async requestReturn() {
      const o = pick(orders.filter((x) => x.status === ORDER_STATUS.complete && !x.returnRequested));
      if (!o) return;
      const response = await o.buyer.c.post('/api/member/order/refund', {
        orderId: o.id,
        refundReason: '不合用',
        refundName: '王小明',
        refundPhone: '0912345678',
        refundAddress: '臺北市大安區',
        refundAccountDetail: '(822) 1',
      });
      expect(response.status).toBe(200);
      o.returnRequested = true;
    },
    async decideReturn() {
      const o = pick(orders.filter((x) => x.status === ORDER_STATUS.complete && x.returnRequested && !x.returnDecided));
      if (!o) return;
      const approve = next() < 0.6;
      const response = approve
        ? await merchants[o.merchant]!.post('/api/merchant/order/return/approve', { orderId: o.id })
        : await merchants[o.merchant]!.post('/api/merchant/order/return/refuse', { orderId: o.id, reason: '已使用過' });
      expect(response.status).toBe(200);
      if (approve) {
        released(o);
        o.status = ORDER_STATUS.refunded;
      } else {
        // Refused: the order stays 3 and keeps its points and stock; it is not asked again here.
        o.returnDecided = true;
      }
    },
  };
  const weights: [keyof typeof actions, number][] = [
    ['checkout', 5],
    ['pay', 4],
    ['fail', 2],
    ['expire', 1],
    ['repay', 2],
    ['repayWindowEnds', 1],
    ['abandonAttempt', 1],
    ['latePaid', 1],
    ['cancel', 2],
    ['ship', 3],
    ['deliver', 1],
    ['confirm', 3],
    ['requestReturn', 2],
    ['decideReturn', 2],
  ];
  const total = weights.reduce((n, [, w]) => n + w, 0);
  for (let step = 0; step < STEPS; step++) {
    let roll = next() * total;
    const [name] = weights.find(([, w]) => (roll -= w) < 0) ?? weights[0]!;
    await actions[name]!();
    for (const m of members) {
      const shown = ((await (await m.c.get('/api/member/account/points')).json()) as { totalPoints: number }).totalPoints;
      const [row] = await db.query<{ total: number }>(
        'select coalesce(sum(points), 0)::int as total from points_ledger where member_id = $1',
        [m.id],
      );
      if (shown !== m.expected || row!.total !== m.expected || shown < 0) {
        throw new Error(`step ${step} (${name}): member ${m.id} shows ${shown}, ledger ${row!.total}, expected ${m.expected}`);
      }
    }
    if (step % 10 === 0 || step === STEPS - 1) {
      for (const [stockModelId, initial] of initialStock) {
        const holding = orders.filter((o) => o.held && o.stockModelId === stockModelId).reduce((n, o) => n + o.quantity, 0);
        expect(await inventoryOf(stockModelId)).toBe(initial - holding);
      }
      // The merchants' order counts by status and month add up, folded or not (migration 365).
      expect(await tallyMismatches(db)).toEqual([]);
      if (step % 30 === 0) await db.transaction((tx) => merchantTallyFoldJob.runOne(tx, new Date()));
    }
  }
  expect(orders.some((o) => o.status === ORDER_STATUS.refunded)).toBe(true);
  if (STEPS >= 200) {
    expect(
      Math.min(seen.windowsEnded, seen.repaid, seen.repaysRefused, seen.abandoned, seen.lateTaken + seen.lateRefunded),
    ).toBeGreaterThan(0);
  }
}, 600_000);
