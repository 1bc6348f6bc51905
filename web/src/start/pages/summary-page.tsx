import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CHARGE_PROMISE,
  dosageChoices,
  formatMoney,
  priceBreakdown,
  shippingPriceOf,
} from '@telehealth/engine';
import type { CheckoutRequest } from '@telehealth/schemas';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { useApi } from '../../api/api-context';
import { ApiError, apiErrorMessage } from '../../api/client';
import { isLoginRequired } from '../../intake/order-api';
import { track } from '../../tracking/tracking';
import { setJsonCookie } from '../../cookies/cookies';
import { useTenant } from '../../tenant/tenant-context';
import { useCheckoutSession } from '../checkout-session';
import { describePayment, maskedPayment, toPaymentCard } from '../lib/card';
import { checkoutProducts, productsOf } from '../lib/cart';
import { DoseSchedule } from '../../ui/dose-schedule';
import { toShipping } from '../../ui/shipping';
import { START_PATHS } from '../lib/steps';
import { checkoutStepPage, PageHeading } from '../start-ui';
import { useProducts } from '../../products/use-products';
import { useOffer } from '../use-offer';
import { startKeys, useOrder } from '../use-start-data';

/**
 * /start/summary: review everything (the treatment, what the answers give such as the BMI, shipping, card, total),
 * then pay (POST /api/order/checkout through the API's payment gateway).
 */
export const SummaryPage = checkoutStepPage('summary', Summary);

