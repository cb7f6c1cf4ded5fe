import styled from 'styled-components';
import type { SavedPaymentMethod } from '@coffee/contracts';
import { Badge, Button, spreadRow, cardSurface } from '@coffee/ui';
import { brandName, cardName, expiryLabel } from '../model/card-labels';

const Row = styled.li`
  ${spreadRow()}
  gap: 0.75rem 1rem;
  padding: 1rem 1.25rem;
  ${cardSurface}
`;

const Facts = styled.div`
  display: grid;
  gap: 0.2rem;
  min-width: 0;
  strong {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    font-size: 1.02rem;
  }
  span {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

export function CardRow({
  card,
  busy,
  onMakeDefault,
  onRemove,
}: {
  card: SavedPaymentMethod;
  busy: boolean;
  onMakeDefault: () => void;
  onRemove: () => void;
}) {
  return (
    <Row aria-label={cardName(card)}>
      <Facts>
        <strong>
          {brandName(card.brand)} •••• {card.last4}
          {card.isDefault ? <Badge $tone="success">Default</Badge> : null}
        </strong>
        <span>Expires {expiryLabel(card)}</span>
      </Facts>
      <Actions>
        {card.isDefault ? null : (
          <Button
            $variant="outline"
            $size="sm"
            disabled={busy}
            onClick={onMakeDefault}
            aria-label={`Set ${cardName(card)} as default`}
          >
            Set as default
          </Button>
        )}
        <Button
          $variant="ghost"
          $size="sm"
          disabled={busy}
          onClick={onRemove}
          aria-label={`Remove ${cardName(card)}`}
        >
          Remove
        </Button>
      </Actions>
    </Row>
  );
}
