// The concurrency part of the reliability suite, against running servers over HTTP.
import { runBidRace, type BidRaceFigure } from './bid-race';
import { runCsvImportRace, type CsvImportFigure } from './csv-import-race';
import { runLastItemsRace, type LastItemsFigure } from './last-items-race';
import { runSharedState, type SharedStateFigure } from './shared-state';

export type ConcurrencyFigures = {
  servers: string[];
  bids: BidRaceFigure;
  lastItems: LastItemsFigure;
  csvImports: CsvImportFigure;
  sharedState: SharedStateFigure;
  ok: boolean;
};

export async function runConcurrencySuite(servers: readonly string[], runId = Date.now().toString(36)): Promise<ConcurrencyFigures> {
  const bids = await runBidRace(servers, runId);
  const lastItems = await runLastItemsRace(servers, runId);
  const csvImports = await runCsvImportRace(servers, runId);
  const sharedState = await runSharedState(servers, runId);
  return {
    servers: [...servers],
    bids,
    lastItems,
    csvImports,
    sharedState,
    ok: bids.ok && lastItems.ok && csvImports.ok && sharedState.ok,
  };
}
