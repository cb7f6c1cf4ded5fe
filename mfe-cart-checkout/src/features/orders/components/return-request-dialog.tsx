import { useState } from 'react';
import styled from 'styled-components';
import {
  lineName,
  RETURN_REASON_LABELS,
  returnReasons,
  returnRequestSchema,
  type Order,
  type OrderReturns,
  type ReturnReason,
  type ReturnRequest,
  type ReturnResolution,
} from '@coffee/contracts';
import {
  Button,
  Dialog,
  DialogActions,
  Field,
  FieldError,
  FieldHint,
  Select,
  Spinner,
  Textarea,
} from '@coffee/ui';

const Lines = styled.fieldset`
  border: 0;
  margin: 0 0 1rem;
  padding: 0;
  legend {
    font-weight: 600;
    font-size: 0.9rem;
    margin-bottom: 0.4rem;
  }
`;

const Line = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 5.5rem;
  gap: 0.5rem 0.75rem;
  align-items: center;
  padding: 0.55rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  label {
    font-size: 0.95rem;
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
  select {
    min-height: 2.75rem;
  }
`;

const Choice = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  margin: 0.35rem 0;
  input {
    margin-top: 0.25rem;
  }
`;

export type ReturnRequestValue = ReturnRequest;

/**
 * 'Request a return': how many of each returnable line (0 leaves it out), why, and for coffee
 * alone a refund or a fresh bag (the taste guarantee). The contract's schema checks it before
 * it is sent; the service's message shows when it refuses.
 */
export function ReturnRequestDialog({
  order,
  returns,
  busy,
  error,
  onSubmit,
  onClose,
}: {
  order: Order;
  returns: OrderReturns;
  busy: boolean;
  error: string | null;
  onSubmit: (value: ReturnRequestValue) => void;
  onClose: () => void;
}) {
  const left = new Map(returns.lines.map((line) => [line.itemId, line]));
  const items = order.items.filter((item) => (left.get(item.id)?.returnable ?? 0) > 0);
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    items.length === 1 && items[0] ? { [items[0].id]: 1 } : {},
  );
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [comment, setComment] = useState('');
  const [resolution, setResolution] = useState<ReturnResolution>('refund');
  const [problem, setProblem] = useState<string | null>(null);

  const chosen = items.filter((item) => (quantities[item.id] ?? 0) > 0);
  const coffeeOnly =
    chosen.length > 0 && chosen.every((item) => left.get(item.id)?.tasteGuarantee === true);

  const submit = () => {
    const body = {
      lines: chosen.map((item) => ({ itemId: item.id, quantity: quantities[item.id] ?? 0 })),
      reason,
      ...(comment.trim() ? { comment } : {}),
      resolution: coffeeOnly ? resolution : 'refund',
    };
    const parsed = returnRequestSchema.safeParse(body);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please check the form');
      return;
    }
    setProblem(null);
    onSubmit(parsed.data);
  };

  return (
    <Dialog
      title="Request a return"
      description={
        <p>
          Choose what you want to return from order {order.orderNumber}. Coffee is covered by our
          taste guarantee: you do not send it back.
        </p>
      }
      busy={busy}
      onClose={onClose}
    >
      <Lines>
        <legend>Items</legend>
        {items.map((item) => {
          const line = left.get(item.id);
          const max = line?.returnable ?? 0;
          const id = `return-qty-${item.id}`;
          return (
            <Line key={item.id}>
              <label htmlFor={id}>
                {lineName(item.name, item.variantLabel)}
                <small>
                  {line?.tasteGuarantee
                    ? 'Taste guarantee: no need to send it back'
                    : 'Sent back to us'}
                  {` · up to ${max}`}
                </small>
              </label>
              <Select
                id={id}
                value={quantities[item.id] ?? 0}
                onChange={(e) =>
                  setQuantities((q) => ({ ...q, [item.id]: Number(e.target.value) }))
                }
              >
                {Array.from({ length: max + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </Select>
            </Line>
          );
        })}
      </Lines>
      <Field label="Reason">
        {(ids) => (
          <Select
            {...ids}
            value={reason}
            onChange={(e) => setReason(e.target.value as ReturnReason | '')}
          >
            <option value="">Choose a reason</option>
            {returnReasons.map((r) => (
              <option key={r} value={r}>
                {RETURN_REASON_LABELS[r]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Anything we should know? (optional)">
        {(ids) => (
          <Textarea
            {...ids}
            maxLength={500}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        )}
      </Field>
      {coffeeOnly ? (
        <Lines>
          <legend>What would you like?</legend>
          <Choice>
            <input
              type="radio"
              name="resolution"
              checked={resolution === 'refund'}
              onChange={() => setResolution('refund')}
            />
            A refund to my payment method
          </Choice>
          <Choice>
            <input
              type="radio"
              name="resolution"
              checked={resolution === 'replacement'}
              onChange={() => setResolution('replacement')}
            />
            A fresh bag instead
          </Choice>
        </Lines>
      ) : chosen.length > 0 ? (
        <FieldHint>Once we approve the return we email you where to send the items.</FieldHint>
      ) : null}
      {problem || error ? <FieldError role="alert">{problem ?? error}</FieldError> : null}
      <DialogActions $fill>
        <Button onClick={submit} disabled={busy} aria-busy={busy}>
          {busy ? <Spinner $size={18} label="Sending your request" /> : null}
          Request return
        </Button>
        <Button $variant="outline" onClick={onClose} disabled={busy}>
          Keep everything
        </Button>
      </DialogActions>
    </Dialog>
  );
}
