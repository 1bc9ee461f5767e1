/**
 * The diagnosis of one session: detectors see each event once, in order; at the end the engine
 * scores the dimensions, works out trust and readiness, picks the primary diagnosis and builds
 * the evidence summary, the cost analysis, the causal graph and the recommendations.
 *
 * Pure: no I/O, no clock. Events are pushed one at a time so that a trace of any length is
 * diagnosed in one pass, keeping only what the report needs.
 */
import { CallIndex, type CallIndexState } from './calls.js'
import { CostMeter } from './cost.js'
import { CRITIQOR, type Preset } from './presets.js'
import {
  PartDoesNotMerge,
  type AnyDetector,
  type DetectedCause,
  type DetectorInstance,
  type Dimension,
  type Evidence,
  type FailureType,
  type Handler,
  type Severity,
} from './rules/types.js'
import {
  EngineEvent,
  eventType,
  shiftOrigin,
  type FlatEvent,
  type JsonObject,
  type Origin,
  type Shift,
} from '../core/events.js'
import { label } from './labels.js'
import { VerificationTracker, type VerificationFacts, type VerificationState } from './verification.js'
import { roundHalfEven } from '../core/python-compat.js'
import { READINESS_LEVELS, type Readiness } from '../core/vocabulary.js'

export { READINESS_LEVELS, type Readiness }

export type GraphMode = 'full' | 'evidence' | 'none'

export interface FailureCause {
  type: FailureType
  severity: Severity
  evidence: FlatEvent[]
  causal_chain: string[]
  impact_score: number
  impact: number
  description: string
  /** Where each evidence event came from in its file, in the order of `evidence`. */
  evidence_origins: Origin[]
}

export interface PrimaryDiagnosis {
  root_cause_failure_type: FailureType | null
  causal_chain_explanation: string
  severity?: Severity
  description?: string
}

export interface EvidenceSummary {
  event_count: number
  event_counts: Record<string, number>
  tool_calls: number
  tool_outputs: number
  memory_events: number
  retries: number
  errors: number
  state_transitions: number
}

/** Where a session's tokens were counted when its trace records none (CostAnalysis.tokens_from). */
export type TokensFrom = 'harbor_result' | 'droid_settings'

export interface CostAnalysis {
  total_tokens: number
  /**
   * Where the tokens were counted when not in the trace, for a trace that records none:
   * `harbor_result`, Harbor's record of the run (result.json agent_result); `droid_settings`,
   * Factory Droid's session settings beside its session store. Absent: the trace's own.
   */
  tokens_from?: TokensFrom
  duplicate_calls: number
  redundancy_score: number
  cost_efficiency: number
  token_waste: number
}

export interface GraphNode {
  id: string
  type: string
  label: string
}

export interface GraphEdge {
  from: string
  to: string
  relation: 'precedes' | 'causes' | 'reinforces'
}

export interface CausalGraph {
  nodes: GraphNode[]
  edges: GraphEdge[]
}

/** Where the causal graph goes one node and one edge at a time, in the order of its arrays. */
export interface GraphVisitor {
  node(id: string, type: string, label: string): void
  edge(from: string, to: string, relation: GraphEdge['relation']): void
}

export interface Recommendation {
  failure_type: FailureType
  dimension: Dimension
  severity: Severity
  remediation: string
}

export interface Diagnosis {
  trust_score: number
  readiness_level: Readiness
  scores: Record<Dimension, number>
  failure_causes: FailureCause[]
  primary_diagnosis: PrimaryDiagnosis
  evidence_summary: EvidenceSummary
  cost_analysis: CostAnalysis
  causal_graph: CausalGraph
  recommendations: Recommendation[]
}

