/**
 * The state chart of a machine as inline SVG, laid out by ELK's layered algorithm from the
 * machine's own graph (nested states are compound nodes), each state and transition drawn in its
 * coverage: taken in the real app, taken only against the machine, not taken. Colour is never the
 * only cue: the three also differ in line (solid, dashed, dotted) and each element says its
 * coverage in its `<title>`.
 */
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js'
import { escapeHtml } from './html'
import type { ChartTransition, MachineGraph } from './machine-graph'
import type { Coverage } from './report-coverage'

export const COVERAGE_WORDS: Record<Coverage, string> = {
  app: 'Diambil di aplikasi',
  machine: 'Hanya di mesin',
  none: 'Belum diambil',
}

/** The SVG's text is monospace, so a label's width is its length times one glyph's. */
const GLYPH = 7.3
const FONT = 12
const LINE = 16

/** Tenths of a pixel: ELK's thirds and sixths only lengthen the page. */
const round = (n: number) => Math.round(n * 10) / 10

const textWidth = (text: string, size = FONT) => Math.ceil(text.length * GLYPH * (size / FONT))

/** An event as a reader says it: `selesai: loadCheckout` rather than `xstate.done.actor.…`. */
export function eventWords(eventType: string): string {
  if (eventType === '') return 'otomatis'
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType)
  if (actor) return `${actor[1] === 'done' ? 'selesai' : 'gagal'}: ${actor[2]}`
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType)
  if (after) return `setelah ${after[1]}`
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(eventType)
  if (doneState) return `selesai: ${doneState[1]?.split('.').at(-1)}`
  return eventType
}

/** A sign before each transition's label, so its coverage reads without colour. */
export const COVERAGE_SIGNS: Record<Coverage, string> = { app: '●', machine: '◐', none: '○' }

const WORST_FIRST: Coverage[] = ['none', 'machine', 'app']

interface Arrow {
  id: string
  source: string
  target: string
  lines: Array<{ transition: ChartTransition; text: string }>
}

const transitionWords = (transition: ChartTransition) =>
  transition.guard
    ? `${eventWords(transition.eventType)} [${transition.guard}]`
    : eventWords(transition.eventType)

export interface ChartInput {
  machineName: string
  graph: MachineGraph
  stateCoverage: (id: string) => Coverage
  transitionCoverage: (key: string) => Coverage
  /** Indonesian names of states, by id, when a replay gave them. */
  stateLabels: Record<string, string>
}

interface Box {
  x: number
  y: number
  width: number
  height: number
}

