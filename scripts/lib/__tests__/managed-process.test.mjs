import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { ManagedProcess, StartError } from '../managed-process.mjs';

const quiet = () => {};
/** A child running a line of JavaScript, silent unless `options` says where its lines go. */
const nodeProcess = (name, script, options) =>
  new ManagedProcess({
    name,
    command: process.execPath,
    args: ['-e', script],
    cwd: process.cwd(),
    env: process.env,
    print: quiet,
    ...options,
  });
/** Running, and not a zombie waiting for whoever adopted it to reap it. */
const alive = (pid) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
};

describe('ManagedProcess', () => {
  it('when the ready line appears, then start resolves, and stop ends the process and its children', async () => {
    // The child spawns a grandchild, as npm or webpack would: a stop must reach it too.
    const script = `
      const { spawn } = require('node:child_process');
      const g = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
      console.log('grandchild ' + g.pid);
      console.log('ready now');
      setInterval(() => {}, 1000);`;
    const lines = [];
    const proc = nodeProcess('demo', script, {
      ready: { line: /ready now/ },
      print: (_n, l) => lines.push(l),
    });
    await proc.start();
    assert.ok(proc.running);
    const grandchild = Number(lines.find((l) => l.startsWith('grandchild')).split(' ')[1]);
    assert.ok(alive(grandchild));
    await proc.stop(2000);
    assert.equal(proc.running, false);
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(alive(grandchild), false);
  });

  it('when the process dies before it is ready, then start rejects with its last lines', async () => {
    const proc = nodeProcess('broken', 'console.error("config: PORT is wrong"); process.exit(3)', {
      ready: { line: /never/ },
    });
    await assert.rejects(proc.start(), (err) => {
      assert.ok(err instanceof StartError);
      assert.equal(err.message, 'broken exited during start-up (code 3)');
      assert.deepEqual(err.tail, ['config: PORT is wrong']);
      return true;
    });
  });

  it('when the health URL never answers, then start gives up after its timeout and kills the process', async () => {
    const proc = nodeProcess('silent', 'setInterval(() => {}, 1000)', {
      ready: { url: 'http://127.0.0.1:9/healthz' },
      startTimeoutMs: 800,
    });
    await assert.rejects(proc.start(), /silent was not ready within 1 s/);
    assert.equal(proc.running, false);
  });

  it('when a started process exits by itself, then the unexpected-exit callback hears of it; a requested stop does not', async () => {
    const exits = [];
    const onUnexpectedExit = (p, exit) => exits.push([p.name, exit.code]);
    const crashing = nodeProcess(
      'crash',
      'console.log("up"); setTimeout(() => process.exit(7), 200)',
      {
        ready: { line: /up/ },
        onUnexpectedExit,
      },
    );
    const steady = nodeProcess('steady', 'console.log("up"); setInterval(() => {}, 1000)', {
      ready: { line: /up/ },
      onUnexpectedExit,
    });
    await Promise.all([crashing.start(), steady.start()]);
    await steady.stop();
    await crashing.exited;
    await new Promise((r) => setTimeout(r, 50));
    assert.deepEqual(exits, [['crash', 7]]);
  });

  it('when a stopped process is started again, then it runs again', async () => {
    const proc = nodeProcess('again', 'console.log("up"); setInterval(() => {}, 1000)', {
      ready: { line: /up/ },
    });
    await proc.start();
    const first = proc.pid;
    await proc.stop();
    await proc.start();
    assert.ok(proc.running);
    assert.notEqual(proc.pid, first);
    await proc.stop();
    assert.equal(alive(proc.pid), false);
  });
});
