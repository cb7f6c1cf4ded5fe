import { useState } from 'react';
import { ROLE_LABELS, STAFF_PAGE_SIZE } from '@coffee/contracts';
import { formatDate, Skeleton, Pager } from '@coffee/ui';
import { DataTable, MessageRow, Stacked } from '../../../shared/ui/data-table';
import { isFirstLoad, ListFailed } from '../../../shared/ui/list-state';
import { PortalSection } from '../../../shared/ui/portal-section';
import { SearchBox } from '../../../shared/ui/search-box';
import { useGetAuditLogQuery } from '../api/audit-api';

const COLUMNS = ['When', 'Who', 'Action', 'Target', 'What changed'];

const when = (iso: string) =>
  `${formatDate(iso)}, ${new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;

export function AuditSection() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useGetAuditLogQuery({ q, page, pageSize: STAFF_PAGE_SIZE });
  const loading = isFirstLoad(query);
  const entries = query.data?.items ?? [];

  let body;
  if (loading)
    body = Array.from({ length: 4 }, (_, i) => (
      <tr key={i} aria-hidden="true">
        <td colSpan={COLUMNS.length}>
          <Skeleton $h="1.6rem" />
        </td>
      </tr>
    ));
  else if (entries.length === 0)
    body = <MessageRow colSpan={COLUMNS.length}>No staff actions recorded yet.</MessageRow>;
  else
    body = entries.map((entry) => (
      <tr key={entry.id}>
        <th scope="row">{when(entry.at)}</th>
        <td>
          <Stacked>
            <span>{entry.actor.name}</span>
            <span>{ROLE_LABELS[entry.actor.role]}</span>
          </Stacked>
        </td>
        <td>
          <code>{entry.action}</code>
        </td>
        <td>{entry.target.label ?? `${entry.target.kind} ${entry.target.id}`}</td>
        <td style={{ whiteSpace: 'normal', minWidth: '14rem' }}>{entry.summary}</td>
      </tr>
    ));

  return (
    <PortalSection
      title="Audit Log"
      description="Every change staff made, newest first."
      toolbar={
        <SearchBox
          label="Search the audit log"
          placeholder="Search by person, action or target..."
          onSearch={(text) => {
            setQ(text);
            setPage(1);
          }}
        />
      }
    >
      {query.isError && !loading ? (
        <ListFailed title="We couldn't load the audit log" query={query} />
      ) : (
        <>
          <DataTable label="Audit log" columns={COLUMNS} minWidth="50rem" busy={loading}>
            {body}
          </DataTable>
          <Pager
            label="Audit log pages"
            noun="entries"
            page={page}
            pageSize={STAFF_PAGE_SIZE}
            total={query.data?.total ?? null}
            onPage={setPage}
          />
        </>
      )}
    </PortalSection>
  );
}
