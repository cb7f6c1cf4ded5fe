import { useEffect, useRef, useState } from 'react';
import { ROLE_LABELS, roles, type Role, type StaffUser } from '@coffee/contracts';
import { Badge, Button, Select, Dialog, DialogActions } from '@coffee/ui';
import { useReportedChange } from '../../../shared/api/use-reported-change';
import { RowActions } from '../../../shared/ui/data-table';
import { useChangeUserRoleMutation, useChangeUserStatusMutation } from '../api/users-api';

/** 'a manager', 'an admin': the role as a sentence says it. */
const aRole = (role: Role) => {
  const label = ROLE_LABELS[role].toLowerCase();
  return /^[aeiou]/.test(label) ? `an ${label}` : `a ${label}`;
};

/**
 * Brings a control the admin must see now into view and gives it focus: the middle of the
 * screen, and sideways in the table's region no further than needed (the region keeps the
 * pinned column's width as scroll padding, so nothing lands under it). On a phone the Users
 * table scrolls sideways and Undo sat half cut off at its right edge, below the fold.
 */
function bringIntoView(control: HTMLElement | null) {
  if (!control) return;
  control.focus({ preventScroll: true });
  // jsdom has no layout, and no scrollIntoView.
  control.scrollIntoView?.({ block: 'center', inline: 'nearest' });
}

/**
 * A role changes only after a question (it signs the person out everywhere), and can be undone
 * from the row afterwards: a pick in a select is too easy to make by mistake. After a change,
 * Undo is brought into view and focused, so it is where the admin looks. The server's refusal
 * (the last admin, your own role) is toasted in its words.
 */
export function RoleSelect({ user, describedBy }: { user: StaffUser; describedBy: string }) {
  const [changeRole, { isLoading }] = useChangeUserRoleMutation();
  const report = useReportedChange();
  /** The role picked, waiting for the answer to the question. */
  const [asking, setAsking] = useState<Role | null>(null);
  /** The role before the last change made here: Undo puts it back. */
  const [previous, setPrevious] = useState<Role | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  /** Set when a change just went through: Undo comes into view with the focus once shown. */
  const [showUndo, setShowUndo] = useState(false);
  const name = user.fullName ?? user.username;
  const undoable = previous !== null && previous !== user.role;

  // Once Undo is there (the list has the new role), after the question's dialog has closed and
  // given the focus back to the select.
  useEffect(() => {
    if (!showUndo || !undoable) return;
    bringIntoView(undoButton.current);
    setShowUndo(false);
  }, [showUndo, undoable]);

  const confirm = async (role: Role) => {
    const from = user.role;
    const done = await report(
      () => changeRole({ id: user.id, role }).unwrap(),
      (saved) => ({
        title: 'Role changed',
        description: `${saved.fullName ?? saved.username} is now ${ROLE_LABELS[saved.role]}; their sessions have ended. Undo is beside their role.`,
      }),
      'Could not change the role',
    );
    setAsking(null);
    if (done) {
      setPrevious(from);
      setShowUndo(true);
    }
  };

  const undo = async (role: Role) => {
    const done = await report(
      () => changeRole({ id: user.id, role }).unwrap(),
      (saved) => ({
        title: 'Role change undone',
        description: `${saved.fullName ?? saved.username} is ${ROLE_LABELS[saved.role]} again.`,
      }),
      'Could not undo the role change',
    );
    if (done) setPrevious(null);
  };

  return (
    <RowActions>
      <Select
        aria-label={`Role of ${user.username}`}
        aria-describedby={describedBy}
        value={user.role}
        disabled={isLoading}
        onChange={(e) => {
          const role = e.target.value as Role;
          if (role !== user.role) setAsking(role);
        }}
        style={{ minWidth: '8rem' }}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </Select>
      {undoable ? (
        <Button
          ref={undoButton}
          $size="sm"
          $variant="outline"
          disabled={isLoading}
          aria-label={`Undo: make ${name} ${aRole(previous)} again`}
          onClick={() => void undo(previous)}
        >
          Undo
        </Button>
      ) : null}
      {asking ? (
        <Dialog
          alert
          title={`Make ${name} ${aRole(asking)}?`}
          description={<p>They will be signed out.</p>}
          initialFocus={keep}
          busy={isLoading}
          onClose={() => setAsking(null)}
        >
          <p>
            Every session of {name} (account {user.username}) ends at once; they sign in again as{' '}
            {ROLE_LABELS[asking]}. You can undo the change from this row.
          </p>
          <DialogActions>
            <Button
              ref={keep}
              $variant="outline"
              disabled={isLoading}
              onClick={() => setAsking(null)}
            >
              Keep as {ROLE_LABELS[user.role]}
            </Button>
            <Button disabled={isLoading} onClick={() => void confirm(asking)}>
              Make {ROLE_LABELS[asking]}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </RowActions>
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
  // The person by their name, as the role question says it; the username tells two alike apart.
  const name = user.fullName ?? user.username;

  const confirm = async () => {
    const done = await report(
      () => changeStatus({ id: user.id, disabled: disable }).unwrap(),
      (saved) => ({
        title: saved.disabled ? 'Account disabled' : 'Account enabled',
        description: saved.disabled
          ? `${saved.fullName ?? saved.username} is signed out everywhere and cannot sign in.`
          : `${saved.fullName ?? saved.username} can sign in again.`,
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
          title={disable ? `Disable ${name}?` : `Enable ${name}?`}
          description={
            <p>
              Account {user.username} · {user.email}
            </p>
          }
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
