import { publicUserSchema } from '@coffee/contracts';
import type { InternalClient } from '@coffee/service-defaults';
import { z } from 'zod/mini';
import type { AccountContacts } from '../domain/billing/ports';

const contactSchema = z.pick(publicUserSchema, {
  id: true,
  email: true,
  username: true,
  fullName: true,
});

/** AccountContacts over the account service's GET /internal/users/:id. */
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
