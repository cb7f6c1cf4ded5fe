import styled from 'styled-components';
import { BRAND_NAME, Link } from '@coffee/ui';
import { CupIcon } from '../icons';

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.15rem;
  font-weight: 700;
  white-space: nowrap;
  svg {
    color: ${({ theme }) => theme.colors.accent};
    flex: none;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    font-size: 1.35rem;
  }
  /* From md to lg the header's one row is narrow: the phone's size leaves the search box room. */
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    font-size: 1.15rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    font-size: 1.35rem;
  }
`;

export function Logo() {
  return (
    <LogoLink to="/" aria-label={`${BRAND_NAME} home`}>
      <CupIcon />
      <span>{BRAND_NAME}</span>
    </LogoLink>
  );
}
