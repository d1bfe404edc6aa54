import { describe, expect, it } from 'vitest'
import { type ConsultEvent, inProcessConsultEvents } from './consult-events'

describe('inProcessConsultEvents', () => {
  it("tells a consult's listeners after the publisher's turn, and no one else", async () => {
    const bus = inProcessConsultEvents()
    const heard: Array<[string, ConsultEvent]> = []
    bus.subscribe('a', (event) => heard.push(['first', event]))
    bus.subscribe('a', (event) => heard.push(['second', event]))
    bus.subscribe('b', (event) => heard.push(['other', event]))
    await bus.ready()

    const published = bus.publish({ consultId: 'a', type: 'message' })
    // As a NOTIFY after a commit: not while the publisher is still running.
    expect(heard).toEqual([])
    await published
    await Promise.resolve()
    expect(heard).toEqual([
      ['first', { consultId: 'a', type: 'message' }],
      ['second', { consultId: 'a', type: 'message' }],
    ])
  })

  it('stops telling a listener that unsubscribed, even one that does so while being told', async () => {
    const bus = inProcessConsultEvents()
    const heard: string[] = []
    const unsubscribeFirst = bus.subscribe('a', () => {
      heard.push('first')
      unsubscribeFirst()
    })
    bus.subscribe('a', () => heard.push('second'))
    await bus.publish({ consultId: 'a', type: 'read' })
    await Promise.resolve()
    await bus.publish({ consultId: 'a', type: 'read' })
    await Promise.resolve()
    expect(heard).toEqual(['first', 'second', 'second'])

    await bus.close()
    await bus.publish({ consultId: 'a', type: 'read' })
    await Promise.resolve()
    expect(heard).toHaveLength(3)
  })
})
