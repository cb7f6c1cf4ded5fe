import { createHash } from 'node:crypto';
import { checkIntegrity, checkTransport } from '../bundle-source';

const digest = (algorithm: string, text: string) =>
  `${algorithm}-${createHash(algorithm).update(text).digest('base64')}`;

describe('a server bundle is pinned by its hash', () => {
  const bytes = Buffer.from('module.exports = { pages: {} };');

  it.each(['sha256', 'sha384', 'sha512'])(
    'when the bytes hash to the %s the manifest names, then it may run',
    (algorithm) => {
      expect(() =>
        checkIntegrity(bytes, digest(algorithm, bytes.toString()), 'x.js'),
      ).not.toThrow();
    },
  );

  it.each([
    ['other bytes', digest('sha384', 'module.exports = { pages: {}, evil: 1 };')],
    ['a digest cut short', digest('sha384', bytes.toString()).slice(0, 40)],
    ['an algorithm it does not know', `md5-${createHash('md5').update(bytes).digest('base64')}`],
    ['no algorithm', createHash('sha384').update(bytes).digest('base64')],
    ['nothing', ''],
  ])('when the manifest names %s, then it is refused, saying so', (_case, integrity) => {
    expect(() => checkIntegrity(bytes, integrity, 'http://remote/server/x.js')).toThrow(
      /http:\/\/remote\/server\/x\.js does not match the integrity its ssr-manifest\.json names/,
    );
  });
});

describe('outside development a remote bundle comes over https or from this machine', () => {
  it.each([
    'https://cdn.example/catalog/server/ssr-manifest.json',
    'http://localhost:3001/server/ssr-manifest.json',
    'http://catalog.localhost:3001/server/ssr-manifest.json',
    'http://127.0.0.1:3001/server/ssr-manifest.json',
    'http://127.4.5.6/server/ssr-manifest.json',
    'http://[::1]:3001/server/ssr-manifest.json',
  ])('when it is %s, then it is loaded', (url) => {
    expect(() => checkTransport(url, true)).not.toThrow();
  });

  it.each([
    'http://remote.example/server/ssr-manifest.json',
    'http://10.0.0.5:3001/server/ssr-manifest.json',
    'http://127.0.0.1.evil.example/server/ssr-manifest.json',
    'http://localhost.evil.example/server/ssr-manifest.json',
    'http://[::ffff:a00:5]/server/ssr-manifest.json',
    'ftp://127.0.0.1/server/ssr-manifest.json',
  ])('when it is %s, then it is refused with the reason', (url) => {
    expect(() => checkTransport(url, true)).toThrow(
      /with NODE_ENV=production a server bundle is loaded over https only \(or from this machine\)/,
    );
  });

  it('when in development, then plain http from anywhere is loaded', () => {
    expect(() =>
      checkTransport('http://remote.example/server/ssr-manifest.json', false),
    ).not.toThrow();
  });
});
