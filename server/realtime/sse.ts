// Server-sent events: one long response per subscriber that forwards a pub/sub channel as
// `data: <json>` lines. EventSource in the browser reconnects by itself; a comment line every
// 20 s keeps proxies from closing an idle stream.
import type { Request, Response } from 'express';
import type { PubSub } from './pubsub.ts';

const HEARTBEAT_MS = 20_000;

/**
 * `first` is sent as the stream opens. As a function it is read once the subscription is live, so
 * nothing published between the read and the subscription is missed (a message published while
 * it is read may come just before it).
 */
export async function streamChannel<T>(req: Request, res: Response, pubsub: PubSub, channel: string, first?: T | (() => Promise<T>)): Promise<void> {
  res.status(200).set({
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  res.flushHeaders();
  const send = (message: T) => { res.write(`data: ${JSON.stringify(message)}\n\n`); };
  const unsubscribe = await pubsub.subscribe<T>(channel, send);
  if (res.destroyed) { unsubscribe(); return; }
  if (typeof first === 'function') {
    let value: T;
    try {
      value = await (first as () => Promise<T>)();
    } catch (err) {
      // The stream ends; the browser's EventSource reconnects by itself.
      unsubscribe();
      res.end();
      throw err;
    }
    if (res.destroyed) { unsubscribe(); return; }
    send(value);
  } else if (first !== undefined) send(first);
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  req.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
}
