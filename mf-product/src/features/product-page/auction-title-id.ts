// The id of the auction panel's heading, in a module of its own: the panel renders it, and the
// exposed module looks for it before the panel's code is loaded (see auction-area.tsx).

/** The id of the panel's heading: the page holds a panel when it holds this element. */
export const AUCTION_TITLE_ID = 'auction-title';
