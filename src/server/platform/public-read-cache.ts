import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** Groups of public answers that one kind of write makes out of date. */
export type ContentTopic = 'legal' | 'articles';

/** Content topics, and rendered pages, which show content of every topic. */
export type CacheTopic = ContentTopic | 'pages';

/** What a change of each topic makes out of date besides itself. */
const DEPENDENTS: Record<CacheTopic, readonly CacheTopic[]> = {
  legal: ['pages'],
  articles: ['pages'],
  pages: [],
};

/** What one answer shows: one topic, or several (the sitemap lists articles and legal items). */
export type CacheTopics = CacheTopic | readonly CacheTopic[];

const JSON_TYPE = 'application/json; charset=utf-8';

const topicList = (topics: CacheTopics): readonly CacheTopic[] =>
  typeof topics === 'string' ? [topics] : topics;

export type ContentEncoding = 'br' | 'gzip';

export interface CachedAnswer {
  /** The body exactly as the route serialised it (JSON for the API, XML for the sitemap). */
  readonly body: string;
  /**
   * The same as UTF-8 bytes, to send as they are: a string would be measured
   * (Buffer.byteLength, for Content-Length) and encoded again on every request.
   */
  utf8: Buffer;
  /** As the route answered it: JSON for the API, XML for the sitemap, HTML for pages. */
  contentType: string;
  /** Weak: the compressed forms are the same representation. */
  etag: string;
  /** The body compressed, made on first demand. */
  encoded(encoding: ContentEncoding): Buffer;
}

export interface PublicReadCacheOptions {
  /** A last resort for changes no process announced (an operator's SQL, a lost notification). */
  maxAgeMs?: number;
  /** Bodies and their compressed forms together, roughly. */
  maxBytes?: number;
  /** Larger answers are not kept. */
  maxEntryBytes?: number;
  now?: () => number;
}

interface Entry extends CachedAnswer {
  topics: readonly CacheTopic[];
  storedAt: number;
  bytes: number;
}

/**
 * Serialised answers of public reads, by URL. A write bumps its topic's generation; an answer
 * is only kept when its topic's generation did not move while it was being read, so a read
 * that raced a write never stores the old data after the write dropped it.
 */
export class PublicReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations: Record<CacheTopic, number> = { legal: 0, articles: 0, pages: 0 };
  private bytes = 0;
  private enabled = false;
  private readonly maxAgeMs: number;
  private readonly maxBytes: number;
  private readonly maxEntryBytes: number;
  private readonly now: () => number;

  constructor(options: PublicReadCacheOptions = {}) {
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.maxEntryBytes = options.maxEntryBytes ?? 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  /** Starts keeping answers (once changes by other processes will be heard of). */
  enable(): void {
    this.enabled = true;
  }

  /** Forgets everything and keeps nothing until enabled again (changes may go unheard). */
  disable(): void {
    this.enabled = false;
    this.invalidate(['legal', 'articles', 'pages']);
  }

  /** Generations only grow, so the sum over several topics moves whenever one of them does. */
  generation(topics: CacheTopics): number {
    return topicList(topics).reduce((sum, topic) => sum + this.generations[topic], 0);
  }

  get(url: string): CachedAnswer | undefined {
    const entry = this.entries.get(url);
    if (!entry) return undefined;
    if (!this.enabled || this.now() - entry.storedAt > this.maxAgeMs) {
      this.remove(url, entry);
      return undefined;
    }
    // Most recently used last, so eviction takes the least recently used first.
    this.entries.delete(url);
    this.entries.set(url, entry);
    return entry;
  }

  /** Keeps `body` unless `topics` changed since `generation` was read; answers what it kept. */
  set(
    topics: CacheTopics,
    url: string,
    generation: number,
    body: string,
    contentType = JSON_TYPE,
  ): CachedAnswer | undefined {
    if (!this.enabled || generation !== this.generation(topics)) return undefined;
    const utf8 = Buffer.from(body);
    if (utf8.length > this.maxEntryBytes) return undefined;
    const previous = this.entries.get(url);
    if (previous) this.remove(url, previous);
    const entry = this.createEntry(topicList(topics), url, utf8, contentType);
    this.entries.set(url, entry);
    this.grow(entry.bytes);
    return entry;
  }

  invalidate(changed: readonly CacheTopic[]): void {
    const topics = new Set(changed.flatMap((topic) => [topic, ...DEPENDENTS[topic]]));
    for (const topic of topics) this.generations[topic] += 1;
    for (const [url, entry] of this.entries) {
      if (entry.topics.some((topic) => topics.has(topic))) this.remove(url, entry);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private createEntry(
    topics: readonly CacheTopic[],
    url: string,
    utf8: Buffer,
    contentType: string,
  ): Entry {
    const digest = createHash('sha1').update(utf8).digest('base64url');
    const encodings = new Map<ContentEncoding, Buffer>();
    const entry: Entry = {
      topics,
      // Only the bytes are kept; the text is for whoever asks (rarely: tests).
      get body() {
        return utf8.toString();
      },
      utf8,
      contentType,
      etag: `W/"${digest}"`,
      storedAt: this.now(),
      bytes: utf8.length,
      encoded: (encoding) => {
        let encoded = encodings.get(encoding);
        if (!encoded) {
          encoded = compress(utf8, encoding);
          encodings.set(encoding, encoded);
          // Count the compressed form against the budget too, while the entry is still kept.
          if (this.entries.get(url) === entry) {
            entry.bytes += encoded.length;
            this.grow(encoded.length);
          }
        }
        return encoded;
      },
    };
    return entry;
  }

  private grow(bytes: number): void {
    this.bytes += bytes;
    for (const [url, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(url, entry);
    }
  }

  private remove(url: string, entry: Entry): void {
    if (this.entries.get(url) !== entry) return;
    this.entries.delete(url);
    this.bytes -= entry.bytes;
  }
}

function compress(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          // Quality 5 compresses JSON nearly as well as 11 at a fraction of the time.
          [zlib.BROTLI_PARAM_QUALITY]: 5,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(body, { level: 6 });
}
