import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  apiErrorSchema,
  fieldErrors,
  settingsFormSchema,
  type SettingsField,
  type SettingsFormValues,
  type StoreSettings,
} from '@coffee/contracts';
import { errorMessage, useToast } from '@coffee/platform';
import {
  Button,
  Field,
  FieldError,
  formatDate,
  formatPrice,
  Input,
  Muted,
  Spinner,
  spreadRow,
  cardSurface,
} from '@coffee/ui';
import { useUpdateAdminSettingsMutation } from '../api/update-admin-settings';
import { FieldPair } from '../../../shared/ui/field-pair';
import { HolidaysField } from './holidays-field';

const FIELDS = Object.keys(settingsFormSchema.shape) as SettingsField[];
type FieldErrors = Partial<Record<SettingsField, string>>;
/** The fields typed as text (the holidays are a list with its own controls). */
type TextField = Exclude<SettingsField, 'holidays'>;

const Form = styled.form`
  ${cardSurface}
  padding: 1.25rem;
  max-width: 44rem;
  fieldset {
    border: 0;
    padding: 0;
    margin: 0 0 0.5rem;
  }
  legend {
    font-weight: 700;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.1rem;
    margin-bottom: 0.75rem;
  }
`;

const Prices = styled.section`
  margin: 0 0 1.25rem;
  h3 {
    font-size: 1.1rem;
    margin: 0 0 0.75rem;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
    gap: 0.75rem;
    margin: 0 0 0.75rem;
  }
  dl > div {
    padding: 0.6rem 0.8rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0.2rem 0 0;
    font-weight: 700;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    font-size: 0.9rem;
  }
`;

const Footer = styled.div`
  ${spreadRow()}
  gap: 0.75rem;
  margin-top: 0.5rem;
  p {
    margin: 0;
    font-size: 0.85rem;
  }
`;

function fromSettings(s: StoreSettings): SettingsFormValues {
  return { timezone: s.timezone, holidays: s.holidays };
}

/** The server's 400 issues, placed on their fields; anything else becomes the form's message. */
function serverErrors(error: unknown): { fields: FieldErrors; message: string | null } {
  const body = apiErrorSchema.safeParse((error as { data?: unknown } | undefined)?.data);
  const fields: FieldErrors = fieldErrors(body.success ? (body.data.issues ?? []) : []);
  const onAField = FIELDS.some((field) => fields[field]);
  return { fields, message: onAField ? null : errorMessage(error, 'Could not save the settings.') };
}

export function SettingsForm({ settings }: { settings: StoreSettings }) {
  const [values, setValues] = useState<SettingsFormValues>(() => fromSettings(settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { isLoading }] = useUpdateAdminSettingsMutation();
  const toast = useToast();

  const set = (field: TextField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const setHolidays = (holidays: string[]) => {
    setValues((v) => ({ ...v, holidays }));
    setErrors((e) => ({ ...e, holidays: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    // The service's own rules and messages; it parses the same texts again.
    const parsed = settingsFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const saved = await save(values).unwrap();
      setValues(fromSettings(saved));
      toast({
        title: 'Settings saved',
        description: 'The store settings have been updated.',
        variant: 'success',
      });
    } catch (error) {
      const { fields, message } = serverErrors(error);
      setErrors(fields);
      setFormError(message);
      if (message)
        toast({ title: 'Could not save settings', description: message, variant: 'destructive' });
    }
  };

  const input =
    (field: TextField, extra: Record<string, string> = {}) =>
    (ids: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => (
      <Input
        {...ids}
        {...extra}
        name={field}
        value={values[field]}
        onChange={set(field)}
        $invalid={Boolean(errors[field])}
      />
    );

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Store settings">
      {/* What members are charged, read from the membership service's price table: shown here,
          not set here (a copy an admin could edit changed nothing anyone paid). */}
      <Prices aria-labelledby="direct-plus-prices">
        <h3 id="direct-plus-prices">Direct+ pricing</h3>
        <dl>
          <div>
            <dt>Monthly</dt>
            <dd>{formatPrice(settings.directPlusMonthlyPrice)} a month</dd>
          </div>
          <div>
            <dt>Annual</dt>
            <dd>{formatPrice(settings.directPlusAnnualPrice)} a year</dd>
          </div>
          <div>
            <dt>Currency</dt>
            <dd>{settings.currency}</dd>
          </div>
        </dl>
        <Muted as="p">
          What members are charged, as the payment page shows it: the membership service&apos;s
          price table. It changes with a release of that service, not here.
        </Muted>
      </Prices>
      <fieldset>
        <legend>Store</legend>
        <FieldPair>
          <Field
            label="Timezone"
            hint="IANA time zone, e.g. America/New_York: the dashboard's days"
            error={errors.timezone}
          >
            {input('timezone', { autoComplete: 'off' })}
          </Field>
        </FieldPair>
        <HolidaysField holidays={values.holidays} error={errors.holidays} onChange={setHolidays} />
      </fieldset>
      {formError ? <FieldError role="alert">{formError}</FieldError> : null}
      <Footer>
        <Muted as="p">
          {settings.updatedAt
            ? `Last saved ${formatDate(settings.updatedAt)}`
            : 'Using the default settings: not saved yet'}
        </Muted>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? <Spinner $size={16} label="Saving" /> : null}
          Save Settings
        </Button>
      </Footer>
    </Form>
  );
}
