import { z } from 'zod';
import { idSchema } from '../api';
import { kuwaitArea, KUWAIT_AREAS } from '../kuwait-areas';

/** An area of Kuwait by its id ('salmiya'). */
export const areaIdSchema = z
  .string({ error: 'validation.area.unknown' })
  .refine((id) => kuwaitArea(id) !== undefined, 'validation.area.unknown');

/** A set of areas: known ids, each once (a repeat is dropped), sorted. */
export const areaListSchema = z
  .array(areaIdSchema, { error: 'validation.area.unknown' })
  .max(KUWAIT_AREAS.length)
  .transform((ids) => [...new Set(ids)].sort());

/** GET / PUT partner/me/areas and admin/partners/{id}/areas: the areas a partner goes to; none: every area. */
export const partnerAreasSchema = z.object({ areas: areaListSchema });
export type PartnerAreas = z.infer<typeof partnerAreasSchema>;

/** The most sub-categories with their own served areas (the catalogue has a few dozen). */
export const SERVED_AREAS_SUB_CATEGORIES_MAX = 200;

/**
 * Where we serve (admin/served_areas, served_areas): every area but those switched off, for every service
 * (`unserved`) or for one sub-category's (`unservedBySubCategory`). The default, nothing switched off, serves
 * every area.
 */
export const servedAreasSchema = z.object({
  unserved: areaListSchema,
  unservedBySubCategory: z
    .record(idSchema, areaListSchema)
    .default({})
    .refine(
      (bySubCategory) => Object.keys(bySubCategory).length <= SERVED_AREAS_SUB_CATEGORIES_MAX,
      'validation.servedAreas.tooMany',
    ),
});
export type ServedAreas = z.infer<typeof servedAreasSchema>;

/** Is the area served for the sub-category? An area outside the list (an address saved before it) only when all are. */
export function isAreaServed(served: ServedAreas, area: string, subCategoryId?: string): boolean {
  const off = [...served.unserved, ...((subCategoryId && served.unservedBySubCategory[subCategoryId]) || [])];
  if (off.length === 0) return true;
  return kuwaitArea(area) !== undefined && !off.includes(area);
}

/** The answers of the routes above (no transforms: a response is only encoded). */
export const partnerAreasResultSchema = z.object({ areas: z.array(z.string()) });
export const servedAreasResultSchema = z.object({
  unserved: z.array(z.string()),
  unservedBySubCategory: z.record(z.string(), z.array(z.string())),
});
