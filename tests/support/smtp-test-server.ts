// A real SMTP peer for tests: smtp-server on 127.0.0.1 and a free port, recording every accepted
// message (envelope, headers, decoded text and HTML parts). Can be stopped and started again on the same
// port to simulate an outage, and can reject chosen recipients. Without `tls` it offers no encryption at
// all (no STARTTLS); with `tls` it offers STARTTLS or speaks TLS from the first byte (implicit).
import { SMTPServer } from 'smtp-server';
import type { TestCertificate } from './test-certificate';

export type ReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  subject: string;
  messageId: string;
  text: string;
  html: string;
};

export type SmtpTestServer = {
  port: number;
  messages: ReceivedMail[];
  /** Logins seen (user, pass). */
  logins: Array<{ user: string; pass: string }>;
  /** The SMTP command names the clients sent, in order (EHLO, STARTTLS, AUTH, MAIL …). */
  commands: string[];
  start(): Promise<void>;
  stop(): Promise<void>;
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
};

function decodeQuotedPrintable(input: string): string {
  const bytes: number[] = [];
  const text = input.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_all, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

function splitMessage(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  return { headers: parseHeaders(head), body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function collectParts(headers: Record<string, string>, body: string, out: { text: string; html: string }) {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      const parsed = splitMessage(part.replace(/^\r?\n/, ''));
      collectParts(parsed.headers, parsed.body, out);
    }
    return;
  }
  const decoded = decodeBody(headers, body).replace(/\r\n/g, '\n').trimEnd();
  if (type.toLowerCase().startsWith('text/html')) out.html += decoded;
  else if (type.toLowerCase().startsWith('text/plain')) out.text += decoded;
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const { headers, body } = splitMessage(raw);
  const parts = { text: '', html: '' };
  collectParts(headers, body, parts);
  return {
    ...envelope,
    raw,
    headers,
    subject: decodeWords(headers.subject ?? ''),
    messageId: headers['message-id'] ?? '',
    text: parts.text,
    html: parts.html,
  };
}

export async function createSmtpTestServer(
  options: {
    rejectRecipients?: string[];
    port?: number;
    tls?: { mode: 'starttls' | 'implicit'; certificate: TestCertificate };
  } = {},
): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  const logins: Array<{ user: string; pass: string }> = [];
  const commands: string[] = [];
  const ignore = () => {};
  const logger = {
    trace: ignore,
    info: ignore,
    warn: ignore,
    error: ignore,
    fatal: ignore,
    debug: (meta: { tnx?: string; command?: string }) => {
      if (meta?.tnx === 'command' && meta.command) commands.push(meta.command);
    },
  };
  const tls = options.tls;
  let server: SMTPServer | null = null;
  let port = options.port ?? 0;

  const create = () =>
    new SMTPServer({
      secure: tls?.mode === 'implicit',
      ...(tls ? { key: tls.certificate.key, cert: tls.certificate.cert } : {}),
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: tls ? [] : ['STARTTLS'],
      logger: logger as unknown as boolean,
      onAuth(auth, _session, callback) {
        logins.push({ user: auth.username ?? '', pass: auth.password ?? '' });
        callback(null, { user: auth.username });
      },
      onRcptTo(address, _session, callback) {
        if (options.rejectRecipients?.includes(address.address)) {
          const error = new Error('5.1.1 Mailbox unavailable') as Error & { responseCode: number };
          error.responseCode = 550;
          return callback(error);
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          messages.push(parseMail(raw, { from, to: session.envelope.rcptTo.map((r) => r.address) }));
          callback();
        });
      },
    });

  const api: SmtpTestServer = {
    get port() {
      return port;
    },
    messages,
    logins,
    commands,
    async start() {
      server = create();
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
      const address = (server as unknown as { server: { address(): { port: number } } }).server.address();
      port = address.port;
    },
    async stop() {
      const current = server;
      server = null;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    async waitForMessages(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} mails, got ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return messages;
    },
  };
  await api.start();
  return api;
}
