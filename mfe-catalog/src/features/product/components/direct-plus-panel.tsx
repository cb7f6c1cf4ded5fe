import { Link } from '@coffee/ui';
import styled from 'styled-components';
import { useSession } from '@coffee/platform';

const Panel = styled.div`
  display: flex;
  gap: 0.85rem;
  align-items: flex-start;
  min-height: 4.5rem;
  padding: 0.9rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.accentSoft};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.accentSoft}, #fffaf4);
  svg {
    flex: none;
    width: 2rem;
    height: 2rem;
    color: ${({ theme }) => theme.colors.accent};
  }
  p {
    margin: 0;
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.primary};
  }
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

function DeliveryIcon() {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M3 8h16v13H3zM19 12h5l4 4v5h-9z" />
      <circle cx="8" cy="23" r="2.5" fill="#fff" />
      <circle cx="23" cy="23" r="2.5" fill="#fff" />
    </svg>
  );
}

/**
 * For Direct+ eligible products: members are told delivery is free, everyone else is invited
 * to join (spec, 'Product detail').
 */
export function DirectPlusPanel({ eligible }: { eligible: boolean }) {
  const { isLoading, isDirectPlus } = useSession();
  if (!eligible) return null;
  // Until the session is known the panel keeps its place empty, so nothing jumps or flickers.
  if (isLoading) return <Panel aria-hidden="true" />;
  return (
    <Panel>
      <DeliveryIcon />
      {isDirectPlus ? (
        <p>
          <strong>FREE delivery on this item!</strong>
          Your Direct+ membership covers the delivery.
        </p>
      ) : (
        <p>
          <strong>Get FREE delivery on this item with Direct+</strong>
          Members also get early access and member-only offers.{' '}
          <Link to="/direct-plus">Join Direct+</Link>
        </p>
      )}
    </Panel>
  );
}
