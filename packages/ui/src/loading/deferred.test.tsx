// Code fetched on demand: a component shows once its module arrives, and a failed fetch is
// tried again on the next mount (the area's retry) rather than failing forever.
import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { lazyComponent } from './deferred';

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

type Props = { name: string };
const Greeting = ({ name }: Props) => <p>hello {name}</p>;
const loader = () => jest.fn<Promise<ComponentType<Props>>, []>();

function mount(Lazy: ComponentType<Props>) {
  return render(
    <Boundary>
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="Mei" />
      </Suspense>
    </Boundary>,
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

test('shows the loading state, then the component with its props', async () => {
  const Lazy = lazyComponent(() => Promise.resolve(Greeting));
  mount(Lazy);
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('hello Mei')).toBeInTheDocument();
});

test('a failed fetch reaches the error boundary, and a later mount fetches again', async () => {
  const network = { up: false };
  const Lazy = lazyComponent(() => (network.up ? Promise.resolve(Greeting) : Promise.reject(new Error('chunk 42 failed'))));
  const first = mount(Lazy);
  expect(await screen.findByText('failed: chunk 42 failed')).toBeInTheDocument();
  first.unmount();
  network.up = true;
  mount(Lazy);
  expect(await screen.findByText('hello Mei')).toBeInTheDocument();
});

test('prefetch fetches ahead, and the render uses that same fetch', async () => {
  const load = loader().mockResolvedValue(Greeting);
  const Lazy = lazyComponent(load);
  Lazy.prefetch();
  mount(Lazy);
  expect(await screen.findByText('hello Mei')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
