// An action that goes somewhere looks like a button (never an underlined text link) and still is a link.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { EmptyState } from './empty-state';
import { LinkButton } from './link-button';

test('a link button is a link with the button classes of its variant', () => {
  render(
    <MemoryRouter>
      <LinkButton variant="primary" to="/member/orders">
        購買紀錄
      </LinkButton>
      <LinkButton variant="text" href="/member/order/7">
        查看訂單
      </LinkButton>
    </MemoryRouter>,
  );
  const orders = screen.getByRole('link', { name: '購買紀錄' });
  expect(orders).toHaveAttribute('href', '/member/orders');
  expect(orders).toHaveClass('sf-button', 'sf-button--primary');
  expect(screen.getByRole('link', { name: '查看訂單' })).toHaveClass('sf-button', 'sf-button--text');
});

test('an empty state shows its picture, title, hint and way on', () => {
  const { container } = render(
    <MemoryRouter>
      <EmptyState
        kind="cart"
        titleLevel={1}
        title="購物車是空的"
        hint="去看看"
        action={
          <LinkButton variant="primary" to="/">
            去逛逛
          </LinkButton>
        }
      />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: '購物車是空的' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/');
  expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
});
