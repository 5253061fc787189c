// An order's lines on both order details: each product with its picture (a blank square without
// one), the points column only where the screen asks for it, and the totals.
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppI18nProvider } from '../i18n/app-i18n-provider';
import { setLanguage } from '../i18n/language';
import { OrderLines } from './order-lines';
import { OrderStatusBadge } from './order-status-badge';

const order = {
  currencyType: 0,
  shippingPrice: 100,
  totalPrice: 1080,
  orderItems: [
    {
      productTitle: '北埔東方美人茶 75g',
      productImageUrl: '/media/tea.png',
      productSpec: '標準',
      quantity: 1,
      useDiscount: 30,
      subtotalPrice: 980,
    },
    { productTitle: '竹筷禮盒', productImageUrl: null, productSpec: '', quantity: 2, useDiscount: 0, subtotalPrice: 0 },
  ],
};

const show = (ui: ReactNode) => {
  setLanguage('zh-tw');
  return render(<AppI18nProvider catalogs={{ 'zh-tw': {}, en: {} }}>{ui}</AppI18nProvider>);
};

test('each line shows its product with its picture, spec, quantity and subtotal; the totals below', () => {
  const { container } = show(<OrderLines order={order} />);
  const table = screen.getByRole('table', { name: '訂購商品' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['商品', '規格', '數量', '小計']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('北埔東方美人茶 75g標準1NT$980');
  expect(rows[0]!.querySelector('img')).toHaveAttribute('src', '/media/tea.png');
  // No picture: the square stays, so the titles line up.
  expect(rows[1]!.querySelector('img')).toBeNull();
  expect(rows[1]!.querySelector('.sf-order-product__picture')).not.toBeNull();
  expect(rows[1]).toHaveTextContent('竹筷禮盒—2');
  expect(screen.getByTestId('order-total')).toHaveTextContent('NT$1,080');
  expect(container.querySelector('.sf-order-totals')).toHaveTextContent('運費NT$100');
});

test('the points column where the screen shows it (the buyer’s order)', () => {
  show(<OrderLines order={order} pointsDiscount />);
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['商品', '規格', '數量', '點數折抵', '小計']);
});

test('the status badge says the status in words, toned by its group', () => {
  show(
    <>
      <OrderStatusBadge status={7} />
      <OrderStatusBadge status={4} />
    </>,
  );
  expect(screen.getByText('運送中')).toHaveClass('sf-status-badge--warning');
  expect(screen.getByText('已取消')).toHaveClass('sf-status-badge--muted');
});
