import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Card } from '@coffee/ui';
import { Pill } from '../../../shared/pill';
import type { PlanFeature } from './comparison-plans';
import { PlanFeatureList } from './plan-feature-list';

const Root = styled(Card)<{ $featured: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 1.1rem;
  padding: 1.75rem 1.25rem 1.5rem;
  @media (min-width: 400px) {
    padding: 2rem 1.75rem 1.75rem;
  }
  ${({ $featured, theme }) =>
    $featured &&
    css`
      border: 2px solid ${theme.colors.accent};
      box-shadow: ${theme.shadows.md};
      background: linear-gradient(
        180deg,
        ${theme.colors.accentSoft} 0,
        ${theme.colors.surface} 9rem
      );
    `}
  h3 {
    margin: 0;
    font-size: 1.6rem;
  }
`;

const Ribbon = styled(Pill)`
  position: absolute;
  top: -0.85rem;
  left: 1.5rem;
`;

const Tagline = styled.p`
  margin: -0.6rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Price = styled.p`
  margin: 0;
  display: flex;
  align-items: baseline;
  gap: 0.3rem;
  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 2.6rem;
    line-height: 1;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Note = styled.p`
  margin: -0.5rem 0 0;
  min-height: 1.4rem;
  font-size: 0.92rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
`;

const Divider = styled.hr`
  width: 100%;
  margin: 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Footer = styled.div`
  margin-top: auto;
  padding-top: 0.5rem;
  display: grid;
  gap: 0.5rem;
`;

export interface ComparisonCardProps {
  id: string;
  name: string;
  tagline: string;
  price: string;
  /** e.g. "per month". */
  period?: string;
  note?: ReactNode;
  ribbon?: string;
  featured?: boolean;
  features: readonly PlanFeature[];
  /** The plan's button (or the text shown instead of one). */
  footer: ReactNode;
}

/** One plan of the home page's comparison: price, what it includes and excludes, its action. */
export function ComparisonCard({
  id,
  name,
  tagline,
  price,
  period,
  note,
  ribbon,
  featured = false,
  features,
  footer,
}: ComparisonCardProps) {
  return (
    <Root as="article" aria-labelledby={`${id}-title`} $featured={featured}>
      {ribbon ? <Ribbon>{ribbon}</Ribbon> : null}
      <h3 id={`${id}-title`}>{name}</h3>
      <Tagline>{tagline}</Tagline>
      <Price>
        <strong>{price}</strong>
        {period ? <span>{period}</span> : null}
      </Price>
      <Note>{note}</Note>
      <Divider />
      <PlanFeatureList features={features} />
      <Footer>{footer}</Footer>
    </Root>
  );
}
