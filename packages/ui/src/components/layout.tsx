import styled, { css, keyframes } from 'styled-components';

/** A card's surface: the page's white, a hairline border, large round corners. */
export const cardSurface = css`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 1rem;
`;

export const Card = styled.div`
  ${cardSurface}
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: 1.5rem;
`;

export const PageTitle = styled.h1`
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  margin: 2rem 0 0.75rem;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export const Badge = styled.span<{ $tone?: 'accent' | 'success' | 'danger' | 'neutral' }>`
  display: inline-block;
  padding: 0.15rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.03em;
  background: ${({ theme, $tone = 'accent' }) =>
    ({
      accent: theme.colors.accent,
      success: theme.colors.success,
      danger: theme.colors.danger,
      neutral: theme.colors.muted,
    })[$tone]};
  color: #fff;
`;

/** A list without bullets or indent: the markup says it is a list, the layout is the caller's. */
export const bareList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/**
 * A row that puts its children at both ends and wraps them on a narrow screen: the head of a
 * card, a toolbar, a footer with a note and its button. The gap and the rest are the caller's.
 */
export const spreadRow = (align: 'center' | 'baseline' = 'center') => css`
  display: flex;
  flex-wrap: wrap;
  align-items: ${align};
  justify-content: space-between;
`;

/** The round green seal with a check that opens a confirmation (an order, a membership). */
export const SuccessSeal = styled.span`
  display: inline-grid;
  place-items: center;
  width: 4.5rem;
  height: 4.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  svg {
    width: 2.4rem;
    height: 2.4rem;
  }
`;

export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

/** Loading indicator; `label` is read by screen readers. */
export const Spinner = styled.span.attrs<{ label?: string }>((p) => ({
  role: 'status',
  'aria-label': p.label ?? 'Loading',
}))<{ $size?: number; label?: string }>`
  display: inline-block;
  width: ${({ $size = 24 }) => $size}px;
  height: ${({ $size = 24 }) => $size}px;
  border: 3px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;
  opacity: 0.8;
`;

const shimmer = keyframes`0% { opacity: 0.55; } 50% { opacity: 1; } 100% { opacity: 0.55; }`;
export const Skeleton = styled.div<{ $h?: string; $w?: string }>`
  height: ${({ $h = '1rem' }) => $h};
  width: ${({ $w = '100%' }) => $w};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;
