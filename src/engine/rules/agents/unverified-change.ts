/**
 * unverified_change: the run changed files and no check ran after its last change, or the last
 * check after it failed and the run ended as done.
 *
 * Changes and checks are the session's proof-of-work facts (src/engine/verification.ts): edits of
 * the format's file tools and of shell commands, and runs of tests, builds, type checks, linters
 * and reproduction scripts the agent wrote, each with its outcome (its exit status, else the test
 * runner's summary). A run that changed nothing has no cause.
 *
 * One cause per fact: a last check that failed with a failed exit status, when it is also the
 * run's last command, is finished_on_failure's; this rule takes a last check whose failure only
 * its output told (`pytest ... | tail`), or one followed by other commands that passed.
 *
 * Severity by what was left unchecked: high when the last check after the changes failed and the
 * run ended as done; medium when files changed and no check ran after them (a larger penalty when
 * none ran at all). Prose (Markdown, text, a changelog) is no change a check judges: a run that
 * changed only prose after its last check (or at all) has no cause.
 */
import { fromPlain, toPlain, type EngineEvent, type PlainEvent } from '../../../core/events.js'
import { lower } from '../../../core/python-compat.js'
import { plural } from './common.js'
import { COMMAND_TOOLS, evidenceOf } from '../../verification.js'
import { amount, defineRule, ruleOptions } from '../types.js'

export const options = ruleOptions({
  unchecked: amount(25, 'Penalty of a run that changed files and ran no check after its changes at all.'),
  changedAfter: amount(15, 'Penalty of a run that changed files after its last check.'),
  failed: amount(25, 'Penalty of a run that ended as done while the last check after its last change failed.'),
})

/** A part's state, as plain data. */
interface Saved {
  end: PlainEvent | undefined
  lastCommandFailed: boolean
  seen: boolean
}

const DOCS = /\.(?:md|rst|txt|adoc)$|(?:^|\/)(?:CHANGELOG|CHANGES|NEWS|AUTHORS|README)[^/]*$/i

const detector = defineRule({
  meta: { preset: 'agents', type: 'unverified_change', maxPenalty: 25, options },
  create(options, ctx) {
    let end: EngineEvent | undefined
    let lastCommandFailed = false
    // Whether this part saw a command's result (a later part's last one supersedes the earlier's).
    let seen = false
    return {
      on: {
        tool_output(e) {
          if (!COMMAND_TOOLS.has(lower(e.raw.tool))) return
          lastCommandFailed = lower(e.raw.status) === 'error'
          seen = true
        },
        process_end(e) {
          end = e
        },
      },
      save: (): Saved => ({ end: end && toPlain(end), lastCommandFailed, seen }),
      absorb(state, shift) {
        const s = state as Saved
        if (s.seen) [lastCommandFailed, seen] = [s.lastCommandFailed, true]
        if (s.end) end = fromPlain(s.end, shift)
      },
      finish() {
        const f = ctx.verification?.facts()
        if (!f || f.edits === 0) return []
        const done = end !== undefined && lower(end.raw.status) === 'completed'
        const check = f.checkAfter
        if (check && check.outcome === 'failed') {
          if (!done || lastCommandFailed) return []
          return [
            {
              severity: 'high',
              penalty: options.failed,
              evidence: [evidenceOf(check), end!],
              description:
                `The run ended as done while the last check after its last change failed: \`${check.command}\`` +
                `${check.summary ? ` (${check.summary})` : ''}.`,
            },
          ]
        }
        if (check) return []
        // A run that did not end as done (it failed, was stopped, was cut off) could not check what
        // it changed last: that is run_failed's fact, and the report's proof of work says the rest.
        if (end !== undefined && !done) return []
        const files = f.afterLastCheck.filter((p) => p !== '')
        // Prose (notes, a README, a changelog) is no change a check judges.
        if (
          files.length > 0 &&
          files.every((p) => DOCS.test(p)) &&
          f.editsAfterLastCheck > 0 &&
          files.length === f.afterLastCheck.length
        )
          return []
        const what = files.length > 0 ? plural(files.length, 'file') : plural(f.editsAfterLastCheck, 'edit')
        if (f.checks === 0) {
          return [
            {
              severity: 'medium',
              penalty: options.unchecked,
              evidence: [evidenceOf(f.lastChangeAt!)],
              description: `The run changed ${what} and ran no check (tests, a build, a reproduction) after them.`,
            },
          ]
        }
        return [
          {
            severity: 'medium',
            penalty: options.changedAfter,
            evidence: [evidenceOf(f.lastChangeAt!)],
            description: `The run changed ${what} after its last check (\`${f.lastChecks[f.lastChecks.length - 1].command}\`) and ran none after them.`,
          },
        ]
      },
    }
  },
})

export default detector
