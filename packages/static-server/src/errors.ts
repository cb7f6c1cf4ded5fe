import type { ErrorRequestHandler, RequestHandler } from 'express';

const READ_METHODS = new Set(['GET', 'HEAD']);

/** A static server only reads: anything else is a 405, never a fall-through to the SPA page. */
export const onlyReads: RequestHandler = (req, res, next) => {
  if (READ_METHODS.has(req.method)) return next();
  res
    .set('Allow', 'GET, HEAD, OPTIONS')
    .status(405)
    .json({ message: `Method ${req.method} not allowed` });
};

/** serve-static would quietly fall through on an undecodable path; the client should hear why. */
export const rejectMalformedPath: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    res.status(400).json({ message: 'Malformed URL' });
    return;
  }
  next();
};

export const notFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `Not found: ${req.path}` });
};

/**
 * serve-static reports bad input (malformed percent-encoding, paths outside the root) as
 * errors with a 4xx status; those are the client's fault and keep their status. Anything else
 * is ours: a 500 without internals.
 */
export const errorHandler: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
  const status = statusOf(err);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (status >= 400 && status < 500) {
    res.status(status).json({ message: status === 404 ? 'Not found' : 'Bad request' });
    return;
  }
  res.status(500).json({ message: 'Internal server error' });
};

function statusOf(err: unknown): number {
  if (typeof err === 'object' && err !== null) {
    const { status, statusCode } = err as { status?: unknown; statusCode?: unknown };
    if (typeof status === 'number') return status;
    if (typeof statusCode === 'number') return statusCode;
  }
  return 500;
}
