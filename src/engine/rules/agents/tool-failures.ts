/**
 * ignoring_tool_outputs, for real agent traces: most of the tool calls failed, or one tool kept
 * failing.
 *
 * No real format marks a result as unused, but a run in which at least half of the tool calls
 * failed is a run in which the agent did not act on what its tools told it: it kept calling
 * tools that kept failing. Counted over the tool results of the session (`tool_output` with
 * status "error"), once there are enough of them to judge. So is a run in which one tool failed
 * several times in a row, with no other result between (the agent calling a page-down tool with
 * arguments it does not take, again and again), whatever the share of the whole run. And so is
 * a run that gave its answer through its answer tool (`final_answer`, `submit`, ...) without
 * calling any other tool first: no tool output stands behind what it answered.
 *
 * A failed result of a tool that runs the agent's own code (`workTools`) makes no streak, but for
 * an edit the editor refused (`EDIT_FAILED`, in the tool error that follows the result): edits
 * that fail in a row are a struggle whatever tool carried them (OpenHands edits files through
 * `run_ipython`).
 *
 * Replies of the model in the wrong format (`error_event` of kind `format`: a SWE-agent reply with
 * no command block) are no tool calls; when at least `streak` of them make up at least `ratio`
 * of the replies that asked for an action, the agent did not act at all (high; critical past
 * `criticalRatio` with `criticalFailures` of them).
 */
import { fromPlain, toPlain, type EngineEvent, type PlainEvent } from '../../../core/events.js'
import { lower } from '../../../core/python-compat.js'
import { NameCounts, plural, quote, text } from './common.js'
import { isRefusal } from './refused.js'
import { amount, defineRule, type DetectedCause, words, ruleOptions } from '../types.js'

export const options = ruleOptions({
  minResults: amount(5, 'Tool results needed before the share of failures is judged.'),
  ratio: amount(0.5, 'Share of failed results from which the cause fires (high).'),
  criticalRatio: amount(0.5, 'A share above this, with at least `criticalFailures` failures, is critical.'),
  criticalFailures: amount(5),
  evidenceLimit: amount(12, 'Failed results shown as evidence.'),
  streak: amount(
    3,
    'Failed results of one tool in a row (no other result between) that make the cause (high) whatever the ' +
      'share (0: never).',
  ),
  serviceFailures: amount(
    1,
    'Failed results whose error says the service behind the tool failed (an HTTP 401, 403, 404, 429 or 5xx, a ' +
      'connection aborted, refused or reset) that make a medium cause when nothing else does (0: none).',
  ),
  workTools: words(
    [
      'bash',
      'bash_command',
      'shell',
      'sh',
      'exec',
      'exec_command',
      'local_shell',
      'run',
      'run_command',
      'terminal',
      'python',
      'ipython',
      'run_ipython',
      'execute_bash',
      'execute_ipython_cell',
    ],
    "Tools (lower-cased names) that run the agent's own commands or code: a command that fails (a test run, a " +
      'search that finds nothing) is the agent at work, so their failures make no streak.',
  ),
  answerTools: words(
    ['final_answer', 'submit', 'finish', 'attempt_completion'],
    'Tools (lower-cased names) through which the agent gives its answer: a run that called one of them and no ' +
      'other tool answered with nothing found out behind it (high; an empty list: never).',
  ),
})

/** Words of an error that say the service behind a tool failed (a fetched page's error title, a dropped connection). */
const SERVICE_FAILURE = new RegExp(
  '\\b(?:error|status|http)\\W{0,3}(?:40[134]|429|5\\d\\d)\\b|\\b(?:40[134]|429|50[0234])\\s+(?:forbidden|unauthori[sz]ed|' +
    'not found|too many requests|internal server error|bad gateway|service unavailable|gateway time-?out)|' +
    'access denied|connection (?:aborted|refused|reset)|remotedisconnected|max retries exceeded|' +
    'failed to establish a new connection|^\\s*title:\\s*(?:error\\b|[45]\\d\\d\\b)',
  'im',
)

