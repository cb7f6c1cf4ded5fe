import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { settingsFormSchema } from '@coffee/contracts';
import { bareList, Button, Field, formatDate, Input, Muted } from '@coffee/ui';

const holidaysSchema = settingsFormSchema.shape.holidays;

const Group = styled.div`
  margin-top: 0.5rem;
  h4 {
    font-size: 1rem;
    margin: 0 0 0.5rem;
  }
`;

const Days = styled.ul`
  ${bareList}
  margin-bottom: 0.75rem;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
    padding: 0.3rem 0.3rem 0.3rem 0.8rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const AddRow = styled.div`
  display: flex;
  gap: 0.5rem;
  input {
    max-width: 12rem;
  }
`;

/** '2026-12-25' -> 'December 25, 2026' (a day, not an instant: read in UTC, where it starts). */
const dayLabel = (day: string) => formatDate(`${day}T00:00:00Z`, { utc: true }) || day;

/**
 * The shop's holidays: added one at a time from a date input, each removable by its own button,
 * always in date order. A day is checked with the contract's rules (a real date, once, at most
 * 60) as it is added; the list is saved with the settings form's Save button.
 */
export function HolidaysField({
  holidays,
  error,
  onChange,
}: {
  holidays: string[];
  /** The server's or the form's message for the list. */
  error: string | undefined;
  onChange: (holidays: string[]) => void;
}) {
  const [day, setDay] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const headingId = useId();

  const add = () => {
    if (!day) return;
    // The same rules and messages the service applies to the whole list; it answers it sorted.
    const parsed = holidaysSchema.safeParse([...holidays, day]);
    if (!parsed.success) {
      setAddError(parsed.error.issues[0]?.message ?? 'This day cannot be added');
      return;
    }
    onChange(parsed.data);
    setDay('');
    setAddError(null);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the day rather than submitting the whole form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Group role="group" aria-labelledby={headingId}>
      <h4 id={headingId}>Holidays</h4>
      {holidays.length > 0 ? (
        <Days aria-label="Holidays">
          {holidays.map((holiday) => {
            const label = dayLabel(holiday);
            return (
              <li key={holiday}>
                <time dateTime={holiday}>{label}</time>
                <Button
                  type="button"
                  $variant="ghost"
                  $size="sm"
                  aria-label={`Remove holiday ${label}`}
                  onClick={() => {
                    setAddError(null);
                    onChange(holidays.filter((h) => h !== holiday));
                  }}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </Days>
      ) : (
        <Muted as="p">No holidays: every Monday to Friday is a business day.</Muted>
      )}
      <Field
        label="New holiday"
        hint="A day the shop is closed, on its own clock: subscriptions skip it as a business day"
        error={addError ?? error}
      >
        {(ids) => (
          <AddRow>
            <Input
              {...ids}
              type="date"
              name="holiday"
              value={day}
              $invalid={Boolean(addError ?? error)}
              onChange={(event) => {
                setDay(event.target.value);
                setAddError(null);
              }}
              onKeyDown={onKey}
            />
            <Button type="button" $variant="outline" onClick={add}>
              Add holiday
            </Button>
          </AddRow>
        )}
      </Field>
    </Group>
  );
}