export interface EngineOptions {
  /** Which causal graph to build: the model's whole graph, only evidence, or none. */
  graph?: GraphMode
  /** The rules and weights to judge by; the reference model when not given. */
  preset?: Preset
  /** Per failure type, thresholds that replace the model's defaults. */
  detectorOptions?: Partial<Record<FailureType, Record<string, unknown>>>
  /**
   * Keep every event that might become evidence (the default), or keep references and fetch
   * the few events the report shows at the end (see SessionDiagnoser.end): for long traces.
   */
  retainEvents?: boolean
  /**
   * This session is the last part of one read in two parts at once (src/gate/parts.ts): its
   * rules keep what merges exactly, and it finds where its lead ends (`syncPart`).
   */
  laterPart?: boolean
  /**
   * About how many tool calls the session holds, when a reader can tell (from its size): the call
   * index starts with room for them rather than growing to it. Changes no result.
   */
  expectedCalls?: number
  /** The trace's format, when known: which of its tools edit files (proof of work, ./verification.ts). */
  format?: string
}

/** What the engine found, with evidence in full (`EngineEvent`). */
interface Found {
  detector: AnyDetector
  cause: Omit<DetectedCause, 'evidence'> & { evidence: EngineEvent[] }
}

export const NO_FAILURE_EXPLANATION = 'No failure mode was detected in this session.'

interface RunningDetector {
  detector: AnyDetector
  on: DetectorInstance['on']
  finish: () => DetectedCause[]
  save?: () => unknown
  absorb?: (state: unknown, shift: Shift) => void
  synced?: () => boolean
  restart?: () => void
}

/** A part of a session diagnosed on its own, as plain data (see SessionDiagnoser.save). */
export interface SessionState {
  preset: string
  events: number
  /** Event types with their counts, in first-seen order. */
  types: [string, number][]
  calls: CallIndexState
  tokens: number
  rules: unknown[]
  /** The events of the part's lead (see `syncPart`), which the earlier part reads again. */
  lead: number
  verification: VerificationState
}

export class SessionDiagnoser {
  private readonly detectors: RunningDetector[] = []
  /** Per event type: the handlers that look at it, and how many events of it were seen. */
  private readonly byType = new Map<string, { count: number; handlers: Handler[] }>()
  private readonly ruleHandlers = new Map<string, Handler[]>()
  private readonly calls: CallIndex
  private readonly cost: CostMeter
  private readonly verification: VerificationTracker
  private readonly graphMode: GraphMode
  private readonly allNodes: GraphNode[] = []
  private position = 0
  private ended: { detector: AnyDetector; cause: DetectedCause }[] | undefined
  private finished = false
  private readonly preset: Preset
  private positions: number[][] = []
  /** After `finish`: what the rules found, for `visitGraph`. */
  private found: Found[] | undefined
  /** In a later part: the rules that follow runs of events, and the end of the lead once found. */
  private readonly boundaryRules: RunningDetector[]
  private lead: number | undefined

  constructor(options: EngineOptions = {}) {
    this.graphMode = options.graph ?? 'evidence'
    this.calls = new CallIndex(options.retainEvents ?? true, options.expectedCalls)
    this.cost = new CostMeter(this.calls)
    this.verification = new VerificationTracker(
      options.format,
      options.laterPart ?? false,
      options.retainEvents ?? true,
    )
    const ctx = {
      cost: this.cost.measure,
      calls: this.calls,
      laterPart: options.laterPart ?? false,
      verification: this.verification,
    }
    this.preset = options.preset ?? CRITIQOR
    for (const detector of this.preset.detectors) {
      const overrides = options.detectorOptions?.[detector.meta.type as FailureType] ?? {}
      const instance = detector.create({ ...detector.meta.defaults, ...overrides }, ctx)
      this.detectors.push({
        detector,
        on: instance.on,
        finish: instance.finish,
        save: instance.save,
        absorb: instance.absorb,
        synced: instance.synced,
        restart: instance.restart,
      })
      for (const [type, handler] of Object.entries(instance.on)) {
        if (!handler) continue
        const list = this.ruleHandlers.get(type)
        if (list) list.push(handler)
        else this.ruleHandlers.set(type, [handler])
      }
    }
    this.boundaryRules = this.detectors.filter((d) => d.synced)
    if (!options.laterPart || this.boundaryRules.length === 0) this.lead = 0
  }

