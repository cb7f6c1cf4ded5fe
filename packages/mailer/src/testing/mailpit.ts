import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';

export const MAILPIT_VERSION = '1.33.1';

/** Where a Mailpit binary is looked for: MAILPIT_BIN, the shared cache, the pre-built copy. */
export function mailpitCandidates(env: NodeJS.ProcessEnv = process.env): string[] {
  const cache = env.XDG_CACHE_HOME || path.join(homedir(), '.cache');
  return [
    ...(env.MAILPIT_BIN ? [env.MAILPIT_BIN] : []),
    path.join(cache, 'coffee-shop', `mailpit-${MAILPIT_VERSION}`),
    '/tmp/mailpit-build/bin/mailpit',
  ];
}

export function findMailpit(env: NodeJS.ProcessEnv = process.env): string {
  const found = mailpitCandidates(env).find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      `No Mailpit ${MAILPIT_VERSION} binary; looked at: ${mailpitCandidates(env).join(', ')}`,
    );
  }
  return found;
}

/** A message as Mailpit's list shows it (`GET /api/v1/messages`). */
export interface MailpitSummary {
  ID: string;
  MessageID: string;
  From: { Name: string; Address: string };
  To: { Name: string; Address: string }[];
  Subject: string;
  Snippet: string;
}

/** One message in full (`GET /api/v1/message/{ID}`). */
export interface MailpitMessage extends MailpitSummary {
  HTML: string;
  Text: string;
}

export interface Mailpit {
  smtpUrl: string;
  apiUrl: string;
  messages(): Promise<MailpitSummary[]>;
  message(id: string): Promise<MailpitMessage>;
  headers(id: string): Promise<Record<string, string[]>>;
  /** Waits until `count` messages (matching `where`) are in; returns them. */
  waitForMessages(
    count: number,
    where?: (m: MailpitSummary) => boolean,
    timeoutMs?: number,
  ): Promise<MailpitSummary[]>;
  clear(): Promise<void>;
  /** Stops the server (SMTP down); `start()` brings it back on the same ports and database. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its database. */
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A real Mailpit on free loopback ports with a throw-away database, run the way the shop runs
 * it: any SMTP login accepted, and duplicate Message-IDs dropped (the exactly-once story;
 * `ignoreDuplicateIds: false` keeps every copy, to count what a sender really sent).
 */
export async function startMailpit(
  options: { binary?: string; ignoreDuplicateIds?: boolean } = {},
): Promise<Mailpit> {
  const binary = options.binary ?? findMailpit();
  const dir = mkdtempSync(path.join(tmpdir(), 'coffee-mailpit-'));
  const [smtpPort, httpPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${httpPort}`;
  let child: ChildProcess | null = null;

  async function api<T>(route: string, init?: RequestInit): Promise<T> {
    const res = await fetch(`${apiUrl}${route}`, init);
    if (!res.ok) throw new Error(`Mailpit ${route}: HTTP ${res.status}`);
    const json = res.headers.get('content-type')?.includes('application/json');
    return (json ? await res.json() : await res.text()) as T;
  }

  async function start(): Promise<void> {
    if (child) return;
    const proc = spawn(
      binary,
      [
        '--smtp',
        `127.0.0.1:${smtpPort}`,
        '--listen',
        `127.0.0.1:${httpPort}`,
        '--database',
        path.join(dir, 'mailpit.db'),
        '--smtp-auth-accept-any',
        '--smtp-auth-allow-insecure',
        ...(options.ignoreDuplicateIds === false ? [] : ['--ignore-duplicate-ids']),
        '--disable-version-check',
        '--max',
        '0',
        '--quiet',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    child = proc;
    let stderr = '';
    proc.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`Mailpit exited (${proc.exitCode}): ${stderr}`);
      try {
        await api('/api/v1/messages?limit=1');
        return;
      } catch {
        if (Date.now() > deadline) throw new Error(`Mailpit did not start: ${stderr}`);
        await sleep(50);
      }
    }
  }

  async function stop(): Promise<void> {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGTERM');
    await exited;
  }

  const mailpit: Mailpit = {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    apiUrl,
    async messages() {
      const all: MailpitSummary[] = [];
      for (let start = 0; ; start += 500) {
        const page = await api<{ messages: MailpitSummary[]; messages_count: number }>(
          `/api/v1/messages?limit=500&start=${start}`,
        );
        all.push(...page.messages);
        if (page.messages.length < 500) return all;
      }
    },
    message: (id) => api<MailpitMessage>(`/api/v1/message/${encodeURIComponent(id)}`),
    headers: (id) =>
      api<Record<string, string[]>>(`/api/v1/message/${encodeURIComponent(id)}/headers`),
    async waitForMessages(count, where = () => true, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = (await mailpit.messages()).filter(where);
        if (found.length >= count || Date.now() > deadline) return found;
        await sleep(50);
      }
    },
    async clear() {
      await api('/api/v1/messages', { method: 'DELETE' });
    },
    stop,
    start,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await start();
  return mailpit;
}
