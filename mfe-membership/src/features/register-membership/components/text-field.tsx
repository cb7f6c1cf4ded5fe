import { Field, Input } from '@coffee/ui';

/** One labelled input of these forms, its error by it. */
export function TextField({
  label,
  value,
  error,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text' | 'email';
}) {
  return (
    <Field label={label} error={error}>
      {(ids) => (
        <Input
          {...ids}
          type={type}
          value={value}
          autoComplete={autoComplete}
          inputMode={inputMode}
          $invalid={Boolean(error)}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