  /** Feed the next event of the session. */
  push(raw: JsonObject, origin?: Origin): void {
    const type = eventType(raw)
    const e = new EngineEvent(raw, type, this.position++, origin)
    let seen = this.byType.get(type)
    if (seen === undefined) {
      seen = { count: 0, handlers: this.ruleHandlers.get(type) ?? [] }
      this.byType.set(type, seen)
    }
    seen.count++
    if (type === 'tool_call') {
      this.calls.add(e)
      this.verification.push(e)
    } else if (type === 'tool_output') this.verification.push(e)
    else if (type === 'token_usage') this.cost.tokenUsage(e)
    for (const h of seen.handlers) h(e)
    if (this.graphMode === 'full') this.allNodes.push({ id: e.id, type, label: label(e) })
  }

  /** What the session changed and checked (proof of work), so far. */
  get verificationFacts(): VerificationFacts {
    return this.verification.facts()
  }

  get eventCount(): number {
    return this.position
  }

  /** How many events of a type the session has seen so far. */
  countOf(type: string): number {
    return this.byType.get(type)?.count ?? 0
  }

  /** After `finish`: for each failure cause, the positions of its evidence events in the session. */
  get evidencePositions(): readonly (readonly number[])[] {
    return this.positions
  }

  /**
   * Whether this session can be diagnosed in parts at once and merged (`save` / `absorb`): every
   * rule of the preset must merge, evidence must be kept by reference, and no full graph.
   */
  get mergeable(): boolean {
    return (
      !this.calls.keepsEvents &&
      this.graphMode !== 'full' &&
      this.detectors.every((d) => d.save && d.absorb && (!d.synced || d.restart))
    )
  }

  /**
   * In a later part, after each event: whether the part's lead has ended, i.e. every rule that
   * follows runs of events now holds the state it would hold had the earlier part been read
   * first (DetectorInstance.synced). At that moment those rules forget what they found in the
   * lead: the earlier part reads the lead again (`replay`). The reader keeps the lead's events
   * until then.
   */
  syncPart(): boolean {
    if (this.lead !== undefined) return true
    for (const d of this.boundaryRules) if (!d.synced!()) return false
    for (const d of this.boundaryRules) d.restart!()
    this.lead = this.position
    return true
  }

  /**
   * Before `absorb`: the later part's lead, read by the rules that follow runs of events, as if
   * it followed the events pushed here (the other rules and the counts take the lead in with
   * the part's state).
   */
  replay(lead: readonly { raw: JsonObject; origin?: Origin }[], lines: number): void {
    const shift: Shift = { position: this.position, line: lines }
    lead.forEach(({ raw, origin }, i) => {
      const type = eventType(raw)
      const e = new EngineEvent(raw, type, shift.position + i, shiftOrigin(origin, shift))
      for (const d of this.boundaryRules) d.on[type]?.(e)
    })
  }

  /** The state of this part, as plain data that can cross to another thread. */
  save(): SessionState {
    if (!this.mergeable) throw new Error('SessionDiagnoser.save: this session cannot be saved')
    if (this.lead === undefined) throw new PartDoesNotMerge('the part never reached a state of its own')
    return {
      preset: this.preset.id,
      events: this.position,
      types: [...this.byType].map(([type, { count }]) => [type, count]),
      calls: this.calls.save(),
      tokens: this.cost.measure.totalTokens,
      rules: this.detectors.map((d) => d.save!()),
      lead: this.lead,
      verification: this.verification.save(),
    }
  }

