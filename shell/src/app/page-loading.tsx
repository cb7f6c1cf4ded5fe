import styled from 'styled-components';
import { Spinner } from '@coffee/ui';

const Wrap = styled.div`
  display: flex;
  justify-content: center;
  padding: 4rem 1rem;
  color: ${({ theme }) => theme.colors.primary};
`;

/** The one page-sized spinner: lazy pages, remote pages, the session check of guarded routes. */
export function PageLoading({ label }: { label: string }) {
  return (
    <Wrap>
      <Spinner $size={36} label={label} />
    </Wrap>
  );
}
