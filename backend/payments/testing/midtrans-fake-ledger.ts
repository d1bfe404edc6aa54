/**
 * What the fake of Midtrans holds and does, apart from HTTP: its transactions (a charge per
 * payment type, the moves Midtrans makes, refunds), the card tokens, and the notifications it
 * signs and posts. midtrans-fake.ts routes requests here.
 */
import { createHash, randomUUID } from 'node:crypto'
import { HttpError } from './midtrans-fake-http'
import { type CardScenario, luhn, SCENARIO_OF } from './midtrans-test-cards'

export type FakeTransactionStatus =
  | 'pending'
  | 'capture'
  | 'settlement'
  | 'deny'
  | 'cancel'
  | 'expire'
  | 'refund'
  | 'partial_refund'

export interface FakeTransaction {
  orderId: string
  transactionId: string
  paymentType: string
  grossAmount: number
  status: FakeTransactionStatus
  fraudStatus: 'accept' | 'challenge' | 'deny'
  transactionTime: string
  settlementTime: string | null
  /** The card's scenario once its 3-D Secure page is done. */
  afterAuthentication?: 'accept' | 'deny_by_bank'
  maskedCard?: string
  bank?: string
  vaNumber?: string
  billKey?: string
  qrString?: string
  refunded: number
  refunds: Array<{ refundKey: string; amount: number; id: number }>
  /** Every status body it had, oldest first: a stale notification sends the first. */
  history: Array<Record<string, string>>
}

export interface SentNotification {
  orderId: string
  body: Record<string, string>
  /** The answer's HTTP status; 0 when the request failed. */
  answeredWith: number
}

/** Midtrans's `status_code` for each transaction status (its status code reference). */
function statusCodeOf(transaction: FakeTransaction): string {
  switch (transaction.status) {
    case 'pending':
      return '201'
    case 'capture':
      return transaction.fraudStatus === 'challenge' ? '201' : '200'
    case 'deny':
      return '202'
    case 'expire':
      return '407'
    default:
      return '200'
  }
}

const STATUS_MESSAGES: Record<FakeTransactionStatus, string> = {
  pending: 'Success, transaction is found',
  capture: 'Success, Credit Card transaction is successful',
  settlement: 'Success, transaction is found',
  deny: 'Transaction is denied',
  cancel: 'Success, transaction is canceled',
  expire: 'Success, transaction is found',
  refund: 'Success, transaction is found',
  partial_refund: 'Success, transaction is found',
}

