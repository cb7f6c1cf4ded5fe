import { load } from 'js-yaml';
import { GATEWAY, SERVICE_NAMES } from '..';
import { readRepoFile } from './support/repo';

/**
 * Issue 24: a deployment built from docker-compose.yml takes payments through Stripe, never the
 * offline test provider by accident. Each paying service is given Stripe's keys and its own
 * webhook secret, each required (compose refuses to start without it, `${NAME?message}`); a demo
 * is asked for by name (deploy/compose/demo.env), and then every part reads the same
 * DEMO_PAYMENTS (the services run offline, the gateway shows the banner). The services' own
 * start-up check (@coffee/payments' paymentProviderOf) refuses the rest: empty keys without
 * DEMO_PAYMENTS, or both.
 */
type Environment = Record<string, string>;
const compose = load(readRepoFile('docker-compose.yml')) as {
  services: Record<string, { environment?: Environment }>;
};
const environmentOf = (name: string): Environment => compose.services[name]?.environment ?? {};

const PAYING: Record<string, string[]> = {
  'cart-checkout': ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_ORDER_WEBHOOK_SECRET'],
  membership: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
};

/** `${NAME?message}`: compose stops when NAME is unset and says the message. */
const REQUIRED = (name: string) => new RegExp(`^\\$\\{${name}\\?[^}]+\\}$`);

const demoEnv = Object.fromEntries(
  readRepoFile('deploy/compose/demo.env')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const at = line.indexOf('=');
      return [line.slice(0, at), line.slice(at + 1)];
    }),
);

describe('docker-compose.yml: payments', () => {
  it.each(Object.entries(PAYING))(
    'when %s is composed, then Stripe’s keys and its webhook secret are required, with a message',
    (name, keys) => {
      const env = environmentOf(name);
      for (const key of keys)
        expect({ key, value: env[key] }).toEqual({
          key,
          value: expect.stringMatching(REQUIRED(key)),
        });
    },
  );

  it('when a webhook secret is given, then each service gets the one of its own endpoint', () => {
    expect(environmentOf('cart-checkout').STRIPE_WEBHOOK_SECRET).toBeUndefined();
    expect(environmentOf('membership').STRIPE_ORDER_WEBHOOK_SECRET).toBeUndefined();
  });

  it.each([...SERVICE_NAMES, GATEWAY.workspace])(
    'when %s is composed, then it reads the one DEMO_PAYMENTS, off unless asked for',
    (name) => {
      expect(environmentOf(name).DEMO_PAYMENTS).toBe('${DEMO_PAYMENTS:-false}');
    },
  );

  it('when the demo is asked for (deploy/compose/demo.env), then DEMO_PAYMENTS is on and every required Stripe value is set, empty', () => {
    const required = new Set(Object.values(PAYING).flat());
    // Its payment settings (its mail settings: docker-compose-mail.test.ts).
    const payments = Object.fromEntries(
      Object.entries(demoEnv).filter(
        ([key]) => key === 'DEMO_PAYMENTS' || key.startsWith('STRIPE_'),
      ),
    );
    expect(payments).toEqual({
      DEMO_PAYMENTS: 'true',
      ...Object.fromEntries([...required].map((key) => [key, ''])),
    });
  });

  it('when the compose file names a Stripe value for a service, then it is one the demo file sets (no other way to start the demo)', () => {
    for (const [name, service] of Object.entries(compose.services))
      for (const [key, value] of Object.entries(service.environment ?? {}))
        if (key.startsWith('STRIPE_'))
          expect({ name, key, inDemo: key in demoEnv, value }).toEqual({
            name,
            key,
            inDemo: true,
            value: expect.stringMatching(REQUIRED(key)),
          });
  });
});
