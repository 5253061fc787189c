// Which group a served file is reported under.
import { appOfPath, groupOfAppFile } from './manifests';

test.each([
  ['/main.js', 'shell', 'shell entry (main.js)'],
  ['/142.edf6d60f.js', 'shell', 'shell chunks'],
  ['/remotes/mf-product/remoteEntry.js', 'mf-product', 'mf-product entry (remoteEntry.js)'],
  ['/remotes/mf-cart/63.63c2b2ff.js', 'mf-cart', 'mf-cart chunks'],
  ['/remotes/unknown/x.js', 'shell', 'shell chunks'],
])('%s belongs to %s, group %s', (pathname, app, group) => {
  expect(appOfPath(pathname)).toBe(app);
  expect(groupOfAppFile(pathname)).toBe(group);
});
