/**
 * Where the floating "Chat with us" button may sit (from md up, where it floats): never over a
 * primary action of the page (`data-primary-action`, which packages/ui's Button and ButtonLink
 * of the primary variant carry: Add to Cart, Place Order, Continue to Payment), over a part that
 * keeps itself clear (`data-keep-clear`: the header) or over the control that has focus.
 *
 * The audit walk found its fixed corner on Place Order at 768 x 1024 and on Add to Cart at
 * 1280 x 620: no corner is free at every width and scroll position, and padding at the page's
 * end only helps once scrolled to the end. So it stays in its corner while that is clear, and
 * otherwise rises in its own column to the nearest place that is (just above what is under it,
 * or between two such things); when its whole column is taken it steps aside (hidden until it
 * has keyboard focus). It only rises, so it never drops onto the footer's fine print, and it
 * moves by a transform, which is no layout shift.
 */

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface LiftInput {
  /** The launcher's box in its corner, without any lift. */
  home: Box;
  /** What it must not cover, in viewport coordinates. */
  avoid: readonly Box[];
  /** Room kept between it and what it avoids. */
  gap: number;
  /** The highest its top may go (the viewport's top plus a margin). */
  ceiling: number;
}

const meets = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * How many pixels the launcher rises from its corner to cover nothing in `avoid`: 0 when the
 * corner is clear, else the least rise that clears everything, or null when no place in its
 * column between the ceiling and the corner does.
 */
export function launcherLift({ home, avoid, gap, ceiling }: LiftInput): number | null {
  const inColumn = avoid.filter((b) => b.left < home.right && home.left < b.right);
  const at = (lift: number): Box => ({ ...home, top: home.top - lift, bottom: home.bottom - lift });
  const clear = (lift: number) =>
    lift >= 0 &&
    home.top - lift >= ceiling &&
    inColumn.every(
      (b) =>
        // The gap is kept from what is avoided, not just the boxes themselves.
        !meets(at(lift), { ...b, top: b.top - gap, bottom: b.bottom + gap }),
    );
  const candidates = [
    0,
    // Its bottom just above a box, or its top just below one (a free place between two).
    ...inColumn.flatMap((b) => [home.bottom - (b.top - gap), home.top - (b.bottom + gap)]),
  ]
    .map((lift) => Math.ceil(lift))
    .sort((a, b) => a - b);
  return candidates.find(clear) ?? null;
}

/** The page's primary actions and what a part keeps clear (as packages/ui's toasts read them). */
const KEEP_CLEAR = '[data-primary-action], [data-keep-clear]';
const CONTROL = 'button, a[href], input, select, textarea, [role="button"]';

/**
 * What the launcher must not cover now, in viewport coordinates: the page's primary actions,
 * the parts kept clear and the focused control, leaving out `own` (the launcher itself, which
 * is kept clear for the toasts) and what is off screen.
 */
export function launcherAvoidBoxes(doc: Document, own: Element): Box[] {
  const { clientWidth: width, clientHeight: height } = doc.documentElement;
  const elements = new Set(doc.querySelectorAll(KEEP_CLEAR));
  const active = doc.activeElement;
  if (active && active !== doc.body && active.matches(CONTROL)) elements.add(active);
  const boxes: Box[] = [];
  for (const element of elements) {
    if (own.contains(element)) continue;
    const { left, top, right, bottom } = element.getBoundingClientRect();
    if (right > left && bottom > top && bottom > 0 && top < height && right > 0 && left < width)
      boxes.push({ left, top, right, bottom });
  }
  return boxes;
}
