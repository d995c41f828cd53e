import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Tx } from '../../db/client';

/**
 * The durable job queue (design §1, docs/decisions/2026-11-26-job-queue.md): pg-boss on our own database, PGlite or
 * PostgreSQL. A job is a row in pgboss.job; workers take due rows with SKIP LOCKED, so with N processes each job runs
 * once; a job due while no process ran is simply due when one starts; a failure is retried after a delay that
 * doubles, up to the queue's limit, then stays `failed` for the console.
 */

/** pg-boss's schema; the insert of a job in a caller's transaction names it too. */
const SCHEMA = 'pgboss';
/** How long a queue that could not start (the database away) waits before it tries again. */
const START_RETRY_MS = 5_000;

export type JobMeta = { id: string; retryCount: number; retryLimit: number };
export type JobHandler<T> = (data: T, meta: JobMeta) => Promise<void>;
export type QueuePolicy = { retryLimit: number; retryDelay: number; retryBackoff: boolean; expireInSeconds?: number };
export type SendOptions = {
  /** Not before this time. */
  startAfter?: Date;
  /** At most one live job with this key in the queue (a second send is dropped). */
  singletonKey?: string;
};

export type FailedJob = {
  id: string;
  name: string;
  data: unknown;
  error: string;
  retryCount: number;
  createdOn: string;
  completedOn: string | null;
};

type PgBossDb = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/** pg-boss hands JSON payloads as objects (node-postgres serializes them); PGlite and drizzle want the text. */
function toParameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value)) {
    return JSON.stringify(value);
  }
  return value;
}

