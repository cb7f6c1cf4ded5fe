import { INTERNAL_TOKEN_HEADER, publicUserSchema } from '@coffee/contracts';
import { Types } from 'mongoose';
import { accountHarness, bearer } from './harness';
import { z } from 'zod';

describe('PUT /internal/users/:id/membership', () => {
  const h = accountHarness();
  const internal = () => ({ [INTERNAL_TOKEN_HEADER]: h.config.internalToken });
  const put = (id: string) => h.api().put(`/internal/users/${id}/membership`).set(internal());
  const stored = async (id: string) => h.users().findOne({ _id: new Types.ObjectId(id) });

  beforeAll(() => h.start());
  afterAll(() => h.stop());

  it('when a customer becomes Direct+, then it answers the public user with the flag and expiry, stored as text', async () => {
    const { user, token } = await h.register();
    const res = await put(user.id)
      .send({ isDirectPlus: true, directPlusExpiry: '2027-03-15T12:00:00.000Z' })
      .expect(200);
    expect(z.strictObject(publicUserSchema.shape).parse(res.body)).toEqual({
      ...user,
      isDirectPlus: true,
      directPlusExpiry: '2027-03-15T12:00:00.000Z',
    });
    expect(await stored(user.id)).toMatchObject({
      isDirectPlus: true,
      directPlusExpiry: '2027-03-15T12:00:00.000Z',
    });
    // The shop reads it back at once through the current-user call.
    const me = await h.api().get('/api/user').set(bearer(token)).expect(200);
    expect(me.body).toMatchObject({
      isDirectPlus: true,
      directPlusExpiry: '2027-03-15T12:00:00.000Z',
    });
  });

  it('when a member is set back to Standard, then the flag is false and the expiry null', async () => {
    const { user } = await h.register();
    await put(user.id).send({ isDirectPlus: true, directPlusExpiry: '2027-01-01T00:00:00Z' });
    const res = await put(user.id)
      .send({ isDirectPlus: false, directPlusExpiry: null })
      .expect(200);
    expect(res.body).toMatchObject({ id: user.id, isDirectPlus: false, directPlusExpiry: null });
    expect(await stored(user.id)).toMatchObject({ isDirectPlus: false, directPlusExpiry: null });
  });

  it('when the expiry carries an offset, then it is stored and answered in UTC', async () => {
    const { user } = await h.register();
    const res = await put(user.id)
      .send({ isDirectPlus: true, directPlusExpiry: '2027-03-15T02:00:00+02:00' })
      .expect(200);
    expect(res.body.directPlusExpiry).toBe('2027-03-15T00:00:00.000Z');
  });

  it('when the expiry has passed, then the stored flag no longer makes a member: Standard on the next read', async () => {
    const { user, token } = await h.register();
    const res = await put(user.id)
      .send({ isDirectPlus: true, directPlusExpiry: '2020-01-01T00:00:00.000Z' })
      .expect(200);
    expect(res.body).toMatchObject({
      isDirectPlus: false,
      directPlusExpiry: '2020-01-01T00:00:00.000Z',
    });
    expect(await stored(user.id)).toMatchObject({ isDirectPlus: true });
    const me = await h.api().get('/api/user').set(bearer(token)).expect(200);
    expect(me.body.isDirectPlus).toBe(false);
    const internalRead = await h
      .api()
      .get(`/internal/users/${user.id}`)
      .set(internal())
      .expect(200);
    expect(internalRead.body.isDirectPlus).toBe(false);
  });

  it('when the first payment is verified, then the number is set once with the completed payment, and another number is refused', async () => {
    const { user } = await h.register({ plan: 'directPlus' });
    const paid = {
      isDirectPlus: true,
      directPlusExpiry: '2099-01-01T00:00:00.000Z',
      membershipNumber: '8000000000000001',
      hasCompletedInitialPayment: true,
    };
    const res = await put(user.id).send(paid).expect(200);
    expect(res.body).toMatchObject({
      isDirectPlus: true,
      membershipNumber: '8000000000000001',
      hasCompletedInitialPayment: true,
    });
    // The same number again (a renewal repeating it) is fine; a renewal without it keeps it.
    await put(user.id).send(paid).expect(200);
    await put(user.id)
      .send({ isDirectPlus: true, directPlusExpiry: '2100-01-01T00:00:00.000Z' })
      .expect(200);
    const other = await put(user.id)
      .send({ ...paid, membershipNumber: '8000000000000002' })
      .expect(409);
    expect(other.body.message).toBe('This account already has another membership number');
    expect(await stored(user.id)).toMatchObject({
      membershipNumber: '8000000000000001',
      hasCompletedInitialPayment: true,
      directPlusExpiry: '2100-01-01T00:00:00.000Z',
    });
  });

  it('when the membership changes, then nothing else about the user does', async () => {
    const { user } = await h.register({ plan: 'directPlus', fullName: 'Pat Payer' });
    const before = await stored(user.id);
    await put(user.id).send({ isDirectPlus: true, directPlusExpiry: null }).expect(200);
    const after = await stored(user.id);
    expect(after).toEqual({ ...before, isDirectPlus: true, directPlusExpiry: null });
    expect(after).toMatchObject({ role: 'customer', hasCompletedInitialPayment: false });
  });

  it.each([
    ['an empty body', undefined, 'Is direct plus is required'],
    ['no expiry', { isDirectPlus: true }, 'Direct+ expiry must be an ISO date-time or null'],
    ['no flag', { directPlusExpiry: null }, 'Is direct plus is required'],
    [
      'a text flag',
      { isDirectPlus: 'true', directPlusExpiry: null },
      'Is direct plus must be a boolean',
    ],
    [
      'a date without a time',
      { isDirectPlus: true, directPlusExpiry: '2027-03-15' },
      'Direct+ expiry must be an ISO date-time or null',
    ],
    [
      'an impossible date',
      { isDirectPlus: true, directPlusExpiry: '2027-13-45T00:00:00Z' },
      'Direct+ expiry must be an ISO date-time or null',
    ],
    [
      'a number for the expiry',
      { isDirectPlus: true, directPlusExpiry: 1893456000000 },
      'Direct+ expiry must be an ISO date-time or null',
    ],
    [
      'a role riding along',
      { isDirectPlus: true, directPlusExpiry: null, role: 'admin' },
      'Unknown field: role',
    ],
    [
      'profile fields riding along',
      { isDirectPlus: true, directPlusExpiry: null, email: 'x@y.z', fullName: 'X' },
      'Unknown fields: email, fullName',
    ],
    [
      'a completed payment taken back',
      { isDirectPlus: false, directPlusExpiry: null, hasCompletedInitialPayment: false },
      'Invalid input: expected true',
    ],
    [
      'a membership number with letters',
      { isDirectPlus: true, directPlusExpiry: null, membershipNumber: '80000000000000AB' },
      'Membership number can only contain digits',
    ],
    ['an array', [{ isDirectPlus: true, directPlusExpiry: null }], 'Value must be a object'],
  ])(
    'when sent %s, then 400 with a readable message and the user is unchanged',
    async (_case, body, message) => {
      const { user } = await h.register();
      const before = await stored(user.id);
      const req = put(user.id);
      const res = await (body === undefined ? req : req.send(body)).expect(400);
      expect(res.body.message).toBe(message);
      expect(await stored(user.id)).toEqual(before);
    },
  );

  it('when the body is not JSON, then 415 (or 400 when malformed) and nothing changes', async () => {
    const { user } = await h.register();
    const before = await stored(user.id);
    const text = await put(user.id).set('content-type', 'text/plain').send('isDirectPlus=true');
    expect(text.status).toBe(415);
    const malformed = await put(user.id)
      .set('content-type', 'application/json')
      .send('{"isDirectPlus":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Malformed JSON body');
    expect(await stored(user.id)).toEqual(before);
  });

  it.each([new Types.ObjectId().toString(), 'not-an-id', 'x'.repeat(200)])(
    'when the user %s does not exist, then 404 User not found',
    async (id) => {
      const res = await put(id).send({ isDirectPlus: true, directPlusExpiry: null }).expect(404);
      expect(res.body.message).toBe('User not found');
    },
  );

  it('when called without the internal token, then 401; with a wrong one, then 403; a session token is not enough', async () => {
    const { user, token } = await h.register();
    const body = { isDirectPlus: true, directPlusExpiry: null };
    const path = `/internal/users/${user.id}/membership`;
    expect((await h.api().put(path).send(body)).status).toBe(401);
    expect((await h.api().put(path).set(INTERNAL_TOKEN_HEADER, 'wrong').send(body)).status).toBe(
      403,
    );
    expect((await h.api().put(path).set(bearer(token)).send(body)).status).toBe(401);
    expect(await stored(user.id)).toMatchObject({ isDirectPlus: false });
  });
});
