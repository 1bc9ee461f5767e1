/**
 * The reference model's skill_failure table: the reference rule follows it, and so does the
 * agents preset's rule, which only adds team members never asked.
 */
/** A row both tables take: the events, and the causes as [severity, impact_score]. */
interface ReferenceRow {
  name: string
  events: Record<string, unknown>[]
  causes: [string, number][]
}

export const skill = (fields: Record<string, unknown>) => ({ event: 'skill_event', skill: 's', ...fields })

export const REFERENCE_ROWS: ReferenceRow[] = [
  { name: 'an invoked skill is fine', events: [skill({ invoked: true, status: 'ok' })], causes: [] },
  { name: 'invoked false: medium, 8+6', events: [skill({ invoked: false })], causes: [['medium', -14]] },
  { name: 'invoked 0 is not the boolean false', events: [skill({ invoked: 0 })], causes: [] },
  {
    name: 'ignored, mismatch, failed, any case',
    events: [skill({ status: 'IGNORED' }), skill({ status: 'Mismatch' }), skill({ status: 'failed' })],
    causes: [['high', -24]],
  },
  {
    name: 'two: high, 8+12',
    events: [skill({ status: 'failed' }), skill({ invoked: false })],
    causes: [['high', -20]],
  },
  { name: 'other statuses are fine', events: [skill({ status: 'error' }), skill({ status: null })], causes: [] },
]
