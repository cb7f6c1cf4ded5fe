// The catalog's server bundle (dist/server/catalog.<hash>.js, CommonJS): what the gateway loads
// to render the first view of /, /category/:category and /product/:id (see
// docs/decisions/ssr-contract.md: `pages` is exactly the default export of ./app/pages,
// `prefetch` fills the store first).
import exposed from './app/pages';

export const pages = exposed;
export { prefetch, type PrefetchContext } from './app/prefetch';
