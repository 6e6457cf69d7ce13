import { describe, expect, it } from 'vitest';
import { applyBalance, formatCoins, useCoins } from '../../../client/features/coins/coinStore.ts';

describe('coin balance', () => {
  it.each([[0, '0'], [950, '950'], [1234, '1,234'], [9999, '9,999'], [12_345, '12.3K'], [99_999, '99.9K'], [123_456, '123K'], [1_234_567, '1.2M'], [12_345_678, '12M'], [20_000, '20K']])('formats %i as %s', (n, text) => {
    expect(formatCoins(n)).toBe(text);
  });

  it('notes a rise for the +N animation and nothing for the first read or a fall', () => {
    useCoins.setState({ userId: 1, coins: null, lastGain: null });
    applyBalance(10);
    expect(useCoins.getState()).toMatchObject({ coins: 10, lastGain: null });
    applyBalance(13);
    expect(useCoins.getState().lastGain?.amount).toBe(3);
    const gain = useCoins.getState().lastGain;
    applyBalance(12);
    expect(useCoins.getState()).toMatchObject({ coins: 12 });
    expect(useCoins.getState().lastGain).toBe(gain);
  });
});
