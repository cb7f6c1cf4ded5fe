import { newsletterSubscribeSchema, newsletterUnsubscribeSchema } from '@coffee/contracts';
import { AppError, clientKeyOf, parseBody, type IdentityVerifier } from '@coffee/service-defaults';
import { Router } from 'express';
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

  return router;
}
