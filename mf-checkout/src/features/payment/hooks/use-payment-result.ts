/**
 * The payment success page's course (§payment.success-page, §payment.verify-retry): verify the session as the
 * page opens, asking again while the provider still says unpaid; once the order is confirmed, refresh the
 * cart (the header badge follows) and go to / after 1.5 s. An order the shop must check first (an amount that
 * does not match, a payment after the hold lapsed) is not "confirmed": the page says it is being checked and
 * stays. A failure stops the spinner and says why (the seed only logged it).
 */
import { useEffect, useState } from 'react';
import { toApiError, useNavigate } from '@gemstore/shared';
import { reloadCart } from '../../cart';
import { verifyPayment } from '../api/verify-payment';
import { PAYMENT_REDIRECT_MS, paymentMessages, VERIFY_ATTEMPTS, VERIFY_RETRY_MS } from '../lib/payment-text';

export type PaymentResult =
  | { status: 'verifying' }
  | { status: 'confirmed'; orderId: string }
  | { status: 'checking'; orderId: string; message: string }
  | { status: 'unconfirmed'; message: string };

/** 402: the provider has not been paid (yet). */
const PAYMENT_REQUIRED = 402;

export function usePaymentResult(sessionId: string): PaymentResult {
  const [result, setResult] = useState<PaymentResult>({ status: 'verifying' });
  const navigate = useNavigate();

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async (made: number) => {
      try {
        const answer = await verifyPayment(sessionId);
        if (stopped) return;
        // The shop's cart no longer holds what was bought (a cart checkout): the badge and cart follow.
        void reloadCart().catch((error: unknown) => console.error('The cart could not be refreshed', error));
        if (answer.status === 'Needs attention') {
          setResult({ status: 'checking', orderId: answer.orderId, message: answer.message });
          return;
        }
        setResult({ status: 'confirmed', orderId: answer.orderId });
        timer = setTimeout(() => navigate('/'), PAYMENT_REDIRECT_MS);
      } catch (error) {
        if (stopped) return;
        const failure = toApiError(error, paymentMessages.verifyFailed);
        if (failure.status === PAYMENT_REQUIRED && made < VERIFY_ATTEMPTS) {
          timer = setTimeout(() => void attempt(made + 1), VERIFY_RETRY_MS);
          return;
        }
        // §payment.verify-retry: a verification failure is logged, and the shopper is told too.
        console.error('Payment verification failed', failure);
        setResult({
          status: 'unconfirmed',
          message: failure.status === PAYMENT_REQUIRED ? paymentMessages.stillUnpaid : failure.message,
        });
      }
    };
    void attempt(1);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // Once per session id: the router's navigate changes with every location, and must not verify again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionId]);

  return result;
}
