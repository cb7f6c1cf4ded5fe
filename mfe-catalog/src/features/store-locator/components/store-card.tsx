import styled from 'styled-components';
import { weekdays, type Store, type Weekday } from '@coffee/contracts';
import { Badge, spreadRow, cardSurface } from '@coffee/ui';

const Card = styled.article`
  display: grid;
  gap: 0.6rem;
  padding: 1.25rem;
  ${cardSurface}
  box-shadow: ${({ theme }) => theme.shadows.sm};
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  address {
    font-style: normal;
    line-height: 1.5;
  }
  p {
    margin: 0;
  }
`;

const Head = styled.div`
  ${spreadRow()}
  gap: 0.5rem;
`;

const Week = styled.details`
  font-size: 0.9rem;
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.25rem 1rem;
    margin: 0.6rem 0 0;
  }
  dt {
    text-transform: capitalize;
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const clock = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const hour = h % 24;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(m).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
};
const dayHours = (store: Store, day: Weekday) => {
  const hours = store.hours[day];
  return hours ? `${clock(hours.open)} – ${clock(hours.close)}` : 'Closed';
};

/** One shop: address, phone, whether it is open now on its own clocks, today's and the week's hours. */
export function StoreCard({ store }: { store: Store }) {
  const headingId = `store-${store.id}`;
  return (
    <Card aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{store.name}</h2>
        <Badge $tone={store.openNow ? 'success' : 'neutral'}>
          {store.openNow ? 'Open now' : 'Closed now'}
        </Badge>
      </Head>
      <address>
        {store.address}
        <br />
        {store.city}, {store.state} {store.zipCode}
      </address>
      <p>
        <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a>
      </p>
      <p>
        <strong>Today:</strong> {store.hoursToday}
      </p>
      <Week>
        <summary>All opening hours</summary>
        <dl>
          {weekdays.map((day) => (
            <div key={day} style={{ display: 'contents' }}>
              <dt>{day}</dt>
              <dd>{dayHours(store, day)}</dd>
            </div>
          ))}
        </dl>
      </Week>
    </Card>
  );
}
