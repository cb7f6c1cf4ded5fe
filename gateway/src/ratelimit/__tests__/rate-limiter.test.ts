import { addressKey, mostRestrictive, rateLimitHeaders, type Outcome } from '../rate-limiter';

function outcome(name: Outcome['policy']['name'], limit: number, count: number, resetAt: number) {
  return {
    policy: { name, limit, windowMs: 60_000, header: `${limit};w=60` },
    count,
    resetAt,
  };
}

describe('mostRestrictive', () => {
  it('when none is exceeded, then the one with the fewest requests left is shown', () => {
    const api = outcome('api', 600, 10, 50_000);
    const signIn = outcome('sign-in', 20, 15, 40_000);
    expect(mostRestrictive([api, signIn])).toBe(signIn);
  });

  it('when one is exceeded, then it is shown even if another has fewer left', () => {
    const user = outcome('user', 5, 5, 50_000);
    const api = outcome('api', 3, 4, 10_000);
    expect(mostRestrictive([user, api])).toBe(api);
  });

  it('when several are exceeded, then the one that frees up last is shown', () => {
    const early = outcome('api', 3, 9, 10_000);
    const late = outcome('user', 5, 6, 50_000);
    expect(mostRestrictive([early, late])).toBe(late);
  });

  it('when there is nothing to show, then undefined', () => {
    expect(mostRestrictive([])).toBeUndefined();
  });
});

describe('rateLimitHeaders', () => {
  it('when a limit has been used, then the draft-7 pair says the limit, what is left and the seconds to reset', () => {
    expect(rateLimitHeaders(outcome('sign-in', 20, 4, 41_500), 0)).toEqual([
      '20;w=60',
      'limit=20, remaining=16, reset=42',
    ]);
    expect(rateLimitHeaders(outcome('sign-in', 20, 25, 1_000), 999)).toEqual([
      '20;w=60',
      'limit=20, remaining=0, reset=1',
    ]);
  });
});

describe('addressKey', () => {
  it('when the address is IPv6, then its /56 network is the key; IPv4 (also IPv4-mapped) stays as is', () => {
    expect(addressKey('2001:db8:aa:1ff:1234::1')).toBe(addressKey('2001:db8:aa:100::'));
    expect(addressKey('2001:db8:aa:200::1')).not.toBe(addressKey('2001:db8:aa:100::'));
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey(undefined)).toBe('unknown');
  });
});
