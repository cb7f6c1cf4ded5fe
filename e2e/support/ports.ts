/** Ports of the system the e2e suite boots: apart from `npm start`'s, so both can run at once. */
export const E2E_PORTS = {
  gateway: 18080,
  remotes: {
    catalog: 13001,
    cart_checkout: 13002,
    membership: 13003,
    account: 13004,
    staff: 13005,
  },
  services: {
    catalog: 14001,
    'cart-checkout': 14002,
    membership: 14003,
    account: 14004,
    staff: 14005,
  },
  db: 27127,
} as const;

export const E2E_BASE_URL = `http://localhost:${E2E_PORTS.gateway}`;

export type RemoteName = keyof typeof E2E_PORTS.remotes;
export const REMOTE_NAMES = Object.keys(E2E_PORTS.remotes) as RemoteName[];
