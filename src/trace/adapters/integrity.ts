/**
 * What adapters tell of a file's integrity, beside its events (src/core/integrity.ts): findings
 * of their own (a record that names another not in the file), the timestamps they read, and the
 * session's own id (for the same session in two files). `IntegrityLog` gathers them per session;
 * `References` is the check every chain format shares: ids seen, ids named, the named ones never
 * seen at the end.
 */
import {
  BACKWARDS_TOLERANCE_MS,
  type IntegrityFinding,
  type IntegrityKind,
  sortFindings,
} from '../../core/integrity.js'
import type { Origin } from '../../core/events.js'
import { cutMasked } from '../../core/secrets.js'

export interface IntegritySink {
  /** A finding about the session (`session` as the events name it; omitted for the file's only one). */
  finding(finding: IntegrityFinding, session?: string): void
  /**
   * A timestamp read (ms). `ordered`: the record was written in order, so a timestamp well before
   * an earlier ordered one is a finding; unordered ones (spans, results written after their
   * batch) only count for the session's first and last time.
   */
  time(ms: number, origin: Origin, session?: string, ordered?: boolean): void
  /**
   * A timestamp read (ms) of a record in a chain: its own id and its parent's. Time is checked
   * going back along parent links, each chain (a branch, a sidechain) on its own, not in file
   * order: an ordered record well before the latest ordered time of its ancestors is a finding.
   * A record whose parent was not read before it starts a chain of its own; one without a time
   * (undefined) passes its parent's on.
   */
  linked(
    ms: number | undefined,
    origin: Origin,
    id: string | undefined,
    parent: string | undefined,
    ordered: boolean,
  ): void
  /** The session's own id in its format (the first one given counts). */
  identity(id: string, session?: string): void
}

/** What was gathered of one session. */
export interface SessionIntegrity {
  findings: IntegrityFinding[]
  /** The earliest and latest timestamps read (ms). */
  first?: number
  last?: number
  /** The session's own id in its format. */
  identity?: string
}

/** At most this many findings of one kind per session; the rest are counted in one more. */
export const MAX_FINDINGS_PER_KIND = 10

interface Gathered {
  findings: IntegrityFinding[]
  extra: Map<IntegrityKind, number>
  first?: number
  last?: number
  /** The latest ordered timestamp, and where. */
  ordered?: Latest
  /** For a chain format: each record's id to the latest ordered timestamp of it and its ancestors. */
  chains?: Map<string, Latest>
  backwards?: { count: number; worst: number; origin: Origin; after?: number }
  identity?: string
}

