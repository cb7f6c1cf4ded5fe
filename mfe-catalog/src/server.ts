// The catalog's server bundle (dist/server/catalog.<hash>.js, CommonJS): what the shell's server
// loads to render the first view of /, /category/:category, /search and /product/:id (see
// docs/decisions/ssr-contract.md: `pages` is exactly the default export of ./app/pages,
// `prefetch` fills the store first, `plan` says what each page's head announces).
import exposed from './app/pages';

export const pages = exposed;
export { prefetch, type PrefetchContext } from './app/prefetch';
export { plan } from './app/plan';
