// The one typed HTTP client of every app, built on ky from the endpoint table: path parameters,
// payload and answer are typed per endpoint, answers are checked against the response schema,
// and every failure ends in a thrown error (ApiError, NetworkError), so no spinner waits forever.
// The response schema comes from the endpoint's domain part, loaded while the request is on the
// wire (see endpoint-schemas.ts).
import ky, { type KyInstance } from 'ky';
import * as v from 'valibot';
import { isValidationKey } from '../validation/messages';
import { toFieldIssues, type FieldIssue } from '../validation/issues';
import { loadEndpointSchemas } from './endpoint-schemas';
import type { EndpointResponse, Endpoints } from './endpoint-types';
import { ApiError, NetworkError, ResponseValidationError } from './errors';
import { buildPath, type PathParamNames, type PathParams } from './path';
import { endpointRoutes, type EndpointName, type EndpointRoute, type EndpointSchemas } from './routes';

export interface ApiClientOptions {
  /** Base URL of the API (a remote on another host page); default: the page's own origin. */
  prefixUrl?: string;
  fetch?: typeof fetch;
  /** Called after a network error was logged, e.g. to show an offline banner. */
  onNetworkError?: (error: NetworkError) => void;
  /** Milliseconds before a call counts as a network error; default 30 s (uploads take a while). */
  timeout?: number;
}

type ParamsOption<N extends EndpointName> = [PathParamNames<Endpoints[N]['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<Endpoints[N]['path']> };

type BodyOption<N extends EndpointName> = Endpoints[N] extends { request: infer S extends v.GenericSchema }
  ? { body: v.InferInput<S> }
  : { body?: undefined };

/** Query-string values; undefined ones are left out (list filters, paging). */
export type QueryValues = Readonly<Record<string, string | number | boolean | undefined>>;

/** A call whose endpoint has a query schema takes that schema's input (a paged list's URL values). */
type QueryOption<N extends EndpointName> = Endpoints[N] extends { query: infer S extends v.GenericSchema }
  ? { query?: v.InferInput<S> }
  : { query?: QueryValues };

export type CallOptions<N extends EndpointName> = ParamsOption<N> & BodyOption<N> & QueryOption<N> & { signal?: AbortSignal };

type AnyCallOptions = { params?: object; body?: unknown; query?: unknown; signal?: AbortSignal };

/** Options may be left out only when the endpoint has neither path parameters nor payload. */
// `{} extends` asks whether every option may be left out; no other type says that.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- see above
export type CallArgs<N extends EndpointName> = {} extends CallOptions<N> ? [options?: CallOptions<N>] : [options: CallOptions<N>];

export type TextEndpointName = {
  [N in EndpointName]: Endpoints[N] extends { responseType: 'text' } ? N : never;
}[EndpointName];

export interface ApiClient {
  call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<EndpointResponse<N>>;
  /** For the plain-text answers (logisticStatus). */
  callText<N extends TextEndpointName>(name: N, ...args: CallArgs<N>): Promise<string>;
}

interface LooseErrorBody {
  title?: unknown;
  msg?: unknown;
  issues?: unknown;
}

function readIssues(value: unknown): FieldIssue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((issue: unknown) => {
    if (typeof issue !== 'object' || issue === null) return [];
    const { path, key } = issue as { path?: unknown; key?: unknown };
    return [{ path: typeof path === 'string' ? path : '', key: isValidationKey(key) ? key : 'invalid' }];
  });
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');
}

function defaultPrefix(): string | undefined {
  return typeof location !== 'undefined' && location.origin && location.origin !== 'null' ? location.origin : undefined;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const prefixUrl = options.prefixUrl ?? defaultPrefix();
  const http: KyInstance = ky.create({
    ...(prefixUrl ? { prefixUrl } : {}),
    credentials: 'include',
    // Retrying is the user's call (the alert, the retry button), not a silent background loop.
    retry: 0,
    timeout: options.timeout ?? 30_000,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function send(name: EndpointName, callOptions: AnyCallOptions = {}) {
    const def: EndpointRoute = endpointRoutes[name];
    const path = buildPath(def.path, (callOptions.params ?? {}) as Record<string, string | number>);
    // ky wants no leading slash under a prefix; without one the path stays site-relative.
    const input = prefixUrl ? path.slice(1) : path;
    const accept = def.responseType === 'text' ? 'text/plain, */*' : 'application/json';
    const hasBody = def.method === 'POST' && callOptions.body !== undefined;
    const query = Object.entries((callOptions.query ?? {}) as QueryValues).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)] as [string, string]],
    );

    let response: Response;
    let text: string;
    try {
      response = await http(input, {
        method: def.method,
        headers: { accept },
        ...(query.length > 0 ? { searchParams: query } : {}),
        ...(callOptions.signal ? { signal: callOptions.signal } : {}),
        ...(hasBody ? (def.requestType === 'form-data' ? { body: callOptions.body as FormData } : { json: callOptions.body }) : {}),
      });
      // Reading the body can fail too (connection dropped mid-answer): same treatment.
      text = await response.text();
    } catch (error) {
      if (isAbort(error, callOptions.signal)) throw error;
      throw networkFailure(name, error);
    }

    if (!response.ok) {
      const parsed = parseJson(text);
      const body: LooseErrorBody = parsed.ok && typeof parsed.value === 'object' && parsed.value !== null ? parsed.value : {};
      const fallback = response.statusText || String(response.status);
      const title =
        typeof body.title === 'string' && body.title ? body.title : typeof body.msg === 'string' && body.msg ? body.msg : fallback;
      const msg = typeof body.msg === 'string' && body.msg ? body.msg : title;
      throw new ApiError({ method: def.method, endpoint: name, status: response.status, title, msg, issues: readIssues(body.issues) });
    }
    return { def, response, text };
  }

  function invalidResponse(name: EndpointName, method: 'GET' | 'POST', status: number, issues: FieldIssue[], detail: unknown): never {
    const error = new ResponseValidationError({ method, endpoint: name, status, title: 'invalid', msg: 'invalid', issues });
    console.error(error, detail);
    throw error;
  }

  /** A call that could not reach the server (or load its schemas): logged, reported, thrown. */
  function networkFailure(name: EndpointName, error: unknown): NetworkError {
    const networkError = new NetworkError(name, error);
    // The specifications only log network errors; the thrown error lets callers end spinners.
    console.error(networkError, error);
    options.onNetworkError?.(networkError);
    return networkError;
  }

  /** The endpoint's response schema; its domain part loads while the request is on the wire. */
  async function responseSchemaOf(loading: Promise<EndpointSchemas>, name: EndpointName): Promise<v.GenericSchema> {
    try {
      return (await loading).response;
    } catch (error) {
      throw networkFailure(name, error);
    }
  }

  return {
    async call(name, ...args) {
      const schemas = loadEndpointSchemas(name);
      schemas.catch(() => undefined); // observed below, once the answer is in
      const { def, response, text } = await send(name, args[0]);
      const responseSchema = await responseSchemaOf(schemas, name);
      let data: unknown = text;
      if (def.responseType !== 'text') {
        const parsed = parseJson(text);
        if (!parsed.ok) invalidResponse(name, def.method, response.status, [], text);
        data = parsed.value;
      }
      const result = v.safeParse(responseSchema, data);
      if (!result.success) invalidResponse(name, def.method, response.status, toFieldIssues(result.issues), result.issues);
      return result.output as EndpointResponse<typeof name>;
    },
    async callText(name, ...args) {
      const { text } = await send(name, args[0]);
      return text;
    },
  };
}
