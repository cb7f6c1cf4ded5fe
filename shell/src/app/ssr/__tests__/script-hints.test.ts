import {
  LCP_IMAGE_WAIT_MS,
  MAIN_IMAGE_MARK,
  mainImageShown,
  releaseScriptHints,
  SCRIPT_HINTS_ID,
} from '../script-hints';

function page(html: string) {
  document.head.innerHTML = '';
  document.body.innerHTML = html;
}

const hints = (list: unknown) =>
  `<script type="application/json" id="${SCRIPT_HINTS_ID}">${JSON.stringify(list)}</script>`;

const preloads = () =>
  [...document.head.querySelectorAll('link')].map((l) => ({
    rel: l.rel,
    as: l.getAttribute('as'),
    href: l.getAttribute('href'),
    crossOrigin: l.getAttribute('crossorigin'),
  }));

describe('releaseScriptHints', () => {
  it('when the page holds script hints, then each becomes a script preload, in order, once', () => {
    page(hints(['/696.js', 'http://localhost:3001/remoteEntry.js']));
    releaseScriptHints();
    releaseScriptHints();
    expect(preloads()).toEqual([
      { rel: 'preload', as: 'script', href: '/696.js', crossOrigin: null },
      {
        rel: 'preload',
        as: 'script',
        href: 'http://localhost:3001/remoteEntry.js',
        crossOrigin: null,
      },
    ]);
    expect(document.getElementById(SCRIPT_HINTS_ID)).toBeNull();
  });

  it('when the list is missing, unreadable or holds other things than URLs, then only the URLs are preloaded', () => {
    page('');
    releaseScriptHints();
    expect(preloads()).toEqual([]);

    page(`<script type="application/json" id="${SCRIPT_HINTS_ID}">{not json</script>`);
    releaseScriptHints();
    expect(preloads()).toEqual([]);

    page(hints({ href: '/a.js' }));
    releaseScriptHints();
    expect(preloads()).toEqual([]);

    page(hints([42, null, '', '/b.js']));
    releaseScriptHints();
    expect(preloads().map((p) => p.href)).toEqual(['/b.js']);
  });
});

describe('mainImageShown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Whether the promise has settled after the timers and frames due by now have run. */
  async function settled(promise: Promise<void>): Promise<boolean> {
    let done = false;
    void promise.then(() => (done = true));
    await jest.advanceTimersByTimeAsync(50); // the frame and the task after it
    return done;
  }

  /** A page whose main image is still on its way. */
  function loadingMainImage(): HTMLImageElement {
    page('<img fetchpriority="high" src="/coffee.webp" alt="Coffee">');
    const image = document.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: false });
    return image;
  }

  it('when the page has no main image, then the scripts need not wait', async () => {
    page('<img src="/logo.svg" alt="">');
    expect(await settled(mainImageShown())).toBe(true);
  });

  it('when the main image is still loading, then it waits for it to load and be painted', async () => {
    const image = loadingMainImage();
    const shown = mainImageShown();
    expect(await settled(shown)).toBe(false);
    image.dispatchEvent(new Event('load'));
    expect(await settled(shown)).toBe(true);
  });

  it('when the main image has loaded, then it also waits for it to be decoded (a large picture is painted only then)', async () => {
    const image = loadingMainImage();
    let decoded!: () => void;
    image.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    const shown = mainImageShown();
    image.dispatchEvent(new Event('load'));
    expect(await settled(shown)).toBe(false);
    decoded();
    expect(await settled(shown)).toBe(true);
  });

  it('when the main image fails, then the scripts go on', async () => {
    const image = loadingMainImage();
    const shown = mainImageShown();
    image.dispatchEvent(new Event('error'));
    expect(await settled(shown)).toBe(true);
  });

  it('when the main image takes too long, then the scripts stop waiting for it', async () => {
    loadingMainImage();
    const shown = mainImageShown();
    await jest.advanceTimersByTimeAsync(LCP_IMAGE_WAIT_MS - 100);
    expect(await settled(shown)).toBe(false);
    await jest.advanceTimersByTimeAsync(100);
    expect(await settled(shown)).toBe(true);
  });

  it('when the main image is already there, then only a paint is waited for', async () => {
    page('<img fetchpriority="high" src="/coffee.webp" alt="Coffee">');
    Object.defineProperty(document.querySelector('img')!, 'complete', { value: true });
    expect(await settled(mainImageShown())).toBe(true);
  });

  describe('in a browser that reports its largest paint', () => {
    type Report = (element: Element) => void;
    let report: Report;
    const original = Object.getOwnPropertyDescriptor(globalThis, 'PerformanceObserver');
    beforeEach(() => {
      class LcpObserver {
        static supportedEntryTypes = ['largest-contentful-paint'];
        constructor(callback: (list: { getEntries(): unknown[] }) => void) {
          report = (element) => callback({ getEntries: () => [{ element }] });
        }
        observe() {}
        disconnect() {
          report = () => {};
        }
      }
      Object.defineProperty(globalThis, 'PerformanceObserver', {
        value: LcpObserver,
        configurable: true,
        writable: true,
      });
    });
    afterEach(() => {
      if (original) Object.defineProperty(globalThis, 'PerformanceObserver', original);
      else delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    });

    it('when the main image is reported painted, then the wait ends there, marked so', async () => {
      const mark = jest.fn();
      const realMark = performance.mark;
      performance.mark = mark;
      try {
        const image = loadingMainImage();
        const shown = mainImageShown();
        report(document.createElement('h1'));
        expect(await settled(shown)).toBe(false);
        report(image);
        expect(await settled(shown)).toBe(true);
        expect(mark).toHaveBeenCalledWith(MAIN_IMAGE_MARK, { detail: 'painted' });
      } finally {
        performance.mark = realMark;
      }
    });

    it('when the main image has loaded but is not the largest paint, then the report gets 100 ms more', async () => {
      const image = loadingMainImage();
      const shown = mainImageShown();
      image.dispatchEvent(new Event('load'));
      expect(await settled(shown)).toBe(false);
      await jest.advanceTimersByTimeAsync(100);
      expect(await settled(shown)).toBe(true);
    });
  });
});
