import { emit } from '@coffee/events';
import {
  errorMessage,
  useSession,
  useSessionReady,
  useToast,
  skipToken,
  useHydrated,
} from '@coffee/platform';
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { useGetFavoriteIdsQuery, useSetFavoriteMutation } from '../api/favorites-api';

const HeartButton = styled.button<{ $on: boolean; $size: 'sm' | 'lg' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $on }) => ($on ? theme.colors.danger : theme.colors.muted)};
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    color 0.15s ease,
    transform 0.1s ease;
  ${({ $size }) =>
    $size === 'sm'
      ? css`
          width: 2.5rem;
          height: 2.5rem;
        `
      : css`
          min-height: 2.75rem;
          padding: 0 1rem;
          font-weight: 600;
        `}
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.danger};
  }
  &:active:not(:disabled) {
    transform: scale(0.94);
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  svg {
    width: 1.25rem;
    height: 1.25rem;
    flex: none;
  }
`;

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.6-9.1C.9 8 2.9 4 6.7 4c2.1 0 3.5 1.1 4.3 2.4h2C13.8 5.1 15.2 4 17.3 4c3.8 0 5.8 4 4.3 7.4-2.1 4.5-9.6 9.1-9.6 9.1z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface FavoriteButtonProps {
  productId: string;
  productName: string;
  /** `sm`: the round icon of a card; `lg`: icon and words, on the product page. */
  size?: 'sm' | 'lg';
}

/**
 * The heart. Signed out it behaves as Add to Cart does: the drawer opens with 'You need to
 * log in'. A click made while GET /api/user is still on its way waits for it (the button is
 * busy meanwhile), so a signed-in shopper on a slow connection is never taken for a guest.
 */
export function FavoriteButton({ productId, productName, size = 'sm' }: FavoriteButtonProps) {
  const { user } = useSession();
  const sessionReady = useSessionReady();
  const toast = useToast();
  const ids = useGetFavoriteIdsQuery(user ? user.id : skipToken);
  const [setFavorite] = useSetFavoriteMutation();
  const [waiting, setWaiting] = useState(false);
  // Disabled until the page is hydrated: on a server-rendered page a tap before the scripts have
  // run would do nothing at all.
  const hydrated = useHydrated();
  const isFavorite = Boolean(user && ids.data?.includes(productId));

  const toggle = async () => {
    setWaiting(true);
    try {
      const current = await sessionReady();
      if (!current) {
        emit('open-cart');
        toast({
          title: 'You need to log in',
          description: 'Please sign in to save favorites',
          variant: 'destructive',
        });
        return;
      }
      await setFavorite({ userId: current.id, productId, favorite: !isFavorite }).unwrap();
      toast({ title: isFavorite ? 'Removed from favorites' : 'Saved to favorites' });
    } catch (error) {
      toast({
        title: 'Could not update favorites',
        description: errorMessage(error),
        variant: 'destructive',
      });
    } finally {
      setWaiting(false);
    }
  };

  // One name for both states; aria-pressed (and the filled heart) says which one it is in.
  // The card's icon names its product; the product page's button is named by its own words,
  // which a name must contain for people who steer by voice (axe: label-content-name-mismatch).
  const label = size === 'sm' ? `Save ${productName} to favorites` : undefined;
  return (
    <HeartButton
      type="button"
      $on={isFavorite}
      $size={size}
      aria-pressed={isFavorite}
      aria-label={label}
      title={label}
      aria-busy={waiting || !hydrated}
      disabled={waiting || !hydrated}
      onClick={() => void toggle()}
    >
      <Heart filled={isFavorite} />
      {size === 'lg' ? <span>Save to Favorites</span> : null}
    </HeartButton>
  );
}
