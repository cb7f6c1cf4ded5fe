import {
  changePasswordSchema,
  deleteAccountSchema,
  preferencesSchema,
  preferencesUpdateSchema,
  profileUpdateSchema,
} from '..';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('profileUpdateSchema', () => {
  it('when the spec fields are bad, then the spec messages are given', () => {
    expect(messages(profileUpdateSchema.safeParse({ fullName: ' ', email: 'nope' }))).toEqual([
      'Full name is required',
      'Invalid email address',
    ]);
  });
  it('when only name and email are given, then the optional fields stay absent (unchanged)', () => {
    expect(profileUpdateSchema.parse({ fullName: ' Ada ', email: ' a@example.com ' })).toEqual({
      fullName: 'Ada',
      email: 'a@example.com',
    });
  });
  it.each(['role', 'isDirectPlus', 'username', 'password', 'membershipNumber'])(
    'when %s is sent, then the payload is refused',
    (field) => {
      const r = profileUpdateSchema.safeParse({
        fullName: 'Ada',
        email: 'a@example.com',
        [field]: 'x',
      });
      expect(r.success).toBe(false);
    },
  );
});

describe('changePasswordSchema', () => {
  it('when the new password is short and the confirmation differs, then both messages', () => {
    const r = changePasswordSchema.safeParse({
      currentPassword: 'old',
      newPassword: 'short',
      confirmPassword: 'other',
    });
    expect(messages(r)).toEqual([
      'Password must be at least 8 characters',
      'Passwords do not match',
    ]);
  });
  it('when everything is empty, then it asks for each field rather than reporting a mismatch', () => {
    expect(
      messages(
        changePasswordSchema.safeParse({
          currentPassword: '',
          newPassword: '',
          confirmPassword: '',
        }),
      ),
    ).toEqual([
      'Current password is required',
      'Password must be at least 8 characters',
      'Please confirm your password',
    ]);
  });
});

describe('deleteAccountSchema', () => {
  it('when the password is missing or not a string, then refused', () => {
    expect(messages(deleteAccountSchema.safeParse({ password: '' }))).toEqual([
      'Password is required',
    ]);
    expect(deleteAccountSchema.safeParse({ password: { $gt: '' } }).success).toBe(false);
  });
});

describe('preferences', () => {
  it('when an update names either part partially, then it parses; unknown keys are refused', () => {
    expect(preferencesUpdateSchema.parse({ cookies: { marketing: true } })).toEqual({
      cookies: { marketing: true },
    });
    expect(preferencesUpdateSchema.safeParse({ cookies: { necessary: false } }).success).toBe(
      false,
    );
    expect(preferencesUpdateSchema.safeParse({ theme: 'dark' }).success).toBe(false);
  });
  it('when the full preferences miss a choice, then they are refused', () => {
    expect(
      preferencesSchema.safeParse({
        notifications: { orderUpdates: true, directPlusReminders: true },
        cookies: { functional: true, analytics: true, marketing: false },
      }).success,
    ).toBe(false);
  });
  it('when an older answer has no new-device choice, then it reads as off', () => {
    const older = {
      notifications: { orderUpdates: true, directPlusReminders: true, newsletter: false },
      cookies: { functional: true, analytics: true, marketing: false },
    };
    expect(preferencesSchema.parse(older).notifications.newDeviceSignIn).toBe(false);
  });
  it('when an update leaves the new-device choice out, then it adds no default', () => {
    expect(preferencesUpdateSchema.parse({ notifications: { orderUpdates: false } })).toEqual({
      notifications: { orderUpdates: false },
    });
    expect(
      preferencesUpdateSchema.parse({ notifications: { newDeviceSignIn: true } }).notifications,
    ).toEqual({ newDeviceSignIn: true });
  });
});
