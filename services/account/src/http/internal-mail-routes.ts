import { AppError } from '@coffee/service-defaults';
import { Router, type RequestHandler } from 'express';
import { trusted, type Connection } from 'mongoose';
import { subscriptionModel } from '../data/subscription-model';
import type { UserRepository } from '../domain/ports';
import { hashUnsubscribeToken, newUnsubscribeToken } from '../domain/unsubscribe-tokens';
import { unsubscribeLinks } from '../mail/newsletter/newsletter-mails';

export interface InternalMailRoutesDeps {
  db: Connection;
  users: UserRepository;
  /** The shop's public origin (PUBLIC_URL): the unsubscribe link starts with it. */
  publicUrl: string;
  requireInternal: RequestHandler;
}

/**
 * For the services that send marketing mail on the account's behalf (cart-checkout's
 * abandoned-cart reminder, issue 27): GET /internal/users/:id/mail-profile answers where the
 * user's mail goes and whether marketing mail may: only while the account's own newsletter
 * subscription is on (the Email preferences tab's Newsletter switch, "By subscribing, you agree
 * to receive marketing emails"). Then it also mints a fresh link of the newsletter's existing
 * unsubscribe mechanism (a new token on the account's row; only its hash is stored): its page
 * for the mail's footer and its one-click URL for List-Unsubscribe (RFC 8058).
 */
export function internalMailRoutes(deps: InternalMailRoutesDeps): Router {
  const router = Router();
  const Subscription = subscriptionModel(deps.db);
  router.use('/internal/users/:id/mail-profile', deps.requireInternal);

  router.get('/internal/users/:id/mail-profile', async (req, res) => {
    const user = await deps.users.findById(req.params.id ?? '');
    if (!user) throw new AppError(404, 'User not found', 'NOT_FOUND');
    const token = newUnsubscribeToken();
    // The row the account made and keeps subscribed: a row merely naming its email is not its.
    const { matchedCount } = await Subscription.updateOne(
      { accountId: user.id, isSubscribed: true, pending: trusted({ $ne: true }) },
      { $push: { unsubscribeTokenHashes: hashUnsubscribeToken(token) } },
    );
    const subscribed = matchedCount > 0;
    // The newsletter's own links for the token: its page (footer) and RFC 8058 one-click URL.
    const links = unsubscribeLinks(deps.publicUrl, token);
    res.json({
      email: user.email,
      name: user.fullName?.trim() || user.username,
      marketing: subscribed,
      unsubscribeUrl: subscribed ? links.page : null,
      oneClickUrl: subscribed ? links.oneClick : null,
    });
  });

  return router;
}
