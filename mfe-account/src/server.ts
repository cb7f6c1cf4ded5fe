// The account remote's server bundle (dist/server/account.<hash>.js, CommonJS): what the shell's
// server loads to render the first view of /auth (docs/decisions/ssr-contract.md: `pages` is
// exactly the default export of ./app/pages; `plan` says which of its pages are rendered there).
// The sign-in page needs no data of its own: the session the shell's render reads decides it.
import exposed from './app/pages';

export const pages = exposed;
export { plan } from './app/plan';
