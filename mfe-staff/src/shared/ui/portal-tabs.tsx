import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cardSurface } from '@coffee/ui';
import { useTabs } from './use-tabs';

export interface PortalTab {
  id: string;
  label: string;
  /** Rendered only while its tab is selected, so a section fetches only when opened. */
  render: () => ReactNode;
}

/**
 * The section list sits beside the section only on wide screens (1440 px and up): below that it
 * is a row of tabs above, so a table gets the page's whole width (the orders queue's actions fit
 * at 1280 px without scrolling sideways).
 */
const wide = '@media (min-width: 90rem)';

const Layout = styled.div`
  display: grid;
  gap: 1.25rem;
  ${wide} {
    grid-template-columns: 11rem minmax(0, 1fr);
    gap: 1.5rem;
    align-items: start;
  }
`;

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  ${wide} {
    flex-direction: column;
    flex-wrap: nowrap;
    position: sticky;
    top: 1rem;
    ${cardSurface}
    padding: 0.5rem;
    margin: 0;
  }
`;

const Tab = styled.button`
  flex: none;
  text-align: left;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.pill};
  padding: 0.5rem 1rem;
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:hover:not([aria-selected='true']) {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  ${wide} {
    border-color: transparent;
    border-radius: ${({ theme }) => theme.radii.md};
    padding: 0.65rem 0.9rem;
  }
`;

const Panel = styled.div`
  min-width: 0;
  &:focus-visible {
    outline-offset: 4px;
  }
`;

/**
 * Client-only section tabs (spec: admin and employee tabs are client-only selections), with
 * the WAI-ARIA tabs keyboard pattern: arrows move between tabs, Home/End jump.
 */
export function PortalTabs({ label, tabs }: { label: string; tabs: readonly PortalTab[] }) {
  const { active, tabProps, panelProps } = useTabs(tabs);
  return (
    <Layout>
      <List role="tablist" aria-label={label} aria-orientation="horizontal">
        {tabs.map((tab, index) => (
          <Tab key={tab.id} {...tabProps(tab, index)}>
            {tab.label}
          </Tab>
        ))}
      </List>
      {active && panelProps ? <Panel {...panelProps}>{active.render()}</Panel> : null}
    </Layout>
  );
}
