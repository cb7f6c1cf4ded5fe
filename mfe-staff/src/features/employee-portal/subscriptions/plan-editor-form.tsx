import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  apiErrorSchema,
  bagSizes,
  MAX_PLAN_BAGS,
  PLAN_KIND_LABELS,
  planKinds,
  type BagSize,
  type PlanKind,
} from '@coffee/contracts';
import { serverVerdict, useToast } from '@coffee/platform';
import { Field, FieldError, media, Select } from '@coffee/ui';
import { FormActions } from '../../../shared/ui/form-actions';
import {
  checkPlan,
  draftOf,
  noPlanErrors,
  planErrorsOf,
  type PlanDraft,
  type PlanErrors,
} from './plan-form';
import { OriginsField } from './plan-origins-field';
import { PicksField } from './plan-picks-field';
import type { CoffeeGroup } from './plan-row-parts';
import { boxText, type PlanRow } from './plan-text';
import { useSavePlanMutation } from './subscription-plans-api';

/** Kind, then the bag size and count side by side (short selects); one row from sm up. */
const Box = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: 1fr 1fr;
  > :first-child {
    grid-column: 1 / -1;
  }
  ${media.sm} {
    grid-template-columns: 2fr 1fr 1fr;
    > :first-child {
      grid-column: auto;
    }
  }
`;

const BAG_COUNTS = Array.from({ length: MAX_PLAN_BAGS }, (_, i) => i + 1);

/** The server's 400 issues by their controls (its message is said over the form as well). */
function refusedErrors(error: unknown): PlanErrors {
  const body = apiErrorSchema.safeParse((error as { data?: unknown } | undefined)?.data);
  return planErrorsOf(body.success ? (body.data.issues ?? []) : []);
}

/**
 * A plan's editor: kind, bag size, bags per box and the chosen kind's coffees, checked with the
 * contract before the PUT; a success is toasted and closes, a refusal stays with its message.
 */
export function PlanForm({
  row,
  groups,
  onClose,
}: {
  row: PlanRow;
  groups: readonly CoffeeGroup[];
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<PlanDraft>(() => draftOf(row.plan));
  const [errors, setErrors] = useState<PlanErrors>(noPlanErrors);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [save, { isLoading }] = useSavePlanMutation();
  const toast = useToast();

  const update = (change: Partial<PlanDraft>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    setRefusal(null);
    // After a first Save, the messages follow the corrections as they are made.
    if (checked) {
      const result = checkPlan(next);
      setErrors(result.ok ? noPlanErrors : result.errors);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const result = checkPlan(draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors(noPlanErrors);
    setRefusal(null);
    try {
      const saved = await save({ productId: row.productId, plan: result.body }).unwrap();
      const next = saved.nextCoffee ? `; next delivery: ${saved.nextCoffee.productName}` : '';
      toast({
        title: 'Plan saved',
        description: `${saved.productName}: ${PLAN_KIND_LABELS[saved.kind]}, ${boxText(saved)}${next}.`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      const verdict = serverVerdict(error);
      setErrors(refusedErrors(error));
      setRefusal(verdict.text);
      toast({
        title: 'Could not save the plan',
        description: verdict.text,
        variant: 'destructive',
      });
    }
  };

  return (
    <form noValidate aria-label="Plan" onSubmit={(e) => void onSubmit(e)}>
      <Box>
        <Field
          label="Kind"
          hint="Only the chosen kind's coffees are saved"
          error={errors.fields.kind}
        >
          {(ids) => (
            <Select
              {...ids}
              value={draft.kind}
              onChange={(e) => update({ kind: e.target.value as PlanKind })}
            >
              {planKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {PLAN_KIND_LABELS[kind]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Bag size" error={errors.fields.bagSize}>
          {(ids) => (
            <Select
              {...ids}
              value={draft.bagSize}
              $invalid={Boolean(errors.fields.bagSize)}
              onChange={(e) => update({ bagSize: e.target.value as BagSize })}
            >
              {bagSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Bags per box" error={errors.fields.bags}>
          {(ids) => (
            <Select
              {...ids}
              value={String(draft.bags)}
              $invalid={Boolean(errors.fields.bags)}
              onChange={(e) => update({ bags: Number(e.target.value) })}
            >
              {BAG_COUNTS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </Box>
      {draft.kind === 'roasters-choice' ? (
        <PicksField
          picks={draft.picks}
          errors={errors}
          groups={groups}
          onChange={(picks) => update({ picks })}
        />
      ) : (
        <OriginsField
          origins={draft.origins}
          errors={errors}
          groups={groups}
          onChange={(origins) => update({ origins })}
        />
      )}
      {refusal ? <FieldError role="alert">{refusal}</FieldError> : null}
      <FormActions
        cancelLabel="Cancel"
        submitLabel="Save Plan"
        busy={isLoading}
        onCancel={onClose}
      />
    </form>
  );
}
