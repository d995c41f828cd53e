import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CHECKOUT_MESSAGE_MS,
  CHECKOUT_STEPS,
  PAYMENT_METHODS,
  PAYMENT_TYPE_COD,
  type PaymentMethodId,
} from '@khidma/shared/constants';
import { formatKD } from '@khidma/shared/money';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useGetAddressesQuery } from '@/features/addresses/api/get-addresses';
import { useSessionUser } from '@/features/auth/hooks/use-session-user';
import { useCart } from '@/features/cart/hooks/use-cart';
import { usePlaceOrderMutation } from '@/features/orders/api/place-order';
import { failureMessage } from '@/lib/api';
import { AddressPaymentStep } from '../components/address-payment-step';
import { CartStep } from '../components/cart-step';
import { CheckoutStepper } from '../components/checkout-stepper';
import { OrderSummary } from '../components/order-summary';

type Alert = { title: string; message: string };

/** Spec §5 Checkout: what is missing to leave step 2, or null. */
function stepTwoProblem(addressId: string | null, paymentType: PaymentMethodId | null): string | null {
  if (!addressId && !paymentType) return 'Please select an address and payment method.';
  if (!paymentType) return 'Please select a payment method.';
  if (!addressId) return 'Please select a delivery address.';
  return null;
}

/** /checkout (spec §2): Cart, Address & Payment, Confirm; COD lands on My Orders, Online goes to the gateway. */
export function CheckoutPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const cart = useCart();
  const [step, setStep] = useState(0);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [paymentType, setPaymentType] = useState<PaymentMethodId | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [placeOrder, { isLoading: placing }] = usePlaceOrderMutation();
  const { data: addresses } = useGetAddressesQuery(user?._id ?? '', { skip: !user });
  // One key per visit: a retried click or a lost answer places one order, not two.
  const idempotencyKey = useRef(crypto.randomUUID());

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), CHECKOUT_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const address = addresses?.find((item) => item._id === addressId);
  const paymentName = PAYMENT_METHODS.find((method) => method.id === paymentType)?.name;

  const next = () => {
    if (step === 1) {
      const problem = stepTwoProblem(addressId, paymentType);
      if (problem) return setMessage(problem);
    }
    setMessage(null);
    setStep((current) => Math.min(current + 1, CHECKOUT_STEPS.length - 1));
  };

  const submit = async () => {
    if (!user) return setAlert({ title: 'Login Required', message: 'Please log in to place your order.' });
    if (!cart.items.length) return setAlert({ title: 'Cart Empty', message: 'Add a service to your cart first.' });
    if (!paymentType) return setAlert({ title: 'Payment Required', message: 'Please select a payment method.' });
    if (!addressId) return setAlert({ title: 'Address Required', message: 'Please select a delivery address.' });

    const isCod = paymentType === PAYMENT_TYPE_COD;
    try {
      const order = await placeOrder({
        idempotencyKey: idempotencyKey.current,
        order: {
          userId: user._id,
          addressId,
          paymentType,
          totalPrice: cart.subtotal,
          discount_price: '',
          ...(isCod ? {} : { payment_status: 'PENDING' }),
          services_json: cart.items.map((item) => ({
            serviceId: item._id,
            serviceName: item.ServiceName,
            servicePrice: item.Price,
            srvCategoryId: item.SrvCategoryId,
            srvCategoryName: item.SrvCategoryName,
            srvSubCategoryId: item.SrvSubCategoryId,
            srvSubCategoryName: item.SrvSubCategoryName,
          })),
        },
      }).unwrap();
      if (isCod) {
        cart.reload();
        void navigate('/account/orders');
        return;
      }
      const link = order.paymentLink;
      if (!link) return setAlert({ title: 'Payment Failed', message: 'Payment gateway error' });
      window.location.assign(link);
    } catch (error) {
      // Prices may have changed: show the cart as the server has it now.
      cart.reload();
      setAlert(
        isCod
          ? { title: 'Order failed', message: failureMessage(error, 'Failed to place order.') }
          : { title: 'Payment Failed', message: failureMessage(error, 'Payment processing failed. Please try again.') },
      );
    }
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">Checkout</h1>
      <div className="mt-5">
        <CheckoutStepper step={step} />
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div>
          <h2 className="mb-4 text-xl font-semibold">{CHECKOUT_STEPS[step]}</h2>
          {step === 0 ? <CartStep items={cart.items} onRemove={cart.remove} /> : null}
          {step === 1 && user ? (
            <AddressPaymentStep
              userId={user._id}
              addressId={addressId}
              onAddressChange={setAddressId}
              paymentType={paymentType}
              onPaymentChange={setPaymentType}
            />
          ) : null}
          {step === 2 ? (
            <dl className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 text-sm shadow-sm">
              <div>
                <dt className="font-semibold">Service address</dt>
                <dd className="text-slate-700">
                  {address ? `${address.addressType}: ${address.flatNo}, ${address.address}, ${address.pincode}` : '—'}
                </dd>
              </div>
              <div>
                <dt className="font-semibold">Payment method</dt>
                <dd className="text-slate-700">{paymentName}</dd>
              </div>
              <div>
                <dt className="font-semibold">Total</dt>
                <dd className="text-slate-700">{formatKD(cart.subtotal)}</dd>
              </div>
            </dl>
          ) : null}

          <p role="status" className="mt-4 min-h-6 text-sm font-medium text-red-700">
            {message}
          </p>
          <div className="mt-2 flex flex-wrap gap-3">
            {step > 0 ? (
              <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={placing}>
                Back
              </Button>
            ) : null}
            {step < CHECKOUT_STEPS.length - 1 ? (
              <Button onClick={next} disabled={step === 0 && !cart.items.length}>
                Continue
              </Button>
            ) : (
              <Button variant="accent" loading={placing} onClick={() => void submit()}>
                Place Order
              </Button>
            )}
          </div>
        </div>
        <aside>
          <OrderSummary items={cart.items} subtotal={cart.subtotal} />
        </aside>
      </div>

      <Modal
        open={alert !== null}
        onClose={() => setAlert(null)}
        title={alert?.title}
        size="sm"
        actions={<Button onClick={() => setAlert(null)}>OK</Button>}
      >
        <p className="text-sm text-slate-700">{alert?.message}</p>
      </Modal>
    </section>
  );
}
