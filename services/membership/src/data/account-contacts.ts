import { publicUserSchema } from '@coffee/contracts';
import type { InternalClient } from '@coffee/service-defaults';
import { z } from 'zod/mini';
import type { Recipient } from '../mail/recipient';

const contactSchema = z.pick(publicUserSchema, {
  id: true,
  email: true,
  username: true,
  fullName: true,
});

/** Who a Direct+ mail goes to: the account's address and names (GET /internal/users/:id). */
export interface AccountContacts {
  /** Null when the account is gone (deleted): no mail then. */
  find(userId: string): Promise<Recipient | null>;
}

export function createAccountContacts(client: InternalClient): AccountContacts {
  return {
    async find(userId) {
      const user: z.output<typeof contactSchema> | null = await client.fetchParsed(
        `/internal/users/${encodeURIComponent(userId)}`,
        contactSchema,
      );
      if (user && user.id !== userId) throw client.invalidAnswer();
      return user;
    },
  };
}
