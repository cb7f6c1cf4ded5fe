// The processes of the running system, each started from what its package publishes: the
// embedded database's and the static server's `bin`, a service's or the gateway's `./main`
// export, a frontend's built site (its `./index.html` export) or its webpack dev server.
import fs from 'node:fs';
import path from 'node:path';
import { ensureMailpit, mailpitArgs } from './mailpit.mjs';
import { ManagedProcess } from './managed-process.mjs';
import { binOf, builtSite, requireBuilt, requireFrom, resolveBuilt } from './packages.mjs';
import { GATEWAY, REMOTES, SERVICES, SHELL, SHELL_SERVER } from './topology.mjs';

// Each factory takes what all parts share (`root`, `env`, `print`, `onUnexpectedExit`), then its own.

export const localUrl = (port) => `http://127.0.0.1:${port}`;
const node = process.execPath;

/** The embedded FerretDB (its binary built first, minutes the first time). */
export async function databaseProcess(
  { root, env, print, onUnexpectedExit },
  { port, dataDir, log },
) {
  const embeddedDb = requireBuilt('@coffee/embedded-db', root);
  await embeddedDb.ensureFerretDb({ log });
  return new ManagedProcess({
    name: 'db',
    command: node,
    args: [
      binOf('@coffee/embedded-db', 'coffee-embedded-db', root),
      '--port',
      String(port),
      '--data-dir',
      path.join(dataDir, 'db'),
    ],
    cwd: root,
    env,
    ready: { line: /embedded database ready at/ },
    print,
    onUnexpectedExit,
  });
}

/**
 * Mailpit (`mail`): the SMTP server the services send through and the web inbox to read what
 * they sent. Its binary is built first (about a minute, the first time), like the database's.
 */
export async function mailProcess(
  { root, env, print, onUnexpectedExit },
  { smtpPort, webPort, dataDir, quiet, log },
) {
  const command = await ensureMailpit({ log, env });
  const folder = path.join(dataDir, 'mail');
  fs.mkdirSync(folder, { recursive: true });
  return new ManagedProcess({
    name: 'mail',
    command,
    args: mailpitArgs({ smtpPort, webPort, database: path.join(folder, 'mailpit.db'), quiet }),
    cwd: root,
    env,
    // Up once its API answers (the SMTP listener opens before the web server).
    ready: { url: `${localUrl(webPort)}/livez` },
    print,
    onUnexpectedExit,
  });
}

/** A service's instance: `name` is its process name (`catalog`, `catalog#2`), `service` its service. */
export function serviceProcess(
  { root, env, print, onUnexpectedExit },
  { name, service = name, port },
) {
  const main = resolveBuilt(`${SERVICES[service].package}/main`, root);
  return new ManagedProcess({
    name,
    command: node,
    args: [main],
    cwd: path.join(root, SERVICES[service].workspace),
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    ready: { url: `${localUrl(port)}/healthz` },
    print,
    onUnexpectedExit,
  });
}

/** A remote (`remote` is its federation name) or the shell: its built site, or a dev server. */
export function frontendProcess(
  { root, env, print, onUnexpectedExit },
  { remote, port, dev, gatewayUrl },
) {
  const part = remote ? REMOTES[remote] : SHELL;
  const name = remote ? `mfe-${remote}` : 'shell';
  if (dev) {
    return new ManagedProcess({
      name,
      command: node,
      args: [
        requireFrom(root).resolve('webpack-cli/bin/cli.js'),
        'serve',
        '--mode',
        'development',
        '--port',
        String(port),
        '--host',
        '127.0.0.1',
      ],
      cwd: path.join(root, part.workspace),
      env: { ...env, GATEWAY_URL: gatewayUrl },
      ready: { url: `${localUrl(port)}/${remote ? 'remoteEntry.js' : ''}` },
      startTimeoutMs: 300_000,
      print,
      onUnexpectedExit,
    });
  }
  const site = builtSite(part.package, root);
  if (remote && !fs.existsSync(path.join(site, 'remoteEntry.js')))
    throw new Error(`${part.package} was built without its remoteEntry.js: rebuild it`);
  return new ManagedProcess({
    name,
    command: node,
    args: [binOf('@coffee/static-server', 'coffee-serve', root), site, '--port', String(port)],
    cwd: root,
    env,
    ready: { url: `${localUrl(port)}/healthz` },
    print,
    onUnexpectedExit,
  });
}

export function gatewayProcess({ root, env, print, onUnexpectedExit }, { port, host }) {
  return new ManagedProcess({
    name: 'gateway',
    command: node,
    args: [resolveBuilt(`${GATEWAY.package}/main`, root)],
    cwd: path.join(root, GATEWAY.workspace),
    env: { ...env, PORT: String(port), HOST: host },
    ready: { url: `${localUrl(port)}/healthz` },
    print,
    onUnexpectedExit,
  });
}

/**
 * The shell's own server: every page of the shop (rendered from the shell's and the remotes'
 * server bundles) and the shell's files, behind the gateway, whose API it calls for the renders.
 */
export function shellServerProcess(
  { root, env, print, onUnexpectedExit },
  { port, gatewayUrl, shellDist },
) {
  return new ManagedProcess({
    name: 'pages',
    command: node,
    args: [resolveBuilt(`${SHELL_SERVER.package}/main`, root)],
    cwd: path.join(root, SHELL_SERVER.workspace),
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      GATEWAY_URL: gatewayUrl,
      ...(shellDist ? { SHELL_DIST: shellDist } : {}),
    },
    ready: { url: `${localUrl(port)}/healthz` },
    print,
    onUnexpectedExit,
  });
}

/** The shell's built site for the gateway, when there is one (a dev run may have none yet). */
export function shellSite(root) {
  try {
    return builtSite(SHELL.package, root);
  } catch {
    return undefined;
  }
}

/** The demo accounts as the account service seeds them (from its published list, so they never drift). */
export function demoAccounts(root) {
  try {
    const { demoUsers, DEMO_PASSWORD } = requireFrom(root)(
      resolveBuilt(`${SERVICES.account.package}/demo-users`, root),
    );
    return demoUsers(new Date()).map((u) => ({
      username: u.username,
      password: DEMO_PASSWORD,
      role: u.role,
      isDirectPlus: Boolean(u.isDirectPlus),
      fullName: u.fullName,
    }));
  } catch {
    return [];
  }
}