function Summary() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { tenantId, brandConfig } = useTenant();
  const { created, stored, card, update } = useCheckoutSession();
  const order = useOrder(created);
  const products = useProducts();
  const { offer, rules, values } = useOffer();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ message: string; status: number | undefined } | null>(null);

  const chosen = productsOf(products.data ?? [], stored?.meds ?? []);
  // Where each titrated product starts (the flow's eligibility rules), and a choice the rules refuse (the API would).
  const startStepOf = (med: number) =>
    offer?.products.find((offered) => offered.product.med === med)?.startStep;
  const refused =
    offer && rules
      ? rules.cartViolation(
          offer,
          chosen.map((product) => ({ med: product.med })),
        )
      : undefined;
  // One price rule for every line: products net of shipping, shipping once, the total authorised today.
  const price =
    chosen.length > 0 ? priceBreakdown(chosen, shippingPriceOf(brandConfig.configurations)) : null;
  const shipping = stored ? toShipping(stored.shipping) : null;
  const payment = maskedPayment(card);

  const pay = useMutation({
    mutationFn: (body: CheckoutRequest) => api.call('POST /api/order/checkout', { body }),
    onSuccess: (receipt) => {
      update({
        receipt: {
          orderId: receipt.orderId,
          price: receipt.price,
          payment: receipt.payment,
          selectedProduct: receipt.selectedProduct,
          transactionId: receipt.transactionId,
        },
      });
      setJsonCookie('payment', receipt.payment);
      track('purchase', {
        created: created ?? undefined,
        orderId: receipt.orderId,
        value: receipt.price,
        meds: receipt.selectedProduct.map((product) => product.med),
        email: shipping?.email,
        phone: shipping?.phone,
        firstName: shipping?.firstName,
        lastName: shipping?.lastName,
        state: shipping?.address.state,
        userId: receipt.userId,
      });
      void navigate(START_PATHS.thanks);
    },
    onError: (error) => {
      const status = error instanceof ApiError ? error.status : undefined;
      setFailure({ message: apiErrorMessage(error), status });
      // A changed or ended order: read it again (the guard then shows where it stands).
      if (status === 409 || status === 422) {
        void queryClient.invalidateQueries({ queryKey: startKeys.order(tenantId, created ?? '') });
      }
    },
  });

  function placeOrder() {
    setFailure(null);
    const paymentCard = toPaymentCard(card, new Date());
    if (chosen.length === 0) {
      setFailure({ message: 'Choose a treatment first.', status: undefined });
      return;
    }
    if (refused) {
      setFailure({ message: refused.message, status: undefined });
      return;
    }
    if (!created || !shipping || !paymentCard) {
      setFailure({ message: 'Your card details are missing. Please enter them again.', status: undefined });
      return;
    }
    pay.mutate({
      created,
      ...(order.data && !isLoginRequired(order.data) ? { revision: order.data.revision } : {}),
      // 1 to 10 products: the products page requires one, the catalogue has fewer than ten.
      products: checkoutProducts(chosen, stored?.strengths ?? {}) as CheckoutRequest['products'],
      shipping,
      payment: { paySource: 'CREDITCARD', card: paymentCard },
    });
  }

  return (
    <section className="start">
      <PageHeading>Review and pay</PageHeading>
      <div className="start-summary">
        <section className="start-summary__block" aria-labelledby="summary-treatment">
          <h2 id="summary-treatment">Treatment</h2>
          <ul className="start-summary__lines">
            {chosen.map((product, index) => {
              const startStep = startStepOf(product.med);
              const schedule =
                product.titration && rules && startStep !== undefined
                  ? rules.doseSchedule(product.titration, startStep)
                  : undefined;
              const dosage = product.titration
                ? schedule?.[0]?.dose
                : dosageChoices(product).find((option) => option === stored?.strengths[String(product.med)]);
              return (
                <li key={product.med}>
                  <div>
                    {product.name}
                    <DoseSchedule dosage={dosage} schedule={schedule} />
                  </div>
                  <span>{formatMoney(price?.lines[index]?.amount)}</span>
                </li>
              );
            })}
          </ul>
          {chosen.some((product) => product.titration) ? (
            <p className="start__note">Your clinician confirms or adjusts each dose.</p>
          ) : null}
          {refused ? (
            <p className="start__alert" role="alert">
              {refused.message}
            </p>
          ) : null}
          <Link to={START_PATHS.products}>Change treatment</Link>
        </section>
        {values && values.length > 0 ? (
          <section className="start-summary__block" aria-labelledby="summary-answers">
            <h2 id="summary-answers">From your answers</h2>
            <ul className="start-summary__lines" data-testid="summary-calculated">
              {values.map((value) => (
                <li key={value.name}>
                  <span>{value.title}</span>
                  <span>{value.text}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {shipping ? (
          <section className="start-summary__block" aria-labelledby="summary-shipping">
            <h2 id="summary-shipping">Shipping to</h2>
            <address className="start-summary__address" data-testid="summary-shipping">
              {shipping.firstName} {shipping.lastName}
              <br />
              {shipping.address.line1}
              {shipping.address.line2 ? `, ${shipping.address.line2}` : ''}
              <br />
              {shipping.address.city}, {shipping.address.state} {shipping.address.postalCode}
              <br />
              {shipping.email}
            </address>
            <Link to={START_PATHS.shipping}>Change shipping details</Link>
          </section>
        ) : null}
        <section className="start-summary__block" aria-labelledby="summary-payment">
          <h2 id="summary-payment">Payment</h2>
          <p data-testid="summary-payment">
            {describePayment(payment)}
            {payment.expiry ? `, expires ${payment.expiry}` : ''}
          </p>
          <Link to={START_PATHS.payment}>Change card</Link>
        </section>
        {price ? (
          <section className="start-summary__block" aria-labelledby="summary-total">
            <h2 id="summary-total">Total</h2>
            <ul className="start-summary__lines" data-testid="summary-total">
              <li>
                <span>Treatment</span>
                <span>{formatMoney(price.treatment)}</span>
              </li>
              <li>
                <span>Shipping</span>
                <span>{formatMoney(price.shipping)}</span>
              </li>
              <li className="start-summary__total">
                <span>Total</span>
                <span>{formatMoney(price.total)}</span>
              </li>
            </ul>
            <p data-testid="summary-charge-note">
              {formatMoney(price.total)} is held on your card when you place the order. {CHARGE_PROMISE}.
            </p>
          </section>
        ) : null}
      </div>
      {failure ? (
        <div className="start__alert" role="alert" data-testid="checkout-error">
          <p>{failure.message}</p>
          {failure.status === 402 ? (
            <p>
              Your details are kept. <Link to={START_PATHS.payment}>Use another card</Link> or try again.
            </p>
          ) : null}
          {failure.status === 422 ? (
            <p>
              <Link to={START_PATHS.checkout}>Back to your questionnaire</Link>
            </p>
          ) : null}
        </div>
      ) : null}
      <button
        type="button"
        className="button button--primary button--large"
        onClick={placeOrder}
        disabled={pay.isPending}
        aria-busy={pay.isPending}
      >
        {pay.isPending
          ? 'Placing your order…'
          : `Place order${price ? ` · ${formatMoney(price.total)}` : ''}`}
      </button>
    </section>
  );
}
