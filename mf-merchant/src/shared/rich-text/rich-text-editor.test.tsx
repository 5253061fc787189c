// The rich-text editor starts from the saved HTML (bold text and lists survive the round trip).
import { screen, waitFor } from '@testing-library/react';
import { renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import RichTextEditor from './rich-text-editor';

test('shows the saved HTML with its bold text and list', async () => {
  const changes: string[] = [];
  renderScreen(
    <RichTextEditor
      label="商品介紹"
      initialHtml="<p><b><strong>頂級烏龍</strong></b></p><ul><li><span>高山茶</span></li></ul>"
      onChange={(html) => changes.push(html)}
    />,
    { catalogs },
  );
  const box = screen.getByRole('textbox', { name: '商品介紹' });
  await waitFor(() => expect(box.querySelector('strong')).toHaveTextContent('頂級烏龍'));
  expect(box.querySelector('ul li')).toHaveTextContent('高山茶');
});
