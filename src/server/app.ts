import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDemoData } from './db/seed';
import { authRoutes } from './modules/auth/routes';
import { caseMessagesRoutes } from './modules/case-messages/routes';
import { casesRoutes } from './modules/cases/routes';
import { contentRoutes } from './modules/content/routes';
import { healthRoutes } from './modules/health/routes';
import { interactionsRoutes } from './modules/interactions/routes';
import { legalRoutes } from './modules/legal/routes';
import { lettersRoutes } from './modules/letters/routes';
import { staffLegalFormRoutes } from './modules/legal/staff-forms-routes';
import { onboardingRoutes } from './modules/onboarding/routes';
import { preferencesRoutes } from './modules/preferences/routes';
import { guidedHelpRoutes } from './modules/guided-help/routes';
import { publicFormsRoutes } from './modules/public-forms/routes';
import { callbackRequestsRoutes } from './modules/callback-requests/routes';
import { rescissionRoutes } from './modules/rescission/routes';
import { recommendationsRoutes } from './modules/recommendations/routes';
import { sessionsRoutes } from './modules/sessions/routes';
import { siteIndexRoutes } from './modules/site-index/routes';
import { staffAuthRoutes } from './modules/staff-auth/routes';
import { accountLanguageRoutes } from './modules/account-language/routes';
import { registerClientApp } from './platform/client-app';
import type { CreatePageRenderer } from '@shared/page-rendering';
import { downloadsDirFor, registerDownloads } from './platform/downloads';
import { AppError, registerErrorHandling, sendNotFound } from './platform/errors';
import { text } from '@shared/i18n/text';
import { answerFrameworkError } from './platform/framework-errors';
import { databaseRateLimitStore } from './platform/form-rate-limit';
import { logRedaction } from './platform/log-redaction';
import { apiDocsHooks, securitySchemes } from './platform/openapi';
import { registerPrivateResponses } from './platform/private-responses';
import { registerPublicReads } from './platform/public-reads';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerRequestHygiene } from './platform/request-hygiene';
import { AppMetrics } from './platform/metrics/app-metrics';
import { registerMetrics } from './platform/metrics/metrics-route';
import { reportServiceEvents } from './platform/metrics/service-events';
import {
  AUTH_CLEANUP_JOB,
  authCleanupJobHandler,
  scheduleAuthCleanup,
} from './platform/auth/cleanup';
import { JobWorker } from './platform/jobs';
import { createMailer, MAIL_JOB, mailJobHandler, type Mailer } from './platform/mail';
import { accountRoutes } from './modules/account/routes';
import { adminCasesRoutes } from './modules/admin-cases/routes';
import { adminInboxRoutes } from './modules/admin-inbox/routes';
import { adminOpsRoutes } from './modules/admin-ops/routes';
import { adminPartnersRoutes } from './modules/admin-partners/routes';
import { adminPeopleRoutes } from './modules/admin-people/routes';
import {
  REQUEST_REMINDER_JOB,
  requestReminderJobHandler,
  scheduleRequestReminders,
} from './modules/case-requests/reminders';
import {
  BACKUP_JOB,
  backupJobHandler,
  internalBackupRoutes,
  scheduleBackups,
} from './modules/backups';
import { caseRequestsRoutes } from './modules/case-requests/routes';
import { CASE_NOTICE_JOB, caseNoticeJobHandler } from './modules/case-notifications/notice-job';
import {
  GUIDE_DIGEST_JOB,
  guideDigestJobHandler,
  scheduleGuideDigests,
} from './modules/guide-digest/digest';
import { guideDigestRoutes } from './modules/guide-digest/routes';
import { loadLinkSecret } from './platform/secrets';
import { loadTwoStepSecretBox } from './platform/auth/secret-box';
import { twoStepRoutes } from './modules/two-step/routes';
import { partnerCasesRoutes } from './modules/partner-cases/routes';
import { partnersRoutes } from './modules/partners/routes';
import { createStorage } from './platform/storage/create-storage';
import type { FileStorage } from './platform/storage/file-storage';
import { LocalDiskStorage } from './platform/storage/local-storage';
import {
  isUploadAwaited,
  scheduleUploadSweep,
  UPLOAD_SWEEP_JOB,
  uploadSweepJobHandler,
} from './platform/storage/pending-uploads';
import { registerLocalUploads } from './platform/storage/upload-route';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    jobs: JobWorker;
    mailer: Mailer;
    config: AppConfig;
    storage: FileStorage;
    metrics: AppMetrics;
    /** The time as the app sees it: session liveness reads it, and tests move it. */
    now(): Date;
  }
}