/** 'YYYY-MM-DD HH:mm:ss' in Jakarta's time, as Midtrans writes times. */
function jakartaTime(at = new Date()): string {
  const iso = new Date(at.getTime() + 7 * 60 * 60 * 1000).toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`
}

/** Where the fake is served and notifies: set once it listens, and by its control API. */
export interface LedgerSettings {
  url: string
  notificationUrl: string | undefined
}

export function createLedger(serverKey: string, clientKey: string, settings: LedgerSettings) {
  const transactions = new Map<string, FakeTransaction>()
  const tokens = new Map<string, { number: string; scenario: CardScenario }>()
  const notifications: SentNotification[] = []
  let vaSequence = 0
  let refundSequence = 0

  const signatureOf = (body: { order_id: string; status_code: string; gross_amount: string }) =>
    createHash('sha512')
      .update(body.order_id + body.status_code + body.gross_amount + serverKey)
      .digest('hex')

  /** The status call's body, which is also every notification's (plus the signature). */
  function statusBody(
    transaction: FakeTransaction,
  ): Record<string, string> & Record<string, unknown> {
    const body: Record<string, unknown> = {
      status_code: statusCodeOf(transaction),
      status_message: STATUS_MESSAGES[transaction.status],
      transaction_id: transaction.transactionId,
      order_id: transaction.orderId,
      merchant_id: 'G000000000',
      gross_amount: `${transaction.grossAmount}.00`,
      currency: 'IDR',
      payment_type: transaction.paymentType,
      transaction_time: transaction.transactionTime,
      transaction_status: transaction.status,
      fraud_status: transaction.fraudStatus,
    }
    if (transaction.settlementTime) body.settlement_time = transaction.settlementTime
    if (transaction.maskedCard) body.masked_card = transaction.maskedCard
    if (transaction.paymentType === 'bank_transfer' && transaction.bank === 'permata') {
      body.permata_va_number = transaction.vaNumber
    } else if (transaction.paymentType === 'bank_transfer') {
      body.va_numbers = [{ bank: transaction.bank, va_number: transaction.vaNumber }]
    }
    if (transaction.paymentType === 'echannel') {
      body.biller_code = '70012'
      body.bill_key = transaction.billKey
    }
    if (transaction.refunded > 0) body.refund_amount = `${transaction.refunded}.00`
    return body as Record<string, string>
  }

  function record(transaction: FakeTransaction) {
    transaction.history.push(statusBody(transaction))
  }

  function move(
    transaction: FakeTransaction,
    status: FakeTransactionStatus,
    fraudStatus: FakeTransaction['fraudStatus'] = transaction.fraudStatus,
  ) {
    transaction.status = status
    transaction.fraudStatus = fraudStatus
    if (status === 'settlement' || status === 'capture') transaction.settlementTime = jakartaTime()
    record(transaction)
  }

  async function send(orderId: string, body: Record<string, string>): Promise<SentNotification> {
    const signed = {
      ...body,
      status_message: 'midtrans payment notification',
      signature_key: signatureOf({
        order_id: String(body.order_id),
        status_code: String(body.status_code),
        gross_amount: String(body.gross_amount),
      }),
    }
    let answeredWith = 0
    if (settings.notificationUrl) {
      try {
        const response = await fetch(settings.notificationUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(signed),
        })
        answeredWith = response.status
        await response.body?.cancel()
      } catch {
        answeredWith = 0
      }
    }
    const sent = { orderId, body: signed, answeredWith }
    notifications.push(sent)
    return sent
  }

  async function notify(
    orderId: string,
    notifyOptions: { duplicate?: boolean; stale?: boolean } = {},
  ) {
    const transaction = known(orderId)
    const body = notifyOptions.stale
      ? (transaction.history[0] ?? statusBody(transaction))
      : statusBody(transaction)
    const sent = [await send(orderId, body)]
    if (notifyOptions.duplicate) sent.push(await send(orderId, body))
    return sent
  }

  function known(orderId: string): FakeTransaction {
    const transaction = transactions.get(orderId)
    if (!transaction) {
      throw new HttpError(404, {
        status_code: '404',
        status_message: 'The requested resource is not found',
        id: randomUUID(),
      })
    }
    return transaction
  }

  function cannotUpdate(transaction: FakeTransaction): never {
    throw new HttpError(412, {
      status_code: '412',
      status_message: `Merchant cannot modify the status of the transaction (${transaction.status})`,
    })
  }

  const control =
    (
      to: FakeTransactionStatus,
      from: readonly FakeTransactionStatus[],
      fraudStatus?: FakeTransaction['fraudStatus'],
    ) =>
    async (orderId: string, moveOptions: { notify?: boolean } = {}) => {
      const transaction = known(orderId)
      if (!from.includes(transaction.status)) cannotUpdate(transaction)
      move(transaction, to, fraudStatus)
      if (moveOptions.notify !== false) await notify(orderId)
      return transaction
    }
  const settle = control('settlement', ['pending', 'capture'])
  const expire = control('expire', ['pending'])
  const deny = control('deny', ['pending', 'capture'])
  const cancel = control('cancel', ['pending', 'capture'])

  function charge(body: Record<string, unknown>): Record<string, unknown> {
    const details = body.transaction_details as
      | { order_id?: unknown; gross_amount?: unknown }
      | undefined
    const orderId = details?.order_id
    const grossAmount = details?.gross_amount
    if (typeof orderId !== 'string' || typeof grossAmount !== 'number' || grossAmount < 1) {
      throw new HttpError(400, {
        status_code: '400',
        status_message: 'One or more parameters in the payload is invalid.',
        validation_messages: ['transaction_details.order_id and gross_amount are required'],
      })
    }
    if (transactions.has(orderId)) {
      throw new HttpError(406, {
        status_code: '406',
        status_message: 'The request could not be processed due to a duplicate order_id',
      })
    }
    const paymentType = String(body.payment_type)
    const transaction: FakeTransaction = {
      orderId,
      transactionId: randomUUID(),
      paymentType,
      grossAmount,
      status: 'pending',
      fraudStatus: 'accept',
      transactionTime: jakartaTime(),
      settlementTime: null,
      refunded: 0,
      refunds: [],
      history: [],
    }
    const extra: Record<string, unknown> = {}
    switch (paymentType) {
      case 'credit_card': {
        const card = body.credit_card as { token_id?: unknown } | undefined
        const token = typeof card?.token_id === 'string' ? tokens.get(card.token_id) : undefined
        if (!token) {
          throw new HttpError(200, {
            status_code: '411',
            status_message: 'Token id is missing, invalid, or timed out',
          })
        }
        // One charge per token, as Midtrans's.
        tokens.delete(String(card?.token_id))
        transaction.maskedCard = `${token.number.slice(0, 6)}-${token.number.slice(-4)}`
        applyCardScenario(transaction, token.scenario)
        if (transaction.afterAuthentication) {
          extra.redirect_url = `${settings.url}/v2/token/rba/redirect/${transaction.transactionId}`
        }
        break
      }
      case 'bank_transfer': {
        const bank = String((body.bank_transfer as { bank?: unknown } | undefined)?.bank)
        if (!['bca', 'bni', 'bri', 'permata'].includes(bank)) {
          throw new HttpError(400, {
            status_code: '400',
            status_message: `bank_transfer.bank ${bank} is not supported`,
          })
        }
        transaction.bank = bank
        transaction.vaNumber = `${bank === 'bca' ? '12345' : '8'}${String(++vaSequence).padStart(11, '0')}`
        break
      }
      case 'echannel':
        transaction.billKey = String(++vaSequence).padStart(12, '0')
        break
      case 'gopay':
        extra.actions = [
          {
            name: 'generate-qr-code',
            method: 'GET',
            url: `${settings.url}/v2/gopay/${transaction.transactionId}/qr-code`,
          },
          {
            name: 'deeplink-redirect',
            method: 'GET',
            url: `${settings.url}/fake/wallet/${transaction.transactionId}`,
          },
          {
            name: 'get-status',
            method: 'GET',
            url: `${settings.url}/v2/${transaction.transactionId}/status`,
          },
          {
            name: 'cancel',
            method: 'POST',
            url: `${settings.url}/v2/${transaction.transactionId}/cancel`,
          },
        ]
        break
      case 'shopeepay':
        extra.actions = [
          {
            name: 'deeplink-redirect',
            method: 'GET',
            url: `${settings.url}/fake/wallet/${transaction.transactionId}`,
          },
        ]
        break
      case 'qris':
        transaction.qrString = `00020101021226620014COM.GO-JEK.WWW01189360091434${String(++vaSequence).padStart(6, '0')}5204599953033605802ID5904Diri6007Jakarta6304ABCD`
        extra.qr_string = transaction.qrString
        extra.acquirer = 'gopay'
        extra.actions = [
          {
            name: 'generate-qr-code',
            method: 'GET',
            url: `${settings.url}/v2/qris/${transaction.transactionId}/qr-code`,
          },
        ]
        break
      default:
        throw new HttpError(400, {
          status_code: '400',
          status_message: `payment_type ${paymentType} is not supported by the fake`,
        })
    }
    transactions.set(orderId, transaction)
    record(transaction)
    const answer = { ...statusBody(transaction), ...extra }
    if (transaction.status === 'pending') {
      answer.status_message = 'Success, transaction is created'
    }
    return answer
  }

  function applyCardScenario(transaction: FakeTransaction, scenario: CardScenario) {
    switch (scenario) {
      case 'accept3ds':
        transaction.afterAuthentication = 'accept'
        return
      case 'denyByBank3ds':
        transaction.afterAuthentication = 'deny_by_bank'
        return
      case 'acceptFrictionless':
        transaction.status = 'capture'
        transaction.settlementTime = jakartaTime()
        return
      case 'fraudChallenge':
        transaction.status = 'capture'
        transaction.fraudStatus = 'challenge'
        return
      case 'denyByFraud':
        transaction.status = 'deny'
        transaction.fraudStatus = 'deny'
        return
      case 'denyByBank':
        transaction.status = 'deny'
        return
    }
  }

  function refund(transaction: FakeTransaction, body: Record<string, unknown>) {
    const refundKey = typeof body.refund_key === 'string' ? body.refund_key : randomUUID()
    const amount =
      typeof body.amount === 'number' ? body.amount : transaction.grossAmount - transaction.refunded
    // A retry with a refund_key already used answers that refund again (Midtrans's reference).
    let done = transaction.refunds.find((candidate) => candidate.refundKey === refundKey)
    if (!done) {
      if (transaction.status !== 'settlement' && transaction.status !== 'partial_refund') {
        cannotUpdate(transaction)
      }
      if (amount < 1 || transaction.refunded + amount > transaction.grossAmount) {
        throw new HttpError(412, {
          status_code: '412',
          status_message: `Refund amount ${amount} is more than what is left (${transaction.grossAmount - transaction.refunded})`,
        })
      }
      done = { refundKey, amount, id: ++refundSequence }
      transaction.refunds.push(done)
      transaction.refunded += amount
      move(
        transaction,
        transaction.refunded === transaction.grossAmount ? 'refund' : 'partial_refund',
      )
    }
    return {
      ...statusBody(transaction),
      status_code: '200',
      status_message: 'Success, refund request is approved',
      refund_chargeback_id: done.id,
      refund_amount: `${done.amount}.00`,
      refund_key: done.refundKey,
    }
  }

  function token(query: Record<string, string>) {
    if (query.client_key !== clientKey) {
      return {
        status_code: '401',
        status_message: 'Access denied, please check client or server key',
      }
    }
    const number = (query.card_number ?? '').replace(/\D/g, '')
    const month = Number(query.card_exp_month)
    const year = Number(query.card_exp_year)
    const problems: string[] = []
    if (number.length < 12 || number.length > 19 || !luhn(number)) {
      problems.push('card_number does not match with luhn algorithm')
    }
    if (!(month >= 1 && month <= 12)) problems.push('card_exp_month must be between 01 and 12')
    const now = new Date()
    if (
      !(
        year > now.getUTCFullYear() ||
        (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
      )
    ) {
      problems.push('card_exp_year must be in the future')
    }
    if (!/^\d{3,4}$/.test(query.card_cvv ?? '')) problems.push('card_cvv must be 3 or 4 digits')
    if (problems.length > 0) {
      return {
        status_code: '400',
        status_message: 'One or more parameters in the payload is invalid.',
        validation_messages: problems,
      }
    }
    const tokenId = `${number.slice(0, 6)}-${number.slice(-4)}-${randomUUID()}`
    tokens.set(tokenId, { number, scenario: SCENARIO_OF.get(number) ?? 'accept3ds' })
    return {
      status_code: '200',
      status_message: 'OK, success request new token',
      token_id: tokenId,
      hash: `${number.slice(0, 6)}-${number.slice(-4)}-fake`,
    }
  }

  function byTransactionId(transactionId: string): FakeTransaction {
    for (const transaction of transactions.values()) {
      if (transaction.transactionId === transactionId) return transaction
    }
    throw new HttpError(404, { status_code: '404', status_message: 'Transaction not found' })
  }

  /** The 3-D Secure page's outcome: moves the card, notifies, and answers the status body. */
  async function authenticate(transaction: FakeTransaction, passed: boolean) {
    if (transaction.status === 'pending' && transaction.afterAuthentication) {
      if (passed && transaction.afterAuthentication === 'accept')
        move(transaction, 'capture', 'accept')
      else move(transaction, 'deny', 'accept')
      await notify(transaction.orderId)
    }
    return statusBody(transaction)
  }

  return {
    transactions,
    notifications,
    signatureOf,
    statusBody,
    known,
    notify,
    settle,
    expire,
    deny,
    cancel,
    charge,
    refund,
    token,
    byTransactionId,
    authenticate,
  }
}