interface Latest {
  ms: number
  line?: number
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`

/**
 * The latest ordered time after a record at `ms`, given the latest before it: a time well before
 * that one is counted as going back (and leaves it), a later one replaces it.
 */
function later(g: Gathered, before: Latest | undefined, ms: number, origin: Origin): Latest {
  if (before === undefined) return { ms, line: origin.line }
  if (ms < before.ms - BACKWARDS_TOLERANCE_MS) {
    const b = (g.backwards ??= { count: 0, worst: 0, origin, after: before.line })
    b.count++
    b.worst = Math.max(b.worst, before.ms - ms)
    return before
  }
  return ms > before.ms ? { ms, line: origin.line } : before
}

export class IntegrityLog implements IntegritySink {
  private readonly sessions = new Map<string, Gathered>()

  private of(session = ''): Gathered {
    let g = this.sessions.get(session)
    if (!g) this.sessions.set(session, (g = { findings: [], extra: new Map() }))
    return g
  }

  finding(finding: IntegrityFinding, session?: string): void {
    const g = this.of(session)
    if (g.findings.filter((f) => f.kind === finding.kind).length >= MAX_FINDINGS_PER_KIND) {
      g.extra.set(finding.kind, (g.extra.get(finding.kind) ?? 0) + 1)
      return
    }
    g.findings.push(finding)
  }

  time(ms: number, origin: Origin, session?: string, ordered = true): void {
    if (!Number.isFinite(ms)) return
    const g = this.of(session)
    if (g.first === undefined || ms < g.first) g.first = ms
    if (g.last === undefined || ms > g.last) g.last = ms
    if (ordered) g.ordered = later(g, g.ordered, ms, origin)
  }

  linked(
    ms: number | undefined,
    origin: Origin,
    id: string | undefined,
    parent: string | undefined,
    ordered: boolean,
  ): void {
    const g = this.of()
    const chains = (g.chains ??= new Map())
    const before = parent !== undefined ? chains.get(parent) : undefined
    let latest = before
    if (ms !== undefined && Number.isFinite(ms)) {
      if (g.first === undefined || ms < g.first) g.first = ms
      if (g.last === undefined || ms > g.last) g.last = ms
      if (ordered) latest = later(g, before, ms, origin)
    }
    if (id !== undefined && latest !== undefined) chains.set(id, latest)
  }

  identity(id: string, session?: string): void {
    const g = this.of(session)
    g.identity ??= id
  }

  /** The keys of the sessions something was told of. */
  keys(): string[] {
    return [...this.sessions.keys()]
  }

  /** What was gathered of one session (by its key in the events, '' for the unnamed one). */
  result(session = ''): SessionIntegrity {
    const g = this.sessions.get(session)
    if (!g) return { findings: [] }
    const findings = [...g.findings]
    for (const [kind, n] of g.extra) findings.push({ kind, detail: `${n} more of this kind` })
    const b = g.backwards
    if (b) {
      findings.push({
        kind: 'time_backwards',
        detail:
          `a timestamp is ${seconds(b.worst)} before one written earlier${g.chains ? ' in its chain' : ''}` +
          (b.after !== undefined ? ` (line ${b.after})` : '') +
          (b.count > 1 ? `; ${b.count} records go back more than a minute` : ''),
        origin: b.origin,
      })
    }
    return {
      findings: sortFindings(findings),
      ...(g.first !== undefined ? { first: g.first, last: g.last } : {}),
      ...(g.identity !== undefined ? { identity: g.identity } : {}),
    }
  }
}

/**
 * Links between records: each record's own id (`have`) and the ids it names (`want`); at the
 * end, each named id never seen is one finding, at the first record that named it. Order does
 * not matter: a record may name one written after it.
 */
export class References {
  private readonly seen = new Set<string>()
  private readonly wanted = new Map<string, { origin: Origin; session?: string }>()

  have(id: string): void {
    this.seen.add(id)
  }

  want(id: string, origin: Origin, session?: string): void {
    // One seen already is never missing: most records name the one just before them.
    if (this.seen.has(id) || this.wanted.has(id)) return
    this.wanted.set(id, session !== undefined ? { origin, session } : { origin })
  }

  /** Whether an id was seen so far. */
  has(id: string): boolean {
    return this.seen.has(id)
  }

  /** The named ids never seen, in the order first named. */
  missing(): { id: string; origin: Origin; session?: string }[] {
    const out: { id: string; origin: Origin; session?: string }[] = []
    for (const [id, w] of this.wanted) if (!this.seen.has(id)) out.push({ id, ...w })
    return out
  }
}

/** An id from a trace, quoted for a finding: at most 40 characters of it. */
export function quoteId(id: string): string {
  return cutMasked(id, 40, '...')
}

/**
 * The spans of one trace whose parent is not in it. A trace that continues a remote parent (a
 * request from another service) has one such parent and no root of its own: that is no finding.
 * With a root of its own, or more than one absent parent, every span whose parent is absent is one.
 */
export function orphanSpans<S extends { spanId?: string; parentId?: string }>(spans: readonly S[]): S[] {
  const ids = new Set<string>()
  for (const s of spans) if (s.spanId !== undefined) ids.add(s.spanId)
  const orphans = spans.filter((s) => s.parentId !== undefined && !ids.has(s.parentId))
  if (orphans.length === 0) return []
  const hasRoot = spans.some((s) => s.parentId === undefined)
  const absent = new Set(orphans.map((s) => s.parentId))
  return hasRoot || absent.size > 1 ? orphans : []
}

/** Report each orphan span of a trace as an `orphan_span` finding. */
export function reportOrphanSpans<S extends { spanId?: string; parentId?: string; origin: Origin }>(
  sink: IntegritySink,
  spans: readonly S[],
  session?: string,
): void {
  for (const s of orphanSpans(spans)) {
    sink.finding(
      {
        kind: 'orphan_span',
        detail: `span ${quoteId(s.spanId ?? '?')} names parent ${quoteId(s.parentId!)}, which is not in the trace`,
        origin: s.origin,
      },
      session,
    )
  }
}
