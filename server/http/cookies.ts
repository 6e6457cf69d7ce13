// Minimal cookie reading and writing: httpOnly, SameSite=Lax, Secure when configured.
import type { Request, Response } from 'express';

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try { return decodeURIComponent(part.slice(eq + 1).trim()); } catch { return undefined; }
    }
  }
  return undefined;
}

export interface CookieOptions { maxAgeS?: number; secure: boolean }

export function setCookie(res: Response, name: string, value: string, opts: CookieOptions): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (opts.maxAgeS !== undefined) parts.push(`Max-Age=${opts.maxAgeS}`);
  if (opts.secure) parts.push('Secure');
  res.append('Set-Cookie', parts.join('; '));
}

export function clearCookie(res: Response, name: string, secure: boolean): void {
  setCookie(res, name, '', { maxAgeS: 0, secure });
}
