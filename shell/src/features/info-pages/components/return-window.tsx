import styled from 'styled-components';
import { useSession } from '@coffee/platform';
import { Card, media, Link } from '@coffee/ui';
import { RETURN_WINDOW_DAYS } from '../content/returns';

const Windows = styled.div`
  display: grid;
  gap: 1rem;
  margin-top: 1.5rem;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Window = styled(Card)<{ $member?: boolean }>`
  border-left: 6px solid
    ${({ theme, $member }) => ($member ? theme.colors.accent : theme.colors.primary)};
  h2 {
    font-size: 1.2rem;
    margin: 0 0 0.35rem;
  }
  p {
    margin: 0;
  }
  p + p {
    margin-top: 0.5rem;
  }
`;

const Days = styled.strong`
  font-size: 1.05em;
`;

function BothWindows() {
  return (
    <Windows aria-label="Return windows" role="group">
      <Window>
        <h2>Standard accounts</h2>
        <p>
          <Days>{RETURN_WINDOW_DAYS.standard} days</Days> from delivery to start a return.
        </p>
      </Window>
      <Window $member>
        <h2>Direct+ members</h2>
        <p>
          <Days>{RETURN_WINDOW_DAYS.directPlus} days</Days> from delivery to start a return.{' '}
          <Link to="/direct-plus">About Direct+</Link>
        </p>
      </Window>
    </Windows>
  );
}

/**
 * The signed-in customer's own window. Visitors, staff accounts and a session still loading see
 * both rules: never one that may turn out wrong a moment later.
 */
export function ReturnWindow() {
  const { user, isLoading } = useSession();
  if (isLoading || !user || user.role !== 'customer') return <BothWindows />;

  return (
    <Windows aria-label="Your return window" role="group">
      {user.isDirectPlus ? (
        <Window $member>
          <h2>Your return window</h2>
          <p>
            As a Direct+ member you have <Days>{RETURN_WINDOW_DAYS.directPlus} days</Days> from
            delivery to start a return.
          </p>
          <p>That is for every order delivered while your membership is active.</p>
        </Window>
      ) : (
        <Window>
          <h2>Your return window</h2>
          <p>
            With your Standard account you have <Days>{RETURN_WINDOW_DAYS.standard} days</Days> from
            delivery to start a return.
          </p>
          <p>
            Direct+ members have {RETURN_WINDOW_DAYS.directPlus} days.{' '}
            <Link to="/direct-plus">Learn about Direct+</Link>
          </p>
        </Window>
      )}
    </Windows>
  );
}
