import {
  fieldErrors,
  ORDER_NUMBER_FORMAT_MESSAGE,
  ORDER_NUMBER_REQUIRED_MESSAGE,
  TRACKING_CONTACT_FORMAT_MESSAGE,
  TRACKING_CONTACT_REQUIRED_MESSAGE,
  trackingContactKey,
  trackOrderRequestSchema,
} from '../index';

const errorsOf = (body: unknown) => {
  const parsed = trackOrderRequestSchema.safeParse(body);
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
};

describe('trackOrderRequestSchema', () => {
  it('when the number is typed in lower case with spaces, then it is read as printed', () => {
    expect(
      trackOrderRequestSchema.parse({ orderNumber: ' ord-20250614-7kq2mx ', contact: ' 02101 ' }),
    ).toEqual({ orderNumber: 'ORD-20250614-7KQ2MX', contact: '02101' });
  });

  it.each([
    ['ada@example.com'],
    ['Ada.Lovelace@Example.COM'],
    ['02101'],
    ['02101-1234'],
    ['SW1A 1AA'],
  ])('when the contact is %s, then it is accepted', (contact) => {
    expect(errorsOf({ orderNumber: 'ORD-20250614-7KQ2MX', contact })).toEqual({});
  });

  it('when both are empty, then each field says what is missing', () => {
    expect(errorsOf({ orderNumber: '  ', contact: '' })).toEqual({
      orderNumber: ORDER_NUMBER_REQUIRED_MESSAGE,
      contact: TRACKING_CONTACT_REQUIRED_MESSAGE,
    });
    expect(errorsOf({})).toEqual({
      orderNumber: ORDER_NUMBER_REQUIRED_MESSAGE,
      contact: TRACKING_CONTACT_REQUIRED_MESSAGE,
    });
  });

  it.each([['12345'], ['ORD-2025-7KQ2MX'], ['ORD-20250614-7KQ2M0'], ['ORD-20250614-7KQ2MX1']])(
    'when the number is %s, then it says how order numbers look',
    (orderNumber) => {
      expect(errorsOf({ orderNumber, contact: '02101' })).toEqual({
        orderNumber: ORDER_NUMBER_FORMAT_MESSAGE,
      });
    },
  );

  it.each([['ada@'], ['not an email @ all'], ['<script>'], ['x'.repeat(21)]])(
    'when the contact is %s, then it asks for an email or ZIP code',
    (contact) => {
      expect(errorsOf({ orderNumber: 'ORD-20250614-7KQ2MX', contact })).toEqual({
        contact: TRACKING_CONTACT_FORMAT_MESSAGE,
      });
    },
  );

  it('when the body has other fields, then it is refused', () => {
    expect(
      trackOrderRequestSchema.safeParse({
        orderNumber: 'ORD-20250614-7KQ2MX',
        contact: '02101',
        userId: 'x',
      }).success,
    ).toBe(false);
  });

  it('when contacts differ only in case and spaces, then their keys are equal', () => {
    expect(trackingContactKey('  Ada@Example.com ')).toBe(trackingContactKey('ada@example.com'));
    expect(trackingContactKey('sw1a  1aa')).toBe(trackingContactKey('SW1A 1AA'));
  });
});
