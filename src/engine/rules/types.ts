/**
 * A detector is a rule in the manner of ESLint's: `meta` says what it finds and where the
 * penalty lands, `create` is called once per session and returns handlers keyed by event type.
 * The engine owns iteration, ordering and scoring; a detector only looks and reports.
 */
import {
  CHAIN_OF,
  dimensionOf,
  type Dimension,
  type FailureType,
  type PresetId,
  type Severity,
} from '../../core/vocabulary.js'
import type { CallIndex } from '../calls.js'
import type { VerificationTracker } from '../verification.js'
import { REMEDIATION_OF } from './remediation.js'
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
   * For diagnosing one long session in two parts at once: the rule's state as plain data, and
   * taking in the state of the part that follows this one (the session's last). Rules whose state
   * is order-free aggregates and lists in event order have both; a rule without them keeps its
   * session in one part.
   */
  save?(): unknown
  absorb?(state: unknown, shift: Shift): void
  /**
   * For a rule that follows runs of consecutive events (a boundary state that an event carries
   * to the next: the open run of identical calls, the last call still awaiting its result), in
   * the session's last part read on its own (`ctx.laterPart`): whether the boundary state is now
   * the one it would be had the earlier part been read first, whatever that part held. Once true,
   * it stays true. The events up to that moment (the part's lead) are read again, after the
   * earlier part, by the rule of that part; so at that moment `restart` forgets what the rule
   * found so far and keeps only its boundary state, `save` ends the session's open runs and gives
   * what was found after the lead, and `absorb` takes that in, its own boundary state superseded.
   * Such a rule must not read `ctx` in its handlers (the lead reaches only the rules).
   */
  synced?(): boolean
  restart?(): void
}

export interface DetectorMeta<O> {
  /** The rule's id: the name of its page, docs/rules/<id>.md (the type, after the preset's name but for critiqor). */
  id: string
  /** The preset the rule was written for (a preset may also use rules of another). */
  preset: PresetId
  /** The rule's page, from the repository's root. */
  docs: string
  type: FailureType
  /** The dimension the type's penalty falls on (core/vocabulary.ts). */
  dimension: Dimension
  /** The dimension's weight in the reference model (its rules); other presets weigh dimensions in their table. */
  weight?: number
  /** The largest penalty the rule can give. */
  maxPenalty: number
  /** The causal chain of the type (core/vocabulary.ts). */
  chain: readonly string[]
  /** The rule's options with the reference model's thresholds as defaults; a policy may override them. */
  options: RuleOptions<O>
  /** The options' defaults, from `options`. */
  defaults: O
  /** Remediation, in the project's words: what to look at when this cause is found. */
  remediation: string
}

/** A count or threshold option: a number of at least 0. */
export interface AmountOption {
  kind: 'amount'
  default: number
  description?: string
}

/** A list-of-words option. */
export interface WordsOption {
  kind: 'words'
  default: readonly string[]
  description: string
}

export type RuleOption = AmountOption | WordsOption

/** The values of options described so. */
export type OptionValues<S extends Record<string, RuleOption>> = {
  [K in keyof S]: S[K] extends WordsOption ? string[] : number
}

/**
 * A rule's options: each option's kind, default and meaning, in order, as plain data. The policy
 * file's schema is made from them (src/policy/policy-file.ts, `ruleOptionsSchema`), where a
 * policy's options are checked: a thread that diagnoses needs only their defaults.
 */
export interface RuleOptions<O> {
  readonly shape: Readonly<Record<string, RuleOption>>
  /** Only for the type of the options' values; never set. */
  readonly values?: O
}

/** Options described by their shape (`amount` and `words` options); no other key is taken. */
export function ruleOptions<S extends Record<string, RuleOption>>(shape: S): RuleOptions<OptionValues<S>> {
  return { shape }
}

/** Some of the options, in the order named. */
export function pickOptions<O, K extends keyof O & string>(
  options: RuleOptions<O>,
  keys: readonly K[],
): RuleOptions<Pick<O, K>> {
  return { shape: Object.fromEntries(keys.map((k) => [k, options.shape[k]])) }
}

