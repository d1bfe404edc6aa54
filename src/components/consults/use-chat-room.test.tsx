import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChatMessage, ChatRoom } from '../../../contract/consults/schemas'
import {
  queueKey,
  resendDelay,
  SEND_TIMEOUT_MS,
  STALLED_AFTER,
} from '../../lib/consults/chat-queue'
import { useChatRoom } from './use-chat-room'

const sendMessage = vi.fn()
const markRead = vi.fn(async (_input: unknown) => undefined)
vi.mock('../../server/consults/chat.functions', () => ({
  sendMessage: (input: unknown) => sendMessage(input),
  markRead: (input: unknown) => markRead(input),
  getChatRoom: vi.fn(),
}))
// The sign-in detour needs a router; these tests never end a session.
vi.mock('../auth/use-sign-in-again', () => ({ useSignInAgain: () => async () => false }))

const CONSULT = '6f1c2a4e-3b5d-4e7f-8a9b-0c1d2e3f4a5b'

/** The browser's EventSource, driven by the test. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  static opened: FakeEventSource[] = []
  readyState = FakeEventSource.CONNECTING
  constructor(readonly url: string) {
    super()
    FakeEventSource.opened.push(this)
  }
  close() {
    this.readyState = FakeEventSource.CLOSED
  }
  open() {
    this.readyState = FakeEventSource.OPEN
    this.dispatchEvent(new Event('open'))
  }
  emit(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }))
  }
  /** The browser gives up: a refused answer, no automatic reconnect. */
  fail() {
    this.readyState = FakeEventSource.CLOSED
    this.dispatchEvent(new Event('error'))
  }
}

function message(seq: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `m-${seq}`,
    consultId: CONSULT,
    seq,
    sender: 'doctor',
    kind: 'text',
    text: `Pesan ${seq}`,
    attachment: null,
    recommendation: null,
    clientId: null,
    sentAt: '2026-11-24T03:32:00.000Z',
    ...extra,
  }
}

const room: ChatRoom = {
  consult: {
    id: CONSULT,
    status: 3,
    flowId: '2002',
    lastVisitedContentId: null,
    subClinic: 'Poliklinik Kulit',
    conditionName: 'Flek Hitam',
    checkedConditionName: null,
    doctorName: 'dr. Anisa Rahma',
    createdAt: '2026-11-24T02:00:00.000Z',
  },
  doctor: null,
  viewer: 'member',
  messages: [message(1), message(2)],
  readUpTo: { member: 2, doctor: 0 },
}

let online = true

