/**
 * /payment/success/{session_id} (§payment.success-page): where the provider sends the shopper after paying.
 * 'Payment Successful!' while the order is confirmed; another title when it is not (yet), so the page never says a
 * payment succeeded that the shop has not seen.
 */
import { PageContainer, PageHeading, useParams } from '@gemstore/shared';
import { PaymentResultPanel, paymentMessages, usePaymentResult } from '../features/payment';

export function PaymentSuccessPage() {
  const { sessionId = '' } = useParams();
  return <PaymentSuccess key={sessionId} sessionId={sessionId} />;
}

function PaymentSuccess({ sessionId }: { sessionId: string }) {
  const result = usePaymentResult(sessionId);
  const title =
    result.status === 'unconfirmed'
      ? paymentMessages.notConfirmedTitle
      : result.status === 'checking'
        ? paymentMessages.checkingTitle
        : paymentMessages.title;
  return (
    <PageContainer>
      <PageHeading>{title}</PageHeading>
      <PaymentResultPanel result={result} />
    </PageContainer>
  );
}
