// Test helpers for the apps' jest tests (not part of any bundle): render a screen the way the
// shell would — router, language and the app's catalogs — with the API answered by a fake server
// at the network seam (fetch), so the real client, schemas and error handling run.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApi } from '../api/api-client';
import { NotificationViewport } from '../components/notifications';
import { AppI18nProvider } from '../i18n/app-i18n-provider';
import type { Catalogs } from '../i18n/catalogs';
import { setLanguage } from '../i18n/language';
import type { Language } from '@storefront/contracts';

export type FakeReply = { status?: number; body?: unknown; text?: string };
export type FakeAnswer = FakeReply | ((request: Request) => FakeReply | Promise<FakeReply>);

/** Answers 'GET /api/…' keys; anything else is a 404 like the real server's. Returns the calls. */
export function fakeServer(routes: Record<string, FakeAnswer>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' ? '' : await request.clone().text();
    calls.push({ method: request.method, path: url.pathname + url.search, body: text ? JSON.parse(text) : undefined });
    const route = routes[`${request.method} ${url.pathname}`];
    const answer = typeof route === 'function' ? await route(request) : route;
    if (!answer) return Response.json({ status: 404, title: 'Not Found' }, { status: 404 });
    if (answer.text !== undefined) return new Response(answer.text, { status: answer.status ?? 200 });
    return Response.json(answer.body ?? { status: answer.status ?? 200 }, { status: answer.status ?? 200 });
  };
  configureApi({ baseUrl: 'http://localhost', fetch: fetchImpl });
  return { calls };
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function renderScreen(
  screen: ReactElement,
  options: { catalogs: Catalogs; path?: string; route?: string; lang?: Language },
): RenderResult {
  setLanguage(options.lang ?? 'zh-tw');
  return render(
    <MemoryRouter initialEntries={[options.route ?? options.path ?? '/']}>
      <AppI18nProvider catalogs={options.catalogs}>
        <Routes>
          <Route path={options.path ?? '*'} element={screen} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
        <NotificationViewport />
      </AppI18nProvider>
    </MemoryRouter>,
  );
}
