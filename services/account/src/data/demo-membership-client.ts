import {
  demoMembershipSeedResultSchema,
  type DemoMembershipSeed,
  type DemoMembershipSeedResult,
} from '@coffee/contracts';
import { AppError, type InternalClient } from '@coffee/service-defaults';
import type { DemoMembershipBilling } from '../domain/demo-users';

/**
 * The membership service's POST /internal/users/:userId/demo-membership: the demo member's
 * billing. Its refusal (a 4xx: it seeds no demo data) is final; no answer or a 5xx may pass.
 */
export function createDemoMembershipBilling(client: InternalClient): DemoMembershipBilling {
  return {
    async seed(userId: string, seed: DemoMembershipSeed): Promise<DemoMembershipSeedResult> {
      const { status, body } = await client.call<{ message?: unknown }>(
        `/internal/users/${encodeURIComponent(userId)}/demo-membership`,
        { method: 'POST', body: seed },
      );
      if (status === 200) {
        const parsed = demoMembershipSeedResultSchema.safeParse(body);
        if (!parsed.success) throw client.invalidAnswer();
        return parsed.data;
      }
      if (status >= 400 && status < 500) {
        const message = typeof body?.message === 'string' ? body.message : `HTTP ${status}`;
        throw new AppError(status, message, 'DEMO_MEMBERSHIP_REFUSED');
      }
      throw client.unavailable();
    },
  };
}
