// The shell's loading of remotes, with the federation runtime replaced at its one seam (the
// remote registry): success, a remote that fails to load, one that throws, retry, and an area
// the server rendered, adopted once its module and what the module asks for are there.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppI18nProvider } from '@storefront/ui';
import { catalogs } from '../locales/catalogs';
import { RemoteArea, adoptServerRenderedArea } from './remote-area';
import { loadExposed, resetRemote } from './remote-registry';
import { REMOTE_UNAVAILABLE } from './remote-unavailable';

jest.mock('./remote-registry', () => ({ loadExposed: jest.fn(), resetRemote: jest.fn() }));
const mockedLoad = loadExposed as jest.MockedFunction<typeof loadExposed>;
const mockedReset = resetRemote as jest.MockedFunction<typeof resetRemote>;

function Greeting({ name }: { name?: string }) {
  return <p>hello {name}</p>;
}

let exposedCounter = 0;
function renderArea() {
  // A new exposed name per test: the area caches loaded modules by name.
  const exposed = `./Screen${exposedCounter++}`;
  render(
    <AppI18nProvider catalogs={catalogs}>
      <RemoteArea remote="mf_product" exposed={exposed} props={{ name: 'shopper' }} />
    </AppI18nProvider>,
  );
  return exposed;
}

beforeEach(() => {
  mockedLoad.mockReset();
  mockedReset.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('renders the exposed component with its props once loaded', async () => {
  mockedLoad.mockResolvedValue({ default: Greeting });
  const exposed = renderArea();
  expect(screen.getByRole('status')).toHaveTextContent('載入中');
  expect(await screen.findByText('hello shopper')).toBeInTheDocument();
  expect(mockedLoad).toHaveBeenCalledWith('mf_product', exposed);
});

test('a remote that fails to load shows the fallback, and retry loads it again', async () => {
  mockedLoad.mockRejectedValueOnce(new Error('manifest unreachable')).mockResolvedValueOnce({ default: Greeting });
  renderArea();
  expect(await screen.findByText('此區塊暫時無法載入')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '重試' }));
  expect(mockedReset).toHaveBeenCalledWith('mf_product');
  expect(await screen.findByText('hello shopper')).toBeInTheDocument();
});

test('the runtime fallback marker is treated as a failed load', async () => {
  mockedLoad.mockResolvedValue({ [REMOTE_UNAVAILABLE]: true, default: null });
  renderArea();
  expect(await screen.findByText('此區塊暫時無法載入')).toBeInTheDocument();
});

test('a remote that throws while rendering falls back without taking the page down', async () => {
  let broken = true;
  function Flaky() {
    if (broken) throw new Error('render failure');
    return <p>recovered</p>;
  }
  mockedLoad.mockResolvedValue({ default: Flaky });
  render(
    <AppI18nProvider catalogs={catalogs}>
      <h1>header stays</h1>
      <RemoteArea remote="mf_cart" exposed="./Flaky" />
    </AppI18nProvider>,
  );
  expect(await screen.findByText('此區塊暫時無法載入')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'header stays' })).toBeInTheDocument();
  broken = false;
  await userEvent.click(screen.getByRole('button', { name: '重試' }));
  expect(await screen.findByText('recovered')).toBeInTheDocument();
  expect(mockedReset).not.toHaveBeenCalled(); // the module itself loaded fine
});

test("an area the server rendered takes no clicks until what its module's beforeAdoption asks for has arrived", async () => {
  let arrive = () => {};
  const panelCode = new Promise<void>((resolve) => (arrive = resolve));
  mockedLoad.mockResolvedValue({ default: Greeting, beforeAdoption: () => panelCode });
  adoptServerRenderedArea('mf_product', './Adopted');
  // The area suspends on its module (use()): rendered inside an awaited act.
  await act(async () => {
    render(
      <AppI18nProvider catalogs={catalogs}>
        <RemoteArea remote="mf_product" exposed="./Adopted" props={{ name: 'shopper' }} />
      </AppI18nProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  const area = document.querySelector('[data-remote="mf_product"]')!;
  expect(screen.queryByText('hello shopper')).not.toBeInTheDocument();
  expect(area).toHaveAttribute('data-adopting');
  await act(async () => arrive());
  expect(await screen.findByText('hello shopper')).toBeInTheDocument();
  expect(area).not.toHaveAttribute('data-adopting');
});
