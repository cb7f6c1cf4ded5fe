import {
  createTicketSchema,
  endChatSchema,
  TICKET_KEY_HEADER,
  TICKET_NOT_FOUND_MESSAGE,
  ticketLookupSchema,
  ticketNumberSchema,
  ticketReplySchema,
} from '@coffee/contracts';
import {
  AppError,
  clientKeyOf,
  identityOf,
  noInput,
  parseBody,
  parseQuery,
  requestIdOf,
  type IdentityVerifier,
} from '@coffee/service-defaults';
import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import type { SupportCaller, SupportService } from '../domain/support';

/** A malformed ticket number is a ticket that does not exist: the same 404 as anyone else's. */
function ticketNumberParam(req: Request): string {
  const parsed = z.strictObject({ number: ticketNumberSchema }).safeParse(req.params);
  if (!parsed.success) throw new AppError(404, TICKET_NOT_FOUND_MESSAGE, 'TICKET_NOT_FOUND');
  return parsed.data.number;
}

/** The ticket key header, bounded (a code is 14 characters, an older chat key 32; longer is nobody's). */
function accessKeyOf(req: Request): string | null {
  const key = req.get(TICKET_KEY_HEADER);
  return key && key.length <= 200 ? key : null;
}

/**
 * Support tickets from the shop: /api/support is public at the gateway (a session is optional).
 * Opening a ticket works for anyone; a session, when its token verifies, makes the ticket the
 * customer's. Reading needs the owner's session (GET) or the number, email and access code
 * (lookup); adding a message or ending a chat needs the owner's session or the ticket's access
 * code (X-Ticket-Key). Every text is stored
 * and answered as the plain text it came as (JSON strings; the shop renders them as text).
 */
export function supportRouter(support: SupportService, auth: IdentityVerifier): Router {
  const router = Router();

  const caller = (req: Request): SupportCaller => ({
    userId: req.identity?.userId ?? null,
    accessKey: accessKeyOf(req),
    clientKey: clientKeyOf(req),
  });

  /**
   * With a ticket key the key decides (a guest's chat may still carry a stale cookie); without
   * one the session must be live, as for any signed-in write.
   */
  const keyOrSession: RequestHandler = (req, res, next) => {
    if (accessKeyOf(req)) {
      next();
      return;
    }
    return auth.authenticate(req, res, next);
  };

  // Before the routes with :number, so 'lookup' is never read as a ticket number.
  router.post('/api/support/tickets/lookup', async (req, res) => {
    parseQuery(noInput, req);
    const input = parseBody(ticketLookupSchema, req);
    res.json(await support.lookup(input, clientKeyOf(req)));
  });

  router.post('/api/support/tickets', async (req, res) => {
    parseQuery(noInput, req);
    const input = parseBody(createTicketSchema, req);
    // Signature and claims only: the contact form must not fail on a stale session. Whatever
    // the body says, the ticket's tier is the service's to decide from this identity.
    const identity = auth.readIdentity(req);
    const requestId = requestIdOf(req);
    res.status(201).json(
      await support.create(input, {
        ...caller(req),
        userId: identity?.userId ?? null,
        ...(requestId ? { requestId } : {}),
      }),
    );
  });

  router.post('/api/support/tickets/:number/messages', keyOrSession, async (req, res) => {
    parseQuery(noInput, req);
    const number = ticketNumberParam(req);
    const input = parseBody(ticketReplySchema, req);
    res.status(201).json(await support.addCustomerMessage(number, input, caller(req)));
  });

  router.post('/api/support/tickets/:number/end-chat', keyOrSession, async (req, res) => {
    parseQuery(noInput, req);
    const number = ticketNumberParam(req);
    const input = parseBody(endChatSchema, req);
    res.json(await support.endChat(number, input, caller(req)));
  });

  router.get('/api/support/tickets', ...auth.signedIn, async (req, res) => {
    parseQuery(noInput, req);
    res.json(await support.listMine(identityOf(req).userId));
  });

  router.get('/api/support/tickets/:number', ...auth.signedIn, async (req, res) => {
    parseQuery(noInput, req);
    res.json(await support.getMine(identityOf(req).userId, ticketNumberParam(req)));
  });

  return router;
}
