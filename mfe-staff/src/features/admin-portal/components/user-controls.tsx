import { useState } from 'react';
import { ROLE_LABELS, roles, type Role, type StaffUser } from '@coffee/contracts';
import { Badge, Button, Select, Dialog, DialogActions } from '@coffee/ui';
import { useReportedChange } from '../../../shared/api/use-reported-change';
import { RowActions } from '../../../shared/ui/data-table';
import { useChangeUserRoleMutation, useChangeUserStatusMutation } from '../api/users-api';

/** Changes the role at once; the server's refusal (the last admin, your own role) is toasted. */
export function RoleSelect({ user, describedBy }: { user: StaffUser; describedBy: string }) {
  const [changeRole, { isLoading }] = useChangeUserRoleMutation();
  const report = useReportedChange();
  const onChange = (role: Role) =>
    report(
      () => changeRole({ id: user.id, role }).unwrap(),
      (saved) => ({
        title: 'Role changed',
        description: `${saved.username} is now ${ROLE_LABELS[saved.role]}; their sessions have ended.`,
      }),
      'Could not change the role',
    );
  return (
    <Select
      aria-label={`Role of ${user.username}`}
      aria-describedby={describedBy}
      value={user.role}
      disabled={isLoading}
      onChange={(e) => void onChange(e.target.value as Role)}
      style={{ minWidth: '8rem' }}
    >
      {roles.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </Select>
  );
}

/** Disable (every session ends at once) or enable an account, after a confirmation. */
export function AccountStatusButton({
  user,
  describedBy,
}: {
  user: StaffUser;
  describedBy: string;
}) {
  const [asking, setAsking] = useState(false);
  const [changeStatus, { isLoading }] = useChangeUserStatusMutation();
  const report = useReportedChange();
  const disable = !user.disabled;

  const confirm = async () => {
    const done = await report(
      () => changeStatus({ id: user.id, disabled: disable }).unwrap(),
      (saved) => ({
        title: saved.disabled ? 'Account disabled' : 'Account enabled',
        description: saved.disabled
          ? `${saved.username} is signed out everywhere and cannot sign in.`
          : `${saved.username} can sign in again.`,
      }),
      disable ? 'Could not disable the account' : 'Could not enable the account',
    );
    if (done) setAsking(false);
  };

  return (
    <RowActions>
      <Badge $tone={user.disabled ? 'danger' : 'success'}>
        {user.disabled ? 'Disabled' : 'Active'}
      </Badge>
      <Button
        $size="sm"
        $variant={disable ? 'outline' : 'primary'}
        aria-describedby={describedBy}
        onClick={() => setAsking(true)}
      >
        {disable ? 'Disable' : 'Enable'}
      </Button>
      {asking ? (
        <Dialog
          alert
          title={disable ? `Disable ${user.username}?` : `Enable ${user.username}?`}
          onClose={() => setAsking(false)}
        >
          <p>
            {disable
              ? 'Every session of this account ends at once and it cannot sign in until enabled again.'
              : 'The account can sign in again.'}
          </p>
          <DialogActions>
            <Button $variant="outline" disabled={isLoading} onClick={() => setAsking(false)}>
              Keep as is
            </Button>
            <Button
              $variant={disable ? 'danger' : 'primary'}
              disabled={isLoading}
              onClick={() => void confirm()}
            >
              {disable ? 'Disable Account' : 'Enable Account'}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </RowActions>
  );
}
