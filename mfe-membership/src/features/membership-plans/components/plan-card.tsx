import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button, Card } from '@coffee/ui';
import { Pill } from '../../../shared/pill';
import { CheckList, type CheckItem } from '../../../shared/check-list';

const Root = styled(Card)<{ $featured: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.75rem 1.5rem;
  ${({ $featured, theme }) =>
    $featured &&
    css`
      border: 2px solid ${theme.colors.accent};
      box-shadow: ${theme.shadows.md};
    `}
  h2 {
    font-size: 1.5rem;
    margin: 0;
  }
`;

const Ribbon = styled(Pill)`
  position: absolute;
  top: -0.8rem;
  right: 1.25rem;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: #7a3f0b;
  border: 1px solid ${({ theme }) => theme.colors.accent};
`;

const Price = styled.p`
  margin: 0;
  display: flex;
  align-items: baseline;
  gap: 0.35rem;
  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 2.5rem;
    line-height: 1;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Note = styled.p`
  margin: 0;
  min-height: 1.5rem;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Footer = styled.div`
  margin-top: auto;
  padding-top: 0.5rem;
`;

export interface PlanCardProps {
  id: string;
  name: string;
  price: string;
  period?: string;
  note?: ReactNode;
  summary: string;
  features: readonly CheckItem[];
  ribbon?: string;
  action: { label: string; onClick?: () => void; disabled?: boolean };
}

export function PlanCard({
  id,
  name,
  price,
  period,
  note,
  summary,
  features,
  ribbon,
  action,
}: PlanCardProps) {
  const featured = Boolean(ribbon);
  return (
    <Root as="article" aria-labelledby={`${id}-title`} $featured={featured}>
      {ribbon ? <Ribbon>{ribbon}</Ribbon> : null}
      <h2 id={`${id}-title`}>{name}</h2>
      <Summary>{summary}</Summary>
      <Price>
        <strong>{price}</strong>
        {period ? <span>{period}</span> : null}
      </Price>
      <Note>{note}</Note>
      <CheckList items={features} />
      <Footer>
        <Button
          $block
          $size="lg"
          $variant={featured ? 'primary' : 'outline'}
          disabled={action.disabled}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      </Footer>
    </Root>
  );
}
