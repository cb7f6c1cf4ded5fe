import { useId } from 'react';
import styled, { css } from 'styled-components';
import { Button, Label, Select, Link, cardSurface } from '@coffee/ui';
import { ACCOUNT_TABS, type AccountTabId } from '../model/account-tabs';

// The side tabs need room beside the panel; at 640 px and below a menu takes their place.
const PHONE = '@media (max-width: 640px)';
const WIDER = '@media (min-width: 641px)';

const Side = styled.aside`
  display: grid;
  gap: 0.75rem;
  align-content: start;
  min-width: 0;
`;

const TabList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0.5rem;
  display: grid;
  gap: 0.15rem;
  ${cardSurface}
  ${PHONE} {
    display: none;
  }
`;

const active = css`
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent};
`;

const TabLink = styled(Link)<{ $active: boolean }>`
  display: block;
  padding: 0.6rem 0.85rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  ${({ $active }) => ($active ? active : '')}
`;

const PhoneMenu = styled.div`
  ${WIDER} {
    display: none;
  }
`;

interface Props {
  current: AccountTabId;
  onSelect: (tab: AccountTabId) => void;
  onLogOut: () => void;
  loggingOut: boolean;
}

/** Side tabs on wider screens, a menu on phones (it fits 375 px), and Log out under either. */
export function AccountNav({ current, onSelect, onLogOut, loggingOut }: Props) {
  const selectId = useId();
  return (
    <Side>
      <nav aria-label="Account sections">
        <TabList>
          {ACCOUNT_TABS.map((tab) => (
            <li key={tab.id}>
              <TabLink
                to={`?tab=${tab.id}`}
                $active={tab.id === current}
                aria-current={tab.id === current ? 'page' : undefined}
              >
                {tab.label}
              </TabLink>
            </li>
          ))}
        </TabList>
        <PhoneMenu>
          <Label htmlFor={selectId}>Account section</Label>
          <Select
            id={selectId}
            value={current}
            onChange={(event) => onSelect(event.target.value as AccountTabId)}
          >
            {ACCOUNT_TABS.map((tab) => (
              <option key={tab.id} value={tab.id}>
                {tab.label}
              </option>
            ))}
          </Select>
        </PhoneMenu>
      </nav>
      <Button type="button" $variant="outline" $block onClick={onLogOut} disabled={loggingOut}>
        Log out
      </Button>
    </Side>
  );
}
