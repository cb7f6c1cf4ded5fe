import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { ContactUsPage } from '..';

function renderPage() {
  const user = userEvent.setup();
  const view = renderApp(<ContactUsPage />, {
    route: '/contact-us',
    wrap: (c) => <UiProvider>{c}</UiProvider>,
  });
  return { user, ...view };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Jordan Lee');
  await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
  await user.selectOptions(screen.getByLabelText('Topic'), 'returns');
  await user.type(
    screen.getByLabelText('Message'),
    'I would like to return an unopened bag of beans.',
  );
}

describe('Contact Us page', () => {
  it('when rendered, then it sets the document title and lists every topic with a readable label', () => {
    renderPage();
    expect(document.title).toBe('Contact Us | Brew Haven');
    const options = within(screen.getByLabelText('Topic')).getAllByRole('option');
    expect(options.map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'Select a topic'],
      ['order-status', 'Order status'],
      ['returns', 'Returns & refunds'],
      ['product-info', 'Product information'],
      ['direct-plus', 'Direct+ membership'],
      ['technical-issue', 'Technical issue'],
      ['feedback', 'Feedback'],
      ['other', 'Other'],
    ]);
  });

  it('when the empty form is submitted, then every required field shows the spec message and nothing is sent', async () => {
    const { user, store, requests } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByText('Name must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please select a topic.')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().toast.toasts).toHaveLength(0);
    expect(requests).toHaveLength(0);
  });

  it('when the values are just short of the rules, then each field explains its own rule', async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Name'), ' J ');
    await user.type(screen.getByLabelText('Email'), 'jordan@example');
    await user.type(screen.getByLabelText('Message'), '  too short  ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'Name must be at least 2 characters.',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    expect(screen.getByLabelText('Topic')).toHaveAccessibleDescription('Please select a topic.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'Message must be at least 10 characters.',
    );
  });

  it('when a field is corrected after a failed submit, then its message goes away', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await user.type(screen.getByLabelText('Name'), 'Jo');
    expect(screen.queryByText('Name must be at least 2 characters.')).not.toBeInTheDocument();
    expect(screen.getByText('Please select a topic.')).toBeInTheDocument();
  });

  it('when the topic is order-status, then the order number field shows, and only then', async () => {
    const { user } = renderPage();
    expect(screen.queryByLabelText('Order number (optional)')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Topic'), 'order-status');
    expect(screen.getByLabelText('Order number (optional)')).toBeInTheDocument();

    for (const topic of [
      'returns',
      'product-info',
      'direct-plus',
      'technical-issue',
      'feedback',
      'other',
    ]) {
      await user.selectOptions(screen.getByLabelText('Topic'), topic);
      expect(screen.queryByLabelText('Order number (optional)')).not.toBeInTheDocument();
    }
  });

  it('when a valid form is sent, then the spec toast and the thank-you panel appear, with no request', async () => {
    const { user, store, requests } = renderPage();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(store.getState().toast.toasts).toEqual([
      expect.objectContaining({
        title: 'Contact form submitted',
        description: "We've received your message and will respond shortly.",
      }),
    ]);
    expect(screen.getByRole('heading', { name: 'Thank you, Jordan Lee!' })).toHaveFocus();
    expect(screen.getByText('jordan@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("when 'Send Another Message' is pressed, then an empty form returns", async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Phone (optional)'), '555-0100');
    await user.selectOptions(screen.getByLabelText('Topic'), 'order-status');
    await user.type(screen.getByLabelText('Order number (optional)'), 'ORD-1234');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));

    expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Phone (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Topic')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.queryByLabelText('Order number (optional)')).not.toBeInTheDocument();
    expect(screen.queryByText('Name must be at least 2 characters.')).not.toBeInTheDocument();
  });
});
