import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { TRACK_ID_PATTERN } from '@khidma/shared/constants';
import { useGetOrderQuery } from '@/features/orders/api/get-order';
import { useConfirmPaymentMutation, type PaymentOutcome } from '../api/confirm-payment';

/**
 * The return from the gateway (/payment/success/{ordId} or /payment/canceled/{ordId}): asks the server once, with
 * the track id of the URL when it has one, and gives back the server's answer. Every other query parameter is
 * ignored: a hand-typed ?result=CAPTURED shows nothing the server did not confirm.
 */
export function usePaymentVerification(outcome: PaymentOutcome) {
  const { ordId = '' } = useParams();
  const [params] = useSearchParams();
  const given = params.get('track_id');
  const trackId = given && TRACK_ID_PATTERN.test(given) ? given : undefined;
  const [confirm, result] = useConfirmPaymentMutation();

  // Once per order and track id: StrictMode's second effect run, or a re-render, asks nothing again.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    const key = `${outcome} ${ordId} ${trackId ?? ''}`;
    if (asked.current === key) return;
    asked.current = key;
    void confirm({ ordId, outcome, trackId });
  }, [confirm, ordId, outcome, trackId]);

  // The server could not verify (the gateway was down, the payment is not this order's): the order as it stands.
  const fallback = useGetOrderQuery(ordId, { skip: !result.isError });

  return {
    ordId,
    loading: result.isUninitialized || result.isLoading || (result.isError && fallback.isLoading),
    failed: result.isError,
    order: result.data?.order ?? fallback.data ?? null,
    payment: result.data?.payment ?? null,
  };
}
