// The session cookie (sid) is httpOnly: the page cannot tell whether it holds one. Beside it the
// server sets this readable cookie, with the same lifetime, saying only that a member is logged in,
// so the page asks for member data (the header's name) only then, instead of having a visitor's
// every page call /api/member/account/detail and get a 401.
export const SESSION_HINT_COOKIE = 'storefront_member';

/** Whether a cookie header (document.cookie in the browser) says a member is logged in. */
export function hasSessionHint(cookie: string | null | undefined): boolean {
  return (cookie ?? '').split(';').some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`);
}
