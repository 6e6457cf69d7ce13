// Input frames from the browser to a Brain Climb room: the batcher sends every frame once, at once
// when the keys change; the wire format refuses what is not a frame message; the feed steps each
// frame once, holds the last keys when none has come and pays such guesses back, and a flood
// only costs the sender its own frames.
import { describe, expect, it } from 'vitest';
import { BATCH_STEPS, InputBatcher } from '../../../client/features/brain-climb/game/InputBatcher.ts';
import { decodeInputs, encodeInputs, MAX_INPUT_FRAMES } from '../../../server/rooms/brain-climb/protocol.ts';
import { InputFeed, MAX_QUEUED_FRAMES } from '../../../server/rooms/InputFeed.ts';

function batcher() {
  const sent: { first: number; bits: number[] }[] = [];
  const b = new InputBatcher((bytes) => {
    const d = decodeInputs(bytes)!;
    sent.push({ first: d.first, bits: [...d.bits] });
  });
  return { b, sent };
}

describe('the input wire format', () => {
  it('round-trips a sequence number and the frames', () => {
    const bytes = encodeInputs(70_000, [1, 4, 2]);
    expect(bytes.length).toBe(7);
    expect(decodeInputs(bytes)).toEqual({ first: 70_000, bits: new Uint8Array([1, 4, 2]) });
    // A Buffer slice (what the server hands over) decodes the same.
    const pooled = Buffer.concat([Buffer.from([9, 9, 9]), Buffer.from(bytes)]).subarray(3);
    const d = decodeInputs(pooled)!;
    expect([d.first, ...d.bits]).toEqual([70_000, 1, 4, 2]);
  });

  it('refuses what is not a frame message', () => {
    expect(decodeInputs('abcdef')).toBeNull();
    expect(decodeInputs({ first: 1, bits: [1] })).toBeNull();
    expect(decodeInputs(new Uint8Array(4))).toBeNull();
    expect(decodeInputs(encodeInputs(1, new Array(MAX_INPUT_FRAMES + 1).fill(0)))).toBeNull();
    expect(decodeInputs(encodeInputs(0, [1]))).toBeNull();
    expect(decodeInputs(encodeInputs(1, new Array(MAX_INPUT_FRAMES).fill(0)))).not.toBeNull();
  });
});

describe('the input batcher', () => {
  it('numbers frames from 1 and sends held keys every few steps', () => {
    const { b, sent } = batcher();
    for (let i = 0; i < 7; i++) expect(b.push(2)).toBe(i + 1);
    // The first frame is a change (from nothing), then batches of BATCH_STEPS.
    expect(sent).toEqual([{ first: 1, bits: [2] }, { first: 2, bits: [2, 2, 2] }, { first: 5, bits: [2, 2, 2] }]);
    expect(BATCH_STEPS).toBe(3);
    b.flush();
    expect(sent).toHaveLength(3);
    expect(b.push(2)).toBe(8);
    b.flush();
    expect(sent.at(-1)).toEqual({ first: 8, bits: [2] });
  });

  it('sends a change of keys at once, with the frames before it', () => {
    const { b, sent } = batcher();
    b.push(0);
    b.push(0);
    b.push(0);
    b.push(0);
    b.push(4);
    expect(sent).toEqual([{ first: 1, bits: [0] }, { first: 2, bits: [0, 0, 0] }, { first: 5, bits: [4] }]);
    // Every frame went out exactly once, in order.
    expect(sent.flatMap((m) => m.bits.map((_, i) => m.first + i))).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('the input feed', () => {
  it('steps each frame once, in order, and acknowledges it', () => {
    const feed = new InputFeed();
    expect(feed.next()).toBe(0);
    expect(feed.ack).toBe(0);
    feed.receive(1, [1, 2, 4]);
    expect([feed.next(), feed.ack]).toEqual([1, 1]);
    expect([feed.next(), feed.ack]).toEqual([2, 2]);
    expect([feed.next(), feed.ack]).toEqual([4, 3]);
  });

  it('holds the last keys when no frame has come, and pays the guess back from frames with those keys', () => {
    const feed = new InputFeed();
    feed.receive(1, [2]);
    expect(feed.next()).toBe(2);
    // Two ticks with nothing: the frog keeps walking right.
    expect(feed.next()).toBe(2);
    expect(feed.next()).toBe(2);
    // The state now stands for frames 2 and 3, if they say "right" too.
    expect(feed.ack).toBe(3);
    // Frames 2 and 3 (right) were stepped by the guesses: they are acknowledged, frame 4 is stepped.
    feed.receive(2, [2, 2, 2, 0]);
    expect(feed.next()).toBe(2);
    expect(feed.ack).toBe(4);
    expect(feed.next()).toBe(0);
    expect(feed.ack).toBe(5);
    expect(feed.queued).toBe(0);
  });

  it('does not pay a guess back from frames with other keys', () => {
    const feed = new InputFeed();
    feed.receive(1, [2]);
    feed.next();
    feed.next(); // a guess: right
    expect(feed.ack).toBe(2);
    feed.receive(2, [4, 4]);
    expect(feed.next()).toBe(4);
    expect(feed.ack).toBe(2);
    // A wrong guess is not paid back from later frames: each is stepped.
    expect(feed.next()).toBe(4);
    expect(feed.ack).toBe(3);
  });

  it('ignores frames it already has and caps what waits', () => {
    const feed = new InputFeed();
    feed.receive(1, [1, 1]);
    feed.receive(1, [8, 8, 1]);
    expect(feed.queued).toBe(3);
    expect([feed.next(), feed.next(), feed.next()]).toEqual([1, 1, 1]);
    const flood = new Array(MAX_QUEUED_FRAMES + 5).fill(2);
    expect(feed.receive(4, flood)).toBe(5);
    expect(feed.queued).toBe(MAX_QUEUED_FRAMES);
    // One frame a tick, however many were sent.
    for (let i = 0; i < MAX_QUEUED_FRAMES; i++) feed.next();
    expect(feed.ack).toBe(3 + MAX_QUEUED_FRAMES);
  });

  it('guesses nothing before the first frame', () => {
    const feed = new InputFeed();
    for (let i = 0; i < 5; i++) expect(feed.next()).toBe(0);
    feed.receive(1, [0, 0, 2]);
    expect([feed.next(), feed.ack]).toEqual([0, 1]);
    expect([feed.next(), feed.ack]).toEqual([0, 2]);
    expect([feed.next(), feed.ack]).toEqual([2, 3]);
  });

  it('starts a new count after a reconnection, with no keys held', () => {
    const feed = new InputFeed();
    feed.receive(1, [2, 2]);
    feed.next();
    feed.reset();
    expect(feed.next()).toBe(0);
    feed.receive(500, [1]);
    expect(feed.ack).toBe(499);
    expect(feed.next()).toBe(1);
    expect(feed.ack).toBe(500);
  });
});
