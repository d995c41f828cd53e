import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { OrderCreate } from '@khidma/shared/schemas/order';
import { promoCodeFormSchema, type PromoCodeForm, type PromoQuote } from '@khidma/shared/schemas/promo';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { failureMessage } from '@/lib/api';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { useCheckPromoMutation } from '../api/promo-check';

/**
 * Step 3's promo code: Apply asks the server what the code takes off these services (the server decides, and
 * decides again when the order is placed); its refusal shows under the field in its own words. Once applied, the
 * code and its discount show with Remove.
 */
export function PromoCodeField({
  lines,
  applied,
  onApplied,
}: {
  lines: OrderCreate['services_json'];
  applied: PromoQuote | null;
  onApplied: (quote: PromoQuote | null) => void;
}) {
  const t = useT();
  const { money } = useFormat();
  const [check] = useCheckPromoMutation();
  const form = useForm<z.input<typeof promoCodeFormSchema>, unknown, PromoCodeForm>({
    resolver: zodResolver(promoCodeFormSchema),
    defaultValues: { code: '' },
  });

  const apply = form.handleSubmit(async ({ code }) => {
    try {
      onApplied(await check({ code, services_json: lines }).unwrap());
    } catch (error) {
      form.setError('code', { type: 'server', message: failureMessage(error, t('checkout.promo.failed')) });
    }
  });

  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-sm">
        <p role="status" className="font-medium text-green-900">
          {t('checkout.promo.applied', { code: applied.code, discount: money(applied.discount_price) })}
        </p>
        <Button variant="secondary" size="sm" onClick={() => onApplied(null)}>
          {t('checkout.promo.remove')}
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void apply(event)} className="flex items-start gap-2">
      <div className="min-w-0 flex-1">
        <TextField form={form} name="code" label={t('checkout.promo.label')} dir="ltr" autoComplete="off" />
      </div>
      {/* Level with the box: under the label's line. */}
      <Button type="submit" variant="secondary" className="mt-6" loading={form.formState.isSubmitting}>
        {t('checkout.promo.apply')}
      </Button>
    </form>
  );
}
