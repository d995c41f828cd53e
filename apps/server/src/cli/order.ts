/**
 * The operator's command until the operations console exists: it calls the server's operator endpoints
 * (modules/ops), so it uses the same rules the console will. The server must run with OPS_TOKEN set, and this
 * command reads the same configuration (OPS_TOKEN, PUBLIC_URL or PORT).
 *
 *   npm run order -- partners                              approved partners and their ids
 *   npm run order -- KH-7Q4M2XKD                           the order, its payments, and whether a refund is due
 *   npm run order -- KH-7Q4M2XKD --partner <id>             assign a partner (an Open order becomes Accepted)
 *   npm run order -- KH-7Q4M2XKD --status Completed         move the order (see docs/api.md, Order statuses)
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { status: { type: 'string' }, partner: { type: 'string' } },
  });
  const config = loadConfig();
  if (!config.OPS_TOKEN) throw new Error('OPS_TOKEN is not set: the server has no operator endpoints.');
  const [target] = positionals;
  if (!target) throw new Error('Usage: npm run order -- partners | <ordId> [--partner <id>] [--status <status>]');
  const order = `orders/${encodeURIComponent(target)}`;

  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${config.publicUrl}/api/khidma/ops/${path}`, {
      method,
      headers: { authorization: `Bearer ${config.OPS_TOKEN}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const envelope = (await response.json()) as { message: string; results?: unknown };
    if (!response.ok) throw new Error(`${response.status}: ${envelope.message}`);
    return envelope.results;
  };

  const changes = values.partner !== undefined || values.status !== undefined;
  const result =
    target === 'partners'
      ? await call('GET', 'partners')
      : changes
        ? await call('PUT', order, { servicePartnerId: values.partner, ordStatus: values.status })
        : await call('GET', order);
  console.log(JSON.stringify(result, null, 2));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