beforeEach(() => {
  FakeEventSource.opened = []
  vi.stubGlobal('EventSource', FakeEventSource)
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  localStorage.clear()
  sendMessage.mockReset()
  markRead.mockClear()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

interface SendInput {
  data: { consultId: string; body: { clientId: string; text?: string } }
  signal?: AbortSignal
}

const seqs = (messages: readonly ChatMessage[]) => messages.map((item) => item.seq)

describe('useChatRoom', () => {
  it('listens after the last message it holds, merges repeats once, and after the browser gives up opens again later from the last seq', () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useChatRoom(CONSULT, 'member', room))
    const first = FakeEventSource.opened[0]
    expect(first?.url).toBe(`/konsultasi/kanal/${CONSULT}?after=2`)
    act(() => {
      first?.open()
      first?.emit('message', message(3))
      first?.emit('message', message(3))
      first?.emit('read', { reader: 'doctor', upTo: 3 })
    })
    expect(seqs(result.current.state.messages)).toEqual([1, 2, 3])
    expect(result.current.state.readUpTo.doctor).toBe(3)

    act(() => first?.fail())
    expect(FakeEventSource.opened).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1000))
    expect(FakeEventSource.opened[1]?.url).toBe(`/konsultasi/kanal/${CONSULT}?after=3`)
    // Failing again waits twice as long.
    act(() => FakeEventSource.opened[1]?.fail())
    act(() => vi.advanceTimersByTime(1999))
    expect(FakeEventSource.opened).toHaveLength(2)
    act(() => vi.advanceTimersByTime(1))
    expect(FakeEventSource.opened).toHaveLength(3)
  })

  it('queues a message written offline in storage and sends it once, when back online; the echo replaces it', async () => {
    online = false
    const { result } = renderHook(() => useChatRoom(CONSULT, 'member', room))
    act(() => result.current.send({ text: 'Ditulis di kereta' }))
    expect(result.current.state.pending).toMatchObject([
      { text: 'Ditulis di kereta', state: 'waiting' },
    ])
    expect(sendMessage).not.toHaveBeenCalled()
    const stored = JSON.parse(localStorage.getItem(queueKey(CONSULT)) ?? '[]')
    expect(stored).toHaveLength(1)
    const clientId = stored[0].clientId as string

    sendMessage.mockImplementation(async () => ({
      ok: true,
      message: message(3, { sender: 'member', clientId, text: 'Ditulis di kereta' }),
    }))
    online = true
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    expect(sendMessage).toHaveBeenCalledExactlyOnceWith({
      data: { consultId: CONSULT, body: { clientId, text: 'Ditulis di kereta' } },
      signal: expect.any(AbortSignal),
    })
    expect(result.current.state.pending).toEqual([])
    expect(seqs(result.current.state.messages)).toEqual([1, 2, 3])
    expect(localStorage.getItem(queueKey(CONSULT))).toBeNull()
    // The stream's echo of the same message changes nothing.
    act(() =>
      FakeEventSource.opened.at(-1)?.emit('message', message(3, { sender: 'member', clientId })),
    )
    expect(seqs(result.current.state.messages)).toEqual([1, 2, 3])
  })

  it('sends a waiting message when the browser is back online while its failing send was still on its way', async () => {
    let failSend: (error: Error) => void = () => {}
    sendMessage.mockImplementationOnce(
      () => new Promise((_, reject) => (failSend = reject as (error: Error) => void)),
    )
    const { result } = renderHook(() => useChatRoom(CONSULT, 'member', room))
    act(() => result.current.send({ text: 'Di terowongan' }))
    expect(sendMessage).toHaveBeenCalledTimes(1)
    const stored = JSON.parse(localStorage.getItem(queueKey(CONSULT)) ?? '[]')
    const clientId = stored[0].clientId as string
    sendMessage.mockImplementation(async () => ({
      ok: true,
      message: message(3, { sender: 'member', clientId, text: 'Di terowongan' }),
    }))
    // Back online before the first attempt has failed; then it fails, in the same moment.
    await act(async () => {
      window.dispatchEvent(new Event('online'))
      failSend(new TypeError('Failed to fetch'))
    })
    expect(sendMessage).toHaveBeenCalledTimes(2)
    expect(result.current.state.pending).toEqual([])
    expect(seqs(result.current.state.messages)).toEqual([1, 2, 3])
  })

  it('keeps a message waiting when the send fails on the network, and sends the queue in order later', async () => {
    sendMessage.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const { result } = renderHook(() => useChatRoom(CONSULT, 'member', room))
    await act(async () => result.current.send({ text: 'Pertama' }))
    expect(result.current.state.pending).toMatchObject([{ text: 'Pertama', state: 'waiting' }])
    // The second waits behind the first (queued while the line was down).
    online = false
    await act(async () => result.current.send({ text: 'Kedua' }))

    const sent: string[] = []
    sendMessage.mockImplementation(
      async ({ data }: { data: { body: { clientId: string; text: string } } }) => {
        sent.push(data.body.text)
        return {
          ok: true,
          message: message(3 + sent.length - 1, {
            sender: 'member',
            clientId: data.body.clientId,
            text: data.body.text,
          }),
        }
      },
    )
    online = true
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    expect(sent).toEqual(['Pertama', 'Kedua'])
    expect(result.current.state.pending).toEqual([])
  })

  it('abandons a send that gets no answer, sends it again after a pause with the same clientId, and shows it once', async () => {
    vi.useFakeTimers()
    const calls: SendInput[] = []
    // The line dropped under the request: no answer, no error, and the signal changes nothing.
    sendMessage.mockImplementationOnce((input: SendInput) => {
      calls.push(input)
      return new Promise(() => {})
    })
    const { result } = renderHook(() => useChatRoom(CONSULT, 'member', room))
    act(() => result.current.send({ text: 'Di lift' }))
    const clientId = result.current.state.pending[0]?.clientId
    sendMessage.mockImplementation(async (input: SendInput) => {
      calls.push(input)
      return { ok: true, message: message(3, { sender: 'member', clientId, text: 'Di lift' }) }
    })

    await act(() => vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1))
    expect(result.current.state.pending).toMatchObject([{ clientId, state: 'sending' }])
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(calls[0]?.signal?.aborted).toBe(true)
    expect(result.current.state.pending).toMatchObject([{ clientId, state: 'waiting' }])
    expect(sendMessage).toHaveBeenCalledTimes(1)

    await act(() => vi.advanceTimersByTimeAsync(resendDelay(1)))
    expect(calls.map((call) => call.data.body.clientId)).toEqual([clientId, clientId])
    expect(result.current.state.pending).toEqual([])
    expect(seqs(result.current.state.messages)).toEqual([1, 2, 3])
    expect(localStorage.getItem(queueKey(CONSULT))).toBeNull()
  })

  it('when the line comes back, abandons the send still on its way and sends it again at once', async () => {
    const calls: SendInput[] = []
    sendMessage.mockImplementationOnce((input: SendInput) => {
      calls.push(input)
      return new Promise(() => {})
    })
    const { result } = renderHook(() => useChatRoom(CONSULT, 'member', room))
    act(() => result.current.send({ text: 'Keluar dari terowongan' }))
    const clientId = result.current.state.pending[0]?.clientId
    sendMessage.mockImplementation(async (input: SendInput) => {
      calls.push(input)
      return { ok: true, message: message(3, { sender: 'member', clientId, text: 'Keluar' }) }
    })
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    expect(calls).toHaveLength(2)
    expect(calls[0]?.signal?.aborted).toBe(true)
    expect(calls[1]?.data.body.clientId).toBe(clientId)
    expect(result.current.state.pending).toEqual([])
    expect(seqs(result.current.state.messages)).toEqual([1, 2, 3])
  })

  it('when the line drops, abandons the send on its way: the message waits for the connection, then goes once', async () => {
    const calls: SendInput[] = []
    sendMessage.mockImplementationOnce((input: SendInput) => {
      calls.push(input)
      return new Promise(() => {})
    })
    const { result } = renderHook(() => useChatRoom(CONSULT, 'member', room))
    act(() => result.current.send({ text: 'Masuk terowongan' }))
    const clientId = result.current.state.pending[0]?.clientId
    expect(result.current.state.pending).toMatchObject([{ state: 'sending' }])

    online = false
    await act(async () => {
      window.dispatchEvent(new Event('offline'))
    })
    expect(calls[0]?.signal?.aborted).toBe(true)
    expect(result.current.state.pending).toMatchObject([{ clientId, state: 'waiting' }])
    expect(result.current.connection).toBe('offline')
    expect(sendMessage).toHaveBeenCalledTimes(1)

    sendMessage.mockImplementation(async (input: SendInput) => {
      calls.push(input)
      return { ok: true, message: message(3, { sender: 'member', clientId, text: 'Masuk' }) }
    })
    online = true
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    expect(calls.map((call) => call.data.body.clientId)).toEqual([clientId, clientId])
    expect(result.current.state.pending).toEqual([])
  })

  it('keeps trying a message lost again and again, longer apart, says so, and “Kirim ulang” sends it now', async () => {
    vi.useFakeTimers()
    sendMessage.mockRejectedValue(new TypeError('Failed to fetch'))
    const { result } = renderHook(() => useChatRoom(CONSULT, 'member', room))
    await act(async () => result.current.send({ text: 'Sinyal lemah' }))
    const clientId = result.current.state.pending[0]?.clientId as string
    for (let lost = 1; lost < STALLED_AFTER; lost += 1) {
      expect(result.current.state.pending).toMatchObject([{ state: 'waiting', failures: lost }])
      await act(() => vi.advanceTimersByTimeAsync(resendDelay(lost) - 1))
      expect(sendMessage).toHaveBeenCalledTimes(lost)
      await act(() => vi.advanceTimersByTimeAsync(1))
      expect(sendMessage).toHaveBeenCalledTimes(lost + 1)
    }
    expect(result.current.state.pending).toMatchObject([
      { state: 'waiting', failures: STALLED_AFTER },
    ])

    sendMessage.mockResolvedValue({
      ok: true,
      message: message(3, { sender: 'member', clientId, text: 'Sinyal lemah' }),
    })
    await act(async () => result.current.retry(clientId))
    expect(sendMessage).toHaveBeenCalledTimes(STALLED_AFTER + 1)
    expect(result.current.state.pending).toEqual([])
  })

  it('sends what waits when the page comes back into view, without waiting for the pause', async () => {
    vi.useFakeTimers()
    sendMessage.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const { result } = renderHook(() => useChatRoom(CONSULT, 'member', room))
    await act(async () => result.current.send({ text: 'Dari layar kunci' }))
    const clientId = result.current.state.pending[0]?.clientId
    sendMessage.mockResolvedValue({
      ok: true,
      message: message(3, { sender: 'member', clientId, text: 'Dari layar kunci' }),
    })
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(sendMessage).toHaveBeenCalledTimes(2)
    expect(result.current.state.pending).toEqual([])
    // The pause's timer went with the flush: nothing is sent twice.
    await act(() => vi.advanceTimersByTimeAsync(resendDelay(1)))
    expect(sendMessage).toHaveBeenCalledTimes(2)
  })

  it('marks the doctor’s new message read while the page is visible', async () => {
    renderHook(() => useChatRoom(CONSULT, 'member', room))
    await act(async () => FakeEventSource.opened[0]?.emit('message', message(3)))
    expect(markRead).toHaveBeenCalledWith({ data: { consultId: CONSULT, upTo: 3 } })
  })
})
