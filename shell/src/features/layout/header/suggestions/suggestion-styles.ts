import styled from 'styled-components';

// Under the box, as wide as it (the whole row on a phone), at least wide enough for a name and
// a price where the header's one row leaves the box narrow (768 px). Inside the header's
// stacking context, so it covers the page below and nothing of the header's own.
export const Popup = styled.div`
  position: absolute;
  top: calc(100% + 0.35rem);
  left: 0;
  width: max(100%, min(22rem, calc(100vw - 2rem)));
  max-height: min(30rem, 70vh);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0.35rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  z-index: 1;
  &[hidden] {
    display: none;
  }
`;

export const GroupLabel = styled.div`
  padding: 0.4rem 0.6rem 0.2rem;
  font-size: 0.75rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;

// A row a thumb can hit (44 px at least); the active one (arrows or pointer) is tinted and
// outlined, so it shows without relying on colour alone.
export const Option = styled.a`
  display: flex;
  align-items: center;
  gap: 0.65rem;
  min-height: 2.75rem;
  padding: 0.35rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  cursor: pointer;
  outline: 2px solid transparent;
  outline-offset: -2px;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    outline-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  line-height: 1.3;
`;

export const Aside = styled.span`
  flex: none;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;

export const Price = styled(Aside)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

export const CategoryMark = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  svg {
    width: 1.1rem;
    height: 1.1rem;
  }
`;
