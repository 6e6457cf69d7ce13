// GET /api/v1/my_quizzes through TanStack Query: the workbook subjects, and for a signed-in player
// their class quizzes and past results.
import { useQuery } from '@tanstack/react-query';
import type { MyQuizzesResponse } from '../../../server/features/workbook/schema.ts';
import { api } from '../../api/client.ts';

export const MY_QUIZZES_KEY = ['my_quizzes'] as const;

export function useMyQuizzes() {
  return useQuery({ queryKey: MY_QUIZZES_KEY, queryFn: () => api<MyQuizzesResponse>('GET', '/api/v1/my_quizzes') });
}
