import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client';
import { principalKinds } from '../../db/schema';
import { diskSpace } from '../disk-space';
import { countJobs, type JobCounts } from '../job-counts';
import type { ServiceEvents } from './service-events';

/** The route label of a request no route matched: one value, whatever address was asked for. */
export const UNMATCHED_ROUTE = '(unmatched)';

const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

const PROMTOOL_REJECTED_DEFAULTS = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

/**
 * Memory, CPU, event-loop delay and garbage collection belong to the process, not to an app:
 * they are collected once into a registry of their own (each collection starts an event-loop
 * monitor that never stops, and tests build hundreds of apps in one process).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    // Gauges named like counters, which `promtool check metrics` rejects; the same numbers
    // are in nodejs_active_handles, nodejs_active_requests and nodejs_active_resources by type.
    for (const name of PROMTOOL_REJECTED_DEFAULTS) processRegistry.removeSingleMetric(name);
  }
  return processRegistry;
}

/**
 * A read that callers arriving while it is on its way share: the gauges of one scrape, which
 * Prometheus' client collects all at once, cost one query between them.
 */
function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () =>
    (inFlight ??= read().finally(() => {
      inFlight = undefined;
    }));
}

export interface AppMetricsOptions {
  database: DatabaseHandle;
  dataDir: string;
  log: FastifyBaseLogger;
}

/**
 * One app's metrics (decision 024), in a registry of its own: buildApp runs many times in one
 * test process, and the global default registry would mix their counts. Counters move where
 * things happen; the job queue, connections and disk are read when Prometheus scrapes.
 */
export class AppMetrics implements ServiceEvents {
  readonly registry = new Registry();

  private readonly requests = new Counter({
    name: 'tra_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });

  private readonly latency = new Histogram({
    name: 'tra_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS_SECONDS,
    registers: [this.registry],
  });

  private readonly jobFailures = new Counter({
    name: 'tra_job_failures_total',
    help: 'Background job attempts that failed, by job type and outcome (retry later, or gave up).',
    labelNames: ['type', 'outcome'] as const,
    registers: [this.registry],
  });

  private readonly mailFailures = new Counter({
    name: 'tra_mail_failures_total',
    help: 'Attempts to send an e-mail that failed.',
    registers: [this.registry],
  });

  private readonly passwordFailures = new Counter({
    name: 'tra_sign_in_failures_total',
    help: 'Passwords typed that did not match, by kind of account.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  private readonly lockouts = new Counter({
    name: 'tra_sign_in_lockouts_total',
    help: 'Password attempts refused because the account or the address was locked out.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  private readonly uploadBytes = new Counter({
    name: 'tra_upload_bytes_total',
    help: 'Bytes of uploaded files checked and registered.',
    registers: [this.registry],
  });

  private readonly uploads = new Counter({
    name: 'tra_uploads_total',
    help: 'Uploaded files checked and registered.',
    registers: [this.registry],
  });

  constructor(private readonly options: AppMetricsOptions) {
    // Every label value exists from the start, so a rate() over a counter that has not moved
    // yet reads 0 rather than no data.
    for (const kind of principalKinds) {
      this.passwordFailures.labels(kind).inc(0);
      this.lockouts.labels(kind).inc(0);
    }
    this.mailFailures.inc(0);
    this.uploadBytes.inc(0);
    this.uploads.inc(0);
    this.registerScrapeTimeGauges();
  }

  /** One answered request; `route` is the route's pattern, never the address asked for. */
  requestAnswered(method: string, route: string | undefined, statusCode: number, ms: number) {
    const labels = { method, route: route ?? UNMATCHED_ROUTE };
    this.requests.inc({ ...labels, status_code: String(statusCode) });
    this.latency.observe(labels, ms / 1000);
  }

  jobFailed(type: string, willRetry: boolean): void {
    this.jobFailures.inc({ type, outcome: willRetry ? 'retry' : 'gave_up' });
  }

  mailFailed(): void {
    this.mailFailures.inc();
  }

  passwordRefused(kind: (typeof principalKinds)[number]): void {
    this.passwordFailures.inc({ kind });
  }

  signInLocked(kind: (typeof principalKinds)[number]): void {
    this.lockouts.inc({ kind });
  }

  uploadRegistered(bytes: number): void {
    this.uploads.inc();
    this.uploadBytes.inc(bytes);
  }

  /** The text Prometheus reads: this app's metrics and the process's. */
  async scrape(): Promise<{ contentType: string; text: string }> {
    const merged = Registry.merge([this.registry, processMetrics()]);
    return { contentType: merged.contentType, text: await merged.metrics() };
  }

  private registerScrapeTimeGauges(): void {
    const { database, dataDir, log } = this.options;
    const registers = [this.registry];

    const readJobCounts = sharedRead(async () => {
      try {
        return await countJobs(database.db);
      } catch (error) {
        // The scrape still answers (memory, requests); the alert on tra_database_up fires.
        log.warn({ err: error }, 'metrics: could not count jobs');
        return undefined;
      }
    });
    new Gauge({
      name: 'tra_database_up',
      help: 'Whether the database answered the job count of this scrape (1) or not (0).',
      registers,
      async collect() {
        this.set((await readJobCounts()) ? 1 : 0);
      },
    });
    const jobGauge = (name: string, help: string, pick: (counts: JobCounts) => number) =>
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          const counts = await readJobCounts();
          if (counts) this.set(pick(counts));
        },
      });
    jobGauge(
      'tra_jobs_due',
      'Background jobs due now and not started: the queue depth.',
      (c) => c.due,
    );
    jobGauge(
      'tra_jobs_scheduled',
      'Background jobs due later (scheduled work, and failed attempts waiting to retry).',
      (c) => c.scheduled,
    );
    jobGauge('tra_jobs_running', 'Background jobs being run now.', (c) => c.running);
    jobGauge(
      'tra_jobs_failed',
      'Background jobs that used all their attempts and wait for an administrator.',
      (c) => c.failed,
    );
    jobGauge(
      'tra_jobs_oldest_due_age_seconds',
      'How long the oldest due job has waited to start, in seconds.',
      (c) => c.oldestDueSeconds,
    );

    new Gauge({
      name: 'tra_db_connections',
      help: 'Database connections by state (total, idle, waiting = queries waiting for one); the embedded database is one connection.',
      labelNames: ['database', 'state'] as const,
      registers,
      collect() {
        const counts = database.connections();
        for (const state of ['total', 'idle', 'waiting'] as const) {
          this.set({ database: database.kind, state }, counts[state]);
        }
      },
    });

    const diskTotal = new Gauge({
      name: 'tra_data_dir_size_bytes',
      help: 'Size of the file system holding DATA_DIR.',
      registers,
    });
    new Gauge({
      name: 'tra_data_dir_free_bytes',
      help: 'Free space on the file system holding DATA_DIR.',
      registers,
      async collect() {
        try {
          const space = await diskSpace(dataDir);
          this.set(space.freeBytes);
          diskTotal.set(space.totalBytes);
        } catch (error) {
          log.warn({ err: error }, 'metrics: could not read the free space of DATA_DIR');
        }
      },
    });
  }
}
