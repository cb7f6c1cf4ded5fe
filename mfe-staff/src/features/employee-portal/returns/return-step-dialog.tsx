import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  formatCents,
  parseCents,
  returnStepSchema,
  type ReturnStepInput,
  type StaffReturn,
} from '@coffee/contracts';
import { Dialog, Field, Input, Select, Textarea } from '@coffee/ui';
import { useReportedChange } from '../../../shared/api/use-reported-change';
import { FormActions } from '../../../shared/ui/form-actions';
import { useTakeReturnStepMutation } from './returns-api';

export type DialogStep = 'refuse' | 'receive' | 'refund';

const TITLES: Record<DialogStep, { title: string; submit: string; done: string }> = {
  refuse: { title: 'Refuse return', submit: 'Refuse Return', done: 'refused' },
  receive: { title: 'Mark return received', submit: 'Mark Received', done: 'received' },
  refund: { title: 'Refund return', submit: 'Refund', done: 'refunded' },
};

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 5.5rem;
  gap: 0.75rem;
  align-items: center;
  margin-bottom: 0.5rem;
  label {
    overflow-wrap: anywhere;
  }
`;

/** The smaller of the suggested refund and what the order has left (cents). */
const defaultRefund = (ret: StaffReturn) =>
  Math.min(parseCents(ret.suggestedRefund) ?? 0, parseCents(ret.refundable) ?? 0);

/**
 * The steps that ask something first: why a return is refused (the customer reads it), how many
 * of each line that came back can be sold again, and how much to refund (the full suggested
 * refund, or part of it; never more than the order has left).
 */
export function ReturnStepDialog({
  ret,
  step,
  onClose,
}: {
  ret: StaffReturn;
  step: DialogStep;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState(formatCents(defaultRefund(ret)));
  const sentBack = ret.lines.filter((line) => !line.tasteGuarantee);
  const [resellable, setResellable] = useState<Record<string, number>>(() =>
    Object.fromEntries(sentBack.map((line) => [line.itemId, line.quantity])),
  );
  const [error, setError] = useState<string | undefined>();
  const [take, state] = useTakeReturnStepMutation();
  const report = useReportedChange();
  const text = TITLES[step];

  const body = (): ReturnStepInput =>
    step === 'refuse'
      ? { step, reason }
      : step === 'receive'
        ? {
            step,
            lines: sentBack.map((line) => ({
              itemId: line.itemId,
              resellable: resellable[line.itemId] ?? 0,
            })),
          }
        : { step, amount };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = returnStepSchema.safeParse(body());
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    const done = await report(
      () => take({ returnId: ret.id, step: body() }).unwrap(),
      (saved) => ({
        title: 'Return updated',
        description: `The return for order ${saved.orderNumber} is ${text.done}.`,
      }),
      'Could not update the return',
    );
    if (done) onClose();
  };

  return (
    <Dialog title={text.title} onClose={onClose} busy={state.isLoading}>
      <p>
        Order {ret.orderNumber}, {ret.customerName}:{' '}
        {ret.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}.
      </p>
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={text.title}>
        {step === 'refuse' ? (
          <Field
            label="Reason"
            error={error}
            hint="The customer reads it in the mail and on the order"
          >
            {(ids) => (
              <Textarea
                {...ids}
                rows={3}
                maxLength={500}
                value={reason}
                $invalid={Boolean(error)}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </Field>
        ) : null}
        {step === 'receive' ? (
          <fieldset>
            <legend>How many can be sold again? They go back in stock.</legend>
            {sentBack.map((line) => {
              const id = `resellable-${line.itemId}`;
              return (
                <Row key={line.itemId}>
                  <label htmlFor={id}>{line.name}</label>
                  <Select
                    id={id}
                    value={resellable[line.itemId] ?? 0}
                    onChange={(e) =>
                      setResellable((r) => ({ ...r, [line.itemId]: Number(e.target.value) }))
                    }
                  >
                    {Array.from({ length: line.quantity + 1 }, (_, n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </Select>
                </Row>
              );
            })}
            {error ? <p role="alert">{error}</p> : null}
          </fieldset>
        ) : null}
        {step === 'refund' ? (
          <Field
            label="Amount to refund ($)"
            error={error}
            hint={`Suggested $${ret.suggestedRefund} (items and their tax); $${ret.refundable} left on the order`}
          >
            {(ids) => (
              <Input
                {...ids}
                inputMode="decimal"
                value={amount}
                $invalid={Boolean(error)}
                onChange={(e) => setAmount(e.target.value)}
              />
            )}
          </Field>
        ) : null}
        <FormActions
          cancelLabel="Back"
          submitLabel={text.submit}
          busy={state.isLoading}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
