import { Container, Muted, PageTitle } from '@coffee/ui';
import styled from 'styled-components';
import { PortalTabs, type PortalTab } from './portal-tabs';

/**
 * Wider than the shop's pages: a back office lives in tables, and at 1280 px the orders queue's
 * seven columns (its actions last) should fit without scrolling sideways.
 */
const Wide = styled(Container)`
  max-width: 90rem;
  padding-bottom: 3rem;
`;

/** A staff portal: its title, what it is for, and its sections as client-only tabs (spec). */
export function PortalPage({
  title,
  intro,
  label,
  tabs,
}: {
  title: string;
  intro: string;
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly PortalTab[];
}) {
  return (
    <Wide>
      <PageTitle>{title}</PageTitle>
      <Muted>{intro}</Muted>
      <PortalTabs label={label} tabs={tabs} />
    </Wide>
  );
}
