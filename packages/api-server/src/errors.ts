// Errors that become JSON answers in the ApiErrorBody shape {status, title, msg?, issues?}.
export interface ApiIssue {
  path: string;
  key: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 500,
    readonly title: string,
    readonly msg?: string,
    readonly issues?: ApiIssue[],
  ) {
    super(msg ?? title);
    this.name = 'ApiError';
  }

  toBody(): { status: number; title: string; msg?: string; issues?: ApiIssue[] } {
    return {
      status: this.status,
      title: this.title,
      ...(this.msg !== undefined ? { msg: this.msg } : {}),
      ...(this.issues ? { issues: this.issues } : {}),
    };
  }
}

export const notFound = (msg = '找不到資料') => new ApiError(404, '找不到', msg);
