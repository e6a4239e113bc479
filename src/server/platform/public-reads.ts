import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChangeFeed } from '../db/change-feed';
import {
  PublicReadCache,
  type CacheTopic,
  type ContentEncoding,
  type PublicReadCacheOptions,
} from './public-read-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This GET answers everyone alike: keep its answers in the public read cache. */
    publicRead?: CacheTopic;
    /** A successful call of this route makes these topics' cached answers out of date. */
    invalidates?: readonly CacheTopic[];
  }
  interface FastifyRequest {
    publicReadFill: { topic: CacheTopic; generation: number } | null;
  }
}

/** Route options of a public read whose answers may be kept (see `registerPublicReads`). */
export const publicRead = (topic: CacheTopic) => ({ config: { publicRead: topic } });

/** Route options of a write that makes cached public reads out of date. */
export const invalidatesPublicReads = (...topics: CacheTopic[]) => ({
  config: { invalidates: topics },
});

/** Same as @fastify/compress, which handles every other answer. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/** br before gzip; anything the caller refused with q=0 is out. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim());
    const refused = parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Anything signed in may see more (staff see drafts), so only anonymous GETs share answers. */
function cacheTopicOf(request: FastifyRequest): CacheTopic | undefined {
  const topic = request.routeOptions.config.publicRead;
  if (!topic || request.method !== 'GET' || request.headers.authorization) return undefined;
  return topic;
}

const revalidate = { 'cache-control': 'no-cache', vary: 'accept-encoding' };

/**
 * Keeps the answers of public reads (legal database, published articles) in memory: the
 * same bytes for everyone, served without a database round trip, compressed once instead of
 * on every request, and with an ETag so browsers revalidate for free. Writes drop what they
 * change, here at once and in other processes through the database's change feed; while that
 * feed is down, nothing is kept.
 */
export function registerPublicReads(
  app: FastifyInstance,
  changes: ChangeFeed,
  options: PublicReadCacheOptions = {},
): PublicReadCache {
  const cache = new PublicReadCache(options);
  const stopListening = changes.subscribe('publicReads', {
    onReady: () => cache.enable(),
    onLost: () => cache.disable(),
    onChange: (topic) => cache.invalidate([topic as CacheTopic]),
  });
  app.addHook('onClose', async () => {
    cache.disable();
    await stopListening();
  });
  app.decorateRequest('publicReadFill', null);

  // Must come after the security headers' onRequest hook: a hit is answered right here.
  app.addHook('onRequest', (request, reply, done) => {
    const topic = cacheTopicOf(request);
    if (!topic) return done();
    const answer = cache.get(request.url);
    if (!answer) {
      request.publicReadFill = { topic, generation: cache.generation(topic) };
      return done();
    }
    reply.headers({ ...revalidate, etag: answer.etag });
    if (request.headers['if-none-match']?.includes(answer.etag)) {
      reply.code(304).send();
      return;
    }
    reply.type('application/json; charset=utf-8');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding && answer.body.length >= COMPRESS_THRESHOLD_BYTES) {
      reply.header('content-encoding', encoding).send(answer.encoded(encoding));
    } else {
      reply.send(answer.utf8);
    }
  });

  // App-level onSend hooks run before @fastify/compress's route-level one: the payload here is
  // still the JSON string.
  app.addHook('onSend', (request, reply, payload, done) => {
    const fill = request.publicReadFill;
    if (fill && reply.statusCode === 200 && typeof payload === 'string') {
      const answer = cache.set(fill.topic, request.url, fill.generation, payload);
      if (answer) reply.headers({ ...revalidate, etag: answer.etag });
    }
    const topics = request.routeOptions.config.invalidates;
    // Before the answer leaves: whoever reads after seeing it succeed reads the change.
    if (topics && reply.statusCode < 400) {
      cache.invalidate(topics);
      for (const topic of topics) {
        changes.announce('publicReads', topic).catch((error: unknown) => {
          request.log.warn({ err: error, topic }, 'Could not tell other processes of a change');
        });
      }
    }
    done(null, payload);
  });
  return cache;
}
