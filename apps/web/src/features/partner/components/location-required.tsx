import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** What a partner applicant sees while the browser refuses the position (spec §2). */
export function LocationRequired({ onAllow, message }: { onAllow: () => void; message?: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <span className="rounded-full bg-brand-50 p-4 text-brand-700">
        <MapPin className="size-8" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">Location Access Required</h1>
      <p className="text-slate-700">
        We use your location to match you with customers near you. Please allow location access to continue your partner
        registration.
      </p>
      {message ? (
        <p role="alert" className="text-red-700">
          {message}
        </p>
      ) : null}
      <ol className="list-decimal space-y-1 pl-5 text-left text-sm text-slate-700">
        <li>Click the location or lock icon at the left of the address bar.</li>
        <li>Set Location to &ldquo;Allow&rdquo; for this site.</li>
        <li>Come back here and press &lsquo;Allow Location Access&rsquo;.</li>
      </ol>
      <Button onClick={onAllow}>Allow Location Access</Button>
      <Link to="/" className="text-sm font-semibold text-brand-700 underline">
        Back to Home
      </Link>
    </section>
  );
}