export interface BuildAppOptions {
  /** An already open database (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Start the background job worker (tests drive it by hand with `app.jobs.runDueJobs()`). */
  startJobWorker?: boolean;
  /** Where log lines go instead of stdout (tests read what would be logged). */
  logStream?: DestinationStream;
  /** The clock (tests move time instead of sleeping); the system clock by default. */
  now?: () => Date;
  /** The server renderer of public pages (tests use the source's); the build's by default. */
  createPageRenderer?: CreatePageRenderer;
}

const BODY_LIMIT_BYTES = 256 * 1024;

/** Where the browser may send upload bytes besides our own origin (an S3 endpoint). */
function uploadOrigins(config: AppConfig): string[] {
  if (config.storage.driver !== 's3') return [];
  const { endpoint, bucket, region } = config.storage.s3;
  if (endpoint) return [new URL(endpoint).origin, `*.${new URL(endpoint).host}`];
  return [`https://${bucket}.s3.${region}.amazonaws.com`, `https://s3.${region}.amazonaws.com`];
}

function contentSecurityPolicy(config: AppConfig) {
  const https = config.publicUrl.startsWith('https://');
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Style attributes set by UI primitives (positioning of dialogs and toasts).
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...uploadOrigins(config)],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

export async function buildApp(
  config: AppConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...logRedaction,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // Article slugs may be 500 characters (requirements §9); the default limit is 100.
    routerOptions: { maxParamLength: 600 },
    trustProxy: config.trustProxy,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestHygiene(app);
  registerPrivateResponses(app);
  app.decorateRequest('principal', null);
  // The API speaks JSON only; other bodies are refused with 415 and a clear message.
  app.removeContentTypeParser('text/plain');

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      embeddedTemplate: config.embeddedTemplate,
    }));
  const ownsDatabase = !options.database;
  if (ownsDatabase) {
    await database.migrate();
    if (config.demoData) await seedDemoData(database.db);
  }

  const metrics = new AppMetrics({ database, dataDir: config.dataDir, log: app.log });
  reportServiceEvents(database.db, metrics);

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: join(config.dataDir, 'outbox'),
  });
  const storage = createStorage(config.storage, config.dataDir);
  const linkSecret = loadLinkSecret(config);
  const backupSource = {
    database,
    storage,
    dataDir: config.dataDir,
  };
  const jobs = new JobWorker(
    database.db,
    {
      [MAIL_JOB]: mailJobHandler(mailer, { onFailure: () => metrics.mailFailed() }),
      [AUTH_CLEANUP_JOB]: authCleanupJobHandler(database.db),
      [UPLOAD_SWEEP_JOB]: uploadSweepJobHandler({ db: database.db, storage }),
      [BACKUP_JOB]: backupJobHandler({ ...backupSource, db: database.db }, config.backups),
      [REQUEST_REMINDER_JOB]: requestReminderJobHandler({
        db: database.db,
        publicUrl: config.publicUrl,
        site: config.site,
      }),
      [CASE_NOTICE_JOB]: caseNoticeJobHandler({
        db: database.db,
        publicUrl: config.publicUrl,
        site: config.site,
      }),
      [GUIDE_DIGEST_JOB]: guideDigestJobHandler({
        db: database.db,
        publicUrl: config.publicUrl,
        site: config.site,
        linkSecret,
      }),
    },
    {
      pollIntervalMs: config.jobPollIntervalMs,
      retryBaseMs: config.jobRetryBaseMs,
      log: app.log,
      // Each job enqueued in any process wakes the worker once its transaction commits.
      announcements: database.changes,
      onFailure: (type, willRetry) => metrics.jobFailed(type, willRetry),
    },
  );
  app.decorate('database', database);
  app.decorate('jobs', jobs);
  app.decorate('mailer', mailer);
  app.decorate('config', config);
  app.decorate('storage', storage);
  app.decorate('metrics', metrics);
  app.decorate('now', options.now ?? (() => new Date()));

  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close();
    if (ownsDatabase) await database.close();
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    strictTransportSecurity: config.publicUrl.startsWith('https://')
      ? { maxAge: 31536000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The same as CSP's frame-ancestors 'none', for browsers that only read this header.
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  const publicReadCache = registerPublicReads(app, database.changes);
  registerMetrics(app, metrics, config.metrics);
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyRateLimit, {
    global: false,
    // In the database, so every process shares the counters and a restart keeps them.
    store: databaseRateLimitStore(database.db),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'RATE_LIMITED',
        text(
          'Too many attempts from your connection. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again, or call us instead.',
          { minutes: Math.max(1, Math.ceil(context.ttl / 60_000)) },
        ),
      ),
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Timeshare Resolution Advocates API',
        description: 'The HTTP API behind the TRA website and portals.',
        version: '1.0.0',
      },
      components: { securitySchemes },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiHooks: apiDocsHooks(config.env),
    staticCSP: true,
    // Its own policy lets same-origin pages frame it; nothing may frame any of our pages.
    transformStaticCSP: (header) =>
      header.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ping: database.ping });
      await api.register(rescissionRoutes);
      await api.register(authRoutes, {
        db: database.db,
        publicUrl: config.publicUrl,
        site: config.site,
        env: config.env,
        formRateLimit: config.formRateLimit,
      });
      await api.register(callbackRequestsRoutes, {
        db: database.db,
        supportEmail: config.site.supportEmail,
        siteName: config.siteName,
        formRateLimit: config.formRateLimit,
      });
      const mfaRequiredRoles = config.mfaRequiredRoles;
      await api.register(staffAuthRoutes, { db: database.db, mfaRequiredRoles });
      await api.register(accountLanguageRoutes, { db: database.db });
      await api.register(twoStepRoutes, {
        db: database.db,
        box: loadTwoStepSecretBox(config),
        site: config.site,
        siteName: config.siteName,
        publicUrl: config.publicUrl,
        requiredRoles: mfaRequiredRoles,
      });
      await api.register(sessionsRoutes, { db: database.db });
      await api.register(contentRoutes, { db: database.db });
      await api.register(legalRoutes, { db: database.db });
      await api.register(lettersRoutes, { db: database.db });
      await api.register(staffLegalFormRoutes, { db: database.db });
      await api.register(publicFormsRoutes, {
        db: database.db,
        site: config.site,
        publicUrl: config.publicUrl,
        formRateLimit: config.formRateLimit,
      });
      const caseMail = {
        publicUrl: config.publicUrl,
        site: config.site,
        caseLimits: config.caseLimits,
      };
      await api.register(casesRoutes, { db: database.db, storage, ...caseMail });
      await api.register(caseMessagesRoutes, { db: database.db });
      const partnerDeps = { db: database.db, storage, ...caseMail };
      await api.register(partnersRoutes, {
        ...partnerDeps,
        formRateLimit: config.formRateLimit,
        mfaRequiredRoles,
      });
      await api.register(partnerCasesRoutes, partnerDeps);
      await api.register(adminPartnersRoutes, partnerDeps);
      await api.register(adminCasesRoutes, partnerDeps);
      await api.register(caseRequestsRoutes, partnerDeps);
      await api.register(accountRoutes, partnerDeps);
      await api.register(adminOpsRoutes, partnerDeps);
      await api.register(adminPeopleRoutes, partnerDeps);
      await api.register(adminInboxRoutes, partnerDeps);
      await api.register(preferencesRoutes, { db: database.db });
      await api.register(guidedHelpRoutes, { db: database.db, publicUrl: config.publicUrl });
      await api.register(guideDigestRoutes, { db: database.db, linkSecret });
      await api.register(recommendationsRoutes, { db: database.db });
      await api.register(interactionsRoutes, { db: database.db });
      await api.register(onboardingRoutes, { db: database.db, ...caseMail });
      // Only the process holding the embedded database can snapshot it; PostgreSQL needs none.
      if (database.kind === 'pglite' && ownsDatabase) {
        await api.register(internalBackupRoutes, {
          ...backupSource,
          backupDir: config.backups.dir,
        });
      }
    },
    { prefix: '/api' },
  );
  await app.register(siteIndexRoutes, { db: database.db, publicUrl: config.publicUrl });
  if (storage instanceof LocalDiskStorage) {
    await registerLocalUploads(app, storage, (key) => isUploadAwaited(database.db, key));
  }

  // The generated PDFs and workbook (dist/downloads, next to the built client).
  if (config.clientDir) registerDownloads(app, downloadsDirFor(config.clientDir));
  const pageFallback = config.clientDir
    ? await registerClientApp(app, config.clientDir, {
        site: config.site,
        siteUrl: config.publicUrl,
        cache: publicReadCache,
        createPageRenderer: options.createPageRenderer,
      })
    : undefined;
  app.setNotFoundHandler((request, reply) => {
    if (pageFallback?.(request, reply)) return;
    return sendNotFound(request, reply);
  });

  if (options.startJobWorker ?? true) {
    app.addHook('onReady', async () => {
      await scheduleAuthCleanup(database.db);
      await scheduleUploadSweep(database.db);
      await scheduleRequestReminders(database.db);
      await scheduleGuideDigests(database.db);
      await scheduleBackups(database.db, config.backups);
      jobs.start();
    });
  }

  return app;
}
