import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Button, ButtonLink, Dialog, ToastView, UiProvider } from '..';
import { keepClearBoxes, toastSlot, type Box } from '../components/toast-placement';

// Issue 25: a toast never covers a primary action (on a 375 px phone one covered the payment
// page's Pay button) nor a dialog's Close button.

const box = (left: number, top: number, right: number, bottom: number): Box => ({
  left,
  top,
  right,
  bottom,
});

const PHONE = {
  viewport: { width: 375, height: 667 },
  columns: [{ left: 12, width: 351 }],
  prefer: 'top' as const,
  gap: 12,
  height: 60,
};
const WIDE = {
  viewport: { width: 1280, height: 800 },
  columns: [
    { left: 876, width: 384 },
    { left: 20, width: 384 },
  ],
  prefer: 'bottom' as const,
  gap: 12,
  height: 60,
};
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const boxOf = (slot: { left: number; top: number; width: number }, height = 60) =>
  box(slot.left, slot.top, slot.left + slot.width, slot.top + height);

describe('toastSlot', () => {
  it('when nothing is to be kept clear, then the usual place: the top of a phone, the bottom right from md', () => {
    expect(toastSlot({ ...PHONE, avoid: [] })).toEqual({ left: 12, top: 12, width: 351 });
    expect(toastSlot({ ...WIDE, avoid: [] })).toEqual({ left: 876, top: 728, width: 384 });
  });

  it('when the Pay button is at the top of a phone (the page scrolled), then the toast goes just below it', () => {
    const pay = box(16, 40, 359, 88);
    const slot = toastSlot({ ...PHONE, avoid: [pay] });
    expect(slot.top).toBe(100);
    expect(overlaps(boxOf(slot), pay)).toBe(false);
  });

  it('when the header takes the top and a primary action the bottom, then the toast sits between them', () => {
    const header = box(0, 0, 375, 210);
    const placeOrder = box(16, 600, 359, 648);
    const slot = toastSlot({ ...PHONE, avoid: [header, placeOrder] });
    expect(slot.top).toBe(222);
    for (const b of [header, placeOrder]) expect(overlaps(boxOf(slot), b)).toBe(false);
  });

  it('when a dialog’s Close sits in the bottom right, then the toast moves up in its column, clear of it', () => {
    const close = box(900, 700, 1000, 740);
    const slot = toastSlot({ ...WIDE, avoid: [close] });
    expect(slot).toEqual({ left: 876, top: 628, width: 384 });
    expect(overlaps(boxOf(slot), close)).toBe(false);
  });

  it('when the right column is full of actions, then the left one', () => {
    const rows = Array.from({ length: 16 }, (_, i) => box(1100, i * 50, 1200, i * 50 + 40));
    const slot = toastSlot({ ...WIDE, avoid: rows });
    expect(slot.left).toBe(20);
    expect(slot.top).toBe(728);
  });

  it('when what is to be kept clear is beside the toast’s column, then it changes nothing', () => {
    expect(toastSlot({ ...WIDE, avoid: [box(100, 700, 300, 760)] }).top).toBe(728);
  });

  it('when the cart drawer is open from md, then the toast sits beside it, over the dimmed page, rather than on its text', () => {
    const drawer = box(864, 0, 1280, 800);
    const checkout = box(884, 690, 1260, 738);
    const slot = toastSlot({ ...WIDE, avoid: [checkout], rather: [drawer] });
    expect(slot).toEqual({ left: 20, top: 728, width: 384 });
    // On a phone the drawer is the whole width: the toast stays on it, clear of its controls.
    const phoneDrawer = box(48, 0, 375, 667);
    const close = box(315, 16, 355, 56);
    const onPhone = toastSlot({ ...PHONE, avoid: [close], rather: [phoneDrawer] });
    expect(overlaps(boxOf(onPhone), close)).toBe(false);
    expect(onPhone.top).toBe(68);
  });

  it('when every slot covers something, then the one covering the least', () => {
    // Buttons down the whole phone, each 50 px tall with 20 px between: no 60 px gap anywhere.
    const buttons = Array.from({ length: 10 }, (_, i) => box(16, i * 70, 200, i * 70 + 50));
    const slot = toastSlot({ ...PHONE, avoid: buttons });
    const covered = buttons.filter((b) => overlaps(boxOf(slot), b));
    expect(covered.length).toBeLessThanOrEqual(2);
  });
});

