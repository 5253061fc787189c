// Per-screen data: loading, then data or an error; reload; never stuck loading.
import { act, render, screen } from '@testing-library/react';
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
