// The one API client of the page. Apps on the shell call the site's own relative paths; a remote
// embedded on another host page gets the API's base URL from its mount element (data-base-url).
// Tests hand in their own fetch, the network seam.
import { createApiClient } from '@storefront/contracts';

export type ApiClient = ReturnType<typeof createApiClient>;

let client: ApiClient | null = null;

export function configureApi(options: { baseUrl?: string; fetch?: typeof fetch } = {}): ApiClient {
  client = createApiClient({ prefixUrl: options.baseUrl || undefined, fetch: options.fetch });
  return client;
}

export function api(): ApiClient {
  return client ?? configureApi();
}
