import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The operator token the e2e server runs with, so tests can move orders as an operator would. */
export const OPS_TOKEN = 'e2e-operator-token-0123456789abcdef';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs the operator's documented command, `npm run order -- ...`, against the e2e server. */
export async function runOrderCommand(baseURL: string, args: string[]): Promise<unknown> {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'order', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, OPS_TOKEN, PUBLIC_URL: baseURL },
  });
  return JSON.parse(stdout) as unknown;
}
