import styled from 'styled-components';
import { Button, LineIcon } from '@coffee/ui';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 0.5rem;
  padding: 3rem 1.5rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0.5rem 0 0;
    font-size: 1.4rem;
  }
  p {
    margin: 0 0 0.75rem;
    color: ${({ theme }) => theme.colors.muted};
    max-width: 28rem;
  }
  svg {
    width: 4rem;
    height: 4rem;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** An empty cup: decoration only. */
function EmptyCup() {
  return (
    <LineIcon viewBox="0 0 64 64" strokeWidth="3">
      <path d="M12 22h34l-3 26a6 6 0 0 1-6 5H21a6 6 0 0 1-6-5z" />
      <path d="M46 28h4a6 6 0 0 1 0 12h-5" />
      <path d="M24 8c-2 3 2 5 0 8M33 8c-2 3 2 5 0 8" opacity="0.5" />
    </LineIcon>
  );
}

/** 'No products found' with the spec's hint and a Clear Filters button. */
export function EmptyState({ hint, onClear }: { hint: string; onClear: () => void }) {
  return (
    <Box>
      <EmptyCup />
      <h2>No products found</h2>
      <p>{hint}</p>
      <Button $variant="outline" onClick={onClear}>
        Clear Filters
      </Button>
    </Box>
  );
}
