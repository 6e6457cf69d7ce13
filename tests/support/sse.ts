// Reads a server-sent event stream in tests: next() resolves with the next event's JSON data.
import type { TestClient } from './http.ts';

export async function openEvents<T>(baseUrl: string, client: TestClient, path: string) {
  const controller = new AbortController();
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${baseUrl}${path}`, { headers: { cookie }, signal: controller.signal });
  if (!/text\/event-stream/.test(res.headers.get('content-type') ?? '')) throw new Error(`not an event stream: ${res.status}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(): Promise<T> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = event.split('\n').find((l) => l.startsWith('data: '));
          if (data) return JSON.parse(data.slice(6)) as T;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream closed');
        buffer += decoder.decode(value, { stream: true });
      }
    },
    close: () => controller.abort(),
  };
}
