import { useEffect, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { theme } from '../theme';

/** Spec, section 9: 200 pieces, reduced to 50 after 3 s, hidden after 7 s. */
export const CONFETTI_PIECES = 200;
export const CONFETTI_REDUCED_PIECES = 50;
export const CONFETTI_REDUCE_AFTER_MS = 3000;
export const CONFETTI_HIDE_AFTER_MS = 7000;

const { accent, gold, primary, accentSoft, success } = theme.colors;
const COLORS = [accent, gold, primary, accentSoft, success, '#c9743a', '#e8c07d'];

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
`;

const Piece = styled.span`
  position: absolute;
  top: 0;
  display: block;
  border-radius: 2px;
  will-change: transform;
  animation-name: ${fall};
  animation-timing-function: linear;
  animation-iteration-count: infinite;
`;

interface PieceSpec {
  left: number;
  width: number;
  height: number;
  color: string;
  delay: number;
  duration: number;
  drift: number;
  spin: number;
  round: boolean;
}

function makePieces(): PieceSpec[] {
  return Array.from({ length: CONFETTI_PIECES }, (_, i) => ({
    left: Math.random() * 100,
    width: 6 + Math.random() * 6,
    height: 8 + Math.random() * 8,
    color: COLORS[i % COLORS.length] as string,
    delay: -Math.random() * 3,
    duration: 2.6 + Math.random() * 2.4,
    drift: (Math.random() - 0.5) * 30,
    spin: 360 + Math.random() * 720,
    round: i % 5 === 0,
  }));
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The confirmation pages' celebration (an order placed, Direct+ joined): falling paper pieces
 * in plain DOM and CSS (no library). Decorative: hidden from assistive
 * tech, never catches a click, and left out entirely for visitors who ask for less motion.
 */
export function Confetti() {
  const [pieces] = useState(makePieces);
  const [animate] = useState(() => !prefersReducedMotion());
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
      {pieces.slice(0, visible).map((p, i) => (
        <Piece
          key={i}
          data-testid="confetti-piece"
          style={
            {
              left: `${p.left}%`,
              width: `${p.width}px`,
              height: `${p.round ? p.width : p.height}px`,
              borderRadius: p.round ? '50%' : undefined,
              background: p.color,
              animationDelay: `${p.delay}s`,
              animationDuration: `${p.duration}s`,
              '--drift': `${p.drift}vw`,
              '--spin': `${p.spin}deg`,
            } as CSSProperties
          }
        />
      ))}
    </Layer>,
    document.body,
  );
}
