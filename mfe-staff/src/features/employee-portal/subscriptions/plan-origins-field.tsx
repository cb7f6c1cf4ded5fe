import styled from 'styled-components';
import { MAX_PLAN_ORIGINS } from '@coffee/contracts';
import { media } from '@coffee/ui';
import { moved, newOrigin, type OriginRow, type PlanErrors } from './plan-form';
import {
  CoffeeSelect,
  RowActions,
  RowButton,
  RowControl,
  RowItem,
  RowsFieldset,
  useRowFocus,
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

const MOVES = [
  { by: -1, label: 'Up' },
  { by: 1, label: 'Down' },
] as const;

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
  const { list, focusLater } = useRowFocus();
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
    <RowsFieldset
      legend="Origins"
      hint="In the order they go out: each delivery sends a subscriber the first origin they have not had yet."
      listRef={list}
      error={errors.fields.origins}
      addLabel="Add origin"
      full={origins.length >= MAX_PLAN_ORIGINS}
      onAdd={add}
    >
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
          <RowActions
            removeLabel={`Remove origin ${i + 1}`}
            onRemove={() => onChange(origins.filter((o) => o.key !== origin.key))}
          >
            {MOVES.map(({ by, label }) => (
              <RowButton
                key={by}
                data-move={String(by)}
                aria-label={`Move origin ${i + 1} ${label.toLowerCase()}`}
                disabled={by < 0 ? i === 0 : i === origins.length - 1}
                onClick={() => move(i, by)}
              >
                {label}
              </RowButton>
            ))}
          </RowActions>
        </OriginItem>
      ))}
    </RowsFieldset>
  );
}
