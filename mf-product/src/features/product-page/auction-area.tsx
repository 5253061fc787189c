// The auction panel's place on the product page. The panel (with react-hook-form and its valibot
// resolver) is code loaded only for auctions; a box of its size stands in meanwhile, so nothing
// below it moves when it arrives.
// A page the server rendered holds the panel's HTML: its code must be there before the browser
// adopts that HTML (loadAuctionPanel, from the exposed module's beforeAdoption). Otherwise the
// panel stays the server's inert HTML after the rest of the page answers, and a bid sent from it
// reloads the page (the form's own submit) and loses what was typed.
import type { ProductDetail } from '@storefront/contracts';
import { Suspense, use } from 'react';

type PanelCode = typeof import('./auction-panel');

let panelCode: Promise<PanelCode> | undefined;

/**
 * Starts loading the auction panel's code once; a failed load is tried again next time. Once
 * loaded, the promise is marked the way React reads a settled one, so use() renders at once.
 */
export function loadAuctionPanel(): Promise<PanelCode> {
  if (!panelCode) {
    const load: Promise<PanelCode> = import('./auction-panel').then(
      (code) => Object.assign(load, { status: 'fulfilled', value: code }).value,
      (error: unknown) => {
        panelCode = undefined;
        throw error;
      },
    );
    panelCode = load;
  }
  return panelCode;
}

type Props = { product: ProductDetail; onBid: () => void };

function LoadedAuctionPanel(props: Props) {
  const { AuctionPanel } = use(loadAuctionPanel());
  return <AuctionPanel {...props} />;
}

export function AuctionArea(props: Props) {
  return (
    <Suspense fallback={<div className="product-page__auction product-page__auction--loading" aria-busy="true" />}>
      <LoadedAuctionPanel {...props} />
    </Suspense>
  );
}
