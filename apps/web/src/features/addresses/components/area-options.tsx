import { useMemo } from 'react';
import { useLocale } from '@/lib/i18n/locale-context';
import { areasByGovernorate } from '@/lib/kuwait-areas';

/** The options of an area picker: Kuwait's areas under their governorates, in the reader's language. */
export function AreaOptions({ placeholder }: { placeholder: string }) {
  const { locale } = useLocale();
  const groups = useMemo(() => areasByGovernorate(locale), [locale]);
  return (
    <>
      <option value="">{placeholder}</option>
      {groups.map((governorate) => (
        <optgroup key={governorate.id} label={governorate.name}>
          {governorate.areas.map((area) => (
            <option key={area.id} value={area.id}>
              {locale === 'ar' ? area.ar : area.en}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
