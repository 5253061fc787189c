// Crash safety: the real server on PGlite in a data folder, many buyers checking out (and
// cancelling most of what they bought, which gives the stock back) at once, SIGKILL at a random
// moment under that load, restart on the same folder. Every order that was answered 200 (in this
// run and the ones before) must be there after the restart, complete: its items and quantities,
// amounts, delivery name and address, as its buyer reads it; every cancel answered 200 must have
// stuck; and the stock of every model must equal its first figure minus what the orders still
// standing hold, so no checkout or cancel was half applied.
import { ORDER_STATUS } from '@storefront/contracts';
import {
  cancelOrder,
  deliveryFor,
  modelsOnSale,
  orderDetail,
  placeOrder,
  quote,
  type CartLine,
  type OrderSeen,
  type QuoteLine,
} from './checkout-calls';
import { inWaves, registerShopper, Shopper } from './shopper';
import { killServer, startServer, type ServerProcess, type ServerEnv } from './server-process';

export type CrashRunFigure = {
  run: number;
  killedAfterMs: number;
  answered200: number;
  cutByTheKill: number;
  refused: number;
  /** Why the refused ones were refused (HTTP status and message), e.g. a model sold out. */
  refusals: Record<string, number>;
  restartMs: number;
  reopened: boolean;
  sessionsKept: number;
  ordersChecked: number;
  found: number;
  complete: number;
  /** Orders in the buyers' accounts whose answer the kill cut off (committed just before it). */
  committedUnanswered: number;
  /** Orders in the buyers' accounts without items or with a total that does not add up. */
  halfWritten: number;
  cancelsAnswered200: number;
  /** Cancels answered 200 whose order is not cancelled after the restart. */
  cancelsLost: number;
  /** Models whose stock is not the first figure minus what the standing orders hold. */
  stockMismatches: number;
};

export type CrashFigures = {
  runs: CrashRunFigure[];
  /** A second server started on the same folder while the first ran stopped with a clear message. */
  secondOpenerRefused: boolean;
  buyers: number;
  answered200: number;
  found: number;
  complete: number;
  ok: boolean;
};

type Answered = { buyer: number; n: number; orderId: number; orderStatementId: string; items: CartLine[]; unitPrice: Map<number, number> };

/** What is wrong with the order as read back, or null when it is the one that was answered. */
export function orderProblem(seen: OrderSeen | undefined, answered: Answered): string | null {
  if (!seen) return 'missing';
  if (seen.orderStatementId !== answered.orderStatementId) return `statement ${seen.orderStatementId}`;
  const delivery = deliveryFor(answered.n);
  if (seen.deliveryFullName !== `${delivery.lastName}${delivery.firstName}`) return `delivery name ${seen.deliveryFullName}`;
  if (!seen.deliveryAddress?.includes(delivery.street)) return `delivery address ${seen.deliveryAddress}`;
  const lines = seen.orderItems
    .map((i) => `${i.productModelId}x${i.quantity}`)
    .sort()
    .join();
  const sent = answered.items
    .map((i) => `${i.productModelId}x${i.quantity}`)
    .sort()
    .join();
  if (lines !== sent) return `items ${lines} instead of ${sent}`;
  for (const item of seen.orderItems) {
    const unit = answered.unitPrice.get(item.productModelId ?? -1);
    if (unit === undefined || item.subtotalPrice !== unit * item.quantity) return `subtotal ${item.subtotalPrice}`;
  }
  const subtotal = seen.orderItems.reduce((sum, i) => sum + i.subtotalPrice, 0);
  if (seen.totalPrice !== subtotal + (seen.shippingPrice ?? 0) - (seen.usePoints ?? 0)) return `total ${seen.totalPrice}`;
  return null;
}

