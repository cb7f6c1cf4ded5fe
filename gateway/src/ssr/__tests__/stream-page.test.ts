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

  it('when the head preloads scripts, then a server-rendered page asks for them at low priority (the image first)', () => {
    const html =
      '<html><head><link rel=preload as=script href=/a.js><link rel=preload as=image href=/i.svg fetchpriority=high></head><body><div id=root></div></body></html>';
    const head =
      '<link rel="preload" as="script" href="http://r/remoteEntry.js"><link rel="preload" as="script" fetchpriority="high" href="/x.js">';
    expect(splitAtRoot(html, head)?.before).toBe(
      '<html><head><link fetchpriority="low" rel=preload as=script href=/a.js><link rel=preload as=image href=/i.svg fetchpriority=high><link fetchpriority="low" rel="preload" as="script" href="http://r/remoteEntry.js"><link rel="preload" as="script" fetchpriority="high" href="/x.js"></head><body>',
    );
  });
});
