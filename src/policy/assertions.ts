/**
 * Assertions of the policy file: what a session must show, checked in the manner of Lighthouse
 * CI's assertions (`off | warn | error`, or `[level, options]`).
 *
 * Pure: the facts a session showed (counted from its flat events by `FactCollector`), its
 * diagnosis and what the workspace holds (resolved at the edge into `FileFacts`) go in; results
 * with operator, expected and actual come out. No fs, no clock, no env.
 */
import { posix, win32 } from 'node:path'
import { normalizePath } from '../core/text.js'
import { effectiveTokens, FactCollector, UNNAMED_TOOL, type SessionFacts } from '../engine/facts.js'
import type { JsonValue } from '../core/vocabulary.js'

export type { JsonValue }
import { READINESS_LEVELS, type Readiness } from '../engine/diagnose.js'

export const LEVELS = ['off', 'warn', 'error'] as const
export type Level = (typeof LEVELS)[number]
/** A level that checks something: `off` removes the assertion. */
export type ActiveLevel = Exclude<Level, 'off'>

/** How a run ended, as the adapters report it in `process_end`. */
export const END_STATUSES = ['completed', 'error', 'aborted', 'max_turns', 'incomplete'] as const

/** Why a path given in the policy is not a path inside the workspace; undefined when it is. */
export function pathEscapes(p: string): string | undefined {
  if (posix.isAbsolute(p) || win32.isAbsolute(p)) return 'an absolute path'
  const n = posix.normalize(p.replace(/\\/g, '/'))
  if (n === '..' || n.startsWith('../')) return 'it leads out of the workspace'
  return undefined
}

/**
 * The kinds of assertion, in the order of their options (ASSERTION_OPTIONS, src/policy/assertion-options.ts,
 * with zod: loaded to read a policy file; a test holds the two the same).
 */
export const ASSERTION_KINDS = [
  'final_response_present',
  'tool_call_count',
  'tool_not_called',
  'file_exists',
  'file_contains',
  'status_is',
  'max_effective_tokens',
  'max_failed_tool_calls',
  'min_trust_score',
  'readiness_at_least',
] as const
export type AssertionKind = (typeof ASSERTION_KINDS)[number]

const KINDS: ReadonlySet<string> = new Set(ASSERTION_KINDS)

export function isAssertionKind(x: string): x is AssertionKind {
  return KINDS.has(x)
}

/** The kind an assertion id names: `tool_call_count` or `tool_call_count:bash`. */
export function kindOfId(id: string): string {
  const i = id.indexOf(':')
  return i === -1 ? id : id.slice(0, i)
}

/** One assertion as the policy gives it, with its level. */
export interface AssertionSpec {
  /** The key in the policy: the kind, optionally with `:label` to have several of a kind. */
  id: string
  kind: AssertionKind
  level: Level
  options: Record<string, unknown>
}

/** A group of assertions: for every session (`files` null) or the sessions a glob matches. */
export interface AssertionRule {
  files: readonly string[] | null
  assertions: readonly AssertionSpec[]
}

/** Names a session may be matched by: its path and, for a session within a file, `path#session`. */
export function matchNames(path: string, session?: string): string[] {
  return session === undefined ? [path] : [path, `${path}#${session}`]
}

// ---------------------------------------------------------------------------------------------
// Facts

export { effectiveTokens, FactCollector, UNNAMED_TOOL, type SessionFacts }

/** Calls to one tool; 0 for a tool never called (whatever its name). */
export function callsTo(f: SessionFacts, tool: string): number {
  return Object.hasOwn(f.tool_calls_by_name, tool) ? f.tool_calls_by_name[tool] : 0
}

/** What one workspace path holds, found at the edge. */
export type FileFact =
  | { state: 'file'; text?: string }
  | { state: 'missing' }
  | { state: 'not_a_file' }
  | { state: 'outside' }
  | { state: 'too_large' }

/** The workspace paths the assertions name, by normalized path. */
export type FileFacts = ReadonlyMap<string, FileFact>

/** The workspace paths that the rules name, normalized and sorted; `read` when their text is needed. */
export function filesNeeded(rules: readonly AssertionRule[]): { path: string; read: boolean }[] {
  const out = new Map<string, boolean>()
  for (const r of rules) {
    for (const a of r.assertions) {
      if (a.level === 'off' || (a.kind !== 'file_exists' && a.kind !== 'file_contains')) continue
      const p = normalizePath(String(a.options.path))
      out.set(p, (out.get(p) ?? false) || a.kind === 'file_contains')
    }
  }
  return [...out.keys()].sort().map((path) => ({ path, read: out.get(path)! }))
}

