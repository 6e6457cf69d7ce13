// The shape every benchmark suite writes to bench/results/<suite>.json; bench/run.ts merges them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Measure { value: number; unit: string; budget?: number; ok?: boolean; note?: string }
export type Direction = 'max' | 'min';

export const RESULTS_DIR = path.join(import.meta.dirname, 'results');

/** A measure with a budget: 'max' means value must stay at or below the budget, 'min' at or above. */
export function budgeted(value: number, unit: string, budget: number, direction: Direction, note?: string): Measure {
  const rounded = Math.round(value * 1000) / 1000;
  return { value: rounded, unit, budget, ok: direction === 'max' ? value <= budget : value >= budget, ...(note ? { note } : {}) };
}

export function writeSuite(suite: string, results: Record<string, Measure>): void {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const report = { suite, date: new Date().toISOString(), machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version }, results };
  fs.writeFileSync(path.join(RESULTS_DIR, `${suite}.json`), `${JSON.stringify(report, null, 2)}\n`);
  console.table(Object.fromEntries(Object.entries(results).map(([k, m]) => [k, { value: m.value, unit: m.unit, budget: m.budget ?? '', ok: m.ok ?? '' }])));
}
