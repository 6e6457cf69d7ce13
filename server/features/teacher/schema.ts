// The teacher's quiz calls: shapes shared with the client.
import { z } from 'zod';
import { newQuizQuestionSchema } from '../quiz/schema.ts';

export const SUBJECTS = ['math', 'science', 'history', 'geography', 'language_arts', 'fun'] as const;

export const teacherQuestionSchema = newQuizQuestionSchema;

export const teacherQuizSchema = z.object({
  title: z.string().trim().min(1, 'Please give the quiz a title').max(120, 'A title is at most 120 characters'),
  subject: z.enum(SUBJECTS, { error: `The subject is one of ${SUBJECTS.join(', ')}` }),
  grade: z.number().int().min(0, 'The grade is from 0 (kindergarten) to 8').max(8, 'The grade is from 0 (kindergarten) to 8').nullable().default(null),
  questions: z.array(teacherQuestionSchema).min(1, 'A quiz needs at least one question').max(200, 'A quiz has at most 200 questions'),
});
export type TeacherQuizInput = z.input<typeof teacherQuizSchema>;

export const importTextSchema = z.object({ text: z.string().min(1, 'Paste some lines first').max(200_000, 'That is too much text for one import') });

export interface TeacherQuestion { id: string; text: string; choices: string[]; correct_index: number; explanation: string }
export interface TeacherQuizSummary { id: number; code: string; title: string; subject: string; grade: number | null; questions: number; players: number; archived: boolean; created_at: string }
export interface TeacherQuiz extends Omit<TeacherQuizSummary, 'questions'> { questions: TeacherQuestion[] }

export interface ClassStudent {
  user_id: number;
  username: string;
  display_name: string;
  questions_answered: number;
  questions_correct: number;
  levels_climbed: number;
  last_played: string;
  missed: { question_id: string; text: string; times: number }[];
}
export interface ClassView { success: true; quiz: TeacherQuizSummary; students: ClassStudent[] }

export interface ReplaySummary { id: number; user_id: number; username: string; display_name: string; level: number; seconds: number; created_at: string }
