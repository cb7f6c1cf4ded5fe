import { z } from 'zod';
import { MAIL_DEFAULTS, mailEnv } from '../index';

const schema = z.object(mailEnv);

describe('mailEnv', () => {
  it('when nothing (or empty strings) is set, then the defaults apply', () => {
    const expected = {
      SMTP_URL: MAIL_DEFAULTS.smtpUrl,
      MAIL_FROM: MAIL_DEFAULTS.from,
      PUBLIC_URL: MAIL_DEFAULTS.publicUrl,
    };
    expect(schema.parse({})).toEqual(expected);
    expect(schema.parse({ SMTP_URL: '', MAIL_FROM: '', PUBLIC_URL: '' })).toEqual(expected);
  });

  it('when a provider is set, then it is taken as given (a trailing slash of PUBLIC_URL goes)', () => {
    expect(
      schema.parse({
        SMTP_URL: 'smtps://user:secret@smtp.provider.example:465',
        MAIL_FROM: 'orders@brewhaven.example',
        PUBLIC_URL: 'https://brewhaven.example/',
      }),
    ).toEqual({
      SMTP_URL: 'smtps://user:secret@smtp.provider.example:465',
      MAIL_FROM: 'orders@brewhaven.example',
      PUBLIC_URL: 'https://brewhaven.example',
    });
  });

  it('when a value is malformed, then parsing names every bad key', () => {
    const result = schema.safeParse({
      SMTP_URL: 'http://127.0.0.1:1025',
      MAIL_FROM: 'Brew Haven <a@example.com>\r\nBcc: b@example.com',
      PUBLIC_URL: 'javascript:alert(1)',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual([
      'MAIL_FROM',
      'PUBLIC_URL',
      'SMTP_URL',
    ]);
  });
});
