import { useEffect, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';

/** Spec, section 9: 200 pieces, reduced to 50 after 3 s, hidden after 7 s. */
export const CONFETTI_PIECES = 200;
export const CONFETTI_REDUCED_PIECES = 50;
export const CONFETTI_REDUCE_AFTER_MS = 3000;
export const CONFETTI_HIDE_AFTER_MS = 7000;

const COLORS = ['#965418', '#d99a06', '#3b2417', '#f6e3cf', '#1f7a3e', '#c9743a'];

const fall = keyframes`
  from { transform: translate3d(0, -10vh, 0) rotate(0deg); }
  to { transform: translate3d(var(--drift), 105vh, 0) rotate(var(--spin)); }
`;

const Layer = styled.div`
  position: fixed;
  inset: 0;
  overflow: hidden;
  pointer-events: none;
  z-index: ${({ theme }) => theme.z.toast - 1};
  span {
    position: absolute;
    top: 0;
    border-radius: 2px;
    animation: ${fall} linear infinite;
  }
`;

const makePieces = () =>
  Array.from({ length: CONFETTI_PIECES }, (_, i) => {
    const size = 6 + Math.random() * 6;
    return {
      left: `${Math.random() * 100}%`,
      width: `${size}px`,
      height: `${i % 5 === 0 ? size : size * 1.5}px`,
      borderRadius: i % 5 === 0 ? '50%' : undefined,
      background: COLORS[i % COLORS.length],
      animationDelay: `${-Math.random() * 3}s`,
      animationDuration: `${2.6 + Math.random() * 2.4}s`,
      '--drift': `${(Math.random() - 0.5) * 30}vw`,
      '--spin': `${360 + Math.random() * 720}deg`,
    } as CSSProperties;
  });

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Falling paper in plain DOM and CSS, as the order confirmation has it (mfe-cart-checkout's
 * confetti; a remote cannot import another's, so this is this remote's copy until it moves to
 * @coffee/ui). Decorative: hidden from assistive tech, never catches a click, and left out for
 * visitors who ask for less motion.
 */
export function Confetti() {
  const [pieces] = useState(makePieces);
  const [animate] = useState(() => !reducedMotion());
  const [visible, setVisible] = useState(CONFETTI_PIECES);

  useEffect(() => {
    if (!animate) return undefined;
    const reduce = setTimeout(() => setVisible(CONFETTI_REDUCED_PIECES), CONFETTI_REDUCE_AFTER_MS);
    const hide = setTimeout(() => setVisible(0), CONFETTI_HIDE_AFTER_MS);
    return () => {
      clearTimeout(reduce);
      clearTimeout(hide);
    };
  }, [animate]);

  if (!animate || visible === 0) return null;
  return createPortal(
    <Layer aria-hidden="true" data-testid="confetti">
      {pieces.slice(0, visible).map((style, i) => (
        <span key={i} style={style} />
      ))}
    </Layer>,
    document.body,
  );
}
