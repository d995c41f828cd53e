import { useT } from '@/lib/i18n/use-t';
import { useLocale } from '@/lib/i18n/locale-context';

/** 'العربية' in English, 'English' in Arabic: the other language, named in itself, switches the page in place. */
export function LanguageSwitch() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      lang={other}
      onClick={() => void setLocale(other)}
      className="inline-flex h-11 items-center rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
    >
      {t('layout.language.switchTo')}
    </button>
  );
}
