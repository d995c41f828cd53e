import { DrizzleQueryError } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeStartFailure } from './start-failure';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** main.ts as `npm run dev` runs it (through tsx), with nothing but the given environment. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env,
      cwd: serverRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('a failed start', () => {
  it('names the unreachable PostgreSQL (ECONNREFUSED and its address), not the query that found out', async () => {
    const { code, stderr } = await start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/test', SEED_DEMO: 'false' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Could not start: connect ECONNREFUSED 127.0.0.1:1');
    expect(stderr).not.toMatch(/Failed query|CREATE|SELECT|params/i);
  });

  it('names every address a host resolved to, and keeps a configuration error as it is', () => {
    const refused = (address: string) =>
      Object.assign(new Error(`connect ECONNREFUSED ${address}`), { code: 'ECONNREFUSED' });
    const bothFamilies = new AggregateError([refused('::1:5432'), refused('127.0.0.1:5432')]);
    expect(describeStartFailure(new DrizzleQueryError('CREATE SCHEMA IF NOT EXISTS "drizzle"', [], bothFamilies))).toBe(
      'connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432',
    );
    const invalid = new Error('Invalid configuration:\n  - PORT: Too big');
    expect(describeStartFailure(invalid)).toBe(invalid.message);
  });
});
