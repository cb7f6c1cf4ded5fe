import { act, render, screen } from '@testing-library/react';
import {
  SELECTED_BILLING_PERIOD_KEY,
  clearSelectedBillingPeriod,
  readSelectedBillingPeriod,
  saveSelectedBillingPeriod,
  useDirectPlusBillingPeriod,
} from '..';

function Reader() {
  const [period] = useDirectPlusBillingPeriod();
  return <p>Charged {period}</p>;
}

describe('the remembered Direct+ billing period (selectedBillingPeriod)', () => {
  beforeEach(() => window.localStorage.clear());

  it('when nothing or something unknown is stored, then the period is annual (the spec’s default)', () => {
    expect(readSelectedBillingPeriod()).toBe('annual');
    window.localStorage.setItem(SELECTED_BILLING_PERIOD_KEY, 'weekly');
    expect(readSelectedBillingPeriod()).toBe('annual');
  });

  it('when a period is saved, then it is stored under its key and every reader shows it', () => {
    render(<Reader />);
    expect(screen.getByText('Charged annual')).toBeInTheDocument();

    act(() => saveSelectedBillingPeriod('monthly'));
    expect(window.localStorage.getItem(SELECTED_BILLING_PERIOD_KEY)).toBe('monthly');
    expect(screen.getByText('Charged monthly')).toBeInTheDocument();

    act(() => clearSelectedBillingPeriod());
    expect(window.localStorage.getItem(SELECTED_BILLING_PERIOD_KEY)).toBeNull();
    expect(screen.getByText('Charged annual')).toBeInTheDocument();
  });

  it('when another tab chooses a period, then this page follows', () => {
    render(<Reader />);
    act(() => {
      window.localStorage.setItem(SELECTED_BILLING_PERIOD_KEY, 'monthly');
      window.dispatchEvent(new StorageEvent('storage', { key: SELECTED_BILLING_PERIOD_KEY }));
    });
    expect(screen.getByText('Charged monthly')).toBeInTheDocument();
  });

  it('when storage is unavailable, then the period is annual and saving does not throw', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      expect(readSelectedBillingPeriod()).toBe('annual');
      expect(() => saveSelectedBillingPeriod('monthly')).not.toThrow();
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });
});
