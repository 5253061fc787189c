// The dialog gives keyboard focus back to the control that opened it when its owner stops
// rendering it while open (the browser does so itself only on close()).
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AppI18nProvider } from '../i18n/app-i18n-provider';
import { Dialog } from './dialog';

function Owner() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        分享
      </button>
      {open ? (
        <Dialog open title="分享商品" onClose={() => setOpen(false)}>
          <button type="button" onClick={() => setOpen(false)}>
            完成
          </button>
        </Dialog>
      ) : null}
    </>
  );
}

test('focus returns to the opener when the open dialog is taken off the page', () => {
  render(
    <AppI18nProvider catalogs={{ 'zh-tw': {}, en: {} }}>
      <Owner />
    </AppI18nProvider>,
  );
  const opener = screen.getByRole('button', { name: '分享' });
  opener.focus();
  fireEvent.click(opener);
  const done = screen.getByRole('button', { name: '完成' });
  done.focus();
  expect(document.activeElement).toBe(done);
  fireEvent.click(done);
  expect(screen.queryByRole('button', { name: '完成' })).toBeNull();
  expect(document.activeElement).toBe(opener);
});
