import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PAYMENT_TYPE_COD } from '@khidma/shared/constants';
import { kuwaitDate } from '@khidma/shared/kuwait-time';
import { isAreaServed } from '@khidma/shared/schemas/areas';
import type { CartItem } from '@khidma/shared/schemas/cart';
import type { CheckoutVisit } from '@khidma/shared/schemas/order';
import type { PromoQuote } from '@khidma/shared/schemas/promo';
import { CHECKOUT_MESSAGE_MS, CHECKOUT_STEPS } from '@/lib/constants';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useGetAddressesQuery } from '@/features/addresses/api/get-addresses';
import { useSessionUser } from '@/features/auth/hooks/use-session-user';
import { useCart } from '@/features/cart/hooks/use-cart';
import { useGetServedAreasQuery } from '@/features/addresses/api/areas';
import { usePaymentMethodName } from '@/features/payments/hooks/use-payment-method-name';
import { usePreferredPartner } from '@/features/orders/hooks/use-preferred-partner';
import { PreferredPartnerNote } from '@/features/orders/components/book-again-button';
import { api, failureMessage, isRefusal } from '@/lib/api';
import { useLocale } from '@/lib/i18n/locale-context';
import { areaName } from '@/lib/kuwait-areas';
import { useAppDispatch } from '@/lib/store-hooks';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { AddressPaymentStep } from '../components/address-payment-step';
import { CartStep } from '../components/cart-step';
import { CHECKOUT_STEP_LABELS, CheckoutStepper } from '../components/checkout-stepper';
import { OrderSummary } from '../components/order-summary';
import { VisitTimeSection } from '../components/visit-time-section';
import { preselectedAddressId, readLastChoices, writeLastChoices } from '../last-choices';
import { usePlaceCheckoutMutation } from '../api/place-checkout';
import { checkoutReducer, dateOf, initialCheckoutState, slotOf } from '../checkout-state';
import { ConfirmStep } from '../components/confirm-step';
import { PromoCodeField } from '../components/promo-code-field';
import { visitsOf } from '../visit';

/** An alert's title, and its text: one of ours, or the server's own message. */
type Alert = { title: MessageId; message: { id: MessageId } | { text: string } };

/** The server's refusals that mean "pick another time": the customer goes back to that visit's slot grid. */
const SLOT_REFUSALS: MessageId[] = ['errors.slots.taken', 'errors.slots.tooSoon', 'errors.checkout.visitTimeTaken'];

/** The visit a refusal names (its field `visits.N.slotStart`), if any. */
function refusedVisit(error: unknown): number | null {
  const fields = Object.keys((error as { errors?: Record<string, string> } | undefined)?.errors ?? {});
  const match = fields.map((field) => /^visits\.(\d+)\.slotStart$/.exec(field)).find(Boolean);
  return match ? Number(match[1]) : null;
}

/** A visit's lines (spec §3 order-creation payload), as placing the checkout and a promo code's check send them. */
const orderLines = (items: CartItem[]): CheckoutVisit['services_json'] =>
  items.map((item) => ({
    serviceId: item._id,
    serviceName: item.ServiceName,
    servicePrice: item.Price,
    quantity: item.quantity,
    srvCategoryId: item.SrvCategoryId,
    srvCategoryName: item.SrvCategoryName,
    srvSubCategoryId: item.SrvSubCategoryId,
    srvSubCategoryName: item.SrvSubCategoryName,
  }));

/**
 * /checkout (spec §2, issue 25): Cart, Address & Payment, Confirm. The cart is grouped into visits, one per
 * sub-category, each with its own time; they are placed together (odm/checkout), all or none. Cash lands on the
 * confirmation page, Online goes to the gateway once for all of them.
 */
