import { eq } from 'drizzle-orm';
import type { ServiceContent } from '@khidma/shared/schemas/service-content';
import type { Db, Tx } from '../../db/client';
import { services } from '../../db/schema';
import { notFound } from '../../errors';

/** A service's page content in both languages (the console's edit page), hidden services too. */
export async function getServiceContent(db: Db | Tx, serviceId: string): Promise<ServiceContent> {
  const [row] = await db.select({ content: services.content }).from(services).where(eq(services.id, serviceId));
  if (!row) throw notFound('errors.catalog.serviceNotFound');
  return row.content;
}

/** Replaces a service's page content; run through app.changeCatalog, since the service's answer carries it. */
export async function saveServiceContent(tx: Tx, serviceId: string, content: ServiceContent): Promise<ServiceContent> {
  const [row] = await tx
    .update(services)
    .set({ content })
    .where(eq(services.id, serviceId))
    .returning({ content: services.content });
  if (!row) throw notFound('errors.catalog.serviceNotFound');
  return row.content;
}
