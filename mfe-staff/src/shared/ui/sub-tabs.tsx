import styled from 'styled-components';
import type { PortalTab } from './portal-tabs';
import { useTabs } from './use-tabs';

/** Underlined, not pills: a tab's own views read as a level below the portal's sections. */
const List = styled.div`
  display: flex;
  gap: 0.25rem;
  margin: 0 0 1.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;

const Tab = styled.button`
  flex: none;
  border: 0;
  border-bottom: 3px solid transparent;
  margin-bottom: -1px;
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  padding: 0.55rem 0.9rem;
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &:hover:not([aria-selected='true']) {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Panel = styled.div`
  min-width: 0;
  &:focus-visible {
    outline-offset: 4px;
  }
`;

/** Views inside one portal section (a list and what it is made of), as client-only tabs. */
export function SubTabs({ label, tabs }: { label: string; tabs: readonly PortalTab[] }) {
  const { active, tabProps, panelProps } = useTabs(tabs);
  return (
    <>
      <List role="tablist" aria-label={label} aria-orientation="horizontal">
        {tabs.map((tab, index) => (
          <Tab key={tab.id} {...tabProps(tab, index)}>
            {tab.label}
          </Tab>
        ))}
      </List>
      {active && panelProps ? <Panel {...panelProps}>{active.render()}</Panel> : null}
    </>
  );
}
