// A tiny browser stand-in for integration tests: keeps cookies, knows its CSRF token, speaks JSON.
export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export class TestClient {
  readonly base: string;
  #cookies = new Map<string, string>();
  #csrf: string | undefined;

  constructor(base: string) {
    this.base = base;
  }

  get cookies(): ReadonlyMap<string, string> {
    return this.#cookies;
  }

  async csrf(): Promise<string> {
    if (!this.#csrf) this.#csrf = (await this.get<{ csrf_token: string }>('/api/v1/session')).body.csrf_token;
    return this.#csrf;
  }

  get<T = Record<string, unknown>>(path: string) {
    return this.request<T>('GET', path);
  }

  /** A mutating call with the CSRF token (pass csrf: false to leave it out). */
  async send<T = Record<string, unknown>>(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown, opts: { csrf?: boolean; raw?: string } = {}) {
    const headers: Record<string, string> = {};
    if (opts.csrf !== false) headers['X-CSRF-Token'] = await this.csrf();
    return this.request<T>(method, path, opts.raw ?? (body === undefined ? undefined : JSON.stringify(body)), headers);
  }

  post<T = Record<string, unknown>>(path: string, body?: unknown, opts?: { csrf?: boolean; raw?: string }) {
    return this.send<T>('POST', path, body, opts);
  }

  async request<T>(method: string, path: string, body?: string, extra: Record<string, string> = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...extra };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (this.#cookies.size) headers.Cookie = [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(this.base + path, { method, headers, body, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (attrs.some((a) => /max-age=0/i.test(a.trim())) || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try { parsed = JSON.parse(text); } catch { /* not JSON */ }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }
}
