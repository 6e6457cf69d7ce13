// Publish/subscribe between server processes: coin updates, teachers' live class views. Backed by
// the Colyseus presence, so one process uses its in-memory presence and several processes share
// Redis (RedisPresence) without any other set-up.
import type { Presence } from '@colyseus/core';

export type Listener<T> = (message: T) => void;

export class PubSub {
  private readonly presence: Presence;

  constructor(presence: Presence) {
    this.presence = presence;
  }

  publish<T>(channel: string, message: T): void {
    void this.presence.publish(channel, message);
  }

  /** Resolves once the subscription is live (on Redis, once the server has confirmed it). */
  async subscribe<T>(channel: string, listener: Listener<T>): Promise<() => void> {
    const callback = (message: T) => listener(message);
    await this.presence.subscribe(channel, callback);
    return () => { void this.presence.unsubscribe(channel, callback); };
  }
}
