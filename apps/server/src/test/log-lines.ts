import pino from 'pino';
import { Writable } from 'node:stream';
import { testConfig } from '../config';
import { loggerOptions } from '../logger';

/** The server's real logger (its redaction included) at info level, writing into `lines` for a test to read. */
export function capturedLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = pino(loggerOptions({ ...testConfig(), LOG_LEVEL: 'info' }), sink);
  return { lines, logger };
}
