// 運送方式 on the order screens: pickup from the payment type, frozen from the delivery type.
import { render, screen } from '@testing-library/react';
import { AppI18nProvider } from '../i18n/app-i18n-provider';
import { setLanguage } from '../i18n/language';
// Through the part's entry, as the apps load it: its texts come with it.
import { DeliveryMethodLabel } from '.';

const show = (lang: 'zh-tw' | 'en', paymentType: number, deliveryType: number) => {
  setLanguage(lang);
  return render(
    <AppI18nProvider catalogs={{ 'zh-tw': {}, en: {} }}>
      <p data-testid="label">
        <DeliveryMethodLabel paymentType={paymentType} deliveryType={deliveryType} />
      </p>
    </AppI18nProvider>,
  );
};

test('a store pick-up reads as pickup at its chain, a frozen courier order as frozen home delivery', () => {
  show('zh-tw', 12, 0);
  expect(screen.getByTestId('label')).toHaveTextContent('超商取貨（全家 FamilyMart）・常溫');
});

test('delivery type 1 is frozen, not a store pick-up', () => {
  show('zh-tw', 3, 1);
  expect(screen.getByTestId('label')).toHaveTextContent('宅配・冷凍');
});

test('in English', () => {
  show('en', 14, 1);
  expect(screen.getByTestId('label')).toHaveTextContent('Store pick-up (7-ELEVEN) · Frozen');
});
