import { splitAtRoot } from '../stream-page';

describe('splitAtRoot', () => {
  it('when index.html is minified as built (unquoted id), then it splits at the empty root', () => {
    const html =
      '<!doctype html><html><head><title>Shop</title></head><body><noscript>Enable JavaScript.</noscript><div id=root></div></body></html>';
    expect(splitAtRoot(html, '<meta name=x>')).toEqual({
      before: '<!doctype html><html><head><title>Shop</title><meta name=x></head><body>',
      after: '</body></html>',
      noscript: '<noscript>Enable JavaScript.</noscript>',
    });
  });

  it('when the root is quoted and there is no noscript message, then the split has none', () => {
    const parts = splitAtRoot(
      '<html><head></head><body><div id="root"> </div><p>x</p></body></html>',
      '',
    );
    expect(parts).toEqual({
      before: '<html><head></head><body>',
      after: '<p>x</p></body></html>',
      noscript: '',
    });
  });

  it('when the page has no empty root (or it comes before the head ends), then there is no split', () => {
    expect(
      splitAtRoot('<html><head></head><body><div id="root">x</div></body></html>', ''),
    ).toBeUndefined();
    expect(splitAtRoot('<div id="root"></div><head></head>', '')).toBeUndefined();
  });

  it('when the head preloads scripts, then a server-rendered page holds them back as a list, in order (the image alone on the line)', () => {
    const html =
      '<html><head><script defer src=/main.js></script><link rel=preload as=script href=/a.js><link rel=preload as=image href=/i.svg fetchpriority=high></head><body><div id=root></div></body></html>';
    const head =
      '<link rel="preload" as="script" href="http://r/remoteEntry.js?v=1&amp;x=2"><link rel="preload" as="script" fetchpriority="high" href="/x.js">';
    expect(splitAtRoot(html, head)?.before).toBe(
      '<html><head><script defer src=/main.js></script><link rel=preload as=image href=/i.svg fetchpriority=high>' +
        '<script type="application/json" id="coffee-script-hints">["/a.js","http://r/remoteEntry.js?v=1&x=2","/x.js"]</script></head><body>',
    );
  });

  it('when the head preloads no script, then there is no list', () => {
    const html =
      '<html><head><link rel=preload as=image href=/i.svg></head><body><div id=root></div></body></html>';
    expect(splitAtRoot(html, '')?.before).toBe(
      '<html><head><link rel=preload as=image href=/i.svg></head><body>',
    );
  });
});
