// Tests of the API client against a fake fetch: answers, error messages, network errors, schema drift.
import { createApiClient } from './client';
import { ApiError, NetworkError, ResponseValidationError } from './errors';

interface Seen {
  url: string;
  method: string;
  body: string;
  credentials: RequestCredentials;
  contentType: string | null;
}

function fakeFetch(respond: (seen: Seen) => Response | Promise<Response>) {
  const calls: Seen[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const seen: Seen = {
      url: request.url,
      method: request.method,
      body: request.method === 'GET' ? '' : await request.text(),
      credentials: request.credentials,
      contentType: request.headers.get('content-type'),
    };
    calls.push(seen);
    return respond(seen);
  }) as typeof fetch;
  return { fetchImpl, calls };
}

const json = (body: unknown, status = 200, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errorSpy.mockRestore());

describe('createApiClient', () => {
  it('fills path parameters, sends cookies and returns the parsed answer', async () => {
    const { fetchImpl, calls } = fakeFetch(() =>
      json({ status: 200, productAddonsList: [{ productModelId: 3, title: '杯套', price: 80, inventory: 2, extra: 1 }] }),
    );
    const api = createApiClient({ prefixUrl: 'https://api.example/base', fetch: fetchImpl });
    const answer = await api.call('productAddons', { params: { productId: 42 } });
    expect(calls[0]?.url).toBe('https://api.example/base/api/product/addons/42/list');
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.credentials).toBe('include');
    expect(answer.productAddonsList[0]?.title).toBe('杯套');
    expect(answer.productAddonsList[0]).not.toHaveProperty('extra');
  });

  it('uses the page origin without a prefix and posts JSON', async () => {
    const { fetchImpl, calls } = fakeFetch(() => json({ status: 200, title: 'ok' }));
    const api = createApiClient({ fetch: fetchImpl });
    const answer = await api.call('memberCancel', { body: { userId: 5 } });
    expect(calls[0]?.url).toBe(`${location.origin}/api/member/account/cancel`);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.contentType).toContain('application/json');
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({ userId: 5 });
    expect(answer).toEqual({ status: 200, title: 'ok' });
  });

  it('adds query values, leaving out undefined ones', async () => {
    const { fetchImpl, calls } = fakeFetch(() => json({ status: 200, orders: [], total: 0, page: 1, pageSize: 20 }));
    const api = createApiClient({ fetch: fetchImpl });
    await api.call('merchantOrderList', { query: { status: '1', month: '2025-03', page: undefined } });
    expect(calls[0]?.url).toBe(`${location.origin}/api/merchant/order/list?status=1&month=2025-03`);
  });

  it('lets the response schema normalize the answer', async () => {
    const { fetchImpl } = fakeFetch(() => json({ status: 200, TotalPoints: 1500 }));
    const api = createApiClient({ fetch: fetchImpl });
    await expect(api.call('memberAccountPoints')).resolves.toEqual({ status: 200, totalPoints: 1500, msg: undefined });
  });

  it('turns a 400 on a post into status:{status} error:{title} with the issues', async () => {
    const { fetchImpl } = fakeFetch(() =>
      json(
        {
          status: 400,
          title: '資料有誤',
          issues: [
            { path: 'newPassword', key: 'passwordLength' },
            { path: 'x', key: 'not-a-key' },
          ],
        },
        400,
        'Bad Request',
      ),
    );
    const api = createApiClient({ fetch: fetchImpl });
    const error = await api
      .call('memberResetPassword', { body: { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe('status:400 error:資料有誤');
    expect(apiError.status).toBe(400);
    expect(apiError.title).toBe('資料有誤');
    expect(apiError.issues).toEqual([
      { path: 'newPassword', key: 'passwordLength' },
      { path: 'x', key: 'invalid' },
    ]);
  });

  it('turns a failed load into {status} error:{msg}', async () => {
    const { fetchImpl } = fakeFetch(() => json({ status: 401, title: 'Unauthorized', msg: '請先登入' }, 401));
    const api = createApiClient({ fetch: fetchImpl });
    const error = (await api.call('memberOrderList').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('401 error:請先登入');
    expect(error.unauthorized).toBe(true);
    expect(error.endpoint).toBe('memberOrderList');
  });

  it('falls back to the HTTP status text when the error body is not JSON', async () => {
    const { fetchImpl } = fakeFetch(() => new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }));
    const api = createApiClient({ fetch: fetchImpl });
    const getError = (await api.call('merchantOrderList').catch((e: unknown) => e)) as ApiError;
    expect(getError.message).toBe('502 error:Bad Gateway');
    const postError = (await api.call('memberLogout').catch((e: unknown) => e)) as ApiError;
    expect(postError.message).toBe('status:502 error:Bad Gateway');
  });

  it('logs a network error, reports it and raises NetworkError', async () => {
    const onNetworkError = jest.fn();
    const api = createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      onNetworkError,
    });
    const error = await api.call('productDetail', { params: { slug: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(errorSpy).toHaveBeenCalled();
    expect(onNetworkError).toHaveBeenCalledWith(error);
  });

  it('passes an abort through without logging it', async () => {
    const controller = new AbortController();
    const api = createApiClient({
      fetch: (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise((_resolve, reject) => {
          const signal = init?.signal ?? (_input instanceof Request ? _input.signal : undefined);
          const abort = () => reject(new DOMException('aborted', 'AbortError'));
          if (signal?.aborted) abort();
          signal?.addEventListener('abort', abort);
        }),
    });
    const pending = api.call('memberOrderList', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toHaveProperty('name', 'AbortError');
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('rejects an answer that does not match the response schema', async () => {
    const { fetchImpl } = fakeFetch(() => json({ status: 200, orders: [{ orderId: 'x' }] }));
    const api = createApiClient({ fetch: fetchImpl });
    const error = (await api.call('memberOrderList').catch((e: unknown) => e)) as ResponseValidationError;
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(200);
    expect(error.issues).toContainEqual({ path: 'orders.0.orderId', key: 'number' });
    expect(errorSpy).toHaveBeenCalled();
  });

  it('rejects a 2xx answer that is not JSON', async () => {
    const { fetchImpl } = fakeFetch(() => new Response('not json', { status: 200 }));
    const api = createApiClient({ fetch: fetchImpl });
    await expect(api.call('memberOrderList')).rejects.toBeInstanceOf(ResponseValidationError);
  });

  it('reads the plain-text logistics status', async () => {
    const { fetchImpl, calls } = fakeFetch(() => new Response('已到店', { status: 200, headers: { 'content-type': 'text/plain' } }));
    const api = createApiClient({ fetch: fetchImpl });
    await expect(api.callText('logisticStatus', { params: { e_orderstatus: '12' } })).resolves.toBe('已到店');
    await expect(api.call('logisticStatus', { params: { e_orderstatus: '12' } })).resolves.toBe('已到店');
    expect(calls[0]?.url).toBe(`${location.origin}/api/member/logisticstatus/12`);
  });

  it('uploads media as form data', async () => {
    const { fetchImpl, calls } = fakeFetch(() => json({ status: 200 }));
    const api = createApiClient({ fetch: fetchImpl });
    const form = new FormData();
    form.append('files', new Blob(['png'], { type: 'image/png' }), 'a.png');
    await api.call('merchantMediaUpload', { body: form });
    expect(calls[0]?.contentType).toMatch(/^multipart\/form-data/);
  });

  it('types parameters and payloads per endpoint', () => {
    const api = createApiClient({ fetch: () => Promise.resolve(json({})) });
    // Compile-time checks only: these lines must fail type checking.
    const unused = () => {
      // @ts-expect-error the slug is required
      void api.call('productDetail');
      // @ts-expect-error wrong parameter name
      void api.call('productDetail', { params: { id: 1 } });
      // @ts-expect-error the payload is required
      void api.call('memberCancel', {});
      // @ts-expect-error not a plain-text endpoint
      void api.callText('memberOrderList');
    };
    expect(typeof unused).toBe('function');
  });
});
