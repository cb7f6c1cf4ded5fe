import styled from 'styled-components';
import { ButtonLink, Container } from '@coffee/ui';

const Box = styled(Container)`
  max-width: 36rem;
  padding-top: 4rem;
  padding-bottom: 4rem;
  text-align: center;
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.25rem);
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    margin-bottom: 1.75rem;
  }
`;

export function ProductNotFound() {
  return (
    <Box>
      <h1>Product Not Found</h1>
      <p>The product you&apos;re looking for doesn&apos;t exist or has been removed.</p>
      <ButtonLink to="/">Return to Home</ButtonLink>
    </Box>
  );
}
