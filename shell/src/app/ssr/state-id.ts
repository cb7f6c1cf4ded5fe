/**
 * The id of the `<script type="application/json">` the gateway writes beside a server-rendered
 * #root (gateway/src/ssr/stream-page.ts): the API state that HTML shows.
 */
export const SSR_STATE_ID = 'coffee-ssr-state';