/** An editor's words for an edit it refused, in the error of the result that carried the edit. */
const EDIT_FAILED =
  /proposed edit has introduced new syntax error|no replacement was performed|did not appear verbatim|edit (?:was )?(?:refused|rejected)|failed to (?:apply|make) (?:the )?edit/i

/** Failed results of one tool in a row (`edit`: edits that a tool running code carried). */
interface Streak {
  tool: string
  n: number
  events: EngineEvent[]
  message: string | undefined
  edit?: boolean
}

interface SavedStreak {
  tool: string
  n: number
  events: PlainEvent[]
  message: string | undefined
  edit?: boolean
}

const saveStreak = (s: Streak | undefined): SavedStreak | undefined =>
  s && { tool: s.tool, n: s.n, events: s.events.map(toPlain), message: s.message, ...(s.edit ? { edit: true } : {}) }

/** A part's findings, as plain data. */
interface Saved {
  calls: number
  results: number
  failed: number
  evidence: PlainEvent[]
  lastMessage: string | undefined
  tools: [string, number][]
  /** The streak the part began with, and whether it was still open at the part's end. */
  lead: SavedStreak | undefined
  leadOpen: boolean
  best: SavedStreak | undefined
  current: SavedStreak | undefined
  service: PlainEvent[]
  serviceMessage: string | undefined
  head: string[]
  /** Calls of other tools than the answer tools, and the first answer call. */
  work: number
  answer: PlainEvent | undefined
  formatErrors: number
  formatEvidence: PlainEvent[]
  formatMessage: string | undefined
  /** Call ids of refusals before the part's first call or result (they may refuse the earlier part's last). */
  headRefused: string[]
}

