import { z } from 'zod/mini';
import { fieldErrors } from '..';

describe('fieldErrors', () => {
  it('when a zod parse fails, then each field gets its first message', () => {
    const schema = z.object({
      name: z
        .string()
        .check(z.minLength(2, 'Name must be at least 2 characters.'), z.maxLength(3, 'Too long')),
      email: z.email('Please enter a valid email address.'),
    });
    const parsed = schema.safeParse({ name: 'a', email: 'nope' });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error?.issues ?? [])).toEqual({
      name: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
    });
  });

  it('when a 400 answer carries issues with dotted paths, then they land on the top-level field', () => {
    expect(
      fieldErrors([
        { path: 'currency', message: 'Unknown currency' },
        { path: 'address.zip', message: 'Bad ZIP' },
        { path: 'currency', message: 'second message ignored' },
        { path: '', message: 'form-level: not a field' },
      ]),
    ).toEqual({ currency: 'Unknown currency', address: 'Bad ZIP' });
  });
});
