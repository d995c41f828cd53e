import { UserRound } from 'lucide-react';

/** A round profile photo, or the placeholder when there is none (spec §2). */
export function ProfilePhoto({ src, name, className = 'size-24' }: { src: string; name: string; className?: string }) {
  if (src) {
    return (
      <img src={src} alt={`Profile photo of ${name || 'you'}`} className={`${className} rounded-full object-cover`} />
    );
  }
  return (
    <div
      role="img"
      aria-label="No profile photo"
      className={`${className} flex items-center justify-center rounded-full bg-slate-200 text-slate-500`}
    >
      <UserRound className="size-1/2" aria-hidden="true" />
    </div>
  );
}
