export type DetailRow = {
  label: string;
  value: string | null | undefined;
  /** Ids and codes (order id, track id ...): read left to right in Arabic too. */
  ltr?: boolean;
};

/** Label and value rows of a payment page; a missing value shows as a dash. */
export function DetailRows({ rows }: { rows: DetailRow[] }) {
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
          <dt className="text-slate-600">{row.label}</dt>
          <dd className="font-medium break-all text-slate-900" dir={row.ltr && row.value ? 'ltr' : undefined}>
            {row.value || '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
