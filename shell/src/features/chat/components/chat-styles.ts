import styled from 'styled-components';
import { media, cardSurface } from '@coffee/ui';

/**
 * On a phone the launcher is a bar at the very end of the page, after the footer: a floating
 * button there would sit on top of the page's own buttons (Add to Cart in a product grid,
 * Create an Account on the sign-in page). From md up it floats as a labelled pill in the bottom
 * right corner; the light ring keeps it visible over the dark footer. No corner is free of the
 * pages' buttons at every width and scroll, so there it rises above a primary action or the
 * focused control that would be under it, or steps aside when its column is full
 * (use-launcher-placement.ts): moved by a transform (no layout shift), and stepped aside it
 * stays in the tab order and shows again when focused.
 */
export const Launcher = styled.button<{ $open: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  width: 100%;
  min-height: 3rem;
  padding: 0 1.1rem;
  border: 0;
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  cursor: pointer;
  font-weight: 600;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  svg {
    width: 1.2rem;
    height: 1.2rem;
    flex: none;
  }
  ${media.md} {
    position: fixed;
    right: 1.5rem;
    bottom: 1.5rem;
    z-index: ${({ theme }) => theme.z.chat};
    display: inline-flex;
    /* While the panel is open the launcher is just its close toggle: a round X. */
    width: ${({ $open }) => ($open ? '3rem' : 'auto')};
    height: 3rem;
    padding: ${({ $open }) => ($open ? '0' : '0 1.1rem')};
    border: 2px solid ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.pill};
    box-shadow: ${({ theme }) => theme.shadows.md};
    transition: opacity 0.15s ease-out;
    &[data-stepped-aside]:not(:focus-visible) {
      opacity: 0;
      pointer-events: none;
    }
    @media (prefers-reduced-motion: reduce) {
      transition: none;
    }
    .label {
      ${({ $open }) =>
        $open
          ? 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap;'
          : ''}
    }
  }
`;

/** A sheet over the page on a phone; a panel above the launcher from md up. */
export const Panel = styled.section`
  position: fixed;
  right: 0.75rem;
  left: 0.75rem;
  bottom: 0.75rem;
  z-index: ${({ theme }) => theme.z.chat};
  height: min(34rem, calc(100dvh - 1.5rem));
  display: flex;
  flex-direction: column;
  ${cardSurface}
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;
  ${media.md} {
    left: auto;
    right: 1.5rem;
    bottom: 5.25rem;
    width: min(23rem, calc(100vw - 1.5rem));
    height: min(34rem, calc(100dvh - 7rem));
  }
`;

export const PanelHeader = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.9rem 1rem;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  h2 {
    font-size: 1.1rem;
    margin: 0;
  }
  p {
    margin: 0.15rem 0 0;
    font-size: 0.8rem;
    opacity: 0.85;
  }
`;

export const CloseButton = styled.button`
  flex: none;
  width: 2rem;
  height: 2rem;
  display: grid;
  place-items: center;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.15);
  }
`;

export const PanelBody = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: 1rem;
`;
