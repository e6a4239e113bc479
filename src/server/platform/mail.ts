import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { enqueueJob, type JobHandler } from './jobs';

export const mailMessageSchema = z.object({
  to: z.string().min(3),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().optional(),
  /** Extra header lines set by our code (e.g. List-Unsubscribe), never from what people type. */
  headers: z.record(z.string(), z.string()).optional(),
});

export type MailMessage = z.infer<typeof mailMessageSchema>;

export const MAIL_JOB = 'mail.send';

export interface Mailer {
  /** Delivers now or throws; `id` makes the Message-ID stable across retries. */
  send(message: MailMessage, id: string): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  /** Where messages are written as .eml files when no SMTP server is configured. */
  outboxDir: string;
}

/** The Message-ID of a job's e-mail: the same on every attempt, so receivers can drop repeats. */
export const messageIdFor = (id: string) => `<${id}@tra.mail>`;

export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message, id) {
      const info = await transport.sendMail({
        from: options.from,
        messageId: messageIdFor(id),
        ...message,
      });
      if (!options.smtpUrl) writeOutboxFile(options.outboxDir, id, info.message as Buffer);
    },
    close: () => transport.close(),
  };
}

function writeOutboxFile(outboxDir: string, id: string, content: Buffer): void {
  mkdirSync(outboxDir, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
  // Write then rename, so a reader never sees half a message.
  const temporary = join(outboxDir, `.${name}.tmp`);
  writeFileSync(temporary, content);
  renameSync(temporary, join(outboxDir, name));
}

/** Queues an e-mail in the caller's transaction; the job worker delivers it. */
export function enqueueMail(executor: Executor, message: MailMessage): Promise<string> {
  return enqueueJob(executor, MAIL_JOB, message);
}

export interface MailJobOptions {
  /** Told of each attempt to send that failed (the metrics count them); the job retries it. */
  onFailure?: (error: unknown) => void;
}

export function mailJobHandler(mailer: Mailer, options: MailJobOptions = {}): JobHandler {
  return async (payload, job) => {
    try {
      await mailer.send(mailMessageSchema.parse(payload), job.id);
    } catch (error) {
      options.onFailure?.(error);
      throw error;
    }
  };
}

export { escapeHtml } from '@shared/html-text';
