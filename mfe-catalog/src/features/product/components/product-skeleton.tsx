import styled from 'styled-components';
import { Skeleton, Spinner } from '@coffee/ui';
import { ImageBox, Layout } from './detail-layout';

const Square = styled(Skeleton)`
  aspect-ratio: 1 / 1;
  height: auto;
  border-radius: 0;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.accent};
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

/** The detail page's shape while the product loads, so nothing moves when it arrives. */
export function ProductSkeleton() {
  return (
    <>
      <Skeleton $h="1.1rem" $w="16rem" />
      <Layout>
        <ImageBox>
          <Square>
            <Spinner $size={36} label="Loading product" />
          </Square>
        </ImageBox>
        <Lines aria-hidden="true">
          <Skeleton $h="2.4rem" $w="80%" />
          <Skeleton $h="1.2rem" $w="45%" />
          <Skeleton $h="2rem" $w="30%" />
          <Skeleton $h="1rem" $w="40%" />
          <Skeleton $h="5rem" />
          <Skeleton $h="4.5rem" />
          <Skeleton $h="3rem" />
        </Lines>
      </Layout>
    </>
  );
}
