import {
  membershipAccountFormSchema,
  membershipUpdateSchema,
  membershipVerificationSchema,
  offlineCardConfirmSchema,
  paymentSetupRequestSchema,
} from '..';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('membership verification (spec, section 5)', () => {
  it.each([
    ['123456789012', ['Membership number must be 13 or 17 digits']],
    ['123456789012345678', ['Membership number must be 13 or 17 digits']],
    ['12345678901a3', ['Membership number can only contain digits']],
    ['1234567890123', []],
    ['123456789012345', []],
    ['12345678901234567', []],
  ])('when the number is %s, then the messages are %j', (membershipNumber, expected) => {
    expect(
      messages(
        membershipVerificationSchema.safeParse({ membershipNumber, firstName: 'A', lastName: 'B' }),
      ),
    ).toEqual(expected);
  });

  it('when the names are empty, then each says it is required', () => {
    expect(
      messages(
        membershipVerificationSchema.safeParse({
          membershipNumber: '1234567890123',
          firstName: ' ',
          lastName: '',
        }),
      ),
    ).toEqual(['First name is required', 'Last name is required']);
  });

  it('when the account form is wrong, then the spec messages show', () => {
    expect(
      messages(
        membershipAccountFormSchema.safeParse({
          email: 'nope',
          username: 'ab',
          password: 'short',
          confirmPassword: 'short',
        }),
      ),
    ).toEqual([
      'Please enter a valid email address',
      'Username must be at least 3 characters',
      'Password must be at least 8 characters',
      'Please confirm your password',
    ]);
    expect(
      messages(
        membershipAccountFormSchema.safeParse({
          email: 'a@b.co',
          username: 'abc',
          password: 'Espresso42!',
          confirmPassword: 'Espresso43!',
        }),
      ),
    ).toEqual(['Passwords do not match']);
  });
});

describe('paying', () => {
  it('when no period is named, then the annual one is set up; an unknown period is refused', () => {
    expect(paymentSetupRequestSchema.parse({})).toEqual({ billingPeriod: 'annual' });
    expect(paymentSetupRequestSchema.safeParse({ billingPeriod: 'weekly' }).success).toBe(false);
    expect(paymentSetupRequestSchema.safeParse({ amount: 1 }).success).toBe(false);
  });

  it('when a card is typed with spaces, then the number is kept as digits; a short one is incomplete', () => {
    const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    expect(offlineCardConfirmSchema.parse({ clientSecret: 's', card }).card.number).toBe(
      '4242424242424242',
    );
    expect(
      messages(
        offlineCardConfirmSchema.safeParse({
          clientSecret: 's',
          card: { ...card, number: '4242' },
        }),
      ),
    ).toEqual(['Your card number is incomplete.']);
  });

  it('when the account is updated, then only the membership fields may ride along', () => {
    expect(
      membershipUpdateSchema.safeParse({
        isDirectPlus: true,
        directPlusExpiry: '2027-01-01T00:00:00.000Z',
        role: 'admin',
      }).success,
    ).toBe(false);
    expect(
      membershipUpdateSchema.safeParse({
        isDirectPlus: true,
        directPlusExpiry: '2027-01-01T00:00:00.000Z',
        hasCompletedInitialPayment: false,
      }).success,
    ).toBe(false);
  });
});
