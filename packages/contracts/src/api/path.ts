// Fills the `:name` parameters of an endpoint path. Values are URI-encoded so a slug or a
// brand name with '/', '?' or spaces stays one path segment.

/** The parameter names of a path, e.g. 'id' | 'width' for '/media/url/:id/:width'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

export class MissingPathParamError extends Error {
  constructor(
    readonly path: string,
    readonly param: string,
  ) {
    super(`Missing path parameter "${param}" for ${path}`);
    this.name = 'MissingPathParamError';
  }
}

/** Names of the `:params` of a path, in order. */
export function pathParamNames(path: string): string[] {
  return Array.from(path.matchAll(PARAM), (match) => match[1] ?? '');
}

export function buildPath(path: string, params: Readonly<Record<string, string | number | null | undefined>> = {}): string {
  return path.replace(PARAM, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '' || (typeof value === 'number' && !Number.isFinite(value))) {
      throw new MissingPathParamError(path, name);
    }
    return encodeURIComponent(String(value));
  });
}
