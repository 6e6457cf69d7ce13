// The signed-in user's coin balance, kept live: read once, then every update from the realtime
// coin channel (server-sent events; the browser reconnects by itself). Any screen can read it.
import { create } from 'zustand';
import type { CoinUpdate } from '../../../server/features/rewards/schema.ts';

export interface CoinState {
  userId: number | null;
  coins: number | null;
  /** The last rise, for the +N animation (changes identity on every rise). */
  lastGain: { amount: number; at: number } | null;
}

export const useCoins = create<CoinState>(() => ({ userId: null, coins: null, lastGain: null }));

let source: EventSource | null = null;

/** Follows this user's coin channel (or stops following when userId is null). */
export function followCoins(userId: number | null): void {
  if (useCoins.getState().userId === userId && (source || userId === null)) return;
  source?.close();
  source = null;
  useCoins.setState({ userId, coins: null, lastGain: null });
  if (userId === null || typeof EventSource === 'undefined') return;
  const es = new EventSource(`/api/v1/user_rewards/coin_channel?user_id=${userId}`);
  es.onmessage = (e) => {
    try {
      const update = JSON.parse(e.data as string) as CoinUpdate;
      if (update.user_id === userId) applyBalance(update.coins);
    } catch (err) {
      console.warn('a coin update could not be read', err);
    }
  };
  source = es;
}

/** A balance from the channel or from add_coin's answer. */
export function applyBalance(coins: number): void {
  const { coins: before } = useCoins.getState();
  const gain = before !== null && coins > before ? { amount: coins - before, at: Date.now() } : null;
  useCoins.setState((s) => ({ coins, lastGain: gain ?? s.lastGain }));
}

/** 950, 1,234, 12.3K, 123K, 1.2M, 12M. */
export function formatCoins(n: number): string {
  if (n < 10_000) return n.toLocaleString('en-US');
  if (n < 1_000_000) return `${trim(n / 1000, n < 100_000 ? 1 : 0)}K`;
  return `${trim(n / 1_000_000, n < 10_000_000 ? 1 : 0)}M`;
}

function trim(v: number, digits: number): string {
  const f = Math.floor(v * 10 ** digits) / 10 ** digits;
  return f.toFixed(digits).replace(/\.0$/, '');
}
