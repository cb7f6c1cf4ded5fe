import styled from 'styled-components';
import { media } from '@coffee/ui';
import { CheckList } from '../../../shared/check-list';
import {
  DIRECT_PLUS_ANNUAL_CENTS,
  DIRECT_PLUS_BENEFITS,
  DIRECT_PLUS_MONTHLY_CENTS,
  formatCents,
} from '../../../shared/direct-plus';

const Panel = styled.aside`
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: 1.75rem 1.5rem;
  color: #fdf7f0;
  background:
    radial-gradient(circle at 90% 0%, rgba(181, 101, 29, 0.55), transparent 55%),
    linear-gradient(160deg, ${({ theme }) => theme.colors.primary} 0%, #1f130c 100%);
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${media.md} {
    padding: 2.25rem 2rem;
    position: sticky;
    top: 1.5rem;
  }
  h2 {
    color: #fff;
    font-size: 1.5rem;
  }
  strong {
    color: #fff;
  }
`;

const Price = styled.p`
  color: #ecd9c6;
  margin-bottom: 1.5rem;
`;

/** Shown beside the form when Direct+ was chosen: what the membership brings. */
export function DirectPlusPanel() {
  return (
    <Panel aria-labelledby="direct-plus-panel-title">
      <h2 id="direct-plus-panel-title">Direct+ benefits</h2>
      <Price>
        {formatCents(DIRECT_PLUS_MONTHLY_CENTS)} per month or{' '}
        {formatCents(DIRECT_PLUS_ANNUAL_CENTS)} per year.
      </Price>
      <CheckList items={DIRECT_PLUS_BENEFITS} tone="dark" />
    </Panel>
  );
}
