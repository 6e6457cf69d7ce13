// The short level that test hooks ask for (?test_level=short): the ground and, one hop above, the
// goal. Not a generated level; browser tests use it to reach Level Complete in a few seconds.
import type { LevelData } from './level.ts';

export const TEST_LEVEL_SEED = 'test-short';

export function shortTestLevel(level: LevelData): LevelData {
  const [ground, second] = level.platforms;
  return { ...level, seed: TEST_LEVEL_SEED, platforms: [ground, { ...second, id: 'goal-1', x: 600, size: 220, is_moving: false, move_speed: 0, move_range: 0 }], orbs: [], coins: [], gems: [] };
}
