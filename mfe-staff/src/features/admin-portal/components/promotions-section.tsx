import { useState } from 'react';
import styled from 'styled-components';
import { PROMOTION_STATUS_LABELS, type Promotion, type PromotionStatus } from '@coffee/contracts';
import { Badge, Button } from '@coffee/ui';
import { useReportedChange } from '../../../shared/api/use-reported-change';
import { DataTable, RowActions, type Column } from '../../../shared/ui/data-table';
import { isFirstLoad, ListFailed } from '../../../shared/ui/list-state';
import { PortalSection } from '../../../shared/ui/portal-section';
import { StatCards } from '../../../shared/ui/stat-cards';
import { useGetPromotionsQuery, useSetPromotionPausedMutation } from '../api/promotions-api';
import {
  promotionCodeText,
  promotionFrom,
  promotionLimitedTo,
  promotionMinimum,
  promotionPerCustomer,
  promotionTakesOff,
  promotionUntil,
  promotionUses,
  promotionWho,
} from '../model/promotion-text';
import { PromotionFormDialog } from './promotion-form-dialog';

/** Green while shoppers can use it, amber while it waits (to start, or to be resumed). */
const TONES: Record<PromotionStatus, 'success' | 'accent' | 'neutral' | 'danger'> = {
  active: 'success',
  scheduled: 'accent',
  paused: 'accent',
  ended: 'neutral',
  'used-up': 'danger',
};

/** A main line with a muted one under it (dates; uses and the per-customer cap). */
const TwoLines = styled.span`
  display: flex;
  flex-direction: column;
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
`;

/** The promotion's name cell: its Pause or Resume button is described by it. */
const nameId = (p: Promotion) => `promotion-${p.id}`;

/**
 * Pause or Resume, no question asked: either is undone by the other at once. An ended promotion
 * has none (resuming would not bring it back); a used-up one keeps Pause, since a cancelled
 * order gives its use back.
 */
function PauseButton({ promotion }: { promotion: Promotion }) {
  const [setPaused, { isLoading }] = useSetPromotionPausedMutation();
  const report = useReportedChange();
  if (promotion.status === 'ended') return null;
  const pause = !promotion.paused;
  return (
    <RowActions>
      <Button
        $size="sm"
        $variant="outline"
        aria-describedby={nameId(promotion)}
        disabled={isLoading}
        onClick={() =>
          void report(
            () => setPaused({ id: promotion.id, paused: pause }).unwrap(),
            (saved) => ({
              title: pause ? 'Promotion paused' : 'Promotion resumed',
              description: `${saved.name} is ${PROMOTION_STATUS_LABELS[saved.status].toLowerCase()}.`,
            }),
            pause ? 'Could not pause the promotion' : 'Could not resume the promotion',
          )
        }
      >
        {pause ? 'Pause' : 'Resume'}
      </Button>
    </RowActions>
  );
}

const COLUMNS: Column<Promotion>[] = [
  { header: 'Promotion', rowHeader: true, id: nameId, cell: (p) => p.name },
  { header: 'Code', cell: promotionCodeText },
  { header: 'Takes off', cell: promotionTakesOff },
  {
    header: 'Limited to',
    wrap: { min: '10rem', max: '16rem', phone: '10rem' },
    cell: promotionLimitedTo,
  },
  { header: 'Who', cell: promotionWho },
  { header: 'Minimum', cell: promotionMinimum },
  {
    header: 'Dates',
    cell: (p) => (
      <TwoLines>
        <span>{promotionFrom(p)}</span>
        <small>{promotionUntil(p)}</small>
      </TwoLines>
    ),
  },
  {
    header: 'Uses',
    cell: (p) => {
      const perCustomer = promotionPerCustomer(p);
      return (
        <TwoLines>
          <span>{promotionUses(p)}</span>
          {perCustomer ? <small>{perCustomer}</small> : null}
        </TwoLines>
      );
    },
  },
  {
    header: 'Status',
    cell: (p) => <Badge $tone={TONES[p.status]}>{PROMOTION_STATUS_LABELS[p.status]}</Badge>,
  },
  { header: 'Actions', cell: (p) => <PauseButton promotion={p} /> },
];

/**
 * The admin's promotions (issue 30): codes and automatic offers, newest first, with how often
 * each was used and where it stands; New promotion, and Pause or Resume on each.
 */
export function PromotionsSection() {
  const query = useGetPromotionsQuery();
  const [creating, setCreating] = useState(false);
  const promotions = query.data ?? [];
  const count = (status: PromotionStatus) => promotions.filter((p) => p.status === status).length;
  return (
    <PortalSection
      title="Promotions"
      description="Codes shoppers type and offers applied on their own, with how often each was used."
      summary={
        query.data ? (
          <StatCards
            label="Promotion figures"
            items={[
              { label: 'Active', value: count('active') },
              { label: 'Scheduled', value: count('scheduled') },
              { label: 'Paused', value: count('paused') },
            ]}
          />
        ) : null
      }
      toolbar={<Button onClick={() => setCreating(true)}>New promotion</Button>}
    >
      {query.isError && !isFirstLoad(query) ? (
        <ListFailed title="We couldn't load the promotions" query={query} />
      ) : (
        <DataTable
          table={{
            label: 'Promotions',
            columns: COLUMNS,
            minWidth: '72rem',
            empty: 'No promotions yet. New promotion makes a code or an automatic offer.',
          }}
          items={promotions}
          loading={isFirstLoad(query)}
        />
      )}
      {creating ? <PromotionFormDialog onClose={() => setCreating(false)} /> : null}
    </PortalSection>
  );
}
