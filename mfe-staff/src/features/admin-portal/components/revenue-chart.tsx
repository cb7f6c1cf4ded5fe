import { useId } from 'react';
import styled from 'styled-components';
import type { AdminDashboard } from '@coffee/contracts';
import { formatPrice, cardSurface } from '@coffee/ui';

const W = 600;
const H = 160;
const PAD = 4;

const Figure = styled.figure`
  margin: 0 0 1.5rem;
  padding: 1rem;
  ${cardSurface}
  figcaption {
    font-weight: 700;
    margin-bottom: 0.5rem;
  }
  svg {
    width: 100%;
    height: auto;
    display: block;
  }
  rect {
    fill: ${({ theme }) => theme.colors.primary};
  }
  details {
    margin-top: 0.5rem;
    font-size: 0.85rem;
  }
  table {
    border-collapse: collapse;
    margin-top: 0.4rem;
  }
  td,
  th {
    padding: 0.15rem 0.75rem 0.15rem 0;
    text-align: left;
  }
`;

/** A short date for the chart's text: 'Nov 27'. The day is the store's (time zone applied). */
const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

/**
 * Daily revenue of the last 30 days as bars: a glance shows the trend. The svg names itself
 * with a one-line summary; the table under it has every figure for those who would rather read.
 */
export function RevenueChart({ daily }: { daily: AdminDashboard['daily'] }) {
  const id = useId();
  const values = daily.map((d) => Number(d.revenue));
  const max = Math.max(...values, 0);
  const total = values.reduce((a, b) => a + b, 0);
  const best = daily[values.indexOf(max)];
  const slot = daily.length ? (W - PAD * 2) / daily.length : 0;
  const summary = daily.length
    ? `${formatPrice(total)} over ${daily.length} days; the best day ${best ? `${dayLabel(best.date)} with ${formatPrice(max)}` : ''}.`
    : 'No revenue yet.';

  return (
    <Figure>
      <figcaption id={`${id}-caption`}>Daily revenue, last 30 days</figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-caption ${id}-summary`}
        data-testid="revenue-chart"
      >
        <desc id={`${id}-summary`}>{summary}</desc>
        {daily.map((day, i) => {
          const h = max > 0 ? ((values[i] ?? 0) / max) * (H - PAD * 2) : 0;
          return (
            <rect
              key={day.date}
              x={PAD + i * slot + slot * 0.15}
              y={H - PAD - h}
              width={slot * 0.7}
              height={h}
              rx={2}
            >
              <title>{`${dayLabel(day.date)}: ${formatPrice(day.revenue)}, ${day.orders} orders`}</title>
            </rect>
          );
        })}
      </svg>
      <details>
        <summary>Show the figures</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Revenue</th>
              <th scope="col">Orders</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.date}>
                <td>{dayLabel(day.date)}</td>
                <td>{formatPrice(day.revenue)}</td>
                <td>{day.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Figure>
  );
}
