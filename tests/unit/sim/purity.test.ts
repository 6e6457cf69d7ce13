// sim/ is pure: no clock, no Math.random, no timers, no DOM, no node: imports, nothing from the
// client or the server (ESLint enforces it; this checks the files themselves as a second line).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SIM = path.resolve(import.meta.dirname, '../../../sim');
const files = fs.readdirSync(SIM, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')).map((f) => path.join(SIM, f));

describe('sim/ purity', () => {
  const banned: [RegExp, string][] = [
    [/Math\.random/, 'Math.random'], [/\bDate\b/, 'Date'], [/\bperformance\b/, 'performance'],
    [/\bset(Timeout|Interval|Immediate)\b/, 'timers'], [/\b(document|window|navigator|localStorage|process)\./, 'a host global'],
    [/from ['"]node:/, 'a node: import'], [/from ['"][./]*\/(client|server)\//, 'client or server code'],
  ];
  it.each(files.map((f) => path.relative(SIM, f)))('%s uses none of the banned globals or imports', (file) => {
    const text = fs.readFileSync(path.join(SIM, file), 'utf8').replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [pattern, what] of banned) expect(pattern.test(text), `${file} uses ${what}`).toBe(false);
  });

  it('keeps files small (a few hundred lines at most)', () => {
    for (const f of files) expect(fs.readFileSync(f, 'utf8').split('\n').length, f).toBeLessThan(300);
  });
});
