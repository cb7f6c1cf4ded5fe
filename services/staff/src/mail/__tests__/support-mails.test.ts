import { normalizeTicketAccessCode } from '@coffee/contracts';
import { startStaff, type StartedStaff } from '../../__tests__/start-staff';
import { contact, supportMailHarness } from './support-mail-harness';

const ALICE = 'aaaaaaaaaaaaaaaaaaaaaaa1';

describe('the support mails, recorded with the ticket or reply that causes them', () => {
  let staff: StartedStaff;
  let h: ReturnType<typeof supportMailHarness>;

  beforeAll(async () => {
    staff = await startStaff({
      PUBLIC_URL: 'https://shop.example',
      SUPPORT_TICKETS_PER_SENDER: '1000',
    });
    h = supportMailHarness(staff);
  });
  afterAll(() => staff?.stop());

  it('when a guest sends the contact form, then one "received" mail names the ticket and links to it with the number filled in, and the code is stored nowhere', async () => {
    const { ticketNumber, accessKey } = await h.open(
      contact({ name: 'Ann <b>Lee</b>', message: 'Where is <script>alert(1)</script> my order?' }),
    );
    const [received, ...more] = await h.mailsOf(ticketNumber);
    expect(more).toHaveLength(0);
    expect(received).toMatchObject({
      key: expect.stringMatching(/^support-received:[0-9a-f]{24}$/),
      to: 'alice@example.com',
      subject: `We received your message [${ticketNumber}]`,
    });
    expect(received!.text).toContain(`Your ticket number is ${ticketNumber}.`);
    expect(received!.text).toContain(`https://shop.example/support/ticket?number=${ticketNumber}`);
    expect(received!.html).toContain('Ann &lt;b&gt;Lee&lt;/b&gt;');
    expect(received!.html).not.toContain('<script>');
    expect(received!.html).toContain('&lt;script&gt;');
    // Only its hash is kept: not in the ticket, not in its mail.
    const code = normalizeTicketAccessCode(accessKey);
    const stored = JSON.stringify(await h.mailsOf(ticketNumber));
    expect(stored).not.toContain(accessKey);
    expect(stored).not.toContain(code);
  });

  it('when a signed-in customer writes, then the "received" mail points to Support in the account and carries no code', async () => {
    const { ticketNumber } = await h.open(contact(), {
      authorization: staff.as('customer', ALICE),
    });
    const [received] = await h.mailsOf(ticketNumber);
    expect(received!.text).toContain('https://shop.example/account-page?tab=support');
    expect(received!.text).not.toContain('#code=');
  });

  it('when staff answer, then one reply mail carries the answer (escaped, lines kept) and a link with the number filled in, never the code', async () => {
    const { ticketNumber, accessKey } = await h.open(contact({ name: 'Bo\r\nBcc: x@example.com' }));
    const answer = 'Hello!\nYour parcel left today.\n\n<img src=x onerror=alert(1)> & thanks';
    await h.reply(ticketNumber, answer).expect(201);
    const replies = (await h.mailsOf(ticketNumber)).filter((m) =>
      m.key.startsWith('support-reply:'),
    );
    expect(replies).toHaveLength(1);
    const [reply] = replies;
    expect(reply!.subject).toMatch(new RegExp(`^Re: Order status: .* \\[${ticketNumber}\\]$`));
    expect(reply!.text).toContain('Your parcel left today.');
    expect(reply!.text).toContain(`https://shop.example/support/ticket?number=${ticketNumber}`);
    expect(reply!.text).not.toContain(normalizeTicketAccessCode(accessKey));
    expect(reply!.html).toContain('Hello!<br>Your parcel left today.');
    expect(reply!.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; thanks');
    expect(reply!.html).not.toContain('<img');
    expect(reply!.toName).not.toMatch(/[\r\n]/);
    // A second answer is its own mail.
    await h.reply(ticketNumber, 'One more thing.').expect(201);
    const keys = (await h.mailsOf(ticketNumber)).map((m) => m.key);
    expect(new Set(keys).size).toBe(3);
  });

  it('when a chat is answered live, then no mail; once the visitor asks for a reply by email, one "received" mail and then each answer is mailed', async () => {
    const { ticketNumber, accessKey } = await h.open({
      source: 'chat',
      name: 'Guest',
      email: 'guest@example.com',
      question: 'Do you ship to Canada?',
    });
    await h.reply(ticketNumber, 'Yes we do.').expect(201);
    expect(await h.mailsOf(ticketNumber)).toHaveLength(0);
    await h.endChat(ticketNumber, accessKey, true).expect(200);
    await h.endChat(ticketNumber, accessKey, true).expect(200);
    const received = await h.mailsOf(ticketNumber);
    expect(received.map((m) => m.key)).toEqual([expect.stringMatching(/^support-received:/)]);
    expect(received[0]!.text).not.toContain(normalizeTicketAccessCode(accessKey));
    await h.reply(ticketNumber, 'Shipping to Canada takes 5 days.').expect(201);
    expect((await h.mailsOf(ticketNumber)).map((m) => m.key.split(':')[0])).toEqual([
      'support-received',
      'support-reply',
    ]);
  });

  it('when a chat ends without asking for email, then nothing is mailed', async () => {
    const { ticketNumber, accessKey } = await h.open({
      source: 'chat',
      name: 'Guest',
      email: 'guest2@example.com',
      question: 'Open on Sundays?',
    });
    await h.endChat(ticketNumber, accessKey, false).expect(200);
    expect(await h.mailsOf(ticketNumber)).toHaveLength(0);
  });
});
