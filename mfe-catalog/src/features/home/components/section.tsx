import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, spreadRow } from '@coffee/ui';

const Wrap = styled.section<{ $tinted: boolean }>`
  padding: 3rem 0;
  background: ${({ theme, $tinted }) => ($tinted ? theme.colors.surfaceAlt : 'transparent')};
`;

const Head = styled.div`
  ${spreadRow('baseline')}
  gap: 0.5rem 1rem;
  margin-bottom: 1.5rem;
  h2 {
    margin: 0;
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
`;

/** A titled home page band; `aside` sits beside the title (e.g. a "view all" link). */
export function HomeSection({
  id,
  title,
  aside,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <Wrap aria-labelledby={`${id}-title`} $tinted={tinted}>
      <Container>
        <Head>
          <h2 id={`${id}-title`}>{title}</h2>
          {aside}
        </Head>
        {children}
      </Container>
    </Wrap>
  );
}
