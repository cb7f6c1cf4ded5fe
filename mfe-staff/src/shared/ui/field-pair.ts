import styled from 'styled-components';
import { media } from '@coffee/ui';

/** Two form fields side by side from the small breakpoint up; stacked on a phone. */
export const FieldPair = styled.div`
  display: grid;
  gap: 0 1rem;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
