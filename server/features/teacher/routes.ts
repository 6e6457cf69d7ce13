// Teachers' quiz calls under /api/v1/teacher/quizzes: list, create, read, update, duplicate,
// archive (and restore), the class view, the results as CSV, the CSV/TSV import preview, and the
// students a quiz is assigned to.
// Teachers only (403 for other roles, 401 for visitors); another teacher's quiz is "not found".
import { Router } from 'express';
import { requireRole } from '../../http/session.ts';
import { parseInput } from '../../http/validate.ts';
import { idParamSchema } from '../auth/schema.ts';
import { parseQuestionsCsv } from './csv.ts';
import { importTextSchema, unassignParamSchema } from './schema.ts';
import type { TeacherQuizzes } from './service.ts';
import type { ReplayStore } from './replays.ts';
import { notFound } from '../../http/errors.ts';
import { z } from 'zod';
import type { PubSub } from '../../realtime/pubsub.ts';
import { streamChannel } from '../../realtime/sse.ts';
import { classLiveChannel, publishClassLive, type ClassLiveUpdate } from './live.ts';

const replayParamSchema = z.object({ id: z.string(), replayId: z.coerce.number({ error: 'The replay id must be a number' }).int('The replay id must be a whole number').positive('The replay id must be a positive number').max(2_147_483_647, 'The replay id is too large') });

export function teacherRoutes({ teacher, pubsub, replays }: { teacher: TeacherQuizzes; pubsub: PubSub; replays: ReplayStore }): Router {
  const r = Router();
  const base = '/api/v1/teacher/quizzes';
  const me = (req: Parameters<typeof requireRole>[0]) => requireRole(req, 'teacher');
  const idOf = (req: { params: unknown }) => parseInput(idParamSchema, req.params).id;
  // A class quiz player's climb ended: the teacher's live view hears it (and refreshes results and replays).
  replays.onClimbEnded((e) => publishClassLive(pubsub, e.quizCode, { user_id: e.userId, username: e.username, display_name: e.displayName, ended: true, replay_id: e.replayId }));

  r.get(base, async (req, res) => { res.json({ success: true, quizzes: await teacher.list(me(req).id) }); });
  r.post(base, async (req, res) => { res.status(201).json({ success: true, quiz: await teacher.create(me(req).id, req.body) }); });
  r.post(`${base}/import_preview`, (req, res) => {
    me(req);
    const { text } = parseInput(importTextSchema, req.body);
    res.json({ success: true, ...parseQuestionsCsv(text) });
  });
  r.get(`${base}/:id`, async (req, res) => { res.json({ success: true, quiz: await teacher.get(me(req).id, idOf(req)) }); });
  r.put(`${base}/:id`, async (req, res) => { res.json({ success: true, quiz: await teacher.update(me(req).id, idOf(req), req.body) }); });
  r.post(`${base}/:id/import`, async (req, res) => {
    const user = me(req);
    const { text } = parseInput(importTextSchema, req.body);
    res.json({ success: true, quiz: await teacher.importQuestions(user.id, idOf(req), text) });
  });
  r.post(`${base}/:id/duplicate`, async (req, res) => { res.status(201).json({ success: true, quiz: await teacher.duplicate(me(req).id, idOf(req)) }); });
  r.post(`${base}/:id/archive`, async (req, res) => { res.json({ success: true, quiz: await teacher.archive(me(req).id, idOf(req), true) }); });
  r.post(`${base}/:id/restore`, async (req, res) => { res.json({ success: true, quiz: await teacher.archive(me(req).id, idOf(req), false) }); });
  r.get(`${base}/:id/class`, async (req, res) => { res.json(await teacher.classView(me(req).id, idOf(req))); });
  // The live panel: server-sent events of the class-live channel of the quiz's code.
  r.get(`${base}/:id/live`, async (req, res) => {
    const quiz = await teacher.get(me(req).id, idOf(req));
    await streamChannel<ClassLiveUpdate>(req, res, pubsub, classLiveChannel(quiz.code));
  });
  r.get(`${base}/:id/replays`, async (req, res) => {
    const quiz = await teacher.get(me(req).id, idOf(req));
    res.json({ success: true, replays: await replays.list(quiz.id) });
  });
  r.get(`${base}/:id/replays/:replayId`, async (req, res) => {
    const quiz = await teacher.get(me(req).id, idOf(req));
    const { replayId } = parseInput(replayParamSchema, req.params);
    const found = await replays.get(quiz.id, replayId);
    if (!found) throw notFound('That replay was not found.', 'replay_not_found');
    res.json({ success: true, ...found });
  });
  r.get(`${base}/:id/assignments`, async (req, res) => { res.json(await teacher.assignments.list(me(req).id, idOf(req))); });
  r.post(`${base}/:id/assignments`, async (req, res) => {
    const user = me(req);
    const result = await teacher.assignments.assign(user.id, idOf(req), req.body);
    res.status(result.added.length > 0 ? 201 : 200).json(result);
  });
  r.delete(`${base}/:id/assignments/:username`, async (req, res) => {
    const user = me(req);
    const { username } = parseInput(unassignParamSchema, { username: (req.params as { username?: string }).username });
    res.json(await teacher.assignments.unassign(user.id, idOf(req), username));
  });
  r.get(`${base}/:id/results.csv`, async (req, res) => {
    const { filename, csv } = await teacher.resultsCsv(me(req).id, idOf(req));
    res.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"` }).send(csv);
  });
  return r;
}
