import { contactFormSchema } from '@coffee/contracts';

const valid = {
  name: 'Jordan',
  email: 'jordan@example.com',
  topic: 'feedback',
  message: 'Loved the Ethiopian roast!',
};

describe('contactFormSchema', () => {
  it('when the input is valid, then it is trimmed and empty optional fields are dropped', () => {
    const parsed = contactFormSchema.parse({
      ...valid,
      name: '  Jordan  ',
      phone: '  ',
      orderId: '',
    });
    expect(parsed).toEqual({ ...valid, phone: undefined, orderId: undefined });
  });

  it('when the topic is not one of the seven, then the spec message is given', () => {
    const result = contactFormSchema.safeParse({ ...valid, topic: 'refund-now' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Please select a topic.']);
  });

  it('when an operator object or an unknown field is sent, then it is refused', () => {
    expect(contactFormSchema.safeParse({ ...valid, email: { $gt: '' } }).success).toBe(false);
    expect(contactFormSchema.safeParse({ ...valid, role: 'admin' }).success).toBe(false);
  });

  it('when the message is only spaces around a short text, then the minimum counts the trimmed text', () => {
    const result = contactFormSchema.safeParse({ ...valid, message: '   short    ' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Message must be at least 10 characters.',
    ]);
  });
});
