import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { CookiePreferences } from '@coffee/contracts';
import {
  errorMessage,
  useGetPreferencesQuery,
  useSession,
  useToast,
  useUpdatePreferencesMutation,
} from '@coffee/platform';
import {
  BRAND_NAME,
  Button,
  Container,
  Muted,
  PageLoading,
  PageTitle,
  Spinner,
  Link,
} from '@coffee/ui';
import { CookieCategoryCard } from './components/cookie-category-card';
import { cookieCategories, type CookieCategoryId } from './model/cookie-categories';
import { defaultConsent, readConsentCookie, writeConsentCookie } from './model/consent-cookie';

const List = styled.div`
  display: grid;
  gap: 1rem;
  margin: 1.5rem 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  margin-bottom: 3rem;
`;

/**
 * The choices stored so far: the account's for a signed-in visitor (the same on every device),
 * else this browser's cookie, else the spec's defaults. `undefined` while that is not known yet:
 * a session still being checked is never taken for a guest.
 */
function useStoredChoices(): { stored: CookiePreferences | undefined; signedIn: boolean } {
  const session = useSession();
  const account = useGetPreferencesQuery(undefined, { skip: !session.isSignedIn });
  if (session.isLoading) return { stored: undefined, signedIn: false };
  const local = () => readConsentCookie() ?? defaultConsent();
  if (!session.isSignedIn) return { stored: local(), signedIn: false };
  if (account.isLoading || account.isUninitialized) return { stored: undefined, signedIn: true };
  // The account could not answer: this browser's choices rather than nothing.
  return { stored: account.data?.cookies ?? local(), signedIn: true };
}

export function CookiePreferencesPage() {
  const toast = useToast();
  const { stored, signedIn } = useStoredChoices();
  const [edited, setEdited] = useState<CookiePreferences | null>(null);
  const [saveToAccount, { isLoading: saving }] = useUpdatePreferencesMutation();
  const choices = edited ?? stored;

  useEffect(() => {
    document.title = `Cookie Preferences | ${BRAND_NAME}`;
  }, []);

  const set = (id: CookieCategoryId, enabled: boolean) => {
    if (!choices || id === 'necessary') return;
    setEdited({ ...choices, [id]: enabled });
  };

  // Stored in a first-party cookie for everyone (a year, SameSite=Lax) and, for a signed-in
  // visitor, on the account as well, so the choice follows them to other devices.
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!choices || saving) return;
    writeConsentCookie(choices);
    if (signedIn) {
      try {
        await saveToAccount({ cookies: choices }).unwrap();
      } catch (error) {
        toast({
          title: 'Saved in this browser only',
          description: `Your account could not be updated: ${errorMessage(error)}`,
          variant: 'destructive',
        });
        return;
      }
    }
    toast({ title: 'Preferences Saved', variant: 'success' });
  };

  return (
    <Container>
      <PageTitle>Cookie Preferences</PageTitle>
      <Muted>
        Cookies are small files a website stores in your browser. Choose which kinds {BRAND_NAME}{' '}
        may use; strictly necessary cookies are always on because the shop needs them. Read more in
        our <Link to="/privacy-policy#cookies">Privacy Policy</Link>.
      </Muted>
      {choices ? (
        <form onSubmit={save} aria-label="Cookie preferences">
          <List>
            {cookieCategories.map((category) => (
              <CookieCategoryCard
                key={category.id}
                category={category}
                enabled={category.id === 'necessary' ? true : choices[category.id]}
                onChange={(on) => set(category.id, on)}
              />
            ))}
          </List>
          <Actions>
            <Button type="submit" $size="lg" disabled={saving} aria-busy={saving}>
              {saving ? (
                <>
                  <Spinner $size={18} label="Saving" /> Saving…
                </>
              ) : (
                'Save Preferences'
              )}
            </Button>
          </Actions>
        </form>
      ) : (
        <PageLoading label="Loading your cookie preferences" />
      )}
    </Container>
  );
}
