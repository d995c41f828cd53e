import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES } from './config';

/**
 * The container files cannot run here (no Docker): these checks keep them honest against the code they ship
 * (docs/deploy.md). The topology itself runs without containers in the scale-out test.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

type Service = { environment?: Record<string, string>; healthcheck?: unknown; depends_on?: unknown };
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const servers = Object.entries(compose.services).filter(([name]) => name.startsWith('server-'));

describe('compose.yaml', () => {
  it('runs two server replicas behind a proxy, on PostgreSQL 16, Redis 7 and MinIO', () => {
    expect(servers.map(([name]) => name)).toEqual(['server-1', 'server-2']);
    expect(read('compose.yaml')).toMatch(/image: postgres:16\b/);
    expect(read('compose.yaml')).toMatch(/image: redis:7\b/);
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['proxy', 'postgres', 'redis', 'minio']));
  });

  it('sets on the servers only variables config.ts knows, and the production settings it requires', () => {
    for (const [, server] of servers) {
      const variables = Object.keys(server.environment ?? {});
      expect(variables.filter((variable) => !CONFIG_VARIABLES.includes(variable))).toEqual([]);
      expect(server.environment).toMatchObject({
        NODE_ENV: 'production',
        STORAGE_DRIVER: 's3',
        SMS_DRIVER: 'twilio',
        REDIS_URL: 'redis://redis:6379',
        TRUST_PROXY_HOPS: '1',
      });
      expect(server.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
      expect(variables).toEqual(expect.arrayContaining(['DATA_ENCRYPTION_KEY', 'UPAYMENTS_API_KEY', 'PUBLIC_URL']));
    }
  });

  it('keeps private files in a bucket nobody reads anonymously, and proxies only the public one', () => {
    const bucket = compose.services.bucket as Service & { entrypoint: string[] };
    const script = bucket.entrypoint.join(' ');
    for (const [, server] of servers) {
      expect(server.environment).toMatchObject({ S3_BUCKET: 'khidma-uploads', S3_PRIVATE_BUCKET: 'khidma-private' });
    }
    expect(script).toContain('mc mb --ignore-existing local/khidma-uploads local/khidma-private');
    expect(script).toContain('mc anonymous set none local/khidma-private');
    // The only anonymous grant: downloads under the public bucket's uploads/ prefix.
    const grants = [...script.matchAll(/mc anonymous set (\w+) (\S+)/g)].map(([, policy, target]) => [policy, target]);
    expect(grants.filter(([policy]) => policy !== 'none')).toEqual([['download', 'local/khidma-uploads/uploads']]);
    const caddyfile = read('Caddyfile');
    expect(caddyfile).toContain('handle /media/khidma-uploads/uploads/* {');
    expect(caddyfile).not.toMatch(/handle(_path)? \/media\/\*/);
    expect(caddyfile).not.toContain('khidma-private');
  });

  it('proxies to every replica by the names compose gives them, skipping one that is not ready', () => {
    const caddyfile = read('Caddyfile');
    for (const [name] of servers) expect(caddyfile).toContain(`${name}:3000`);
    expect(caddyfile).toContain('health_uri /readyz');
  });
});

describe('.env.example', () => {
  it('names only variables config.ts knows, and every one of them', () => {
    const named = [...read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!);
    expect(named.filter((variable) => !CONFIG_VARIABLES.includes(variable))).toEqual([]);
    expect(CONFIG_VARIABLES.filter((variable) => !named.includes(variable))).toEqual([]);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const build = read('apps/server/build.mjs');

  it('builds in stages and runs as a non-root user with production dependencies only', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^ENV NODE_ENV=production/m);
  });

  it('checks /readyz, and migrates once before starting the server it builds', () => {
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/readyz/m);
    expect(dockerfile).toContain('node apps/server/dist/migrate.js && exec node apps/server/dist/main.js');
    expect(build).toContain("'src/main.ts', 'src/migrate.ts'");
  });
});
