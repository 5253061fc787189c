// A busy button cannot be pressed twice: the guard against double sends.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

test('a busy button is disabled and marked busy', async () => {
  const onClick = jest.fn();
  const { rerender } = render(<Button onClick={onClick}>送出</Button>);
  await userEvent.click(screen.getByRole('button', { name: '送出' }));
  expect(onClick).toHaveBeenCalledTimes(1);
  rerender(
    <Button onClick={onClick} busy>
      送出
    </Button>,
  );
  expect(screen.getByRole('button', { name: '送出' })).toBeDisabled();
  expect(screen.getByRole('button', { name: '送出' })).toHaveAttribute('aria-busy', 'true');
  await userEvent.click(screen.getByRole('button', { name: '送出' }));
  expect(onClick).toHaveBeenCalledTimes(1);
});
