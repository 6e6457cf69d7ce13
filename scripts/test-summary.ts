// Prints one closing line for CI from the JSON reports the test runs leave in test-results/:
// "tests: N passed, N failed, N skipped".
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '..', 'test-results');
let passed = 0, failed = 0, skipped = 0;
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const r = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
