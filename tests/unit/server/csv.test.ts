import { describe, expect, it } from 'vitest';
import { csvField, parseQuestionsCsv } from '../../../server/features/teacher/csv.ts';

describe('question CSV import', () => {
  it('reads comma and tab separated questions, a header, letters and numbers, quoted fields', () => {
    const csv = [
      'question,correct,explanation,choice 1,choice 2,choice 3',
      'What is 2 + 3?,2,Count on from 2.,4,5,6',
      '"Which, of these, is a mammal?",B,"Whales breathe air; ""really"".",Trout,Whale',
      '"A question',
      'on two lines?",a,,Yes,No',
    ].join('\r\n');
    const r = parseQuestionsCsv(csv);
    expect(r.rejected).toEqual([]);
    expect(r.separator).toBe('comma');
    expect(r.questions).toEqual([
      { text: 'What is 2 + 3?', choices: ['4', '5', '6'], correct_index: 1, explanation: 'Count on from 2.' },
      { text: 'Which, of these, is a mammal?', choices: ['Trout', 'Whale'], correct_index: 1, explanation: 'Whales breathe air; "really".' },
      { text: 'A question\non two lines?', choices: ['Yes', 'No'], correct_index: 0, explanation: '' },
    ]);
    const tsv = parseQuestionsCsv('Is $x^2$ math?\t1\tYes it is.\tYes\tNo\n');
    expect(tsv).toMatchObject({ separator: 'tab', questions: [{ text: 'Is $x^2$ math?', correct_index: 0 }] });
  });

  it('rejects each bad line with its number and why, and keeps the good ones', () => {
    const r = parseQuestionsCsv(['Good?,1,,a,b', 'One choice?,1,,only', 'Bad correct?,Z,,a,b', 'Out of range?,3,,a,b', ',1,,a,b', 'Seven?,1,,a,b,c,d,e,f,g', '', 'Gap?,1,,a,,c'].join('\n'));
    expect(r.questions.map((q) => q.text)).toEqual(['Good?']);
    expect(r.rejected.map((x) => [x.line, x.reason])).toEqual([
      [2, 'A question needs at least 2 choices (columns 4 and on).'],
      [3, 'The correct column must be a choice number (1-6) or letter (A-F), not "Z".'],
      [4, 'The correct answer is choice 3, but there are only 2 choices.'],
      [5, 'The question is empty.'],
      [6, 'A question has at most 6 choices.'],
      [8, 'A choice in the middle is empty.'],
    ]);
  });

  it('writes fields that spreadsheets read back safely', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField(null)).toBe('');
    expect(csvField(7)).toBe('7');
  });
});
