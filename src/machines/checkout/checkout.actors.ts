/**
 * The checkout machine's effects as the app runs them: server functions that add the session's
 * token (refusals come back as results, a 401 as `SignInRequiredError`), and the card
 * tokenization in the browser, so a card number never reaches Diri's servers.
 */
import { fromPromise } from 'xstate'
import { listMyAddresses } from '../../server/addresses/addresses.functions'
import {
  applyMyPromoCode,
  findMyBestPromo,
  getMyCheckout,
  getMyOrder,
  getMyPaymentMethods,
  getMyShippingRates,
  payMyOrderAgain,
  placeMyOrder,
} from '../../server/checkout/checkout.functions'
import type {
  ApplyPromoCodeInput,
  ApplyPromoCodeOutput,
  FindBestPromoInput,
  FindBestPromoOutput,
  LoadAddressesOutput,
  LoadCheckoutOutput,
  LoadPaymentMethodsInput,
  LoadPaymentMethodsOutput,
  LoadShippingRatesInput,
  LoadShippingRatesOutput,
  NewIdempotencyKeyOutput,
  PayAgainActorInput,
  PayAgainOutput,
  PlaceOrderActorInput,
  PlaceOrderOutput,
  RefreshOrderInput,
  RefreshOrderOutput,
  TokenizeCardInput,
  TokenizeCardOutput,
} from './checkout.model'

export const checkoutActors = {
  loadCheckout: fromPromise<LoadCheckoutOutput>(() => getMyCheckout()),
  findBestPromo: fromPromise<FindBestPromoOutput, FindBestPromoInput>(({ input }) =>
    findMyBestPromo({ data: { type: 'purchase', orderType: 'OTC', products: input.products } }),
  ),
  applyPromoCode: fromPromise<ApplyPromoCodeOutput, ApplyPromoCodeInput>(({ input }) =>
    applyMyPromoCode({
      data: { type: 'purchase', orderType: 'OTC', products: input.products, code: input.code },
    }),
  ),
  loadAddresses: fromPromise<LoadAddressesOutput>(() => listMyAddresses()),
  loadShippingRates: fromPromise<LoadShippingRatesOutput, LoadShippingRatesInput>(({ input }) =>
    getMyShippingRates({ data: input }),
  ),
  loadPaymentMethods: fromPromise<LoadPaymentMethodsOutput, LoadPaymentMethodsInput>(({ input }) =>
    getMyPaymentMethods({ data: { transactionType: 'OTC', amount: input.amount } }),
  ),
  newIdempotencyKey: fromPromise<NewIdempotencyKeyOutput>(async () => crypto.randomUUID()),
  tokenizeCard: fromPromise<TokenizeCardOutput, TokenizeCardInput>(async ({ input }) => {
    // Loaded when a card is paid with, not with the page.
    const { tokenizeCard } = await import('../../lib/checkout/card-tokenizer')
    return tokenizeCard(input.card)
  }),
  placeOrder: fromPromise<PlaceOrderOutput, PlaceOrderActorInput>(({ input }) =>
    placeMyOrder({ data: input }),
  ),
  refreshOrder: fromPromise<RefreshOrderOutput, RefreshOrderInput>(async ({ input }) => {
    const order = await getMyOrder({ data: { id: input.orderId } })
    // The member's own order, named by their saved progress: gone means something truly broke.
    if (!order) throw new Error(`Order ${input.orderId} is not the member's (or no longer exists)`)
    return order
  }),
  payAgain: fromPromise<PayAgainOutput, PayAgainActorInput>(({ input }) =>
    payMyOrderAgain({
      data: {
        orderId: input.orderId,
        idempotencyKey: input.idempotencyKey,
        payment: { paymentMethodId: input.methodId, cardToken: input.cardToken },
      },
    }),
  ),
}
