import styled from 'styled-components';
import { Card, formatDate, media } from '@coffee/ui';
import type { InfoBlock, InfoCard } from '../info-page-content';
import { RichText } from './rich-text';

const Bullets = styled.ul`
  padding-left: 1.25rem;
  margin: 0 0 1em;
  li + li {
    margin-top: 0.35rem;
  }
`;

const Steps = styled.ol`
  list-style: none;
  counter-reset: step;
  padding: 0;
  margin: 0 0 1em;
  display: grid;
  gap: 0.75rem;
  li {
    counter-increment: step;
    position: relative;
    padding-left: 2.5rem;
    min-height: 1.8rem;
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: -0.1rem;
    width: 1.8rem;
    height: 1.8rem;
    border-radius: 50%;
    display: grid;
    place-items: center;
    font-weight: 700;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: 0.75rem;
  margin: 0 0 1em;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  div {
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: 0.85rem 1rem;
  }
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0.2rem 0 0;
    font-size: 1.15rem;
    font-weight: 700;
  }
`;

const Cards = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 1em;
  display: grid;
  gap: 1rem;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  > li {
    margin: 0;
  }
  h3 {
    font-size: 1.15rem;
    margin: 0 0 0.25rem;
  }
`;

const Meta = styled.p`
  margin: 0 0 0.6rem;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Callout = styled.p`
  padding: 0.9rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
`;

const FullCard = styled(Card)`
  height: 100%;
  p:last-child {
    margin-bottom: 0;
  }
`;

// Date-only ISO strings are read as UTC midnight; noon local keeps the same day in every zone.
const dayOf = (iso: string) => formatDate(`${iso}T12:00:00`);

function CardView({ card }: { card: InfoCard }) {
  return (
    <FullCard as="article" aria-label={card.title}>
      <h3>{card.title}</h3>
      {card.meta || card.date ? (
        <Meta>
          {card.meta}
          {card.meta && card.date ? ' · ' : null}
          {card.date ? <time dateTime={card.date}>{dayOf(card.date)}</time> : null}
        </Meta>
      ) : null}
      {card.text ? (
        <p>
          <RichText value={card.text} />
        </p>
      ) : null}
      {card.points ? (
        <Bullets>
          {card.points.map((point, index) => (
            <li key={index}>
              <RichText value={point} />
            </li>
          ))}
        </Bullets>
      ) : null}
      {card.note ? (
        <p>
          <RichText value={card.note} />
        </p>
      ) : null}
    </FullCard>
  );
}

/** One content block of an info page. */
export function InfoBlockView({ block }: { block: InfoBlock }) {
  switch (block.kind) {
    case 'text':
    case 'callout': {
      const Paragraph = block.kind === 'text' ? 'p' : Callout;
      return (
        <Paragraph>
          <RichText value={block.text} />
        </Paragraph>
      );
    }
    case 'list':
    case 'steps': {
      const List = block.kind === 'list' ? Bullets : Steps;
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>
              <RichText value={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'facts':
      return (
        <Facts>
          {block.items.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>
                <RichText value={fact.value} />
              </dd>
            </div>
          ))}
        </Facts>
      );
    case 'cards':
      return (
        <Cards>
          {block.items.map((card) => (
            <li key={card.title}>
              <CardView card={card} />
            </li>
          ))}
        </Cards>
      );
  }
}
