/**
 * The shop's topology, in one place (as eShop's AppHost holds its services): which services and
 * remotes exist, the workspace each is built from, the port each listens on when run here, the
 * database each service owns, the pages and widgets each remote exposes to the shell, and every
 * page path of the shop (pages.ts).
 *
 * Everything that names a part of the system reads it from here: the orchestrator (`npm start`),
 * the gateway's defaults, each service's config defaults, each remote's webpack and federation
 * config, the shell's remote registry and route table, the gateway's page answers (404 for a
 * path no page has), the e2e suite; a test holds docker-compose.yml against it. It is plain data
 * with no side effects, so the shell's bundle can import it for a few kilobytes.
 */

/** The one URL of the shop: the gateway serves the shell, `/remotes.json` and `/api/...`. */
export const GATEWAY_PORT = 8080;
/** The shell's webpack dev server (`npm run dev`). */
export const SHELL_DEV_PORT = 3000;
/** The embedded MongoDB (FerretDB) when `MONGODB_URI` is not set. */
export const DATABASE_PORT = 27027;

/**
 * Mailpit, the mail catcher `npm start` runs when no `SMTP_URL` is given (docs/decisions/mail.md):
 * its SMTP port (the services send through it) and its web inbox and API. Mailpit's own defaults.
 */
export const MAILPIT = { version: '1.33.1', smtpPort: 1025, webPort: 8025 } as const;

/** The gateway's workspace: the one public URL, in front of the services. */
export const GATEWAY = {
  workspace: 'gateway',
  package: '@coffee/gateway',
  port: GATEWAY_PORT,
} as const;
/** The shell's workspace: the host page that composes the remotes; `port` is its own server's. */
export const SHELL = { workspace: 'shell', package: 'shell', port: SHELL_DEV_PORT } as const;
/** The shell's own server: every page of the shop (server-rendered where a remote can) and the
 * shell's files; the gateway proxies page requests to it (PAGE_SERVER_URL). */
export const SHELL_SERVER_PORT = 3100;
export const SHELL_SERVER = {
  workspace: 'shell/server',
  package: '@coffee/shell-server',
  port: SHELL_SERVER_PORT,
} as const;

export interface ServiceTopology {
  /** Workspace folder, relative to the repository root. */
  readonly workspace: string;
  /** npm package name of the workspace. */
  readonly package: string;
  readonly port: number;
  /** The MongoDB database the service owns (no other service reads it). */
  readonly database: string;
  /** Environment variable through which other parts are given the service's base URL. */
  readonly urlEnv: string;
}

export const SERVICES = {
  catalog: {
    workspace: 'services/catalog',
    package: '@coffee/catalog-service',
    port: 4001,
    database: 'coffee_catalog',
    urlEnv: 'CATALOG_URL',
  },
  'cart-checkout': {
    workspace: 'services/cart-checkout',
    package: '@coffee/cart-checkout-service',
    port: 4002,
    database: 'coffee_cart_checkout',
    urlEnv: 'CART_CHECKOUT_URL',
  },
  membership: {
    workspace: 'services/membership',
    package: '@coffee/membership-service',
    port: 4003,
    database: 'coffee_membership',
    urlEnv: 'MEMBERSHIP_URL',
  },
  account: {
    workspace: 'services/account',
    package: '@coffee/account-service',
    port: 4004,
    database: 'coffee_account',
    urlEnv: 'ACCOUNT_URL',
  },
  staff: {
    workspace: 'services/staff',
    package: '@coffee/staff-service',
    port: 4005,
    database: 'coffee_staff',
    urlEnv: 'STAFF_URL',
  },
} as const satisfies Record<string, ServiceTopology>;

export type ServiceName = keyof typeof SERVICES;
export const SERVICE_NAMES = Object.keys(SERVICES) as ServiceName[];

export interface RemoteTopology {
  /** Workspace folder, relative to the repository root. */
  readonly workspace: string;
  /** npm package name of the workspace. */
  readonly package: string;
  readonly port: number;
  /** What the remote renders, named in the shell's fallback when it cannot load. */
  readonly area: string;
  /** Environment variable that points the gateway's remote manifest at a released build. */
  readonly urlEnv: string;
  /** Pages of the remote's `./pages` module: the shell's route table may name only these. */
  readonly pages: readonly string[];
  /** Widgets exposed as modules of their own (`<remote>/<Widget>`), mounted by other parts. */
  readonly widgets: readonly string[];
}

