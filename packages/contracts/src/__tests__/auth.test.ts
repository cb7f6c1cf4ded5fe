import { loginSchema, registerAccountFormSchema, registerSchema } from '..';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('loginSchema', () => {
  it('when fields are empty, then the spec messages are given and rememberMe defaults to false', () => {
    expect(messages(loginSchema.safeParse({ username: '', password: '' }))).toEqual([
      'Username is required',
      'Password is required',
    ]);
    expect(loginSchema.parse({ username: 'a', password: 'b' }).rememberMe).toBe(false);
  });
  it('when an operator object stands in for a string, then it is refused', () => {
    expect(loginSchema.safeParse({ username: { $gt: '' }, password: 'x' }).success).toBe(false);
  });
});

describe('registerSchema', () => {
  it('when a privileged field is sent, then the payload is refused', () => {
    const r = registerSchema.safeParse({
      username: 'u',
      password: 'password1',
      email: 'u@example.com',
      role: 'admin',
    });
    expect(r.success).toBe(false);
  });
  it('when the email or password is bad, then the spec messages are given', () => {
    expect(
      messages(registerSchema.safeParse({ username: 'u', password: 'short', email: 'nope' })),
    ).toEqual(['Password must be at least 8 characters', 'Invalid email address']);
  });
});

describe('registerAccountFormSchema', () => {
  it('when passwords differ and terms are not accepted, then both messages show together', () => {
    const r = registerAccountFormSchema.safeParse({
      email: 'a@example.com',
      username: 'abc',
      password: 'password1',
      confirmPassword: 'password2',
      termsAccepted: false,
    });
    expect(messages(r)).toEqual(
      expect.arrayContaining([
        'Passwords do not match',
        'You must accept the terms and conditions',
      ]),
    );
  });
  it('when confirmation is empty, then it asks to confirm rather than reporting a mismatch', () => {
    const r = registerAccountFormSchema.safeParse({
      email: 'a@example.com',
      username: 'abc',
      password: 'password1',
      confirmPassword: '',
      termsAccepted: true,
    });
    expect(messages(r)).toEqual(['Please confirm your password']);
  });
});
