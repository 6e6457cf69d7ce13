// `npm run replay -- FILE`: re-runs a recorded game (sim/replay.ts format) and compares its state
// hashes. Prints "replay ok: N ticks, M hashes matched", or the first tick whose hash differs
// (exit code 1). Several files may be given.
import fs from 'node:fs';
import { runReplay } from '../sim/replay.ts';
import type { ReplayFile } from '../sim/replay.ts';

const files = process.argv.slice(2).filter((a) => a !== '--');
if (files.length === 0) {
  console.error('usage: npm run replay -- FILE [FILE...]');
  process.exit(2);
}
let failed = 0;
for (const file of files) {
  let replay: ReplayFile;
  try {
    replay = JSON.parse(fs.readFileSync(file, 'utf8')) as ReplayFile;
  } catch (err) {
    console.error(`${file}: cannot read a replay: ${(err as Error).message}`);
    failed++;
    continue;
  }
  const started = process.hrtime.bigint();
  const result = runReplay(replay);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const prefix = files.length > 1 ? `${file}: ` : '';
  if (result.ok) {
    console.log(`${prefix}replay ok: ${result.ticks} ticks, ${result.hashesMatched} hashes matched (${replay.mode}, ${ms.toFixed(0)} ms)`);
  } else {
    const m = result.mismatch!;
    const from = m.tick - replay.hashEvery;
    console.log(`${prefix}replay differs at tick ${m.tick} (first hash that differs; the state was still equal at tick ${from}): expected ${m.expected}, got ${m.actual}; ${result.hashesMatched} hashes matched before it`);
    failed++;
  }
}
process.exitCode = failed ? 1 : 0;
