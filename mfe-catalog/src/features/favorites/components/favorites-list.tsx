import styled from 'styled-components';
import type { Product } from '@coffee/contracts';
import { errorMessage, useAddToCart, useSession, useToast, skipToken } from '@coffee/platform';
import { LoadFailed, Button, ButtonLink, Muted, Skeleton, media, Link } from '@coffee/ui';
import { useGetFavoritesQuery, useSetFavoriteMutation } from '../../../shared/favorites';
import { ProductImage, ProductPrice } from '../../../shared/products';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 4.5rem 1fr;
  gap: 0.75rem 1rem;
  align-items: center;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${media.sm} {
    grid-template-columns: 5.5rem 1fr auto;
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Info = styled.div`
  display: grid;
  gap: 0.25rem;
  min-width: 0;
  a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  ${media.sm} {
    grid-column: auto;
    flex-direction: column;
    align-items: stretch;
    min-width: 9rem;
  }
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  padding: 2.5rem 1rem;
  text-align: center;
  h3 {
    margin: 0;
  }
`;

function FavoriteRow({ product, userId }: { product: Product; userId: string }) {
  const { addToCart, isAdding } = useAddToCart();
  const [setFavorite, { isLoading: removing }] = useSetFavoriteMutation();
  const toast = useToast();
  const remove = () =>
    void setFavorite({ userId, productId: product.id, favorite: false })
      .unwrap()
      .then(() => toast({ title: 'Removed from favorites' }))
      .catch((error: unknown) =>
        toast({
          title: 'Could not update favorites',
          description: errorMessage(error),
          variant: 'destructive',
        }),
      );
  return (
    <Row aria-label={product.name}>
      <ProductImage src={product.imageUrl} name={product.name} size={120} />
      <Info>
        <Link to={`/product/${encodeURIComponent(product.id)}`}>{product.name}</Link>
        <ProductPrice product={product} />
        {product.inStock ? null : <Muted>Out of stock</Muted>}
      </Info>
      <Actions>
        <Button
          type="button"
          $size="sm"
          disabled={!product.inStock || isAdding}
          aria-busy={isAdding}
          onClick={() => void addToCart(product.id, 1)}
        >
          {isAdding ? 'Adding…' : product.inStock ? 'Add to Cart' : 'Out of Stock'}
        </Button>
        <Button type="button" $size="sm" $variant="outline" disabled={removing} onClick={remove}>
          Remove
        </Button>
      </Actions>
    </Row>
  );
}

/** The account page's Favorites tab: the saved products, add to cart or remove each. */
export function FavoritesList() {
  const { user, isLoading: sessionLoading } = useSession();
  const favorites = useGetFavoritesQuery(user ? user.id : skipToken);

  if (sessionLoading || (user && favorites.isLoading)) {
    return (
      <div aria-busy="true" aria-label="Loading favorites">
        <Skeleton $h="5.5rem" />
      </div>
    );
  }
  if (!user) {
    return <Muted>Sign in to see your favorites.</Muted>;
  }
  if (favorites.isError) {
    return (
      <LoadFailed
        headingLevel={3}
        title="We couldn't load your favorites right now."
        message={errorMessage(favorites.error)}
        onRetry={() => void favorites.refetch()}
        retrying={favorites.isFetching}
      />
    );
  }
  const products = favorites.data ?? [];
  if (products.length === 0) {
    return (
      <Empty>
        <h3>No favorites yet</h3>
        <Muted>Tap the heart on any product to keep it here.</Muted>
        <ButtonLink to="/category/all">Browse Products</ButtonLink>
      </Empty>
    );
  }
  return (
    <List aria-label="Favorite products">
      {products.map((product) => (
        <FavoriteRow key={product.id} product={product} userId={user.id} />
      ))}
    </List>
  );
}
