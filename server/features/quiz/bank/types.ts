// The shapes of the question bank: subjects, grades (0 = kindergarten) and one question.

export const SUBJECTS = ['math', 'science', 'history', 'geography', 'language_arts'] as const;
export type Subject = typeof SUBJECTS[number];

export const GRADES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const; // 0 = kindergarten
export type Grade = typeof GRADES[number];

export interface BankQuestion {
  id: string;
  subject: Subject;
  grade: Grade;
  text: string;
  choices: string[];
  correct_index: number;
  explanation: string;
}

export function isSubject(value: unknown): value is Subject {
  return typeof value === 'string' && (SUBJECTS as readonly string[]).includes(value);
}

export function isGrade(value: unknown): value is Grade {
  return typeof value === 'number' && (GRADES as readonly number[]).includes(value);
}
