import { useId, useState } from 'react';
import type { ServedAreas } from '@khidma/shared/schemas/areas';
import { inputClasses } from '@/components/ui/form-field';
import { useGetAdminServedAreasQuery, useSaveServedAreasMutation } from '@/features/addresses/api/areas';
import { AreaChecklist, AreasSaveBar, withAreas } from '@/features/addresses/components/area-checklist';
import { useLocale } from '@/lib/i18n/locale-context';
import { useT } from '@/lib/i18n/use-t';
import { useGetAdminSubCategoriesQuery } from '../api/catalogue';
import { sectionClasses } from '../components/detail-frame';
import { LoadFailed, PageHeader, PageLoading } from '../components/query-states';

/** Every service: the scope of `unserved`; else a sub-category's id. */
const ALL = '';

/**
 * /admin/areas: where we serve. Every area of Kuwait under its governorate, a switch each, for every service or for
 * one sub-category's; checkout tells a customer outside them before the date step, and the server refuses the order.
 */
export function AreasPage() {
  const t = useT();
  const { data, error, isLoading, refetch } = useGetAdminServedAreasQuery();
  return (
    <>
      <PageHeader title={t('admin.areas.title')} />
      {error && !data ? (
        <LoadFailed error={error} fallback={t('admin.areas.failed')} onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <PageLoading label={t('admin.areas.loading')} />
      ) : (
        <ServedAreasForm saved={data} />
      )}
    </>
  );
}

function ServedAreasForm({ saved }: { saved: ServedAreas }) {
  const t = useT();
  const { locale } = useLocale();
  const scopeId = useId();
  const [scope, setScope] = useState(ALL);
  const [draft, setDraft] = useState<ServedAreas>(saved);
  const [dirty, setDirty] = useState(false);
  const [save, { isLoading: saving }] = useSaveServedAreasMutation();
  const { data: subCategories } = useGetAdminSubCategoriesQuery({});

  const off = new Set(scope === ALL ? draft.unserved : (draft.unservedBySubCategory[scope] ?? []));
  const switchOff = (ids: string[], on: boolean) => {
    const list = [...withAreas(off, ids, !on)].sort();
    setDraft((current) =>
      scope === ALL
        ? { ...current, unserved: list }
        : { ...current, unservedBySubCategory: { ...current.unservedBySubCategory, [scope]: list } },
    );
    setDirty(true);
  };

  return (
    <section className={`${sectionClasses} space-y-4`}>
      <p className="text-sm text-slate-700">{t('admin.areas.hint')}</p>
      <div className="flex max-w-md flex-col gap-1">
        <label htmlFor={scopeId} className="text-sm font-medium text-slate-800">
          {t('admin.areas.scope')}
        </label>
        <select id={scopeId} value={scope} onChange={(event) => setScope(event.target.value)} className={inputClasses}>
          <option value={ALL}>{t('admin.areas.allServices')}</option>
          {subCategories?.items.map((subCategory) => (
            <option key={subCategory._id} value={subCategory._id}>
              {locale === 'ar' ? subCategory.nameAr || subCategory.name : subCategory.name}
            </option>
          ))}
        </select>
      </div>
      <p className="text-sm font-medium text-slate-800">
        {off.size === 0 ? t('admin.areas.everywhere') : t('admin.areas.offCount', { count: off.size })}
      </p>
      <AreaChecklist isOn={(id) => !off.has(id)} onChange={switchOff} disabled={saving} />
      <AreasSaveBar
        labels={{ save: t('admin.areas.save'), saved: t('admin.areas.saved'), failed: t('admin.areas.saveFailed') }}
        dirty={dirty}
        save={async () => {
          setDraft(await save(draft).unwrap());
          setDirty(false);
        }}
      />
    </section>
  );
}
