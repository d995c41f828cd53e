/** SQLSTATEs of a server that ended or refused the session: admin_shutdown, crash_shutdown, cannot_connect_now. */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);
/** Socket errors of a connection that broke or could not be made. */
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE']);
/**
 * node-postgres' own words for a connection that died under a query ('Connection terminated unexpectedly') or
 * before the next one ('... is not queryable').
 */
const LOST_MESSAGES = /^Connection terminated|encountered a connection error and is not queryable/;

/**
 * True when a failure is the database connection going away (a restart, a failover, pg_terminate_backend) rather
 * than anything in the request: worth a 503 and a retry, not a 500. Drizzle wraps the driver's error in `cause`.
 * A socket error of another dependency (S3, say) reads the same, and a retry is the right answer there too.
 */
export function isConnectionLoss(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SHUTDOWN_STATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code))) {
      return true;
    }
    if (typeof message === 'string' && LOST_MESSAGES.test(message)) return true;
  }
  return false;
}
