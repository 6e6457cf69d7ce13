// The typed HTTP client: JSON in and out, the CSRF token on every mutating call, and one error
// type that carries the server's sentence and code.
export class ApiError extends Error {
  status: number;
  code: string;
  body: Record<string, unknown>;
  constructor(status: number, code: string, message: string, body: Record<string, unknown>) {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

let csrfToken: string | undefined;

function pageToken(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  return meta?.content || undefined;
}

/** The token from the page; in the dev server (no server-rendered page) it is asked for once. */
async function token(): Promise<string> {
  csrfToken ??= pageToken();
  if (!csrfToken) {
    const res = await fetch('/api/v1/session', { credentials: 'same-origin' });
    csrfToken = ((await res.json()) as { csrf_token: string }).csrf_token;
  }
  return csrfToken;
}

export function setCsrfToken(value: string): void {
  csrfToken = value;
}

export async function api<T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers['X-CSRF-Token'] = await token();
  let res: Response;
  try {
    res = await fetch(path, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'network', 'We could not reach the server. Check your connection and try again.', {});
  }
  const text = await res.text();
  let data: Record<string, unknown> = {};
  try { data = text ? JSON.parse(text) : {}; } catch { /* not JSON: handled below */ }
  if (!res.ok) {
    const message = typeof data.error === 'string' ? data.error : `The server answered ${res.status}. Please try again.`;
    throw new ApiError(res.status, typeof data.code === 'string' ? data.code : 'http_error', message, data);
  }
  return data as T;
}
