// Structured logs (JSON lines on stdout). One root logger per app; features take children.
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'brain-climb' }, redact: ['req.headers.cookie', 'password', '*.password'] });
}
