import { settingsFormSchema, settingsUpdateSchema, storeSettingsSchema } from '..';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('store settings', () => {
  it('when the form is valid, then prices become cents, the currency upper case and the zone canonical', () => {
    expect(
      settingsFormSchema.parse({
        directPlusMonthlyPrice: '9.99',
        directPlusAnnualPrice: 99.99,
        currency: ' usd ',
        timezone: 'america/new_york',
      }),
    ).toEqual({
      directPlusMonthlyPrice: 999,
      directPlusAnnualPrice: 9999,
      currency: 'USD',
      timezone: 'America/New_York',
    });
  });

  it('when a field is wrong, then the form and the service give the same message', () => {
    const form = settingsFormSchema.safeParse({
      directPlusMonthlyPrice: '0',
      directPlusAnnualPrice: '12.999',
      currency: 'XYZ',
      timezone: 'Mars/Olympus',
    });
    expect(messages(form)).toEqual([
      'Monthly price must be greater than 0',
      'Must be an amount with at most 2 decimals, such as 12.99',
      'Currency must be an ISO 4217 code such as USD',
      'Timezone must be an IANA time zone such as America/New_York',
    ]);
    expect(messages(settingsUpdateSchema.safeParse({ currency: 'XYZ' }))).toEqual([
      'Currency must be an ISO 4217 code such as USD',
    ]);
  });

  it('when an update is empty or names an unknown field, then it is refused', () => {
    expect(messages(settingsUpdateSchema.safeParse({}))).toEqual(['No settings to update']);
    expect(settingsUpdateSchema.safeParse({ role: 'admin' }).success).toBe(false);
    expect(settingsUpdateSchema.parse({ timezone: 'Europe/Paris' })).toEqual({
      timezone: 'Europe/Paris',
    });
  });

  it('when the service answers, then null or missing updatedAt reads as null', () => {
    const answer = {
      directPlusMonthlyPrice: '9.99',
      directPlusAnnualPrice: '99.99',
      currency: 'USD',
      timezone: 'America/New_York',
    };
    expect(storeSettingsSchema.parse(answer).updatedAt).toBeNull();
    expect(storeSettingsSchema.safeParse({ ...answer, directPlusMonthlyPrice: 9.99 }).success).toBe(
      false,
    );
  });
});
