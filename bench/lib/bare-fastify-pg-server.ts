// The baseline of signed-in reads, run as its own process: the same Fastify with no plugins
// and node-postgres, running per request the very statements the server runs for the route
// (as PostgreSQL logs them with log_statement = 'all': the guard's session lookup joined to
// its account, then the case's queries, named where the server prepares them), then answering
// the captured bytes and headers. Against it, the server's figure shows what the application
// costs beyond its database round trips (hooks, validation, mapping rows, serialisation).
// Usage (by api-throughput.ts): node --import tsx bare-fastify-pg-server.ts <port>
//   <responses.json> <database URL> (the responses of /api/cases, /api/cases/:id and
//   /api/cases/:id/messages).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import pg from 'pg';
import type { BareResponse } from './bare-fastify-server';

const [port, file, databaseUrl] = process.argv.slice(2);
const responses = JSON.parse(readFileSync(file!, 'utf8')) as BareResponse[];
// The server's pool (src/server/db/client.ts).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

const SESSION = {
  name: 'active_client_of_session',
  text: `select "user_accounts"."id", "sessions"."id", "sessions"."last_used_at", "sessions"."user_agent" is not null from "sessions" inner join "user_accounts" on ("sessions"."sess"->>'kind' = $1 and "user_accounts"."id" = ("sessions"."sess"->>'id')::uuid) where (("sessions"."sid" = $2 and "sessions"."expire" > $3::timestamptz) and "user_accounts"."is_active" = $4)`,
};
const UNREAD_AND_DUE = `(select count(*)::int from "case_messages" where ("case_messages"."case_id" = "cases"."id" and ("case_messages"."author_kind" <> $1 or "case_messages"."author_client_id" is distinct from $2) and "case_messages"."created_at" > coalesce((select "case_message_reads"."last_read_at" from "case_message_reads" where ("case_message_reads"."case_id" = "cases"."id" and "case_message_reads"."reader_kind" = $3 and "case_message_reads"."reader_id" = $4)), '-infinity'::timestamptz)))`;
const CASES_OF_CLIENT = {
  name: 'cases_of_client',
  text: `select "id", "user_id", "case_number", "status", "priority", "timeshare_company", "purchase_date", "situation", "assigned_to", "assigned_partner_id", "created_at", "updated_at", ${UNREAD_AND_DUE}, (select min("due_date")::text from "case_document_requests" where ("case_document_requests"."case_id" = "cases"."id" and "case_document_requests"."status" = $5)) from "cases" where "cases"."user_id" = $6 order by "cases"."created_at" desc, "cases"."case_number" desc`,
};
const CASE_OF_CLIENT = `select "cases"."id", "cases"."user_id", "cases"."case_number", "cases"."status", "cases"."priority", "cases"."timeshare_company", "cases"."purchase_date", "cases"."situation", "cases"."assigned_to", "cases"."assigned_partner_id", "cases"."created_at", "cases"."updated_at", "partners"."company_name", ${UNREAD_AND_DUE}, (select min("case_document_requests"."due_date")::text from "case_document_requests" where ("case_document_requests"."case_id" = "cases"."id" and "case_document_requests"."status" = $5)) from "cases" left join "partners" on "partners"."id" = "cases"."assigned_partner_id" where ("cases"."id" = $6 and "cases"."user_id" = $7)`;
const CASE_REQUESTS = `select "id", "case_id", "title", "description", "document_type", "due_date", "status", "asked_by_partner_id", "asked_by_staff_id", "asked_by", "document_id", "fulfilled_at", "cancelled_at", "reminder_sent_at", "created_at", "updated_at" from "case_document_requests" where "case_document_requests"."case_id" = $1 order by case when "case_document_requests"."status" = 'open' then 0 else 1 end, "case_document_requests"."due_date" asc nulls last, "case_document_requests"."created_at" desc, "case_document_requests"."id" desc`;
const CASE_UPDATES = `select "id", "case_id", "title", "description", "is_public", "created_by", "author_partner_id", "created_at" from "case_updates" where ("case_updates"."case_id" = $1 and "case_updates"."is_public" = $2) order by "case_updates"."created_at" desc, "case_updates"."id" desc`;
const CASE_DOCUMENTS = `select "id", "case_id", "file_name", "file_type", "file_size", "document_type", "uploaded_by", "uploaded_by_partner_id", "uploaded_by_client_id", "is_public", "storage_key", "created_at" from "case_documents" where ("case_documents"."case_id" = $1 and ("case_documents"."is_public" = $2 or "case_documents"."uploaded_by_client_id" = $3)) order by "case_documents"."created_at" desc, "case_documents"."id" desc`;
const VISIBLE_CASE = `select "id" from "cases" where ("cases"."id" = $1 and "cases"."user_id" = $2)`;
const CASE_MESSAGES = `select "id", "case_id", "author_kind", "author_client_id", "author_partner_id", "author_staff_id", "author_name", "body", "document_id", "created_at" from "case_messages" where ("case_messages"."case_id" = $1 and true) order by "case_messages"."created_at" asc, "case_messages"."id" asc`;

/** Rows as arrays, as drizzle asks node-postgres for them. */
const query = (statement: { name?: string; text: string }, values: unknown[]) =>
  pool.query({ ...statement, values, rowMode: 'array' });

/** The guard: the bearer token's session, live, joined to its active client account. */
async function clientOf(request: FastifyRequest): Promise<string | undefined> {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return undefined;
  const sid = createHash('sha256').update(token).digest('hex');
  const values = ['client', sid, new Date().toISOString(), true];
  const { rows } = await query(SESSION, values);
  return (rows[0] as string[] | undefined)?.[0];
}

type Reads = (clientId: string, caseId: string) => Promise<unknown>;

const attention = (clientId: string) => ['client', clientId, 'client', clientId, 'open'];

const reads: Record<string, Reads> = {
  '/api/cases': (clientId) => query(CASES_OF_CLIENT, [...attention(clientId), clientId]),
  '/api/cases/:id': async (clientId, caseId) => {
    const values = [...attention(clientId), caseId, clientId];
    const { rows } = await query({ text: CASE_OF_CLIENT }, values);
    if (!rows[0]) throw new Error('no such case');
    await Promise.all([
      query({ text: CASE_UPDATES }, [caseId, true]),
      query({ text: CASE_DOCUMENTS }, [caseId, true, clientId]),
      query({ text: CASE_REQUESTS }, [caseId]),
    ]);
  },
  '/api/cases/:id/messages': async (clientId, caseId) => {
    const { rows } = await query({ text: VISIBLE_CASE }, [caseId, clientId]);
    if (!rows[0]) throw new Error('no such case');
    await query({ text: CASE_MESSAGES }, [caseId]);
  },
};

const byPath = new Map(
  responses.map(({ path, headers, bodyBase64 }) => [
    path,
    { headers, body: Buffer.from(bodyBase64, 'base64') },
  ]),
);
const app = Fastify({ logger: false });
for (const [route, read] of Object.entries(reads)) {
  app.get(route, async (request: FastifyRequest<{ Params: { id?: string } }>, reply) => {
    const clientId = await clientOf(request);
    if (!clientId) return reply.code(401).send();
    await read(clientId, request.params.id ?? '');
    return answer(request.url, reply);
  });
}

function answer(path: string, reply: FastifyReply) {
  const captured = byPath.get(path);
  if (!captured) return reply.code(404).send();
  return reply.headers(captured.headers).send(captured.body);
}

await app.listen({ port: Number(port), host: '127.0.0.1' });
