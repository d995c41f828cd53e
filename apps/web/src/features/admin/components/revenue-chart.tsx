import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { kuwaitMidnight } from '@khidma/shared/kuwait-time';
import type { Finance } from '@khidma/shared/schemas/finance';
import { useT } from '@/lib/i18n/use-t';

const HEIGHT = 280;

/**
 * The period's money by Kuwait day: captured online, collected in cash, refunded. uPlot draws it (a canvas, about
 * 20 KB gzip: recharts made this page's chunk 110 KB, over design §6's 60 KB); it is redrawn when the figures, the
 * language or the width change. The same figures are in the table below it, so the chart is hidden from screen
 * readers.
 */
export function RevenueChart({ days }: { days: Finance['days'] }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      days.map((day) => kuwaitMidnight(day.date) / 1000),
      days.map((day) => day.online),
      days.map((day) => day.cash),
      days.map((day) => day.refunds),
    ];
    const series = (label: string, stroke: string): uPlot.Series => ({
      label,
      stroke,
      width: 2,
      fill: `${stroke}22`,
    });
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        // Days are Kuwait days: the axis shows them as the table does, whatever the browser's zone.
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Asia/Kuwait'),
        series: [
          {},
          series(t('admin.finance.online'), '#0f766e'),
          series(t('admin.finance.cash'), '#2563eb'),
          series(t('admin.finance.refunds'), '#c2410c'),
        ],
        axes: [{}, { size: 56 }],
        // The legend names the lines; the values are in the table (a live legend jumps about on a phone).
        legend: { live: false },
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, t]);

  return <div ref={box} aria-hidden="true" dir="ltr" className="w-full" />;
}
