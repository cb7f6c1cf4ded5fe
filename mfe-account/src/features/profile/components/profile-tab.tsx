import { useState } from 'react';
import { useSession } from '@coffee/platform';
import { Button, Card } from '@coffee/ui';
import { EmailStatus } from './email-status';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';

/** Profile: view or edit (spec, section 4); the account page only renders it signed in. */
export function ProfileTab() {
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  if (!user) return null;
  return (
    <Card>
      {editing ? (
        <ProfileForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <>
          <ProfileDetails user={user} emailStatus={<EmailStatus />} />
          <Button type="button" onClick={() => setEditing(true)}>
            Edit Profile
          </Button>
        </>
      )}
    </Card>
  );
}
