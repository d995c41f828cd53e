import { buttonClasses } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';

/** The hero (spec §2 Home): what we do, and 'Book Now', which takes the visitor to the categories. */
export function HomeHero() {
  const t = useT();
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 sm:py-20">
        <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">{t('catalog.hero.eyebrow')}</p>
        <h1 className="max-w-2xl text-3xl leading-tight font-bold sm:text-5xl">{t('catalog.hero.title')}</h1>
        <p className="max-w-xl text-base text-brand-100 sm:text-lg">{t('catalog.hero.text')}</p>
        <div>
          <a
            href="#categories"
            className={buttonClasses('primary', 'lg', 'bg-accent-400 text-slate-900 hover:bg-accent-500')}
          >
            {t('catalog.hero.bookNow')}
          </a>
        </div>
      </div>
    </section>
  );
}
