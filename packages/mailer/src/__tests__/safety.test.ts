import {
  escapeHtml,
  InvalidMailError,
  isDeliverableAddress,
  messageIdFor,
  pendingMail,
  safeHeaderValue,
  safeUrl,
} from '../index';
import { message } from './support';

describe('safeHeaderValue', () => {
  it('when a value carries CR/LF or other controls, then it comes out on one line', () => {
    expect(safeHeaderValue('Hi\r\nBcc: victim@example.com')).toBe('Hi Bcc: victim@example.com');
    expect(safeHeaderValue('a\rb\nc\u0000d\u2028e\u0085f\tg')).toBe('a b c d e f g');
    expect(safeHeaderValue('  Your order  ')).toBe('Your order');
  });
});

describe('isDeliverableAddress', () => {
  it.each([
    'ada@example.com',
    'first.last+tag@mail.example.co.uk',
    "o'brien@example.ie",
    'x@xn--caf-dma.example',
  ])('when %s, then it is accepted', (address) => {
    expect(isDeliverableAddress(address)).toBe(true);
  });

  it.each([
    ['CR/LF', 'ada@example.com\r\nBcc: eve@example.com'],
    ['LF alone', 'ada@example.com\n'],
    ['a comma list', 'ada@example.com,eve@example.com'],
    ['two addresses', 'ada@example.com eve@example.com'],
    ['a display name', 'Ada <ada@example.com>'],
    ['no @', 'ada.example.com'],
    ['two @', 'ada@eve@example.com'],
    ['no domain dot', 'ada@localhost'],
    ['a leading dot', '.ada@example.com'],
    ['a double dot', 'ada..l@example.com'],
    ['a numeric top-level domain', 'ada@example.123'],
    ['over 254 characters', `${'a'.repeat(60)}@${'b'.repeat(200)}.com`],
    ['a local part over 64', `${'a'.repeat(65)}@example.com`],
    ['empty', ''],
    ['not a string', 42],
  ])('when %s, then it is refused', (_what, address) => {
    expect(isDeliverableAddress(address)).toBe(false);
  });
});

describe('escapeHtml and safeUrl', () => {
  it('when text holds markup, then every special character is escaped', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'q'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;',
    );
  });

  it('when a link is not http(s), then it is refused', () => {
    expect(safeUrl('https://brewhaven.example/a?b=1')).toBe('https://brewhaven.example/a?b=1');
    expect(() => safeUrl('javascript:alert(1)')).toThrow(TypeError);
    expect(() => safeUrl('/relative')).toThrow(TypeError);
  });
});

describe('messageIdFor', () => {
  it('when the key is the same, then so is the Message-ID; a resend of a sent mail differs', () => {
    const id = messageIdFor('order-paid:42');
    expect(id).toMatch(/^<[0-9a-f]{32}@brewhaven\.mail>$/);
    expect(messageIdFor('order-paid:42')).toBe(id);
    expect(messageIdFor('order-paid:43')).not.toBe(id);
    expect(messageIdFor('order-paid:42', 1)).not.toBe(id);
  });
});

describe('pendingMail', () => {
  it('when the message is valid, then it returns the entry to push, single-line', () => {
    const entry = pendingMail(message('k1', { subject: 'Hi\r\nBcc: x@example.com' }));
    expect(entry).toMatchObject({ key: 'k1', subject: 'Hi Bcc: x@example.com' });
    expect(entry.createdAt).toBeInstanceOf(Date);
  });

  it('when a marketing mail carries both RFC 8058 headers, then it is accepted', () => {
    const headers = {
      'List-Unsubscribe': '<https://shop.example/unsubscribe?t=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    expect(pendingMail(message('m1', { category: 'marketing', headers }))).toMatchObject({
      headers,
    });
  });

  it("when a marketing mail unsubscribes over http on localhost (a developer's shop), then it is accepted", () => {
    for (const url of [
      'http://localhost:8080/u?t=1',
      'http://127.0.0.1:3000/u',
      'http://[::1]/u',
    ]) {
      const headers = {
        'List-Unsubscribe': `<${url}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      };
      expect(() =>
        pendingMail(message('m-local', { category: 'marketing', headers })),
      ).not.toThrow();
    }
  });

  it.each([
    ['a malformed address', { to: 'not-an-address' }, /not one valid email address/],
    ['two addresses', { to: 'a@example.com, b@example.com' }, /not one valid email address/],
    ['no key', { key: '' }, /key/],
    ['no subject', { subject: '\r\n' }, /subject/],
    ['no text part', { text: '' }, /plain-text/],
    ['a reserved header', { headers: { Bcc: 'eve@example.com' } }, /sets Bcc itself/],
    ['a bad header name', { headers: { 'X-A\r\nB': 'v' } }, /Invalid header name/],
    [
      'marketing without List-Unsubscribe',
      { category: 'marketing' as const },
      /List-Unsubscribe header/,
    ],
    [
      'marketing unsubscribing over http on another host',
      {
        category: 'marketing' as const,
        headers: {
          'List-Unsubscribe': '<http://localhost.evil.example/u>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
      /https URL/,
    ],
    [
      'marketing without one-click',
      { category: 'marketing' as const, headers: { 'List-Unsubscribe': '<https://s.example/u>' } },
      /List-Unsubscribe-Post/,
    ],
  ])('when %s, then it throws InvalidMailError', (_what, overrides, error) => {
    expect(() => pendingMail(message('k2', overrides))).toThrow(InvalidMailError);
    expect(() => pendingMail(message('k2', overrides))).toThrow(error);
  });
});
