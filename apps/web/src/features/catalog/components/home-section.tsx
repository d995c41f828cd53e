import { Suspense, type ReactNode } from 'react';
import { RenderWhenNear } from '@/components/ui/render-when-near';

type HomeSectionProps = {
  titleId: string;
  title: string;
  /** The height the content will roughly take, held until it renders. */
  placeholderClassName: string;
  children: ReactNode;
};

/**
 * A section of Home below the categories: its heading at once, its content (code and cards) once it nears the
 * screen, so loading the top of the page costs none of that work.
 */
export function HomeSection({ titleId, title, placeholderClassName, children }: HomeSectionProps) {
  const placeholder = <div className={placeholderClassName} aria-hidden="true" />;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h2 id={titleId} className="mb-6 text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <RenderWhenNear placeholder={placeholder}>
        <Suspense fallback={placeholder}>{children}</Suspense>
      </RenderWhenNear>
    </section>
  );
}
