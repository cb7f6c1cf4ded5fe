import { cartReminderMail, reminderMailProblem } from '../cart-reminder-mail';

describe('the cart reminder mail', () => {
  it('when the shop is on https (or on localhost), then the reminder can be sent; on http elsewhere, the reason it cannot', () => {
    expect(reminderMailProblem('https://shop.example')).toBeNull();
    expect(reminderMailProblem('http://localhost:8080')).toBeNull();
    expect(reminderMailProblem('http://shop.example')).toMatch(/List-Unsubscribe.*https/);
  });

  it('when the name holds markup and CR/LF, then the HTML escapes it and the header name is one line', () => {
    const mail = cartReminderMail('https://shop.example', {
      reminderId: 'u1:v1',
      to: 'ada@example.com',
      name: 'Ada <img src=x>\r\nBcc: evil@example.com',
      items: [
        { productName: '<b>Roast</b>', quantity: 2 },
        { productName: null, quantity: 1 },
      ],
      token: 'tok.sig',
      unsubscribeUrl: 'https://shop.example/newsletter/unsubscribe?token=t',
      oneClickUrl: 'https://shop.example/api/newsletter/one-click?token=t',
      linkDays: 7,
    });
    expect(mail.html).toContain('Ada &lt;img src=x&gt;');
    expect(mail.html).toContain('&lt;b&gt;Roast&lt;/b&gt; × 2');
    expect(mail.html).not.toContain('<img src=x>');
    expect(mail.toName).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('https://shop.example/checkout?restore=tok.sig');
    expect(mail.key).toBe('cart-reminder:u1:v1');
  });
});