/** Does any rule need the facts of the trace itself (tool calls, tokens, how it ended)? */
export function needsTraceFacts(rules: readonly AssertionRule[]): boolean {
  const fromTrace = new Set<AssertionKind>([
    'final_response_present',
    'tool_call_count',
    'tool_not_called',
    'status_is',
    'max_effective_tokens',
    'max_failed_tool_calls',
  ])
  return rules.some((r) => r.assertions.some((a) => a.level !== 'off' && fromTrace.has(a.kind)))
}

// ---------------------------------------------------------------------------------------------
// Evaluation

export const OPERATORS = ['==', '>=', '<=', 'between', 'present', 'exists', 'contains', 'at_least'] as const
export type Operator = (typeof OPERATORS)[number]

export interface AssertionResult {
  id: string
  kind: AssertionKind
  level: ActiveLevel
  /** What was measured, in words: "calls to Bash", "trust score", a workspace path. */
  subject: string
  operator: Operator
  expected: JsonValue
  actual: JsonValue
  passed: boolean
}

/** What the evaluation needs of a session. */
export interface AssertedSession {
  diagnosis: { trust_score: number; readiness_level: Readiness }
  /** Null when the trace was not read for facts (for instance in a merge of reports). */
  facts: SessionFacts | null
}

const rankOf = (r: Readiness) => READINESS_LEVELS.indexOf(r)

/** Evaluate the assertions on one session. Pure. */
export function evaluateAssertions(
  specs: readonly AssertionSpec[],
  s: AssertedSession,
  files: FileFacts,
): AssertionResult[] {
  const out: AssertionResult[] = []
  for (const a of specs) {
    if (a.level === 'off') continue
    out.push({ id: a.id, kind: a.kind, level: a.level, ...check(a, s, files) })
  }
  return out
}

type Checked = Pick<AssertionResult, 'subject' | 'operator' | 'expected' | 'actual' | 'passed'>

function check(a: AssertionSpec, s: AssertedSession, files: FileFacts): Checked {
  const o = a.options
  const f = s.facts
  const unknown = (subject: string, operator: Operator, expected: JsonValue): Checked => ({
    subject,
    operator,
    expected,
    actual: null,
    passed: false,
  })
  // A count that may be at most `max`; unknown without the session's facts.
  const atMost = (subject: string, max: number, actual: number | undefined): Checked =>
    actual === undefined
      ? unknown(subject, '<=', max)
      : { subject, operator: '<=', expected: max, actual, passed: actual <= max }
  switch (a.kind) {
    case 'final_response_present': {
      if (!f) return unknown('final response', 'present', true)
      const present = f.end_status === 'completed'
      return { subject: 'final response', operator: 'present', expected: true, actual: present, passed: present }
    }
    case 'tool_call_count': {
      const tool = o.tool as string | undefined
      const subject = tool === undefined ? 'tool calls' : `calls to ${tool}`
      const min = o.min as number | undefined
      const max = o.max as number | undefined
      const equals = o.equals as number | undefined
      const [operator, expected]: [Operator, JsonValue] =
        equals !== undefined
          ? ['==', equals]
          : min !== undefined && max !== undefined
            ? ['between', [min, max]]
            : min !== undefined
              ? ['>=', min]
              : ['<=', max!]
      if (!f) return unknown(subject, operator, expected)
      const n = tool === undefined ? f.tool_calls : callsTo(f, tool)
      const passed =
        (equals === undefined || n === equals) && (min === undefined || n >= min) && (max === undefined || n <= max)
      return { subject, operator, expected, actual: n, passed }
    }
    case 'tool_not_called': {
      const tool = o.tool as string
      const subject = `calls to ${tool}`
      if (!f) return unknown(subject, '==', 0)
      const n = callsTo(f, tool)
      return { subject, operator: '==', expected: 0, actual: n, passed: n === 0 }
    }
    case 'file_exists': {
      const path = normalizePath(String(o.path))
      const fact = files.get(path)
      const actual = fact ? describeFile(fact) : 'not checked'
      return { subject: path, operator: 'exists', expected: 'file', actual, passed: fact?.state === 'file' }
    }
    case 'file_contains': {
      const path = normalizePath(String(o.path))
      const text = String(o.text)
      const fact = files.get(path)
      if (fact?.state === 'file' && fact.text !== undefined) {
        const found = fact.text.includes(text)
        return {
          subject: path,
          operator: 'contains',
          expected: text,
          actual: found ? 'found' : 'not found',
          passed: found,
        }
      }
      return {
        subject: path,
        operator: 'contains',
        expected: text,
        actual: fact ? describeFile(fact) : 'not checked',
        passed: false,
      }
    }
    case 'status_is': {
      const expected = String(o.status)
      if (!f) return unknown('how the run ended', '==', expected)
      return {
        subject: 'how the run ended',
        operator: '==',
        expected,
        actual: f.end_status,
        passed: f.end_status === expected,
      }
    }
    case 'max_effective_tokens':
      return atMost('effective tokens', o.max as number, f?.effective_tokens)
    case 'max_failed_tool_calls':
      return atMost('failed tool calls', o.max as number, f?.failed_tool_calls)
    case 'min_trust_score': {
      const min = o.min as number
      const t = s.diagnosis.trust_score
      return { subject: 'trust score', operator: '>=', expected: min, actual: t, passed: t >= min }
    }
    case 'readiness_at_least': {
      const level = o.level as Readiness
      const r = s.diagnosis.readiness_level
      return {
        subject: 'readiness',
        operator: 'at_least',
        expected: level,
        actual: r,
        passed: rankOf(r) <= rankOf(level),
      }
    }
  }
}