const detector = defineRule({
  meta: {
    preset: 'agents',
    type: 'ignoring_tool_outputs',
    maxPenalty: 100,
    options,
    remediation:
      'Make the agent act on what its tools tell it: read the error of a failed call and change ' +
      'course (fix the arguments, the environment or the approach) instead of calling on.',
  },
  create(options, ctx) {
    let calls = 0
    let results = 0
    let failed = 0
    const evidence: EngineEvent[] = []
    let lastMessage: string | undefined
    const tools = new NameCounts(ctx.laterPart)
    const workTools = new Set(options.workTools.map((t) => t.toLowerCase()))
    const answerTools = new Set(options.answerTools.map((t) => t.toLowerCase()))
    // Calls of other tools than the answer tools, and the first call of an answer tool.
    let work = 0
    let answer: EngineEvent | undefined
    // Streaks of failed results of one tool: the one open now, the longest closed, and the one
    // this part began with (for the merge with the part before).
    let current: Streak | undefined
    let best: Streak | undefined
    let lead: Streak | undefined
    let broken = false
    // Failed results whose error says the service failed.
    const service: EngineEvent[] = []
    let serviceMessage: string | undefined
    // The failed result a tool error_event speaks of: the last result, when it failed and no call came since.
    let awaiting: EngineEvent | undefined
    let serviceTaken = false
    // In a later part, the messages of tool errors before its first call or result (they speak of
    // the earlier part's last result).
    const head: string[] = []
    const headRefused: string[] = []
    let started = false
    // The last failed result, while no call came since: a refusal of the same call takes it back.
    let lastFailed: EngineEvent | undefined
    /**
     * A refused call never ran (refused.ts): its failed result is no failed tool. Takes back what
     * the failed result counted (it is the last result, and the refusal came right after it).
     */
    const retract = (e: EngineEvent) => {
      lastFailed = undefined
      results--
      failed--
      if (evidence[evidence.length - 1] === e) evidence.pop()
      const tool = typeof e.raw.tool === 'string' ? e.raw.tool : ''
      tools.add(tool, -1)
      if (awaiting === e) awaiting = undefined
      if (pendingWork === e) pendingWork = undefined
      else if (current && current.events[current.events.length - 1] === e) {
        current.n--
        current.events.pop()
        if (current.n === 0) {
          if (lead === current) lead = undefined
          current = undefined
        }
      }
    }
    const onMessage = (message: string) => {
      if (!awaiting) return
      if (current) current.message = message
      if (!serviceTaken && SERVICE_FAILURE.test(message)) {
        if (service.length < options.evidenceLimit) service.push(awaiting)
        serviceMessage = message
        serviceTaken = true
      }
    }
    const close = () => {
      if (current && (!best || current.n > best.n)) best = current
      current = undefined
    }
    const loadStreak = (p: SavedStreak | undefined, shift: Parameters<typeof fromPlain>[1]): Streak | undefined =>
      p && {
        tool: p.tool,
        n: p.n,
        events: p.events.map((x) => fromPlain(x, shift)),
        message: p.message,
        ...(p.edit ? { edit: true } : {}),
      }
    // A failed result of a work tool, until the tool error after it says whether it was an edit.
    let pendingWork: EngineEvent | undefined
    // Replies in the wrong format (no command block): not tool calls.
    let formatErrors = 0
    const formatEvidence: EngineEvent[] = []
    let formatMessage: string | undefined
    /** A failed result that makes or extends a streak of its tool. */
    const failedInRow = (e: EngineEvent, tool: string, edit: boolean) => {
      if (current && current.tool === tool && !!current.edit === edit) {
        current.n++
        if (current.events.length < options.evidenceLimit) current.events.push(e)
      } else {
        close()
        if (results > 1) broken = true
        current = { tool, n: 1, events: [e], message: undefined, ...(edit ? { edit: true } : {}) }
        if (!broken) lead = current
      }
    }
    /** The pending work result was no edit: it breaks the streaks, as every work result does. */
    const settleWork = () => {
      if (!pendingWork) return
      pendingWork = undefined
      close()
      broken = true
    }
    return {
      on: {
        tool_call(e) {
          settleWork()
          calls++
          started = true
          awaiting = undefined
          lastFailed = undefined
          const tool = typeof e.raw.tool === 'string' ? e.raw.tool.toLowerCase() : ''
          if (!answerTools.has(tool)) work++
          else if (!answer) answer = e
        },
        tool_output(e) {
          settleWork()
          results++
          started = true
          const tool = typeof e.raw.tool === 'string' ? e.raw.tool : ''
          const failedHere = lower(e.raw.status) === 'error'
          const work = workTools.has(tool.toLowerCase())
          awaiting = failedHere && !work ? e : undefined
          lastFailed = failedHere ? e : undefined
          serviceTaken = false
          if (failedHere) {
            failed++
            if (evidence.length < options.evidenceLimit) evidence.push(e)
            tools.add(tool)
          }
          if (failedHere && work) pendingWork = e
          else if (!failedHere) {
            close()
            broken = true
          } else failedInRow(e, tool, false)
        },
        error_event(e) {
          if (e.raw.kind === 'format') {
            formatErrors++
            if (formatEvidence.length < options.evidenceLimit) formatEvidence.push(e)
            formatMessage = text(e, 'message') ?? formatMessage
            return
          }
          if (e.raw.kind !== 'tool') return
          const message = text(e, 'message')
          if (isRefusal(message)) {
            const id = e.raw.call_id
            if (id === undefined || id === null) return
            if (lastFailed && String(lastFailed.raw.call_id) === String(id)) retract(lastFailed)
            else if (!started && headRefused.length < 64) headRefused.push(String(id))
            return
          }
          lastMessage = message ?? lastMessage
          if (message === undefined) return
          if (pendingWork) {
            const edit = EDIT_FAILED.test(message)
            const carrier = pendingWork
            if (!edit) settleWork()
            else {
              pendingWork = undefined
              failedInRow(carrier, typeof carrier.raw.tool === 'string' ? carrier.raw.tool : '', true)
              if (current) current.message = message
            }
          }
          if (!started && head.length < 64) head.push(message)
          onMessage(message)
        },
      },
      save: (): Saved => {
        settleWork()
        return {
          calls,
          results,
          failed,
          evidence: evidence.map(toPlain),
          lastMessage,
          tools: tools.save(),
          lead: saveStreak(lead),
          leadOpen: lead !== undefined && lead === current,
          best: saveStreak(best),
          current: saveStreak(current),
          service: service.map(toPlain),
          serviceMessage,
          head,
          work,
          answer: answer && toPlain(answer),
          formatErrors,
          formatEvidence: formatEvidence.map(toPlain),
          formatMessage,
          headRefused,
        }
      },
      absorb(state, shift) {
        const s = state as Saved
        // The later part begins by refusing this part's last result: it never ran.
        if (lastFailed && s.headRefused.includes(String(lastFailed.raw.call_id))) retract(lastFailed)
        // This part's last result, a failed work result, was an edit when the later part's first
        // tool error says so.
        if (pendingWork) {
          const first = s.head[0]
          if (first !== undefined && EDIT_FAILED.test(first)) {
            const carrier = pendingWork
            pendingWork = undefined
            failedInRow(carrier, typeof carrier.raw.tool === 'string' ? carrier.raw.tool : '', true)
            if (current) current.message = first
          } else settleWork()
        }
        calls += s.calls
        work += s.work
        if (!answer && s.answer) answer = fromPlain(s.answer, shift)
        formatErrors += s.formatErrors
        for (const p of s.formatEvidence)
          if (formatEvidence.length < options.evidenceLimit) formatEvidence.push(fromPlain(p, shift))
        formatMessage = s.formatMessage ?? formatMessage
        results += s.results
        failed += s.failed
        for (const p of s.evidence) if (evidence.length < options.evidenceLimit) evidence.push(fromPlain(p, shift))
        lastMessage = s.lastMessage ?? lastMessage
        tools.absorb(s.tools)
        // Tool errors at the later part's start speak of this part's last result.
        for (const m of s.head) onMessage(m)
        for (const p of s.service) if (service.length < options.evidenceLimit) service.push(fromPlain(p, shift))
        serviceMessage = s.serviceMessage ?? serviceMessage
        // The later part's first streak continues this part's open one when it is of the same tool.
        const later = loadStreak(s.lead, shift)
        if (later && current && current.tool === later.tool && !!current.edit === !!later.edit) {
          current.n += later.n
          for (const x of later.events) if (current.events.length < options.evidenceLimit) current.events.push(x)
          current.message = later.message ?? current.message
          if (s.leadOpen) return
        } else if (later && s.leadOpen) {
          close()
          current = later
          return
        } else if (later) {
          close()
          current = later
        }
        close()
        const theirs = loadStreak(s.best, shift)
        if (theirs && (!best || theirs.n > best.n)) best = theirs
        current = loadStreak(s.current, shift)
      },
      finish() {
        settleWork()
        close()
        if (results >= options.minResults && failed >= results * options.ratio) return shareCause()
        const format = formatCause()
        if (format.length > 0) return format
        const streak = streakCause()
        if (streak.length > 0) return streak
        const service = serviceCause()
        return service.length > 0 ? service : answerCause()
      },
    }

    /** Most replies that asked for an action were in the wrong format: the agent did not act. */
    function formatCause(): DetectedCause[] {
      const replies = results + formatErrors
      if (options.streak <= 0 || formatErrors < options.streak || formatErrors < replies * options.ratio) return []
      const share = formatErrors / replies
      const critical = share > options.criticalRatio && formatErrors >= options.criticalFailures
      const said = quote(formatMessage)
      return [
        {
          severity: critical ? 'critical' : 'high',
          penalty: Math.round(100 * share),
          evidence: formatEvidence,
          description:
            `${formatErrors} of ${plural(replies, 'reply', 'replies')} that should have given a command were in the ` +
            `wrong format (${Math.round(100 * share)}%)` +
            (said ? `: ${said}` : '') +
            '. The model did not give the harness an action it could run.',
          remediation:
            "Make the model answer in the harness's format (one command block per reply; its discussion outside " +
            'it): check the prompt template and the parser for this model, or use a model that keeps the format.',
        },
      ]
    }

    /** One tool failed `streak` times in a row, though most calls did not fail. */
    function streakCause(): DetectedCause[] {
      if (options.streak <= 0 || !best || best.n < options.streak) return []
      const byPosition = new Map<number, EngineEvent>()
      for (const x of [...evidence, ...best.events]) byPosition.set(x.position, x)
      const said = quote(best.message)
      const name = quote(best.tool || 'a tool')
      if (best.edit)
        return [
          {
            severity: 'high',
            penalty: Math.max(1, Math.round((100 * failed) / results)),
            evidence: [...best.events],
            description:
              `${best.n} edits in a row failed (made through ${name})` +
              (said ? `, the editor saying ${said}` : '') +
              ': the agent kept editing without getting a change to apply.',
            remediation:
              `Make the agent read why its edit was refused${said ? ` (${said})` : ''} and fix the edit (the ` +
              'syntax it introduced, the text it meant to replace) before trying again, rather than resubmitting it.',
          },
        ]
      return [
        {
          severity: 'high',
          penalty: Math.max(1, Math.round((100 * failed) / results)),
          evidence: [...byPosition.values()].sort((a, b) => a.position - b.position),
          description:
            `${name} failed ${best.n} times in a row` +
            (failed > best.n ? ` (${failed} of ${plural(results, 'tool result')} failed in all)` : '') +
            `: the agent kept calling it without acting on what it said` +
            (said ? ` (last error: ${said}).` : '.'),
          remediation:
            `Make the agent read why ${name} failed and change the call (its arguments, or another tool) ` +
            'instead of repeating it; check that the tool is set up to work in the environment the agent runs in.',
        },
      ]
    }

    /** An answer given through an answer tool with no other tool called before or after it. */
    function answerCause(): DetectedCause[] {
      if (!answer || work > 0) return []
      const name = quote(typeof answer.raw.tool === 'string' ? answer.raw.tool : 'the answer tool')
      return [
        {
          severity: 'high',
          penalty: 50,
          evidence: [answer],
          description:
            `The agent gave its answer through ${name} without calling any other tool: nothing it looked up, ` +
            'ran or read stands behind the answer.',
          remediation:
            'Make the agent find out what it answers with its tools (search, read, run) and answer from what they ' +
            'return; an answer from the model alone is unchecked, however sure it sounds.',
        },
      ]
    }

    /** Calls that failed because the service behind the tool did (status ok, but the page said so). */
    function serviceCause(): DetectedCause[] {
      if (options.serviceFailures <= 0 || service.length < options.serviceFailures) return []
      const said = quote(serviceMessage)
      const n = service.length
      return [
        {
          severity: 'medium',
          penalty: Math.max(1, Math.round((100 * n) / results)),
          evidence: service,
          description:
            `${n === 1 ? 'A tool call' : `${n} tool calls`} failed because the service behind the tool did` +
            (said ? ` (last: ${said})` : '') +
            ': what came back was an error, not the content asked for.',
          remediation:
            'Make the agent recognise a failed fetch or request (an error page, a refused or dropped connection) ' +
            'and try another source or retry later, instead of reading the error as content.',
        },
      ]
    }

    function shareCause(): DetectedCause[] {
      {
        const share = failed / results
        const critical = share > options.criticalRatio && failed >= options.criticalFailures
        const [top, topCount] = tools.top('')
        const said = quote(lastMessage)
        return [
          {
            severity: critical ? 'critical' : 'high',
            penalty: Math.round(100 * share),
            evidence,
            description:
              // A format that records results without their calls (Inspect's tool messages) is judged on results.
              `${failed} of ${plural(results, calls >= results ? 'tool call' : 'tool result')} failed ` +
              `(${Math.round(100 * share)}%)` +
              (top ? `, ${topCount} of them ${quote(top)}` : '') +
              `: the agent kept going without acting on what its tools told it` +
              (said ? ` (last error: ${said}).` : '.'),
            remediation:
              `Most tool calls failed${top ? `, ${quote(top)} most often` : ''}` +
              `${said ? ` (last error: ${said})` : ''}: fix the tool setup or ` +
              "environment the agent runs in, and make the agent read a failed call's error and change course " +
              'instead of calling on.',
          },
        ]
      }
    }
  },
})

export default detector
