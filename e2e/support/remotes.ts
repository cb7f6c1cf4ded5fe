import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { createStaticServer } from '@coffee/static-server';
import { REMOTES } from '@coffee/topology';
import { E2E_PORT_SHIFT, E2E_PORTS, type RemoteName } from './ports';

export const repoRoot = path.resolve(__dirname, '../..');

/** Where the runtime-swap tests build their releases: one folder per shard (they run at once). */
export const SWAP_BUILD_DIR = path.join(repoRoot, 'e2e/.swap-build', String(E2E_PORT_SHIFT));

/** Where each remote's workspace lives (its built site is `<dir>/dist`). */
export const remoteDir = (name: RemoteName): string => REMOTES[name].workspace;

function remotesFile(): string {
  const file = process.env.E2E_REMOTES_FILE;
  if (!file) throw new Error('E2E_REMOTES_FILE is not set: run through playwright.config.ts');
  return file;
}

/** Repoint remotes in the gateway's manifest (the gateway re-reads the file on change). */
export function pointRemotes(entries: Partial<Record<RemoteName, string>>): void {
  fs.writeFileSync(remotesFile(), `${JSON.stringify({ remotes: entries }, null, 2)}\n`);
}

/** Back to the remotes the system started with. */
export function resetRemotes(): void {
  fs.writeFileSync(remotesFile(), '{}\n');
}

export function defaultRemoteUrl(name: RemoteName): string {
  return `http://localhost:${E2E_PORTS.remotes[name]}`;
}

/** A static server for one built remote that a test can stop and start again on the same port. */
export class RemoteServer {
  private server: Server | undefined;
  constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  async start(): Promise<void> {
    const app = createStaticServer({ dir: this.dir });
    await new Promise<void>((resolve, reject) => {
      const server = app.listen(this.port, '127.0.0.1', () => resolve());
      server.once('error', reject);
      this.server = server;
    });
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/**
 * A team's release of `remote`, as the runtime-swap tests need one: a copy of its workspace with
 * one real code change (`file`, relative to the workspace: `from` becomes `to`), built on its own
 * for production (browser and server bundles) into `<copy>/dist`. Returns that dist folder.
 */
export function buildRemoteRelease(
  remote: RemoteName,
  change: { file: string; from: string; to: string },
): string {
  const source = path.join(repoRoot, remoteDir(remote));
  const copy = path.join(SWAP_BUILD_DIR, remoteDir(remote));
  fs.rmSync(copy, { recursive: true, force: true });
  fs.mkdirSync(copy, { recursive: true });
  for (const entry of [
    'src',
    'package.json',
    'webpack.config.js',
    'federation.config.js',
    'tsconfig.json',
  ])
    fs.cpSync(path.join(source, entry), path.join(copy, entry), { recursive: true });
  const file = path.join(copy, change.file);
  const original = fs.readFileSync(file, 'utf8');
  if (!original.includes(change.from))
    throw new Error(`${change.file} no longer has "${change.from}"`);
  fs.writeFileSync(file, original.replace(change.from, change.to));
  execFileSync(
    process.execPath,
    [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'],
    {
      cwd: copy,
      env: { ...process.env, RELEASE_LABEL: `${remote}@2.0.0-swap` },
      stdio: 'pipe',
    },
  );
  return path.join(copy, 'dist');
}
