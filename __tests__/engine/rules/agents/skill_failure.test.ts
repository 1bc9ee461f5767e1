import { describe, expect, it } from '@jest/globals'
import { agents, expectRows, type Row } from './helpers.js'

const skill = (fields: Record<string, unknown>) => ({ event: 'skill_event', skill: 's', ...fields })
const member = (name: string) => ({
  event: 'skill_event',
  skill: name,
  invoked: false,
  status: 'not_called',
  role: 'team_member',
})

const rows: Row[] = [
  // The reference rule's table holds.
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
  // A team member never asked.
  {
    name: 'one team member never asked: high by itself',
    events: [member('search_agent')],
    causes: [['high', -14]],
    says: [
      'never asked its team member "search_agent"',
      'so nothing it answered came from the team it was given to look things up.',
    ],
  },
  {
    name: 'two members: both named, high',
    events: [member('search_agent'), member('file_reader')],
    causes: [['high', -20]],
    says: ['team members "search_agent", "file_reader"'],
  },
  {
    name: 'a member not asked in three steps: the steps counted',
    events: [member('search_agent'), member('search_agent'), member('search_agent')],
    causes: [['high', -24]],
    says: ['never asked its team member "search_agent" in any of its 3 steps, so'],
  },
  {
    name: 'a member and a failed skill: both said',
    events: [member('search_agent'), skill({ status: 'failed' })],
    causes: [['high', -20]],
    says: ['"search_agent"', 'a skill was skipped, ignored or failed 1 time'],
  },
  {
    name: 'the role in any case',
    events: [{ ...member('search_agent'), role: 'Team_Member' }],
    causes: [['high', -14]],
  },
  {
    name: 'a team member that was called is fine',
    events: [{ ...member('search_agent'), invoked: true, status: undefined }],
    causes: [],
  },
  {
    name: 'another role not invoked: the reference count (medium)',
    events: [{ ...member('search_agent'), role: 'plugin' }],
    causes: [['medium', -14]],
    says: ['A skill was skipped'],
  },
  {
    name: 'highRoles empty: a member counts as any skill not invoked',
    events: [member('search_agent')],
    causes: [['medium', -14]],
    options: { detectorOptions: { skill_failure: { highRoles: [] } } },
  },
]

describe('skill_failure (agents)', () => {
  it('follows its table', () => expectRows('skill_failure', rows, expect))

  it('recommends calling the member by name', () => {
    const [advice] = agents([member('search_agent')]).recommendations
    expect(advice.failure_type).toBe('skill_failure')
    expect(advice.remediation).toContain('Make the agent call "search_agent"')
  })
})
