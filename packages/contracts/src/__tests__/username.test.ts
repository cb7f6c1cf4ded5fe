import {
  judgeUsername,
  loginSchema,
  membershipAccountFormSchema,
  membershipRegistrationSchema,
  registerAccountFormSchema,
  registerSchema,
  USERNAME_CHARACTERS_MESSAGE,
  USERNAME_MIXED_SCRIPT_MESSAGE,
} from '..';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

interface Parsed {
  success: boolean;
  data?: unknown;
  error?: { issues: { message: string }[] };
}

const register = (username: unknown): Parsed =>
  registerSchema.safeParse({ username, password: 'password1', email: 'u@example.com' });

// Every schema a new username goes through: the service's two and the two forms.
const newUsernameSchemas: Array<[string, (username: string) => Parsed]> = [
  ['registerSchema', register],
  [
    'membershipRegistrationSchema',
    (username) =>
      membershipRegistrationSchema.safeParse({
        username,
        email: 'u@example.com',
        password: 'password1',
        confirmPassword: 'password1',
        fullName: 'Ada Lovelace',
        membershipNumber: '1234567890123',
      }),
  ],
  [
    'registerAccountFormSchema',
    (username) =>
      registerAccountFormSchema.safeParse({
        username,
        email: 'u@example.com',
        password: 'password1',
        confirmPassword: 'password1',
        termsAccepted: true,
      }),
  ],
  [
    'membershipAccountFormSchema',
    (username) =>
      membershipAccountFormSchema.safeParse({
        username,
        email: 'u@example.com',
        password: 'password1',
        confirmPassword: 'password1',
      }),
  ],
];

const hidden: Array<[string, string]> = [
  ['a zero-width space', 'admin\u200B'],
  ['a NUL', 'admin\u0000'],
  ['a bidi override', 'admin\u202Egpj'],
  ['CRLF', 'admin\r\nx'],
  ['a space inside', 'ad min'],
  ['a no-break space inside', 'ad\u00A0min'],
  ['a private-use character', 'admin\uE000'],
  ['an unassigned code point', 'admin\u0378'],
  ['a symbol', 'admin$'],
  ['an emoji', 'admin\u{1F600}'],
  ['a slash', 'ad/min'],
  ['an at sign', 'admin@example'],
  ['a soft hyphen', 'ad\u00ADmin'],
  ['a letter of a limited-use script (Cherokee)', '\u13A0\u13A1\u13A2'],
];

describe.each(newUsernameSchemas)('%s username', (_name, parse) => {
  it.each(hidden)('when it holds %s, then the characters message is given', (_what, username) => {
    expect(messages(parse(username))).toEqual([USERNAME_CHARACTERS_MESSAGE]);
  });

  it("when Latin and Cyrillic letters mix ('аdmin' with a Cyrillic а), then the one-alphabet message is given", () => {
    expect(messages(parse('\u0430dmin'))).toEqual([USERNAME_MIXED_SCRIPT_MESSAGE]);
    expect(messages(parse('p\u0430ypal'))).toEqual([USERNAME_MIXED_SCRIPT_MESSAGE]);
  });

  it.each([
    ['plain ASCII with . _ -', 'maria.s_k-2', 'maria.s_k-2'],
    ['Japanese (kana and kanji together)', '山田たろう', '山田たろう'],
    ['Greek', 'Αλέξης', 'Αλέξης'],
    ['Cyrillic alone', 'Мария', 'Мария'],
    ['Devanagari with its marks', 'नमस्ते', 'नमस्ते'],
    ['fullwidth letters, as plain ones', 'ａｄｍｉｎ', 'admin'],
    ['a Latin letter with a combining accent', 'Jose\u0301', 'José'],
    ['surrounding spaces and an ideographic space', ' \u3000maria ', 'maria'],
  ])('when it is %s, then it is accepted, normalised', (_what, username, normalised) => {
    const r = parse(username);
    expect(messages(r)).toEqual([]);
    expect((r as { data?: { username: string } }).data?.username).toBe(normalised);
  });
});

describe('the spec messages keep their place', () => {
  it('when the username is empty or too short, then the length message comes first, alone', () => {
    expect(messages(register('  '))).toEqual(['Username is required']);
    expect(
      messages(
        membershipAccountFormSchema.safeParse({
          email: 'a@b.co',
          username: 'a\u200B',
          password: 'password1',
          confirmPassword: 'password1',
        }),
      ),
    ).toEqual(['Username must be at least 3 characters', USERNAME_CHARACTERS_MESSAGE]);
  });
  it('when the username is too long, then the spec message is given', () => {
    expect(messages(register('u'.repeat(65)))).toEqual(['Username is too long']);
  });
});

describe('loginSchema username', () => {
  it('when signing in, then the username is normalised (NFKC, trimmed) but nothing is refused', () => {
    expect(loginSchema.parse({ username: ' ａｄｍｉｎ ', password: 'x' }).username).toBe('admin');
    expect(loginSchema.parse({ username: 'admin\u200B', password: 'x' }).username).toBe(
      'admin\u200B',
    );
    expect(loginSchema.parse({ username: '\u0430dmin', password: 'x' }).username).toBe(
      '\u0430dmin',
    );
  });
});

describe('judgeUsername', () => {
  it('when the username is very long, then it answers at once and refuses hidden characters', () => {
    const started = Date.now();
    expect(judgeUsername('a'.repeat(100_000) + '\u0430')).toBe('ok');
    expect(judgeUsername('é'.repeat(100_000) + '\u200B')).toBe('characters');
    expect(judgeUsername('é'.repeat(200) + '\u0430')).toBe('mixed-script');
    expect(Date.now() - started).toBeLessThan(500);
  });
  it('when digits of another script follow Latin letters, then they count as another alphabet', () => {
    expect(judgeUsername('admin\u0661')).toBe('mixed-script');
    expect(judgeUsername('admin1')).toBe('ok');
    expect(judgeUsername('12345')).toBe('ok');
  });
  it('when combining marks pile up on one letter, then it is refused', () => {
    expect(judgeUsername('e\u0301\u0302\u0303\u0304')).toBe('characters');
    expect(judgeUsername('.\u0301')).toBe('characters');
  });
});
