import { publicUserSchema, type Role } from '@coffee/contracts';
import type { InternalClient } from '@coffee/service-defaults';
import { z } from 'zod/mini';

const userRoleSchema = z.pick(publicUserSchema, { id: true, role: true });

/**
 * The account service's GET /internal/users/:id, read for the user's role only: the staff's
 * customer filter of the orders lists customers' orders, not staff accounts'. Null when the
 * account knows no such user; 503 when it cannot answer (the shared client's wording).
 */
export function createRoleLookup(client: InternalClient) {
  return async (userId: string, requestId?: string): Promise<Role | null> => {
    const user = await client.fetchParsed(
      `/internal/users/${encodeURIComponent(userId)}`,
      userRoleSchema,
      { requestId },
    );
    if (user && user.id !== userId) throw client.invalidAnswer();
    return user?.role ?? null;
  };
}
