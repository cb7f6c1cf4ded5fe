import type { Request } from 'express';
import { z } from 'zod';
import { AppError, type ErrorIssue } from './app-error';

/**
 * An input that must be empty: a query (or body) of an endpoint that takes none. Anything in it
 * is a 400 'Unknown field: x', so nothing can name, say, another user. Use with parseQuery/parseBody.
 */
export const noInput = z.strictObject({});

/** "zipCode" -> "Zip code": a readable label when a schema carries no message of its own. */
function label(path: readonly PropertyKey[]): string {
  const last = path[path.length - 1];
  if (typeof last !== 'string') return 'Value';
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Messages for issues the contracts leave to zod's defaults: the spec's own messages live in the
 * schemas and always win; this only replaces zod's "Invalid input: expected string, received
 * undefined" style text with something a user can read.
 */
const readableErrors: z.core.$ZodErrorMap = (iss) => {
  if (iss.code === 'invalid_type') {
    if (iss.input === undefined) return `${label(iss.path ?? [])} is required`;
    return `${label(iss.path ?? [])} must be a ${iss.expected}`;
  }
  if (iss.code === 'unrecognized_keys') {
    return `Unknown field${iss.keys.length > 1 ? 's' : ''}: ${iss.keys.join(', ')}`;
  }
  return undefined;
};

export function toIssues(error: z.core.$ZodError): ErrorIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

export function validationError(error: z.core.$ZodError): AppError {
  const issues = toIssues(error);
  return new AppError(400, issues[0]?.message ?? 'Invalid request', 'VALIDATION_FAILED', issues);
}

/**
 * Parses `data` with the readable messages above; throws AppError 400 listing every issue. Any
 * zod schema: the contracts' are zod/mini ones, the services' own classic ones.
 */
export function parseWith<S extends z.core.$ZodType>(schema: S, data: unknown): z.output<S> {
  const result = z.safeParse(schema, data, { error: readableErrors });
  if (!result.success) throw validationError(result.error);
  return result.data;
}

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

export function parseBody<S extends z.core.$ZodType>(schema: S, req: Request): z.output<S> {
  // express.json leaves req.body undefined for non-JSON content types; refuse those rather than
  // pretend the body was empty.
  if (req.body === undefined && hasBody(req)) {
    throw new AppError(415, 'Content-Type must be application/json', 'UNSUPPORTED_MEDIA_TYPE');
  }
  return parseWith(schema, req.body ?? {});
}

export function parseParams<S extends z.core.$ZodType>(schema: S, req: Request): z.output<S> {
  return parseWith(schema, req.params);
}

export function parseQuery<S extends z.core.$ZodType>(schema: S, req: Request): z.output<S> {
  return parseWith(schema, req.query);
}
