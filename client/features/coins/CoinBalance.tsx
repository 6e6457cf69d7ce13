// The coin balance in the header of every page for signed-in users, live from the coin channel,
// with a little bump and a floating +N when it rises.
import { useEffect, useState } from 'react';
import { followCoins, formatCoins, useCoins } from './coinStore.ts';
import './coins.css';

export function CoinBalance({ userId }: { userId: number }) {
  const coins = useCoins((s) => s.coins);
  const gain = useCoins((s) => s.lastGain);
  const [shown, setShown] = useState<{ amount: number; at: number } | null>(null);

  useEffect(() => {
    followCoins(userId);
    return () => followCoins(null);
  }, [userId]);

  useEffect(() => {
    if (!gain) return;
    setShown(gain);
    const t = setTimeout(() => setShown(null), 1200);
    return () => clearTimeout(t);
  }, [gain]);

  const label = coins === null ? 'Coins: loading' : `${coins.toLocaleString('en-US')} coins`;
  return (
    <span className={`coin-balance${shown ? ' bump' : ''}`} role="status" aria-label={label} title={label} data-coins={coins ?? ''}>
      <img src="/assets/art/coin.svg" alt="" width={22} height={22} />
      <span className="coin-count">{coins === null ? '…' : formatCoins(coins)}</span>
      {shown && <span key={shown.at} className="coin-gain" aria-hidden="true">+{shown.amount}</span>}
    </span>
  );
}
