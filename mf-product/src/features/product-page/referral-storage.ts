// The referral code a host page (or an ?r= link) brings is kept in local storage under a key of
// its own product, so a later visit to the same product still credits the member who shared it.

export const referralStorageKey = (slug: string): string => `quarter_referral_${slug}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps a new code and answers the code in force for this product (the new one, else the kept one). */
export function rememberReferral(slug: string, code: string | null | undefined): string | null {
  const store = storage();
  const trimmed = code?.trim();
  try {
    if (trimmed) {
      store?.setItem(referralStorageKey(slug), trimmed);
      return trimmed;
    }
    return store?.getItem(referralStorageKey(slug)) || null;
  } catch {
    // Storage refused (private mode, quota): the code still works for this visit.
    return trimmed || null;
  }
}
