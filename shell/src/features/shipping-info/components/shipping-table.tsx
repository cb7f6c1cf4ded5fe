import styled from 'styled-components';
import { media } from '@coffee/ui';
import { shippingMethods } from '../shipping-methods';

/** A real table from md up; on phones each row becomes a labelled card (no sideways scrolling). */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 0.75rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  th,
  td {
    text-align: left;
    padding: 0.85rem 1rem;
  }
  /* Visually hidden, not display: none, so screen readers still pair cells with their headers. */
  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
  tr {
    display: block;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    margin-bottom: 0.75rem;
    background: ${({ theme }) => theme.colors.surface};
  }
  tbody th {
    display: block;
    font-size: 1.05rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.5rem 1rem;
  }
  td::before {
    content: attr(data-label);
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  td span {
    text-align: right;
  }
  .member {
    color: ${({ theme }) => theme.colors.success};
    font-weight: 700;
  }

  ${media.md} {
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    thead {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
      display: table-header-group;
      background: ${({ theme }) => theme.colors.surfaceAlt};
    }
    tr {
      display: table-row;
      border: none;
      border-radius: 0;
      margin: 0;
    }
    tbody tr + tr {
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody th {
      display: table-cell;
      font-size: 1rem;
      border: none;
    }
    td {
      display: table-cell;
      padding: 0.85rem 1rem;
    }
    td::before {
      content: none;
    }
    td span {
      text-align: left;
    }
  }
`;

export function ShippingTable() {
  return (
    // Explicit roles keep the table semantics that `display: block` drops in some screen readers.
    <Table role="table">
      <caption>Shipping methods and rates (US dollars)</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            Method
          </th>
          <th scope="col" role="columnheader">
            Delivery time
          </th>
          <th scope="col" role="columnheader">
            Price
          </th>
          <th scope="col" role="columnheader">
            Direct+ members
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {shippingMethods.map((row) => (
          <tr key={row.id} role="row">
            <th scope="row" role="rowheader">
              {row.method}
            </th>
            <td role="cell" data-label="Delivery time">
              <span>{row.deliveryTime}</span>
            </td>
            <td role="cell" data-label="Price">
              <span>{row.price}</span>
            </td>
            <td role="cell" data-label="Direct+ members">
              <span className="member">{row.directPlusPrice}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
