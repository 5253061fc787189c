// A person on the storefront as the server sees them: one session cookie, sent over real HTTP to
// one or several server processes (each request names the origin of the server it goes to, as a
// browser on that host would), so a session made on one process is used on another.

export type Answer<T = Record<string, unknown>> = { status: number; body: T };

const PASSWORD = 'Reliable-pass-1234';

export class Shopper {
  private sid: string | undefined;
  private turn = 0;

  constructor(
    private readonly servers: readonly string[],
    readonly email = '',
  ) {
    if (!servers.length) throw new Error('a shopper needs a server');
  }

  /** The server of the next request: the given one, or the next in turn. */
  private pick(server?: number): string {
    const index = server ?? this.turn++;
    return this.servers[index % this.servers.length]!;
  }

  get signedIn(): boolean {
    return this.sid !== undefined;
  }

  get cookie(): string | undefined {
    return this.sid;
  }

  /** Carries over the session of another shopper (the same browser coming back). */
  useCookie(sid: string | undefined): this {
    this.sid = sid;
    return this;
  }

  async call<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, body?: unknown, server?: number): Promise<Answer<T>> {
    const base = this.pick(server);
    const headers: Record<string, string> = { origin: base };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.sid) headers.cookie = `sid=${this.sid}`;
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const match = /^sid=([^;]*)/.exec(line);
      if (match) this.sid = match[1] || undefined;
    }
    const text = await response.text();
    let parsed: unknown = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { text };
    }
    return { status: response.status, body: parsed as T };
  }

  get<T = Record<string, unknown>>(path: string, server?: number) {
    return this.call<T>('GET', path, undefined, server);
  }

  post<T = Record<string, unknown>>(path: string, body?: unknown, server?: number) {
    return this.call<T>('POST', path, body, server);
  }

  async login(password: string, server?: number): Promise<void> {
    const answer = await this.post('/api/member/login', { email: this.email, password }, server);
    if (answer.status !== 200 || !this.sid)
      throw new Error(`login of ${this.email} failed: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

/** Registers a new member through the API (signed in afterwards, like the sign-up page). */
export async function registerShopper(servers: readonly string[], email: string, server?: number): Promise<Shopper> {
  const shopper = new Shopper(servers, email);
  const answer = await shopper.post(
    '/api/member/register',
    { email, password: PASSWORD, confirmPassword: PASSWORD, firstName: '可靠', lastName: '測' },
    server,
  );
  if (answer.status !== 200) throw new Error(`registering ${email} failed: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
  // Registration starts no session (it answers a taken email the same): log in, as the page does.
  await shopper.login(PASSWORD, server);
  return shopper;
}

export const SHOPPER_PASSWORD = PASSWORD;

/** Runs make(0..count-1) with at most `width` in flight (registrations hash passwords: CPU-bound). */
export async function inWaves<T>(count: number, width: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const out = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      out[index] = await make(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, worker));
  return out;
}
