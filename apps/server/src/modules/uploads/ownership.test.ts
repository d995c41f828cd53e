import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../../app';
import { Agent } from '../../test/agent';
import { PDF_BYTES, pngImage } from '../../test/images';
import type { FilePart } from '../../test/multipart';
import { signedInAgent } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';
import { uploadedUrl } from '../../test/uploads';

const PNG: FilePart = { bytes: Buffer.alloc(0), filename: 'me.png', contentType: 'image/png' };

describe('request.ownsUpload', () => {
  let app: App;
  let dir: string;
  /** How many session lookups the probe's last request made. */
  let lookups = 0;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'khidma-ownership-'));
    PNG.bytes = await pngImage();
    app = await createTestApp({
      env: { UPLOADS_DIR: dir },
      // A probe route, as a module that checks a submitted URL would use the decoration.
      extend: (instance) => {
        instance
          .withTypeProvider<ZodTypeProvider>()
          .post(
            '/test/owns',
            { schema: { body: z.object({ url: z.string(), kind: z.enum(['image', 'document']).optional() }) } },
            async (request) => {
              const currentUser = request.currentUser.bind(request);
              lookups = 0;
              request.currentUser = () => {
                lookups += 1;
                return currentUser();
              };
              const first = await request.ownsUpload(request.body.url, request.body.kind);
              const again = await request.ownsUpload(request.body.url, request.body.kind);
              return { owns: first, again };
            },
          );
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const owns = async (agent: Agent, url: string, kind?: 'image' | 'document') => {
    const answer = (await agent.post('/test/owns', kind ? { url, kind } : { url })).json() as {
      owns: boolean;
      again: boolean;
    };
    expect(answer.again).toBe(answer.owns);
    return answer.owns;
  };

  it("takes the sender's own upload, of the kind asked, looking the sender up once per request", async () => {
    const { agent } = await signedInAgent(app);
    const photo = await uploadedUrl(agent, PNG);
    const pdf = await uploadedUrl(
      agent,
      { bytes: PDF_BYTES, filename: 'id.pdf', contentType: 'application/pdf' },
      'document',
    );
    expect(await owns(agent, photo)).toBe(true);
    expect(lookups).toBe(1);
    expect(await owns(agent, photo, 'image')).toBe(true);
    expect(await owns(agent, pdf)).toBe(true);
    expect(await owns(agent, pdf, 'image')).toBe(false);
  });

  it("refuses another user's upload, and another browser's anonymous one", async () => {
    const mine = await signedInAgent(app);
    const theirs = await signedInAgent(app);
    const stranger = new Agent(app);
    const theirPhoto = await uploadedUrl(theirs.agent, PNG);
    const strangerPhoto = await uploadedUrl(stranger, PNG);
    expect(await owns(theirs.agent, theirPhoto)).toBe(true);
    expect(await owns(stranger, strangerPhoto)).toBe(true);

    expect(await owns(mine.agent, theirPhoto)).toBe(false);
    expect(await owns(mine.agent, strangerPhoto)).toBe(false);
    expect(await owns(new Agent(app), strangerPhoto)).toBe(false);
  });

  it('refuses a URL we never issued, even one shaped like ours', async () => {
    const { agent } = await signedInAgent(app);
    const real = await uploadedUrl(agent, PNG);
    const forged = real.replace(/[^/]+$/, (name) => `${'0'.repeat(name.indexOf('.'))}${name.slice(name.indexOf('.'))}`);
    expect(forged).not.toBe(real);
    for (const url of [forged, 'https://evil.example/me.webp', '/uploads/../../etc/passwd', '']) {
      expect(await owns(agent, url)).toBe(false);
    }
  });
});
