import { GOVERNORATES, KUWAIT_AREAS, kuwaitArea, type KuwaitArea } from '@khidma/shared/kuwait-areas';
import type { Locale } from '@/lib/i18n/locale';

/** An area's name in the reader's language; an address saved before the list keeps its own text. */
export const areaName = (id: string, locale: Locale) => {
  const area = kuwaitArea(id);
  return area ? area[locale === 'ar' ? 'ar' : 'en'] : id;
};

export const governorateName = (id: string, locale: Locale) => {
  const governorate = GOVERNORATES.find((entry) => entry.id === id);
  return governorate ? governorate[locale === 'ar' ? 'ar' : 'en'] : id;
};

/** The governorates with their areas, each sorted by its name in the reader's language: for pickers. */
export function areasByGovernorate(locale: Locale) {
  const key = locale === 'ar' ? 'ar' : 'en';
  return GOVERNORATES.map((governorate) => ({
    id: governorate.id,
    name: governorate[key],
    areas: KUWAIT_AREAS.filter((area) => area.governorate === governorate.id).sort((a, b) =>
      a[key].localeCompare(b[key], locale),
    ) as KuwaitArea[],
  }));
}
