/**
 * The proof-of-work tracker keeps only what its facts need (the last checks, counts, the last
 * pass): a long session, results that come late, and a session read in two parts
 * and merged give the facts that every event read in order gives.
 */
import { describe, expect, it } from '@jest/globals'
import { EngineEvent, type JsonObject } from '../../src/core/events.js'
import { VerificationTracker, verificationOf } from '../../src/engine/verification.js'

type Raw = JsonObject

const call = (id: string, tool: string, args: JsonObject): Raw => ({ event: 'tool_call', tool, args, call_id: id })
const result = (id: string, tool: string, failed: boolean): Raw => ({
  event: 'tool_output',
  tool,
  call_id: id,
  status: failed ? 'error' : 'ok',
})
const edit = (id: string, path: string): Raw =>
  call(id, 'Edit', { file_path: path, old_string: 'a = 1', new_string: 'a = 2' })
const bash = (id: string, command: string): Raw => call(id, 'Bash', { command })

/** A session: an early check whose result comes last, then edits each followed by a check (some fail). */
function session(checks: number, failing: (i: number) => boolean, firstFails: boolean): Raw[] {
  const out: Raw[] = [bash('c0', 'pytest tests/test_first.py')]
  for (let i = 1; i <= checks; i++) {
    out.push(edit(`e${i}`, `src/m${i % 7}.py`), result(`e${i}`, 'Edit', false))
    // The same command again and again, and now and then one of its own.
    const command = i % 4 === 0 ? `pytest tests/test_${i}.py` : 'npm test'
    out.push(bash(`c${i}`, command), result(`c${i}`, 'Bash', failing(i)))
  }
  out.push(result('c0', 'Bash', firstFails))
  return out
}

function tracked(events: Raw[], keep = true): VerificationTracker {
  const t = new VerificationTracker('claude-code', false, keep)
  events.forEach((raw, i) => t.push(new EngineEvent(raw, String(raw.event), i, undefined)))
  return t
}

/** The tracker of `events` read in two parts at `at`, the later one merged into the earlier. */
function merged(events: Raw[], at: number): VerificationTracker {
  const first = tracked(events.slice(0, at), false)
  const later = new VerificationTracker('claude-code', true, false)
  events.slice(at).forEach((raw, i) => later.push(new EngineEvent(raw, String(raw.event), i, undefined)))
  first.absorb(structuredClone(later.save()), { position: at, line: at })
  return first
}

describe('proof of work over a long session', () => {
  const n = 40
  const failing = (i: number) => i % 3 === 0

  it('counts every check and lists the last five, whatever it kept', () => {
    const events = session(n, failing, false)
    const v = verificationOf(tracked(events).facts(), '/w', '/w')
    const results = events.filter((e) => e.event === 'tool_output' && String(e.call_id).startsWith('c'))
    expect(v.checks).toBe(results.length)
    expect(v.checks_failed).toBe(results.filter((e) => e.status === 'error').length)
    expect(v.checks_passed).toBe(results.filter((e) => e.status === 'ok').length)
    const commands = events.filter((e) => e.event === 'tool_call' && e.tool === 'Bash').map((e) => e.args)
    expect(v.last_checks.map((c) => c.command)).toEqual(
      commands.slice(-5).map((a) => String((a as JsonObject).command)),
    )
    expect(v.status).toBe(failing(n) ? 'last_check_failed' : 'verified')
    // The first check passed last, but the last check that passed is the last one that did.
    expect(v.files_after_last_pass).toEqual(failing(n) ? expect.anything() : [])
  })

  it('takes a pass whose result came after later checks', () => {
    // Every later check fails: the last pass is the first check, whose result came last.
    const events = session(n, () => true, false)
    const v = verificationOf(tracked(events).facts(), '/w', '/w')
    const edited = new Set(events.filter((e) => e.tool === 'Edit' && e.event === 'tool_call').map((e) => e.args))
    const paths = [...edited].map((a) => String((a as JsonObject).file_path))
    expect(v.files_after_last_pass).toEqual([...new Set(paths)].sort())
    expect(v.checks_passed).toBe(1)
    expect(v.status).toBe('last_check_failed')
    const none = verificationOf(tracked(session(n, () => true, true)).facts(), '/w', '/w')
    expect(none.checks_passed).toBe(0)
  })

  it('gives the same facts read whole or in two parts', () => {
    for (const [fails, firstFails] of [
      [failing, false],
      [() => true, false],
      [() => false, true],
    ] as const) {
      const events = session(n, fails, firstFails)
      // Also with the first check's result never come: it waits in the saved part.
      for (const e of [events, events.slice(0, -1)]) {
        const whole = verificationOf(tracked(e, false).facts(), '/w', '/w')
        for (const at of [0, 1, 2, 7, 40, e.length - 3, e.length - 1])
          expect(verificationOf(merged(e, at).facts(), '/w', '/w')).toEqual(whole)
      }
    }
  })

  it('reads a command again once what it runs was written', () => {
    const run = 'python repro.py'
    const events = [
      bash('1', run),
      result('1', 'Bash', false),
      bash('2', `cat > repro.py <<'EOF'\nprint(1)\nEOF\n${run}`),
      result('2', 'Bash', true),
      bash('3', run),
      result('3', 'Bash', false),
    ]
    const f = tracked(events).facts()
    // Not a check before the script was written; a check (failed) in the call that wrote it, and after.
    expect([f.checks, f.checksFailed, f.checksPassed, f.edits]).toEqual([2, 1, 1, 1])
    expect(f.lastChecks.map((c) => c.position)).toEqual([2, 4])
  })
})
