/**
 * The id of the `<script type="application/json">` the shell's server writes beside a server-rendered
 * #root (shell/server/src/ssr/stream-page.ts): the API state that HTML shows.
 */
export const SSR_STATE_ID = 'coffee-ssr-state';
