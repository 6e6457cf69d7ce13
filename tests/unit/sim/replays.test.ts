// Golden replays (tests/replays/*.json) must keep replaying to the same hashes; the runner and
// `npm run replay` must point at the first tick where a hash differs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRecorder, decodeRuns, runReplay } from '../../../sim/replay.ts';
import type { ReplayFile } from '../../../sim/replay.ts';
import { Input } from '../../../sim/core/input.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const REPLAYS = path.join(ROOT, 'tests/replays');
const NODE = path.join(ROOT, 'node_modules/.bin/node');
const golden = fs.readdirSync(REPLAYS).filter((f) => f.endsWith('.json')).sort();
const load = (name: string) => JSON.parse(fs.readFileSync(path.join(REPLAYS, name), 'utf8')) as ReplayFile;

describe('golden replays', () => {
  it('exist for both modes', () => {
    expect(new Set(golden.map((f) => load(f).mode))).toEqual(new Set(['brain-climb', 'learning-world']));
  });

  it.each(golden)('%s replays to the same hashes', (name) => {
    const replay = load(name);
    const result = runReplay(replay);
    expect(result).toEqual({ ok: true, ticks: replay.ticks, hashesMatched: replay.hashes.length });
    expect(replay.hashes.length).toBe(Math.floor(replay.ticks / replay.hashEvery));
  });
});

describe('the replay runner', () => {
  it('reports the first tick whose hash differs', () => {
    const replay = load('brain-climb-two-frogs.json');
    replay.hashes[10] = '0000000000000000';
    expect(runReplay(replay)).toMatchObject({ ok: false, hashesMatched: 10, mismatch: { tick: 11 * replay.hashEvery, expected: '0000000000000000' } });
  });

  it('finds a changed input at the next stored hash', () => {
    const replay = load('learning-world.json');
    const bits = decodeRuns(replay.inputs.player);
    bits[1000] = bits[1000] === Input.LEFT ? Input.RIGHT : Input.LEFT;
    replay.inputs.player = bits.map((b) => [b, 1]);
    const result = runReplay(replay);
    expect(result.ok).toBe(false);
    expect(result.mismatch?.tick).toBe(1020);
  });

  it('records run-length encoded inputs and replays what it recorded', () => {
    const rec = createRecorder({ mode: 'brain-climb', seed: 'rle', level: 1, hashEvery: 10 });
    rec.command({ op: 'addFrog', player: 'a' });
    for (let t = 0; t < 100; t++) rec.step(new Map([['a', t < 50 ? Input.RIGHT : Input.JUMP]]));
    const file = rec.finish();
    expect(file.inputs.a).toEqual([[Input.RIGHT, 50], [Input.JUMP, 50]]);
    expect(file.commands).toEqual([{ op: 'addFrog', player: 'a', tick: 1 }]);
    expect(runReplay(JSON.parse(JSON.stringify(file)))).toEqual({ ok: true, ticks: 100, hashesMatched: 10 });
  });
});

describe('npm run replay', () => {
  const cli = (file: string) => spawnSync(NODE, [path.join(ROOT, 'scripts/replay.ts'), file], { encoding: 'utf8' });

  it('prints "replay ok" and exits 0 for a golden replay', () => {
    const out = cli(path.join(REPLAYS, 'learning-world.json'));
    expect(out.stdout).toMatch(/^replay ok: 3600 ticks, 60 hashes matched/);
    expect(out.status).toBe(0);
  });

  it('prints the first differing tick and exits 1 on a mismatch', () => {
    const replay = load('learning-world.json');
    replay.hashes[4] = 'ffffffffffffffff';
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'replay-')), 'bad.json');
    fs.writeFileSync(file, JSON.stringify(replay));
    const out = cli(file);
    expect(out.stdout).toMatch(/replay differs at tick 300 .*expected ffffffffffffffff/);
    expect(out.status).toBe(1);
  });
});
