import { List, Mail, MapPin, Phone, X } from 'lucide-react';
import { useState } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';

export type LegalSection = { id: string; title: string; paragraphs: string[] };

type LegalDocumentProps = {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
};

function SectionLinks({ sections, onPick }: { sections: LegalSection[]; onPick?: () => void }) {
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
          Contact Us
        </a>
      </li>
    </ol>
  );
}

/** The section menu on small screens: a drawer from the left on the platform's <dialog> (focus stays inside). */
function SectionDrawer({ sections }: { sections: LegalSection[] }) {
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
        Sections
      </button>
      <dialog
        ref={dialogRef}
        aria-label="Sections"
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
              <h2 className="text-base font-semibold">Sections</h2>
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="rounded-full p-1.5 text-slate-600 hover:bg-slate-100"
                aria-label="Close"
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            </div>
            <nav aria-label="Sections" className="overflow-y-auto p-3">
              <SectionLinks sections={sections} onPick={() => setOpen(false)} />
            </nav>
          </div>
        ) : null}
      </dialog>
    </div>
  );
}

export function ContactUs() {
  return (
    <section id="contact-us" aria-labelledby="contact-us-title" className="scroll-mt-24 rounded-2xl bg-brand-50 p-6">
      <h2 id="contact-us-title" className="text-xl font-bold text-slate-900">
        Contact Us
      </h2>
      <p className="mt-2 text-slate-700">
        Questions about this page or your data? Write or call us; we reply within 7 working days.
      </p>
      <ul className="mt-4 space-y-2 text-slate-800">
        <li className="flex items-center gap-2">
          <Mail className="size-4 text-brand-700" aria-hidden="true" />
          <a href="mailto:support@khidma.example" className="underline">
            support@khidma.example
          </a>
        </li>
        <li className="flex items-center gap-2">
          <Phone className="size-4 text-brand-700" aria-hidden="true" />
          <a href="tel:+918000000000" className="underline">
            +91 80000 00000
          </a>
        </li>
        <li className="flex items-center gap-2">
          <MapPin className="size-4 text-brand-700" aria-hidden="true" />
          Khidma Services, 2nd Floor, MG Road, Bengaluru 560001, India
        </li>
      </ul>
    </section>
  );
}

/** A legal page: a section side menu (a drawer on small screens), the sections, and the 'Contact Us' block. */
export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">Last updated: {updated}</p>
        </div>
        <SectionDrawer sections={sections} />
      </header>
      <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
        <aside className="hidden lg:block">
          <nav aria-label="Sections" className="sticky top-24">
            <h2 className="mb-2 px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">On this page</h2>
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
