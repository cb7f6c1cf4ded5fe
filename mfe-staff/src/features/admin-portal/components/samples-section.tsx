import { useState } from 'react';
import styled from 'styled-components';
import { SAMPLE_SIZE, type SamplePoolEntry } from '@coffee/contracts';
import { Button, formatDate } from '@coffee/ui';
import { DataTable, RowActions, type Column } from '../../../shared/ui/data-table';
import { isFirstLoad, ListFailed } from '../../../shared/ui/list-state';
import { PortalSection } from '../../../shared/ui/portal-section';
import { StatCards } from '../../../shared/ui/stat-cards';
import { useGetSamplePoolQuery } from '../api/samples-api';
import { SampleCountDialog } from './sample-count-dialog';

const Name = styled.span`
  font-weight: 600;
  white-space: normal;
`;

/** The coffee's name cell: its Set count button is described by it. */
const nameId = (entry: SamplePoolEntry) => `sample-${entry.productId}`;

function SetCountButton({ entry }: { entry: SamplePoolEntry }) {
  const [open, setOpen] = useState(false);
  return (
    <RowActions>
      <Button
        $size="sm"
        $variant="outline"
        aria-describedby={nameId(entry)}
        onClick={() => setOpen(true)}
      >
        Set count
      </Button>
      {open ? <SampleCountDialog entry={entry} onClose={() => setOpen(false)} /> : null}
    </RowActions>
  );
}

const COLUMNS: Column<SamplePoolEntry>[] = [
  {
    header: 'Coffee',
    rowHeader: true,
    id: nameId,
    // The name alone: beside a picture it would break letter by letter in a phone's pinned column.
    cell: (entry) => <Name>{entry.name}</Name>,
  },
  { header: 'Free to give', cell: (entry) => entry.count },
  { header: 'Held by orders', cell: (entry) => entry.reserved },
  {
    header: 'Last counted',
    cell: (entry) => (entry.updatedAt ? formatDate(entry.updatedAt) : '—'),
  },
  { header: 'Actions', cell: (entry) => <SetCountButton entry={entry} /> },
];

/**
 * The free-sample pool (issue 30, item 4): each coffee's 2 oz samples, one of which goes with
 * every Direct+ order (the fullest pool first, a coffee not in the order when there is one).
 * The admin sets the counted figure; orders take and give back on their own.
 */
export function SamplesSection() {
  const query = useGetSamplePoolQuery();
  const pool = query.data ?? [];
  const free = pool.reduce((sum, entry) => sum + entry.count, 0);
  const held = pool.reduce((sum, entry) => sum + entry.reserved, 0);
  return (
    <PortalSection
      title="Free samples"
      description={`Every Direct+ order gets one ${SAMPLE_SIZE} coffee sample from this pool; when it is empty, orders go out without one.`}
      summary={
        query.data ? (
          <StatCards
            label="Sample pool figures"
            items={[
              { label: 'Coffees with samples', value: pool.filter((e) => e.count > 0).length },
              { label: 'Samples free to give', value: free },
              { label: 'Held by orders', value: held },
            ]}
          />
        ) : null
      }
    >
      {query.isError && !isFirstLoad(query) ? (
        <ListFailed title="We couldn't load the sample pool" query={query} />
      ) : (
        <DataTable
          table={{
            label: 'Sample pool',
            columns: COLUMNS,
            minWidth: '44rem',
            empty: 'No coffees in the catalog yet.',
            rowKey: (entry) => entry.productId,
          }}
          items={pool}
          loading={isFirstLoad(query)}
        />
      )}
    </PortalSection>
  );
}
