import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterFirstContent, useAfterFirstContent } from '..';

function Probe({ seen }: { seen: boolean[] }) {
  const shown = useAfterFirstContent();
  seen.push(shown);
  return <p>{shown ? 'after' : 'first view'}</p>;
}

/** Server markup of <Probe>, hydrated on the client: every value the hook gave, in order. */
async function hydrateProbe() {
  const markup = renderToString(<Probe seen={[]} />);
  const container = document.createElement('div');
  container.innerHTML = markup;
  const recoverable: unknown[] = [];
  const seen: boolean[] = [];
  await act(async () => {
    hydrateRoot(container, <Probe seen={seen} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { markup, container, seen, recoverable };
}

// The first view settles once per page load (module state), so these run in order: before it
// settles, then after.
describe('useAfterFirstContent', () => {
  it('when the first view is not on screen yet, then false on the server and while hydrating, true once it is', async () => {
    const { markup, container, seen, recoverable } = await hydrateProbe();
    expect(markup).toBe('<p>first view</p>');
    expect(seen[0]).toBe(false);

    await waitFor(() => expect(container.textContent).toBe('after'));
    expect(seen.at(-1)).toBe(true);
    expect(recoverable).toEqual([]);
  });

  it('when the first view was on screen before the script ran, then the hydration render is still false, then true', async () => {
    await afterFirstContent(); // as a server-rendered page's LCP image is painted before hydration
    const { markup, container, seen, recoverable } = await hydrateProbe();

    expect(markup).toBe('<p>first view</p>');
    expect(seen[0]).toBe(false);
    expect(container.textContent).toBe('after');
    expect(seen.at(-1)).toBe(true);
    expect(recoverable).toEqual([]);
  });
});
