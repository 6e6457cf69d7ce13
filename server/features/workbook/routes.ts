// Summer workbook calls and the /quizzes list. Thin: validation here, the work in the service.
// GET /summer_workbook/{subject}/question is JSON whatever the Accept header says; the page
// /summer_workbook/{subject} itself (no /question) is the web client's, served by pages.ts.
import { Router } from 'express';
import type { Db } from '../../db/connect.ts';
import { currentUser, requireUser } from '../../http/session.ts';
import { parseInput } from '../../http/validate.ts';
import { myQuizzes } from './myQuizzes.ts';
import { answerBodySchema, questionQuerySchema, subjectParamSchema, workbookResultSchema } from './schema.ts';
import type { WorkbookService } from './service.ts';

export interface WorkbookRoutesDeps {
  workbook: WorkbookService;
  db: Db;
}

export function workbookRoutes({ workbook, db }: WorkbookRoutesDeps): Router {
  const r = Router();

  r.get('/summer_workbook/:subject/question', (req, res) => {
    const { subject } = parseInput(subjectParamSchema, req.params);
    const { n, date } = parseInput(questionQuerySchema, req.query);
    res.set('Cache-Control', 'no-store').json(workbook.question(currentUser(req), subject, n, date));
  });

  r.post('/summer_workbook/:subject/answer', (req, res) => {
    const { subject } = parseInput(subjectParamSchema, req.params);
    const { n, date, selected_index } = parseInput(answerBodySchema, req.body);
    res.json(workbook.check(currentUser(req), subject, n, selected_index, date));
  });

  r.post('/api/v1/workbook_results', async (req, res) => {
    const user = requireUser(req);
    const input = parseInput(workbookResultSchema, req.body);
    res.status(201).json(await workbook.saveResult(user, input));
  });

  r.get('/api/v1/my_quizzes', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await myQuizzes(db, currentUser(req)));
  });

  return r;
}
