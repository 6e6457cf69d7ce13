// `npm run bench [-- name ...]`: runs each bench/<name>.bench.ts in its own process (one at a time,
// so suites do not compete for the two cores), then merges bench/results/<suite>.json files into
// bench/results/latest.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR } from './report.ts';

const wanted = process.argv.slice(2);
const suites = fs.readdirSync(import.meta.dirname).filter((f) => f.endsWith('.bench.ts')).map((f) => f.replace(/\.bench\.ts$/, ''))
  .filter((name) => wanted.length === 0 || wanted.includes(name));
let failed = 0;
for (const name of suites) {
  console.log(`\n== bench ${name}`);
  const r = spawnSync(process.execPath, ['--expose-gc', path.join(import.meta.dirname, `${name}.bench.ts`)], { stdio: 'inherit' });
  if (r.status !== 0) { failed++; console.error(`bench ${name} failed with status ${r.status}`); }
}

// Suites not run this time keep their last figures (each carries its own date).
const latestPath = path.join(RESULTS_DIR, 'latest.json');
const merged: Record<string, unknown> = fs.existsSync(latestPath) ? (JSON.parse(fs.readFileSync(latestPath, 'utf8')) as { suites: Record<string, unknown> }).suites : {};
for (const f of fs.readdirSync(RESULTS_DIR).filter((f) => f.endsWith('.json') && f !== 'latest.json')) {
  const report = JSON.parse(fs.readFileSync(path.join(RESULTS_DIR, f), 'utf8')) as { suite: string };
  merged[report.suite] = report;
}
fs.writeFileSync(latestPath, `${JSON.stringify({ date: new Date().toISOString(), suites: merged }, null, 2)}\n`);
const over = Object.entries(merged).flatMap(([suite, r]) => Object.entries((r as { results: Record<string, { ok?: boolean }> }).results).filter(([, m]) => m.ok === false).map(([k]) => `${suite}.${k}`));
console.log(`\nbench: ${suites.length} suites run, ${failed} failed; over budget: ${over.length ? over.join(', ') : 'none'}`);
process.exitCode = failed ? 1 : 0;
