import assert from 'node:assert/strict';
import { createPublicKey, createSign, createVerify } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { ensureKeys } from '../keys.mjs';

let dir;
beforeEach(() => {
  dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'coffee-keys-')), 'keys');
});
afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

describe('ensureKeys', () => {
  it('when the folder is empty, then it creates an ES256 key pair and a token readable by the owner only', () => {
    const keys = ensureKeys(dir);
    assert.deepEqual(keys.created, ['jwt-private.pem', 'jwt-public.pem', 'internal-token']);
    for (const file of [keys.privateKey, keys.publicKey, keys.internalToken]) {
      assert.equal(fs.statSync(file).mode & 0o777, 0o600, file);
    }
    assert.equal(fs.statSync(dir).mode & 0o777, 0o700);
    const publicKey = createPublicKey(fs.readFileSync(keys.publicKey));
    assert.equal(publicKey.asymmetricKeyType, 'ec');
    assert.equal(publicKey.asymmetricKeyDetails.namedCurve, 'prime256v1');
    const signature = createSign('SHA256').update('coffee').sign(fs.readFileSync(keys.privateKey));
    assert.ok(createVerify('SHA256').update('coffee').verify(publicKey, signature));
    assert.match(fs.readFileSync(keys.internalToken, 'utf8').trim(), /^[A-Za-z0-9_-]{43}$/);
  });

  it('when the keys exist, then they are kept, so sessions survive a restart', () => {
    const first = ensureKeys(dir);
    const before = [first.privateKey, first.publicKey, first.internalToken].map((f) =>
      fs.readFileSync(f, 'utf8'),
    );
    const second = ensureKeys(dir);
    assert.deepEqual(second.created, []);
    assert.deepEqual(
      [second.privateKey, second.publicKey, second.internalToken].map((f) =>
        fs.readFileSync(f, 'utf8'),
      ),
      before,
    );
  });

  it('when only half of the key pair is there, then a new matching pair replaces it', () => {
    const first = ensureKeys(dir);
    const oldPrivate = fs.readFileSync(first.privateKey, 'utf8');
    fs.rmSync(first.publicKey);
    const second = ensureKeys(dir);
    assert.deepEqual(second.created, ['jwt-private.pem', 'jwt-public.pem']);
    assert.notEqual(fs.readFileSync(second.privateKey, 'utf8'), oldPrivate);
  });

  it('when a key was copied in with wide permissions, then they are tightened to 0600', () => {
    const keys = ensureKeys(dir);
    fs.chmodSync(keys.privateKey, 0o644);
    ensureKeys(dir);
    assert.equal(fs.statSync(keys.privateKey).mode & 0o777, 0o600);
  });
});
