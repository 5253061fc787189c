// Tests of the navigation helper, return-URL sanitizing (attack strings) and the login URL.
import { loginUrl, safeReturnUrl, shouldNavigate } from './navigation';

describe('shouldNavigate', () => {
  it('navigates only to a non-empty, different path', () => {
    expect(shouldNavigate('/member', '/member/orders')).toBe(true);
    expect(shouldNavigate('/member', '/member')).toBe(false);
    expect(shouldNavigate('/member', '')).toBe(false);
    expect(shouldNavigate('/member', '  ')).toBe(false);
    expect(shouldNavigate('/member', undefined)).toBe(false);
  });
});

describe('safeReturnUrl', () => {
  it.each([
    '/',
    '/products/thermos-500',
    '/products/%E8%98%8B%E6%9E%9C',
    '/member/orders?page=2&sort=date',
    '/en/checkout#payment',
    '/search?q=a%20b',
    '/a/b/../c',
    '/search?q=100%25',
  ])('keeps the same-origin path %s', (path) => {
    expect(safeReturnUrl(path)).toBe(path);
  });

  it.each([
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    'https://evil.com',
    'http:evil.com',
    'HTTPS://evil.com/path',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.com',
    ' /member',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n//evil.com',
    '/\u0000/evil.com',
    '/\u2028/evil.com',
    '/%2F/evil.com',
    '/%2f%2fevil.com',
    '%2F%2Fevil.com',
    '/%5Cevil.com',
    '/%255Cevil.com',
    '/%09/evil.com',
    '/%0A/evil.com',
    '/%E0%A4%A',
    '/%25252525252F%25252525252Fevil.com',
    '',
    `/${'a'.repeat(3000)}`,
  ])('rejects %p', (attack) => {
    expect(safeReturnUrl(attack)).toBe('/');
  });

  it('rejects non-strings and uses the given fallback', () => {
    expect(safeReturnUrl(null)).toBe('/');
    expect(safeReturnUrl(['/member'])).toBe('/');
    expect(safeReturnUrl('//evil.com', '/member')).toBe('/member');
  });
});

describe('loginUrl', () => {
  it('carries the return URL encoded', () => {
    expect(loginUrl('/products/a?r=1&openExternalBrowser=1')).toBe(
      '/member/login?returnUrl=%2Fproducts%2Fa%3Fr%3D1%26openExternalBrowser%3D1',
    );
  });

  it('round-trips through safeReturnUrl', () => {
    const url = new URL(loginUrl('/products/蘋果?r=ab'), 'https://shop.example');
    expect(safeReturnUrl(url.searchParams.get('returnUrl'))).toBe('/products/蘋果?r=ab');
  });
});