function describeFile(f: FileFact): string {
  switch (f.state) {
    case 'file':
      return 'file'
    case 'missing':
      return 'missing'
    case 'not_a_file':
      return 'not a regular file'
    case 'outside':
      return 'outside the workspace'
    case 'too_large':
      return 'too large to read'
  }
}

// ---------------------------------------------------------------------------------------------
// Words

function show(v: JsonValue): string {
  if (v === null) return 'nothing'
  if (Array.isArray(v)) return v.join(' and ')
  if (typeof v === 'string') return /^[\w.:/@-]+$/.test(v) ? v : JSON.stringify(v)
  return String(v)
}

const OPERATOR_WORDS: Record<Operator, string> = {
  '==': '=',
  '>=': '>=',
  '<=': '<=',
  between: 'between',
  present: 'present',
  exists: 'exists',
  contains: 'contains',
  at_least: 'at least',
}

/** What the assertion expects, in a few words: "calls to Bash <= 20". */
export function expectation(r: Pick<AssertionResult, 'kind' | 'subject' | 'operator' | 'expected'>): string {
  // A path is shown as a value (quoted when it has spaces); other subjects are words.
  const subject = r.kind === 'file_exists' || r.kind === 'file_contains' ? show(r.subject) : r.subject
  if (r.operator === 'present') return `${subject} present`
  if (r.operator === 'exists') return `${subject} exists as a file`
  return `${subject} ${OPERATOR_WORDS[r.operator]} ${show(r.expected)}`
}

/** What was found, in words: "2", "none", "text not found", "missing". */
export function actualWords(r: Pick<AssertionResult, 'operator' | 'actual'>): string {
  if (r.operator === 'present') return r.actual === true ? 'present' : r.actual === false ? 'none' : 'unknown'
  if (r.operator === 'contains' && (r.actual === 'found' || r.actual === 'not found')) return `text ${r.actual}`
  if (r.operator === 'exists' && r.actual === 'file') return 'a file'
  return show(r.actual)
}

/** One line for a checklist: "tool_call_count:bash: calls to Bash <= 20 (actual: 7)". */
export function assertionText(r: AssertionResult): string {
  return `${r.id}: ${expectation(r)} (actual: ${actualWords(r)})`
}

/** Why a failed assertion fails, as a sentence: "assertion x failed: expected calls to Bash <= 20, found 25". */
export function assertionFailure(r: AssertionResult): string {
  return `assertion ${r.id} failed: expected ${expectation(r)}, found ${actualWords(r)}`
}

export interface ChecklistItem {
  id: string
  level: ActiveLevel
  passed: boolean
  /** One line, plain text (the renderer escapes it). */
  text: string
}

/** A session's assertions as checklist items, in the policy's order. */
export function sessionChecklist(s: { assertions?: readonly AssertionResult[] }): ChecklistItem[] {
  return (s.assertions ?? []).map((r) => ({ id: r.id, level: r.level, passed: r.passed, text: assertionText(r) }))
}
