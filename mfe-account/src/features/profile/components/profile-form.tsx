import styled from 'styled-components';
import {
  profileUpdateSchema,
  USERNAME_TAKEN_MESSAGE,
  emailChangePendingMessage,
  type ProfileUpdate,
  type PublicUser,
} from '@coffee/contracts';
import { useSchemaForm, useToast, serverVerdict } from '@coffee/platform';
import { Button, Field, Input, Spinner } from '@coffee/ui';
import { useUpdateProfileMutation } from '../api/update-profile';
import { PROFILE_FIELDS, profileValues } from '../model/profile-values';

const Grid = styled.div`
  display: grid;
  gap: 0 1.25rem;
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;

interface Props {
  user: PublicUser;
  onDone: () => void;
}

/** 'Edit Profile': the spec's profile rules, checked here and again by the service. */
export function ProfileForm({ user, onDone }: Props) {
  const [save, { isLoading }] = useUpdateProfileMutation();
  const toast = useToast();
  const { values, errors, change, submit, setErrors } = useSchemaForm(
    profileUpdateSchema,
    profileValues(user),
    (profile) => void persist(profile),
  );

  const persist = async (profile: ProfileUpdate) => {
    if (isLoading) return;
    try {
      // Every field goes: an emptied one is cleared on the account (the contract's rule).
      const saved = await save(profile).unwrap();
      const wanted = profile.email.trim().toLowerCase();
      // A new address becomes the account's only once the link mailed to it is opened.
      toast({
        title: 'Profile updated',
        description:
          wanted === saved.email
            ? 'Your changes have been saved.'
            : emailChangePendingMessage(wanted),
      });
      onDone();
    } catch (error) {
      const verdict = serverVerdict(error);
      if (verdict.status === 409) {
        setErrors({ email: verdict.serverMessage ?? USERNAME_TAKEN_MESSAGE });
      } else if (Object.keys(verdict.fields).length > 0) {
        setErrors(verdict.fields);
      } else {
        toast({
          title: 'Profile not saved',
          description: verdict.message,
          variant: 'destructive',
        });
      }
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Edit profile">
      <Grid>
        {PROFILE_FIELDS.map((field) => (
          <Field key={field.key} label={field.label} error={errors[field.key]}>
            {(ids) => (
              <Input
                {...ids}
                name={field.key}
                type={field.type}
                autoComplete={field.autoComplete}
                $invalid={Boolean(errors[field.key])}
                value={values[field.key]}
                onChange={(e) => change(field.key)(e.target.value)}
              />
            )}
          </Field>
        ))}
      </Grid>
      <Actions>
        <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? (
            <>
              <Spinner $size={16} label="Saving" /> Saving…
            </>
          ) : (
            'Save Changes'
          )}
        </Button>
        <Button type="button" $variant="outline" onClick={onDone} disabled={isLoading}>
          Cancel
        </Button>
      </Actions>
    </form>
  );
}
