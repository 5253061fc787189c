// Tabs are usable with the keyboard and expose the tab pattern to assistive technology.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const items = [
  { id: 'description', label: '商品描述', content: <p>描述內容</p> },
  { id: 'specification', label: '規格', content: <p>規格內容</p> },
  { id: 'contact', label: '聯絡賣家', content: <p>賣家電話</p> },
];

test('clicking a tab shows its panel', async () => {
  render(<Tabs items={items} label="商品資訊" />);
  expect(screen.getByRole('tabpanel')).toHaveTextContent('描述內容');
  await userEvent.click(screen.getByRole('tab', { name: '規格' }));
  expect(screen.getByRole('tab', { name: '規格' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('規格內容');
});

test('arrow keys, Home and End move between tabs and wrap around', async () => {
  render(<Tabs items={items} label="商品資訊" />);
  screen.getByRole('tab', { name: '商品描述' }).focus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: '聯絡賣家' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('賣家電話');
  await userEvent.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: '商品描述' })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('規格內容');
});
