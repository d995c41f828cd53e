import { Download } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';

/** "Export CSV": a download of what the table shows, streamed by the server (UTF-8 with a BOM, for Excel). */
export function ExportLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} download className={buttonClasses('secondary', 'sm')}>
      <Download className="size-4" aria-hidden="true" />
      {label}
    </a>
  );
}
