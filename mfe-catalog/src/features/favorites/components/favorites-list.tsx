import styled from 'styled-components';
import type { Product } from '@coffee/contracts';
import { errorMessage, useAddToCart, useSession, useToast, skipToken } from '@coffee/platform';
import { Button, Muted, media, Link } from '@coffee/ui';
import { useGetFavoritesQuery, useSetFavoriteMutation } from '../../../shared/favorites';
import { ProductImage, ProductPrice } from '../../../shared/products';
import { OwnList } from '../../../shared/ui/own-list';

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
  const session = useSession();
  const favorites = useGetFavoritesQuery(session.user ? session.user.id : skipToken);
  return (
    <OwnList
      session={session}
      query={favorites}
      texts={{
        loading: 'Loading favorites',
        signedOut: 'Sign in to see your favorites.',
        failed: "We couldn't load your favorites right now.",
        emptyTitle: 'No favorites yet',
        emptyText: 'Tap the heart on any product to keep it here.',
        list: 'Favorite products',
      }}
      skeletonHeight="5.5rem"
      gap="0.75rem"
    >
      {(product, user) => <FavoriteRow key={product.id} product={product} userId={user.id} />}
    </OwnList>
  );
}
