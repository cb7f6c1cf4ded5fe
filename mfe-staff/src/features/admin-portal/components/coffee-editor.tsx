import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  coffeeProcesses,
  PROCESS_LABELS,
  ROAST_LEVEL_LABELS,
  roastLevels,
  type StaffProductDetail,
} from '@coffee/contracts';
import { serverVerdict, useSchemaForm, useToast } from '@coffee/platform';
import { Button, Field, FieldError, Input, Select, Textarea } from '@coffee/ui';
import { useUpdateProductCoffeeMutation } from '../api/admin-products-api';
import {
  coffeeErrorsOf,
  coffeeFormOf,
  coffeeFormSchema,
  linesOf,
  type CoffeeFormField,
} from '../model/coffee-form';
import { EditorSection } from './editor-section';
import { FieldPair } from '../../../shared/ui/field-pair';

const Chips = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  padding: 0;
  margin: 0 0 0.5rem;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.2rem;
    padding: 0.15rem 0.25rem 0.15rem 0.7rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-size: 0.88rem;
  }
  button {
    border: 0;
    background: none;
    cursor: pointer;
    font-size: 1rem;
    line-height: 1;
    padding: 0.2rem 0.4rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.muted};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const AddNote = styled.div`
  display: flex;
  gap: 0.5rem;
  margin-bottom: 1rem;
`;

const End = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** Flavour notes as chips: typed one at a time (Enter or Add), each removable by its own button. */
function FlavourNotes({
  notes,
  error,
  onChange,
}: {
  notes: string[];
  error: string | undefined;
  onChange: (notes: string[]) => void;
}) {
  const [typed, setTyped] = useState('');
  const id = useId();
  const add = () => {
    const note = typed.trim();
    if (!note) return;
    // The same note twice says nothing more: keep one.
    if (!notes.some((n) => n.toLowerCase() === note.toLowerCase())) onChange([...notes, note]);
    setTyped('');
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} style={{ fontWeight: 600, fontSize: '0.9rem', margin: '0 0 0.3rem' }}>
        Flavour notes
      </p>
      {notes.length > 0 ? (
        <Chips aria-label="Flavour notes">
          {notes.map((note) => (
            <li key={note}>
              {note}
              <button
                type="button"
                aria-label={`Remove flavour note ${note}`}
                onClick={() => onChange(notes.filter((n) => n !== note))}
              >
                ×
              </button>
            </li>
          ))}
        </Chips>
      ) : null}
      <AddNote>
        <Input
          id={`${id}-input`}
          aria-label="New flavour note"
          placeholder="e.g. blueberry"
          value={typed}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          $invalid={Boolean(error)}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onKey}
        />
        <Button type="button" $variant="outline" onClick={add}>
          Add Note
        </Button>
      </AddNote>
      {error ? (
        <FieldError id={`${id}-error`} role="alert" style={{ marginTop: '-0.6rem' }}>
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}

/**
 * The Coffee section of Edit Product: origin, process, roast level, altitude, flavour notes and
 * brew suggestions, checked with the contract's messages and saved on their own.
 */
export function CoffeeEditor({ product }: { product: StaffProductDetail }) {
  const [save, { isLoading }] = useUpdateProductCoffeeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const headingId = useId();
  const { values, errors, change, submit, setErrors } = useSchemaForm(
    coffeeFormSchema,
    coffeeFormOf(product),
    (coffee) => void send(coffee),
  );

  const send = async (coffee: Parameters<typeof save>[0]['coffee']) => {
    setFailure(null);
    try {
      const saved = await save({ id: product.id, coffee }).unwrap();
      toast({
        title: 'Coffee details saved',
        description: `${saved.name} shows them on its page.`,
        variant: 'success',
      });
    } catch (error) {
      const verdict = serverVerdict(error);
      const issues = (error as { data?: { issues?: unknown } }).data?.issues;
      const fields = verdict.status === 400 && Array.isArray(issues) ? coffeeErrorsOf(issues) : {};
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(verdict.text);
      toast({
        title: 'Could not save the coffee details',
        description: verdict.text,
        variant: 'destructive',
      });
    }
  };

  const text = (field: CoffeeFormField, label: string, extra: Record<string, string> = {}) => (
    <Field label={label} error={errors[field]}>
      {(ids) => (
        <Input
          {...ids}
          {...extra}
          name={field}
          value={values[field]}
          $invalid={Boolean(errors[field])}
          onChange={(e) => change(field)(e.target.value)}
        />
      )}
    </Field>
  );
  const choice = (
    field: 'roastLevel' | 'process',
    label: string,
    options: readonly string[],
    labels: Record<string, string>,
  ) => (
    <Field label={label} error={errors[field]}>
      {(ids) => (
        <Select
          {...ids}
          name={field}
          value={values[field]}
          $invalid={Boolean(errors[field])}
          onChange={(e) => change(field)(e.target.value)}
        >
          <option value="">Not said</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {labels[o]}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );

  return (
    <EditorSection
      labelledBy={headingId}
      title="Coffee"
      intro="What the product page tells a coffee drinker: where it grew, how it was processed and roasted, and how it tastes."
    >
      <form noValidate aria-labelledby={headingId} onSubmit={submit}>
        <FieldPair>
          {text('country', 'Origin country')}
          {text('region', 'Region')}
        </FieldPair>
        <FieldPair>
          {choice('roastLevel', 'Roast level', roastLevels, ROAST_LEVEL_LABELS)}
          {choice('process', 'Process', coffeeProcesses, PROCESS_LABELS)}
        </FieldPair>
        <FieldPair>
          {text('altitudeMin', 'Altitude from (m)', { inputMode: 'numeric' })}
          {text('altitudeMax', 'Altitude to (m)', { inputMode: 'numeric' })}
        </FieldPair>
        <FlavourNotes
          notes={linesOf(values.flavorNotes)}
          error={errors.flavorNotes}
          onChange={(notes) => change('flavorNotes')(notes.join('\n'))}
        />
        <Field
          label="Brew suggestions"
          hint="One per line, e.g. Pour-over: 15 g to 250 g water at 94 °C"
          error={errors.brewSuggestions}
        >
          {(ids) => (
            <Textarea
              {...ids}
              name="brewSuggestions"
              value={values.brewSuggestions}
              $invalid={Boolean(errors.brewSuggestions)}
              onChange={(e) => change('brewSuggestions')(e.target.value)}
            />
          )}
        </Field>
        {failure ? <FieldError role="alert">{failure}</FieldError> : null}
        <End>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Saving…' : 'Save Coffee Details'}
          </Button>
        </End>
      </form>
    </EditorSection>
  );
}
