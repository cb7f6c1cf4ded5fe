import { useId, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import {
  facetNames,
  PRICE_MAX_PARAM,
  PRICE_MIN_PARAM,
  type FacetName,
  type FacetValue,
  type ProductFacets,
} from '@coffee/contracts';
import { Button, formatCount, Input, Link, bareList, useSearchParams } from '@coffee/ui';
import {
  ANY_PRICE,
  FACET_LABELS,
  NO_FACETS,
  type ListingState,
  type PriceRange,
} from '../model/listing-params';

/** Values shown before "More …": a long flavour-note list stays scannable. */
const SHOWN = 8;

const Panel = styled.div`
  display: grid;
  gap: 1.25rem;
  margin-top: 1.25rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0 0 0.4rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1rem;
  }
  details summary {
    cursor: pointer;
    padding: 0.3rem 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Values = styled.ul`
  ${bareList}
  display: grid;
  gap: 0.1rem;
`;

const row = css`
  display: flex;
  align-items: center;
  gap: 0.55rem;
  padding: 0.35rem 0.5rem;
  margin: 0 -0.5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: 0.95rem;
  text-decoration: none;
  /* The count, drawn from data-count: the eye's figure, while the link's name says it in words.
     As generated content it is not part of the visible text that must start that name (axe's
     label-content-name-mismatch, WCAG 2.5.3), which a "5" between "Light" and the rest broke. */
  &::after {
    content: attr(data-count);
    margin-left: auto;
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

// Drawn as a checkbox, since that is what a facet is; a link, so it works before the scripts run.
const ValueLink = styled(Link)<{ $on: boolean }>`
  ${row}
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &::before {
    content: '${({ $on }) => ($on ? '✓' : '')}';
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 1.1rem;
    height: 1.1rem;
    border: 1.5px solid ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.muted)};
    border-radius: 4px;
    font-size: 0.75rem;
    font-weight: 700;
    background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.surface)};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const NoMatch = styled.span`
  ${row}
  color: ${({ theme }) => theme.colors.muted};
  opacity: 0.7;
`;

const PriceForm = styled.form`
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
    margin-bottom: 0.4rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-weight: 700;
  }
`;

const PriceRow = styled.div`
  display: flex;
  align-items: end;
  gap: 0.5rem;
  label {
    flex: 1;
    display: grid;
    gap: 0.2rem;
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  input {
    padding: 0.4rem 0.5rem;
    min-width: 0;
  }
`;

const ClearAll = styled(Link)`
  justify-self: start;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accent};
`;

export interface FacetPanelProps {
  /** The counts for the current filters; undefined while the first answer is on its way. */
  facets: ProductFacets | undefined;
  state: ListingState;
  /** The listing's URL with a change made (from page 1). */
  hrefFor: (change: Partial<ListingState>) => string;
  onPrice: (price: PriceRange) => void;
  /** Whether any filter is on: "Clear all" shows. */
  anyActive: boolean;
}

function toggled(values: string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value].sort();
}

function FacetValueItem({
  name,
  item,
  state,
  hrefFor,
}: {
  name: FacetName;
  item: FacetValue;
  state: ListingState;
  hrefFor: FacetPanelProps['hrefFor'];
}) {
  const on = state.facets[name].includes(item.value);
  const count = formatCount(item.count);
  // Read as "Light, selected, 5 products": one name, not pieces a reader joins its own way.
  const spoken = `${item.label}${on ? ', selected' : ''}, ${formatCount(item.count)} ${
    item.count === 1 ? 'product' : 'products'
  }`;
  // A value no product has under the other filters leads nowhere: shown, not a link.
  if (!on && item.count === 0)
    return (
      <li>
        <NoMatch aria-disabled="true" aria-label={spoken} role="link" data-count={count}>
          {item.label}
        </NoMatch>
      </li>
    );
  return (
    <li>
      <ValueLink
        $on={on}
        to={hrefFor({
          facets: { ...state.facets, [name]: toggled(state.facets[name], item.value) },
        })}
        // As the other filters: a choice replaces the history entry instead of stacking one.
        replace
        rel="nofollow"
        aria-label={spoken}
        data-count={count}
      >
        {item.label}
      </ValueLink>
    </li>
  );
}

function FacetGroup({
  name,
  values,
  state,
  hrefFor,
}: {
  name: FacetName;
  values: FacetValue[];
  state: ListingState;
  hrefFor: FacetPanelProps['hrefFor'];
}) {
  const id = useId();
  const items = (list: FacetValue[]) =>
    list.map((item) => (
      <FacetValueItem key={item.value} name={name} item={item} state={state} hrefFor={hrefFor} />
    ));
  // The chosen values stay in view even when they would fall under "More".
  const first = values.slice(0, SHOWN);
  const rest = values.slice(SHOWN);
  return (
    <div role="group" aria-labelledby={id}>
      <h3 id={id}>{FACET_LABELS[name]}</h3>
      <Values>{items(first)}</Values>
      {rest.length > 0 ? (
        // A disclosure that needs no script: the panel works before the page is hydrated.
        <details open={rest.some((item) => state.facets[name].includes(item.value))}>
          <summary>
            More {FACET_LABELS[name].toLowerCase()} ({rest.length})
          </summary>
          <Values>{items(rest)}</Values>
        </details>
      ) : null}
    </div>
  );
}

/**
 * The price range as a plain GET form: before the page's scripts run, the browser submits it with
 * the listing's other parameters (hidden fields); once hydrated the page applies it in place.
 */
function PriceFilter({
  range,
  price,
  onPrice,
}: {
  range: ProductFacets['price'];
  price: PriceRange;
  onPrice: FacetPanelProps['onPrice'];
}) {
  const [search] = useSearchParams();
  const kept = [...search].filter(
    ([key]) => key !== PRICE_MIN_PARAM && key !== PRICE_MAX_PARAM && key !== 'page',
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (key: string) => {
      const value = String(form.get(key) ?? '').trim();
      return /^\d{1,6}$/.test(value) ? Number(value) : null;
    };
    const min = read(PRICE_MIN_PARAM);
    const max = read(PRICE_MAX_PARAM);
    // A range typed the wrong way round is meant the right way round.
    onPrice(min !== null && max !== null && min > max ? { min: max, max: min } : { min, max });
  };
  return (
    // Keyed by the range in the URL: the boxes show what applies after Back or Clear all.
    <PriceForm method="get" onSubmit={submit} key={`${price.min}-${price.max}`}>
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <fieldset>
        <legend>Price</legend>
        <PriceRow>
          <label>
            Min $
            <Input
              type="number"
              name={PRICE_MIN_PARAM}
              min={0}
              max={100000}
              step={1}
              inputMode="numeric"
              defaultValue={price.min ?? ''}
              placeholder={range ? String(Math.floor(Number(range.min))) : undefined}
            />
          </label>
          <label>
            Max $
            <Input
              type="number"
              name={PRICE_MAX_PARAM}
              min={0}
              max={100000}
              step={1}
              inputMode="numeric"
              defaultValue={price.max ?? ''}
              placeholder={range ? String(Math.ceil(Number(range.max))) : undefined}
            />
          </label>
          <Button type="submit" $variant="outline" $size="sm">
            Apply
          </Button>
        </PriceRow>
      </fieldset>
    </PriceForm>
  );
}

/**
 * Roast level, origin, process, flavour notes, bag size and price, each value with the number of
 * products it would show under the other filters chosen.
 */
export function FacetPanel({ facets, state, hrefFor, onPrice, anyActive }: FacetPanelProps) {
  const groups = facetNames.filter((name) => (facets?.[name].length ?? 0) > 0);
  const priced = facets?.price != null || state.price.min !== null || state.price.max !== null;
  if (groups.length === 0 && !priced && !anyActive) return null;
  return (
    <Panel aria-busy={facets === undefined}>
      {groups.map((name) => (
        <FacetGroup key={name} name={name} values={facets![name]} state={state} hrefFor={hrefFor} />
      ))}
      {priced ? (
        <PriceFilter range={facets?.price ?? null} price={state.price} onPrice={onPrice} />
      ) : null}
      {anyActive ? (
        <ClearAll
          to={hrefFor({ filters: [], facets: NO_FACETS, price: ANY_PRICE })}
          replace
          rel="nofollow"
        >
          Clear all
        </ClearAll>
      ) : null}
    </Panel>
  );
}
