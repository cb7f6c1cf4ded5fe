import { NEWSLETTER_LINK_INVALID_MESSAGE } from '@coffee/contracts';
import { errorMessage, toApiError } from '@coffee/platform';
import { Button, ButtonLink, PageShell, PageMessage, Spinner, useSearchParams } from '@coffee/ui';
import { useUnsubscribeFromNewsletterMutation } from '../api/newsletter-api';

const home = (
  <ButtonLink to="/" $variant="outline">
    Continue Shopping
  </ButtonLink>
);

/**
 * /newsletter/unsubscribe?token=...: works without signing in. The visitor confirms with a
 * button, so a mail scanner that opens the link does not unsubscribe anyone by itself.
 */
export function NewsletterUnsubscribePage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const [unsubscribe, { data, error, isLoading, isError }] = useUnsubscribeFromNewsletterMutation();

  let body;
  if (!token || (isError && toApiError(error as never).status === 404)) {
    body = (
      <PageMessage title="Link not valid" role="alert" actions={home}>
        {NEWSLETTER_LINK_INVALID_MESSAGE}
      </PageMessage>
    );
  } else if (data) {
    body = (
      <PageMessage title="You're unsubscribed" role="status" actions={home}>
        {data.message}
      </PageMessage>
    );
  } else {
    body = (
      <PageMessage
        title="Unsubscribe from our newsletter"
        role={isError ? 'alert' : undefined}
        actions={
          <>
            <Button
              type="button"
              onClick={() => void unsubscribe({ token })}
              disabled={isLoading}
              aria-busy={isLoading}
            >
              {isLoading ? (
                <>
                  <Spinner $size={16} label="Unsubscribing" /> Unsubscribing…
                </>
              ) : (
                'Unsubscribe'
              )}
            </Button>
            {home}
          </>
        }
      >
        {isError
          ? errorMessage(error)
          : 'You will no longer receive our coffee news and offers by email.'}
      </PageMessage>
    );
  }
  return <PageShell>{body}</PageShell>;
}
