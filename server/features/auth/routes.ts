// Account calls: sign up, sign in, sign out, session, username check, child profiles, avatars.
import { Router, type RequestHandler, type Response } from 'express';
import type { Csrf } from '../../http/csrf.ts';
import { clearCookie, readCookie, setCookie } from '../../http/cookies.ts';
import { ApiError } from '../../http/errors.ts';
import type { RateLimiter } from '../../http/rateLimit.ts';
import { currentUser, requireRole, requireUser, SESSION_COOKIE } from '../../http/session.ts';
import { parseInput } from '../../http/validate.ts';
import { addChildSchema, checkUsernameSchema, childPasswordSchema, idParamSchema, setAvatarSchema, signInSchema, signUpSchema, type SessionInfo } from './schema.ts';
import { type AuthService, toPublicUser } from './service.ts';

export interface AuthRoutesDeps {
  auth: AuthService;
  csrf: Csrf;
  secureCookies: boolean;
  signInByName: RateLimiter;
  signInByIp: RateLimiter;
}

export function authRoutes({ auth, csrf, secureCookies, signInByName, signInByIp }: AuthRoutesDeps): Router {
  const r = Router();

  const startSession = async (res: Response, userId: number) => {
    const { token, maxAgeS } = await auth.createSession(userId);
    setCookie(res, SESSION_COOKIE, token, { maxAgeS, secure: secureCookies });
  };

  r.get('/api/v1/session', (req, res) => {
    const body: SessionInfo = { user: currentUser(req) ?? null, csrf_token: csrf.tokenFor(req, res) };
    res.json(body);
  });

  r.post('/users/sign_up', async (req, res) => {
    const input = parseInput(signUpSchema, req.body);
    const user = await auth.createUser({ username: input.username, password: input.password, displayName: input.display_name, role: input.role, grade: input.grade });
    await startSession(res, user.id);
    res.status(201).json({ success: true, user: toPublicUser(user) });
  });

  r.post('/users/sign_in', async (req, res) => {
    const input = parseInput(signInSchema, req.body);
    const nameKey = input.username.toLowerCase();
    const wait = Math.max(signInByName.hit(nameKey), signInByIp.hit(req.ip ?? 'unknown'));
    if (wait > 0) {
      res.set('Retry-After', String(wait));
      throw new ApiError(429, 'rate_limited', `Too many sign-in attempts. Please wait ${Math.ceil(wait / 60)} minute${wait > 60 ? 's' : ''} and try again.`);
    }
    const user = await auth.authenticate(input.username, input.password);
    if (!user) throw new ApiError(401, 'invalid_credentials', 'That username and password do not match. Please try again.');
    signInByName.reset(nameKey);
    await startSession(res, user.id);
    res.json({ success: true, user: toPublicUser(user) });
  });

  const signOut: RequestHandler = async (req, res) => {
    const token = readCookie(req, SESSION_COOKIE);
    if (token) await auth.destroySession(token);
    clearCookie(res, SESSION_COOKIE, secureCookies);
    res.json({ success: true });
  };
  r.delete('/users/sign_out', signOut);
  r.post('/users/sign_out', signOut);

  r.get('/users/check_username', async (req, res) => {
    const q = parseInput(checkUsernameSchema, req.query);
    res.json(await auth.checkUsername(q.username, q.current_user_id));
  });

  r.get('/api/v1/children', async (req, res) => {
    const parent = requireRole(req, 'parent');
    res.json({ success: true, children: (await auth.listChildren(parent.id)).map(toPublicUser) });
  });

  r.post('/api/v1/children', async (req, res) => {
    const parent = requireRole(req, 'parent');
    const input = parseInput(addChildSchema, req.body);
    const child = await auth.addChild(parent, input);
    res.status(201).json({ success: true, child: toPublicUser(child) });
  });

  r.patch('/api/v1/children/:id/password', async (req, res) => {
    const parent = requireRole(req, 'parent');
    const { id } = parseInput(idParamSchema, req.params);
    const { password } = parseInput(childPasswordSchema, req.body);
    await auth.setChildPassword(parent, id, password);
    res.json({ success: true });
  });

  // The signed-in player's own avatar, and a parent's choice for a child (one of AVATARS, or null
  // for the initial badge).
  r.post('/api/v1/account/avatar', async (req, res) => {
    const user = requireUser(req);
    const { avatar_id } = parseInput(setAvatarSchema, req.body);
    res.json({ success: true, user: toPublicUser(await auth.setAvatar(user.id, avatar_id)) });
  });

  r.post('/api/v1/children/:id/avatar', async (req, res) => {
    const parent = requireRole(req, 'parent');
    const { id } = parseInput(idParamSchema, req.params);
    const { avatar_id } = parseInput(setAvatarSchema, req.body);
    res.json({ success: true, child: toPublicUser(await auth.setChildAvatar(parent, id, avatar_id)) });
  });

  return r;
}
