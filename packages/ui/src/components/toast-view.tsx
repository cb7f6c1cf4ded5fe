import { useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { theme } from '../theme';
import { keepClearBoxes, toastSlot, type ToastSlot } from './toast-placement';
import { bareList } from './layout';
import { CrossIcon } from './line-icon';

export type ToastViewVariant = 'default' | 'success' | 'destructive';

export interface ToastViewItem {
  id: number | string;
  title: string;
  description?: string | undefined;
  variant?: ToastViewVariant;
}

export interface ToastViewProps {
  toasts: readonly ToastViewItem[];
  onDismiss: (id: ToastViewItem['id']) => void;
}

const slideIn = keyframes`from { transform: translateY(0.75rem); opacity: 0; } to { transform: none; opacity: 1; }`;

// The live region stays in the DOM while empty, so screen readers announce toasts added later.
// Its usual place: across the top of a phone, bottom right from md. While a toast shows, the
// script moves it to the nearest slot that covers no primary action and no control of an open
// dialog (toast-placement.ts); `$moving` animates moves after the first, never the first.
const Region = styled.section<{ $moving: boolean }>`
  position: fixed;
  z-index: ${({ theme }) => theme.z.toast};
  top: 0.75rem;
  left: 0.75rem;
  right: 0.75rem;
  pointer-events: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    top: auto;
    left: auto;
    bottom: 1.25rem;
    right: 1.25rem;
    width: 24rem;
  }
  ${({ $moving }) =>
    $moving &&
    css`
      transition:
        top 0.15s ease-out,
        left 0.15s ease-out;
    `}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const List = styled.ol`
  ${bareList}
  display: grid;
  gap: 0.5rem;
`;

const variants = {
  default: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.success};
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    border-color: ${({ theme }) => theme.colors.danger};
  `,
};

const Item = styled.li<{ $variant: ToastViewVariant }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.9rem 1rem;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${slideIn} 0.2s ease-out;
  ${({ $variant }) => variants[$variant]}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Description = styled.p`
  margin: 0.2rem 0 0;
  font-size: 0.9rem;
  opacity: 0.92;
`;

const Close = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  opacity: 0.75;
  &:hover {
    opacity: 1;
    background: rgba(0, 0, 0, 0.08);
  }
`;

const PHONE_GAP_REM = 0.75;
const WIDE_GAP_REM = 1.25;
const WIDE_WIDTH_REM = 24;

/** Where a toast may sit at this width: across a phone; from md, 24rem at the right or the left. */
function columnsFor(width: number, rem: number) {
  if (width < parseFloat(theme.breakpoints.md)) {
    const gap = PHONE_GAP_REM * rem;
    return { prefer: 'top' as const, gap, columns: [{ left: gap, width: width - 2 * gap }] };
  }
  const gap = WIDE_GAP_REM * rem;
  const toast = Math.min(WIDE_WIDTH_REM * rem, width - 2 * gap);
  return {
    prefer: 'bottom' as const,
    gap: PHONE_GAP_REM * rem,
    columns: [
      { left: width - gap - toast, width: toast },
      { left: gap, width: toast },
    ],
  };
}

interface Placement {
  slot: ToastSlot | null;
  moving: boolean;
}
const UNPLACED: Placement = { slot: null, moving: false };

const sameSlot = (a: ToastSlot | null, b: ToastSlot) =>
  a !== null &&
  Math.abs(a.top - b.top) < 0.5 &&
  Math.abs(a.left - b.left) < 0.5 &&
  Math.abs(a.width - b.width) < 0.5;

/**
 * Keeps the shown toast in a slot that covers nothing it must not (toast-placement.ts): placed
 * before the first paint, then again on scroll, resize, a change of the page (a drawer or dialog
 * opening or closing), the end of an animation and a move of focus, at most once a frame.
 */
function useToastSlot(
  region: RefObject<HTMLElement | null>,
  list: RefObject<HTMLElement | null>,
  toastId: ToastViewItem['id'] | undefined,
): Placement {
  const [placement, setPlacement] = useState<Placement>(UNPLACED);
  useLayoutEffect(() => {
    if (toastId === undefined) {
      setPlacement(UNPLACED);
      return undefined;
    }
    let frame = 0;
    const place = () => {
      frame = 0;
      const own = region.current;
      const height = list.current?.getBoundingClientRect().height ?? 0;
      if (!own || height === 0) return;
      const doc = own.ownerDocument;
      const viewport = {
        width: doc.documentElement.clientWidth,
        height: doc.documentElement.clientHeight,
      };
      const rem = parseFloat(getComputedStyle(doc.documentElement).fontSize) || 16;
      const next = toastSlot({
        viewport,
        height,
        ...keepClearBoxes(doc, own),
        ...columnsFor(viewport.width, rem),
      });
      // A move from one slot to another is animated, the first placement (from the CSS corner) not.
      setPlacement((current) =>
        sameSlot(current.slot, next) ? current : { slot: next, moving: current.slot !== null },
      );
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(place);
    };
    place();
    const observer = new MutationObserver((records) => {
      // Its own moves (the style attribute) are no reason to move again.
      if (records.some((r) => !region.current?.contains(r.target))) schedule();
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-modal', 'hidden', 'disabled', 'style', 'class', 'open'],
    });
    const events = ['scroll', 'animationend', 'transitionend', 'focusin'] as const;
    for (const event of events) document.addEventListener(event, schedule, true);
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      for (const event of events) document.removeEventListener(event, schedule, true);
      window.removeEventListener('resize', schedule);
    };
  }, [region, list, toastId]);
  return placement;
}

/** The list of toasts (title, description, variant) in a polite live region; destructive ones are alerts. */
export function ToastView({ toasts, onDismiss }: ToastViewProps) {
  const region = useRef<HTMLElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const { slot, moving } = useToastSlot(region, list, toasts[0]?.id);
  const style: CSSProperties | undefined = slot
    ? { top: slot.top, left: slot.left, width: slot.width, right: 'auto', bottom: 'auto' }
    : undefined;
  return (
    <Region
      ref={region}
      style={style}
      $moving={moving}
      aria-label="Notifications"
      aria-live="polite"
      aria-relevant="additions text"
    >
      <List ref={list}>
        {toasts.map((toast) => {
          const variant = toast.variant ?? 'default';
          return (
            <Item
              key={toast.id}
              $variant={variant}
              role={variant === 'destructive' ? 'alert' : undefined}
              data-variant={variant}
            >
              <Body>
                <Title>{toast.title}</Title>
                {toast.description ? <Description>{toast.description}</Description> : null}
              </Body>
              <Close
                type="button"
                aria-label="Close notification"
                onClick={() => onDismiss(toast.id)}
              >
                <CrossIcon />
              </Close>
            </Item>
          );
        })}
      </List>
    </Region>
  );
}
