import { describe, expect, it } from 'vitest'
import type { ChatMessage, ChatRoom } from '../../../contract/consults/schemas'
import { reconnectDelay, streamUrl } from '../../components/consults/use-chat-room'
import {
  dueForSending,
  isStalled,
  loadQueue,
  nextResendIn,
  queueKey,
  STALLED_AFTER,
  saveQueue,
} from './chat-queue'
import {
  chatReducer,
  deliveryOf,
  initialChatState,
  lastSeq,
  mergeMessages,
  type PendingMessage,
  unreadUpTo,
} from './chat-state'

const CONSULT = '6f1c2a4e-3b5d-4e7f-8a9b-0c1d2e3f4a5b'

function message(seq: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `m-${seq}`,
    consultId: CONSULT,
    seq,
    sender: seq % 2 === 0 ? 'doctor' : 'member',
    kind: 'text',
    text: `Pesan ${seq}`,
    attachment: null,
    recommendation: null,
    clientId: null,
    sentAt: new Date(Date.UTC(2026, 10, 24, 3, seq)).toISOString(),
    ...extra,
  }
}

function room(messages: ChatMessage[], extra: Partial<ChatRoom> = {}): ChatRoom {
  return {
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
    doctor: {
      name: 'dr. Anisa Rahma',
      title: 'Dokter Spesialis Kulit',
      online: true,
      lastSeenAt: null,
    },
    viewer: 'member',
    messages,
    readUpTo: { member: 0, doctor: 0 },
    ...extra,
  }
}

function queued(clientId: string, state: PendingMessage['state'] = 'waiting'): PendingMessage {
  return { clientId, text: `antri ${clientId}`, writtenAt: '2026-11-24T03:30:00.000Z', state }
}

const seqs = (messages: readonly ChatMessage[]) => messages.map((item) => item.seq)

describe('mergeMessages', () => {
  it('appends new messages in seq order', () => {
    expect(seqs(mergeMessages([message(1), message(2)], [message(4), message(3)]))).toEqual([
      1, 2, 3, 4,
    ])
  })

  it('never holds a seq twice: a reconnect that repeats messages adds only the new one', () => {
    const held = [message(1), message(2), message(3)]
    const merged = mergeMessages(held, [message(2), message(3), message(4), message(4)])
    expect(seqs(merged)).toEqual([1, 2, 3, 4])
  })

  it('puts a late message (a catch-up after a gap) in its place', () => {
    expect(seqs(mergeMessages([message(1), message(3)], [message(2)]))).toEqual([1, 2, 3])
  })

  it('returns the same list when nothing is new, so nothing renders again', () => {
    const held = [message(1), message(2)]
    expect(mergeMessages(held, [message(2)])).toBe(held)
  })
})

describe('chatReducer', () => {
  it('replaces a queued message with its echo (same clientId): shown once', () => {
    const clientId = '0b6f8f2e-9c1d-4a3b-8e7f-6a5b4c3d2e1f'
    let state = initialChatState(room([message(1)]))
    state = chatReducer(state, { type: 'queued', message: queued(clientId) })
    expect(state.pending).toHaveLength(1)
    state = chatReducer(state, {
      type: 'messages',
      messages: [message(2, { clientId, sender: 'member' })],
    })
    expect(state.pending).toEqual([])
    expect(seqs(state.messages)).toEqual([1, 2])
    // The same echo again (the send's answer after the stream's event): still one message.
    state = chatReducer(state, {
      type: 'messages',
      messages: [message(2, { clientId, sender: 'member' })],
    })
    expect(seqs(state.messages)).toEqual([1, 2])
  })

  it('drops a kept queue entry that the room already holds (sent before a reload)', () => {
    const clientId = '0b6f8f2e-9c1d-4a3b-8e7f-6a5b4c3d2e1f'
    const state = initialChatState(room([message(1, { clientId })]), [queued(clientId)])
    expect(state.pending).toEqual([])
  })

  it('queues a clientId once and keeps the queue in the order written', () => {
    let state = initialChatState(room([]))
    for (const id of ['a', 'b', 'a', 'c']) {
      state = chatReducer(state, { type: 'queued', message: queued(id) })
    }
    expect(state.pending.map((item) => item.clientId)).toEqual(['a', 'b', 'c'])
  })

  it('moves read marks forward only', () => {
    let state = initialChatState(room([message(1), message(2)]))
    state = chatReducer(state, { type: 'read', read: { reader: 'doctor', upTo: 2 } })
    state = chatReducer(state, { type: 'read', read: { reader: 'doctor', upTo: 1 } })
    expect(state.readUpTo.doctor).toBe(2)
  })

  it('takes a new doctor and status from the room read again, keeping newer marks', () => {
    let state = initialChatState(room([message(1)], { doctor: null }))
    state = chatReducer(state, { type: 'read', read: { reader: 'member', upTo: 1 } })
    state = chatReducer(state, { type: 'room', room: room([message(1), message(2)]) })
    expect(state.doctor?.name).toBe('dr. Anisa Rahma')
    expect(state.readUpTo.member).toBe(1)
    expect(lastSeq(state)).toBe(2)
  })
})

