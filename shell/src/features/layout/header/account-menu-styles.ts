import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonVariant, Link, bareList } from '@coffee/ui';

export const Wrap = styled.div`
  position: relative;
`;

export const SignInLink = styled(Link)<{ $variant?: ButtonVariant; $size?: ButtonSize }>`
  ${buttonStyles}
  white-space: nowrap;
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  max-width: 14rem;
  padding: 0.35rem 0.6rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  text-align: left;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

// The name and tier beside the icon where the header has room for them: not on a phone, nor
// from md to lg, where the header's one row needs the width for its search box. They stay in
// the trigger's accessible name and head the open menu.
export const TriggerText = styled.span`
  display: none;
  min-width: 0;
  line-height: 1.15;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    display: block;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: block;
  }
`;

export const Name = styled.span`
  display: block;
  font-weight: 600;
  font-size: 0.9rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Tier = styled.span<{ $member: boolean }>`
  display: block;
  font-size: 0.75rem;
  color: ${({ theme, $member }) => ($member ? theme.colors.accent : theme.colors.muted)};
  font-weight: ${({ $member }) => ($member ? 700 : 400)};
`;

export const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 0.4rem);
  z-index: ${({ theme }) => theme.z.header + 1};
  width: min(16rem, calc(100vw - 2rem));
  padding: 0.4rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export const PanelHeader = styled.div`
  padding: 0.5rem 0.6rem 0.6rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 0.3rem;
`;

export const Items = styled.ul`
  ${bareList}
`;

const itemStyles = `
  display: block;
  width: 100%;
  padding: 0.55rem 0.6rem;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  font-size: 0.95rem;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

export const ItemLink = styled(Link)`
  ${itemStyles}
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

export const ItemButton = styled.button`
  ${itemStyles}
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin-top: 0.3rem;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;
