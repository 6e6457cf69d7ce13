// The last few questions served to each player, so the next one differs when the pool allows.
// In memory and per process (a second server process keeps its own memory): variety is a nicety,
// not a rule, so losing it on restart or across processes is fine. Bounded: least recently used
// players are forgotten first.
export class RecentQuestions {
  #byKey = new Map<string, string[]>();
  #maxKeys: number;
  #perKey: number;
  constructor(maxKeys = 10_000, perKey = 5) {
    this.#maxKeys = maxKeys;
    this.#perKey = perKey;
  }

  get(key: string | undefined): readonly string[] {
    if (!key) return [];
    const ids = this.#byKey.get(key);
    if (!ids) return [];
    this.#byKey.delete(key); // re-insert: Map order is the recency order
    this.#byKey.set(key, ids);
    return ids;
  }

  add(key: string | undefined, id: string): void {
    if (!key) return;
    const ids = [...this.get(key).filter((x) => x !== id), id].slice(-this.#perKey);
    this.#byKey.delete(key);
    this.#byKey.set(key, ids);
    while (this.#byKey.size > this.#maxKeys) this.#byKey.delete(this.#byKey.keys().next().value as string);
  }
}
