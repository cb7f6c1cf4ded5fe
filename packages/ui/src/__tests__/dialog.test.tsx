import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Dialog, DialogActions, UiProvider } from '..';

function Opener({ busy = false, safeFirst = false }: { busy?: boolean; safeFirst?: boolean }) {
  const [open, setOpen] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <UiProvider>
      <button onClick={() => setOpen(true)}>Open</button>
      {open ? (
        <Dialog
          alert
          title="Remove this card?"
          description={<p>It cannot be used again.</p>}
          busy={busy}
          initialFocus={safeFirst ? keep : undefined}
          onClose={() => setOpen(false)}
        >
          <DialogActions>
            <Button>Remove card</Button>
            <Button ref={keep} onClick={() => setOpen(false)}>
              Keep card
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </UiProvider>
  );
}

describe('Dialog', () => {
  it('when opened, then it is named by its title, described, and focus moves to its first control', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this card?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('It cannot be used again.');
    expect(screen.getByRole('button', { name: 'Remove card' })).toHaveFocus();
  });

  it('when an initial focus is given, then it starts there and Tab stays inside', async () => {
    const user = userEvent.setup();
    render(<Opener safeFirst />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Keep card' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove card' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Keep card' })).toHaveFocus();
  });

  it('when Escape is pressed, then it closes and focus returns to the opener', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('when busy, then Escape does not close it', async () => {
    const user = userEvent.setup();
    render(<Opener busy />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Remove this card?' })).toBeInTheDocument();
  });

  it('when not an alert, then its role is dialog', () => {
    render(
      <UiProvider>
        <Dialog wide title="Order #1001" onClose={() => {}}>
          <p>Details</p>
        </Dialog>
      </UiProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Order #1001' })).not.toHaveAttribute(
      'aria-describedby',
    );
  });
});
