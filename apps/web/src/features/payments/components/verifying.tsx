import { Spinner } from '@/components/ui/spinner';

/** While the server asks the gateway: a spinner and what is happening. */
export function Verifying({ text }: { text: string }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-3 px-4 py-20 text-brand-700">
      <Spinner className="size-8" />
      <p className="text-slate-700">{text}</p>
    </section>
  );
}
