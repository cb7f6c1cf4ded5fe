import { Container, Muted, PageTitle } from '@coffee/ui';
import { PortalTabs, type PortalTab } from './portal-tabs';

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
    <Container style={{ paddingBottom: '3rem' }}>
      <PageTitle>{title}</PageTitle>
      <Muted>{intro}</Muted>
      <PortalTabs label={label} tabs={tabs} />
    </Container>
  );
}
