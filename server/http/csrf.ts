// CSRF protection, signed double-submit: every browser gets a random httpOnly cookie; the page
// carries HMAC(secret, cookie) in <meta name="csrf-token"> (and forms as authenticity_token).
// A mutating call must send that token back in X-CSRF-Token (or the form field). A page on another
// site can make the browser send the cookie but cannot read the token.
import crypto from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { readCookie, setCookie } from './cookies.ts';
import { forbidden } from './errors.ts';

export const CSRF_COOKIE = 'bc_csrf';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export class Csrf {
  #secret: string;
  #secure: boolean;
  constructor(secret: string, secure: boolean) {
    this.#secret = secret;
    this.#secure = secure;
  }

  #sign(nonce: string): string {
    return crypto.createHmac('sha256', this.#secret).update(nonce).digest('base64url');
  }

  /** The token for this browser, setting its cookie first when it has none. */
  tokenFor(req: Request, res: Response): string {
    let nonce = readCookie(req, CSRF_COOKIE);
    if (!nonce || !/^[A-Za-z0-9_-]{20,64}$/.test(nonce)) {
      nonce = crypto.randomBytes(24).toString('base64url');
      setCookie(res, CSRF_COOKIE, nonce, { secure: this.#secure, maxAgeS: 60 * 60 * 24 * 365 });
      // Later reads in the same request see the new cookie.
      req.headers.cookie = `${req.headers.cookie ? `${req.headers.cookie}; ` : ''}${CSRF_COOKIE}=${nonce}`;
    }
    return this.#sign(nonce);
  }

  verify(req: Request): boolean {
    const nonce = readCookie(req, CSRF_COOKIE);
    const sent = req.get(CSRF_HEADER) ?? (typeof req.body?.authenticity_token === 'string' ? req.body.authenticity_token : undefined);
    if (!nonce || !sent) return false;
    const expected = Buffer.from(this.#sign(nonce));
    const given = Buffer.from(sent);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }

  /** Rejects mutating requests without a valid token with 403. */
  middleware(): RequestHandler {
    return (req, _res, next) => {
      if (SAFE_METHODS.has(req.method) || this.verify(req)) return next();
      next(forbidden('Your page has expired or the security token is missing. Please reload the page and try again.', 'csrf_failed'));
    };
  }
}
