// Level data and progress from the server, with the spec's fallbacks: a level that fails to load
// is generated locally (same generator, same seed, same level); progress that fails to load
// starts at level 1; with a quiz code, progress is not read and level 1 is used.
import { api } from '../../../api/client.ts';
import { localLevel, type LevelData } from './simApi.ts';

export async function loadLevel(level: number): Promise<LevelData> {
  try {
    const r = await api<{ success: boolean; data: Omit<LevelData, 'level' | 'seed'> & Partial<Pick<LevelData, 'level' | 'seed'>> }>('GET', `/api/jump_game/levels/${level}`);
    if (!r.success || !Array.isArray(r.data?.platforms)) throw new Error('no level data');
    const local = localLevel(level);
    return { ...local, ...r.data, level, seed: r.data.seed ?? local.seed };
  } catch (err) {
    console.warn(`level ${level} could not be loaded from the server; playing the locally generated level`, err);
    return localLevel(level);
  }
}

export async function startingLevel(signedIn: boolean, quizCode: string | null): Promise<number> {
  if (!signedIn || quizCode) return 1;
  try {
    const r = await api<{ highest_level: number }>('GET', '/api/jump_game/user_progress');
    return Number.isInteger(r.highest_level) && r.highest_level >= 1 ? r.highest_level : 1;
  } catch (err) {
    console.warn('progress could not be loaded; starting at level 1', err);
    return 1;
  }
}
