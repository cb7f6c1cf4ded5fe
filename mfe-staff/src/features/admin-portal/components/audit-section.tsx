import styled from 'styled-components';
import { ROLE_LABELS, type AuditEntry } from '@coffee/contracts';
import { formatDate } from '@coffee/ui';
import { Stacked } from '../../../shared/ui/data-table';
import { PagedTable, usePagedList } from '../../../shared/ui/paged-list';
import { PortalSection } from '../../../shared/ui/portal-section';
import { SearchBox } from '../../../shared/ui/search-box';
import { useGetAuditLogQuery } from '../api/audit-api';

const COLUMNS = ['When', 'Who', 'Action', 'Target', 'What changed'];

/**
 * A cell whose text wraps within its bounds. Staff tables keep rows on one line, but a target
 * (a ticket's subject, 80 characters) and what changed (a reply's first 120) made the table
 * 1500 px wide at 1280, with "What changed" out of sight and no cue. Doubled class: it wins over
 * the table's one-line rule.
 */
const Wrapped = styled.td<{ $min: string; $max?: string; $phone?: string }>`
  && {
    white-space: normal;
    overflow-wrap: anywhere;
    min-width: ${({ $min }) => $min};
    max-width: ${({ $max }) => $max ?? 'none'};
  }
  /* On a phone a column wider than the room beside the pinned one could never be read whole. */
  @media (max-width: 639px) {
    && {
      ${({ $phone }) => ($phone ? `width: ${$phone}; min-width: ${$phone};` : '')}
    }
  }
`;

/**
 * The When column: the date above its time, so it stays narrow. One line each at desktop width
 * (the table's rule); on a phone the pinned column wraps them within its 9rem.
 */
const When = styled.span`
  display: flex;
  flex-direction: column;
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
`;

/** An action's name breaks at its dot ('order.' / 'transition') rather than anywhere. */
const actionWords = (action: string) =>
  action.split('.').flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, `.${part}`]));

function AuditRow({ entry }: { entry: AuditEntry }) {
  const time = new Date(entry.at).toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
  });
  return (
    <tr>
      <th scope="row">
        <When>
          <span>{formatDate(entry.at)}</span> <small>{time}</small>
        </When>
      </th>
      <td>
        <Stacked style={{ minWidth: '9rem' }}>
          <span>{entry.actor.name}</span>
          <span>{ROLE_LABELS[entry.actor.role]}</span>
        </Stacked>
      </td>
      <Wrapped $min="7rem" $max="10rem">
        <code>{actionWords(entry.action)}</code>
      </Wrapped>
      <Wrapped $min="10rem" $max="18rem">
        {entry.target.label ?? `${entry.target.kind} ${entry.target.id}`}
      </Wrapped>
      <Wrapped $min="14rem" $phone="10rem">
        {entry.summary}
      </Wrapped>
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
