import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useToast } from '@coffee/platform';
import { BRAND_NAME, Button, Container, Muted, PageTitle } from '@coffee/ui';
import { CookieCategoryCard } from './components/cookie-category-card';
import { cookieCategories, defaultCookieChoices, type CookieCategoryId } from './cookie-categories';

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

export function CookiePreferencesPage() {
  const toast = useToast();
  const [choices, setChoices] = useState(defaultCookieChoices);

  useEffect(() => {
    document.title = `Cookie Preferences | ${BRAND_NAME}`;
  }, []);

  const set = (id: CookieCategoryId, enabled: boolean) =>
    setChoices((current) => ({ ...current, [id]: enabled }));

  // Spec: saving only confirms; the choices are not persisted anywhere (no storage, no cookie, no call).
  const save = (event: FormEvent) => {
    event.preventDefault();
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
      <form onSubmit={save} aria-label="Cookie preferences">
        <List>
          {cookieCategories.map((category) => (
            <CookieCategoryCard
              key={category.id}
              category={category}
              enabled={choices[category.id]}
              onChange={(on) => set(category.id, on)}
            />
          ))}
        </List>
        <Actions>
          <Button type="submit" $size="lg">
            Save Preferences
          </Button>
        </Actions>
      </form>
    </Container>
  );
}
