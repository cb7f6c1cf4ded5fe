import {
  endChatSchema,
  formatTicketAccessCode,
  isTicketAccessCode,
  normalizeTicketAccessCode,
  staffTicketQuerySchema,
  TICKET_ACCESS_CODE_MESSAGE,
  ticketAccessCodeSchema,
  ticketLookupLink,
  ticketLookupSchema,
  ticketSchema,
} from '..';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('ticket access codes', () => {
  it('when a code is typed as a person copies it, then it reads as the code', () => {
    for (const typed of ['7KQ2-M9XA-4TPH', '7kq2m9xa4tph', ' 7KQ2 M9XA 4TPH ', '7kq2-m9xa-4tph']) {
      expect(ticketAccessCodeSchema.parse(typed)).toBe('7KQ2M9XA4TPH');
    }
    // O for 0, I and L for 1: Crockford's base32 has neither.
    expect(normalizeTicketAccessCode('O1IL-oOiL-0000')).toBe('011100110000');
    expect(formatTicketAccessCode('7kq2m9xa4tph')).toBe('7KQ2-M9XA-4TPH');
    expect(isTicketAccessCode('7KQ2-M9XA-4TPH')).toBe(true);
  });

  it.each([
    ['too short', '7KQ2-M9XA'],
    ['too long', '7KQ2-M9XA-4TPH-1'],
    ['a U', 'UKQ2-M9XA-4TPH'],
    ['punctuation', '7KQ2_M9XA_4TPH'],
    ['empty', ''],
  ])('when the code is %s, then it is refused with the message', (_case, typed) => {
    expect(messages(ticketAccessCodeSchema.safeParse(typed))).toEqual([TICKET_ACCESS_CODE_MESSAGE]);
  });

  it('when a guest looks a ticket up, then number, email and code are all needed', () => {
    expect(
      ticketLookupSchema.parse({
        ticketNumber: '#tkt-1001',
        email: ' Guest@Example.com ',
        code: '7kq2 m9xa 4tph',
      }),
    ).toEqual({ ticketNumber: 'TKT-1001', email: 'Guest@Example.com', code: '7KQ2M9XA4TPH' });
    expect(
      messages(ticketLookupSchema.safeParse({ ticketNumber: 'TKT-1001', email: 'a@b.co' })),
    ).toEqual([TICKET_ACCESS_CODE_MESSAGE]);
  });

  it('when the link is made, then the code rides in the fragment, never the query', () => {
    const link = ticketLookupLink('TKT-1001', '7kq2m9xa4tph');
    expect(link).toBe('/support/ticket?number=TKT-1001#code=7KQ2-M9XA-4TPH');
    const url = new URL(link, 'https://shop.example');
    expect(url.search).not.toContain('7KQ2');
  });
});

describe('chat tickets', () => {
  it('when ending a chat, then replyByEmail must be said', () => {
    expect(endChatSchema.parse({ replyByEmail: false })).toEqual({ replyByEmail: false });
    expect(endChatSchema.safeParse({}).success).toBe(false);
    expect(endChatSchema.safeParse({ replyByEmail: 'no' }).success).toBe(false);
  });

  it('when staff filter by source, then all, contact and chat are the choices', () => {
    expect(staffTicketQuerySchema.parse({}).source).toBe('all');
    expect(staffTicketQuerySchema.parse({ source: 'chat' }).source).toBe('chat');
    expect(messages(staffTicketQuerySchema.safeParse({ source: 'email' }))).toEqual([
      'Source must be all, contact or chat',
    ]);
  });

  it("when an older service's ticket has no reply fields, then it reads as asked and not ended", () => {
    const ticket = ticketSchema.parse({
      ticketNumber: 'TKT-1001',
      subject: 'Hi',
      topic: null,
      orderNumber: null,
      source: 'contact',
      status: 'open',
      priority: 'medium',
      name: 'A',
      email: 'a@b.co',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      closedAt: null,
      messages: [],
    });
    expect(ticket).toMatchObject({ replyRequested: true, chatEndedAt: null });
  });
});
