import type { InternalClient } from '@coffee/service-defaults';
import { z } from 'zod/mini';
import type { MailProfile } from '../domain/cart-reminders';

/** The account service's GET /internal/users/:id/mail-profile (services/account internal-mail-routes.ts). */
const mailProfileSchema = z.object({
  email: z.string(),
  name: z.string(),
  marketing: z.boolean(),
  unsubscribeUrl: z.nullable(z.string()),
  oneClickUrl: z.nullable(z.string()),
});

/**
 * Where a user's marketing mail goes and whether it may: their address and name, their choice
 * (the account's Email preferences), and the unsubscribe link a marketing mail must carry. Null
 * when the account knows no such user; 503 when it cannot answer (the sweep tries again later).
 */
export function createMailProfiles(client: InternalClient) {
  return async (userId: string): Promise<MailProfile | null> =>
    client.fetchParsed(
      `/internal/users/${encodeURIComponent(userId)}/mail-profile`,
      mailProfileSchema,
    );
}
