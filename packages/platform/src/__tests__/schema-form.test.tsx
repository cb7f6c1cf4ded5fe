import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';
import { z } from 'zod/mini';
import { useSchemaForm } from '..';

const submitEvent = { preventDefault: () => undefined } as FormEvent;

describe("useSchemaForm: a contract's messages, and zod's own in English", () => {
  // A check without its own message: zod/mini words it only once English is loaded.
  const schema = z.strictObject({
    name: z.string().check(z.minLength(1, 'Name is required'), z.maxLength(3)),
  });

  it('when a field breaks a rule with its own message, then that message shows by the field', () => {
    const onValid = jest.fn();
    const { result } = renderHook(() => useSchemaForm(schema, { name: '' }, onValid));
    act(() => result.current.submit(submitEvent));
    expect(result.current.errors).toEqual({ name: 'Name is required' });
    expect(onValid).not.toHaveBeenCalled();
  });

  it("when a rule has no message of its own, then zod's English default shows, not 'Invalid input'", async () => {
    const onValid = jest.fn();
    const { result } = renderHook(() => useSchemaForm(schema, { name: '' }, onValid));
    act(() => result.current.change('name')('abcd'));
    act(() => result.current.submit(submitEvent));
    await waitFor(() =>
      expect(result.current.errors).toEqual({
        name: 'Too big: expected string to have <=3 characters',
      }),
    );
  });

  it('when the values are valid, then onValid gets the parsed values and no message shows', () => {
    const onValid = jest.fn();
    const { result } = renderHook(() => useSchemaForm(schema, { name: 'Ada' }, onValid));
    act(() => result.current.submit(submitEvent));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada' });
    expect(result.current.errors).toEqual({});
  });
});
