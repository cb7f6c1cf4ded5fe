/**
 * Where a toast may sit: never over a primary action of the page, nor over a control of an open
 * dialog or drawer (issue 25: on a 375 px phone a toast covered the payment page's Pay button,
 * and staff dialogs' Close buttons).
 *
 * A toast floats over the page, so no fixed corner is safe: any corner holds a Pay button or a
 * dialog's Close at some scroll position or width. Instead, while a toast shows, it takes the
 * slot nearest its usual edge (the top on a phone, the bottom right from md) that covers none of
 * what must stay clear, and moves again when the page scrolls, resizes or changes (a drawer
 * opening, a dialog closing). What must stay clear:
 * - with a modal open (`aria-modal="true"`: a dialog, the cart drawer), that modal's controls,
 *   its Close among them, and its form fields (inputs, file inputs, selects, text areas: on a
 *   phone "Picture uploaded" lay over the Edit Product dialog's Choose File): the rest of the page
 *   is out of reach behind it anyway;
 * - otherwise the page's primary actions (`data-primary-action`, which Button and ButtonLink of
 *   the primary variant carry: Pay, Add to Cart, Place Order, Save) and whatever a part marks
 *   `data-keep-clear` (the shop's and the staff header, with their controls);
 * - and the control that has focus (the action that raised the toast, typically).
 * Among the slots clear of all that, it prefers one off the open modal's panel (from md, beside
 * the cart drawer or above a dialog rather than on its text), and, on the panel, one off its
 * headings and pictures (the dialog's title, the thumbnail just uploaded). Only when every slot
 * covers something (a screen full of primary buttons, a phone's form) does it take the one that
 * covers the least.
 */

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where the toast goes, in viewport pixels (it is `position: fixed`). */
export interface ToastSlot {
  left: number;
  top: number;
  width: number;
}

export interface SlotInput {
  viewport: { width: number; height: number };
  /** The toast's height at the columns' width. */
  height: number;
  /** Where the toast may sit from left to right, the usual one first. */
  columns: readonly { left: number; width: number }[];
  /** The usual edge: the slot nearest it wins among equals. */
  prefer: 'top' | 'bottom';
  /** What must stay clear, in viewport coordinates. */
  avoid: readonly Box[];
  /**
   * What it had rather not cover, after that: an open modal's panel. From md a toast then sits
   * beside the cart drawer, over the dimmed page, rather than on the drawer's text.
   */
  rather?: readonly Box[];
  /** Room kept from the viewport's edges and from what is avoided. */
  gap: number;
}

function overlapArea(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/**
 * The slot for a toast: the one covering nothing in `avoid` (and as little of `rather` as can
 * be), in the usual column if one there does, nearest the usual edge; else the one covering the
 * least. Candidates are the viewport's two edges and the places just above and just below each
 * box, so a free slot between two of them is found too.
 */
export function toastSlot({
  viewport,
  height,
  columns,
  prefer,
  avoid,
  rather = [],
  gap,
}: SlotInput): ToastSlot {
  const highest = gap;
  const lowest = Math.max(gap, viewport.height - gap - height);
  const clamp = (top: number) => Math.min(Math.max(top, highest), lowest);
  const visible = (b: Box) =>
    b.right > b.left && b.bottom > b.top && b.bottom > 0 && b.top < viewport.height;
  const must = avoid.filter(visible);
  const soft = rather.filter(visible);
  const tops = new Set([highest, lowest]);
  for (const b of [...must, ...soft]) {
    tops.add(clamp(b.bottom + gap));
    tops.add(clamp(b.top - gap - height));
  }
  const fromEdge = (top: number) => (prefer === 'top' ? top - highest : lowest - top);
  const areaOver = (box: Box, boxes: readonly Box[]) =>
    boxes.reduce((sum, b) => sum + overlapArea(box, b), 0);

  // Compared in this order: what must stay clear, what had rather, the column, the edge.
  type Rank = [covered: number, rather: number, column: number, distance: number];
  const better = (a: Rank, b: Rank) => {
    const at = a.findIndex((value, i) => value !== b[i]);
    return at >= 0 && a[at]! < b[at]!;
  };
  let best: { slot: ToastSlot; rank: Rank } | undefined;
  columns.forEach((column, index) => {
    for (const top of tops) {
      const box = {
        left: column.left,
        right: column.left + column.width,
        top,
        bottom: top + height,
      };
      const rank: Rank = [areaOver(box, must), areaOver(box, soft), index, fromEdge(top)];
      if (!best || better(rank, best.rank))
        best = { slot: { left: column.left, top, width: column.width }, rank };
    }
  });
  return best?.slot ?? { left: gap, top: highest, width: viewport.width - 2 * gap };
}

const MODAL = '[aria-modal="true"]';
/** Everything in a modal that can be pressed or filled in: its Close above all, its fields. */
const MODAL_CONTROLS = [
  'button',
  'a[href]',
  '[role="button"]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[contenteditable="true"]',
  '[data-keep-clear]',
].join(', ');
/** What a modal shows that a toast had rather leave readable: its headings, its pictures. */
const MODAL_LANDMARKS = 'h1, h2, h3, [role="heading"], img, [role="img"]';
/** The page's primary actions (Button's `data-primary-action`) and what a part keeps clear. */
export const KEEP_CLEAR = '[data-primary-action], [data-keep-clear]';
const CONTROL = 'button, a[href], input, select, textarea, [role="button"]';

/**
 * What the toast must not cover now, in viewport coordinates (`avoid`): the topmost open modal's
 * controls and fields, or else the page's primary actions and kept-clear parts; the focused
 * control either way. Elements inside `own` (the toast itself) and those off screen are left out.
 * `rather`: the open modal's panel, which it had rather not cover either, and on it the modal's
 * headings and pictures (counted on top of the panel, so among slots on the panel the one clear
 * of them wins).
 */
export function keepClearBoxes(
  doc: Document,
  own: Element | null,
): { avoid: Box[]; rather: Box[] } {
  const { clientWidth: width, clientHeight: height } = doc.documentElement;
  const onScreen = (r: DOMRect) =>
    r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < height && r.right > 0 && r.left < width;
  const modals = [...doc.querySelectorAll(MODAL)].filter((m) =>
    onScreen(m.getBoundingClientRect()),
  );
  const modal = modals[modals.length - 1];
  const elements = new Set((modal ?? doc).querySelectorAll(modal ? MODAL_CONTROLS : KEEP_CLEAR));
  const active = doc.activeElement;
  if (
    active &&
    active !== doc.body &&
    active.matches(CONTROL) &&
    (!modal || modal.contains(active))
  )
    elements.add(active);
  const boxOf = ({ left, top, right, bottom }: DOMRect): Box => ({ left, top, right, bottom });
  const boxesOf = (found: Iterable<Element>) =>
    [...found]
      .filter((element) => !own?.contains(element))
      .map((element) => element.getBoundingClientRect())
      .filter(onScreen)
      .map(boxOf);
  return {
    avoid: boxesOf(elements),
    rather: modal
      ? [boxOf(modal.getBoundingClientRect()), ...boxesOf(modal.querySelectorAll(MODAL_LANDMARKS))]
      : [],
  };
}
