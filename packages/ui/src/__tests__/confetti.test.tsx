import { act, render, screen } from '@testing-library/react';
import { CONFETTI_HIDE_AFTER_MS, CONFETTI_REDUCE_AFTER_MS, Confetti, UiProvider } from '..';

const pieces = () => screen.queryByTestId('confetti')?.childElementCount ?? 0;

describe('Confetti (the confirmation pages’ celebration)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('when shown, then 200 pieces fall, 50 after 3 seconds, none after 7 seconds', () => {
    render(<Confetti />, { wrapper: UiProvider });
    expect(pieces()).toBe(200);
    expect(screen.getByTestId('confetti')).toHaveAttribute('aria-hidden', 'true');

    act(() => jest.advanceTimersByTime(CONFETTI_REDUCE_AFTER_MS));
    expect(pieces()).toBe(50);
    act(() => jest.advanceTimersByTime(CONFETTI_HIDE_AFTER_MS - CONFETTI_REDUCE_AFTER_MS));
    expect(screen.queryByTestId('confetti')).toBeNull();
  });

  it('when the visitor asks for less motion, then no confetti shows', () => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    })) as unknown as typeof window.matchMedia;
    render(<Confetti />, { wrapper: UiProvider });
    expect(screen.queryByTestId('confetti')).toBeNull();
  });
});
