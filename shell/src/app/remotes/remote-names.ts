/** The five remotes the shop is composed of, with the area each one renders (named in fallbacks). */
export const REMOTE_AREAS = {
  catalog: 'Shop and product pages',
  cart_checkout: 'Cart and checkout',
  membership: 'Direct+ membership',
  account: 'Sign-in and your account',
  staff: 'Staff portals',
} as const;

export type RemoteName = keyof typeof REMOTE_AREAS;

export const REMOTE_NAMES = Object.keys(REMOTE_AREAS) as RemoteName[];
