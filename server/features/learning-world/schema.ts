// The learning modules of the Learning World, shared with the client.

export interface LearningModule { title: string; path: string; premium: boolean; emoji: string }

/**
 * Every path is a page of this app. The room places them in this order (two rows of three); the
 * rewards hotspot leads to the leaderboard.
 */
export const LEARNING_MODULES: readonly LearningModule[] = [
  { title: 'Brain Climb', path: '/brain-climb', premium: false, emoji: '🐸' },
  { title: 'Quizzes', path: '/quizzes', premium: false, emoji: '📝' },
  { title: 'Summer Workbook', path: '/summer_workbook/math', premium: false, emoji: '☀️' },
  { title: 'Leaderboard', path: '/game_leaderboard', premium: false, emoji: '🏆' },
  { title: 'Science Lab', path: '/summer_workbook/science', premium: false, emoji: '🔬' },
  { title: 'Word Workshop', path: '/summer_workbook/language_arts', premium: true, emoji: '📚' },
];

/** What a premium module tells a freemium player instead of opening. */
export const premiumNeeds = (m: LearningModule) => `${m.title} is part of Brain Climb Premium. Ask a parent or teacher about Premium to open it!`;

/**
 * A module as one player finds it: `locked` when it is premium and the player's account is
 * freemium, and then `needs` says what it takes to open it.
 */
export interface PlayerModule extends LearningModule { locked: boolean; needs: string | null }

/** The modules for a player whose account is (or is not) freemium. */
export function modulesFor(freemium: boolean): PlayerModule[] {
  return LEARNING_MODULES.slice(0, 6).map((m) => {
    const locked = m.premium && freemium;
    return { ...m, locked, needs: locked ? premiumNeeds(m) : null };
  });
}

export interface ModulesResponse { success: true; modules: PlayerModule[] }
