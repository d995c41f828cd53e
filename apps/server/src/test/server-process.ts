import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { execFile } from 'node:child_process';
import type { App } from '../app';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const builtMain = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
const sourceMain = fileURLToPath(new URL('../main.ts', import.meta.url));

/** The server as it is deployed: dist/main.js, built now (esbuild, a few seconds) when it is not there. */
export async function ensureBuiltServer(): Promise<void> {
  if (!existsSync(builtMain)) await promisify(execFile)(process.execPath, ['build.mjs'], { cwd: serverRoot });
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** Polls `check` every 50 ms until it holds, or throws after `withinMs`; answers how long it took. */
export async function waitFor(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

export type ServerProcess = {
  url: string;
  /** Stops it with `signal` and waits for it to exit. */
  stop(signal: NodeJS.Signals): Promise<void>;
  /** What it wrote to stderr, for a failure's message. */
  stderr(): string;
};

/** The database a test app uses, as a URL another process can open (PostgreSQL: `serverUrl` is its server's). */
export async function databaseUrlOf(app: App, serverUrl: string): Promise<string> {
  const result = (await app.db.execute('select current_database() as name')) as { rows: Array<{ name: string }> };
  const url = new URL(serverUrl);
  url.pathname = `/${result.rows[0]!.name}`;
  return url.toString();
}

/**
 * One server process on `port`, answering /readyz before this resolves: from the build (dist/main.js, as deployed)
 * or from the source (src/main.ts through tsx, as `npm run dev` runs it, so a test needs no build first).
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  { from = 'build' }: { from?: 'build' | 'source' } = {},
): Promise<ServerProcess> {
  let stderr = '';
  const args = from === 'build' ? [builtMain] : ['--import', 'tsx', sourceMain];
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    cwd: serverRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${url}/readyz`)).ok, 60_000).catch((error: Error) => {
    child.kill('SIGKILL');
    throw new Error(`${error.message}: the server on ${port} did not start\n${stderr}`);
  });
  return {
    url,
    stderr: () => stderr,
    stop: async (signal) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    },
  };
}
