/**
 * A detector is a rule in the manner of ESLint's: `meta` says what it finds and where the
 * penalty lands, `create` is called once per session and returns handlers keyed by event type.
 * The engine owns iteration, ordering and scoring; a detector only looks and reports.
 */
import type { z } from 'zod'
import type { Dimension, FailureType, PresetId, Severity } from '../../core/vocabulary.js'
import type { CallIndex } from '../calls.js'
import type { CostMeasure } from '../cost.js'
import {
  fromPlain,
  toPlain,
  type EngineEvent,
  type EventRef,
  type Evidence,
  type PlainEvent,
  type Shift,
} from '../../core/events.js'

export type { Dimension, FailureType, Severity }

export type { EventRef, Evidence }

/** What a detector hands back: the engine adds the causal chain and the impact fields. */
export interface DetectedCause {
  severity: Severity
  /** The penalty, a positive number; the cause's `impact_score` is its negative. */
  penalty: number
  evidence: Evidence[]
  description: string
  /**
   * Remediation in the run's own terms (e.g. naming the provider error), when the rule can say
   * more than `meta.remediation`; the first cause of a type that has one sets its recommendation.
   */
  remediation?: string
  /**
   * The causal chain of this cause, when it differs from the rule's usual `meta.chain` (a run
   * that failed on provider errors rather than on a step of its own).
   */
  chain?: readonly string[]
}

export type Handler = (event: EngineEvent) => void

export interface DetectorInstance {
  /** Handlers for the event types this detector looks at, called in event order. */
  on: Partial<Record<string, Handler>>
  /** Called after the last event; returns the causes in the order they are reported. */
  finish(): DetectedCause[]
  /**
   * For diagnosing one long session in parts at once: the rule's state as plain data, and taking
   * in the state of the part that follows this one. Rules whose state is order-free aggregates
   * and lists in event order have both; a rule without them keeps its session in one part.
   */
  save?(): unknown
  absorb?(state: unknown, shift: Shift): void
}

export interface DetectorMeta<O> {
  /** The rule's id: the name of its page, docs/rules/<id>.md. */
  id: string
  /** The preset the rule was written for (a preset may also use rules of another). */
  preset: PresetId
  /** The rule's page, from the repository's root. */
  docs: string
  type: FailureType
  dimension: Dimension
  weight: number
  /** The largest penalty the rule can give. */
  maxPenalty: number
  chain: readonly string[]
  /** The rule's options with the reference model's thresholds as defaults; a policy may override them. */
  options: z.ZodType<O>
  /** The options' defaults, from `options`. */
  defaults: O
  /** Remediation, in the project's words: what to look at when this cause is found. */
  remediation: string
}

/** A rule from its definition: its page and its default options follow from its id and options. */
export function defineRule<O extends object>(rule: {
  meta: Omit<DetectorMeta<O>, 'docs' | 'defaults'>
  create(options: O, ctx: SessionContext): DetectorInstance
}): Detector<O> {
  const { meta } = rule
  return {
    meta: { ...meta, docs: `docs/rules/${meta.id}.md`, defaults: meta.options.parse({}) },
    create: rule.create,
  }
}

/** What the engine measures for every session and shares with the rules. */
export interface SessionContext {
  /** Final when `finish` is called. */
  cost: CostMeasure
  /** Every tool call of the session, grouped; complete when `finish` is called. */
  calls: CallIndex
}

export interface Detector<O extends object = Record<string, number>> {
  meta: DetectorMeta<O>
  create(options: O, ctx: SessionContext): DetectorInstance
}

/** A handler-less view used by the registry, which does not know each rule's option type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDetector = Detector<any>

/** Counts matching events, keeping them as evidence; its state saves and merges as a list. */
export function collector(match: (e: EngineEvent) => boolean): {
  matched: EngineEvent[]
  handler: Handler
  save: () => PlainEvent[]
  absorb: (state: unknown, shift: Shift) => void
} {
  const matched: EngineEvent[] = []
  return {
    matched,
    handler: (e) => {
      if (match(e)) matched.push(e)
    },
    save: () => matched.map(toPlain),
    absorb: (state, shift) => {
      for (const p of state as PlainEvent[]) matched.push(fromPlain(p, shift))
    },
  }
}
