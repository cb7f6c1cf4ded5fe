import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { NotificationPreferences } from '@coffee/contracts';
import {
  errorMessage,
  useGetPreferencesQuery,
  useToast,
  useUpdatePreferencesMutation,
} from '@coffee/platform';
import { LoadFailed, Button, Card, Muted, PageLoading, Spinner, Switch } from '@coffee/ui';

const CHOICES: { key: keyof NotificationPreferences; title: string; text: string }[] = [
  {
    key: 'orderUpdates',
    title: 'Order updates',
    text: 'Emails when an order is confirmed, shipped and delivered.',
  },
  {
    key: 'directPlusReminders',
    title: 'Direct+ reminders',
    text: 'A reminder before your Direct+ membership renews or expires.',
  },
  {
    key: 'newsletter',
    title: 'Newsletter',
    text: 'Brewing tips, new arrivals and member offers: the subscription made with this account, here or on our home page while signed in.',
  },
  {
    key: 'newDeviceSignIn',
    title: 'Sign-in from a new device',
    text: 'Email me when my account is signed in from a new device.',
  },
];

const List = styled.ul`
  list-style: none;
  margin: 0 0 1.25rem;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

const Row = styled.li`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
  h3 {
    font-size: 1.05rem;
    margin: 0 0 0.2rem;
  }
  p {
    margin: 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

function NotificationsForm({ saved }: { saved: NotificationPreferences }) {
  const [choices, setChoices] = useState(saved);
  const [update, { isLoading }] = useUpdatePreferencesMutation();
  const toast = useToast();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update({ notifications: choices }).unwrap();
      toast({ title: 'Preferences Saved', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Preferences not saved',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <form onSubmit={onSubmit} aria-label="Email preferences">
      <List>
        {CHOICES.map((choice) => (
          <Row key={choice.key}>
            <div>
              <h3 id={`notify-${choice.key}`}>{choice.title}</h3>
              <p id={`notify-${choice.key}-text`}>{choice.text}</p>
            </div>
            <Switch
              checked={choices[choice.key] ?? false}
              aria-labelledby={`notify-${choice.key}`}
              aria-describedby={`notify-${choice.key}-text`}
              onChange={(on) => setChoices((current) => ({ ...current, [choice.key]: on }))}
            />
          </Row>
        ))}
      </List>
      <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? (
          <>
            <Spinner $size={16} label="Saving" /> Saving…
          </>
        ) : (
          'Save Preferences'
        )}
      </Button>
    </form>
  );
}

/** Email preferences, stored on the account (GET/PUT /api/profile/preferences). */
export function NotificationsTab() {
  const { data, isLoading, isError, error, refetch, isFetching } = useGetPreferencesQuery();

  if (isLoading) return <PageLoading label="Loading your preferences" />;
  if (isError || !data) {
    return (
      <LoadFailed
        headingLevel={3}
        title="Preferences unavailable"
        message={errorMessage(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  return (
    <Card>
      <Muted>Choose which emails we send you.</Muted>
      {/* A fresh answer from elsewhere (another tab) starts the form again. */}
      <NotificationsForm key={JSON.stringify(data.notifications)} saved={data.notifications} />
    </Card>
  );
}
