import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@coffee/platform';
import { Button } from '@coffee/ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  p {
    margin: 0;
    font-weight: 600;
  }
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/** 'Delete' that asks once more in place before it deletes. */
export function ConfirmDelete({
  what,
  onConfirm,
}: {
  what: string;
  onConfirm: () => Promise<unknown>;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!asking) {
    return (
      <Button type="button" $variant="ghost" $size="sm" onClick={() => setAsking(true)}>
        Delete
      </Button>
    );
  }
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };
  return (
    <Row role="group" aria-label={`Delete ${what}?`}>
      <p>Delete {what}?</p>
      <Button
        type="button"
        $variant="danger"
        $size="sm"
        disabled={busy}
        onClick={() => void confirm()}
      >
        {busy ? 'Deleting…' : 'Yes, delete'}
      </Button>
      <Button
        type="button"
        $variant="outline"
        $size="sm"
        disabled={busy}
        onClick={() => setAsking(false)}
      >
        Keep it
      </Button>
      {failure ? <Failure role="alert">{failure}</Failure> : null}
    </Row>
  );
}