/** pg-boss's `$n` SQL as a drizzle query, so it runs on a drizzle transaction (either driver). */
function drizzleSql(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${toParameter(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** Never started: it only builds pg-boss's insert, which `sendInTransaction` runs on the caller's transaction. */
const transactionSender = new PgBoss({
  schema: SCHEMA,
  db: { executeSql: () => Promise.reject(new Error('the transaction sender runs only on a transaction')) },
});

/**
 * Adds a job in the caller's transaction: it exists only if the change that caused it commits (the outbox). The
 * queue must have been created (JobQueue.start) before, as every process does at start.
 */
export async function sendInTransaction(
  tx: Tx,
  name: string,
  data: object,
  options: SendOptions = {},
): Promise<string | null> {
  const db: PgBossDb = {
    executeSql: async (text, values) => (await tx.execute(drizzleSql(text, values ?? []))) as { rows: unknown[] },
  };
  return transactionSender.send(name, data, { ...options, db } as PgBoss.SendOptions);
}

type Definition = { policy: QueuePolicy; handler: JobHandler<never>; batchSize: number };

export type JobQueueOptions = {
  /** Work due jobs in this process; false: only create the queues (jobs wait for a worker, or for runDue). */
  worker: boolean;
  pollSeconds: number;
  log: FastifyBaseLogger;
};

export class JobQueue {
  private boss: PgBoss | null = null;
  private readonly definitions = new Map<string, Definition>();
  private readonly schedules: Array<{ name: string; cron: string }> = [];
  private startRetry: NodeJS.Timeout | null = null;
  private stopping = false;

  constructor(
    private readonly database: Database,
    private readonly options: JobQueueOptions,
  ) {}

  /** A kind of job and what runs it; before start. `batchSize` jobs are taken at once and run side by side. */
  define<T>(name: string, policy: QueuePolicy, handler: JobHandler<T>, batchSize = 1): void {
    this.definitions.set(name, { policy, handler: handler as JobHandler<never>, batchSize });
  }

  /** Sends a job to a defined queue on this cron (Kuwait time), once per tick across every process. */
  every(name: string, cron: string): void {
    this.schedules.push({ name, cron });
  }

  get started(): boolean {
    return this.boss !== null;
  }

  private get running(): PgBoss {
    if (!this.boss) throw new Error('the job queue has not started');
    return this.boss;
  }

  async start(): Promise<void> {
    const { worker, pollSeconds, log } = this.options;
    const database = this.database;
    const boss = new PgBoss({
      schema: SCHEMA,
      db: { executeSql: (text, values) => database.executeSql(text, values?.map(toParameter)) },
      // Maintenance (expiring stuck jobs, archiving) and cron run where jobs are worked; pg-boss elects one process.
      supervise: worker,
      schedule: worker,
      pollingIntervalSeconds: pollSeconds,
    } as PgBoss.ConstructorOptions);
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await boss.start();
    for (const [name, { policy }] of this.definitions) {
      // createQueue keeps an existing queue as it is; the policy of this build wins.
      await boss.createQueue(name, { name, ...policy });
      await boss.updateQueue(name, { name, ...policy });
    }
    this.boss = boss;
    if (!worker) return;
    for (const [name, definition] of this.definitions) {
      await boss.work(
        name,
        { pollingIntervalSeconds: pollSeconds, batchSize: definition.batchSize, includeMetadata: true },
        (jobs) => this.runBatch(name, definition, jobs),
      );
    }
    for (const { name, cron } of this.schedules) await boss.schedule(name, cron, {}, { tz: 'Asia/Kuwait' });
  }

  /** Runs each job; a failure fails that job alone (retried by its queue's policy), not the batch. */
  private async runBatch(name: string, definition: Definition, jobs: Array<PgBoss.JobWithMetadata<unknown>>) {
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await definition.handler(job.data as never, {
            id: job.id,
            retryCount: job.retryCount,
            retryLimit: job.retryLimit,
          });
          await this.running.complete(name, job.id);
        } catch (error) {
          this.options.log.warn({ err: error, queue: name, job: job.id, retry: job.retryCount }, 'job failed');
          await this.running.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
        }
      }),
    );
  }

  async send(name: string, data: object, options: SendOptions = {}): Promise<string | null> {
    return this.running.send(name, data, options);
  }

  /**
   * Runs every job due now, in this process, until none is left (tests, and a process that does not work jobs).
   * Answers how many ran.
   */
  async runDue(): Promise<number> {
    let count = 0;
    for (;;) {
      let ran = 0;
      for (const [name, definition] of this.definitions) {
        const jobs = await this.running.fetch(name, { batchSize: 20, includeMetadata: true });
        if (!jobs?.length) continue;
        await this.runBatch(name, definition, jobs);
        ran += jobs.length;
      }
      if (ran === 0) return count;
      count += ran;
    }
  }

  /** Jobs that used up their retries, newest first. */
  async failedJobs(limit = 100): Promise<FailedJob[]> {
    const { rows } = await this.database.executeSql(
      `select id::text, name, data, output, retry_count, created_on, completed_on
         from ${SCHEMA}.job where state = 'failed' order by completed_on desc nulls last limit $1`,
      [limit],
    );
    return rows.map((row) => ({
      id: String(row.id),
      name: String(row.name),
      data: row.data,
      error: String((row.output as { message?: string } | null)?.message ?? ''),
      retryCount: Number(row.retry_count),
      createdOn: new Date(row.created_on as string).toISOString(),
      completedOn: row.completed_on ? new Date(row.completed_on as string).toISOString() : null,
    }));
  }

  /** A failed job, due again now with its retries counted afresh; false when it is not a failed job. */
  async retry(name: string, id: string): Promise<boolean> {
    const { rows } = await this.database.executeSql(
      `update ${SCHEMA}.job set state = 'retry', retry_count = 0, start_after = now(), completed_on = null
         where name = $1 and id = $2::uuid and state = 'failed' returning id`,
      [name, id],
    );
    return rows.length === 1;
  }

  /** Deletes the jobs of a queue not yet started whose data has `key` = `value` (reminders of a moved order). */
  static async deleteWaiting(tx: Tx, name: string, key: string, value: string): Promise<void> {
    await tx.execute(
      sql`delete from ${sql.raw(SCHEMA)}.job where name = ${name} and state in ('created', 'retry') and data ->> ${key} = ${value}`,
    );
  }

  /**
   * Starts now or, while the database does not answer, tries again every START_RETRY_MS: the server keeps answering
   * (its readiness names what is missing) rather than dying, and the queue runs as soon as the database is back.
   */
  async startWhenReachable(): Promise<void> {
    try {
      await this.start();
    } catch (error) {
      if (this.stopping) return;
      this.options.log.error({ err: error }, 'job queue could not start; trying again');
      this.startRetry = setTimeout(() => void this.startWhenReachable(), START_RETRY_MS);
      this.startRetry.unref();
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.startRetry) clearTimeout(this.startRetry);
    const boss = this.boss;
    if (!boss) return;
    this.boss = null;
    await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false } as PgBoss.StopOptions);
  }
}
