import {
  CURRENCY_READ_ONLY_MESSAGE,
  DIRECT_PLUS_PRICES_READ_ONLY_MESSAGE,
  HOLIDAY_DAY_MESSAGE,
  HOLIDAY_DUPLICATE_MESSAGE,
  MAX_HOLIDAYS_MESSAGE,
  isProductImageUrl,
  isTimeZone,
  PRODUCT_IMAGE_URL_MESSAGE,
  productUpdateSchema,
  settingsFormSchema,
  settingsUpdateSchema,
  shopCalendarSchema,
  storeSettingsSchema,
} from '..';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('store settings', () => {
  it('when the form is valid, then the zone is canonical and the holidays in date order', () => {
    expect(
      settingsFormSchema.parse({
        timezone: 'america/new_york',
        holidays: ['2026-12-25', '2026-01-01'],
      }),
    ).toEqual({ timezone: 'America/New_York', holidays: ['2026-01-01', '2026-12-25'] });
  });

  it('when a field is wrong, then the form and the service give the same message', () => {
    expect(
      messages(settingsFormSchema.safeParse({ timezone: 'Mars/Olympus', holidays: [] })),
    ).toEqual(['Timezone must be an IANA time zone such as America/New_York']);
    expect(messages(settingsUpdateSchema.safeParse({ timezone: 'Mars/Olympus' }))).toEqual([
      'Timezone must be an IANA time zone such as America/New_York',
    ]);
  });

  it.each([
    [{ directPlusMonthlyPrice: '10.49' }, DIRECT_PLUS_PRICES_READ_ONLY_MESSAGE],
    [{ directPlusAnnualPrice: 120 }, DIRECT_PLUS_PRICES_READ_ONLY_MESSAGE],
    [
      { directPlusAnnualPrice: '99.00', timezone: 'Europe/Paris' },
      DIRECT_PLUS_PRICES_READ_ONLY_MESSAGE,
    ],
    [{ currency: 'EUR' }, CURRENCY_READ_ONLY_MESSAGE],
    [{ currency: 'USD' }, CURRENCY_READ_ONLY_MESSAGE],
  ])(
    "when an update names %j (the price table's), then it is refused with where it comes from",
    (update, message) => {
      expect(messages(settingsUpdateSchema.safeParse(update))).toEqual([message]);
    },
  );

  const days = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
    );

  it.each([
    [['2026-02-29'], HOLIDAY_DAY_MESSAGE],
    [['2026-1-5'], HOLIDAY_DAY_MESSAGE],
    [[' 2026-01-05'], HOLIDAY_DAY_MESSAGE],
    [[null], HOLIDAY_DAY_MESSAGE],
    ['2026-01-05', HOLIDAY_DAY_MESSAGE],
    [['2026-01-05', '2026-01-05'], HOLIDAY_DUPLICATE_MESSAGE],
    [days(61), MAX_HOLIDAYS_MESSAGE],
  ])(
    'when the holidays are %j, then the form and the service refuse them alike',
    (holidays, message) => {
      expect(messages(settingsUpdateSchema.safeParse({ holidays }))).toEqual([message]);
      expect(
        messages(settingsFormSchema.safeParse({ timezone: 'Europe/Paris', holidays })),
      ).toEqual([message]);
    },
  );

  it('when an update names holidays, then they are taken in date order; 60 at most, none clears', () => {
    expect(settingsUpdateSchema.parse({ holidays: days(60).reverse() })).toEqual({
      holidays: days(60),
    });
    expect(settingsUpdateSchema.parse({ holidays: [] })).toEqual({ holidays: [] });
  });

  it('when the service answers without holidays (an older one), then they read as none', () => {
    const answer = {
      directPlusMonthlyPrice: '9.99',
      directPlusAnnualPrice: '99.00',
      currency: 'USD',
      timezone: 'America/New_York',
      updatedAt: null,
    };
    expect(storeSettingsSchema.parse(answer).holidays).toEqual([]);
    expect(shopCalendarSchema.parse({ timezone: 'UTC', holidays: ['2026-12-25'] })).toEqual({
      timezone: 'UTC',
      holidays: ['2026-12-25'],
    });
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

describe('product image URLs', () => {
  it.each([
    'https://images.example.com/beans.png',
    'https://cdn.example.com:8443/a/b.webp?v=2#x',
    'HTTPS://images.example.com/beans.png',
    '/api/products/images/house-blend.svg',
    '/api/products/images/ethiopia-2.svg',
    `/api/products/images/${'a'.repeat(24)}-${'0'.repeat(16)}.webp`,
    `/api/products/images/${'b'.repeat(24)}-${'f'.repeat(16)}.jpg`,
  ])('when the URL is %s, then it is taken', (url) => {
    expect(isProductImageUrl(url)).toBe(true);
    expect(productUpdateSchema.safeParse({ imageUrl: url }).success).toBe(true);
  });

  it.each([
    ['protocol-relative', '//evil.example/x.png'],
    ['a backslash after the slash', '/\\evil.example/x.png'],
    ['backslashes', '\\\\evil.example/x.png'],
    ['three slashes', 'https:///evil.example/x.png'],
    ['a backslash in an https URL', 'https:\\\\evil.example/x.png'],
    ['credentials', 'https://user:pass@evil.example/x.png'],
    ['an @ right after the slashes', 'https://@evil.example/x.png'],
    ['plain http', 'http://images.example.com/beans.png'],
    ['data:', 'data:image/png;base64,AAAA'],
    ['javascript:', 'javascript:alert(1)'],
    ['another shop path', '/images/beans.png'],
    ['a path that climbs out', '/api/products/images/../../admin'],
    ['an encoded climb', '/api/products/images/..%2F..%2Fadmin.svg'],
    ['a query on an own picture', '/api/products/images/house-blend.svg?w=320'],
    ['a capitalised own picture', '/api/products/images/House-Blend.svg'],
    ['a space', 'https://images.example.com/a b.png'],
    ['a tab', 'https://images.example.com/\tb.png'],
    ['a newline', 'https://images.example.com/\nb.png'],
    ['no host', 'https://'],
  ])('when the URL is %s, then it is refused with the message', (_case, url) => {
    expect(isProductImageUrl(url)).toBe(false);
    expect(messages(productUpdateSchema.safeParse({ imageUrl: url }))).toEqual([
      PRODUCT_IMAGE_URL_MESSAGE,
    ]);
  });

  it('when the URL is cleared, then null is stored', () => {
    expect(productUpdateSchema.parse({ imageUrl: '' })).toEqual({ imageUrl: null });
    expect(productUpdateSchema.parse({ imageUrl: null })).toEqual({ imageUrl: null });
  });
});

describe('time zones', () => {
  it('when a zone name is known (in any case), then true; an unknown or empty one, false', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('america/new_york')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
