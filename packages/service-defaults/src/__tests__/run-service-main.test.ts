import { ConfigError, runServiceMain } from '..';

describe('runServiceMain (a service main.ts)', () => {
  it('when the environment is bad, then it prints the list of bad keys and exits 1 without creating the service', () => {
    // process.exit would end the test run itself.
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('exited');
    }) as never);
    const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const create = jest.fn();
    try {
      expect(() =>
        runServiceMain(() => {
          throw new ConfigError(['PORT must be a number', 'INTERNAL_TOKEN is required']);
        }, create),
      ).toThrow('exited');
      expect(exit).toHaveBeenCalledWith(1);
      expect(printed.mock.calls[0]?.[0]).toContain('INTERNAL_TOKEN is required');
      expect(create).not.toHaveBeenCalled();
    } finally {
      exit.mockRestore();
      printed.mockRestore();
    }
  });

  it('when reading the config fails otherwise, then the error is thrown as it is', () => {
    const create = jest.fn();
    expect(() =>
      runServiceMain(() => {
        throw new TypeError('a bug');
      }, create),
    ).toThrow('a bug');
    expect(create).not.toHaveBeenCalled();
  });
});
