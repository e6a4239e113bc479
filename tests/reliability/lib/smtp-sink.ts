import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  messageId: string;
  to: string[];
  subject: string;
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
}

/**
 * The mail server the app delivers to: records every accepted message and can be stopped and
 * started again, so a test sees exactly what left the app and how often.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  /** Most SMTP sessions open at the same moment (one per sending worker). */
  maxOpenSessions = 0;
  /** Runs before a message is accepted; a test may hold delivery here. */
  beforeAccept: ((mail: ReceivedMail) => Promise<void>) | undefined;
  private openSessions = 0;
  private server: SMTPServer | undefined;

  constructor(readonly port: number) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      closeTimeout: 1000,
      disableReverseLookup: true,
      logger: false,
      onConnect: (_session, callback) => {
        this.openSessions += 1;
        this.maxOpenSessions = Math.max(this.maxOpenSessions, this.openSessions);
        callback();
      },
      onClose: () => {
        this.openSessions -= 1;
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const mail: ReceivedMail = {
            messageId: header(raw, 'Message-ID'),
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: header(raw, 'Subject'),
          };
          (this.beforeAccept?.(mail) ?? Promise.resolve()).then(
            () => {
              this.received.push(mail);
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    server.on('error', () => {});
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  /** The mail server goes away: new connections are refused. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** How many times each Message-ID arrived. */
  deliveriesById(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const mail of this.received) {
      counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
    }
    return counts;
  }
}
