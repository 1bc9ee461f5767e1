/**
 * Spans of one or more traces (OpenTelemetry GenAI, OpenAI Agents SDK): kept as they come (a few
 * fields each) and handed back at the end a trace at a time, traces in the order they first came,
 * each trace's spans in time order. Pure.
 */
export class TraceSpans<S extends { trace: string; order: number }> {
  private readonly spans: S[] = []
  private readonly traces: string[] = []
  private readonly seen = new Set<string>()

  /** The spans so far: the next span's order. */
  get count(): number {
    return this.spans.length
  }

  /** A trace, known before (or without) its spans. */
  trace(id: string): void {
    if (!this.seen.has(id)) {
      this.seen.add(id)
      this.traces.push(id)
    }
  }

  add(span: S): void {
    this.trace(span.trace)
    this.spans.push(span)
  }

  /**
   * Each trace's spans, sorted by `byTime` and then in the order they came; the session is the
   * trace id when the file holds several traces.
   */
  byTrace(byTime: (a: S, b: S) => number): { session: string | undefined; spans: S[] }[] {
    const many = this.traces.length > 1
    const by = new Map<string, S[]>()
    for (const t of this.traces) by.set(t, [])
    for (const s of this.spans) by.get(s.trace)!.push(s)
    return this.traces.map((t) => ({
      session: many ? t : undefined,
      spans: by.get(t)!.sort((a, b) => byTime(a, b) || a.order - b.order),
    }))
  }
}
