import { useState } from 'react';
import styled from 'styled-components';
import {
  CATEGORY_TITLES,
  PROMOTION_FIELD_MESSAGES,
  PROMOTION_STATUS_LABELS,
  productCategories,
  promotionKinds,
  type NewPromotion,
  type Promotion,
} from '@coffee/contracts';
import { serverVerdict, useSchemaForm, useToast } from '@coffee/platform';
import { CheckboxRow, Dialog, Field, FieldError, FieldHint, Input, media } from '@coffee/ui';
import { FieldPair } from '../../../shared/ui/field-pair';
import { FormActions } from '../../../shared/ui/form-actions';
import { useCreatePromotionMutation } from '../api/promotions-api';
import {
  categoriesOf,
  emptyPromotionForm,
  PROMOTION_KIND_LABELS,
  promotionBody,
  promotionFormSchema,
  withCategory,
  type PromotionFormField,
} from '../model/promotion-form';

const Choices = styled.fieldset<{ $columns?: boolean }>`
  border: 0;
  padding: 0;
  margin: 0 0 1rem;
  display: grid;
  gap: 0.4rem 1.25rem;
  legend {
    font-weight: 600;
    font-size: 0.9rem;
    margin-bottom: 0.3rem;
  }
  ${media.sm} {
    grid-template-columns: ${({ $columns }) => ($columns ? '1fr 1fr' : '1fr')};
  }
  /* A hint or an error spans the choices' columns. */
  > p {
    grid-column: 1 / -1;
  }
`;

/** "Fall sale (code FALL10) is active.": what the admin made, and whether shoppers have it now. */
const createdText = (saved: Promotion) => {
  const which = saved.code ? `(code ${saved.code})` : '(automatic)';
  return `${saved.name} ${which} is ${PROMOTION_STATUS_LABELS[saved.status].toLowerCase()}.`;
};

/**
 * New promotion: every field of the contract, checked with its messages before anything is
 * sent; the server's refusals (a 400's fields, a code another promotion has) by their fields.
 */
export function PromotionFormDialog({ onClose }: { onClose: () => void }) {
  const [create, { isLoading }] = useCreatePromotionMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const { values, errors, change, submit, setErrors } = useSchemaForm(
    promotionFormSchema,
    emptyPromotionForm,
    (parsed) => void save(parsed),
  );

  const save = async (parsed: NewPromotion) => {
    setFailure(null);
    try {
      const saved = await create(promotionBody(parsed)).unwrap();
      toast({ title: 'Promotion created', description: createdText(saved), variant: 'success' });
      onClose();
    } catch (error) {
      const verdict = serverVerdict(error);
      // The 409 is about one field: it belongs by the code, like a 400's messages by theirs.
      const fields =
        verdict.text === PROMOTION_FIELD_MESSAGES.codeTaken
          ? { code: verdict.text }
          : verdict.fields;
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(verdict.text);
      toast({
        title: 'Could not create the promotion',
        description: verdict.text,
        variant: 'destructive',
      });
    }
  };

  const text = (
    field: PromotionFormField,
    label: string,
    extra: Record<string, string> = {},
    hint?: string,
    error: string | undefined = errors[field],
  ) => (
    <Field label={label} error={error} hint={hint}>
      {(ids) => (
        <Input
          {...ids}
          {...extra}
          name={field}
          value={values[field]}
          $invalid={Boolean(error)}
          onChange={(e) => change(field)(e.target.value)}
        />
      )}
    </Field>
  );
  const ticked = categoriesOf(values);

  return (
    <Dialog wide title="New promotion" onClose={onClose} busy={isLoading}>
      <form noValidate onSubmit={submit} aria-label="New promotion">
        {text('name', 'Name')}
        {text(
          'code',
          'Code',
          { autoCapitalize: 'characters', spellCheck: 'false' },
          'Leave empty for an automatic promotion: it applies to every cart it fits, no code needed.',
        )}
        <Choices>
          <legend>What it takes off</legend>
          {promotionKinds.map((kind) => (
            <CheckboxRow key={kind}>
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={values.kind === kind}
                onChange={() => change('kind')(kind)}
              />
              {PROMOTION_KIND_LABELS[kind]}
            </CheckboxRow>
          ))}
          {errors.kind ? <FieldError role="alert">{errors.kind}</FieldError> : null}
        </Choices>
        {values.kind === 'percent'
          ? text('percentOff', 'Percent off (%)', { inputMode: 'numeric' })
          : null}
        {values.kind === 'fixed'
          ? text('amountOff', 'Amount off (USD)', { inputMode: 'decimal' })
          : null}
        <Choices $columns>
          <legend>Limited to categories</legend>
          {productCategories.map((slug) => (
            <CheckboxRow key={slug}>
              <input
                type="checkbox"
                name="categories"
                value={slug}
                checked={ticked.includes(slug)}
                onChange={(e) => change('categories')(withCategory(values, slug, e.target.checked))}
              />
              {CATEGORY_TITLES[slug]}
            </CheckboxRow>
          ))}
          <FieldHint>None ticked and no products named: the whole order.</FieldHint>
        </Choices>
        {/* The scope's messages (an id that is not a product's) come keyed by the scope. */}
        {text(
          'productIds',
          'Product ids (optional)',
          { spellCheck: 'false' },
          'Separated by commas; a cart line of any of them is covered too.',
          errors.scope ?? errors.productIds,
        )}
        <Choices>
          <legend>Who can use it</legend>
          <CheckboxRow>
            <input
              type="checkbox"
              name="membersOnly"
              checked={values.membersOnly === 'true'}
              onChange={(e) => change('membersOnly')(String(e.target.checked))}
            />
            Direct+ members only
          </CheckboxRow>
        </Choices>
        {text(
          'minSubtotal',
          'Minimum subtotal (USD)',
          { inputMode: 'decimal' },
          'Spent on the items it covers. Empty: no minimum.',
        )}
        <FieldPair>
          {text(
            'startsAt',
            'Starts',
            { type: 'datetime-local' },
            'Empty: at once. Your own clock.',
          )}
          {text('endsAt', 'Ends', { type: 'datetime-local' }, 'Empty: it does not end.')}
        </FieldPair>
        <FieldPair>
          {text('maxUses', 'Total uses', { inputMode: 'numeric' }, 'Empty: no limit.')}
          {text(
            'maxUsesPerCustomer',
            'Uses per customer',
            { inputMode: 'numeric' },
            'Empty: no limit.',
          )}
        </FieldPair>
        {failure ? <FieldError role="alert">{failure}</FieldError> : null}
        <FormActions
          cancelLabel="Cancel"
          submitLabel="Create promotion"
          busy={isLoading}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
