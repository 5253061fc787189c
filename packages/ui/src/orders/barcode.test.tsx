// The convenience-store payment barcode: Code 39 bars once the encoder has loaded, the code as text
// always, and never narrower than 2 px a bar (upright where the row is too narrow).
import { act, render, screen } from '@testing-library/react';
import { AppI18nProvider } from '../i18n/app-i18n-provider';
import { setLanguage } from '../i18n/language';
// Through the part's entry, as the apps load it: its texts come with it.
import { Barcode } from '.';

const show = (value: string, lang: 'zh-tw' | 'en' = 'zh-tw') => {
  setLanguage(lang);
  return render(
    <AppI18nProvider catalogs={{ 'zh-tw': {}, en: {} }}>
      <Barcode value={value} data-testid="pay-code" />
    </AppI18nProvider>,
  );
};

/** Lets the encoder's on-demand import settle. */
const settle = () => act(async () => {});

afterEach(() => jest.restoreAllMocks());

test('a valid code shows as text at once, then as Code 39 bars named by the code', async () => {
  show('2512026E6');
  expect(screen.getByTestId('pay-code')).toHaveTextContent('2512026E6');
  expect(screen.queryByRole('img')).toBeNull();

  const image = await screen.findByRole('img', { name: '條碼 2512026E6' });
  expect(image.tagName.toLowerCase()).toBe('svg');
  // Code 39: five bars a character, with the start and stop characters around the nine of the code.
  expect(image.querySelectorAll('rect')).toHaveLength((9 + 2) * 5);
  expect(image.getAttribute('data-orientation')).toBe('lying');
  // 176 modules and two quiet zones of 10, 2 px each.
  expect(image.getAttribute('width')).toBe(String((176 + 20) * 2));
  expect(screen.getByTestId('pay-code')).toHaveTextContent('2512026E6');
});

test('the image is named in English too', async () => {
  show('1234567890123456', 'en');
  expect(await screen.findByRole('img', { name: 'Barcode 1234567890123456' })).toBeInTheDocument();
});

test('a code Code 39 cannot carry shows as text only, without an error', async () => {
  const error = jest.spyOn(console, 'error');
  show('abc*123');
  await settle();
  expect(screen.queryByRole('img')).toBeNull();
  expect(screen.getByTestId('pay-code')).toHaveTextContent('abc*123');
  expect(error).not.toHaveBeenCalled();
});

test('where the row is narrower than the code at 2 px a bar, the barcode stands upright at 2 px a bar', async () => {
  let report: ResizeObserverCallback = () => {};
  class FakeResizeObserver {
    constructor(callback: ResizeObserverCallback) {
      report = callback;
    }
    observe() {}
    disconnect() {}
  }
  const original = Object.getOwnPropertyDescriptor(globalThis, 'ResizeObserver');
  Object.defineProperty(globalThis, 'ResizeObserver', { value: FakeResizeObserver, configurable: true, writable: true });
  try {
    show('1234567890123456');
    const image = await screen.findByRole('img');
    expect(image.getAttribute('data-orientation')).toBe('lying');
    // A phone's row: 350 px, less than the 616 px the code takes lying down.
    act(() => report([{ contentRect: { width: 350 } } as ResizeObserverEntry], {} as ResizeObserver));
    expect(image.getAttribute('data-orientation')).toBe('upright');
    expect(Number(image.getAttribute('width'))).toBeLessThanOrEqual(350);
    expect(image.getAttribute('height')).toBe(String((288 + 20) * 2));
    expect(image.getAttribute('viewBox')).toBe('0 0 40 308');
  } finally {
    if (original) Object.defineProperty(globalThis, 'ResizeObserver', original);
    else Reflect.deleteProperty(globalThis, 'ResizeObserver');
  }
});