/** A second server on the running one's folder must stop at once, the first keep serving. */
async function secondOpenerIsRefused(port: number, env: ServerEnv, running: ServerProcess): Promise<boolean> {
  if (!('DATA_DIR' in env)) return true;
  try {
    const second = await startServer(port, env, 60_000);
    await killServer(second);
    return false;
  } catch (error) {
    const refused = /in use by process/.test(String(error));
    return refused && (await fetch(`${running.url}/api/product/list`)).ok;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One buyer's cart: one or two models of one merchant (one checkout per merchant), one or two of each. */
function cartFor(models: QuoteLine[], random: () => number): CartLine[] {
  const first = models[Math.floor(random() * models.length)]!;
  const sameMerchant = models.filter((m) => m.merchantId === first.merchantId);
  const second = sameMerchant[Math.floor(random() * sameMerchant.length)]!;
  const items = [{ productModelId: first.productModelId, quantity: 1 + Math.floor(random() * 2) }];
  if (second.productModelId !== first.productModelId && random() < 0.5) items.push({ productModelId: second.productModelId, quantity: 1 });
  return items;
}

export async function runCrashSuite(options: {
  port: number;
  env: ServerEnv;
  runs: number;
  buyers: number;
  runId: string;
  log?: (line: string) => void;
}): Promise<CrashFigures> {
  const { port, env, runs, buyers: buyerCount, runId } = options;
  const log = options.log ?? (() => undefined);
  let server: ServerProcess = await startServer(port, env);
  const servers = [server.url];
  const buyers = await inWaves(buyerCount, 8, (i) => registerShopper(servers, `crash-${runId}-${i}@example.com`));
  const secondOpenerRefused = await secondOpenerIsRefused(options.port + 1, env, server);
  const answered: Answered[] = [];
  const cancelled = new Set<number>();
  const figures: CrashRunFigure[] = [];
  const stockModels = (await modelsOnSale(new Shopper(servers))).filter((m) => m.inventory > 10);
  const firstStock = new Map(stockModels.map((m) => [m.productModelId, m.inventory]));
  let n = 0;

  for (let run = 1; run <= runs; run += 1) {
    const models = stockModels;
    const unitPrice = new Map(models.map((m) => [m.productModelId, m.price]));
    let stopped = false;
    let answered200 = 0;
    let cut = 0;
    let refused = 0;
    const refusals: Record<string, number> = {};
    const random = Math.random;
    const shop = async (buyerIndex: number) => {
      while (!stopped) {
        const items = cartFor(models, random);
        const orderNumber = (n += 1);
        try {
          const answer = await placeOrder(buyers[buyerIndex]!, items, orderNumber);
          if (answer.status === 200) {
            answered200 += 1;
            answered.push({
              buyer: buyerIndex,
              n: orderNumber,
              orderId: answer.body.orderId,
              orderStatementId: answer.body.orderStatementId,
              items,
              unitPrice,
            });
            // Most orders are cancelled again, so the stock lasts for every run.
            if (random() < 0.8) {
              const cancel = await cancelOrder(buyers[buyerIndex]!, answer.body.orderId);
              if (cancel.status === 200) cancelled.add(answer.body.orderId);
              else refusals[`cancel ${cancel.status}`] = (refusals[`cancel ${cancel.status}`] ?? 0) + 1;
            }
          } else {
            refused += 1;
            const reason = `${answer.status} ${String((answer.body as { title?: string }).title ?? '')}`;
            refusals[reason] = (refusals[reason] ?? 0) + 1;
          }
        } catch {
          cut += 1;
          return;
        }
      }
    };
    const killedAfterMs = Math.round(1000 + Math.random() * 3000);
    const shopping = Promise.all(buyers.map((_, i) => shop(i)));
    await pause(killedAfterMs);
    await killServer(server);
    stopped = true;
    await shopping;

    const restarted = Date.now();
    let reopened = true;
    try {
      server = await startServer(port, env);
    } catch (error) {
      reopened = false;
      log(`run ${run}: the server did not come back: ${String(error)}`);
    }
    const restartMs = Date.now() - restarted;
    let sessionsKept = 0;
    let found = 0;
    let complete = 0;
    let committedUnanswered = 0;
    let halfWritten = 0;
    let cancelsLost = 0;
    let stockMismatches = 0;
    if (reopened) {
      for (const buyer of buyers) if ((await buyer.get('/api/member/account/detail')).status === 200) sessionsKept += 1;
      for (const order of answered) {
        const seen = await orderDetail(buyers[order.buyer]!, order.orderId);
        if (seen.status === 200 && seen.body.orderModel) found += 1;
        const problem = orderProblem(seen.status === 200 ? seen.body.orderModel : undefined, order);
        if (problem === null) complete += 1;
        else log(`run ${run}: order ${order.orderId} (${order.orderStatementId}): ${problem}`);
      }
      // Every order in the buyers' accounts: one whose answer the kill cut off is all there or
      // not there at all; a cancel answered 200 stuck; the stock adds up.
      const known = new Set(answered.map((o) => o.orderId));
      const held = new Map<number, number>();
      for (const buyer of buyers) {
        // The whole history, a page of the most the call sends at a time.
        const orders: { orderId: number }[] = [];
        for (let page = 1; ; page += 1) {
          const list = await buyer.get<{ orders?: { orderId: number }[] }>(`/api/member/order/list?pageSize=100&page=${page}`);
          orders.push(...(list.body.orders ?? []));
          if ((list.body.orders ?? []).length < 100) break;
        }
        for (const { orderId } of orders) {
          const seen = (await orderDetail(buyer, orderId)).body.orderModel;
          if (!known.has(orderId)) {
            committedUnanswered += 1;
            const subtotal = seen?.orderItems.reduce((sum, i) => sum + i.subtotalPrice, 0) ?? 0;
            if (!seen?.orderItems.length || seen.totalPrice !== subtotal + (seen.shippingPrice ?? 0) - (seen.usePoints ?? 0))
              halfWritten += 1;
          }
          if (cancelled.has(orderId) && seen?.status !== ORDER_STATUS.cancelled) cancelsLost += 1;
          if (seen && seen.status !== ORDER_STATUS.cancelled) {
            for (const item of seen.orderItems) {
              const id = item.productModelId ?? -1;
              held.set(id, (held.get(id) ?? 0) + item.quantity);
            }
          }
        }
      }
      const now = await quote(
        new Shopper(servers),
        [...firstStock.keys()].map((productModelId) => ({ productModelId, quantity: 1 })),
      );
      for (const line of now) {
        const expected = firstStock.get(line.productModelId)! - (held.get(line.productModelId) ?? 0);
        if (line.inventory !== expected) {
          stockMismatches += 1;
          log(`run ${run}: model ${line.productModelId} has ${line.inventory} in stock, the orders say ${expected}`);
        }
      }
    }
    const figure = {
      run,
      killedAfterMs,
      answered200,
      cutByTheKill: cut,
      refused,
      refusals,
      restartMs,
      reopened,
      sessionsKept,
      ordersChecked: answered.length,
      found,
      complete,
      committedUnanswered,
      halfWritten,
      cancelsAnswered200: cancelled.size,
      cancelsLost,
      stockMismatches,
    };
    log(`crash run ${JSON.stringify(figure)}`);
    figures.push(figure);
    if (!reopened) break;
  }
  if (figures.at(-1)?.reopened) await killServer(server);
  const last = figures.at(-1);
  return {
    runs: figures,
    secondOpenerRefused,
    buyers: buyerCount,
    answered200: answered.length,
    found: last?.found ?? 0,
    complete: last?.complete ?? 0,
    ok:
      secondOpenerRefused &&
      figures.length === runs &&
      figures.every(
        (f) =>
          f.reopened &&
          f.halfWritten === 0 &&
          f.cancelsLost === 0 &&
          f.stockMismatches === 0 &&
          f.found === f.ordersChecked &&
          f.complete === f.ordersChecked &&
          f.sessionsKept === buyerCount,
      ),
  };
}
