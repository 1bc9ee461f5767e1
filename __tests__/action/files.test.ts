import { describe, expect, it } from '@jest/globals'
import { displayPath, reportPathFor } from '../../src/action/files.js'

describe('displayPath', () => {
  it('is relative inside the workspace and absolute outside it', () => {
    expect(displayPath('/ws/traces/a.jsonl', '/ws')).toBe('traces/a.jsonl')
    expect(displayPath('/elsewhere/a.jsonl', '/ws')).toBe('/elsewhere/a.jsonl')
  })

  it('names a file under the runner temporary folder by $RUNNER_TEMP, not by its home', () => {
    const temp = '/home/runner/work/_temp'
    expect(displayPath(`${temp}/traces/a.jsonl`, '/home/runner/work/r/r', temp)).toBe('$RUNNER_TEMP/traces/a.jsonl')
    expect(displayPath('/home/runner/work/r/r/t/a.jsonl', '/home/runner/work/r/r', temp)).toBe('t/a.jsonl')
    expect(displayPath('/home/runner/work/_tempo/a.jsonl', '/ws', temp)).toBe('/home/runner/work/_tempo/a.jsonl')
  })
})

describe('reportPathFor', () => {
  it('uses the input, relative to the workspace, else RUNNER_TEMP and the step id', () => {
    expect(reportPathFor('out/r.json', '/ws', '/tmp', 's')).toBe('/ws/out/r.json')
    expect(reportPathFor('/abs/r.json', '/ws', '/tmp', 's')).toBe('/abs/r.json')
    expect(reportPathFor('', '/ws', '/tmp', '__owner_gate')).toBe('/tmp/agent-trust-gate/__owner_gate.json')
    expect(reportPathFor('', '/ws', '/tmp', 'a/b c')).toBe('/tmp/agent-trust-gate/a_b_c.json')
    expect(reportPathFor('', '/ws', '/tmp', '')).toBe('/tmp/agent-trust-gate/report.json')
  })
})
