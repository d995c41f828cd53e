import { buttonClasses } from '@/components/ui/button';

/** The hero (spec §2 Home): what we do, and 'Book Now', which takes the visitor to the categories. */
export function HomeHero() {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 sm:py-20">
        <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">Trusted home services</p>
        <h1 className="max-w-2xl text-3xl leading-tight font-bold sm:text-5xl">
          Repairs, cleaning and upkeep, booked in minutes.
        </h1>
        <p className="max-w-xl text-base text-brand-100 sm:text-lg">
          AC repair, plumbing, electrical work and more from vetted professionals, at clear prices in KD. Pay online
          with KNET or in cash when the job is done.
        </p>
        <div>
          <a
            href="#categories"
            className={buttonClasses('primary', 'lg', 'bg-accent-400 text-slate-900 hover:bg-accent-500')}
          >
            Book Now
          </a>
        </div>
      </div>
    </section>
  );
}
