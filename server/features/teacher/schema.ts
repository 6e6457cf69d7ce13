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

/** Recorded climbs listed per student in the class view, newest first. */
export const REPLAYS_PER_STUDENT = 5;

export interface ReplaySummary { id: number; user_id: number; username: string; display_name: string; level: number; seconds: number; created_at: string }

// ---- Assignments: a quiz given to students by username ----

/** Usernames in one assign call. */
export const ASSIGN_MAX_USERNAMES = 100;

const assignUsername = z.string({ error: 'Each username must be text' }).trim()
  .min(1, 'A username is empty')
  .max(40, 'A username is at most 40 characters');

export const assignSchema = z.object({
  usernames: z.array(assignUsername, { error: 'Send the students as a list of usernames' })
    .min(1, 'Type at least one student username')
    .max(ASSIGN_MAX_USERNAMES, `Assign at most ${ASSIGN_MAX_USERNAMES} students at a time`),
});
export type AssignInput = z.input<typeof assignSchema>;

export const unassignParamSchema = z.object({
  username: z.string().trim().min(1, 'Say which student to remove').max(40, 'That username is too long'),
});

export interface AssignedStudent {
  user_id: number;
  username: string;
  display_name: string;
  grade: number | null;
  assigned_at: string;
  /** Whether the student has started a game or a completion on this quiz. */
  played: boolean;
  last_played_at: string | null;
}
export interface AssignmentList { success: true; quiz_id: number; assignments: AssignedStudent[] }
export interface AssignResult extends AssignmentList { added: string[]; already_assigned: string[] }
