// 50 buyers race for the last 5 items of a model, over real sockets (spread over every server
// process given): exactly 5 orders may be accepted, the stock must end at 0, never below, and
// every accepted buyer must find the order in their account.
import { modelsOnSale, orderDetail, placeOrder, quote } from './checkout-calls';
import { inWaves, registerShopper, Shopper } from './shopper';

/** The status a racer records when its call got no HTTP answer at all (a network failure). */
const NO_ANSWER = 0;

export type LastItemsFigure = {
  buyers: number;
  itemsLeft: number;
  accepted: number;
  refused: number;
  oversells: number;
  unsoldWhileRefused: number;
  stockAfter: number;
  acceptedOrdersFound: number;
  serverErrors: number;
  perServer: number[];
  seconds: number;
  ok: boolean;
};

export async function runLastItemsRace(servers: readonly string[], runId: string, buyers = 50, itemsLeft = 5): Promise<LastItemsFigure> {
  const visitor = new Shopper(servers);
  const model = (await modelsOnSale(visitor)).find((line) => line.inventory > itemsLeft);
  if (!model) throw new Error(`no model with more than ${itemsLeft} in stock`);
  const productModelId = model.productModelId;

  // Someone buys all but the last items first.
  const early = await registerShopper(servers, `early-${runId}@example.com`);
  const bulk = await placeOrder(early, [{ productModelId, quantity: model.inventory - itemsLeft }], 0);
  if (bulk.status !== 200) throw new Error(`buying all but the last items failed: HTTP ${bulk.status} ${JSON.stringify(bulk.body)}`);
  const [left] = await quote(visitor, [{ productModelId, quantity: 1 }]);
  if (left?.inventory !== itemsLeft) throw new Error(`expected ${itemsLeft} left, the quote says ${left?.inventory}`);

  const racers = await inWaves(buyers, 8, (i) => registerShopper(servers, `racer-${runId}-${i}@example.com`, i));
  const perServer = servers.map(() => 0);
  const started = performance.now();
  const answers = await Promise.all(
    racers.map((racer, i) => {
      perServer[i % servers.length]! += 1;
      return placeOrder(racer, [{ productModelId, quantity: 1 }], i + 1, i).catch(() => ({ status: NO_ANSWER, body: undefined }));
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const [after] = await quote(visitor, [{ productModelId, quantity: 1 }]);
  const stockAfter = after?.inventory ?? Number.NaN;
  const acceptedIndexes = answers.flatMap((answer, i) => (answer.status === 200 ? [i] : []));
  const accepted = acceptedIndexes.length;
  const refused = answers.filter((a) => a.status === 400 || a.status === 409).length;
  const serverErrors = answers.filter((a) => a.status >= 500 || a.status === NO_ANSWER).length;
  let acceptedOrdersFound = 0;
  for (const i of acceptedIndexes) {
    const placed = answers[i]!.body as { orderId: number };
    const seen = await orderDetail(racers[i]!, placed.orderId, i + 1);
    const line = seen.body.orderModel?.orderItems[0];
    if (seen.status === 200 && line?.productModelId === productModelId && line.quantity === 1) acceptedOrdersFound += 1;
  }
  const oversells = Math.max(0, accepted - itemsLeft, -stockAfter);
  const unsoldWhileRefused = refused > 0 ? Math.max(0, stockAfter) : 0;
  return {
    buyers,
    itemsLeft,
    accepted,
    refused,
    oversells,
    unsoldWhileRefused,
    stockAfter,
    acceptedOrdersFound,
    serverErrors,
    perServer,
    seconds,
    ok:
      accepted === itemsLeft &&
      stockAfter === 0 &&
      refused === buyers - itemsLeft &&
      acceptedOrdersFound === accepted &&
      serverErrors === 0,
  };
}
