import { launcherAvoidBoxes, launcherLift, type Box } from '../launcher-placement';

const box = (left: number, top: number, right: number, bottom: number): Box => ({
  left,
  top,
  right,
  bottom,
});

// The launcher's corner as measured in the audit walk: 1.5rem from the right and bottom edges.
const AT_768x1024 = box(568, 952, 744, 1000);
const AT_1280x620 = box(1080, 548, 1256, 596);
const GAP = 8;
const CEILING = 12;

describe('launcherLift', () => {
  it('when nothing is under its corner, then it stays there', () => {
    const elsewhere = box(49, 924, 146, 973); // the review step's Back, left of it
    expect(
      launcherLift({ home: AT_768x1024, avoid: [elsewhere], gap: GAP, ceiling: CEILING }),
    ).toBe(0);
  });

  it('when Place Order is under its corner (768 x 1024, the review step), then it rises just above it', () => {
    const placeOrder = box(553, 924, 719, 973);
    const lift = launcherLift({
      home: AT_768x1024,
      avoid: [placeOrder],
      gap: GAP,
      ceiling: CEILING,
    });
    expect(lift).toBe(1000 - (924 - GAP));
    expect(AT_768x1024.bottom - lift!).toBeLessThanOrEqual(placeOrder.top - GAP);
  });

  it('when Add to Cart reaches past the viewport bottom under it (1280 x 620), then it rises above it', () => {
    const addToCart = box(818, 572, 1224, 620);
    const lift = launcherLift({
      home: AT_1280x620,
      avoid: [addToCart],
      gap: GAP,
      ceiling: CEILING,
    });
    expect(lift).toBe(596 - (572 - GAP));
  });

  it('when a place between two actions is free, then it takes that rather than rising above both', () => {
    const lower = box(600, 960, 740, 1000);
    const upper = box(600, 700, 740, 760);
    const lift = launcherLift({
      home: AT_768x1024,
      avoid: [lower, upper],
      gap: GAP,
      ceiling: CEILING,
    });
    expect(lift).toBe(1000 - (960 - GAP));
    const top = AT_768x1024.top - lift!;
    expect(top).toBeGreaterThanOrEqual(upper.bottom + GAP);
  });

  it('when the place above is taken too, then it rises past both', () => {
    const lower = box(600, 960, 740, 1000);
    const upper = box(600, 880, 740, 940);
    const lift = launcherLift({
      home: AT_768x1024,
      avoid: [lower, upper],
      gap: GAP,
      ceiling: CEILING,
    });
    expect(lift).toBe(1000 - (880 - GAP));
  });

  it('when its whole column is taken up to the ceiling, then there is no place (it steps aside)', () => {
    const column = box(500, 0, 760, 1024);
    expect(launcherLift({ home: AT_768x1024, avoid: [column], gap: GAP, ceiling: CEILING })).toBe(
      null,
    );
  });

  it('when only the band above the ceiling is free, then there is no place', () => {
    const tall = box(600, 60, 740, 1000);
    expect(launcherLift({ home: AT_768x1024, avoid: [tall], gap: GAP, ceiling: CEILING })).toBe(
      null,
    );
  });
});

describe('launcherAvoidBoxes', () => {
  const rects = new Map<Element, Box>();
  beforeEach(() => {
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const b = rects.get(this) ?? box(0, 0, 0, 0);
      return {
        ...b,
        x: b.left,
        y: b.top,
        width: b.right - b.left,
        height: b.bottom - b.top,
        toJSON: () => b,
      } as DOMRect;
    });
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      value: 1280,
    });
    Object.defineProperty(document.documentElement, 'clientHeight', {
      configurable: true,
      value: 620,
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    rects.clear();
    document.body.innerHTML = '';
  });

  it('when the page has primary actions, kept-clear parts and a focused field, then those on screen are avoided, the launcher itself not', () => {
    document.body.innerHTML = `
      <header data-keep-clear><a href="/">Brew Haven</a></header>
      <button data-primary-action id="add">Add to Cart</button>
      <button data-primary-action id="below">Checkout</button>
      <button id="secondary">Back</button>
      <input id="field" />
      <button data-keep-clear id="launcher"><span>Chat with us</span></button>`;
    const $ = (selector: string) => document.querySelector(selector)!;
    rects.set($('header'), box(0, 0, 1280, 110));
    rects.set($('#add'), box(818, 572, 1224, 620));
    rects.set($('#below'), box(818, 700, 1224, 748)); // below the fold
    rects.set($('#secondary'), box(10, 500, 100, 540));
    rects.set($('#field'), box(900, 300, 1200, 340));
    rects.set($('#launcher'), box(1080, 548, 1256, 596));
    (document.getElementById('field') as HTMLInputElement).focus();

    expect(launcherAvoidBoxes(document, $('#launcher'))).toEqual([
      box(0, 0, 1280, 110),
      box(818, 572, 1224, 620),
      box(900, 300, 1200, 340),
    ]);
  });
});