/** Keyed by federation name: an identifier, hence `cart_checkout`. */
export const REMOTES = {
  catalog: {
    workspace: 'mfe-catalog',
    package: 'mfe-catalog',
    port: 3001,
    area: 'Shop and product pages',
    urlEnv: 'REMOTE_CATALOG_URL',
    pages: ['HomePage', 'CategoryPage', 'SearchPage', 'ProductPage', 'StoreLocatorPage'],
    widgets: ['FavoritesList', 'MyReviews'],
  },
  cart_checkout: {
    workspace: 'mfe-cart-checkout',
    package: 'mfe-cart-checkout',
    port: 3002,
    area: 'Cart and checkout',
    urlEnv: 'REMOTE_CART_CHECKOUT_URL',
    pages: [
      'CheckoutPage',
      'OrderConfirmationPage',
      'OrdersPage',
      'OrderDetailPage',
      'TrackOrderPage',
    ],
    widgets: ['CartWidget', 'OrderHistory', 'SubscribeBox', 'Subscriptions', 'MemberSavings'],
  },
  membership: {
    workspace: 'mfe-membership',
    package: 'mfe-membership',
    port: 3003,
    area: 'Direct+ membership',
    urlEnv: 'REMOTE_MEMBERSHIP_URL',
    pages: [
      'MembershipPage',
      'RegisterAccountPage',
      'DirectPlusPage',
      'RegisterMembershipPage',
      'DirectPlusPaymentPage',
      'DirectPlusBenefitsPage',
      'DirectPlusConfirmationPage',
    ],
    widgets: ['PlanComparison', 'PaymentMethods'],
  },
  account: {
    workspace: 'mfe-account',
    package: 'mfe-account',
    port: 3004,
    area: 'Sign-in and your account',
    urlEnv: 'REMOTE_ACCOUNT_URL',
    pages: [
      'SignInPage',
      'AccountPage',
      'NewsletterUnsubscribePage',
      'NewsletterConfirmPage',
      'ForgotPasswordPage',
      'ResetPasswordPage',
      'VerifyEmailPage',
    ],
    widgets: ['NewsletterSignup'],
  },
  staff: {
    workspace: 'mfe-staff',
    package: 'mfe-staff',
    port: 3005,
    area: 'Staff portals',
    urlEnv: 'REMOTE_STAFF_URL',
    pages: ['AdminPortalPage', 'EmployeePortalPage'],
    widgets: [],
  },
} as const satisfies Record<string, RemoteTopology>;

export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** The pages remote `R` exposes, e.g. `PageName<'catalog'>` is `'HomePage' | 'CategoryPage' | ...`. */
export type PageName<R extends RemoteName> = (typeof REMOTES)[R]['pages'][number];
/** The widgets remote `R` exposes as modules of their own. */
export type WidgetName<R extends RemoteName> = (typeof REMOTES)[R]['widgets'][number];
/** A page anywhere in the federation, as the shell's route table names it. */
export type RemotePageRef = { [R in RemoteName]: { remote: R; page: PageName<R> } }[RemoteName];
/** A widget anywhere in the federation, as a slot names it. */
export type RemoteWidgetRef = {
  [R in RemoteName]: { remote: R; module: WidgetName<R> };
}[RemoteName];

export function isRemoteName(name: string): name is RemoteName {
  return Object.hasOwn(REMOTES, name);
}

export function isServiceName(name: string): name is ServiceName {
  return Object.hasOwn(SERVICES, name);
}

/** Where a service listens when the shop runs on one machine: how the others reach it by default. */
export function defaultServiceUrl(name: ServiceName): string {
  return `http://127.0.0.1:${SERVICES[name].port}`;
}

/**
 * Several instances of a service on one machine (`npm start -- --instances N`): instance `i`
 * (0-based) listens `i * INSTANCE_PORT_STEP` above the service's port, so the catalog runs on
 * 4001, 4101, 4201, ... The first instance keeps the port everything already knows.
 */
export const INSTANCE_PORT_STEP = 100;
/** The most instances per part that `npm start` runs (the port scheme stays clear of 4999). */
export const MAX_INSTANCES = 9;

/** Port of instance `index` (0-based) of a service whose first instance listens on `port`. */
export function instancePort(port: number, index: number): number {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_INSTANCES)
    throw new RangeError(`instance index ${index} is outside 0..${MAX_INSTANCES - 1}`);
  return port + index * INSTANCE_PORT_STEP;
}

/** Where each of `count` instances of a service listens on one machine, first instance first. */
export function serviceInstanceUrls(name: ServiceName, count: number): string[] {
  return Array.from(
    { length: count },
    (_, i) => `http://127.0.0.1:${instancePort(SERVICES[name].port, i)}`,
  );
}

/** Where the browser loads a remote from when the shop runs on one machine. */
export function defaultRemoteUrl(name: RemoteName): string {
  return `http://localhost:${REMOTES[name].port}`;
}

/**
 * The module a widget is exposed from, `./src/app/<kebab-case name>` of its remote
 * (`PlanComparison` is `./src/app/plan-comparison`), without the extension.
 */
export function widgetModulePath(widget: string): string {
  return `./src/app/${widget.replace(/(?<=[a-z0-9])([A-Z])/g, '-$1').toLowerCase()}`;
}

export * from './pages';

export * from './releases';
