import {
  addSupportBusinessHours,
  adminDashboardWithSupportSchema,
  endChatSchema,
  FIRST_REPLY_TARGET_HOURS,
  firstReplyPromise,
  firstReplyStatsLine,
  formatReplyDuration,
  supportBusinessMinutesBetween,
  ticketCreatedSchema,
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

describe('priority support', () => {
  const NY = (holidays: string[] = []) => ({
    timeZone: 'America/New_York',
    holidays: new Set(holidays),
  });
  const due = (from: string, hours: number, holidays: string[] = []) =>
    addSupportBusinessHours(new Date(from), hours, NY(holidays)).toISOString();

  it('when the targets are read, then Direct+ is 4 business hours and Standard 24', () => {
    expect(FIRST_REPLY_TARGET_HOURS).toEqual({ 'direct-plus': 4, standard: 24 });
    expect(firstReplyPromise('direct-plus')).toBe(
      'Priority support: we aim to reply within 4 business hours',
    );
    expect(firstReplyPromise('standard')).toBe('We aim to reply within 24 business hours');
  });

  it.each([
    // Tue Dec 1 2026, 9:00 in New York (EST, UTC-5) + 4 h: 13:00 the same day.
    ['in the morning', '2026-12-01T14:00:00.000Z', 4, '2026-12-01T18:00:00.000Z'],
    // Before opening: the clock starts at 9:00.
    ['before opening', '2026-12-01T12:00:00.000Z', 4, '2026-12-01T18:00:00.000Z'],
    // 16:00 + 4 h ends at closing time: due at 20:00, not the next morning.
    ['four hours before closing', '2026-12-01T21:00:00.000Z', 4, '2026-12-02T01:00:00.000Z'],
    // Mon 19:00: one hour on Monday, three on Tuesday.
    ['an hour before closing', '2026-12-01T00:00:00.000Z', 4, '2026-12-01T17:00:00.000Z'],
    // Fri 18:00: two hours on Friday, two on Monday.
    ['on a Friday evening', '2026-12-04T23:00:00.000Z', 4, '2026-12-07T16:00:00.000Z'],
    // Saturday: nothing until Monday 9:00.
    ['on a Saturday', '2026-12-05T15:00:00.000Z', 4, '2026-12-07T18:00:00.000Z'],
    // Standard, Tue 10:00: 10 h on Tuesday, 11 on Wednesday, 3 on Thursday.
    [
      'on a Tuesday with the standard target',
      '2026-12-01T15:00:00.000Z',
      24,
      '2026-12-03T17:00:00.000Z',
    ],
    // After closing on a Friday (21:00): 11 h Monday, 11 Tuesday, 2 Wednesday.
    [
      'on a Friday night with the standard target',
      '2026-12-05T02:00:00.000Z',
      24,
      '2026-12-09T16:00:00.000Z',
    ],
    // The end of daylight saving time (Sun Nov 1): Fri 18:00 EDT + 4 h = Mon 11:00 EST.
    ['before the clocks change', '2026-10-30T22:00:00.000Z', 4, '2026-11-02T16:00:00.000Z'],
  ])(
    'when a ticket is opened %s, then its first reply is due after that many business hours',
    (_case, from, hours, expected) => {
      expect(due(from, hours)).toBe(expected);
    },
  );

  it("when the shop's holidays fall in the way, then they count like a weekend", () => {
    // Fri Dec 4 18:00 + 4 h with Monday Dec 7 off: Tuesday 11:00.
    expect(due('2026-12-04T23:00:00.000Z', 4, ['2026-12-07'])).toBe('2026-12-08T16:00:00.000Z');
    // Thu Dec 24 16:00 with Dec 24 and 25 off: Monday Dec 28 from 9:00.
    expect(due('2026-12-24T21:00:00.000Z', 4, ['2026-12-24', '2026-12-25'])).toBe(
      '2026-12-28T18:00:00.000Z',
    );
    // Standard across both: Wed Dec 23 12:00 -> 8 h Wed, (Thu, Fri off), 11 h Mon, 5 h Tue.
    expect(due('2026-12-23T17:00:00.000Z', 24, ['2026-12-24', '2026-12-25'])).toBe(
      '2026-12-29T19:00:00.000Z',
    );
  });

  it('when a zone changes its clocks during a business day, then the hours are still 9:00 to 17:00 on its clocks', () => {
    const cairo = { timeZone: 'Africa/Cairo', holidays: new Set<string>() };
    // Thu Oct 29 2026 is on summer time (UTC+3) until midnight, when the clocks go back.
    expect(addSupportBusinessHours(new Date('2026-10-29T00:00:00Z'), 0, cairo).toISOString()).toBe(
      '2026-10-29T06:00:00.000Z',
    );
    // Fri Apr 24 2026 starts at 01:00 (summer time, UTC+3): 9:00 is 06:00 UTC.
    expect(addSupportBusinessHours(new Date('2026-04-23T20:00:00Z'), 1, cairo).toISOString()).toBe(
      '2026-04-24T07:00:00.000Z',
    );
  });

  it('when business time between two moments is measured, then only support hours on business days count', () => {
    const minutes = (from: string, to: string, holidays: string[] = []) =>
      supportBusinessMinutesBetween(new Date(from), new Date(to), NY(holidays));
    // Tue 10:00 -> 12:10.
    expect(minutes('2026-12-01T15:00:00Z', '2026-12-01T17:10:00Z')).toBe(130);
    // Fri 19:30 -> Mon 9:30: half an hour each side of the weekend.
    expect(minutes('2026-12-05T00:30:00Z', '2026-12-07T14:30:00Z')).toBe(60);
    // Fri 19:30 -> Tue 9:30 with Monday off: the same hour.
    expect(minutes('2026-12-05T00:30:00Z', '2026-12-08T14:30:00Z', ['2026-12-07'])).toBe(60);
    // Tue 9:00 -> Wed 9:00: one whole business day, 11 hours.
    expect(minutes('2026-12-01T14:00:00Z', '2026-12-02T14:00:00Z')).toBe(660);
    // Opened and answered on a Saturday: no business time passed.
    expect(minutes('2026-12-05T15:00:00Z', '2026-12-05T16:00:00Z')).toBe(0);
    // Backwards or equal: nothing.
    expect(minutes('2026-12-01T17:00:00Z', '2026-12-01T15:00:00Z')).toBe(0);
    // It agrees with the due time: 24 business hours later is 1,440 business minutes.
    const from = new Date('2026-12-23T17:00:00.000Z');
    const calendar = NY(['2026-12-24', '2026-12-25']);
    expect(
      supportBusinessMinutesBetween(from, addSupportBusinessHours(from, 24, calendar), calendar),
    ).toBe(24 * 60);
  });

  it('when a ticket from before tiers is read, then it is standard with no due time', () => {
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
    expect(ticket).toMatchObject({ tier: 'standard', firstReplyDueAt: null, firstRepliedAt: null });
    expect(
      ticketCreatedSchema.parse({
        ticketNumber: 'TKT-1001',
        status: 'open',
        createdAt: '2025-01-01T00:00:00.000Z',
        accessKey: '7KQ2-M9XA-4TPH',
      }),
    ).toMatchObject({ tier: 'standard', firstReplyDueAt: null });
  });

  it('when staff filter by tier, then all, standard and direct-plus are the choices', () => {
    expect(staffTicketQuerySchema.parse({}).tier).toBe('all');
    expect(staffTicketQuerySchema.parse({ tier: 'direct-plus' }).tier).toBe('direct-plus');
    expect(messages(staffTicketQuerySchema.safeParse({ tier: 'gold' }))).toEqual([
      'Tier must be all, standard or direct-plus',
    ]);
  });

  it('when reply times are written, then hours and minutes read as the dashboard says them', () => {
    expect(formatReplyDuration(130)).toBe('2 h 10 min');
    expect(formatReplyDuration(545.4)).toBe('9 h 5 min');
    expect(formatReplyDuration(45)).toBe('45 min');
    expect(formatReplyDuration(180)).toBe('3 h');
    expect(formatReplyDuration(0)).toBe('0 min');
    const stats = (dp: [number, number | null], st: [number, number | null]) => ({
      since: '2026-11-01T00:00:00.000Z',
      days: 30,
      byTier: {
        'direct-plus': { tickets: dp[0], medianMinutes: dp[1] },
        standard: { tickets: st[0], medianMinutes: st[1] },
      },
    });
    expect(firstReplyStatsLine(stats([14, 130], [31, 545]))).toBe(
      'Median first reply: Direct+ 2 h 10 min (14 tickets) · Standard 9 h 5 min (31 tickets)',
    );
    expect(firstReplyStatsLine(stats([1, 30], [0, null]))).toBe(
      'Median first reply: Direct+ 30 min (1 ticket) · Standard no replies yet',
    );
    expect(firstReplyStatsLine(stats([0, null], [0, null]))).toBe(
      'Median first reply: No replies yet',
    );
  });

  it("when an older staff service's dashboard has no reply figures, then they read as null", () => {
    const shape = adminDashboardWithSupportSchema.shape.supportReplies;
    expect(shape.parse(undefined)).toBeNull();
  });
});
