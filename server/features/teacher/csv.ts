// Questions pasted as CSV or TSV (a spreadsheet copied straight from the clipboard): one question
// per line, columns question, correct, explanation, choice 1, choice 2 ... choice 6. `correct` is
// the choice's number (1-6) or letter (A-F). A first line whose correct column is the word
// "correct" is a header and skipped. Quoted fields may hold the separator, quotes ("") and line
// breaks. Every line that cannot be a question is rejected with its line number and why.
export const CHOICES_MIN = 2;
export const CHOICES_MAX = 6;

export interface ParsedQuestion { text: string; choices: string[]; correct_index: number; explanation: string }
export interface RejectedLine { line: number; text: string; reason: string }
export interface CsvResult { questions: ParsedQuestion[]; rejected: RejectedLine[]; separator: 'comma' | 'tab' }

export function parseQuestionsCsv(input: string): CsvResult {
  const text = input.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const sep = firstLine.includes('\t') ? '\t' : ',';
  const rows = splitRows(text, sep);
  const questions: ParsedQuestion[] = [];
  const rejected: RejectedLine[] = [];
  rows.forEach((row, i) => {
    const cells = row.cells.map((c) => c.trim());
    if (cells.every((c) => c === '')) return;
    if (i === 0 && /^correct/i.test(cells[1] ?? '')) return;
    const reject = (reason: string) => rejected.push({ line: row.line, text: row.raw.slice(0, 200), reason });
    const [question = '', correct = '', explanation = '', ...rest] = cells;
    const choices = rest.filter((c) => c !== '');
    if (question === '') return reject('The question is empty.');
    if (question.length > 1000) return reject('The question is longer than 1000 characters.');
    if (choices.length < CHOICES_MIN) return reject(`A question needs at least ${CHOICES_MIN} choices (columns 4 and on).`);
    if (choices.length > CHOICES_MAX) return reject(`A question has at most ${CHOICES_MAX} choices.`);
    if (choices.some((c) => c.length > 300)) return reject('A choice is longer than 300 characters.');
    if (rest.slice(0, choices.length).some((c) => c === '')) return reject('A choice in the middle is empty.');
    const index = correctIndex(correct);
    if (index === undefined) return reject(`The correct column must be a choice number (1-${CHOICES_MAX}) or letter (A-F), not "${correct.slice(0, 20)}".`);
    if (index >= choices.length) return reject(`The correct answer is choice ${index + 1}, but there are only ${choices.length} choices.`);
    if (explanation.length > 2000) return reject('The explanation is longer than 2000 characters.');
    questions.push({ text: question, choices, correct_index: index, explanation });
  });
  return { questions, rejected, separator: sep === '\t' ? 'tab' : 'comma' };
}

function correctIndex(value: string): number | undefined {
  if (/^[1-6]$/.test(value)) return Number(value) - 1;
  if (/^[A-Fa-f]$/.test(value)) return value.toUpperCase().charCodeAt(0) - 65;
  return undefined;
}

interface Row { line: number; raw: string; cells: string[] }

/** RFC 4180-style splitting with the given separator; rows remember their first line number. */
function splitRows(text: string, sep: string): Row[] {
  const rows: Row[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let rowStart = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (ch === '"') quoted = false; else if (ch === '\r') continue; else { if (ch === '\n') line++; cell += ch; }
      continue;
    }
    if (ch === '"' && cell.trim() === '') { quoted = true; cell = ''; } else if (ch === sep) { cells.push(cell); cell = ''; } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      rows.push({ line: rowLine, raw: text.slice(rowStart, i).replace(/\r?\n?$/, ''), cells });
      cells = [];
      cell = '';
      line++;
      rowLine = line;
      rowStart = i + 1;
    } else cell += ch;
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    rows.push({ line: rowLine, raw: text.slice(rowStart), cells });
  }
  return rows;
}

/** One CSV field: quoted when it holds a comma, quote, line break or leading/trailing space. */
export function csvField(value: string | number | null): string {
  const s = value === null ? '' : String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet: prefix it.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
