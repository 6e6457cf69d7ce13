// The teacher's live class view: while students play a class quiz, each one's height, energy and
// the question they are stuck on are pushed (pub/sub, so across processes) to the teacher's
// page as server-sent events. The Brain Climb room publishes positions; the quiz calls publish
// the question a student was served, each answer checked (clearing the question when it is
// right); the replay store announces a climb that ended. The class view refreshes its results
// on these events instead of polling.
import type { PublicUser } from '../auth/schema.ts';
import type { Quizzes } from '../quiz/quizzes.ts';
import type { PubSub } from '../../realtime/pubsub.ts';

export interface ClassLiveUpdate {
  user_id: number;
  username: string;
  display_name?: string;
  height?: number;
  energy?: number;
  level?: number;
  paused?: boolean;
  /** The question shown and not yet answered right; null once it is. */
  stuck_question?: string | null;
  /** Set when the server checked an answer of this student: the results changed. */
  last_answer?: 'right' | 'wrong';
  /** The student left the climb; `replay_id` is its recording when it was long enough to keep. */
  ended?: boolean;
  replay_id?: number | null;
  at: string;
}

export const classLiveChannel = (code: string) => `class-live:${code.toUpperCase()}`;

export function publishClassLive(pubsub: PubSub, code: string, update: Omit<ClassLiveUpdate, 'at'>): void {
  pubsub.publish<ClassLiveUpdate>(classLiveChannel(code), { ...update, at: new Date().toISOString() });
}

/** Hooks for the quiz calls: a student with a class code was served a question, or answered one. */
export class ClassLive {
  #pubsub: PubSub;
  #quizzes: Quizzes;
  constructor(pubsub: PubSub, quizzes: Quizzes) {
    this.#pubsub = pubsub;
    this.#quizzes = quizzes;
  }

  served(user: PublicUser, quizCode: string | undefined, question: { id: string; text: string }, mode: string): void {
    if (!quizCode || mode !== 'teacher') return;
    publishClassLive(this.#pubsub, quizCode, { user_id: user.id, username: user.username, display_name: user.display_name, stuck_question: question.text });
  }

  async answered(user: PublicUser, questionId: string, correct: boolean): Promise<void> {
    if (!/^qq-\d{1,9}$/.test(questionId)) return;
    const question = await this.#quizzes.findQuestion(Number(questionId.slice(3)));
    const quiz = question ? await this.#quizzes.findById(question.quizId) : undefined;
    if (!quiz || quiz.mode !== 'teacher' || quiz.archivedAt) return;
    const who = { user_id: user.id, username: user.username, display_name: user.display_name };
    publishClassLive(this.#pubsub, quiz.code, correct ? { ...who, stuck_question: null, last_answer: 'right' } : { ...who, last_answer: 'wrong' });
  }
}
