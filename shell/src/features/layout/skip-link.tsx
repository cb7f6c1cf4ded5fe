import type { MouseEvent } from 'react';
import styled from 'styled-components';

const Anchor = styled.a`
  position: absolute;
  left: 0.75rem;
  top: -4rem;
  z-index: ${({ theme }) => theme.z.toast + 1};
  padding: 0.6rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
  &:focus {
    top: 0.75rem;
  }
`;

/** First focusable element of every page: jumps keyboard users past the header. */
export function SkipLink({ targetId }: { targetId: string }) {
  // Moves focus itself rather than letting the URL gain a #fragment the router would keep.
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView();
  }
  return (
    <Anchor href={`#${targetId}`} onClick={skip}>
      Skip to content
    </Anchor>
  );
}
