import { createActorNames } from '../actor-names';

describe('the names staff actions are recorded under', () => {
  const setup = () => {
    let now = new Date('2026-11-27T10:00:00Z');
    const asked: string[] = [];
    const names = new Map<string, string | null>([['u1', 'Sofia Martinez']]);
    const actorNames = createActorNames({
      directory: {
        async fullNameOf(userId) {
          asked.push(userId);
          if (!names.has(userId)) throw new Error('account service unavailable');
          return names.get(userId) ?? null;
        },
      },
      clock: { now: () => now },
    });
    return {
      actorNames,
      asked,
      names,
      later: (ms: number) => {
        now = new Date(now.getTime() + ms);
      },
    };
  };

  it('when a staff member acts, then their full name is used, asked for once a minute', async () => {
    const { actorNames, asked, names, later } = setup();
    expect(await actorNames.nameOf('u1', 'employee')).toBe('Sofia Martinez');
    expect(await actorNames.nameOf('u1', 'employee')).toBe('Sofia Martinez');
    expect(asked).toEqual(['u1']);
    names.set('u1', 'Sofia Martínez-Ruiz');
    later(59_000);
    expect(await actorNames.nameOf('u1', 'employee')).toBe('Sofia Martinez');
    later(1_000);
    expect(await actorNames.nameOf('u1', 'employee')).toBe('Sofia Martínez-Ruiz');
  });

  it('when the account has no name (or a blank one), then the username is used', async () => {
    const { actorNames, names } = setup();
    names.set('u2', null);
    names.set('u3', '   ');
    expect(await actorNames.nameOf('u2', 'clerk2')).toBe('clerk2');
    expect(await actorNames.nameOf('u3', 'clerk3')).toBe('clerk3');
  });

  it('when the directory cannot answer, then the username is used and the name is asked for again next time', async () => {
    const { actorNames, asked, names } = setup();
    expect(await actorNames.nameOf('u4', 'clerk4')).toBe('clerk4');
    names.set('u4', 'Kim Clerk');
    expect(await actorNames.nameOf('u4', 'clerk4')).toBe('Kim Clerk');
    expect(asked).toEqual(['u4', 'u4']);
  });

  it('when a name is longer than an actor may carry, then it is cut to 100 characters', async () => {
    const { actorNames, names } = setup();
    names.set('u5', 'A'.repeat(150));
    expect(await actorNames.nameOf('u5', 'long')).toHaveLength(100);
  });
});
