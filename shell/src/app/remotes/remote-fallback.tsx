import styled from 'styled-components';
import { Button, Card, Container, Muted, Spinner } from '@coffee/ui';

export const UNAVAILABLE_TITLE = 'This part of the shop is unavailable right now';

interface FallbackProps {
  remote: string;
  area: string;
  retrying: boolean;
  onRetry: () => void;
}

const PageWrap = styled(Container)`
  padding-top: 3rem;
  padding-bottom: 3rem;
`;

const PageCard = styled(Card)`
  max-width: 36rem;
  margin: 0 auto;
  text-align: center;
  h1 {
    font-size: 1.5rem;
  }
`;

/** Stands in for a whole page whose remote could not be loaded. */
export function PageFallback({ remote, area, retrying, onRetry }: FallbackProps) {
  return (
    <PageWrap>
      <PageCard role="alert" data-remote-fallback={remote}>
        <h1>{UNAVAILABLE_TITLE}</h1>
        <Muted>
          We couldn&apos;t load <strong>{area}</strong>. The rest of the shop still works: please
          try again in a moment.
        </Muted>
        <Button onClick={onRetry} disabled={retrying} aria-label={`Retry loading ${area}`}>
          {retrying ? 'Retrying…' : 'Retry'}
        </Button>
      </PageCard>
    </PageWrap>
  );
}

const InlineWrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font-size: 0.8rem;
  color: inherit;
`;

const InlineText = styled.span`
  display: none;
  @media (min-width: 640px) {
    display: inline;
  }
`;

/** Stands in for a widget (the header's cart button) whose remote could not be loaded. */
export function InlineFallback({ remote, area, retrying, onRetry }: FallbackProps) {
  return (
    <InlineWrap data-remote-fallback={remote}>
      <InlineText aria-hidden="true">{area} unavailable</InlineText>
      <Button
        $variant="outline"
        $size="sm"
        onClick={onRetry}
        disabled={retrying}
        aria-label={`${area} is unavailable right now. Retry loading ${area}`}
      >
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </InlineWrap>
  );
}

export function InlineLoading({ label }: { label: string }) {
  return (
    <InlineWrap>
      <Spinner $size={18} label={label} />
    </InlineWrap>
  );
}
