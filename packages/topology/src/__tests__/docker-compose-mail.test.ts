import { load } from 'js-yaml';
import { MAILPIT, SERVICE_NAMES } from '..';
import { readRepoFile } from './support/repo';

/**
 * Issue 27: mail leaves through SMTP_URL. A deployment from docker-compose.yml must name its
 * provider (`${SMTP_URL?message}`: no silent default that loses mail); the demo's env file points
 * it at the composed Mailpit, which runs the version and flags `npm start` runs.
 */
interface Service {
  image?: string;
  command?: string[];
  ports?: string[];
  environment?: Record<string, string>;
}
const compose = load(readRepoFile('docker-compose.yml')) as { services: Record<string, Service> };
const demoEnv = readRepoFile('deploy/compose/demo.env');

describe('docker-compose.yml: mail', () => {
  it.each(SERVICE_NAMES)(
    'when %s is composed, then it requires SMTP_URL and is given MAIL_FROM and PUBLIC_URL',
    (name) => {
      const env = compose.services[name]?.environment ?? {};
      expect(env.SMTP_URL).toMatch(/^\$\{SMTP_URL\?[^}]+\}$/);
      expect(env.MAIL_FROM).toBe('${MAIL_FROM:-Brew Haven <hello@brewhaven.example>}');
      expect(env.PUBLIC_URL).toBe('${PUBLIC_URL:-http://localhost:8080}');
    },
  );

  it('when the demo is composed, then its mail goes to the mailpit service', () => {
    expect(demoEnv).toMatch(/^SMTP_URL=smtp:\/\/mailpit:1025$/m);
  });

  it('when Mailpit is composed, then it is the pinned version on its standard ports, published on loopback only, with the flags npm start uses', () => {
    const mailpit = compose.services.mailpit;
    expect(mailpit?.image).toBe(`axllent/mailpit:v${MAILPIT.version}`);
    expect(mailpit?.command).toEqual(
      expect.arrayContaining([
        `--smtp=0.0.0.0:${MAILPIT.smtpPort}`,
        `--listen=0.0.0.0:${MAILPIT.webPort}`,
        '--smtp-auth-accept-any',
        '--smtp-auth-allow-insecure',
        '--ignore-duplicate-ids',
      ]),
    );
    expect(mailpit?.ports).toEqual([
      `127.0.0.1:\${MAILPIT_WEB_PORT:-${MAILPIT.webPort}}:${MAILPIT.webPort}`,
      `127.0.0.1:\${MAILPIT_SMTP_PORT:-${MAILPIT.smtpPort}}:${MAILPIT.smtpPort}`,
    ]);
  });
});
