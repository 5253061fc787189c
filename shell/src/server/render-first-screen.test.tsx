/**
 * @jest-environment node
 */
// The shell's server render of a first screen, as the API server calls it: the frame (header,
// routes, footer) in the visitor's language, with the remote module the request brings (the API
// server loads it from the remote's own server bundle; here a stand-in) in its route's area.
import { findRemoteRoute, REMOTE_ROUTES, type RemoteRoute } from '@storefront/contracts';
import { useApiData, useDocumentTitle, useLanguage } from '@storefront/ui';
import { lazy, Suspense, use, type ReactElement } from 'react';
import { renderFirstScreen, renderFirstScreenPage, SHARED_MODULES } from './render-first-screen';

// Where React left a Suspense boundary for the browser to render: on purpose (a part not ready, see
// below), or after an error, which it then reports on adoption (error 419).
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

/** A product page whose area shows `part` inside a Suspense boundary, as the auction panel is shown. */
const pageWith = (Part: () => ReactElement) => ({
  'mf_product/./ProductPage': {
    default: () => (
      <Suspense fallback={<p className="waiting">loading</p>}>
        <Part />
      </Suspense>
    ),
  },
});

// A part loaded on demand, as the remote's server bundle loads it: the bundle is one file, so its
// import() settles at once (a resolved promise), here a part inside a part, and one read with use()
// (mf-product's auction area).
const Panel = lazy(() => Promise.resolve().then(() => ({ default: () => <h2>競標</h2> })));
const Tabs = lazy(() =>
  Promise.resolve().then(() => ({
    default: () => (
      <section>
        <Panel />
      </section>
    ),
  })),
);
const panelCode = Promise.resolve().then(() => ({ Bids: () => <ol className="bids" /> }));
function BidsRead() {
  const { Bids } = use(panelCode);
  return <Bids />;
}

test('a part of the module loaded on demand is in the HTML, not left to the browser', async () => {
  const html = await renderFirstScreen({
    url: '/products/tray',
    lang: 'zh-tw',
    answers: {},
    modules: pageWith(() => (
      <>
        <Tabs />
        <BidsRead />
      </>
    )),
  });
  expect(html).toContain('<section><h2>競標</h2></section><ol class="bids"></ol>');
  expect(html).not.toContain('loading');
  expect(html).not.toContain(LEFT_TO_THE_BROWSER);
});

// The old render waited up to 2 s for such a part; this one does not wait for it at all.
const HELD = 1000;

test('a part that is not ready is left to the browser at once, with its fallback, and the rest of the page rendered', async () => {
  const NeverThere = lazy(() => new Promise<{ default: () => ReactElement }>(() => undefined));
  const rendering = renderFirstScreenPage({
    url: '/products/tray',
    lang: 'en',
    answers: {},
    modules: pageWith(() => <NeverThere />),
  });
  const held = new Promise<'held'>((resolve) => setTimeout(resolve, HELD, 'held'));
  const page = await Promise.race([rendering, held]);
  expect(page).not.toBe('held');
  const { html } = await rendering;
  expect(html).toContain('<header');
  // The boundary's fallback, marked for the browser to render, with an empty digest: React renders
  // it when it adopts the page and reports no recoverable error for it (react-dom browser()). A
  // development build adds the reason and the component stack.
  expect(html).toMatch(
    /<!--\$!--><template data-dgst=""( data-msg="[^"]*" data-cstck="[^"]*")?><\/template><p class="waiting">loading<\/p><!--\/\$-->/,
  );
  // No instruction the page's Content-Security-Policy would refuse.
  expect(html).not.toContain('<script');
});

test('a render with a part not ready does not hold a render of another request', async () => {
  const NeverThere = lazy(() => new Promise<{ default: () => ReactElement }>(() => undefined));
  const [stuck, ready] = await Promise.all([
    renderFirstScreen({ url: '/products/tray', lang: 'zh-tw', answers: {}, modules: pageWith(() => <NeverThere />) }),
    renderFirstScreen({ url: '/products/tray', lang: 'zh-tw', answers: {}, modules: pageWith(() => <Tabs />) }),
  ]);
  expect(stuck).toContain(LEFT_TO_THE_BROWSER);
  expect(ready).toContain('<section><h2>競標</h2></section>');
  expect(ready).not.toContain(LEFT_TO_THE_BROWSER);
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
  // The slower render's screen has a part that arrives only once the quicker render has rendered
  // its screen: the two renders are under way at the same time.
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
    modules: {
      'mf_product/./ProductPage': {
        default: () => {
          quickRendered();
          return <AnswerShown />;
        },
      },
    },
  });
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
