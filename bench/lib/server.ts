import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Polls `url` until it answers 2xx; `child`, when we spawned the server ourselves, must not have exited. */
export async function waitForReady(url: string, child?: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready`);
}

export type Started = { url: string; stop: () => Promise<void> };

/**
 * The built Khidma server (apps/server/dist) on a fresh in-memory database with the demo catalogue; at LOG_LEVEL=warn
 * unless `env` says otherwise. `logFile`: its standard output (the request log) goes there, as a process manager
 * would keep it; otherwise it is discarded.
 */
export async function startKhidma(env: Record<string, string> = {}, logFile?: string): Promise<Started> {
  const port = await freePort();
  const stdout = logFile ? openSync(logFile, 'w') : 'ignore';
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'pglite://memory',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', stdout, 'inherit'],
  });
  if (typeof stdout === 'number') closeSync(stdout);
  const url = `http://127.0.0.1:${port}`;
  await waitForReady(`${url}/readyz`, child);
  return { url, stop: () => stop(child) };
}

/**
 * A bare node:http server answering every path with the given bytes and headers (the server's own answer, so it
 * sends as much as we do): the ceiling a Node server reaches here.
 */
export async function startBare(body: Buffer, headers: Record<string, string>): Promise<Started> {
  const port = await freePort();
  // Through a file, not the environment: services_list of 10,000 services is larger than an environment may be.
  const folder = await mkdtemp(path.join(os.tmpdir(), 'khidma-bare-'));
  const bodyFile = path.join(folder, 'body.json');
  const headersFile = path.join(folder, 'headers.json');
  await writeFile(bodyFile, body);
  await writeFile(headersFile, JSON.stringify(headers));
  const bare = path.join(repoRoot, 'bench/lib/bare-server.mjs');
  const child = spawn(process.execPath, [bare, String(port), bodyFile, headersFile], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForReady(`${url}/`, child);
  return {
    url,
    stop: async () => {
      await stop(child);
      await rm(folder, { recursive: true, force: true });
    },
  };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
