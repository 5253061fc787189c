// The link a shopper shares: the product page's address with the referral (r) and the flag that
// makes in-app browsers (LINE, Facebook) open the system browser (openExternalBrowser=1).

export function shareLink(pageUrl: string, referral: string | null | undefined): string {
  const url = new URL(pageUrl);
  url.hash = '';
  if (referral) url.searchParams.set('r', referral);
  else url.searchParams.delete('r');
  url.searchParams.set('openExternalBrowser', '1');
  return url.toString();
}

/** Where each share target of the dialog sends the link. */
export function shareTargets(link: string, title: string): { facebook: string; twitter: string; line: string } {
  const u = encodeURIComponent(link);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    line: `https://social-plugins.line.me/lineit/share?url=${u}`,
  };
}
