// What the browser does with a part the server render left to it (render-first-screen.tsx: a part
// not ready when the server rendered aborts with react-dom's browser()): React renders the part
// and reports nothing to the root's onRecoverableError, where bootstrap.tsx logs errors; HTML
// unlike the browser's render is still reported there.
import { act } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';

// The boundary as the server render writes it (render-first-screen.test.tsx checks the render
// writes it so): its fallback, marked for the browser, with an empty digest.
const LEFT_TO_THE_BROWSER = '<!--$!--><template data-dgst=""></template><p>loading</p><!--/$-->';

const Panel = lazy(() => Promise.resolve({ default: () => <h2>競標</h2> }));

function Page() {
  return (
    <main>
      <h1>凍頂烏龍茶</h1>
      <Suspense fallback={<p>loading</p>}>
        <Panel />
      </Suspense>
    </main>
  );
}

async function adopt(html: string): Promise<{ container: HTMLElement; reported: unknown[] }> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const reported: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Page />, { onRecoverableError: (error) => reported.push(error) });
  });
  return { container, reported };
}

test('a part the server left to the browser is rendered there without a recoverable error', async () => {
  const { container, reported } = await adopt(`<main><h1>凍頂烏龍茶</h1>${LEFT_TO_THE_BROWSER}</main>`);
  expect(container.querySelector('h2')).toHaveTextContent('競標');
  expect(container).not.toHaveTextContent('loading');
  expect(reported).toEqual([]);
});

test('HTML unlike the browser render is still reported', async () => {
  const { container, reported } = await adopt(`<main><h1>Black tea</h1>${LEFT_TO_THE_BROWSER}</main>`);
  expect(container.querySelector('h1')).toHaveTextContent('凍頂烏龍茶');
  expect(reported).not.toEqual([]);
});

test('a part the server could not render (an error there) is still reported', async () => {
  const { reported } = await adopt('<main><h1>凍頂烏龍茶</h1><!--$!--><template></template><p>loading</p><!--/$--></main>');
  expect(reported).toHaveLength(1);
});
