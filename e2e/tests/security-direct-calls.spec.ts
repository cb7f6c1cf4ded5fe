import os from 'node:os';
import { expect, test } from '@playwright/test';
import { ShopClient } from '../support/security/client';
import { E2E_PORTS } from '../support/ports';
import { send, serviceUrl } from '../support/security/http';
import { CODES } from '../support/security/messages';

test.describe("calls straight to a service's port", () => {
  test('when sign-ins to the account service are retried with a new forged X-Forwarded-For each time, then the throttle still counts them and answers 429', async () => {
    const client = new ShopClient();
    const user = await client.registerNew('throttled');
    const statuses: number[] = [];
    let limited;
    for (let i = 0; i < 8 && !limited; i++) {
      const answer = await send({
        method: 'POST',
        url: `${serviceUrl('account')}/api/login`,
        body: { username: user.username, password: `wrong-${i}` },
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}`, 'x-real-ip': `203.0.113.${i + 1}` },
      });
      statuses.push(answer.status);
      if (answer.status === 429) limited = answer;
    }
    expect(limited, `statuses: ${statuses.join(' ')}`).toBeDefined();
    expect(limited!.code).toBe(CODES.tooManyAttempts);
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('when the services are started with their defaults, then they listen on loopback only', async () => {
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal);
    test.skip(!external, 'this machine has no non-loopback address to try');
    for (const [name, port] of Object.entries(E2E_PORTS.services)) {
      const reached = await fetch(`http://${external!.address}:${port}/healthz`, {
        signal: AbortSignal.timeout(2000),
      }).then(
        () => true,
        () => false,
      );
      expect(reached, `${name} answers on ${external!.address}:${port}`).toBe(false);
    }
  });
});