export function CheckoutPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const cart = useCart();
  const t = useT();
  const { locale } = useLocale();
  const methodName = usePaymentMethodName();
  // Book again's "same professional" (orders/book-again.ts).
  const preferredPartner = usePreferredPartner();
  // Preselected (issue 25): the last order's address (else the only one) and payment method, until changed.
  const lastChoices = useMemo(() => (user ? readLastChoices(user._id) : null), [user]);
  const [state, dispatch] = useReducer(checkoutReducer, lastChoices?.paymentType ?? null, initialCheckoutState);
  const { step, paymentType, message } = state;
  const visits = useMemo(() => visitsOf(cart.items), [cart.items]);
  const today = useMemo(() => kuwaitDate(Date.now()), []);
  const appDispatch = useAppDispatch();
  // A promo code's quote is for the lines it was asked for: another cart drops it (Apply again).
  const cartKey = cart.items.map((item) => `${item._id}x${item.quantity}`).join();
  const [promoChoice, setPromoChoice] = useState<{ cartKey: string; quote: PromoQuote } | null>(null);
  const promo = promoChoice?.cartKey === cartKey ? promoChoice.quote : null;
  const setPromo = (quote: PromoQuote | null) => setPromoChoice(quote ? { cartKey, quote } : null);
  const total = promo ? promo.totalPrice : cart.subtotal;
  const [alert, setAlert] = useState<Alert | null>(null);
  const [placeCheckout, { isLoading: placing }] = usePlaceCheckoutMutation();
  const { data: addresses } = useGetAddressesQuery(user?._id ?? '', { skip: !user });
  const addressId = state.addressId ?? preselectedAddressId(addresses, lastChoices);
  // One key per checkout: a retried click or a lost answer places the visits once, not twice.
  const idempotencyKey = useRef(crypto.randomUUID());

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => dispatch({ type: 'message', message: null }), CHECKOUT_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const address = addresses?.find((item) => item._id === addressId);
  const paymentName = methodName(paymentType);
  // Where we serve, per kind: an address outside it is said in that visit (the server refuses it with a 409).
  const { data: served } = useGetServedAreasQuery(undefined, { skip: !user });
  const notServed = (subCategoryId: string) =>
    address !== undefined && served !== undefined && !isAreaServed(served, address.area, subCategoryId);
  const chosen = visits.map((visit) => ({ visit, slot: slotOf(state, visit) }));

  /** Spec §5 Checkout: what is missing to leave step 2, or null; then every visit at a chosen time. */
  const stepTwoProblem = (): MessageId | null => {
    if (!addressId && !paymentType) return 'checkout.problem.both';
    if (!paymentType) return 'checkout.problem.payment';
    if (!addressId) return 'checkout.problem.address';
    if (visits.some((visit) => notServed(visit.subCategoryId))) return 'checkout.problem.notServed';
    if (chosen.some(({ slot }) => !slot)) return 'validation.slotStart.required';
    return null;
  };

  const next = () => {
    const problem = step === 1 ? stepTwoProblem() : null;
    if (problem) return dispatch({ type: 'message', message: problem });
    dispatch({ type: 'step', step: Math.min(step + 1, CHECKOUT_STEPS.length - 1) });
  };

  const submit = async () => {
    if (!user) return setAlert({ title: 'checkout.alert.loginTitle', message: { id: 'checkout.alert.loginText' } });
    if (!cart.items.length)
      return setAlert({ title: 'checkout.alert.cartTitle', message: { id: 'checkout.alert.cartText' } });
    if (!paymentType)
      return setAlert({ title: 'checkout.alert.paymentTitle', message: { id: 'checkout.problem.payment' } });
    if (!addressId)
      return setAlert({ title: 'checkout.alert.addressTitle', message: { id: 'checkout.problem.address' } });
    if (chosen.some(({ slot }) => !slot)) {
      dispatch({ type: 'step', step: 1 });
      return dispatch({ type: 'message', message: 'validation.slotStart.required' });
    }

    const isCod = paymentType === PAYMENT_TYPE_COD;
    try {
      const placed = await placeCheckout({
        idempotencyKey: idempotencyKey.current,
        checkout: {
          userId: user._id,
          addressId,
          paymentType,
          totalPrice: total,
          ...(promo ? { promoCode: promo.code } : {}),
          ...(preferredPartner ? { preferredPartnerId: preferredPartner._id } : {}),
          visits: chosen.map(({ visit, slot }) => ({ slotStart: slot!.start, services_json: orderLines(visit.items) })),
        },
      }).unwrap();
      writeLastChoices(user._id, { addressId, paymentType });
      // The placed services leave the cart: placeCheckout invalidates 'Cart'.
      if (isCod) {
        void navigate(`/checkout/confirmed/${encodeURIComponent(placed.orders[0]!._id)}`);
        return;
      }
      const link = placed.paymentLink;
      if (!link) return setAlert({ title: 'payments.alert.failed', message: { id: 'payments.alert.gatewayError' } });
      window.location.assign(link);
    } catch (error) {
      // Prices may have changed: placeCheckout invalidates 'Cart' on a refusal too, so the cart shows them.
      const reason = failureMessage(error, '');
      // The code was refused after all (its last use went meanwhile): the order goes on without it if asked again.
      if ((error as { reason?: string }).reason?.startsWith('errors.promo.')) setPromo(null);
      if (SLOT_REFUSALS.some((key) => isRefusal(error, key))) {
        // A visit's time went to someone else: back to its grid with fresh times; the other choices stay.
        const visit = visits[refusedVisit(error) ?? 0];
        if (visit) dispatch({ type: 'slotTaken', subCategoryId: visit.subCategoryId });
        appDispatch(api.util.invalidateTags(['Slot']));
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
          {step === 0 ? (
            <CartStep items={cart.items} onRemove={cart.remove} onQuantityChange={cart.setQuantity} />
          ) : null}
          {step === 1 && user ? (
            <AddressPaymentStep
              userId={user._id}
              addressId={addressId}
              onAddressChange={(id) => dispatch({ type: 'address', addressId: id })}
              paymentType={paymentType}
              onPaymentChange={(type) => dispatch({ type: 'payment', paymentType: type })}
              visitTime={
                <fieldset className="min-w-0 space-y-4">
                  <legend className="mb-2 text-lg font-semibold">{t('checkout.visit.legend')}</legend>
                  {chosen.map(({ visit, slot }, index) => (
                    <VisitTimeSection
                      key={visit.subCategoryId}
                      visit={visit}
                      number={index + 1}
                      several={visits.length > 1}
                      date={dateOf(state, visit, today)}
                      onDateChange={(date) => dispatch({ type: 'date', visit, date })}
                      slot={slot}
                      onSlotChange={(next) => dispatch({ type: 'slot', visit, slot: next })}
                      area={address?.area || undefined}
                      notServedArea={
                        notServed(visit.subCategoryId) && address ? areaName(address.area, locale) || '—' : null
                      }
                    />
                  ))}
                </fieldset>
              }
            />
          ) : null}
          {step === 2 ? (
            <>
              <div className="mb-4">
                <PromoCodeField lines={orderLines(cart.items)} applied={promo} onApplied={setPromo} />
              </div>
              <ConfirmStep visits={chosen} address={address} paymentName={paymentName} total={total} />
            </>
          ) : null}

          <p role="status" className="mt-4 min-h-6 text-sm font-medium text-red-700">
            {message ? t(message) : null}
          </p>
          <div className="mt-2 flex flex-wrap gap-3">
            {step > 0 ? (
              <Button variant="secondary" onClick={() => dispatch({ type: 'step', step: step - 1 })} disabled={placing}>
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
