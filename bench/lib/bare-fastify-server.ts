// A second baseline, run as its own process: the same Fastify with no plugins answering the
// captured bytes and headers from memory. Against it, the server's figure shows what the
// application (database, hooks, validation, serialisation) costs; against nginx, what Node
// and Fastify themselves cost.
// Usage (by api-throughput.ts): node --import tsx bare-fastify-server.ts <port> <responses.json>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

export interface BareResponse {
  path: string;
  bodyBase64: string;
  headers: Record<string, string>;
}

const [port, file] = process.argv.slice(2);
const responses = JSON.parse(readFileSync(file!, 'utf8')) as BareResponse[];
const app = Fastify({ logger: false });
for (const { path, bodyBase64, headers } of responses) {
  const body = Buffer.from(bodyBase64, 'base64');
  app.get(path, (_request, reply) => reply.headers(headers).send(body));
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