  /**
   * Take in the state of the part of the session that follows the events pushed here. `lines`:
   * the file lines this part held, so that the later part's lines count on from them.
   */
  absorb(state: SessionState, lines: number): void {
    if (!this.mergeable || state.preset !== this.preset.id || state.rules.length !== this.detectors.length) {
      throw new Error('SessionDiagnoser.absorb: the parts were not diagnosed alike')
    }
    const shift: Shift = { position: this.position, line: lines }
    for (const [type, count] of state.types) {
      let seen = this.byType.get(type)
      if (seen === undefined) {
        seen = { count: 0, handlers: this.ruleHandlers.get(type) ?? [] }
        this.byType.set(type, seen)
      }
      seen.count += count
    }
    this.calls.absorb(state.calls, shift)
    this.cost.measure.totalTokens += state.tokens
    this.detectors.forEach((d, i) => d.absorb!(state.rules[i], shift))
    this.verification.absorb(state.verification, shift)
    this.position += state.events
  }

  /**
   * Ends the session: the rules give their causes. Returns the evidence events that were kept
   * by reference (position and origin, in position order); pass them to `finish` in full.
   */
  end(): { position: number; origin: Origin | undefined }[] {
    if (this.ended) throw new Error('SessionDiagnoser.end() called twice')
    this.ended = []
    this.cost.settle()
    for (const { detector, finish } of this.detectors) {
      for (const cause of finish()) this.ended.push({ detector, cause })
    }
    const refs = new Map<number, { position: number; origin: Origin | undefined }>()
    for (const { cause } of this.ended) {
      for (const e of cause.evidence) if (!(e instanceof EngineEvent)) refs.set(e.position, e)
    }
    return [...refs.values()].sort((a, b) => a.position - b.position)
  }

  /**
   * The diagnosis of the events pushed so far. Call once, after `end` when evidence was kept by
   * reference, with those events by position.
   */
  finish(
    resolved?: ReadonlyMap<number, { raw: JsonObject; origin?: Origin }>,
    options: {
      /**
       * False: leave the causal graph empty in the diagnosis, for the caller to take it with
       * `visitGraph` (without making its objects).
       */
      graph?: boolean
    } = {},
  ): Diagnosis {
    if (this.finished) throw new Error('SessionDiagnoser.finish() called twice')
    if (!this.ended) this.end()
    this.finished = true
    const toEvent = (e: Evidence): EngineEvent => {
      if (e instanceof EngineEvent) return e
      const got = resolved?.get(e.position)
      if (!got) throw new Error(`evidence event at position ${e.position} was not provided`)
      return new EngineEvent(got.raw, eventType(got.raw), e.position, got.origin ?? e.origin)
    }
    const found: Found[] = this.ended!.map(({ detector, cause }) => ({
      detector,
      cause: { ...cause, evidence: cause.evidence.map(toEvent) },
    }))
    this.positions = found.map(({ cause }) => cause.evidence.map((e) => e.position))
    this.found = found

    // Dimension scores: the last cause of each type sets its penalty; of types that share a
    // dimension (agents: a loop and a provider that kept failing), the lower score holds.
    const scores = {} as Record<Dimension, number>
    const setBy = new Map<Dimension, string>()
    for (const { dimension } of this.preset.dimensions) scores[dimension] = 100
    for (const { detector, cause } of found) {
      const dimension = detector.meta.dimension as Dimension
      const score = Math.max(0, 100 - cause.penalty)
      const by = setBy.get(dimension)
      scores[dimension] = by === undefined || by === detector.meta.type ? score : Math.min(scores[dimension], score)
      setBy.set(dimension, detector.meta.type)
    }
    let weighted = 0
    for (const { dimension, weight } of this.preset.dimensions) weighted += scores[dimension] * weight
    const weightedTrust = Math.min(100, Math.max(0, roundHalfEven(weighted)))

    const failureCauses: FailureCause[] = found.map(({ detector, cause }) => ({
      type: detector.meta.type,
      severity: cause.severity,
      evidence: cause.evidence.map((e) => e.normalized()),
      causal_chain: [...(cause.chain ?? detector.meta.chain)],
      impact_score: -cause.penalty,
      impact: -cause.penalty,
      description: cause.description,
      evidence_origins: cause.evidence.map((e) => originOf(e.origin)),
    }))

    const readiness = readinessOf(weightedTrust, failureCauses)
    return {
      trust_score: this.preset.banded ? bandedTrust(weightedTrust, readiness) : weightedTrust,
      readiness_level: readiness,
      scores,
      failure_causes: failureCauses,
      primary_diagnosis: primaryOf(failureCauses),
      evidence_summary: this.evidenceSummary(),
      cost_analysis: this.costAnalysis(found, scores),
      causal_graph: options.graph === false ? { nodes: [], edges: [] } : this.causalGraph(),
      recommendations: recommendationsOf(found),
    }
  }

