import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { portPicker, RESERVATION_MS, reservePort } from '../ports.mjs';

const scratchDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'coffee-ports-test-'));
/** Reservations in a folder of the test's own, never the machine's. */
const reservingIn = (dir) => (port) => reservePort(port, dir);

describe('portPicker', () => {
  it('when the kernel hands out a port it gave before, then the picker asks again', async () => {
    const answers = [5001, 5001, 5002, 5001, 5003];
    const pick = portPicker('127.0.0.1', async () => answers.shift(), reservingIn(scratchDir()));
    assert.deepEqual([await pick(), await pick(), await pick()], [5001, 5002, 5003]);
  });

  it('when only given ports come back, then it says so instead of looping', async () => {
    const pick = portPicker('127.0.0.1', async () => 5001, reservingIn(scratchDir()));
    await pick();
    await assert.rejects(pick(), /No free port/);
  });

  it('when many are picked at once for real, then every port is different', async () => {
    const pick = portPicker('127.0.0.1', undefined, reservingIn(scratchDir()));
    const ports = await Promise.all(Array.from({ length: 40 }, () => pick()));
    assert.equal(new Set(ports).size, ports.length);
  });

  it('when two shops pick at once and the kernel offers both the same ports, then they share none', async () => {
    const dir = scratchDir();
    const offers = () => {
      const ports = [5001, 5002, 5003, 5004, 5005, 5006, 5007, 5008];
      return async () => ports.shift();
    };
    const first = portPicker('127.0.0.1', offers(), reservingIn(dir));
    const second = portPicker('127.0.0.1', offers(), reservingIn(dir));
    const a = [await first(), await first()];
    const b = [await second(), await second()];
    assert.deepEqual(a, [5001, 5002]);
    assert.deepEqual(b, [5003, 5004]);
  });
});

describe('reservePort', () => {
  it('when a port is reserved, then a second reservation is refused until the first is void', () => {
    const dir = scratchDir();
    assert.equal(reservePort(6001, dir), true);
    assert.equal(reservePort(6001, dir), false);
    assert.equal(reservePort(6002, dir), true);
    // A reservation as old as RESERVATION_MS (its shop long bound or gone) is taken again.
    const past = (Date.now() - RESERVATION_MS - 1000) / 1000;
    fs.utimesSync(path.join(dir, '6001'), past, past);
    assert.equal(reservePort(6001, dir), true);
    assert.equal(reservePort(6001, dir), false);
  });

  it('when the folder cannot be written, then the probe alone decides', () => {
    const file = path.join(scratchDir(), 'not-a-folder');
    fs.writeFileSync(file, '');
    assert.equal(reservePort(6001, file), true);
    assert.equal(reservePort(6001, file), true);
  });
});
