// The errors of the API client. Their messages follow the specifications' alerts:
// failed posts 'status:{status} error:{title}', failed loads '{status} error:{msg}'.
import type { FieldIssue } from '../validation/issues';

export interface ApiErrorInit {
  method: 'GET' | 'POST';
  endpoint: string;
  status: number;
  title: string;
  msg: string;
  issues?: FieldIssue[];
}

export class ApiError extends Error {
  readonly method: 'GET' | 'POST';
  /** The endpoint name in the table, e.g. 'memberOrderDetail'. */
  readonly endpoint: string;
  readonly status: number;
  readonly title: string;
  readonly msg: string;
  /** Field problems of a 400, as validation keys for the form to show. */
  readonly issues: FieldIssue[];

  constructor(init: ApiErrorInit) {
    super(init.method === 'POST' ? `status:${init.status} error:${init.title}` : `${init.status} error:${init.msg}`);
    this.name = 'ApiError';
    this.method = init.method;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.title = init.title;
    this.msg = init.msg;
    this.issues = init.issues ?? [];
  }

  /** Not logged in (or the session expired): the UI sends the visitor to the login page. */
  get unauthorized(): boolean {
    return this.status === 401;
  }
}

/**
 * The server answered 2xx with something the response schema rejects: the two sides disagree
 * on the contract. Logged, and raised like any other failed call so the screen stops loading.
 */
export class ResponseValidationError extends ApiError {
  constructor(init: ApiErrorInit) {
    super(init);
    this.name = 'ResponseValidationError';
  }
}

/** The request never got an answer (offline, DNS, CORS, timeout). Already logged to the console. */
export class NetworkError extends Error {
  readonly endpoint: string;

  constructor(endpoint: string, cause: unknown) {
    super(`Network error on ${endpoint}`, { cause });
    this.name = 'NetworkError';
    this.endpoint = endpoint;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
