import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Finance } from '@khidma/shared/schemas/finance';
import { useFormat } from '@/lib/i18n/format';
import { useLocale } from '@/lib/i18n/locale-context';
import { useT } from '@/lib/i18n/use-t';

/**
 * The period's money in by Kuwait day (online captures and partners' cash, stacked) beside what was refunded.
 * Drawn for sighted readers; the same figures are in the table below it, so the chart is hidden from screen readers.
 */
export function RevenueChart({ days }: { days: Finance['days'] }) {
  const t = useT();
  const { money } = useFormat();
  const { locale } = useLocale();
  const rtl = locale === 'ar';
  return (
    <div aria-hidden="true" className="h-72 w-full" dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={(date: string) => date.slice(5)} reversed={rtl} fontSize={12} />
          <YAxis orientation={rtl ? 'right' : 'left'} fontSize={12} width={48} />
          <Tooltip formatter={(value) => money(Number(value))} />
          <Legend />
          <Bar dataKey="online" stackId="in" name={t('admin.finance.online')} fill="#0f766e" />
          <Bar dataKey="cash" stackId="in" name={t('admin.finance.cash')} fill="#5eead4" />
          <Bar dataKey="refunds" name={t('admin.finance.refunds')} fill="#f97316" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
