import { asc } from 'drizzle-orm';
import type { Category, Logo } from '@khidma/shared/schemas/catalog';
import type { Db } from '../../db/client';
import { categories, logos } from '../../db/schema';

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db
    .select({ _id: categories.id, SrvCategoryName: categories.name, Image: categories.image })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return rows;
}

export async function listLogos(db: Db): Promise<Logo[]> {
  return db.select({ _id: logos.id, logo: logos.logo }).from(logos).orderBy(asc(logos.createdAt));
}
