import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PAYMENT_TYPE_COD, type PaymentMethodId } from '@khidma/shared/constants';
import { kuwaitDate } from '@khidma/shared/kuwait-time';
import { isAreaServed } from '@khidma/shared/schemas/areas';
import type { Service } from '@khidma/shared/schemas/catalog';
import type { OrderCreate } from '@khidma/shared/schemas/order';
import type { PromoQuote } from '@khidma/shared/schemas/promo';
import type { Slot } from '@khidma/shared/schemas/slots';
import { CHECKOUT_MESSAGE_MS, CHECKOUT_STEPS } from '@/lib/constants';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useGetAddressesQuery } from '@/features/addresses/api/get-addresses';
import { useSessionUser } from '@/features/auth/hooks/use-session-user';
import { useCart } from '@/features/cart/hooks/use-cart';
import { usePlaceOrderMutation } from '@/features/orders/api/place-order';
import { usePreferredPartner } from '@/features/orders/hooks/use-preferred-partner';
import { PreferredPartnerNote } from '@/features/orders/components/book-again-button';
import { KuwaitAddress } from '@/components/ui/kuwait-address';
import { useGetServedAreasQuery } from '@/features/addresses/api/areas';
import { usePaymentMethodName } from '@/features/payments/hooks/use-payment-method-name';
import { BookedSlot } from '@/features/slots/components/booked-slot';
import { api, failureMessage, isRefusal } from '@/lib/api';
import { useFormat } from '@/lib/i18n/format';
import { useLocale } from '@/lib/i18n/locale-context';
import { areaName } from '@/lib/kuwait-areas';
import { useAppDispatch } from '@/lib/store-hooks';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { AddressPaymentStep } from '../components/address-payment-step';
import { CartStep } from '../components/cart-step';
import { CHECKOUT_STEP_LABELS, CheckoutStepper } from '../components/checkout-stepper';
import { OrderSummary } from '../components/order-summary';
import { PromoCodeField } from '../components/promo-code-field';
import { VisitTimeSection } from '../components/visit-time-section';
import { preselectedAddressId, readLastChoices, writeLastChoices } from '../last-choices';
import { visitOf, type Visit } from '../visit';

/** An alert's title, and its text: one of ours, or the server's own message. */
type Alert = { title: MessageId; message: { id: MessageId } | { text: string } };

/** The server's refusals that mean "pick another time": the customer goes back to the slot picker. */
const SLOT_REFUSALS: MessageId[] = ['errors.slots.taken', 'errors.slots.tooSoon'];

/** Spec §5 Checkout: what is missing to leave step 2, or null; then a visit of one kind, at a chosen time. */
function stepTwoProblem(
  addressId: string | null,
  paymentType: PaymentMethodId | null,
  visit: Visit,
  slot: Slot | null,
  notServed: boolean,
): MessageId | null {
  if (!addressId && !paymentType) return 'checkout.problem.both';
  if (!paymentType) return 'checkout.problem.payment';
  if (!addressId) return 'checkout.problem.address';
  if (notServed) return 'checkout.problem.notServed';
  if (visit.mixed) return 'errors.orders.oneSubCategoryPerVisit';
  if (!slot) return 'validation.slotStart.required';
  return null;
}

/** The order's lines (spec §3 order-creation payload), as placing the order and a promo code's check send them. */
const orderLines = (items: Service[]): OrderCreate['services_json'] =>
  items.map((item) => ({
    serviceId: item._id,
    serviceName: item.ServiceName,
    servicePrice: item.Price,
    srvCategoryId: item.SrvCategoryId,
    srvCategoryName: item.SrvCategoryName,
    srvSubCategoryId: item.SrvSubCategoryId,
    srvSubCategoryName: item.SrvSubCategoryName,
  }));

/**
 * /checkout (spec §2): Cart, Address & Payment, Confirm; COD lands on its confirmation page (issue 25), Online goes
 * to the gateway.
 */
