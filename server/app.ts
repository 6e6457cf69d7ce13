// The composition root: builds the whole product from a Config. The binary (main.ts) and every
// integration test boot this same function. Whoever calls createApp calls close().
import { defineRoom, defineServer, LocalPresence, type MatchMakerDriver, type Presence, type Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import express from 'express';
import type { Server as HttpServer } from 'node:http';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/connect.ts';
import { loadSecret } from './db/secrets.ts';
import { authRoutes } from './features/auth/routes.ts';
import { AuthService } from './features/auth/service.ts';
import { healthRoutes } from './features/health/routes.ts';
import { jumpGameRoutes } from './features/jump-game/routes.ts';
import { ClimbRecords } from './features/jump-game/climbRecords.ts';
import { JumpGameService } from './features/jump-game/service.ts';
import { GameSessions } from './features/jump-game/sessions.ts';
import { Completions } from './features/quiz/completions.ts';
import { RefillService } from './features/quiz/refill.ts';
import { quizRoutes } from './features/quiz/routes.ts';
import { QuizService } from './features/quiz/service.ts';
import { leaderboardRoutes } from './features/leaderboard/routes.ts';
import { learningWorldRoutes } from './features/learning-world/routes.ts';
import { challengeRoutes } from './features/challenges/routes.ts';
import { Challenges } from './features/challenges/service.ts';
import { teacherRoutes } from './features/teacher/routes.ts';
import { TeacherQuizzes } from './features/teacher/service.ts';
import { ClassLive, publishClassLive } from './features/teacher/live.ts';
import { ReplayStore } from './features/teacher/replays.ts';
import { LeaderboardService } from './features/leaderboard/service.ts';
import { rewardsRoutes } from './features/rewards/routes.ts';
import { RewardsService } from './features/rewards/service.ts';
import { workbookRoutes } from './features/workbook/routes.ts';
import { WorkbookService } from './features/workbook/service.ts';
import { Csrf, CSRF_COOKIE } from './http/csrf.ts';
import { readCookie } from './http/cookies.ts';
import { apiNotFound, errorHandler } from './http/errors.ts';
import { pageRoutes } from './http/pages.ts';
import { limitRequests, RateLimiter } from './http/rateLimit.ts';
import { currentUser, sessionMiddleware } from './http/session.ts';
import { PubSub } from './realtime/pubsub.ts';
import { BRAIN_CLIMB_ROOM, brainClimbRoomWith } from './rooms/brain-climb/BrainClimbRoom.ts';
import { learningWorldRoomWith } from './rooms/learning-world/LearningWorldRoom.ts';
import { LEARNING_WORLD_ROOM } from './rooms/learning-world/protocol.ts';
import { roomStatsRoutes } from './rooms/statsRoutes.ts';
import { createLogger, type Logger } from './log.ts';
import { seedDemo } from './seed.ts';

/** Quiz answers per player per minute before 429. */
export const ANSWERS_PER_MINUTE = 60;

export interface App {
  port: number;
  url: string;
  log: Logger;
  database: Database;
  services: { auth: AuthService; quiz: QuizService; refill: RefillService; jumpGame: JumpGameService; climbRecords: ClimbRecords; rewards: RewardsService };
  pubsub: PubSub;
  close(): Promise<void>;
}

export async function createApp(config: Config): Promise<App> {
  const startedAt = Date.now();
  const log = createLogger(config.logLevel);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, memory: config.memoryDatabase });
  const auth = new AuthService(database.db);
  if (config.seedDemo) await seedDemo(auth, log);
  const csrf = new Csrf(await loadSecret(database.db, 'csrf'), config.secureCookies);
  const refill = new RefillService(database.db, await loadSecret(database.db, 'refill'));
  const quiz = new QuizService(database.db, refill);
  const completions = new Completions(database.db, quiz.quizzes);
  const climbRecords = new ClimbRecords(database.db);
  const jumpGame = new JumpGameService(database.db, climbRecords);
  const gameSessions = new GameSessions(database.db, quiz.quizzes);

  const scaleOut: { presence: Presence; driver?: MatchMakerDriver } = config.redisUrl ? await redisServices(config.redisUrl) : { presence: new LocalPresence() };
  const pubsub = new PubSub(scaleOut.presence);
  const rewards = new RewardsService(database.db, pubsub);
  const transport = new WebSocketTransport();
  const replays = new ReplayStore(database.db, quiz.quizzes);
  const roomDeps = {
    log, auth, refill, quiz, rewards, records: climbRecords, testHooks: config.testHooks,
    progress: async (userId: number) => (await jumpGame.progress(userId)).highest_level,
    saveReplay: (c: Parameters<ReplayStore['record']>[0]) => replays.record(c),
    publishLive: (code: string, u: { user_id: number; username: string; height: number; energy: number; level: number; paused: boolean }) => publishClassLive(pubsub, code, u),
  };
  const server: Server = defineServer({
    rooms: {
      [BRAIN_CLIMB_ROOM]: defineRoom(brainClimbRoomWith(roomDeps)).filterBy(['level', 'mode', 'quiz_code', 'test_level']),
      [LEARNING_WORLD_ROOM]: defineRoom(learningWorldRoomWith(roomDeps)),
    },
    transport,
    greet: false,
    gracefullyShutdown: false,
    publicAddress: config.publicAddress,
    ...scaleOut,
    express: (app) => {
      app.disable('x-powered-by');
      app.set('trust proxy', 'loopback');
      app.use(express.json({ limit: '1mb' }));
      app.use(express.urlencoded({ extended: false, limit: '1mb' }));
      app.use(sessionMiddleware(auth));
      app.use(healthRoutes(database, startedAt));
      if (config.testHooks) app.use(roomStatsRoutes());
      const csrfCheck = csrf.middleware();
      app.use((req, res, next) => (req.path.startsWith('/matchmake') ? next() : csrfCheck(req, res, next)));
      app.use(authRoutes({
        auth, csrf, secureCookies: config.secureCookies,
        signInByName: new RateLimiter(10, 15 * 60_000),
        signInByIp: new RateLimiter(100, 15 * 60_000),
      }));
      // A child answers a question every few seconds; a script guessing through choices does not.
      app.post('/api/quiz/answer', limitRequests(new RateLimiter(ANSWERS_PER_MINUTE, 60_000), (req) => `${currentUser(req)?.id ?? readCookie(req, CSRF_COOKIE) ?? req.ip}`, 'That is a lot of answers at once! Please slow down and read the next question.'));
      app.use(quizRoutes({ quiz, completions, live: new ClassLive(pubsub, quiz.quizzes) }));
      app.use(jumpGameRoutes({ jumpGame, sessions: gameSessions }));
      app.use(rewardsRoutes({ rewards, auth, pubsub, testHooks: config.testHooks }));
      app.use(learningWorldRoutes());
      app.use(challengeRoutes({ challenges: new Challenges(database.db, quiz.quizzes) }));
      app.use(teacherRoutes({ teacher: new TeacherQuizzes(database.db, quiz.quizzes), pubsub, replays }));
      app.use(leaderboardRoutes({ leaderboard: new LeaderboardService(database.db) }));
      app.use(workbookRoutes({ workbook: new WorkbookService(database.db), db: database.db }));
      app.use('/api', apiNotFound);
      app.use(pageRoutes({ clientDist: config.clientDist, csrf, pageConfig: { 'org-avatar-api': config.orgAvatarApiUrl, ...(config.testHooks ? { 'test-hooks': '1' } : {}) } }));
      app.use(errorHandler(log));
    },
  });

  await server.listen(config.port, config.host === '0.0.0.0' ? undefined : config.host);
  const httpServer = (transport as unknown as { server: HttpServer }).server;
  // Idle keep-alive connections stay open longer than clients (and load balancers, typically 60 s)
  // keep them: a server closing first races a client reusing the socket, which sees ECONNRESET.
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host}:${port}`;
  log.info({ port, database: database.kind, redis: Boolean(config.redisUrl) }, `Brain Climb is serving on ${url}`);

  let closing: Promise<void> | undefined;
  return {
    port, url, log, database, services: { auth, quiz, refill, jumpGame, climbRecords, rewards }, pubsub,
    close: () => (closing ??= (async () => {
      await server.gracefullyShutdown(false);
      await database.close();
    })()),
  };
}

async function redisServices(url: string) {
  const [{ RedisPresence }, { RedisDriver }] = await Promise.all([import('@colyseus/redis-presence'), import('@colyseus/redis-driver')]);
  return { presence: new RedisPresence(url), driver: new RedisDriver(url) };
}
