// Who is calling: the session cookie is read once per request and the user kept beside the request.
import type { Request, RequestHandler } from 'express';
import { type AuthService, toPublicUser } from '../features/auth/service.ts';
import type { PublicUser } from '../features/auth/schema.ts';
import { readCookie } from './cookies.ts';
import { forbidden, unauthorized } from './errors.ts';

export const SESSION_COOKIE = 'bc_session';
const current = new WeakMap<Request, PublicUser>();

export function sessionMiddleware(auth: AuthService): RequestHandler {
  return async (req, _res, next) => {
    const token = readCookie(req, SESSION_COOKIE);
    if (token) {
      const user = await auth.userForSession(token);
      if (user) current.set(req, toPublicUser(user));
    }
    next();
  };
}

export const currentUser = (req: Request): PublicUser | undefined => current.get(req);

export function requireUser(req: Request): PublicUser {
  const user = current.get(req);
  if (!user) throw unauthorized();
  return user;
}

export function requireRole(req: Request, ...roles: PublicUser['role'][]): PublicUser {
  const user = requireUser(req);
  if (!roles.includes(user.role)) throw forbidden(`This is for ${roles.join(' or ')} accounts.`, 'wrong_role');
  return user;
}
