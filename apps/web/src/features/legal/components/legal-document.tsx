import { List, Mail, MapPin, MessageCircle, Phone, X } from 'lucide-react';
import { useState } from 'react';
import { CONTACT } from '@khidma/shared/contact';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { useLocale } from '@/lib/i18n/locale-context';
import { useT } from '@/lib/i18n/use-t';
import type { LegalContent, LegalSection } from '../content/types';

function SectionLinks({ sections, onPick }: { sections: LegalSection[]; onPick?: () => void }) {
  const t = useT();
  return (
    <ol className="space-y-1 text-sm">
      {sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            onClick={onPick}
            className="block rounded-md px-3 py-2 text-slate-700 hover:bg-brand-50 hover:text-brand-800"
          >
            {index + 1}. {section.title}
          </a>
        </li>
      ))}
      <li>
        <a
          href="#contact-us"
          onClick={onPick}
          className="block rounded-md px-3 py-2 text-slate-700 hover:bg-brand-50 hover:text-brand-800"
        >
          {t('legal.contactUs.title')}
        </a>
      </li>
    </ol>
  );
}

/**
 * The section menu on small screens: a drawer on the platform's <dialog> (focus stays inside). With no margin
 * it sits at the reading side: the left in English, the right in Arabic (the over-constrained inset yields to `dir`).
 */
function SectionDrawer({ sections }: { sections: LegalSection[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const dialogRef = useModalDialog(open);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        <List className="size-4" aria-hidden="true" />
        {t('legal.sections')}
      </button>
      <dialog
        ref={dialogRef}
        aria-label={t('legal.sections')}
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
        onClick={(event) => {
          if (event.target === dialogRef.current) setOpen(false);
        }}
        className="m-0 h-full max-h-none w-80 max-w-[85vw] bg-white p-0 text-slate-900 shadow-xl"
      >
        {open ? (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
              <h2 className="text-base font-semibold">{t('legal.sections')}</h2>
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="rounded-full p-1.5 text-slate-600 hover:bg-slate-100"
                aria-label={t('legal.close')}
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            </div>
            <nav aria-label={t('legal.sections')} className="overflow-y-auto p-3">
              <SectionLinks sections={sections} onPick={() => setOpen(false)} />
            </nav>
          </div>
        ) : null}
      </dialog>
    </div>
  );
}

/** The 'Contact Us' block: the ways to reach us, from packages/shared's CONTACT (one place for every page). */
export function ContactUs() {
  const t = useT();
  const { locale } = useLocale();
  return (
    <section id="contact-us" aria-labelledby="contact-us-title" className="scroll-mt-24 rounded-2xl bg-brand-50 p-6">
      <h2 id="contact-us-title" className="text-xl font-bold text-slate-900">
        {t('legal.contactUs.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('legal.contactUs.text')}</p>
      <ul className="mt-4 space-y-2 text-slate-800">
        <li className="flex items-center gap-2">
          <Mail className="size-4 text-brand-700" aria-hidden="true" />
          <a href={`mailto:${CONTACT.email}`} dir="ltr" className="underline">
            {CONTACT.email}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <Phone className="size-4 text-brand-700" aria-hidden="true" />
          <a href={`tel:${CONTACT.phone}`} dir="ltr" className="underline">
            {CONTACT.phoneDisplay}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <MessageCircle className="size-4 text-brand-700" aria-hidden="true" />
          {t('legal.contactUs.whatsapp')}{' '}
          <a href={`https://wa.me/${CONTACT.whatsapp.slice(1)}`} dir="ltr" className="underline">
            {CONTACT.whatsappDisplay}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <address className="not-italic">{CONTACT.address[locale]}</address>
        </li>
      </ul>
    </section>
  );
}

/** A legal page: a section side menu (a drawer on small screens), the sections, and the 'Contact Us' block. */
export function LegalDocument({ title, updated, intro, sections }: LegalContent) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('legal.lastUpdated', { date: updated })}</p>
        </div>
        <SectionDrawer sections={sections} />
      </header>
      <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
        <aside className="hidden lg:block">
          <nav aria-label={t('legal.sections')} className="sticky top-24">
            <h2 className="mb-2 px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {t('legal.onThisPage')}
            </h2>
            <SectionLinks sections={sections} />
          </nav>
        </aside>
        <article className="max-w-3xl space-y-8 leading-relaxed text-slate-700">
          <p>{intro}</p>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
              <h2 id={`${section.id}-title`} className="mb-2 text-xl font-semibold text-slate-900">
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-2">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
          <ContactUs />
        </article>
      </div>
    </div>
  );
}