export async function renderStateChart(input: ChartInput): Promise<string> {
  const { graph, stateLabels } = input
  const byId = new Map(graph.states.map((state) => [state.id, state]))
  // ELK reads these from each compound node, not from the root alone. Network simplex and tight
  // edge spacing halve checkout's chart (9532 to 5470 px wide) against ELK's defaults.
  const spacing = {
    'elk.spacing.nodeNode': '28',
    'elk.layered.spacing.nodeNodeBetweenLayers': '36',
    'elk.spacing.edgeLabel': '3',
    'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
    'elk.spacing.edgeEdge': '6',
    'elk.spacing.edgeNode': '8',
    'elk.layered.spacing.edgeEdgeBetweenLayers': '6',
    'elk.layered.spacing.edgeNodeBetweenLayers': '8',
  }
  const nodeOf = new Map<string, ElkNode>()
  const edges: ElkExtendedEdge[] = []

  const build = (id: string): ElkNode => {
    const state = byId.get(id)
    if (!state) throw new Error(`No state ${id} in the graph of ${input.machineName}`)
    const label = stateLabels[id]
    const compound = state.childIds.length > 0
    const node: ElkNode = compound
      ? {
          id,
          layoutOptions: {
            ...spacing,
            'elk.padding': `[top=${LINE * (label ? 2 : 1) + 20},left=14,bottom=14,right=14]`,
            'elk.nodeSize.constraints': 'MINIMUM_SIZE',
            'elk.nodeSize.minimum': `(${Math.max(textWidth(state.key), textWidth(label ?? '', 11)) + 28},60)`,
          },
          children: state.childIds.map(build),
        }
      : {
          id,
          width: Math.max(textWidth(state.key), textWidth(label ?? '', 11), 48) + 24,
          height: label ? 48 : 32,
        }
    if (compound && state.initialId) {
      // The dot an initial state's arrow starts from, inside the parent it belongs to.
      node.children?.unshift({ id: `initial:${id}`, width: 12, height: 12 })
      edges.push({
        id: `initial-edge:${id}`,
        sources: [`initial:${id}`],
        targets: [state.initialId],
      })
    }
    nodeOf.set(id, node)
    return node
  }
  const root = build(graph.rootId)

  // One arrow per pair of states, with a line of its label per transition: checkout has up to
  // six transitions between two states (an actor's answers), and an arrow each made the chart
  // several screens wide.
  const arrows = new Map<string, Arrow>()
  for (const transition of graph.transitions) {
    const targets = transition.targetIds.length > 0 ? transition.targetIds : [transition.sourceId]
    for (const target of targets) {
      const id = `a${arrows.size}`
      const key = `${transition.sourceId}>${target}`
      const arrow = arrows.get(key) ?? { id, source: transition.sourceId, target, lines: [] }
      arrow.lines.push({ transition, text: transitionWords(transition) })
      arrows.set(key, arrow)
    }
  }
  const arrowById = new Map([...arrows.values()].map((arrow) => [arrow.id, arrow]))
  for (const arrow of arrows.values()) {
    const width = Math.max(...arrow.lines.map((line) => textWidth(`● ${line.text}`))) + 8
    edges.push({
      id: arrow.id,
      sources: [arrow.source],
      targets: [arrow.target],
      labels: [
        {
          id: `${arrow.id}:label`,
          // ELK places only labels with text; the SVG draws the lines itself.
          text: arrow.lines.map((line) => line.text).join('\n'),
          layoutOptions: {
            'elk.edgeLabels.placement': 'CENTER',
            // A label sits on its own edge, so a reader never has to guess which line it names.
            'elk.edgeLabels.inline': 'true',
          },
          width,
          height: arrow.lines.length * LINE + 4,
        },
      ],
    })
  }

  const chart: ElkNode = {
    id: 'chart',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      // Edges between nesting levels are laid out with the nodes, not drawn across them afterwards.
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      ...spacing,
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
    },
    children: [root],
    edges,
  }
  const laidOut = await new ELK().layout(chart)

  const boxes = new Map<string, Box>()
  const collect = (node: ElkNode) => {
    boxes.set(node.id, {
      x: round(node.x ?? 0),
      y: round(node.y ?? 0),
      width: round(node.width ?? 0),
      height: round(node.height ?? 0),
    })
    for (const child of node.children ?? []) collect(child)
  }
  for (const child of laidOut.children ?? []) collect(child)

  const stateParts: string[] = []
  const atomicParts: string[] = []
  for (const state of graph.states) {
    const box = boxes.get(state.id)
    if (!box) throw new Error(`ELK placed no box for state ${state.id} of ${input.machineName}`)
    const isRoot = state.id === graph.rootId
    const coverage = isRoot ? 'root' : input.stateCoverage(state.id)
    const label = stateLabels[state.id]
    const title = isRoot
      ? `Mesin ${input.machineName}`
      : `Status ${state.id}${label ? ` (${label})` : ''}: ${COVERAGE_WORDS[coverage as Coverage]}`
    const compound = state.childIds.length > 0
    const final =
      state.type === 'final'
        ? `<rect class="final-ring" x="${box.x + 3}" y="${box.y + 3}" width="${box.width - 6}" height="${box.height - 6}" rx="6"/>`
        : ''
    const textX = compound ? box.x + 10 : box.x + box.width / 2
    const anchor = compound ? 'start' : 'middle'
    const keyY = compound ? box.y + LINE + 2 : box.y + (label ? 20 : 21)
    const lines = [
      `<text class="state-key" x="${textX}" y="${keyY}" text-anchor="${anchor}">${escapeHtml(state.key)}</text>`,
      label
        ? `<text class="state-label" x="${textX}" y="${keyY + LINE}" text-anchor="${anchor}">${escapeHtml(label)}</text>`
        : '',
    ]
    const part = `<g class="state ${compound ? 'compound' : 'atomic'} cov-${coverage}" data-state="${escapeHtml(state.id)}" data-coverage="${coverage}"><title>${escapeHtml(title)}</title><rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="${compound ? 10 : 8}"/>${final}${lines.join('')}</g>`
    ;(compound ? stateParts : atomicParts).push(part)
    if (compound && state.initialId) {
      const dot = boxes.get(`initial:${state.id}`)
      if (dot) {
        stateParts.push(
          `<circle class="initial" cx="${dot.x + dot.width / 2}" cy="${dot.y + dot.height / 2}" r="${dot.width / 2}"><title>Awal dari ${escapeHtml(state.key)}</title></circle>`,
        )
      }
    }
  }

  const edgeParts: string[] = []
  const labelParts: string[] = []
  for (const edge of (laidOut.edges ?? []) as ElkExtendedEdge[]) {
    const section = edge.sections?.[0]
    if (!section) continue
    const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]
    const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`)
    if (edge.id.startsWith('initial-edge:')) {
      edgeParts.push(
        `<path class="edge initial-edge" d="${d.join(' ')}" marker-end="url(#arrow-initial)"/>`,
      )
      continue
    }
    const arrow = arrowById.get(edge.id)
    if (!arrow) throw new Error(`Edge ${edge.id} of ${input.machineName} has no transition`)
    const coverages = arrow.lines.map((line) => input.transitionCoverage(line.transition.key))
    // The arrow is drawn as its least covered transition; each line of its label says its own.
    const coverage = WORST_FIRST.find((c) => coverages.includes(c)) ?? 'none'
    const title = arrow.lines
      .map(
        (line, i) =>
          `${arrow.source} → ${arrow.target} saat ${line.text}: ${COVERAGE_WORDS[coverages[i] ?? 'none']}`,
      )
      .join('\n')
    edgeParts.push(
      `<g class="transition cov-${coverage}" data-coverage="${coverage}"><title>${escapeHtml(title)}</title><path class="edge" d="${d.join(' ')}" marker-end="url(#arrow-${coverage})"/></g>`,
    )
    const label = edge.labels?.[0]
    if (label && label.x !== undefined && label.y !== undefined) {
      const x = round(label.x)
      const y = round(label.y)
      const lines = arrow.lines.map((line, i) => {
        const lineCoverage = coverages[i] ?? 'none'
        return `<text class="cov-${lineCoverage}" x="${round(x + 4)}" y="${round(y + 13 + i * LINE)}" data-transition="${escapeHtml(line.transition.key)}" data-coverage="${lineCoverage}"><title>${escapeHtml(COVERAGE_WORDS[lineCoverage])}</title>${COVERAGE_SIGNS[lineCoverage]} ${escapeHtml(line.text)}</text>`
      })
      labelParts.push(
        `<g class="edge-label"><rect x="${x}" y="${y}" width="${label.width}" height="${label.height}" rx="3"/>${lines.join('')}</g>`,
      )
    }
  }

  const width = Math.ceil(laidOut.width ?? 0)
  const height = Math.ceil(laidOut.height ?? 0)
  const marker = (id: string) =>
    `<marker id="arrow-${id}" class="arrow-${id}" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="10" markerHeight="10" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z"/></marker>`
  return [
    `<svg class="state-chart" xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="chart-title-${escapeHtml(input.machineName)}">`,
    `<title id="chart-title-${escapeHtml(input.machineName)}">Diagram status mesin ${escapeHtml(input.machineName)}</title>`,
    `<defs>${['app', 'machine', 'none', 'initial'].map(marker).join('')}</defs>`,
    ...stateParts,
    ...edgeParts,
    ...atomicParts,
    ...labelParts,
    '</svg>',
  ].join('\n')
}
