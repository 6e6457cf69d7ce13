// One error shape for every JSON answer that failed: { success: false, error, code }, where error is
// a sentence a person understands and code a stable machine word. 4xx for what the client did wrong.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../log.ts';

export class ApiError extends Error {
  status: number;
  code: string;
  extra?: Record<string, unknown>;
  constructor(status: number, code: string, message: string, extra?: Record<string, unknown>) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

export const badRequest = (message: string, code = 'invalid_request', extra?: Record<string, unknown>) => new ApiError(400, code, message, extra);
export const unauthorized = (message = 'Please sign in first.') => new ApiError(401, 'not_signed_in', message);
export const forbidden = (message = 'You are not allowed to do that.', code = 'forbidden') => new ApiError(403, code, message);
export const notFound = (message = 'Not found.', code = 'not_found') => new ApiError(404, code, message);
export const conflict = (message: string, code = 'conflict') => new ApiError(409, code, message);
export const unprocessable = (message: string, code = 'invalid', extra?: Record<string, unknown>) => new ApiError(422, code, message, extra);

export function errorBody(err: ApiError) {
  return { success: false as const, error: err.message, code: err.code, ...err.extra };
}

/** Unknown API paths answer JSON, not the HTML page. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(notFound(`There is no ${req.method} ${req.baseUrl}${req.path} here.`, 'no_such_route'));
};

export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) return;
    let apiErr: ApiError;
    if (err instanceof ApiError) apiErr = err;
    else if (err?.type === 'entity.parse.failed') apiErr = badRequest('The request body is not valid JSON.', 'invalid_json');
    else if (err?.type === 'entity.too.large') apiErr = new ApiError(413, 'too_large', 'The request body is too large.');
    else if (typeof err?.status === 'number' && err.status >= 400 && err.status < 500) apiErr = new ApiError(err.status, 'invalid_request', 'The request could not be read.');
    else {
      log.error({ err, method: req.method, path: req.path }, 'unhandled error');
      apiErr = new ApiError(500, 'server_error', 'Something went wrong on our side. Please try again.');
    }
    res.status(apiErr.status).json(errorBody(apiErr));
  };
}