describe('read states', () => {
  it('an own message is Dibaca once the other side read up to it, else Terkirim', () => {
    expect(deliveryOf(message(3), 'member', { member: 0, doctor: 3 })).toBe('Dibaca')
    expect(deliveryOf(message(3), 'member', { member: 5, doctor: 2 })).toBe('Terkirim')
    expect(deliveryOf(message(3), 'doctor', { member: 3, doctor: 0 })).toBe('Dibaca')
  })

  it('marks read only when the other side wrote something unread', () => {
    const own = initialChatState(room([message(1)]))
    expect(unreadUpTo(own)).toBeNull()
    const fromDoctor = initialChatState(room([message(1), message(2)]))
    expect(unreadUpTo(fromDoctor)).toBe(2)
    const alreadyRead = initialChatState(
      room([message(1), message(2)], { readUpTo: { member: 2, doctor: 0 } }),
    )
    expect(unreadUpTo(alreadyRead)).toBeNull()
  })
})

describe('the offline queue in storage', () => {
  function memoryStorage(): Storage {
    const items = new Map<string, string>()
    return {
      get length() {
        return items.size
      },
      clear: () => items.clear(),
      getItem: (key) => items.get(key) ?? null,
      key: (index) => [...items.keys()][index] ?? null,
      removeItem: (key) => void items.delete(key),
      setItem: (key, value) => void items.set(key, value),
    }
  }
  const ids = ['1b6f8f2e-9c1d-4a3b-8e7f-6a5b4c3d2e1f', '2b6f8f2e-9c1d-4a3b-8e7f-6a5b4c3d2e1f']

  it('keeps a consult’s queue across a reload, in order; one that was sending waits again', () => {
    const storage = memoryStorage()
    saveQueue(
      CONSULT,
      [queued(ids[0] as string, 'sending'), queued(ids[1] as string, 'failed')],
      storage,
    )
    const loaded = loadQueue(CONSULT, storage)
    expect(loaded.map((item) => [item.clientId, item.state])).toEqual([
      [ids[0], 'waiting'],
      [ids[1], 'failed'],
    ])
    expect(dueForSending(loaded).map((item) => item.clientId)).toEqual([ids[0]])
    expect(loadQueue('another-consult', storage)).toEqual([])
  })

  it('starts a reloaded queue without the count of lost sends, so it goes at once', () => {
    const storage = memoryStorage()
    saveQueue(CONSULT, [{ ...queued(ids[0] as string), failures: 5 }], storage)
    const [loaded] = loadQueue(CONSULT, storage)
    expect(loaded?.failures).toBeUndefined()
    expect(nextResendIn(loadQueue(CONSULT, storage))).toBeNull()
  })

  it('removes the entry once the queue is empty, and reads junk as an empty queue', () => {
    const storage = memoryStorage()
    saveQueue(CONSULT, [queued(ids[0] as string)], storage)
    saveQueue(CONSULT, [], storage)
    expect(storage.getItem(queueKey(CONSULT))).toBeNull()
    storage.setItem(queueKey(CONSULT), '{not json')
    expect(loadQueue(CONSULT, storage)).toEqual([])
    storage.setItem(queueKey(CONSULT), JSON.stringify([{ clientId: 'bukan-uuid' }]))
    expect(loadQueue(CONSULT, storage)).toEqual([])
  })
})

describe('sending again after lost sends', () => {
  it('waits 1 s, 2 s, 4 s … at most 30 s, as the oldest waiting message’s count says', () => {
    const lost = (failures: number, state: PendingMessage['state'] = 'waiting') => ({
      ...queued(`m${failures}`, state),
      failures,
    })
    expect(nextResendIn([])).toBeNull()
    expect(nextResendIn([queued('a')])).toBeNull()
    expect([1, 2, 3, 4, 6, 20].map((count) => nextResendIn([lost(count)]))).toEqual([
      1000, 2000, 4000, 8000, 30_000, 30_000,
    ])
    // A refused message does not hold the queue: the next waiting one sets the pause.
    expect(nextResendIn([lost(5, 'failed'), lost(1), lost(3)])).toBe(1000)
  })

  it('counts a waiting message stalled after STALLED_AFTER lost sends, not while it is on its way', () => {
    const message = { ...queued('a'), failures: STALLED_AFTER }
    expect(isStalled({ ...message, failures: STALLED_AFTER - 1 })).toBe(false)
    expect(isStalled(message)).toBe(true)
    expect(isStalled({ ...message, state: 'sending' })).toBe(false)
    expect(isStalled({ ...message, state: 'failed' })).toBe(false)
  })
})

describe('the stream', () => {
  it('opens after the last message held, and waits longer after each failure, at most 30 s', () => {
    expect(streamUrl(CONSULT, 7)).toBe(`/konsultasi/kanal/${CONSULT}?after=7`)
    expect([0, 1, 2, 3, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 30_000])
  })
})
