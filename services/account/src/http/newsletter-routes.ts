import { newsletterSubscribeSchema, newsletterUnsubscribeSchema } from '@coffee/contracts';
import { clientKeyOf, parseBody } from '@coffee/service-defaults';
import { Router } from 'express';
import type { NewsletterUseCases } from '../domain/newsletter-use-cases';

/** Public: the home page's newsletter form and the unsubscribe link's page. */
export function newsletterRoutes(newsletter: NewsletterUseCases): Router {
  const router = Router();

  router.post('/api/newsletter', async (req, res) => {
    const input = parseBody(newsletterSubscribeSchema, req);
    res.json(await newsletter.subscribe(input, clientKeyOf(req)));
  });

  router.post('/api/newsletter/unsubscribe', async (req, res) => {
    const { token } = parseBody(newsletterUnsubscribeSchema, req);
    res.json(await newsletter.unsubscribe(token));
  });

  return router;
}
