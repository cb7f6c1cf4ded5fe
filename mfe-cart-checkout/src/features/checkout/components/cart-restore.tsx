import { useEffect, useRef, useState } from 'react';
import { toApiError, useToast, type FetchBaseQueryError } from '@coffee/platform';
import { ButtonLink, useNavigate } from '@coffee/ui';
import { BagIcon, PageLoading, PageMessage, PageShell } from '../../../shared/ui/page';
import { useRestoreCartMutation } from '../api/restore-cart';

/**
 * /checkout?restore=<token>: the link of the abandoned-cart mail. The shell's guard has signed the
 * shopper in first (on any device, a fresh browser included), so the lines come back into the
 * account's own cart; then the checkout opens on it. A link that is forged, expired or another
 * account's says so, and the shopper carries on.
 */
export function CartRestore({ token }: { token: string }) {
  const [restoreCart] = useRestoreCartMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();
  const toast = useToast();
  // Once per token, even when React runs the effect twice (the service would add nothing anyway).
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (asked.current === token) return;
    asked.current = token;
    restoreCart({ token })
      .unwrap()
      .then((result) => {
        toast({
          title: 'Your cart is back',
          description:
            result.unavailable.length > 0
              ? `Not available any more: ${result.unavailable.join(', ')}.`
              : 'Everything you left is in your cart.',
          variant: 'success',
        });
        void navigate('/checkout', { replace: true });
      })
      .catch((failure: unknown) => {
        const apiError = toApiError(failure as FetchBaseQueryError);
        setProblem(apiError.serverMessage ?? apiError.message);
      });
  }, [token, restoreCart, toast, navigate]);

  if (!problem) return <PageLoading label="Bringing your cart back" />;
  return (
    <PageShell>
      <PageMessage
        role="alert"
        title="We could not bring your cart back"
        icon={<BagIcon />}
        actions={
          <>
            <ButtonLink to="/checkout" replace>
              Go to checkout
            </ButtonLink>
            <ButtonLink to="/" $variant="outline">
              Continue shopping
            </ButtonLink>
          </>
        }
      >
        {problem}
      </PageMessage>
    </PageShell>
  );
}
