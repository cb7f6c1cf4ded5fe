import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InternalSavedCard } from '@coffee/contracts';
import { requireInternal } from '@coffee/service-defaults';
import express from 'express';

/**
 * Real HTTP servers standing in for what subscriptions ask other services, as the contracts
 * define it: the membership service's card book (GET /internal/users/:userId/payment-methods/:id)
 * and the staff service's calendar (GET /internal/settings/calendar).
 */
export async function startSubscriptionStandIns(internalToken: string) {
  const cards = new Map<string, InternalSavedCard & { userId: string }>();
  let calendar = { timezone: 'America/New_York', holidays: [] as string[] };
  const app = express();
  const internal = requireInternal(internalToken);
  app.get('/internal/users/:userId/payment-methods/:id', internal, (req, res) => {
    const card = cards.get(String(req.params.id));
    if (!card || card.userId !== req.params.userId) {
      res.status(404).json({ message: 'Payment method not found' });
      return;
    }
    const { userId: _owner, ...answer } = card;
    res.json(answer);
  });
  app.get('/internal/settings/calendar', internal, (_req, res) => {
    res.json(calendar);
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  let next = 1;
  return {
    url: `http://127.0.0.1:${port}`,
    /** A card the user saved; `declines` plays Stripe's 4000 0000 0000 0341. */
    addCard(userId: string, options: { declines?: boolean; last4?: string } = {}): string {
      const id = `offpm_test${next++}`;
      cards.set(id, {
        userId,
        id,
        brand: 'visa',
        last4: options.last4 ?? (options.declines ? '0341' : '4242'),
        expMonth: 12,
        expYear: 2040,
        provider: 'offline',
        customerRef: null,
        offSessionDecline: options.declines ? 'Your card was declined.' : null,
      });
      return id;
    },
    setHolidays(holidays: string[]) {
      calendar = { ...calendar, holidays };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
