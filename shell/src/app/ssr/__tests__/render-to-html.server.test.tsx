/** @jest-environment node */
import { lazy, Suspense } from 'react';
import { renderToHtml, withoutLeadingPreloads } from '../render-to-html';

// Well past React's default progressiveChunkSize (12800 bytes): a boundary this large is what
// React would otherwise write out of line, hidden, for an inline script to swap in.
const LONG_TEXT = 'coffee '.repeat(4000);

const LazyPage = lazy(async () => ({
  default: () => (
    <main>
      <img src="/first.svg" alt="first" fetchPriority="high" />
      <p>{LONG_TEXT}</p>
    </main>
  ),
}));

describe('renderToHtml', () => {
  it('when a large page under a Suspense boundary resolves, then its markup is inline, in place of the fallback (it shows with scripts off)', async () => {
    const html = await renderToHtml(
      <div id="frame">
        <Suspense fallback={<p>Loading page</p>}>
          <LazyPage />
        </Suspense>
      </div>,
      new AbortController().signal,
    );
    expect(html).toContain(LONG_TEXT.trim());
    expect(html).not.toContain('Loading page');
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).not.toContain('<script');
    // The markup starts with the tree itself: React's image preloads are taken off the front.
    expect(html.startsWith('<div id="frame">')).toBe(true);
  });

  it('takes off only the preloads at the front of the markup', () => {
    expect(
      withoutLeadingPreloads(
        '<link rel="preload" as="image" href="/a.svg"/><link rel="preload" href="/b.svg" as="image" fetchPriority="high"/><main><link rel="preload" as="image" href="/c.svg"/></main>',
      ),
    ).toBe('<main><link rel="preload" as="image" href="/c.svg"/></main>');
  });
});
