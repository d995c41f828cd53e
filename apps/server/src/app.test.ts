import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app';

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then closes the database', async () => {
    let release: () => void = () => {};
    const app = await createTestApp({
      extend: (instance) => {
        instance.get(
          '/api/khidma/test/slow',
          () => new Promise((resolve) => (release = () => resolve({ done: true }))),
        );
      },
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/khidma/test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const closing = app.close();
    setTimeout(() => release(), 100);
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    await expect(app.database.ping()).rejects.toThrow();
  });
});
