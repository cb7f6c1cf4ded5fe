import { E2E_MAILPIT_URL } from './ports';

/**
 * The suite's Mailpit, read through its API (https://mailpit.axllent.org/docs/api-v1/): every
 * mail the shop sends during the run lands there. Specs find a mail by its recipient (each test
 * makes its own addresses), wait for it, and follow the links in it.
 */

export interface Address {
  Name: string;
  Address: string;
}

/** A message as listed (`/api/v1/messages`, `/api/v1/search`). */
export interface MessageSummary {
  ID: string;
  MessageID: string;
  From: Address;
  To: Address[];
  Cc: Address[] | null;
  Bcc: Address[] | null;
  Subject: string;
  Created: string;
  Snippet: string;
  Tags: string[];
}

/** A whole message (`/api/v1/message/{ID}`): both parts and the List-Unsubscribe it carries. */
export interface Message extends Omit<MessageSummary, 'Created' | 'Snippet'> {
  ReplyTo: Address[];
  Date: string;
  Text: string;
  HTML: string;
  ListUnsubscribe: { Header: string; HeaderPost: string; Links: string[]; Errors: string };
}

interface MessageList {
  total: number;
  messages_count: number;
  messages: MessageSummary[];
}

export interface WaitOptions {
  /** Only mail to this address (exactly; Mailpit's own `to:` search also matches longer ones). */
  to?: string;
  /** A Mailpit search (https://mailpit.axllent.org/docs/usage/search-filters/), e.g. `subject:"Reset"`. */
  query?: string;
  /** Tested against each whole message that matches `to`/`query`, newest first. */
  where?: (message: Message) => boolean;
  /** Default 15 s: the shop's outboxes send within a few seconds. */
  timeoutMs?: number;
}

/** A client for the Mailpit at `baseUrl` (default: the suite's own, from global-setup). */
export function mailpit(baseUrl: string = process.env.E2E_MAILPIT_URL ?? E2E_MAILPIT_URL) {
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}/api/v1/${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`Mailpit ${method} /api/v1/${path}: ${res.status} ${text}`);
    return (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text) as T;
  };

  const client = {
    url: baseUrl,

    /** The newest `limit` messages, newest first. */
    async list(limit = 50): Promise<MessageSummary[]> {
      return (await api<MessageList>('GET', `messages?limit=${limit}`)).messages;
    },

    /** Messages matching a Mailpit search, newest first. */
    async search(query: string, limit = 50): Promise<MessageSummary[]> {
      const q = encodeURIComponent(query);
      return (await api<MessageList>('GET', `search?query=${q}&limit=${limit}`)).messages;
    },

    /** Messages to `address` (exactly), newest first. */
    async to(address: string): Promise<MessageSummary[]> {
      const found = await client.search(`to:"${address}"`);
      return found.filter((m) => sentTo(m, address));
    },

    /** One whole message: both parts, its addresses, its List-Unsubscribe. */
    get(id: string): Promise<Message> {
      return api<Message>('GET', `message/${encodeURIComponent(id)}`);
    },

    /** Its headers, each with every value it was given. */
    headers(id: string): Promise<Record<string, string[]>> {
      return api<Record<string, string[]>>('GET', `message/${encodeURIComponent(id)}/headers`);
    },

    /**
     * The newest message matching `options`, once it has arrived; fails after the timeout with
     * what did arrive, so a wrong subject or recipient reads plainly in the report.
     */
    async waitFor(options: WaitOptions): Promise<Message> {
      const { to, where = () => true, timeoutMs = 15_000 } = options;
      const query = [to ? `to:"${to}"` : '', options.query ?? ''].filter(Boolean).join(' ');
      const seen = new Map<string, Message>();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = query ? await client.search(query) : await client.list();
        for (const summary of found) {
          if (to && !sentTo(summary, to)) continue;
          let message = seen.get(summary.ID);
          if (!message) {
            message = await client.get(summary.ID);
            seen.set(summary.ID, message);
          }
          if (where(message)) return message;
        }
        if (Date.now() > deadline) {
          const got = [...seen.values()].map(
            (m) => `"${m.Subject}" to ${m.To.map((a) => a.Address).join(', ')}`,
          );
          throw new Error(
            `No mail matching ${query || 'the predicate'} within ${timeoutMs} ms; ` +
              `${got.length ? `seen: ${got.join('; ')}` : 'none matched the search'}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },

    /** Deletes every message in this Mailpit (only where no other test reads the inbox). */
    async deleteAll(): Promise<void> {
      await api('DELETE', 'messages');
    },

    /** Deletes the messages matching a Mailpit search, e.g. a test's own recipient. */
    async deleteMatching(query: string): Promise<void> {
      await api('DELETE', `search?query=${encodeURIComponent(query)}`);
    },

    /** Sends a mail through Mailpit's send API (as if it came over SMTP); resolves with its ID. */
    async send(mail: {
      from: string;
      to: string;
      subject: string;
      text: string;
      html?: string;
      headers?: Record<string, string>;
    }): Promise<string> {
      const { ID } = await api<{ ID: string }>('POST', 'send', {
        From: { Email: mail.from },
        To: [{ Email: mail.to }],
        Subject: mail.subject,
        Text: mail.text,
        ...(mail.html ? { HTML: mail.html } : {}),
        ...(mail.headers ? { Headers: mail.headers } : {}),
      });
      return ID;
    },
  };
  return client;
}

export type Mailpit = ReturnType<typeof mailpit>;

const sentTo = (message: Pick<MessageSummary, 'To'>, address: string) =>
  message.To.some((a) => a.Address.toLowerCase() === address.toLowerCase());

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/**
 * Every distinct http(s) link in a message: the HTML part's hrefs first (entities decoded), then
 * the URLs in the plain-text part. `startingWith` keeps only those, e.g. the shop's own origin.
 */
export function linksIn(message: Pick<Message, 'HTML' | 'Text'>, startingWith = ''): string[] {
  const fromHtml = [...(message.HTML ?? '').matchAll(/href\s*=\s*["']([^"']+)["']/gi)].map((m) =>
    decodeEntities(m[1] ?? ''),
  );
  const fromText = [...(message.Text ?? '').matchAll(/https?:\/\/[^\s<>()"']+/g)].map((m) =>
    // A sentence's full stop or comma is not part of the link.
    m[0].replace(/[.,;:!?]+$/, ''),
  );
  return [...new Set([...fromHtml, ...fromText])].filter(
    (link) => /^https?:\/\//.test(link) && link.startsWith(startingWith),
  );
}

/** The one link whose path starts with `path` (e.g. `/reset-password`), or an error naming those found. */
export function linkTo(message: Pick<Message, 'HTML' | 'Text'>, path: string): string {
  const links = linksIn(message);
  const link = links.find((l) => new URL(l).pathname.startsWith(path));
  if (!link)
    throw new Error(`No link to ${path} in the mail; links: ${links.join(', ') || 'none'}`);
  return link;
}
