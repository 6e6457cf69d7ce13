// A signed-in player's Learning World room (server/rooms/learning-world): the room's seed builds
// the same world here, each step's input goes to the room, and the room serves and checks the
// question after a catch. The room steps once per input it receives, so both worlds stay equal.
import { Client, type InputHandle, type Room } from '@colyseus/sdk';
import { LEARNING_WORLD_ROOM, LW_MESSAGE, LwInput, type LwAnsweredMessage, type LwQuestionMessage, type LwState } from '../../../server/rooms/learning-world/protocol.ts';

export class LwRoom {
  readonly room: Room<unknown, LwState>;
  readonly seed: string;
  #input: InputHandle<LwInput>;
  #question: LwQuestionMessage | null = null;
  #waitingQuestion: ((q: LwQuestionMessage) => void) | null = null;
  #waitingAnswer: ((a: LwAnsweredMessage) => void) | null = null;

  private constructor(room: Room<unknown, LwState>, seed: string) {
    this.room = room;
    this.seed = seed;
    this.#input = room.input({ type: LwInput, mode: 'reliable' }) as InputHandle<LwInput>;
    room.onMessage(LW_MESSAGE.question, (q: LwQuestionMessage) => {
      if (this.#waitingQuestion) { this.#waitingQuestion(q); this.#waitingQuestion = null; } else this.#question = q;
    });
    room.onMessage(LW_MESSAGE.answered, (a: LwAnsweredMessage) => { this.#waitingAnswer?.(a); this.#waitingAnswer = null; });
    room.onMessage(LW_MESSAGE.refused, (m: { reason: string }) => console.warn('the Learning World room refused', m.reason));
  }

  static async open(modules: number): Promise<LwRoom> {
    const room = await new Client(window.location.origin).create(LEARNING_WORLD_ROOM, { modules }) as Room<unknown, LwState>;
    const seed = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the room sent no world')), 10_000);
      const check = () => { if (room.state?.seed) { clearTimeout(timer); resolve(room.state.seed); } };
      room.onStateChange(check);
      check();
    });
    return new LwRoom(room, seed);
  }

  send(bits: number): void {
    this.#input.data.bits = bits;
    this.#input.send();
  }

  /** The question the room served for the current catch. */
  question(): Promise<LwQuestionMessage> {
    if (this.#question) {
      const q = this.#question;
      this.#question = null;
      return Promise.resolve(q);
    }
    return new Promise((resolve) => { this.#waitingQuestion = resolve; });
  }

  answer(questionId: string, selectedIndex: number): Promise<LwAnsweredMessage> {
    const reply = new Promise<LwAnsweredMessage>((resolve) => { this.#waitingAnswer = resolve; });
    this.room.send(LW_MESSAGE.answer, { question_id: questionId, selected_index: selectedIndex });
    return reply;
  }

  async leave(): Promise<void> {
    await this.room.leave().catch(() => undefined);
  }
}
