// Input frames from the browser to a Brain Climb room: the batcher sends every frame once, at once
// when the keys change; the wire format refuses what is not a frame message; the feed steps each
// frame once, holds the frog a tick when the next frame is late (never guessing keys), lets go of
// a still frame when the queue stays too deep, and a flood only costs the sender its own frames.
import { describe, expect, it } from 'vitest';
import { BATCH_STEPS, InputBatcher } from '../../../client/features/brain-climb/game/InputBatcher.ts';
import { decodeInputs, encodeInputs, MAX_INPUT_FRAMES } from '../../../server/rooms/brain-climb/protocol.ts';
import { InputFeed, MAX_QUEUED_FRAMES, SPARE_FRAMES, TRIM_WINDOW_TICKS } from '../../../server/rooms/InputFeed.ts';
import { HOLD_FRAME } from '../../../sim/core/input.ts';

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
    for (let i = 0; i < 13; i++) expect(b.push(2)).toBe(i + 1);
    // The first frame is a change (from nothing), then batches of BATCH_STEPS.
    expect(BATCH_STEPS).toBe(6);
    expect(sent).toEqual([{ first: 1, bits: [2] }, { first: 2, bits: [2, 2, 2, 2, 2, 2] }, { first: 8, bits: [2, 2, 2, 2, 2, 2] }]);
    b.flush();
    expect(sent).toHaveLength(3);
    expect(b.push(2)).toBe(14);
    b.flush();
    expect(sent.at(-1)).toEqual({ first: 14, bits: [2] });
  });

  it('sends a change of keys at once, with the frames before it', () => {
    const { b, sent } = batcher();
    b.push(0);
    b.push(0);
    b.push(0);
    b.push(0);
    b.push(4);
    // The three held frames were waiting for a full batch; the press takes them along at once.
    expect(sent).toEqual([{ first: 1, bits: [0] }, { first: 2, bits: [0, 0, 0, 4] }]);
    // Every frame went out exactly once, in order.
    expect(sent.flatMap((m) => m.bits.map((_, i) => m.first + i))).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('the input feed', () => {
  it('steps each frame once, in order, and acknowledges it', () => {
    const feed = new InputFeed();
    expect(feed.next()).toBe(HOLD_FRAME);
    expect(feed.ack).toBe(0);
    feed.receive(1, [1, 2, 4]);
    expect([feed.next(), feed.ack]).toEqual([1, 1]);
    expect([feed.next(), feed.ack]).toEqual([2, 2]);
    expect([feed.next(), feed.ack]).toEqual([4, 3]);
  });

  it('holds the frog while the next frame is late, then steps every frame as sent', () => {
    const feed = new InputFeed();
    feed.receive(1, [2]);
    expect(feed.next()).toBe(2);
    // Two ticks with nothing: the frog waits, and the state still stands for frame 1.
    expect(feed.next()).toBe(HOLD_FRAME);
    expect(feed.next()).toBe(HOLD_FRAME);
    expect(feed.ack).toBe(1);
    expect([feed.holds, feed.waiting]).toEqual([2, 2]);
    // The late frames, other keys included, are each stepped: nothing was guessed.
    feed.receive(2, [2, 4, 0]);
    expect([feed.next(), feed.ack, feed.waiting]).toEqual([2, 2, 0]);
    expect([feed.next(), feed.ack]).toEqual([4, 3]);
    expect([feed.next(), feed.ack]).toEqual([0, 4]);
    expect(feed.queued).toBe(0);
  });

  it('settles a batched stream into a queue that never runs dry', () => {
    const feed = new InputFeed();
    const taken: number[] = [];
    let seq = 1;
    let holds = 0;
    // Three frames every third tick, arriving just in time, and one batch a tick late.
    for (let tick = 0; tick < 300; tick++) {
      if (tick % 3 === 1 && tick !== 151) { feed.receive(seq, [seq % 5, (seq + 1) % 5, (seq + 2) % 5]); seq += 3; }
      if (tick === 152) { feed.receive(seq, [seq % 5, (seq + 1) % 5, (seq + 2) % 5]); seq += 3; }
      const input = feed.next();
      if (input === HOLD_FRAME) { if (tick > 0) holds++; }
      else if (feed.ack > 0) taken.push(feed.ack);
    }
    // One wait, for the late batch; it left the queue a frame deeper, so the stream never ran dry again.
    expect(holds).toBe(1);
    expect(feed.holds).toBe(holds);
    // Every frame stepped exactly once, in order.
    expect(taken).toEqual(Array.from({ length: taken.length }, (_, i) => i + 1));
    expect(feed.queued).toBeLessThanOrEqual(3);
  });

  it('lets go of a frame when the queue stays too deep and the frog stands still', () => {
    let resting = false;
    let asked = 0;
    const feed = new InputFeed(() => { asked++; return resting; });
    // A burst: twelve frames at once, then one frame per tick keeps the queue deep.
    feed.receive(1, new Array(8).fill(0));
    feed.receive(9, new Array(4).fill(0));
    let seq = 13;
    const tickOnce = () => { feed.receive(seq, [0]); seq++; return feed.next(); };
    for (let t = 0; t < TRIM_WINDOW_TICKS - 1; t++) tickOnce();
    expect(asked).toBe(0);
    // Deeper than needed for a whole window, but the frog is moving: every frame is still stepped.
    const before = feed.queued;
    for (let t = 0; t < 10; t++) tickOnce();
    expect(asked).toBeGreaterThan(0);
    expect(feed.queued).toBe(before);
    expect(feed.trimmed).toBe(0);
    // At rest with no keys: one frame goes per window until only the spare frames wait.
    resting = true;
    for (let t = 0; t < TRIM_WINDOW_TICKS * 12; t++) tickOnce();
    expect(feed.trimmed).toBe(before - SPARE_FRAMES);
    expect(feed.queued).toBe(SPARE_FRAMES);
    // No frame is ever skipped while keys are held.
    const keysFeed = new InputFeed(() => true);
    keysFeed.receive(1, new Array(12).fill(2));
    let s2 = 13;
    for (let t = 0; t < TRIM_WINDOW_TICKS * 3; t++) { keysFeed.receive(s2, [2]); s2++; keysFeed.next(); }
    expect(keysFeed.trimmed).toBe(0);
    expect(keysFeed.ack).toBe(TRIM_WINDOW_TICKS * 3);
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

  it('holds the frog before the first frame without counting it as a late frame', () => {
    const feed = new InputFeed();
    for (let i = 0; i < 5; i++) expect(feed.next()).toBe(HOLD_FRAME);
    expect([feed.holds, feed.waiting]).toEqual([0, 0]);
    feed.receive(1, [0, 0, 2]);
    expect([feed.next(), feed.ack]).toEqual([0, 1]);
    expect([feed.next(), feed.ack]).toEqual([0, 2]);
    expect([feed.next(), feed.ack]).toEqual([2, 3]);
  });

  it('starts a new count after a reconnection', () => {
    const feed = new InputFeed();
    feed.receive(1, [2, 2]);
    feed.next();
    feed.reset();
    expect(feed.next()).toBe(HOLD_FRAME);
    feed.receive(500, [1]);
    expect(feed.ack).toBe(499);
    expect(feed.next()).toBe(1);
    expect(feed.ack).toBe(500);
  });
});
