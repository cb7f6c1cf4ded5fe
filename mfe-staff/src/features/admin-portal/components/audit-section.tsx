import styled from 'styled-components';
import { ROLE_LABELS, type AuditEntry } from '@coffee/contracts';
import { formatDate } from '@coffee/ui';
import { Stacked, type Column } from '../../../shared/ui/data-table';
import { ListSection, type ListTexts } from '../../../shared/ui/list-section';
import { usePagedList } from '../../../shared/ui/paged-list';
import { useGetAuditLogQuery } from '../api/audit-api';

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

const time = (at: string) =>
  new Date(at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * Action, target and what changed wrap within their bounds: one line each made the table 1500 px
 * wide at 1280, with "What changed" out of sight and no cue. On a phone what changed keeps 10rem,
 * so it reads whole beside the pinned column.
 */
const COLUMNS: Column<AuditEntry>[] = [
  {
    header: 'When',
    rowHeader: true,
    cell: (entry) => (
      <When>
        <span>{formatDate(entry.at)}</span> <small>{time(entry.at)}</small>
      </When>
    ),
  },
  {
    header: 'Who',
    cell: (entry) => (
      <Stacked style={{ minWidth: '9rem' }}>
        <span>{entry.actor.name}</span>
        <span>{ROLE_LABELS[entry.actor.role]}</span>
      </Stacked>
    ),
  },
  {
    header: 'Action',
    wrap: { min: '7rem', max: '10rem' },
    cell: (entry) => <code>{actionWords(entry.action)}</code>,
  },
  {
    header: 'Target',
    wrap: { min: '10rem', max: '18rem' },
    cell: (entry) => entry.target.label ?? `${entry.target.kind} ${entry.target.id}`,
  },
  {
    header: 'What changed',
    wrap: { min: '14rem', phone: '10rem' },
    cell: (entry) => entry.summary,
  },
];

/** What the tab says around its rows. */
const TEXTS: ListTexts = {
  title: 'Audit Log',
  description: 'Every change staff made, newest first.',
  searchLabel: 'Search the audit log',
  searchPlaceholder: 'Search by person, action or target...',
  failedTitle: "We couldn't load the audit log",
  pagerLabel: 'Audit log pages',
  noun: 'entries',
};

export function AuditSection() {
  const list = usePagedList();
  const query = useGetAuditLogQuery(list.params);

  return (
    <ListSection
      texts={TEXTS}
      list={list}
      query={query}
      table={{
        label: 'Audit log',
        columns: COLUMNS,
        minWidth: '50rem',
        empty: 'No staff actions recorded yet.',
      }}
    />
  );
}
