import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type {
  AdminOrderDetail,
  AdminOrderUpdate,
  ApplicationRow,
  AssignablePartner,
  Page as ListPage,
} from '@khidma/shared/schemas/operations';
import { csrfHeaders } from './users';

/** The first admin the e2e server makes at start (playwright.config.ts gives it ADMIN_EMAIL and ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@khidma.test', password: 'e2e-admin-password' } as const;

async function results<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { results: T }).results;
}

/**
 * An admin's API session on the e2e server, as the console has one: logged in with login_with_email (the context
 * keeps the session cookie), each write with the CSRF header.
 */
export async function adminSession(baseURL: string) {
  const context = await playwrightRequest.newContext({ baseURL });
  await results(
    await context.post('/api/khidma/login_with_email', {
      headers: await csrfHeaders(context),
      data: E2E_ADMIN,
    }),
  );
  return {
    /** Approved, active partners with the order's skill, the least busy first. */
    assignablePartners: async (ordId: string) =>
      results<AssignablePartner[]>(await context.get(`/api/khidma/admin/orders/${ordId}/partners`)),
    /** PUT admin/orders/{ordId}: assign a partner and/or move the status, as the console does. */
    updateOrder: async (ordId: string, body: AdminOrderUpdate) =>
      results<AdminOrderDetail>(
        await context.put(`/api/khidma/admin/orders/${ordId}`, { headers: await csrfHeaders(context), data: body }),
      ),
    /** Approves the pending application sent with this email, as the console's Approve does. */
    approveApplication: async (email: string) => {
      const pending = await results<ListPage<ApplicationRow>>(
        await context.get('/api/khidma/admin/partner_applications?status=pending_review&pageSize=100'),
      );
      const application = pending.items.find((row) => row.email === email);
      if (!application) throw new Error(`no pending application from ${email}`);
      await results(
        await context.post(`/api/khidma/admin/partner_applications/${application._id}/approve`, {
          headers: await csrfHeaders(context),
        }),
      );
    },
    /** PUT admin/settings: auto-assign on or off, as the console's switch does. */
    setAutoAssign: async (autoAssign: boolean) =>
      results(
        await context.put('/api/khidma/admin/settings', { headers: await csrfHeaders(context), data: { autoAssign } }),
      ),
    dispose: () => context.dispose(),
  };
}