export function CheckoutPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const cart = useCart();
  const t = useT();
  const { locale } = useLocale();
  const { money } = useFormat();
  const methodName = usePaymentMethodName();
  // Book again's "same professional" (orders/book-again.ts).
  const preferredPartner = usePreferredPartner();
  const [step, setStep] = useState(0);
  // Preselected (issue 25): the last order's address (else the only one) and payment method, until changed.
  const lastChoices = useMemo(() => (user ? readLastChoices(user._id) : null), [user]);
  const [chosenAddressId, setAddressId] = useState<string | null>(null);
  const [paymentType, setPaymentType] = useState<PaymentMethodId | null>(() => lastChoices?.paymentType ?? null);
  const visit = useMemo(() => visitOf(cart.items), [cart.items]);
  // A time is chosen for one visit: another sub-category or length (the cart changed) drops it.
  const visitKey = `${visit.subCategoryId}/${visit.duration}`;
  const [choice, setChoice] = useState<{ visitKey: string; slot: Slot } | null>(null);
  const slot = choice?.visitKey === visitKey ? choice.slot : null;
  const setSlot = (next: Slot | null) => setChoice(next ? { visitKey, slot: next } : null);
  const [slotDate, setSlotDate] = useState(() => kuwaitDate(Date.now()));
  // A promo code's quote is for the services it was asked for: another cart drops it (Apply again).
  const cartKey = cart.items.map((item) => item._id).join();
  const [promoChoice, setPromoChoice] = useState<{ cartKey: string; quote: PromoQuote } | null>(null);
  const promo = promoChoice?.cartKey === cartKey ? promoChoice.quote : null;
  const setPromo = (quote: PromoQuote | null) => setPromoChoice(quote ? { cartKey, quote } : null);
  const total = promo ? promo.totalPrice : cart.subtotal;
  const dispatch = useAppDispatch();
  const [message, setMessage] = useState<MessageId | null>(null);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [placeOrder, { isLoading: placing }] = usePlaceOrderMutation();
  const { data: addresses } = useGetAddressesQuery(user?._id ?? '', { skip: !user });
  const addressId = chosenAddressId ?? preselectedAddressId(addresses, lastChoices);
  // One key per visit: a retried click or a lost answer places one order, not two.
  const idempotencyKey = useRef(crypto.randomUUID());

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), CHECKOUT_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const address = addresses?.find((item) => item._id === addressId);
  const paymentName = methodName(paymentType);
  // Where we serve: an address outside it is said before the date step (the server refuses its order with a 409).
  const { data: served } = useGetServedAreasQuery(undefined, { skip: !user });
  const notServed =
    address !== undefined &&
    served !== undefined &&
    !isAreaServed(served, address.area, visit.subCategoryId ?? undefined);

  const next = () => {
    if (step === 1) {
      const problem = stepTwoProblem(addressId, paymentType, visit, slot, notServed);
      if (problem) return setMessage(problem);
    }
    setMessage(null);
    setStep((current) => Math.min(current + 1, CHECKOUT_STEPS.length - 1));
  };

  const submit = async () => {
    if (!user) return setAlert({ title: 'checkout.alert.loginTitle', message: { id: 'checkout.alert.loginText' } });
    if (!cart.items.length)
      return setAlert({ title: 'checkout.alert.cartTitle', message: { id: 'checkout.alert.cartText' } });
    if (!paymentType)
      return setAlert({ title: 'checkout.alert.paymentTitle', message: { id: 'checkout.problem.payment' } });
    if (!addressId)
      return setAlert({ title: 'checkout.alert.addressTitle', message: { id: 'checkout.problem.address' } });
    if (!slot) {
      setStep(1);
      return setMessage('validation.slotStart.required');
    }

    const isCod = paymentType === PAYMENT_TYPE_COD;
    try {
      const order = await placeOrder({
        idempotencyKey: idempotencyKey.current,
        order: {
          userId: user._id,
          addressId,
          paymentType,
          totalPrice: total,
          discount_price: '',
          slotStart: slot.start,
          ...(isCod ? {} : { payment_status: 'PENDING' }),
          ...(promo ? { promoCode: promo.code } : {}),
          ...(preferredPartner ? { preferredPartnerId: preferredPartner._id } : {}),
          services_json: orderLines(cart.items),
        },
      }).unwrap();
      writeLastChoices(user._id, { addressId, paymentType });
      // The placed services leave the cart: placeOrder invalidates 'Cart'.
      if (isCod) {
        void navigate(`/checkout/confirmed/${encodeURIComponent(order._id)}`);
        return;
      }
      const link = order.paymentLink;
      if (!link) return setAlert({ title: 'payments.alert.failed', message: { id: 'payments.alert.gatewayError' } });
      window.location.assign(link);
    } catch (error) {
      // Prices may have changed: placeOrder invalidates 'Cart' on a refusal too, so the cart shows them.
      const reason = failureMessage(error, '');
      // The code was refused after all (its last use went meanwhile): the order goes on without it if asked again.
      if ((error as { reason?: string }).reason?.startsWith('errors.promo.')) setPromo(null);
      if (SLOT_REFUSALS.some((key) => isRefusal(error, key))) {
        // The time went to someone else: back to the picker with fresh times; address and payment stay chosen.
        setSlot(null);
        setStep(1);
        dispatch(api.util.invalidateTags(['Slot']));
        return setAlert({ title: 'checkout.alert.slotTitle', message: { text: reason } });
      }
      setAlert({
        title: isCod ? 'checkout.alert.orderFailedTitle' : 'payments.alert.failed',
        message: reason
          ? { text: reason }
          : { id: isCod ? 'checkout.alert.orderFailedText' : 'payments.alert.processingFailed' },
      });
    }
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t('checkout.title')}</h1>
      <div className="mt-5">
        <CheckoutStepper step={step} />
      </div>
      {preferredPartner ? <PreferredPartnerNote firstName={preferredPartner.firstName} /> : null}

      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_22rem]">
        {/* min-w-0: the date strip scrolls inside the column instead of widening the page on a phone. */}
        <div className="min-w-0">
          <h2 className="mb-4 text-xl font-semibold">{t(CHECKOUT_STEP_LABELS[CHECKOUT_STEPS[step] ?? 'cart'])}</h2>
          {step === 0 ? <CartStep items={cart.items} onRemove={cart.remove} /> : null}
          {step === 1 && user ? (
            <AddressPaymentStep
              userId={user._id}
              addressId={addressId}
              onAddressChange={setAddressId}
              paymentType={paymentType}
              onPaymentChange={setPaymentType}
              visitTime={
                <VisitTimeSection
                  visit={visit}
                  date={slotDate}
                  onDateChange={setSlotDate}
                  slot={slot}
                  onSlotChange={setSlot}
                  area={address?.area || undefined}
                  notServedArea={notServed && address ? areaName(address.area, locale) || '—' : null}
                  onBackToCart={() => {
                    setMessage(null);
                    setStep(0);
                  }}
                />
              }
            />
          ) : null}
          {step === 2 ? (
            <div className="mb-4">
              <PromoCodeField lines={orderLines(cart.items)} applied={promo} onApplied={setPromo} />
            </div>
          ) : null}
          {step === 2 ? (
            <dl className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 text-sm shadow-sm">
              <div>
                <dt className="font-semibold">{t('checkout.address.legend')}</dt>
                <dd className="text-slate-700">
                  {address ? (
                    <>
                      {t('checkout.address.type', { type: address.addressType })}{' '}
                      <KuwaitAddress address={address} directions={false} />
                    </>
                  ) : (
                    '—'
                  )}
                </dd>
              </div>
              <div>
                <dt className="font-semibold">{t('checkout.visit.legend')}</dt>
                <dd className="text-slate-700">{slot ? <BookedSlot start={slot.start} end={slot.end} /> : '—'}</dd>
              </div>
              <div>
                <dt className="font-semibold">{t('checkout.payment.legend')}</dt>
                <dd className="text-slate-700">{paymentName}</dd>
              </div>
              <div>
                <dt className="font-semibold">{t('checkout.summary.total')}</dt>
                <dd className="text-slate-700">{money(total)}</dd>
              </div>
            </dl>
          ) : null}

          <p role="status" className="mt-4 min-h-6 text-sm font-medium text-red-700">
            {message ? t(message) : null}
          </p>
          <div className="mt-2 flex flex-wrap gap-3">
            {step > 0 ? (
              <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={placing}>
                {t('checkout.back')}
              </Button>
            ) : null}
            {step < CHECKOUT_STEPS.length - 1 ? (
              <Button onClick={next} disabled={step === 0 && !cart.items.length}>
                {t('checkout.continue')}
              </Button>
            ) : (
              <Button variant="accent" loading={placing} onClick={() => void submit()}>
                {t('checkout.placeOrder')}
              </Button>
            )}
          </div>
        </div>
        <aside>
          <OrderSummary items={cart.items} subtotal={cart.subtotal} promo={promo} />
        </aside>
      </div>

      <Modal
        open={alert !== null}
        onClose={() => setAlert(null)}
        title={alert ? t(alert.title) : undefined}
        size="sm"
        actions={<Button onClick={() => setAlert(null)}>{t('payments.alert.ok')}</Button>}
      >
        <p className="text-sm text-slate-700">
          {alert ? ('id' in alert.message ? t(alert.message.id) : alert.message.text) : null}
        </p>
      </Modal>
    </section>
  );
}
