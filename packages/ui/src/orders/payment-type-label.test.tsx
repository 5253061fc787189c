// The payment type of an order in words: one label for each type, the same on the buyer's and
// the merchant's screens as at checkout.
import { render, screen } from '@testing-library/react';
import { AppI18nProvider } from '../i18n/app-i18n-provider';
import { setLanguage } from '../i18n/language';
// Through the part's entry, as the apps load it: its texts come with it.
import { PaymentTypeLabel } from '.';

const show = (lang: 'zh-tw' | 'en', paymentType: number) => {
  setLanguage(lang);
  return render(
    <AppI18nProvider catalogs={{ 'zh-tw': {}, en: {} }}>
      <p data-testid="label">
        <PaymentTypeLabel paymentType={paymentType} />
      </p>
    </AppI18nProvider>,
  );
};

test('type 8 is the online wallet, as the buyer chose it at checkout', () => {
  show('zh-tw', 8);
  expect(screen.getByTestId('label')).toHaveTextContent(/^電子錢包$/);
});

test('type 8 in English', () => {
  show('en', 8);
  expect(screen.getByTestId('label')).toHaveTextContent(/^Online wallet$/);
});

test('the card types keep their labels; an unknown code reads as its number', () => {
  const { unmount } = show('zh-tw', 9);
  expect(screen.getByTestId('label')).toHaveTextContent('信用卡分 12 期');
  unmount();
  show('zh-tw', 11);
  expect(screen.getByTestId('label')).toHaveTextContent(/^11$/);
});
