// Test hooks only (config.testHooks): room tick times and this process's CPU use, for the
// capacity benchmark. Never mounted in production.
import { Router } from 'express';
import { tickStats } from './stats.ts';

export function roomStatsRoutes(): Router {
  const r = Router();
  let cpuFrom = process.cpuUsage();
  let wallFrom = performance.now();
  r.get('/api/test/room_stats', (_req, res) => {
    const cpu = process.cpuUsage(cpuFrom);
    const wallMs = performance.now() - wallFrom;
    res.json({ success: true, ticks: tickStats.summary(), cpu_fraction: (cpu.user + cpu.system) / 1000 / wallMs, cpu_system_fraction: cpu.system / 1000 / wallMs, wall_ms: wallMs });
  });
  r.post('/api/test/room_stats/reset', (_req, res) => {
    tickStats.reset();
    cpuFrom = process.cpuUsage();
    wallFrom = performance.now();
    res.json({ success: true });
  });
  return r;
}