  private evidenceSummary(): EvidenceSummary {
    const c = (t: string) => this.byType.get(t)?.count ?? 0
    return {
      event_count: this.position,
      event_counts: Object.fromEntries([...this.byType].map(([type, { count }]) => [type, count])),
      tool_calls: c('tool_call'),
      tool_outputs: c('tool_output'),
      memory_events: c('memory_event'),
      retries: c('retry_event'),
      errors: c('error_event'),
      state_transitions: c('state_transition'),
    }
  }

  private costAnalysis(found: Found[], scores: Record<Dimension, number>): CostAnalysis {
    const { totalTokens: t, toolCalls, duplicateCalls: d } = this.cost.measure
    const redundancy = Math.min(100, Math.max(0, roundHalfEven((100 * d) / Math.max(1, toolCalls))))
    const costCause = found.find((f) => f.detector.meta.type === 'cost_explosion')
    return {
      total_tokens: t,
      duplicate_calls: d,
      redundancy_score: redundancy,
      // One cost efficiency per report where the preset says so: its cost dimension's score.
      cost_efficiency:
        this.preset.costEfficiency === 'score' && scores.cost_efficiency !== undefined
          ? scores.cost_efficiency
          : 100 - redundancy,
      token_waste: Math.min(t, 1000 * d + 120 * (costCause ? costCause.cause.penalty : 0)),
    }
  }

  private causalGraph(): CausalGraph {
    const nodes: GraphNode[] = []
    const edges: GraphEdge[] = []
    this.visitGraph({
      node: (id, type, label) => nodes.push({ id, type, label }),
      edge: (from, to, relation) => edges.push({ from, to, relation }),
    })
    return { nodes, edges }
  }

  /** After `finish`: the causal graph of the diagnosis, node by node and edge by edge. */
  visitGraph(to: GraphVisitor): void {
    const found = this.found
    if (!found) throw new Error('SessionDiagnoser.visitGraph() called before finish()')
    if (this.graphMode === 'none') return
    if (this.graphMode === 'full') {
      for (const n of this.allNodes) to.node(n.id, n.type, n.label)
      for (let i = 1; i < this.allNodes.length; i++) to.edge(this.allNodes[i - 1].id, this.allNodes[i].id, 'precedes')
    } else {
      // Only the evidence events, in event order, and the `precedes` edges among them.
      const byPosition = new Map<number, EngineEvent>()
      for (const { cause } of found) for (const e of cause.evidence) byPosition.set(e.position, e)
      const events = [...byPosition.values()].sort((a, b) => a.position - b.position)
      for (let i = 0; i < events.length; i++) {
        const e = events[i]
        to.node(e.id, e.type, label(e))
        const prev = events[i - 1]
        if (prev && prev.position === e.position - 1) to.edge(prev.id, e.id, 'precedes')
      }
    }
    for (const { detector, cause } of found) {
      const failureId = `failure_${detector.meta.type}`
      to.node(failureId, 'failure', detector.meta.type)
      for (const e of cause.evidence) to.edge(e.id, failureId, 'causes')
      for (let i = 1; i < cause.evidence.length; i++)
        to.edge(cause.evidence[i - 1].id, cause.evidence[i].id, 'reinforces')
    }
  }
}

