import {
  NEWSLETTER_LINK_INVALID_MESSAGE,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  newsletterConfirmSchema,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
} from '@coffee/contracts';
import { AppError, clientKeyOf, parseBody, type IdentityVerifier } from '@coffee/service-defaults';
import express, { Router } from 'express';
import type { NewsletterUseCases } from '../domain/newsletter-use-cases';
import type { SignedInCheck } from '../domain/signed-in';

export interface NewsletterRoutesDeps {
  newsletter: NewsletterUseCases;
  auth: IdentityVerifier;
  signedIn: SignedInCheck;
}

/**
 * Public: the home page's newsletter form and the unsubscribe link's page. A session, when the
 * request has a live one, lets an account subscribe its own address at once.
 */
export function newsletterRoutes({ newsletter, auth, signedIn }: NewsletterRoutesDeps): Router {
  const router = Router();

  router.post('/api/newsletter', auth.authenticate, async (req, res) => {
    const input = parseBody(newsletterSubscribeSchema, req);
    // A revoked or expired session counts as none, as the gateway drops it on public routes.
    const user = req.identity
      ? await signedIn(req.identity).catch((err: unknown) => {
          if (err instanceof AppError && err.status === 401) return null;
          throw err;
        })
      : null;
    res.json(await newsletter.subscribe(input, clientKeyOf(req), user));
  });

  router.post('/api/newsletter/unsubscribe', async (req, res) => {
    const { token } = parseBody(newsletterUnsubscribeSchema, req);
    res.json(await newsletter.unsubscribe(token));
  });

  router.post('/api/newsletter/confirm', async (req, res) => {
    const { token } = parseBody(newsletterConfirmSchema, req);
    res.json(await newsletter.confirm(token));
  });

  /**
   * RFC 8058 one-click: the List-Unsubscribe URL of every marketing mail. A mail client POSTs
   * `List-Unsubscribe=One-Click` (form-encoded) with no cookie: the token in the URL is the
   * proof (the gateway's route has no CSRF check). Idempotent: a second POST is still 200.
   */
  router.post(
    '/api/newsletter/one-click',
    express.urlencoded({ extended: false, limit: '1kb' }),
    async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (body['List-Unsubscribe'] !== 'One-Click')
        throw new AppError(400, 'Expected the body List-Unsubscribe=One-Click', 'VALIDATION');
      const { token } = oneClickToken(req.query.token);
      res.json(await newsletter.unsubscribe(token));
    },
  );

  /** A person who opens the List-Unsubscribe URL lands on the page that asks for one click. */
  router.get('/api/newsletter/one-click', (req, res) => {
    const { token } = oneClickToken(req.query.token);
    const page = new URLSearchParams({ token });
    res.redirect(303, `${NEWSLETTER_UNSUBSCRIBE_PATH}?${page.toString()}`);
  });

  return router;
}

function oneClickToken(value: unknown) {
  const parsed = newsletterUnsubscribeSchema.safeParse({ token: value });
  if (!parsed.success) throw new AppError(404, NEWSLETTER_LINK_INVALID_MESSAGE, 'NOT_FOUND');
  return parsed.data;
}
