import { LCP_IMAGE_SELECTOR, onLargestPaint } from '..';

type Callback = (list: { getEntries(): unknown[] }) => void;

/** A browser's PerformanceObserver, as far as this module uses it; `report` delivers entries. */
function installObserver(supportedEntryTypes: string[]) {
  const observers: { callback: Callback; options?: unknown; connected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supportedEntryTypes;
    private readonly record: (typeof observers)[number];
    constructor(callback: Callback) {
      this.record = { callback, connected: false };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.options = options;
      this.record.connected = true;
    }
    disconnect() {
      this.record.connected = false;
    }
  }
  Object.defineProperty(globalThis, 'PerformanceObserver', {
    value: FakeObserver,
    configurable: true,
    writable: true,
  });
  const report = (...elements: (Element | null)[]) => {
    for (const observer of observers.filter((o) => o.connected))
      observer.callback({
        getEntries: () =>
          elements.map((element) => ({ entryType: 'largest-contentful-paint', element })),
      });
  };
  return { observers, report };
}

const original = Object.getOwnPropertyDescriptor(globalThis, 'PerformanceObserver');
afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'PerformanceObserver', original);
  else delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
});

function mainImage(): HTMLImageElement {
  const image = document.createElement('img');
  image.setAttribute('fetchpriority', 'high');
  document.body.append(image);
  return image;
}

describe('onLargestPaint', () => {
  it('when the browser reports the main image as painted, then it says so, buffered entries included', () => {
    const { observers, report } = installObserver(['largest-contentful-paint', 'paint']);
    const image = mainImage();
    const painted = jest.fn();
    const stop = onLargestPaint((element) => element.matches(LCP_IMAGE_SELECTOR), painted);

    expect(stop).toEqual(expect.any(Function));
    expect(observers[0]!.options).toEqual({ type: 'largest-contentful-paint', buffered: true });
    report(document.createElement('h1'), null);
    expect(painted).not.toHaveBeenCalled();
    report(document.createElement('p'), image);
    expect(painted).toHaveBeenCalledTimes(1);
  });

  it('when stopped, then it no longer listens', () => {
    const { observers } = installObserver(['largest-contentful-paint']);
    const stop = onLargestPaint(() => true, jest.fn());
    stop!();
    expect(observers[0]!.connected).toBe(false);
  });

  it('when the browser makes no such report, then null: the caller needs another sign', () => {
    installObserver(['paint', 'resource']);
    expect(onLargestPaint(() => true, jest.fn())).toBeNull();
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    expect(onLargestPaint(() => true, jest.fn())).toBeNull();
  });
});
