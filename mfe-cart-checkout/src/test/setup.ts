/**
 * This workspace's test setup: the platform's (the mock server; an unanswered request fails the
 * test), and one answer every cart shows: GET /api/cart/promotion with no code and no offer.
 * Added before each test, so a test's own answer (renderApp's handlers) is used first.
 */
import '@coffee/platform/testing/setup';
import { HttpResponse, http, server } from '@coffee/platform/testing';

export const NO_PROMOTION = { code: null, offer: null, problem: null, automatic: [] };

beforeEach(() => {
  server.use(http.get('/api/cart/promotion', () => HttpResponse.json(NO_PROMOTION)));
});
