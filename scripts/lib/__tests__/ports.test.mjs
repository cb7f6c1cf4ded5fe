import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { portPicker } from '../ports.mjs';

describe('portPicker', () => {
  it('when the kernel hands out a port it gave before, then the picker asks again', async () => {
    const answers = [5001, 5001, 5002, 5001, 5003];
    const pick = portPicker('127.0.0.1', async () => answers.shift());
    assert.deepEqual([await pick(), await pick(), await pick()], [5001, 5002, 5003]);
  });

  it('when only given ports come back, then it says so instead of looping', async () => {
    const pick = portPicker('127.0.0.1', async () => 5001);
    await pick();
    await assert.rejects(pick(), /No free port/);
  });

  it('when many are picked at once for real, then every port is different', async () => {
    const pick = portPicker();
    const ports = await Promise.all(Array.from({ length: 40 }, () => pick()));
    assert.equal(new Set(ports).size, ports.length);
  });
});
