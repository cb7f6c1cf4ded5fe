import { noInput, parseBody, parseQuery } from '@coffee/service-defaults';
import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';
import { idParam, staffContext } from './staff-context';

type StaffContext = ReturnType<typeof staffContext>;

/*
 * The back-office routes all read alike: check the query (and the body), call the use case with
 * the staff member as the actor, answer what it returns. These build the handler from what
 * differs; routes with more to say (a 201, a raw body, another service's answer) stay written out.
 */

/** A page of a list: the query parsed with its schema. */
export function listRoute<S extends z.core.$ZodType>(
  schema: S,
  list: (query: z.output<S>, ctx: StaffContext) => Promise<unknown>,
): RequestHandler {
  return async (req, res) => {
    res.json(await list(parseQuery(schema, req), staffContext(req)));
  };
}

/** One record named in the path (`:id` unless told), without a query. */
export function readRoute(
  read: (id: string, ctx: StaffContext) => Promise<unknown>,
  param = 'id',
): RequestHandler {
  return async (req, res) => {
    parseQuery(noInput, req);
    res.json(await read(idParam(req, param), staffContext(req)));
  };
}

/** A change to one record named in the path: no query, the body parsed with its schema. */
export function changeRoute<S extends z.core.$ZodType>(
  schema: S,
  change: (id: string, body: z.output<S>, ctx: StaffContext) => Promise<unknown>,
  param: (req: Request) => string = (req) => idParam(req),
): RequestHandler {
  return async (req, res) => {
    parseQuery(noInput, req);
    const id = param(req);
    res.json(await change(id, parseBody(schema, req), staffContext(req)));
  };
}