/** jsdom lays nothing out: each element says where it is in `data-rect` ("left top right bottom"). */
function stubLayout(viewport: { width: number; height: number }, listHeight = 60) {
  const rect = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const given = this.getAttribute('data-rect');
    if (given) {
      const [left, top, right, bottom] = given.split(' ').map(Number) as [
        number,
        number,
        number,
        number,
      ];
      return DOMRect.fromRect({ x: left, y: top, width: right - left, height: bottom - top });
    }
    // The toast list: as tall as a toast.
    if (this.tagName === 'OL')
      return DOMRect.fromRect({ x: 0, y: 0, width: 300, height: listHeight });
    return DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
  });
  const root = document.documentElement;
  Object.defineProperty(root, 'clientWidth', { value: viewport.width, configurable: true });
  Object.defineProperty(root, 'clientHeight', { value: viewport.height, configurable: true });
  return () => {
    rect.mockRestore();
    delete (root as unknown as Record<string, unknown>).clientWidth;
    delete (root as unknown as Record<string, unknown>).clientHeight;
  };
}

describe('keepClearBoxes', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = stubLayout({ width: 375, height: 667 });
  });
  afterEach(() => {
    restore();
  });

  it('when no modal is open, then the primary actions, the kept-clear parts and the focused control; not other controls', () => {
    render(
      <UiProvider>
        <MemoryRouter>
          <header data-keep-clear="" data-rect="0 0 375 200" />
          <Button data-rect="16 300 359 348">Pay $24.99</Button>
          <ButtonLink to="/checkout" data-rect="16 400 359 440">
            Checkout
          </ButtonLink>
          <Button $variant="outline" data-rect="16 500 359 540">
            Back
          </Button>
          <input aria-label="Card number" data-rect="16 560 359 600" />
          <Button $variant="ghost" data-rect="16 900 359 940">
            Off screen
          </Button>
        </MemoryRouter>
      </UiProvider>,
    );
    screen.getByRole('textbox', { name: 'Card number' }).focus();
    expect(keepClearBoxes(document, null)).toEqual({
      avoid: [
        box(0, 0, 375, 200),
        box(16, 300, 359, 348),
        box(16, 400, 359, 440),
        box(16, 560, 359, 600),
      ],
      rather: [],
    });
  });

  it('when a dialog is open, then its controls only (Close among them): the page behind is out of reach', () => {
    render(
      <UiProvider>
        <Button data-rect="16 300 359 348">Save Product</Button>
        <Dialog title="Edit product" onClose={() => undefined}>
          <button type="button" data-rect="250 560 359 600">
            Close
          </button>
        </Dialog>
      </UiProvider>,
    );
    screen.getByRole('dialog').setAttribute('data-rect', '12 100 363 640');
    expect(keepClearBoxes(document, null)).toEqual({
      avoid: [box(250, 560, 359, 600)],
      rather: [box(12, 100, 363, 640)],
    });
  });

  it('when a dialog holds a form, then its fields are kept clear too (a file input among them), its title and pictures had rather be', () => {
    render(
      <UiProvider>
        <Dialog title="Edit Product" onClose={() => undefined}>
          <img alt="Walk Roast" src="/x.webp" data-rect="28 85 72 130" />
          <input type="file" aria-label="Picture" data-rect="88 95 189 120" />
          <input type="hidden" name="id" data-rect="0 0 10 10" />
          <input aria-label="Name" data-rect="28 188 347 233" />
          <textarea aria-label="Description" data-rect="28 276 347 387" />
          <select aria-label="Category" data-rect="28 612 347 654" />
          <p data-rect="28 400 347 420">Just words.</p>
        </Dialog>
      </UiProvider>,
    );
    const dialog = screen.getByRole('dialog');
    dialog.setAttribute('data-rect', '12 12 363 800');
    screen.getByRole('heading', { name: 'Edit Product' }).setAttribute('data-rect', '28 30 300 60');
    // The focus went in to the first field on opening: it is in the list once.
    expect(keepClearBoxes(document, null)).toEqual({
      avoid: [
        box(88, 95, 189, 120),
        box(28, 188, 347, 233),
        box(28, 276, 347, 387),
        box(28, 612, 347, 654),
      ],
      rather: [box(12, 12, 363, 800), box(28, 30, 300, 60), box(28, 85, 72, 130)],
    });
  });

  it('when a modal is off screen (closed by sliding out), then it is not the open one', () => {
    render(
      <UiProvider>
        <Button data-rect="16 300 359 348">Add to Cart</Button>
        <div role="dialog" aria-modal="true" data-rect="400 0 700 667">
          <button type="button" data-rect="600 10 640 50">
            Close cart
          </button>
        </div>
      </UiProvider>,
    );
    expect(keepClearBoxes(document, null)).toEqual({
      avoid: [box(16, 300, 359, 348)],
      rather: [],
    });
  });
});

