import styled from 'styled-components';
import type { PlanFeature } from './comparison-plans';
import { bareList } from '@coffee/ui';

const List = styled.ul`
  ${bareList}
  display: grid;
  gap: 0.7rem;
`;

const Row = styled.li<{ $included: boolean }>`
  display: grid;
  grid-template-columns: 1.35rem 1fr;
  gap: 0.6rem;
  align-items: start;
  line-height: 1.4;
  color: ${({ theme, $included }) => ($included ? theme.colors.text : theme.colors.muted)};
  svg {
    width: 1.35rem;
    height: 1.35rem;
    padding: 0.2rem;
    border-radius: 50%;
    color: ${({ theme, $included }) => ($included ? theme.colors.success : theme.colors.muted)};
    background: ${({ theme, $included }) =>
      $included ? theme.colors.successSoft : theme.colors.surfaceAlt};
  }
`;

function Mark({ included }: { included: boolean }) {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
      <path
        d={included ? 'M4.5 10.5l3.5 3.5 7.5-8' : 'M5.5 5.5l9 9M14.5 5.5l-9 9'}
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** What a plan includes (check) and what it does not (cross; the text itself says "No ..."). */
export function PlanFeatureList({ features }: { features: readonly PlanFeature[] }) {
  return (
    <List>
      {features.map(({ label, included }) => (
        <Row key={label} $included={included}>
          <Mark included={included} />
          <span>{label}</span>
        </Row>
      ))}
    </List>
  );
}
