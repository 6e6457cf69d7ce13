// The learning modules of the Learning World, shared with the client.

export interface LearningModule { title: string; path: string; premium: boolean; emoji: string }

export const LEARNING_MODULES: readonly LearningModule[] = [
  { title: 'Brain Climb', path: '/brain-climb', premium: false, emoji: '🐸' },
  { title: 'Quizzes', path: '/quizzes', premium: false, emoji: '📝' },
  { title: 'Summer Workbook', path: '/summer_workbook/math', premium: false, emoji: '☀️' },
  { title: 'Leaderboard', path: '/game_leaderboard', premium: false, emoji: '🏆' },
  { title: 'Science Lab', path: '/summer_workbook/science', premium: false, emoji: '🔬' },
  { title: 'Story Studio', path: '/adventure_stories', premium: true, emoji: '📚' },
];

export interface ModulesResponse { success: true; modules: LearningModule[] }
