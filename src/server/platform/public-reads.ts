import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFeed } from '../db/change-feed';
import {
  PublicReadCache,
  type CachedAnswer,
  type CacheTopic,
  type CacheTopics,
  type ContentEncoding,
  type PublicReadCacheOptions,
} from './public-read-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This GET answers everyone alike: keep its answers in the public read cache. */
    publicRead?: CacheTopics;
    /** A successful call of this route makes these topics' cached answers out of date. */
    invalidates?: readonly CacheTopic[];
  }
  interface FastifyRequest {
    publicReadFill: { topics: CacheTopics; generation: number } | null;
  }
}

/**
 * Route options of a public read whose answers may be kept (see `registerPublicReads`); a
 * write of any of the topics drops them.
 */
export const publicRead = (...topics: CacheTopic[]) => ({ config: { publicRead: topics } });

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
function cacheTopicsOf(request: FastifyRequest): CacheTopics | undefined {
  const topics = request.routeOptions.config.publicRead;
  if (!topics || request.method !== 'GET' || request.headers.authorization) return undefined;
  return topics;
}

const revalidate = { 'cache-control': 'no-cache', vary: 'accept-encoding' };

/** Headers of an answer that browsers keep but check again each time (with its ETag). */
export function revalidateHeaders(answer: CachedAnswer) {
  return { ...revalidate, etag: answer.etag };
}

/**
 * Answers with kept bytes: 304 when the browser has them already, else compressed once
 * (br or gzip, as the browser accepts) or as they are when small.
 */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): FastifyReply {
  reply.headers(revalidateHeaders(answer));
  if (request.headers['if-none-match']?.includes(answer.etag)) return reply.code(304).send();
  reply.type(answer.contentType);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding && answer.utf8.length >= COMPRESS_THRESHOLD_BYTES) {
    return reply.header('content-encoding', encoding).send(answer.encoded(encoding));
  }
  return reply.send(answer.utf8);
}

/**
 * Keeps the answers of public reads (legal database, published articles, the sitemap) in
 * memory: the same bytes for everyone, served without a database round trip, compressed once
 * instead of on every request, and with an ETag so browsers revalidate for free. Writes drop
 * what they change, here at once and in other processes through the database's change feed;
 * while that feed is down, nothing is kept.
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
    const topics = cacheTopicsOf(request);
    if (!topics) return done();
    const answer = cache.get(request.url);
    if (!answer) {
      request.publicReadFill = { topics, generation: cache.generation(topics) };
      return done();
    }
    sendCachedAnswer(request, reply, answer);
  });

  // App-level onSend hooks run before @fastify/compress's route-level one: the payload here is
  // still the serialised string. Only 200s are kept: a 404 or a redirect is asked again.
  app.addHook('onSend', (request, reply, payload, done) => {
    const fill = request.publicReadFill;
    if (fill && reply.statusCode === 200 && typeof payload === 'string') {
      const contentType = reply.getHeader('content-type');
      const answer = cache.set(
        fill.topics,
        request.url,
        fill.generation,
        payload,
        typeof contentType === 'string' ? contentType : undefined,
      );
      if (answer) reply.headers(revalidateHeaders(answer));
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
