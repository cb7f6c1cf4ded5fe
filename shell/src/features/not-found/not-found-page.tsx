import { useEffect } from 'react';
import styled from 'styled-components';
import {
  BRAND_NAME,
  Container,
  Muted,
  buttonStyles,
  type ButtonSize,
  Link,
  LineIcon,
} from '@coffee/ui';

const Wrap = styled.section`
  text-align: center;
  padding: 4rem 0 5rem;
`;

const Cup = styled(LineIcon)`
  width: 5rem;
  height: 5rem;
  margin: 0 auto 1.25rem;
  color: ${({ theme }) => theme.colors.accent};
`;

const Title = styled.h1`
  font-size: clamp(1.6rem, 5vw, 2.25rem);
`;

const HomeLink = styled(Link)<{ $size?: ButtonSize }>`
  ${buttonStyles}
  margin-top: 0.5rem;
`;

/** Shown for every unknown route, and for routes whose pages are not built yet. */
export function NotFoundPage() {
  useEffect(() => {
    document.title = `Page Not Found | ${BRAND_NAME}`;
  }, []);

  return (
    <Container>
      <Wrap aria-labelledby="not-found-title">
        <Cup viewBox="0 0 64 64" strokeWidth="3">
          <path d="M10 26h36v14a14 14 0 0 1-14 14h-8a14 14 0 0 1-14-14V26z" />
          <path d="M46 30h4a7 7 0 0 1 0 14h-5" />
          <path d="M22 8c-2 3 2 6 0 10M30 8c-2 3 2 6 0 10M38 8c-2 3 2 6 0 10" />
        </Cup>
        <Title id="not-found-title">404 Page Not Found</Title>
        <Muted>The page you&apos;re looking for doesn&apos;t exist or has been moved.</Muted>
        <HomeLink to="/" $size="lg">
          Return to Home
        </HomeLink>
      </Wrap>
    </Container>
  );
}