/** The options but those named, in their order. */
export function omitOptions<O, K extends keyof O & string>(
  options: RuleOptions<O>,
  keys: readonly K[],
): RuleOptions<Omit<O, K>> {
  const left = Object.entries(options.shape).filter(([k]) => !(keys as readonly string[]).includes(k))
  return { shape: Object.fromEntries(left) }
}

/** A rule's default options (a list each time a copy). */
export function defaultsOf<O>(options: RuleOptions<O>): O {
  const out: Record<string, unknown> = {}
  for (const [key, option] of Object.entries(options.shape))
    out[key] = option.kind === 'words' ? [...option.default] : option.default
  return out as O
}

/**
 * A rule from its definition: its id and page follow from its preset and type, its dimension and
 * causal chain from its type, its default options from its options.
 */
export function defineRule<O extends object>(rule: {
  meta: Omit<DetectorMeta<O>, 'id' | 'docs' | 'dimension' | 'chain' | 'defaults' | 'remediation'> & {
    /** What to look at when the rule finds a cause, when it says more than its type's (remediation.ts). */
    remediation?: string
  }
  create(options: O, ctx: SessionContext): DetectorInstance
}): Detector<O> {
  const { meta } = rule
  const id = meta.preset === 'critiqor' ? meta.type : `${meta.preset}-${meta.type}`
  return {
    meta: {
      id,
      preset: meta.preset,
      docs: `docs/rules/${id}.md`,
      type: meta.type,
      dimension: dimensionOf(meta.type),
      ...(meta.weight !== undefined ? { weight: meta.weight } : {}),
      maxPenalty: meta.maxPenalty,
      chain: CHAIN_OF[meta.type],
      options: meta.options,
      defaults: defaultsOf(meta.options),
      remediation: meta.remediation ?? REMEDIATION_OF[meta.type],
    },
    create: rule.create,
  }
}

/**
 * A rule that collects the events of one type that a test matches, all of them evidence: a cause
 * when there is one, high from `highCount` matches on, its penalty `base + per × matches` up to
 * the rule's `maxPenalty`.
 */
export function countingRule<O extends { highCount: number }>(rule: {
  meta: Parameters<typeof defineRule<O>>[0]['meta']
  eventType: string
  matches: (options: O) => (e: EngineEvent) => boolean
  penalty: { base: number; per: number }
  description: (n: number) => string
}): Detector<O> {
  const { base, per } = rule.penalty
  return defineRule<O>({
    meta: rule.meta,
    create(options) {
      const { matched, handler, save, absorb } = collector(rule.matches(options))
      return {
        on: { [rule.eventType]: handler },
        save,
        absorb,
        finish() {
          const n = matched.length
          if (n === 0) return []
          return [
            {
              severity: n >= options.highCount ? 'high' : 'medium',
              penalty: Math.min(rule.meta.maxPenalty, base + per * n),
              evidence: matched,
              description: rule.description(n),
            },
          ]
        },
      }
    },
  })
}

/** A count or threshold option: a number of at least 0, with its default and what it means. */
export function amount(defaultValue: number, description?: string): AmountOption {
  return { kind: 'amount', default: defaultValue, ...(description === undefined ? {} : { description }) }
}

/** What the engine measures for every session and shares with the rules. */
export interface SessionContext {
  /** Final when `finish` is called. */
  cost: CostMeasure
  /** Every tool call of the session, grouped; complete when `finish` is called. */
  calls: CallIndex
  /**
   * This is the last part of a session read in two parts at once: what the rule keeps must merge
   * exactly with the earlier part's (e.g. counts of every name, not of the first few).
   */
  laterPart?: boolean
  /** What the session changed and which checks it ran (proof of work); complete when `finish` is called. */
  verification?: VerificationTracker
}

export { PartDoesNotMerge } from '../part-error.js'

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

/** A list-of-words option, with its default and what it means. */
export function words(defaults: string[], description: string): WordsOption {
  return { kind: 'words', default: defaults, description }
}
