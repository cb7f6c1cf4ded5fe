import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { useHydrated } from '@coffee/platform';
import { UiProvider } from '@coffee/ui';
import { UntilHydrated, WAITING_FOR_SCRIPTS } from '../until-hydrated';

function Control() {
  const hydrated = useHydrated();
  return (
    <button type="button" disabled={!hydrated} aria-busy={!hydrated}>
      <UntilHydrated hydrated={hydrated}>Add to Cart</UntilHydrated>
    </button>
  );
}

describe('UntilHydrated', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('when the page is served, then the control says Loading…, and its words once hydrated, in the same box', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <UiProvider>
        <Control />
      </UiProvider>,
    );
    document.body.append(container);
    // As served: busy, named by what it shows; its own words hold their width, hidden.
    const served = screen.getByRole('button', { name: WAITING_FOR_SCRIPTS });
    expect(served).toBeDisabled();
    expect(served).toHaveAttribute('aria-busy', 'true');
    expect(served).toHaveTextContent(`Add to Cart${WAITING_FOR_SCRIPTS}`);

    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <UiProvider>
          <Control />
        </UiProvider>,
        { onRecoverableError: (error) => void errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    const ready = screen.getByRole('button', { name: 'Add to Cart' });
    // The same element, enabled: hydrated in place.
    expect(ready).toBe(served);
    expect(ready).toBeEnabled();
    expect(ready).toHaveAttribute('aria-busy', 'false');
  });
});