describe('ToastView', () => {
  let restore: () => void;
  afterEach(() => {
    restore();
  });

  it('when a toast shows on a phone whose top holds the Pay button, then the toast is placed below it before it is painted', () => {
    restore = stubLayout({ width: 375, height: 667 });
    const view = (toasts: { id: number; title: string }[]) => (
      <UiProvider>
        <Button data-rect="16 40 359 88">Pay $24.99</Button>
        <ToastView toasts={toasts} onDismiss={() => undefined} />
      </UiProvider>
    );
    const { rerender } = render(view([]));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.style.top).toBe('');
    act(() => rerender(view([{ id: 1, title: 'Your card was declined.' }])));
    expect(region.style.top).toBe('100px');
    expect(region.style.left).toBe('12px');
    expect(region.style.width).toBe('351px');
    // Gone with the toast: the empty live region returns to its corner.
    act(() => rerender(view([])));
    expect(region.style.top).toBe('');
  });

  it('when a picture is uploaded in a dialog on a phone, then the toast leaves its Choose File, the thumbnail and the title alone', () => {
    restore = stubLayout({ width: 375, height: 812 }, 90);
    const view = (toasts: { id: number; title: string }[]) => (
      <UiProvider>
        <Dialog title="Edit Product" onClose={() => undefined}>
          <img alt="Walk Roast" src="/x.webp" data-rect="28 85 72 130" />
          <input type="file" aria-label="Picture" data-rect="88 95 189 120" />
          <p data-rect="28 140 347 400">A description of the roast, as words.</p>
          <input aria-label="Name" data-rect="28 420 347 465" />
          <button type="button" data-rect="250 740 347 784">
            Close
          </button>
        </Dialog>
        <ToastView toasts={toasts} onDismiss={() => undefined} />
      </UiProvider>
    );
    const { rerender } = render(view([]));
    screen.getByRole('dialog').setAttribute('data-rect', '12 12 363 800');
    screen.getByRole('heading', { name: 'Edit Product' }).setAttribute('data-rect', '28 30 300 60');
    // The file input is disabled while the picture uploads: the focus falls to the page's body.
    (document.activeElement as HTMLElement).blur();
    act(() => rerender(view([{ id: 1, title: 'Picture uploaded' }])));
    const region = screen.getByRole('region', { name: 'Notifications' });
    // It used to sit at the top (12 px), over the title, the thumbnail and Choose File: now on
    // the words below them, the first place clear of every field.
    expect(region.style.top).toBe('132px');
  });

  it('when a dialog opens while the toast shows, then the toast moves off the dialog’s Close (and off the dialog, where there is room)', () => {
    restore = stubLayout({ width: 1280, height: 800 });
    const frames: FrameRequestCallback[] = [];
    const raf = jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    const view = (dialog: boolean) => (
      <UiProvider>
        <ToastView toasts={[{ id: 1, title: 'Could not save' }]} onDismiss={() => undefined} />
        {dialog ? (
          <Dialog title="Edit product" onClose={() => undefined}>
            <button type="button" data-rect="900 700 1000 740">
              Close
            </button>
          </Dialog>
        ) : null}
      </UiProvider>
    );
    const { rerender } = render(view(false));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.style.top).toBe('728px');
    act(() => rerender(view(true)));
    screen.getByRole('dialog').setAttribute('data-rect', '272 100 1008 760');
    // The change of the page is seen, and the toast is placed again on the next frame.
    return Promise.resolve().then(() => {
      act(() => frames.splice(0).forEach((frame) => frame(0)));
      // Above the dialog, in its column: clear of the Close and of the dialog itself.
      expect(region.style.top).toBe('28px');
      expect(region.style.left).toBe('876px');
      raf.mockRestore();
    });
  });
});
