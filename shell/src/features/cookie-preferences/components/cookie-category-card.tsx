import { useId } from 'react';
import styled from 'styled-components';
import { Card, Switch } from '@coffee/ui';
import type { CookieCategory } from '../model/cookie-categories';

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 0.75rem;
  h2 {
    font-size: 1.2rem;
    margin: 0;
  }
`;

const Control = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  flex: none;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;

const Note = styled.p`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
  margin: 0;
  & + & {
    margin-top: 0.5rem;
  }
`;

interface Props {
  category: CookieCategory;
  enabled: boolean;
  onChange: (enabled: boolean) => void;
}

export function CookieCategoryCard({ category, enabled, onChange }: Props) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <Head>
        <h2 id={titleId}>{category.title}</h2>
        <Control>
          {category.locked ? (
            <span>Always active</span>
          ) : (
            <span aria-hidden="true">{enabled ? 'On' : 'Off'}</span>
          )}
          <Switch
            checked={enabled}
            disabled={category.locked}
            onChange={onChange}
            aria-labelledby={titleId}
          />
        </Control>
      </Head>
      <p>{category.description}</p>
      <Note>{category.examples}</Note>
      {category.locked ? (
        <Note>
          These cookies can&apos;t be switched off, because the shop cannot work without them.
        </Note>
      ) : null}
    </Card>
  );
}
