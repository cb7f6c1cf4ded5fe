import { createMailer } from '@coffee/mailer';
import request from 'supertest';
import { startMembership, type StartedMembership } from '../../__tests__/start-membership';

/**
 * The membership's outbox on its internal routes (issue 27), as the staff service's admin portal
 * reads it: GET /internal/mail-outbox and POST /internal/mail-outbox/:id/resend, for the internal
 * token only. The service runs without SMTP_URL here: the outbox answers all the same.
 */
describe('GET/POST /internal/mail-outbox', () => {
  let m: StartedMembership;
  let id: string;
  const outbox = () => m.db.collection('mail_outbox');

  beforeAll(async () => {
    m = await startMembership();
    const recorder = createMailer({
      connection: m.db,
      sources: [],
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'Brew Haven <hello@brewhaven.example>',
    });
    await recorder.record({
      key: 'direct-plus-welcome:test',
      to: 'member@example.com',
      subject: 'Welcome to Direct+',
      html: '<p>Welcome</p>',
      text: 'Welcome',
      category: 'transactional',
    });
    id = String((await outbox().findOne({ key: 'direct-plus-welcome:test' }))!._id);
  });
  afterAll(async () => {
    await m.stop();
  });

  it('when called without the internal token, or with a wrong one, then it is refused', async () => {
    expect((await request(m.url).get('/internal/mail-outbox')).status).toBe(401);
    const wrong = await request(m.url)
      .get('/internal/mail-outbox')
      .set('x-internal-token', 'x'.repeat(48));
    expect([401, 403]).toContain(wrong.status);
    const resend = await request(m.url).post(`/internal/mail-outbox/${id}/resend`);
    expect(resend.status).toBe(401);
  });

  it('when the staff service asks with the token, then it gets the page, and a sent mail goes back in line', async () => {
    const page = await request(m.url)
      .get('/internal/mail-outbox')
      .set('x-internal-token', m.internalToken);
    expect(page.status).toBe(200);
    expect(page.body.counts).toEqual({ waiting: 1, sending: 0, sent: 0, parked: 0 });
    expect(page.body.mails).toEqual([
      expect.objectContaining({ id, subject: 'Welcome to Direct+', status: 'waiting' }),
    ]);

    const queued = await request(m.url)
      .post(`/internal/mail-outbox/${id}/resend`)
      .set('x-internal-token', m.internalToken);
    expect(queued.status).toBe(409);

    await outbox().updateOne({ key: 'direct-plus-welcome:test' }, { $set: { status: 'sent' } });
    const resent = await request(m.url)
      .post(`/internal/mail-outbox/${id}/resend`)
      .set('x-internal-token', m.internalToken);
    expect(resent.status).toBe(200);
    expect(resent.body.mail).toMatchObject({ id, status: 'waiting' });
  });
});
