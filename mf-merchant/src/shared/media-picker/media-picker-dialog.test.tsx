// The media picker: lists the merchant's pictures a page at a time, searches them by file name,
// refuses wrong types and files over 1.5 MB before sending anything, uploads good files and hands
// the chosen picture back.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@storefront/ui';
import { fakeServer, renderScreen } from '@storefront/ui/testing';
import { catalogs } from '../../locales/catalogs';
import { MediaPickerDialog } from './media-picker-dialog';

const tea = { id: 4, filename: 'tea.png', type: 'Image', publicUrl: '/media/uploads/tea.png' };
const pageOf = (mediaList: unknown[], total = mediaList.length, page = 1) => ({ status: 200, mediaList, total, page, pageSize: 24 });

test('refuses a wrong type and a file too big without uploading', async () => {
  const server = fakeServer({ 'GET /api/merchant/media/page': { body: pageOf([tea]) } });
  renderScreen(<MediaPickerDialog onClose={() => undefined} onSelect={() => undefined} />, { catalogs });
  const input = await screen.findByLabelText('上傳圖片');
  await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
  expect(await screen.findByText('檔案格式不支援')).toBeInTheDocument();
  const big = new File([new Uint8Array(1.5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
  await userEvent.upload(input, big);
  expect(await screen.findByText('檔案過大，請壓縮後再上傳')).toBeInTheDocument();
  expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
});

// The shared fake server reads bodies as JSON; the upload is multipart, so this test answers at
// the same fetch seam itself and counts the files in the form data that was sent.
test('uploads good files, reloads the list and returns the chosen picture', async () => {
  const sent: number[] = [];
  let uploaded = false;
  configureApi({
    baseUrl: 'http://localhost',
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'POST') {
        const form = await request.formData();
        sent.push(form.getAll('files').length);
        uploaded = true;
        return Response.json({ status: 200 });
      }
      return Response.json(uploaded ? pageOf([{ ...tea, id: 5, filename: 'new.png' }, tea]) : pageOf([tea]));
    },
  });
  const chosen: number[] = [];
  renderScreen(<MediaPickerDialog onClose={() => undefined} onSelect={(item) => chosen.push(item.id)} />, { catalogs, lang: 'en' });
  await userEvent.upload(await screen.findByLabelText('Upload pictures'), new File(['png'], 'new.png', { type: 'image/png' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Choose new.png' }));
  expect(chosen).toEqual([5]);
  expect(sent).toEqual([1]);
});

test('a delete is asked first; a picture in use is refused with the products named, in English too', async () => {
  const server = fakeServer({
    'GET /api/merchant/media/page': { body: pageOf([tea]) },
    'POST /api/merchant/media/remove': {
      status: 409,
      body: { status: 409, title: 'Picture in use', msg: 'This picture is used by 1 product: 「烏龍茶」' },
    },
  });
  renderScreen(<MediaPickerDialog onClose={() => undefined} onSelect={() => undefined} />, { catalogs, lang: 'en' });
  await userEvent.click(await screen.findByRole('button', { name: 'Delete tea.png' }));
  expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'Delete tea.png' }));
  expect(screen.getByText('Delete this picture?')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(/409 error:This picture is used by 1 product/)).toBeInTheDocument();
  expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
});

test('the library comes a page at a time and is searched by file name', async () => {
  const picture = (id: number) => ({ ...tea, id, filename: `p${id}.png` });
  const server = fakeServer({
    'GET /api/merchant/media/page': (request) => {
      const query = new URL(request.url).searchParams;
      if (query.get('q') === 'zzz') return { body: pageOf([], 0) };
      const page = Number(query.get('page'));
      return { body: pageOf(page === 2 ? [picture(1)] : [picture(30), picture(29)], 25, page) };
    },
  });
  renderScreen(<MediaPickerDialog onClose={() => undefined} onSelect={() => undefined} />, { catalogs, lang: 'en' });
  expect(await screen.findByRole('button', { name: 'Choose p30.png' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByRole('button', { name: 'Choose p1.png' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Choose p30.png' })).not.toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox'), 'zzz{Enter}');
  expect(await screen.findByText('No pictures match')).toBeInTheDocument();
  const asked = server.calls.filter((c) => c.method === 'GET').map((c) => c.path);
  expect(asked).toEqual([
    '/api/merchant/media/page?q=&page=1&pageSize=24',
    '/api/merchant/media/page?q=&page=2&pageSize=24',
    '/api/merchant/media/page?q=zzz&page=1&pageSize=24',
  ]);
});
