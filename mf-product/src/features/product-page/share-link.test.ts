import { shareLink, shareTargets } from './share-link';

test('adds the referral and openExternalBrowser, replacing an old referral and dropping the hash', () => {
  expect(shareLink('https://shop.example.com/products/tea?r=OLD#tabs', 'ABC123')).toBe(
    'https://shop.example.com/products/tea?r=ABC123&openExternalBrowser=1',
  );
});

test('without a referral the link has no r but still opens the external browser', () => {
  expect(shareLink('https://shop.example.com/products/tea?r=OLD', null)).toBe(
    'https://shop.example.com/products/tea?openExternalBrowser=1',
  );
});

test('share targets carry the encoded link', () => {
  const targets = shareTargets('https://shop.example.com/p?r=A&openExternalBrowser=1', '烏龍茶');
  expect(targets.line).toBe(
    'https://social-plugins.line.me/lineit/share?url=https%3A%2F%2Fshop.example.com%2Fp%3Fr%3DA%26openExternalBrowser%3D1',
  );
  expect(targets.facebook).toContain('sharer.php?u=https%3A%2F%2F');
  expect(targets.twitter).toContain('&text=%E7%83%8F');
});
