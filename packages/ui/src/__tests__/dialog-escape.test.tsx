import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Dialog, UiProvider } from '..';

/** A dialog that shows no control until its content "loads", and one nested in it. */
function Loading({ busy = false }: { busy?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <UiProvider>
      <button onClick={() => setOpen(true)}>Open</button>
      <button onClick={() => setLoaded(true)}>Load</button>
      {open ? (
        <Dialog title="Edit Product" busy={busy} onClose={() => setOpen(false)}>
          {loaded ? (
            <>
              <p>Loaded text</p>
              <Button onClick={() => setInner(true)}>More</Button>
              {inner ? (
                <Dialog title="Inner" onClose={() => setInner(false)}>
                  <p>Inner text</p>
                </Dialog>
              ) : null}
            </>
          ) : (
            <p role="status">Loading…</p>
          )}
        </Dialog>
      ) : null}
    </UiProvider>
  );
}

describe('Dialog and Escape wherever the focus is', () => {
  it('when nothing in it can take focus yet, then the panel takes it and Escape closes', async () => {
    const user = userEvent.setup();
    render(<Loading />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Edit Product' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the focus is on the page behind (the body), then Escape still closes, and not while busy', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Loading busy />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    act(() => (document.activeElement as HTMLElement).blur());
    expect(document.body).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    rerender(<Loading />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when dialogs are nested, then Escape closes the innermost only, wherever the focus is', async () => {
    const user = userEvent.setup();
    render(<Loading />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    act(() => screen.getByRole('button', { name: 'Load' }).click());
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByText('Inner text'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Product' })).toBeInTheDocument();
    act(() => (document.activeElement as HTMLElement).blur());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
