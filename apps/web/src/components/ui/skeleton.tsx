type SkeletonProps = { className?: string };

/** A pulsing block that holds the place (and the size) of content still loading. */
export function Skeleton({ className = '' }: SkeletonProps) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-slate-200 ${className}`} />;
}
