// Navigation rules shared by every app: the "navigate only when it changes something" helper of
// both specifications, and return URLs after login, which must never leave the site (an open
// redirect would let a crafted login link send a freshly logged-in member to a phishing page).

/** Push a path only if it is non-empty and differs from the current one. */
export function shouldNavigate(current: string, next: string | null | undefined): boolean {
  return typeof next === 'string' && next.trim() !== '' && next !== current;
}

const MAX_RETURN_URL = 2048;
// C0/C1 controls, DEL and the Unicode line separators: browsers strip or reinterpret them, so
// '/\t/evil.com' becomes '//evil.com'.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/;
const PROBE_ORIGIN = 'http://return-url.invalid';

function isSafePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (UNSAFE_CHARACTERS.test(path)) return false;
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * The value when it is a same-origin path ('/…'), else the fallback. Percent-encoded forms are
 * decoded (a few rounds, as some routers decode again) and must stay safe at every stage.
 */
export function safeReturnUrl(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_URL) return fallback;
  let current = value;
  for (let round = 0; round < 3; round += 1) {
    if (!isSafePath(current)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // Malformed escapes in the value itself are refused; a '%' that only appears after one
      // decoding ('100%25' -> '100%') is plain text, and that stage was already checked.
      return round === 0 ? fallback : value;
    }
    if (decoded === current) return value;
    current = decoded;
  }
  // Still changing after three decodings: nobody links like that except an attacker.
  return fallback;
}

/** The login page, coming back to `returnUrl` afterwards (give it a path: pathname + search). */
export function loginUrl(returnUrl: string): string {
  return `/member/login?returnUrl=${encodeURIComponent(returnUrl)}`;
}
