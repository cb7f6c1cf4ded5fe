import styled, { css } from 'styled-components';
import { media, cardSurface } from '@coffee/ui';

/** Image beside the buying column from tablets up; shared by the page and its skeleton. */
export const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  margin-top: 1.25rem;
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 2.5rem;
    align-items: start;
  }
  ${media.lg} {
    gap: 3.5rem;
  }
`;

export const ImageBox = styled.div`
  position: relative;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
  > ul {
    position: absolute;
    top: 1rem;
    left: 1rem;
    z-index: 1;
  }
`;

/** A panel below the product (its details, its reviews): a card, in two columns from tablets up. */
export const panelSection = css`
  margin-top: 3rem;
  padding: 1.5rem;
  ${cardSurface}
  display: grid;
  gap: 1.5rem;
  ${media.md} {
    padding: 2rem;
    gap: 2.5rem;
  }
`;
