import { randomBytes } from 'node:crypto';
import { createAccountClient, createInternalClient, type AccountClient } from '..';
import { makeUser, newUserId, startFakeAccount, type FakeAccount } from '../testing';

describe('the account client against the stand-in account service', () => {
  const token = randomBytes(24).toString('hex');
  let account: FakeAccount;
  let client: AccountClient;

  const clientOf = (baseUrl: string, internalToken = token) =>
    createAccountClient(
      createInternalClient({ service: 'account', baseUrl, token: internalToken, timeoutMs: 2000 }),
    );

  beforeAll(async () => {
    account = await startFakeAccount(token);
    client = clientOf(account.url);
  });

  afterEach(() => {
    account.behaviour.updateReply = undefined;
  });

  afterAll(async () => {
    await account.stop();
  });

  it('when the user exists, then findMember gives their membership facts and passes the request id on', async () => {
    const user = account.addUser({
      isDirectPlus: true,
      directPlusExpiry: '2027-01-01T00:00:00.000Z',
    });
    await expect(client.findMember(user.id, 'req-7')).resolves.toEqual({
      id: user.id,
      // For cart-checkout: the order keeps it, so a guest can track it by it.
      email: user.email,
      isDirectPlus: true,
      directPlusExpiry: '2027-01-01T00:00:00.000Z',
      membershipNumber: null,
      // For cart-checkout's initial-payment rule.
      hasCompletedInitialPayment: true,
    });
    expect(account.calls.at(-1)).toEqual({
      method: 'GET',
      path: `/internal/users/${user.id}`,
      requestId: 'req-7',
    });
  });

  it('when the account service does not know the user, then findMember and setMembership give null', async () => {
    const id = newUserId();
    await expect(client.findMember(id)).resolves.toBeNull();
    await expect(
      client.setMembership(id, { isDirectPlus: true, directPlusExpiry: null }),
    ).resolves.toBeNull();
  });

  it('when the answer is not the user asked for, then the call fails with 502', async () => {
    const id = newUserId();
    account.users.set(id, { id, isDirectPlus: 'yes' });
    await expect(client.findMember(id)).rejects.toMatchObject({
      status: 502,
      message: 'The account service gave an invalid answer',
      code: 'UPSTREAM_INVALID',
    });
    const other = newUserId();
    account.users.set(other, makeUser());
    await expect(client.findMember(other)).rejects.toMatchObject({ status: 502 });
  });

  it('when the account service refuses or cannot be reached, then the call fails with 503', async () => {
    const user = account.addUser();
    account.behaviour.updateReply = { status: 500 };
    const unavailable = {
      status: 503,
      message: 'The account service is unavailable',
      code: 'UPSTREAM_UNAVAILABLE',
    };
    await expect(
      client.setMembership(user.id, { isDirectPlus: true, directPlusExpiry: null }),
    ).rejects.toMatchObject(unavailable);
    await expect(clientOf(account.url, 'wrong-token').findMember(user.id)).rejects.toMatchObject(
      unavailable,
    );
    await expect(clientOf('http://127.0.0.1:9').findMember(user.id)).rejects.toMatchObject(
      unavailable,
    );
  });

  it('when the membership is set, then the updated user comes back; an answer without the change is a 502', async () => {
    const user = account.addUser();
    const update = { isDirectPlus: true, directPlusExpiry: '2027-03-01T00:00:00.000Z' };
    await expect(client.setMembership(user.id, update, 'req-8')).resolves.toMatchObject({
      id: user.id,
      ...update,
    });
    expect(account.calls.at(-1)).toEqual({
      method: 'PUT',
      path: `/internal/users/${user.id}/membership`,
      requestId: 'req-8',
      body: update,
    });
    account.behaviour.updateReply = { status: 200, body: user };
    await expect(client.setMembership(user.id, update)).rejects.toMatchObject({ status: 502 });
  });
});
