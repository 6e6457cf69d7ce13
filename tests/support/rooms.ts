// Players for room tests: a signed-in TestClient plus a Colyseus SDK client that carries its
// session cookie, inputs sent at 60 Hz, and a refill token earned the honest way (3 correct
// answers to served questions; the test knows the bank's answers).
import { Client, type Room } from '@colyseus/sdk';
import { findQuestion } from '../../server/features/quiz/bank/index.ts';
import { InputBatcher } from '../../client/features/brain-climb/game/InputBatcher.ts';
import { BRAIN_CLIMB_ROOM, MESSAGE, type ClimbState, type JoinOptions } from '../../server/rooms/brain-climb/protocol.ts';
import { TestClient } from './http.ts';

export interface Player {
  http: TestClient;
  userId: number;
  username: string;
  sdk: Client;
}

let seq = 0;
export async function signUpPlayer(url: string, prefix = 'frog'): Promise<Player> {
  const http = new TestClient(url);
  const username = `${prefix}_${process.pid % 1000}_${++seq}`;
  const r = await http.post<{ user: { id: number } }>('/users/sign_up', { username, password: 'hop-hop-hop', role: 'student', grade: 3 });
  if (r.status !== 201) throw new Error(`sign up failed: ${r.status} ${JSON.stringify(r.body)}`);
  return { http, userId: r.body.user.id, username, sdk: sdkFor(url, http) };
}

export function sdkFor(url: string, http: TestClient): Client {
  const cookie = [...http.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return new Client(url, { headers: { Cookie: cookie } });
}

export type ClimbRoom = Room<unknown, ClimbState>;

export function joinClimb(player: Player, options: JoinOptions = { level: 1 }): Promise<ClimbRoom> {
  return player.sdk.joinOrCreate(BRAIN_CLIMB_ROOM, options) as Promise<ClimbRoom>;
}

/** Sends `bits(n)` as input n, every 16 ms, until stopped (stopping sends one empty frame: the room holds the last one). */
export function drive(room: ClimbRoom, bits: (n: number) => number): { stop(): void; sent(): number } {
  const input = inputsFor(room);
  let n = 0;
  const timer = setInterval(() => { input.push(bits(n++)); }, 16);
  return {
    stop: () => {
      clearInterval(timer);
      input.push(0);
      input.flush();
    },
    sent: () => n,
  };
}

/** The browser's way of sending input frames to a Brain Climb room. */
export function inputsFor(room: ClimbRoom): InputBatcher {
  return new InputBatcher((bytes) => room.sendBytes(MESSAGE.input, bytes));
}

export async function until<T>(what: string, probe: () => T | undefined | false, timeoutMs = 8000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Answers served questions correctly until the refill token comes. */
export async function earnRefillToken(http: TestClient): Promise<string> {
  await http.csrf();
  for (let i = 0; i < 12; i++) {
    const q = await http.get<{ question: { id: string } }>('/api/quiz/question');
    const known = findQuestion(q.body.question.id);
    if (!known) throw new Error(`unknown question ${q.body.question.id}`);
    const a = await http.post<{ refill: { token?: string } }>('/api/quiz/answer', { question_id: known.id, selected_index: known.correct_index });
    if (a.body.refill?.token) return a.body.refill.token;
  }
  throw new Error('no refill token after 12 correct answers');
}
