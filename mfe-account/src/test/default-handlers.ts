import { HttpResponse, http, server } from '@coffee/platform/testing';

/**
 * Answers every test gets unless it gives its own (its handlers come first): the profile's
 * email status, asked whenever the Profile tab shows. Any other request still needs its test's
 * handler (@coffee/platform/testing/setup fails the test otherwise).
 */
beforeEach(() => {
  server.use(
    http.get('/api/profile/email', () =>
      HttpResponse.json({ email: 'user@example.com', emailVerified: true, pendingEmail: null }),
    ),
  );
});
