import { button, escapeHtml, renderLayout } from '../index';

const layout = () =>
  renderLayout({
    title: 'Thanks, <Ada>',
    preheader: 'Order #1042 is on its way',
    bodyHtml: `<p>Hello ${escapeHtml('<b>Ada</b>')}</p>${button('https://shop.example/orders/1042', 'View order')}`,
    bodyText: 'Hello <b>Ada</b>\n\nView order: https://shop.example/orders/1042',
    footerHtml: 'You get this mail because you ordered.',
    footerText: 'You get this mail because you ordered.',
    publicUrl: 'https://shop.example',
  });

describe('renderLayout', () => {
  it('when rendered, then the HTML carries the brand, the escaped title and a 375 px-safe column', () => {
    const { html } = layout();
    expect(html).toContain('Brew Haven');
    expect(html).toContain(
      '<h1 style="margin:0 0 16px 0;font-size:22px;line-height:1.3;color:#3b2417;">Thanks, &lt;Ada&gt;</h1>',
    );
    expect(html).toContain('Hello &lt;b&gt;Ada&lt;/b&gt;');
    expect(html).not.toContain('<Ada>');
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(html).toContain('width="100%"');
    expect(html).toContain('max-width:600px');
    expect(html).toContain('Order #1042 is on its way');
    expect(html).toContain('href="https://shop.example/orders/1042"');
  });

  it('when rendered, then the text part mirrors it: brand, title, body, footer, shop link', () => {
    const { text } = layout();
    expect(text.split('\n')).toEqual([
      'BREW HAVEN',
      '',
      'Thanks, <Ada>',
      '=============',
      '',
      'Hello <b>Ada</b>',
      '',
      'View order: https://shop.example/orders/1042',
      '',
      '--',
      'You get this mail because you ordered.',
      '',
      'Brew Haven · https://shop.example/',
      '',
    ]);
  });
});

describe('button', () => {
  it('when the label or URL holds markup, then both are escaped', () => {
    const html = button('https://shop.example/a?x="1"&y=<2>', '<Pay> "now"');
    expect(html).toContain('href="https://shop.example/a?x=%221%22&amp;y=%3C2%3E"');
    expect(html).toContain('&lt;Pay&gt; &quot;now&quot;');
  });

  it('when the URL is javascript:, then it throws', () => {
    expect(() => button('javascript:alert(1)', 'x')).toThrow(TypeError);
  });
});
