import { describe, expect, it } from '@jest/globals'
import { agents, expectRows, type Row } from './helpers.js'
import { REFERENCE_ROWS, skill } from '../critiqor/skill-rows.js'

const member = (name: string) => ({
  event: 'skill_event',
  skill: name,
  invoked: false,
  status: 'not_called',
  role: 'team_member',
})

const rows: Row[] = [
  // The reference rule's table holds (../critiqor/skill-rows.ts).
  ...REFERENCE_ROWS,
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
