// Accounts over real HTTP on the real composition root: sign-up, sign-in, sign-out, sessions,
// child profiles, and every bad input answered with a clear 4xx that writes nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from '../support/app.ts';
import { TestClient } from '../support/http.ts';

describe.each(backends())('accounts on %s', (backend) => {
  let app: TestApp;
  const client = () => new TestClient(app.url);
  const userCount = async () => {
    const result = (await app.database.db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0].n);
  };
  const student = (username: string) => ({ username, password: 'hop-hop-hop', role: 'student', grade: 3, display_name: 'Tester' });

  beforeAll(async () => { app = await startTestApp(backend); });
  afterAll(async () => { await app?.stop(); });

  it('signs up a student, keeps the session, signs out and back in', async () => {
    const c = client();
    const up = await c.post<{ success: boolean; user: { username: string; role: string; grade: number } }>('/users/sign_up', student('frog_fan'));
    expect(up.status).toBe(201);
    expect(up.body.user).toMatchObject({ username: 'frog_fan', role: 'student', grade: 3 });
    expect(JSON.stringify(up.body)).not.toContain('password');
    expect((await c.get<{ user: { username: string } }>('/api/v1/session')).body.user.username).toBe('frog_fan');

    expect((await c.send('DELETE', '/users/sign_out')).status).toBe(200);
    expect((await c.get<{ user: null }>('/api/v1/session')).body.user).toBeNull();

    const wrong = await c.post('/users/sign_in', { username: 'frog_fan', password: 'not-the-one' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, error: 'That username and password do not match. Please try again.', code: 'invalid_credentials' });

    const inAgain = await c.post<{ user: { display_name: string } }>('/users/sign_in', { username: 'FROG_FAN', password: 'hop-hop-hop' });
    expect(inAgain.status).toBe(200);
    expect(inAgain.body.user.display_name).toBe('Tester');
  });

  it('a signed-out session cookie no longer works', async () => {
    const c = client();
    await c.post('/users/sign_up', student('old_cookie'));
    const token = c.cookies.get('bc_session')!;
    await c.send('DELETE', '/users/sign_out');
    const replay = new TestClient(app.url);
    const r = await replay.request<{ user: unknown }>('GET', '/api/v1/session', undefined, { Cookie: `bc_session=${token}` });
    expect(r.body.user).toBeNull();
  });

  it.each([
    [{}, 'username', 'Please enter a username.'],
    [{ username: 'ab', password: 'longenough', role: 'student', grade: 2 }, 'username', 'Username must be at least 3 characters.'],
    [{ username: 'has space', password: 'longenough', role: 'student', grade: 2 }, 'username', 'Use letters, numbers and underscores only, with no spaces or special characters.'],
    [{ username: 'émile', password: 'longenough', role: 'student', grade: 2 }, 'username', 'Use letters, numbers and underscores only, with no spaces or special characters.'],
    [{ username: 'a'.repeat(21), password: 'longenough', role: 'student', grade: 2 }, 'username', 'Username must be at most 20 characters.'],
    [{ username: 'nopass' }, 'password', 'Please enter a password.'],
    [{ username: 'shortpw', password: 'short', role: 'student', grade: 2 }, 'password', 'Password must be at least 8 characters.'],
    [{ username: 'norole', password: 'longenough' }, 'role', 'Please choose student, parent or teacher.'],
    [{ username: 'badrole', password: 'longenough', role: 'admin' }, 'role', 'Please choose student, parent or teacher.'],
    [{ username: 'nograde', password: 'longenough', role: 'student' }, 'grade', 'Please choose your grade.'],
    [{ username: 'grade9', password: 'longenough', role: 'student', grade: 9 }, 'grade', 'Grade must be from 0 (kindergarten) to 8.'],
    [{ username: 'gradetxt', password: 'longenough', role: 'student', grade: 'three' }, 'grade', 'Grade must be a number from 0 (kindergarten) to 8.'],
    [{ username: 12345, password: 'longenough', role: 'teacher' }, 'username', 'The username must be text.'],
  ])('rejects sign-up %j with 400 on %s and writes nothing', async (body, field, message) => {
    const before = await userCount();
    const r = await client().post('/users/sign_up', body);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 'invalid_input', field, error: message });
    expect(await userCount()).toBe(before);
  });

  it('rejects a username taken in another case with 409', async () => {
    await client().post('/users/sign_up', student('Lily_Pad'));
    const before = await userCount();
    const r = await client().post('/users/sign_up', { ...student('lily_pad'), role: 'teacher' });
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ success: false, error: 'This username is already taken', code: 'username_taken' });
    expect(await userCount()).toBe(before);
  });

  it('refuses every mutating call without the CSRF token (403) and writes nothing', async () => {
    const before = await userCount();
    const c = client();
    await c.csrf();
    const noToken = await c.post('/users/sign_up', student('no_token'), { csrf: false });
    expect(noToken.status).toBe(403);
    expect(noToken.body).toMatchObject({ success: false, code: 'csrf_failed' });
    const forged = await c.request('POST', '/users/sign_up', JSON.stringify(student('forged_tok')), { 'X-CSRF-Token': 'x'.repeat(43) });
    expect(forged.status).toBe(403);
    // A token from another browser does not fit this browser's cookie.
    const other = await client().csrf();
    const stolen = await c.request('POST', '/users/sign_up', JSON.stringify(student('stolen_tok')), { 'X-CSRF-Token': other });
    expect(stolen.status).toBe(403);
    expect(await userCount()).toBe(before);
  });

  it('answers a body that is not JSON with 400 and an unknown API path with a JSON 404', async () => {
    const c = client();
    const bad = await c.post('/users/sign_in', undefined, { raw: '{"username": ' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, error: 'The request body is not valid JSON.', code: 'invalid_json' });
    const missing = await c.get('/api/v1/nothing_here');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, code: 'no_such_route' });
  });

  it('validates sign-in input before looking anything up', async () => {
    const r = await client().post('/users/sign_in', { username: 'someone' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ field: 'password', error: 'Please enter your password.' });
  });

  it('slows down password guessing with 429 after 10 failures for one username', async () => {
    await client().post('/users/sign_up', student('guess_me'));
    const c = client();
    for (let i = 0; i < 10; i++) expect((await c.post('/users/sign_in', { username: 'guess_me', password: `wrong-${i}` })).status).toBe(401);
    const limited = await c.post('/users/sign_in', { username: 'GUESS_ME', password: 'hop-hop-hop' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.body).toMatchObject({ success: false, code: 'rate_limited' });
  });

  describe('username check', () => {
    it('answers valid true for a free name and false for a taken one in any case', async () => {
      const c = client();
      await c.post('/users/sign_up', student('Taken_Name'));
      expect((await c.get('/users/check_username?username=free_name')).body).toEqual({ valid: true, message: 'This username is available! ✨' });
      expect((await c.get('/users/check_username?username=TAKEN_name')).body).toEqual({ valid: false, message: 'This username is already taken' });
    });

    it('treats the current user’s own name as available', async () => {
      const c = client();
      const me = await c.post<{ user: { id: number } }>('/users/sign_up', student('mine_own'));
      expect((await c.get(`/users/check_username?username=Mine_Own&current_user_id=${me.body.user.id}`)).body).toMatchObject({ valid: true });
    });

    it.each([
      ['', 400, 'Please enter a username to check.'],
      ['?username=ab', 422, 'Username must be at least 3 characters'],
      ['?username=a%20b%20c', 422, 'Use letters, numbers and underscores only, with no spaces or special characters'],
      ['?username=okname&current_user_id=abc', 400, undefined],
    ])('rejects %s with %i', async (query, status, error) => {
      const r = await client().get(`/users/check_username${query}`);
      expect(r.status).toBe(status);
      expect(r.body).toMatchObject({ success: false });
      if (error) expect(r.body).toMatchObject({ error });
    });
  });

  describe('child profiles', () => {
    it('a parent adds a child who then signs in; the parent can set the child’s password', async () => {
      const parent = client();
      await parent.post('/users/sign_up', { username: 'papa_frog', password: 'parent-pass', role: 'parent', display_name: 'Papa' });
      const add = await parent.post<{ child: { id: number; parent_id: number; role: string; grade: number } }>('/api/v1/children', { username: 'tad_pole', password: 'child-pass', display_name: 'Tad', grade: 1 });
      expect(add.status).toBe(201);
      expect(add.body.child).toMatchObject({ role: 'student', grade: 1 });
      const list = await parent.get<{ children: { username: string }[] }>('/api/v1/children');
      expect(list.body.children.map((c) => c.username)).toEqual(['tad_pole']);

      const kid = client();
      expect((await kid.post('/users/sign_in', { username: 'tad_pole', password: 'child-pass' })).status).toBe(200);
      expect((await parent.send('PATCH', `/api/v1/children/${add.body.child.id}/password`, { password: 'new-child-pass' })).status).toBe(200);
      // The child's old sessions end with the password change.
      expect((await kid.get<{ user: unknown }>('/api/v1/session')).body.user).toBeNull();
      expect((await client().post('/users/sign_in', { username: 'tad_pole', password: 'new-child-pass' })).status).toBe(200);
    });

    it('only parents add children, and only their own children’s passwords', async () => {
      const kidAccount = client();
      await kidAccount.post('/users/sign_up', student('not_a_parent'));
      const r = await kidAccount.post('/api/v1/children', { username: 'sneaky_kid', password: 'child-pass', display_name: 'S', grade: 1 });
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ code: 'wrong_role' });

      const a = client();
      await a.post('/users/sign_up', { username: 'parent_a', password: 'parent-pass', role: 'parent' });
      const child = await a.post<{ child: { id: number } }>('/api/v1/children', { username: 'child_of_a', password: 'child-pass', display_name: 'C', grade: 4 });
      const b = client();
      await b.post('/users/sign_up', { username: 'parent_b', password: 'parent-pass', role: 'parent' });
      const hijack = await b.send('PATCH', `/api/v1/children/${child.body.child.id}/password`, { password: 'hijacked!!' });
      expect(hijack.status).toBe(404);
      expect((await client().post('/users/sign_in', { username: 'child_of_a', password: 'child-pass' })).status).toBe(200);

      expect((await b.send('PATCH', '/api/v1/children/not-a-number/password', { password: 'whatever1' })).status).toBe(400);
      expect((await client().get('/api/v1/children')).status).toBe(401);
    });

    it('rejects a bad child profile with 400 and writes nothing', async () => {
      const p = client();
      await p.post('/users/sign_up', { username: 'parent_c', password: 'parent-pass', role: 'parent' });
      const before = await userCount();
      const r = await p.post('/api/v1/children', { username: 'kid_c', password: 'child-pass', display_name: 'K' });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ field: 'grade' });
      expect(await userCount()).toBe(before);
    });
  });

  it('reports health with the database kind', async () => {
    const r = await client().get<{ status: string; database: string }>('/healthz');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'ok', database: backend });
  });
});
