import {
  NEWSLETTER_LINK_INVALID_MESSAGE,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
} from '..';

describe('newsletterSubscribeSchema', () => {
  it('when the email is valid, then it is trimmed and names are optional', () => {
    expect(newsletterSubscribeSchema.parse({ email: ' a@example.com ' })).toEqual({
      email: 'a@example.com',
    });
  });
  it('when the email is bad or another field is sent, then refused', () => {
    const bad = newsletterSubscribeSchema.safeParse({ email: 'nope' });
    expect(bad.success ? null : bad.error.issues[0]?.message).toBe('Invalid email address');
    expect(
      newsletterSubscribeSchema.safeParse({ email: 'a@example.com', isSubscribed: false }).success,
    ).toBe(false);
  });
});

describe('newsletterUnsubscribeSchema', () => {
  it.each([[''], [{ $ne: null }], [undefined], ['x'.repeat(201)]])(
    'when the token is %j, then the link message',
    (token) => {
      const r = newsletterUnsubscribeSchema.safeParse({ token });
      expect(r.success ? null : r.error.issues[0]?.message).toBe(NEWSLETTER_LINK_INVALID_MESSAGE);
    },
  );
});
