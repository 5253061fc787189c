// The server-render figure measures a page only once its HTML holds the server's first screen.
import { checkServerRendered } from './server-render-load';

const shellPage = '<html><body><div id="root"></div><script defer src="/main.js"></script></body></html>';
const renderedPage =
  '<html><body><div id="root" data-adopting><header></header><main><section class="shell-remote-area" data-remote="mf_product">' +
  '<h1>凍頂烏龍茶</h1></section></main></div><script type="application/json" id="first-screen-data">{}</script></body></html>';

test("a page with the server's first screen of the product passes", () => {
  expect(() => checkServerRendered(renderedPage, '凍頂烏龍茶')).not.toThrow();
});

test("the shell's empty page, or another product's, is refused", () => {
  expect(() => checkServerRendered(shellPage, '凍頂烏龍茶')).toThrow('no server-rendered first screen');
  expect(() => checkServerRendered(renderedPage, '阿里山高山茶')).toThrow('no server-rendered first screen');
});
