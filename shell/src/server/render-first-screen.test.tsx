/**
 * @jest-environment node
 */
// The shell's server render of a first screen, as the API server calls it: the frame (header,
// routes, footer) in the visitor's language, with the remote module the request brings (the API
// server loads it from the remote's own server bundle; here a stand-in) in its route's area.
import { findRemoteRoute, REMOTE_ROUTES, type RemoteRoute } from '@storefront/contracts';
import { useApiData, useDocumentTitle, useLanguage } from '@storefront/ui';
import { lazy, Suspense, type ReactElement } from 'react';
import { renderFirstScreen, renderFirstScreenPage, SHARED_MODULES } from './render-first-screen';

// Where React left a Suspense boundary for the browser to render (it then reports error 419).
const LEFT_TO_THE_BROWSER = '<!--$!-->';

/** A remote's exposed module: shows its props and the answers' titles. */
const standIn = (name: string) => ({
  default: (props: Record<string, unknown>) => <p className="stand-in">{`${name} ${JSON.stringify(props)}`}</p>,
});

/** A sample URL of a row: its path with each parameter filled in. */
const sampleUrl = (route: RemoteRoute) => route.path.replace(/:([a-z]+)/gi, 'sample-$1').replace(/\/\*$/, '');

test.each(REMOTE_ROUTES.filter((route) => route.serverRendered).map((route) => [route.id, route] as const))(
  'the route "%s" of the route table renders the module of its row in its area, with the props of its path',
  async (_id, route) => {
    const url = sampleUrl(route);
    const found = findRemoteRoute(url)!;
    expect(found.route).toBe(route);
    const html = await renderFirstScreen({
      url,
      lang: 'zh-tw',
      answers: {},
      modules: { [`${route.remote}/${route.exposed}`]: standIn(route.id) },
    });
    expect(html).toContain('<header');
    expect(html).toContain(`data-remote="${route.remote}"`);
    const props = Object.fromEntries(Object.entries(route.propsFromPath ?? {}).map(([prop, param]) => [prop, `sample-${param}`]));
    expect(html).toContain(`<p class="stand-in">${route.id} ${JSON.stringify({ ...route.props, ...props }).replace(/"/g, '&quot;')}</p>`);
    expect(html).not.toContain(LEFT_TO_THE_BROWSER);
  },
);

test('a part of the module loaded on demand is in the HTML, not left to the browser', async () => {
  const Panel = lazy(
    () => new Promise<{ default: () => ReactElement }>((resolve) => setTimeout(() => resolve({ default: () => <h2>競標</h2> }), 20)),
  );
  const html = await renderFirstScreen({
    url: '/products/tray',
    lang: 'zh-tw',
    answers: {},
    modules: {
      'mf_product/./ProductPage': {
        default: () => (
          <Suspense fallback={<p>loading</p>}>
            <Panel />
          </Suspense>
        ),
      },
    },
  });
  expect(html).toContain('<h2>競標</h2>');
  expect(html).not.toContain(LEFT_TO_THE_BROWSER);
});

test('a module the request does not bring is not rendered by a later request', async () => {
  await renderFirstScreen({ url: '/products/tray', lang: 'zh-tw', answers: {}, modules: { 'mf_product/./ProductPage': standIn('first') } });
  const html = await renderFirstScreen({ url: '/products/tray', lang: 'zh-tw', answers: {}, modules: {} });
  expect(html).not.toContain('stand-in');
});

test("the frame's title and language follow the request", async () => {
  const orders = await renderFirstScreenPage({ url: '/member/orders', lang: 'en', answers: {}, modules: {} });
  expect(orders.title).toBe('Order history | Taiwan Market');
  expect(orders.html).toMatch(/<button[^>]*>中文<\/button>/);
});

// The key of the product page's first call; the screens below show its answer.
const PRODUCT_ANSWER = '/api/product/detail/tray';

/** A screen showing the page's language and the answer held for it, and named after that answer. */
function AnswerShown() {
  const lang = useLanguage();
  const { data } = useApiData<string>(() => new Promise(() => undefined), [], { firstScreen: PRODUCT_ANSWER });
  useDocumentTitle(data);
  return <p className="answer">{`${lang} ${data}`}</p>;
}

test('two renders at once keep their own language, answers, module and title, the slower one too', async () => {
  let quickRendered = () => {};
  const afterQuick = new Promise<void>((resolve) => (quickRendered = resolve));
  // The slower render's screen has a part that arrives only once the quicker render is done: the
  // two renders are under way at the same time.
  const SlowPart = lazy(() => afterQuick.then(() => ({ default: AnswerShown })));
  const slow = renderFirstScreenPage({
    url: '/products/tray',
    lang: 'zh-tw',
    answers: { [PRODUCT_ANSWER]: '凍頂烏龍茶' },
    modules: {
      'mf_product/./ProductPage': {
        default: () => (
          <Suspense fallback={<p>loading</p>}>
            <SlowPart />
          </Suspense>
        ),
      },
    },
  });
  const quick = await renderFirstScreenPage({
    url: '/products/tray',
    lang: 'en',
    answers: { [PRODUCT_ANSWER]: 'Black tea' },
    modules: { 'mf_product/./ProductPage': { default: () => <AnswerShown /> } },
  });
  quickRendered();
  const slowPage = await slow;

  expect(quick.html).toContain('<p class="answer">en Black tea</p>');
  expect(quick.html).toMatch(/<button[^>]*>中文<\/button>/);
  expect(quick.title).toBe('Black tea | Taiwan Market');
  expect(slowPage.html).toContain('<p class="answer">zh-tw 凍頂烏龍茶</p>');
  expect(slowPage.html).toMatch(/<button[^>]*>English<\/button>/);
  expect(slowPage.html).not.toContain(LEFT_TO_THE_BROWSER);
  expect(slowPage.title).toBe('凍頂烏龍茶 | 台灣市集');
  expect(quick.html).not.toContain('凍頂烏龍茶');
  expect(slowPage.html).not.toContain('Black tea');
});

test("the shell's server build hands the remotes' server bundles every shared package", () => {
  const { SINGLETONS } = jest.requireActual<{ SINGLETONS: string[] }>('@storefront/build');
  for (const name of SINGLETONS) expect(SHARED_MODULES[name]).toBeDefined();
});
