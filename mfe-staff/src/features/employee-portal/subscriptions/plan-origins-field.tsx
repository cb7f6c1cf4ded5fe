import { useRef } from 'react';
import styled from 'styled-components';
import { MAX_PLAN_ORIGINS } from '@coffee/contracts';
import { Button, FieldError, media } from '@coffee/ui';
import { moved, newOrigin, type OriginRow, type PlanErrors } from './plan-form';
import {
  CoffeeSelect,
  ListFieldset,
  RowButtons,
  RowControl,
  RowItem,
  Rows,
  type CoffeeGroup,
} from './plan-row-parts';

const OriginItem = styled(RowItem)`
  align-items: center;
  grid-template-columns: 1.5rem minmax(0, 1fr);
  grid-template-areas:
    'n coffee'
    'actions actions';
  ${media.sm} {
    grid-template-columns: 1.5rem minmax(0, 1fr) auto;
    grid-template-areas: 'n coffee actions';
  }
`;

const Position = styled.span`
  grid-area: n;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * Single Origin Explorer: the origins in the order they go out (each subscriber gets the first
 * they have not had); add, remove, and move up or down.
 */
export function OriginsField({
  origins,
  errors,
  groups,
  onChange,
}: {
  origins: readonly OriginRow[];
  errors: PlanErrors;
  groups: readonly CoffeeGroup[];
  onChange: (origins: OriginRow[]) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  const focusLater = (...selectors: string[]) =>
    requestAnimationFrame(() => {
      const found = selectors.map((s) => list.current?.querySelector<HTMLElement>(s)).find(Boolean);
      found?.focus();
    });
  const add = () => {
    onChange([...origins, newOrigin()]);
    focusLater('li:last-child select');
  };
  const move = (index: number, by: -1 | 1) => {
    const row = origins[index];
    onChange(moved(origins, index, by));
    // The moved row's button keeps the focus (its other one once at the top or the bottom).
    const at = `[data-row="${row?.key}"]`;
    if (row)
      focusLater(`${at} [data-move="${by}"]:not(:disabled)`, `${at} [data-move]:not(:disabled)`);
  };

  return (
    <ListFieldset>
      <legend>Origins</legend>
      <p>
        In the order they go out: each delivery sends a subscriber the first origin they have not
        had yet.
      </p>
      <Rows ref={list} aria-label="Origins">
        {origins.map((origin, i) => (
          <OriginItem key={origin.key} data-row={origin.key}>
            <Position aria-hidden="true">{i + 1}.</Position>
            <RowControl area="coffee" error={errors.origins[i]}>
              {(ids) => (
                <CoffeeSelect
                  ids={ids}
                  name={`Origin ${i + 1}`}
                  groups={groups}
                  value={origin.productId}
                  onChange={(productId) =>
                    onChange(origins.map((o) => (o.key === origin.key ? { ...o, productId } : o)))
                  }
                />
              )}
            </RowControl>
            <RowButtons>
              <Button
                type="button"
                $variant="ghost"
                $size="sm"
                data-move="-1"
                aria-label={`Move origin ${i + 1} up`}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              >
                Up
              </Button>
              <Button
                type="button"
                $variant="ghost"
                $size="sm"
                data-move="1"
                aria-label={`Move origin ${i + 1} down`}
                disabled={i === origins.length - 1}
                onClick={() => move(i, 1)}
              >
                Down
              </Button>
              <Button
                type="button"
                $variant="ghost"
                $size="sm"
                aria-label={`Remove origin ${i + 1}`}
                onClick={() => onChange(origins.filter((o) => o.key !== origin.key))}
              >
                Remove
              </Button>
            </RowButtons>
          </OriginItem>
        ))}
      </Rows>
      {errors.fields.origins ? <FieldError role="alert">{errors.fields.origins}</FieldError> : null}
      <Button
        type="button"
        $variant="outline"
        $size="sm"
        disabled={origins.length >= MAX_PLAN_ORIGINS}
        onClick={add}
      >
        Add origin
      </Button>
    </ListFieldset>
  );
}
