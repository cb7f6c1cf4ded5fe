import { act, fireEvent, screen } from '@testing-library/react';
import { renderApp } from '@coffee/platform/testing';
import { Button, UiProvider } from '@coffee/ui';
import { ChatWidget, loadChatSession } from '..';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

// 768 x 1024, the checkout's review step as the audit walk saw it.
const VIEWPORT = { width: 768, height: 1024 };
const CORNER: Box = { left: 568, top: 952, right: 744, bottom: 1000 };
const PLACE_ORDER: Box = { left: 553, top: 924, right: 719, bottom: 973 };
const GAP = 8; // 0.5rem

const rects = new Map<string, Box>();
const rectOf = (b: Box) =>
  ({
    ...b,
    x: b.left,
    y: b.top,
    width: b.right - b.left,
    height: b.bottom - b.top,
    toJSON: () => b,
  }) as DOMRect;

function launcher() {
  return screen.getByRole('button', { name: 'Chat with us' });
}
const frame = () => act(() => jest.advanceTimersByTime(20));

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
  // From md up (the launcher floats there).
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('min-width: 768px'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
  Object.defineProperty(document.documentElement, 'clientWidth', {
    configurable: true,
    value: VIEWPORT.width,
  });
  Object.defineProperty(document.documentElement, 'clientHeight', {
    configurable: true,
    value: VIEWPORT.height,
  });
  // The page's layout, as a browser would measure it: the launcher's box follows its lift.
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    if (this.hasAttribute('data-lift')) {
      const lift = Number((this as HTMLElement).dataset.lift) || 0;
      return rectOf({ ...CORNER, top: CORNER.top - lift, bottom: CORNER.bottom - lift });
    }
    const b = (this.id && rects.get(this.id)) || { left: 0, top: 0, right: 0, bottom: 0 };
    return rectOf(b);
  });
  rects.set('place-order', PLACE_ORDER);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  rects.clear();
});

function renderPage() {
  return renderApp(
    <>
      <Button id="place-order">Place Order</Button>
      <ChatWidget />
    </>,
    { wrap: (c) => <UiProvider>{c}</UiProvider>, user: null },
  );
}

// The panel's code is fetched when the launcher is first reached for (chat-widget.tsx); here it
// is loaded up front, so a press opens the panel at once as it does once the code is there.
beforeAll(() => loadChatSession());

describe('the chat launcher from md up', () => {
  it('when Place Order is under its corner, then it rises just above it; when that scrolls away, it returns', async () => {
    renderPage();
    await frame();
    const lift = CORNER.bottom - (PLACE_ORDER.top - GAP);
    expect(launcher()).toHaveAttribute('data-lift', String(lift));
    expect(launcher()).toHaveStyle({ transform: `translateY(${-lift}px)` });
    expect(launcher()).not.toHaveAttribute('data-stepped-aside');

    rects.set('place-order', { ...PLACE_ORDER, top: 600, bottom: 649 });
    // A page scroll is fired at the document.
    fireEvent.scroll(document);
    await frame();
    expect(launcher()).toHaveAttribute('data-lift', '0');
    expect(launcher().style.transform).toBe('');
  });

  it('when its whole column is taken, then it steps aside but stays a focusable, named button', async () => {
    rects.set('place-order', { left: 500, top: 0, right: 760, bottom: 1024 });
    renderPage();
    await frame();
    expect(launcher()).toHaveAttribute('data-stepped-aside');
    launcher().focus();
    expect(launcher()).toHaveFocus();
  });

  it('when its panel is open, then it stays in its corner as the panel’s toggle', async () => {
    renderPage();
    await frame();
    expect(launcher()).not.toHaveAttribute('data-lift', '0');
    fireEvent.click(launcher());
    await frame();
    expect(screen.getByRole('dialog', { name: 'Chat with Brew Haven' })).toBeInTheDocument();
    expect(launcher()).toHaveAttribute('data-lift', '0');
  });

  it('when it is kept clear, then toasts avoid it too (data-keep-clear)', () => {
    renderPage();
    expect(launcher()).toHaveAttribute('data-keep-clear');
  });
});
