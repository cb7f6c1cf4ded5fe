import { render, screen } from '@testing-library/react';
import { Field, Input, UiProvider } from '..';

describe('Field', () => {
  it('when an error is given, then the control is invalid and described by the error', () => {
    render(
      <UiProvider>
        <Field label="Username" error="Username is required">
          {(ids) => <Input {...ids} />}
        </Field>
      </UiProvider>,
    );
    const input = screen.getByLabelText('Username');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Username is required');
  });
});
