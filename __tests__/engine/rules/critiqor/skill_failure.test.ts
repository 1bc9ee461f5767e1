import { describe, expect, it } from '@jest/globals'
import { expectRows, type Row } from './helpers.js'

const skill = (fields: Record<string, unknown>) => ({ event: 'skill_event', skill: 's', ...fields })

const rows: Row[] = [
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

describe('skill_failure', () => {
  it('follows the reference table', () => expectRows('skill_failure', rows, expect))
})
