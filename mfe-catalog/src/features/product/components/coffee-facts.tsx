import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { PROCESS_LABELS, type Product } from '@coffee/contracts';
import { bareList, formatCount } from '@coffee/ui';
import { RoastScale } from '../../../shared/products';

const Box = styled.section`
  display: grid;
  gap: 0.9rem;
  padding: 1rem 1.1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.45rem 1rem;
  align-items: center;
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Brewing = styled.div`
  h3 {
    margin: 0 0 0.35rem;
    font-family: inherit;
    font-size: 0.9rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
  ul {
    margin: 0;
    padding-left: 1.1rem;
    display: grid;
    gap: 0.25rem;
    font-size: 0.95rem;
  }
`;

const Chips = styled.ul`
  ${bareList}
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  li {
    padding: 0.2rem 0.7rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.85rem;
    font-weight: 600;
  }
`;

/** "1,900–2,200 m", or one figure when the farm sits at one height. */
export function altitudeText({ min, max }: { min: number; max: number }): string {
  return min === max ? `${formatCount(min)} m` : `${formatCount(min)}–${formatCount(max)} m`;
}

/** Whether the product carries any coffee data (equipment carries none, and shows no panel). */
export function hasCoffeeFacts(product: Product): boolean {
  return Boolean(
    product.origin ||
    product.roastLevel ||
    product.process ||
    product.altitude ||
    product.flavorNotes.length > 0 ||
    product.brewSuggestions.length > 0,
  );
}

/** The coffee as coffee people read it: origin, process, roast, altitude, notes, brewing. */
export function CoffeeFacts({ product }: { product: Product }) {
  if (!hasCoffeeFacts(product)) return null;
  const { origin, roastLevel, process, altitude, flavorNotes, brewSuggestions } = product;
  const facts: [string, ReactNode][] = [];
  if (origin)
    facts.push(['Origin', origin.region ? `${origin.region}, ${origin.country}` : origin.country]);
  if (roastLevel) facts.push(['Roast', <RoastScale key="roast" level={roastLevel} />]);
  if (process) facts.push(['Process', PROCESS_LABELS[process]]);
  if (altitude) facts.push(['Altitude', altitudeText(altitude)]);
  return (
    <Box aria-labelledby="coffee-facts-title">
      <h2 id="coffee-facts-title">About this coffee</h2>
      {flavorNotes.length > 0 ? (
        <Chips aria-label="Flavour notes">
          {flavorNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </Chips>
      ) : null}
      {facts.length > 0 ? (
        <Facts>
          {facts.map(([term, value]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </Facts>
      ) : null}
      {brewSuggestions.length > 0 ? (
        <Brewing>
          <h3>How to brew it</h3>
          <ul>
            {brewSuggestions.map((recipe) => (
              <li key={recipe}>{recipe}</li>
            ))}
          </ul>
        </Brewing>
      ) : null}
    </Box>
  );
}
