// Node tests may talk to this machine only (loopback: 127.0.0.0/8, ::1, localhost, and local
// sockets). Any other outbound connection, or a DNS lookup of another name, fails at once
// with ERR_NETWORK_BLOCKED (so nothing hangs on a firewall) and fails the test that made it,
// even if the code under test swallowed the error. Loaded by the node jest preset
// (setupFilesAfterEnv), so it holds for every Node workspace.
//
// How: Node's core modules are shared by every test file of a worker, so the patches on
// net.Socket.prototype.connect (which http, https, tls, fetch/undici and the MongoDB driver all
// end in) and on dns.lookup are installed once per process; each test file then points the
// shared guard at its own list of blocked attempts.
const net = require('node:net');
const dns = require('node:dns');
const { promisify } = require('node:util');

const GUARD = Symbol.for('coffee.networkGuard');

function isLoopbackHost(host) {
  if (host === undefined || host === null || host === '') return true; // Node's default: localhost
  const name = String(host)
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (net.isIPv4(name)) return name.startsWith('127.');
  if (net.isIPv6(name)) {
    if (name === '::1' || name === '0:0:0:0:0:0:0:1') return true;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(name);
    return mapped !== null && mapped[1].startsWith('127.');
  }
  return false;
}

/** Where a Socket#connect call goes: { path } for a local socket, else { host, port }. */
function destinationOf(args) {
  let first = args[0];
  // net.connect() passes its already normalised [options, callback] pair.
  if (Array.isArray(first)) first = first[0];
  if (first && typeof first === 'object') {
    if (first.path !== undefined) return { path: first.path };
    return { host: first.host, port: first.port };
  }
  // As Node reads it: a string that is not a number names a local socket, anything else a port.
  if (typeof first === 'string' && Number.isNaN(Number(first))) return { path: first };
  return { host: typeof args[1] === 'string' ? args[1] : undefined, port: first };
}

function blockedError(what) {
  const err = new Error(
    `Network access blocked in tests: ${what}. Node tests may only reach loopback ` +
      '(127.0.0.0/8, ::1, localhost); use a local stand-in server instead.',
  );
  err.code = 'ERR_NETWORK_BLOCKED';
  return err;
}

function install() {
  const guard = { record: () => undefined, isLoopbackHost };

  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function guardedConnect(...args) {
    const to = destinationOf(args);
    if (to.path !== undefined || isLoopbackHost(to.host)) return connect.apply(this, args);
    const err = blockedError(`connect to ${to.host}:${to.port}`);
    guard.record(err.message);
    // Fail like a refused connection: asynchronously, through the socket's 'error' event.
    process.nextTick(() => this.destroy(err));
    return this;
  };

  const lookup = dns.lookup;
  dns.lookup = function guardedLookup(hostname, options, callback) {
    if (net.isIP(String(hostname)) || isLoopbackHost(hostname)) {
      return lookup.call(this, hostname, options, callback);
    }
    const done = typeof options === 'function' ? options : callback;
    const err = blockedError(`DNS lookup of ${hostname}`);
    guard.record(err.message);
    process.nextTick(() => done(err));
    return {};
  };

  const lookupPromise = dns.promises.lookup;
  dns.promises.lookup = function guardedLookupPromise(hostname, options) {
    if (net.isIP(String(hostname)) || isLoopbackHost(hostname)) {
      return lookupPromise.call(this, hostname, options);
    }
    const err = blockedError(`DNS lookup of ${hostname}`);
    guard.record(err.message);
    return Promise.reject(err);
  };
  // util.promisify(dns.lookup) resolves to { address, family }, as dns.promises.lookup does.
  dns.lookup[promisify.custom] = (hostname, options) => dns.promises.lookup(hostname, options);

  return guard;
}

const guard = net[GUARD] ?? (net[GUARD] = install());
const blocked = [];
guard.record = (message) => blocked.push(message);
// For the guard's own tests. A fresh object per file: Jest cleans up what a file left on the
// global, and must not reach the shared guard.
globalThis[GUARD] = {
  isLoopbackHost,
  /** Hands over (and forgets) what was blocked so far in this file. */
  takeBlocked: () => blocked.splice(0),
};

function failIfBlocked() {
  const seen = blocked.splice(0);
  if (seen.length > 0) throw new Error(seen.join('\n'));
}
afterEach(failIfBlocked);
afterAll(failIfBlocked);