/** An origin with its keys in one order: line, index, span_id, id. */
function originOf(o: Origin | undefined): Origin {
  if (!o) return {}
  return {
    ...(o.line !== undefined ? { line: o.line } : {}),
    ...(o.index !== undefined ? { index: o.index } : {}),
    ...(o.span_id !== undefined ? { span_id: o.span_id } : {}),
    ...(o.id !== undefined ? { id: o.id } : {}),
  }
}

export function readinessOf(trust: number, causes: { severity: Severity }[]): Readiness {
  if (trust < 60 || causes.some((c) => c.severity === 'critical')) return 'unsafe_for_production'
  if (trust < 80 || causes.some((c) => c.severity === 'high')) return 'review_recommended'
  return 'ready_for_runtime'
}

/**
 * The weighted trust score placed on the band of its readiness level, for presets whose score
 * and readiness agree by construction (`Preset.banded`): `unsafe_for_production` scores 0-59,
 * `review_recommended` 60-79, `ready_for_runtime` 80-100. Readiness comes from the weighted
 * score and the causes' severities (`readinessOf`), so a level holds weighted scores of a known
 * range: an unsafe run any (0-100: a critical cause makes a run unsafe whatever its score), a
 * run to review 60-100 (a high cause), a ready run 80-100. Each range is laid on the level's band
 * so that within a level a run whose causes weigh more scores lower, and no score reads better
 * than its level: an unsafe run weighted 60 or more (made unsafe by a critical cause) keeps one
 * point per point (`w - 41`: 19-59), where runs that failed outright are told apart, and one
 * weighted under 60 is laid on 0-18 (`w * 18 / 59`); a run to review scores
 * `60 + (w - 60) * 19 / 40`; a ready run `w`.
 */
export function bandedTrust(weighted: number, readiness: Readiness): number {
  if (readiness === 'unsafe_for_production')
    return weighted >= 60 ? Math.min(59, weighted - 41) : roundHalfEven((weighted * 18) / 59)
  if (readiness === 'review_recommended')
    return Math.min(79, Math.max(60, 60 + roundHalfEven(((weighted - 60) * 19) / 40)))
  return weighted
}

/** The cause with the largest penalty; ties go to the first in detector order. */
export function primaryOf(causes: FailureCause[]): PrimaryDiagnosis {
  let best: FailureCause | undefined
  for (const c of causes) if (!best || -c.impact_score > -best.impact_score) best = c
  if (!best) return { root_cause_failure_type: null, causal_chain_explanation: NO_FAILURE_EXPLANATION }
  return {
    root_cause_failure_type: best.type,
    causal_chain_explanation: best.causal_chain.join(' -> '),
    severity: best.severity,
    description: best.description,
  }
}

function recommendationsOf(found: Found[]): Recommendation[] {
  const out: Recommendation[] = []
  for (const { detector, cause } of found) {
    const existing = out.find((r) => r.failure_type === detector.meta.type)
    if (existing) {
      if (SEVERITY_RANK[cause.severity] > SEVERITY_RANK[existing.severity]) existing.severity = cause.severity
      continue
    }
    out.push({
      failure_type: detector.meta.type,
      dimension: detector.meta.dimension,
      severity: cause.severity,
      remediation: cause.remediation ?? detector.meta.remediation,
    })
  }
  return out
}

export const SEVERITY_RANK: Record<Severity, number> = { low: 0, medium: 1, high: 2, critical: 3 }

/** Diagnose a whole session held in memory. */
export function diagnose(events: Iterable<JsonObject>, options?: EngineOptions): Diagnosis {
  const d = new SessionDiagnoser(options)
  for (const e of events) d.push(e)
  return d.finish()
}
