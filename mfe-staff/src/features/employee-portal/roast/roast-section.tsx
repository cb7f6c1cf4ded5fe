import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatKg, formatRoastDate, type RoastPlan } from '@coffee/contracts';
import { errorMessage } from '@coffee/platform';
import { Button, Field, FieldError, Input, Muted, Select } from '@coffee/ui';
import { useStaffRole } from '../../../shared/session/use-staff-role';
import { PortalSection } from '../../../shared/ui/portal-section';
import {
  useGetRoastBatchesQuery,
  useGetRoastPlanQuery,
  useRecordRoastBatchMutation,
} from './roast-api';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: 1.5rem;
  th,
  td {
    text-align: left;
    padding: 0.45rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  @media (max-width: 639px) {
    font-size: 0.85rem;
    th,
    td {
      padding: 0.35rem 0.25rem;
    }
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Form = styled.form`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: end;
  margin-bottom: 1rem;
`;

const kg = (grams: number) => `${formatKg(grams)} kg`;

function PlanTable({ plan }: { plan: RoastPlan }) {
  return (
    <Scroll>
      <Table aria-label={`Roast plan, next ${plan.days.length} roast days`}>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Coffee</th>
            <th scope="col">Bags</th>
            <th scope="col">Needed</th>
            <th scope="col">Covered</th>
            <th scope="col">To roast</th>
          </tr>
        </thead>
        <tbody>
          {plan.days.map((day) => {
            const label = `${formatRoastDate(day.date)}${day.date === plan.today ? ' (today)' : ''}`;
            if (day.lines.length === 0) {
              return (
                <tr key={day.date}>
                  <th scope="row">{label}</th>
                  <td colSpan={5}>
                    <Muted>Nothing to roast</Muted>
                  </td>
                </tr>
              );
            }
            return day.lines.map((line, i) => (
              <tr key={`${day.date}-${line.productId}`}>
                {i === 0 ? (
                  <th scope="row" rowSpan={day.lines.length}>
                    {label}
                  </th>
                ) : null}
                <td>
                  {line.productName}
                  {line.overdueOrders > 0 ? (
                    <Muted as="small">
                      {' '}
                      ({line.overdueOrders} overdue {line.overdueOrders === 1 ? 'order' : 'orders'})
                    </Muted>
                  ) : null}
                </td>
                <td>{line.sizes.map((s) => `${s.bags} x ${s.size}`).join(', ')}</td>
                <td>{kg(line.neededGrams)}</td>
                <td>{kg(line.coveredGrams)}</td>
                <td>
                  <strong>{line.toRoastGrams > 0 ? kg(line.toRoastGrams) : 'None'}</strong>
                </td>
              </tr>
            ));
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}

function RecordBatchForm({
  coffees,
  today,
}: {
  coffees: { id: string; name: string }[];
  today: string;
}) {
  const [productId, setProductId] = useState('');
  const [weight, setWeight] = useState('');
  const [roastedOn, setRoastedOn] = useState(today);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | undefined>();
  const [record, { isLoading }] = useRecordRoastBatchMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(undefined);
    const weightKg = Number(weight.replace(',', '.'));
    if (!productId) return setError('Choose a coffee to record a batch of');
    if (!weight || !Number.isFinite(weightKg))
      return setError('Weight must be between 0.1 and 500 kg');
    try {
      const batch = await record({ productId, weightKg, roastedOn: roastedOn || today }).unwrap();
      setError(undefined);
      setWeight('');
      setSaved(
        `Recorded ${kg(batch.weightGrams)} of ${batch.productName}, roasted ${formatRoastDate(batch.roastedOn)}.`,
      );
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <>
      <Form onSubmit={(e) => void submit(e)} aria-label="Record a batch" noValidate>
        <Field label="Coffee">
          {(ids) => (
            <Select {...ids} value={productId} onChange={(e) => setProductId(e.target.value)}>
              <option value="">Choose a coffee</option>
              {coffees.map((coffee) => (
                <option key={coffee.id} value={coffee.id}>
                  {coffee.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Weight (kg)">
          {(ids) => (
            <Input
              {...ids}
              inputMode="decimal"
              value={weight}
              onChange={(e) => setWeight(e.target.value)}
            />
          )}
        </Field>
        <Field label="Roast date">
          {(ids) => (
            <Input
              {...ids}
              type="date"
              max={today}
              value={roastedOn}
              onChange={(e) => setRoastedOn(e.target.value)}
            />
          )}
        </Field>
        <div style={{ marginBottom: '1rem' }}>
          <Button type="submit" disabled={isLoading}>
            Record batch
          </Button>
        </div>
      </Form>
      {error ? <FieldError role="alert">{error}</FieldError> : null}
      {saved ? <p role="status">{saved}</p> : null}
    </>
  );
}

/** Employee portal: Roast plan tab (the plan, recording a batch, the batches of two weeks). */
export function RoastSection() {
  const { can } = useStaffRole();
  const plan = useGetRoastPlanQuery();
  const batches = useGetRoastBatchesQuery();
  return (
    <PortalSection
      title="Roast plan"
      description="What to roast on each of the next roast days for paid orders not yet shipped, less the roasted coffee on hand."
    >
      {plan.data ? (
        <PlanTable plan={plan.data} />
      ) : plan.isError ? (
        <FieldError role="alert">{errorMessage(plan.error)}</FieldError>
      ) : (
        <Muted>Loading the roast plan…</Muted>
      )}
      <h3>Record a batch</h3>
      {batches.data && can('inventory:adjust') ? (
        <RecordBatchForm coffees={batches.data.coffees} today={batches.data.today} />
      ) : null}
      <h3>Batches of the last two weeks</h3>
      {batches.data ? (
        batches.data.batches.length === 0 ? (
          <Muted>No batches recorded yet.</Muted>
        ) : (
          <Scroll>
            <Table aria-label="Roast batches">
              <thead>
                <tr>
                  <th scope="col">Roasted</th>
                  <th scope="col">Coffee</th>
                  <th scope="col">Weight</th>
                  <th scope="col">Left</th>
                  <th scope="col">By</th>
                </tr>
              </thead>
              <tbody>
                {batches.data.batches.map((batch) => (
                  <tr key={batch.id}>
                    <td>{formatRoastDate(batch.roastedOn)}</td>
                    <td>{batch.productName}</td>
                    <td>{kg(batch.weightGrams)}</td>
                    <td>{kg(batch.remainingGrams)}</td>
                    <td>{batch.recordedBy.name}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        )
      ) : batches.isError ? (
        <FieldError role="alert">{errorMessage(batches.error)}</FieldError>
      ) : (
        <Muted>Loading the batches…</Muted>
      )}
    </PortalSection>
  );
}
