// Per-screen data: loading, then data or an error; reload; never stuck loading.
import { act, render, screen } from '@testing-library/react';
import { FIRST_SCREEN_DATA_ID, firstScreenKey, holdFirstScreenData, readFirstScreenData } from './first-screen-data';
import { useApiData } from './use-api-data';

function Probe({ load }: { load: () => Promise<string> }) {
  const data = useApiData(() => load(), []);
  return (
    <>
      <p>{data.state === 'ready' ? data.data : data.state === 'error' ? data.error.message : 'loading'}</p>
      <button type="button" onClick={data.reload}>
        reload
      </button>
    </>
  );
}

test('loading, then the data', async () => {
  render(<Probe load={() => Promise.resolve('茶葉')} />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('茶葉')).toBeInTheDocument();
});

test('a failure ends the loading state with the error, and reload tries again', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('network down')).mockResolvedValueOnce('回來了');
  render(<Probe load={load} />);
  expect(await screen.findByText('network down')).toBeInTheDocument();
  await act(async () => screen.getByRole('button', { name: 'reload' }).click());
  expect(await screen.findByText('回來了')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

function QueryProbe({ query, seen }: { query: string; seen: string[] }) {
  const data = useApiData(() => Promise.resolve(`${query} 的結果`), [query]);
  const shown = data.state === 'ready' ? data.data : data.state;
  seen.push(`${query}: ${shown}`);
  return <p>{shown}</p>;
}

test('when the inputs change, no render shows the answer for the old inputs', async () => {
  const seen: string[] = [];
  const view = render(<QueryProbe query="茶" seen={seen} />);
  expect(await screen.findByText('茶 的結果')).toBeInTheDocument();
  seen.length = 0;
  view.rerender(<QueryProbe query="咖啡" seen={seen} />);
  expect(await screen.findByText('咖啡 的結果')).toBeInTheDocument();
  expect(seen).not.toContain('咖啡: 茶 的結果');
  expect(seen[0]).toBe('咖啡: loading');
});

function FirstScreenProbe({ load }: { load: () => Promise<string> }) {
  const data = useApiData(() => load(), [], { firstScreen: firstScreenKey('productDetail', { slug: 'tea' }) });
  return <p>{data.state === 'ready' ? data.data : data.state}</p>;
}

test("a screen the server rendered shows the page's answer at once, and only on its first visit", async () => {
  holdFirstScreenData({ '/api/product/detail/tea': '伺服器的答案' });
  const load = jest.fn().mockResolvedValue('重新載入的答案');
  const first = render(<FirstScreenProbe load={load} />);
  expect(screen.getByText('伺服器的答案')).toBeInTheDocument();
  await act(async () => {});
  expect(load).not.toHaveBeenCalled();
  first.unmount();
  // Coming back to the screen asks the server again.
  render(<FirstScreenProbe load={load} />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('重新載入的答案')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test("the page's answers come from its JSON script; a broken one holds nothing", () => {
  document.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">{"answers":{"/x":1}}</script>`;
  expect(readFirstScreenData()).toEqual({ answers: { '/x': 1 } });
  document.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">{"answers":</script>`;
  expect(readFirstScreenData()).toEqual({});
  document.body.innerHTML = '';
  expect(readFirstScreenData()).toEqual({});
});
