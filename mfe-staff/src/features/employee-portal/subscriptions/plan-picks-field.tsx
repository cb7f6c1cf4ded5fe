import styled from 'styled-components';
import { MAX_PLAN_PICKS } from '@coffee/contracts';
import { Input, media } from '@coffee/ui';
import { newPick, type PickRow, type PlanErrors } from './plan-form';
import {
  CoffeeSelect,
  RowActions,
  RowControl,
  RowItem,
  RowsFieldset,
  useRowFocus,
  type CoffeeGroup,
} from './plan-row-parts';

const PickItem = styled(RowItem)`
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'from actions'
    'coffee coffee';
  ${media.sm} {
    grid-template-columns: 10.5rem minmax(0, 1fr) auto;
    grid-template-areas: 'from coffee actions';
  }
`;

/** Roaster's Choice: rows of a day and the coffee sent from that day on; add and remove. */
export function PicksField({
  picks,
  errors,
  groups,
  onChange,
}: {
  picks: readonly PickRow[];
  errors: PlanErrors;
  groups: readonly CoffeeGroup[];
  onChange: (picks: PickRow[]) => void;
}) {
  const { list, focusLater } = useRowFocus();
  const edit = (key: string, change: Partial<PickRow>) =>
    onChange(picks.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const add = () => {
    onChange([...picks, newPick()]);
    // The new row's day takes the focus, so a keyboard user fills it in at once.
    focusLater('li:last-child input');
  };

  return (
    <RowsFieldset
      legend="Picks"
      hint="From each day on, deliveries send that day's coffee: the latest pick on or before a delivery's day."
      listRef={list}
      error={errors.fields.picks}
      addLabel="Add pick"
      full={picks.length >= MAX_PLAN_PICKS}
      onAdd={add}
    >
      {picks.map((pick, i) => {
        const own = errors.picks[i] ?? {};
        return (
          <PickItem key={pick.key}>
            <RowControl area="from" label="From" error={own.from}>
              {(ids) => (
                <Input
                  {...ids}
                  type="date"
                  aria-label={`Pick ${i + 1} from`}
                  value={pick.from}
                  $invalid={Boolean(own.from)}
                  onChange={(e) => edit(pick.key, { from: e.target.value })}
                />
              )}
            </RowControl>
            <RowControl area="coffee" label="Coffee" error={own.productId}>
              {(ids) => (
                <CoffeeSelect
                  ids={ids}
                  name={`Pick ${i + 1} coffee`}
                  groups={groups}
                  value={pick.productId}
                  onChange={(productId) => edit(pick.key, { productId })}
                />
              )}
            </RowControl>
            <RowActions
              removeLabel={`Remove pick ${i + 1}`}
              onRemove={() => onChange(picks.filter((p) => p.key !== pick.key))}
            />
          </PickItem>
        );
      })}
    </RowsFieldset>
  );
}
