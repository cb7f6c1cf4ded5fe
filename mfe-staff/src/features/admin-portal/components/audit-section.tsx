import { ROLE_LABELS, type AuditEntry } from '@coffee/contracts';
import { formatDate } from '@coffee/ui';
import { Stacked } from '../../../shared/ui/data-table';
import { PagedTable, usePagedList } from '../../../shared/ui/paged-list';
import { PortalSection } from '../../../shared/ui/portal-section';
import { SearchBox } from '../../../shared/ui/search-box';
import { useGetAuditLogQuery } from '../api/audit-api';

const COLUMNS = ['When', 'Who', 'Action', 'Target', 'What changed'];

const when = (iso: string) =>
  `${formatDate(iso)}, ${new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr>
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
  );
}

export function AuditSection() {
  const list = usePagedList();
  const query = useGetAuditLogQuery(list.params);

  return (
    <PortalSection
      title="Audit Log"
      description="Every change staff made, newest first."
      toolbar={
        <SearchBox
          label="Search the audit log"
          placeholder="Search by person, action or target..."
          onSearch={list.search}
        />
      }
    >
      <PagedTable
        list={list}
        query={query}
        failedTitle="We couldn't load the audit log"
        pagerLabel="Audit log pages"
        noun="entries"
        label="Audit log"
        columns={COLUMNS}
        minWidth="50rem"
        empty="No staff actions recorded yet."
      >
        {(entry) => <AuditRow key={entry.id} entry={entry} />}
      </PagedTable>
    </PortalSection>
  );
}
