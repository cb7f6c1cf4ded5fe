import type { Request } from 'express';

/** The request id pino-http gave this request, passed on to the services we call. */
export const requestIdOf = (req: Request): string | undefined =>
  typeof req.id === 'string' ? req.id : undefined;
