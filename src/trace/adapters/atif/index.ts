/**
 * atif: the Agent Trajectory Interchange Format (ATIF-v1.2 to v1.7), which Harbor writes for
 * every agent it runs (formats.md, "atif"). One JSON document `{schema_version: "ATIF-...",
 * session_id, agent {name, version, model_name, extra}, steps [...], final_metrics, extra}`;
 * origins are the index of the step (and its `step_id`).
 *
 * - process_start first: the agent's name, version and model (`agent`).
 * - Steps in order (in a linked part of a run, but those marked `is_copied_context`: another
 *   trajectory's steps replayed as context, read already). An agent step's `metrics` give its token_usage (`prompt_tokens` counts the
 *   cached ones; Anthropic's cache writes, `metrics.extra.cache_creation_input_tokens`, are
 *   apart), with the step's model and `cost_usd`; a file whose steps have no metrics takes
 *   `final_metrics` as one usage at the end. A change of model between main-chain agent steps
 *   is a state_transition (steps marked `extra.is_sidechain`, Claude Code's subagents, are part
 *   of the run but not a switch).
 * - `tool_calls` are the calls (`arguments` an object or JSON text). The step's
 *   `observation.results` are their results: by `source_call_id`, else the step's calls in order
 *   (terminus-2, mini-swe-agent). When a step has more calls than results and no ids (terminus-2
 *   sends a batch of keystrokes and sees the terminal once), the last result is the output of the
 *   step's remaining calls too.
 * - Failed: where the converter marks it (`tool_result_is_error` in the result's or the step's
 *   `extra`, Claude Code), or where the output says so: Claude Code's `Exit code N` first line,
 *   Codex's `Script failed`, a status `failed` in `extra.tool_call_details`, a shell or editor
 *   failure in the text (`hiddenFailure`), pip's `ERROR:` line or a Python traceback. mini-swe-agent's
 *   results are read as its own log reads them: `<returncode>N</returncode>` opening the output is
 *   the verdict (failed when N is not 0), a command that timed out failed, the submission's output
 *   (`echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT`) is no verdict, and a reply refused for its
 *   format ("Please always provide EXACTLY ONE action ...") made no call. A result no call is waiting for is not a call; when it
 *   says the model's reply could not be parsed (terminus-2), it is an error_event of the agent.
 * - Linked sub-trajectories (`subagent_trajectory_ref` in a result, `continued_trajectory_ref`)
 *   are other files: a context summarization handing off to them is a context_event compaction
 *   naming them; a subagent named by a result is part of the run by that link. Where the reader
 *   can (`ctx.linked`), it reads them there and then into the same session: a continuation's
 *   steps are the run's (with no second process_start) and end it; a summarization's
 *   conversation gives only its tokens (its steps replay the run's); a subagent's steps are the
 *   run's calls, its end not the run's.
 * - process_end: the run ended with an answer when its last agent step makes no call (a final
 *   message) or calls a tool that ends the task (`mark_task_complete`, `finish`, `done`,
 *   `attempt_completion`, `submit`) or is mini-swe-agent's submission; a run handed on to a continuation has not ended here;
 *   otherwise it ended on a call with no final answer: incomplete. A last message that is a
 *   gateway's notice that the agent could not run (a warning sign, then what failed: Hermes'
 *   "⚠️ Provider authentication failed: ...") is an error_event of the agent and an end in error.
 */
import {
  arr,
  compact,
  idOf,
  type JsonObject,
  num,
  obj,
  oneDocumentInstance,
  type Origin,
  str,
  typeName,
  withId,
} from '../json.js'
import { contentText, errorMessage, hiddenFailure, short } from '../text.js'
import { digestWhenRead, parseArgs, ToolTracker } from '../tools.js'
import { inclusiveUsage, ModelWatch, processEnd, tokenUsage } from '../run.js'
import { TraceError } from '../../read.js'
import type { Adapter, EventSink } from '../types.js'

/** Tools whose call ends the task: the agent's final answer. */
const FINISHING = new Set(['mark_task_complete', 'finish', 'done', 'attempt_completion', 'submit', 'task_complete'])

/** Claude Code's first line of a failed command's result. */
const EXIT_CODE = /^Exit code (-?\d+)/
/** Codex's code mode: `Script failed` opens a failed script's output (in a list written as text). */
const SCRIPT_FAILED = 'Script failed'
/**
 * Failures a terminal screen shows beyond a shell's own (`hiddenFailure`): pip's `ERROR:` lines
 * and a Python traceback's opening line.
 */
const TERMINAL_FAILURE = /^(?:ERROR: [^\n]*|Traceback \(most recent call last\):)$/m
/**
 * A gateway's notice, as the agent's reply, that the agent could not run: a warning or error sign,
 * then a few words that say what failed before a colon ("⚠️ Provider authentication failed:
 * Unknown provider ...", "⚠️ Agent failed before reply: ...").
 */
const GATEWAY_FAILURE =
  /^\s*(?:\u26a0\ufe0f?|\u274c|\u2757)\s*((?:[\w-]+ ){0,5}(?:failed|error)(?: [\w-]+){0,4}:[^\n]*)/i
/** terminus-2: the reply could not be parsed. */
const PARSE_ERROR = /^Previous response had parsing errors:\s*\n?([^\n]*)/
/**
 * mini-swe-agent's observations, as its converter keeps them: a command's output opens with its
 * `<returncode>N</returncode>` (the tool's verdict, read as the agent's own log is read), or says
 * that the command timed out.
 */
const RETURNCODE = /^\s*<returncode>\s*(-?\d+)\s*<\/returncode>/
const MINI_TIMED_OUT = /^\s*The last command <command>[\s\S]{0,4096}?<\/command> timed out/
/** mini-swe-agent's refusal of a reply without exactly one command: the converter's call never ran. */
const MINI_FORMAT_ERROR = /^\s*Please always provide EXACTLY ONE action in triple backticks/

/**
 * mini-swe-agent's submission: a command whose output's first line is this word ends the run
 * (`exit_status` `Submitted` in its own log); its output is the submission, not a verdict.
 */
const MINI_SUBMIT = /^\s*echo\s+(?:COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT|MINI_SWE_AGENT_FINAL_OUTPUT)\b/

/** Whether a call is mini-swe-agent's submission (MINI_SUBMIT). */
function submits(args: unknown): boolean {
  const command = obj(args)?.command
  return typeof command === 'string' && MINI_SUBMIT.test(command)
}

/** A result's content as text: a string as is, else the text of its blocks. */
function textOf(content: unknown): string {
  return typeof content === 'string' ? content : contentText(content, 1 << 20)
}

/** Why a result failed, or undefined. */
function failureOf(
  content: unknown,
  resultExtra: JsonObject | undefined,
  stepExtra: JsonObject | undefined,
  callId: string | undefined,
  marks: boolean,
): string | undefined {
  const text = textOf(content)
  const marked = resultExtra?.tool_result_is_error ?? stepExtra?.tool_result_is_error
  const exit = EXIT_CODE.exec(text)
  if (marked === true) return exit ? `exit code ${exit[1]}` : (errorMessage(text) ?? 'the tool reported an error')
  if (exit && exit[1] !== '0') return `exit code ${exit[1]}`
  const rc = RETURNCODE.exec(text)
  if (rc) return rc[1] !== '0' ? `exit code ${rc[1]}` : undefined
  if (MINI_TIMED_OUT.test(text)) return 'the command timed out'
  // A converter that marks failed results (Claude Code's) marked this one ok: its text is what
  // the tool read or wrote, not the tool's verdict.
  if (marks) return undefined
  if (text.slice(0, 64).includes(SCRIPT_FAILED)) return 'the script failed'
  const details = callId === undefined ? undefined : obj(obj(stepExtra?.tool_call_details)?.[callId])
  const status = str(details?.status)
  if (status === 'failed' || status === 'error') return `status ${status}`
  const shell = hiddenFailure(text)
  if (shell !== undefined) return shell
  const m = TERMINAL_FAILURE.exec(text.length > 65536 ? text.slice(-65536) : text)
  return m ? short(m[0]) : undefined
}

function usageOf(metrics: JsonObject, model: string | undefined): JsonObject | undefined {
  const extra = obj(metrics.extra)
  const cached = num(metrics.cached_tokens)
  const parts = inclusiveUsage(num(metrics.prompt_tokens), cached, undefined, num(metrics.completion_tokens))
  const write = num(extra?.cache_creation_input_tokens)
  if (write !== undefined && write > 0) {
    parts.cache_write = write
    parts.total = (parts.total ?? 0) + write
  }
  return tokenUsage(parts, compact({ model, cost_usd: num(metrics.cost_usd) }))
}

function finalUsage(final: JsonObject, model: string | undefined): JsonObject | undefined {
  const extra = obj(final.extra)
  const parts = inclusiveUsage(
    num(final.total_prompt_tokens),
    num(final.total_cached_tokens),
    undefined,
    num(final.total_completion_tokens),
  )
  const write = num(extra?.total_cache_creation_input_tokens)
  if (write !== undefined && write > 0) {
    parts.cache_write = write
    parts.total = (parts.total ?? 0) + write
  }
  return tokenUsage(parts, compact({ model, cost_usd: num(final.total_cost_usd) }))
}

/** A context summarization's tokens: its steps' metrics, else its final_metrics. */
function summarizationUsage(doc: JsonObject, steps: unknown[], agentModel: string | undefined, emit: EventSink): void {
  let usages = 0
  let last: Origin = { index: 0 }
  steps.forEach((raw, index) => {
    const step = obj(raw)
    const metrics = obj(step?.metrics)
    if (!step || !metrics) return
    last = withId({ index }, step.step_id)
    const u = usageOf(metrics, str(step.model_name) ?? agentModel)
    if (u) {
      emit(u, last)
      usages++
    }
  })
  const final = usages === 0 ? obj(doc.final_metrics) : undefined
  const u = final ? finalUsage(final, agentModel) : undefined
  if (u) emit(u, last)
}

/**
 * A result that links other trajectories: a context summarization handing off to them (a
 * compaction), else subagents the step ran.
 */
function linkEvent(message: unknown, refs: JsonObject[]): JsonObject {
  const summarizing = SUMMARIZ.test(textOf(message)) || refs.some((x) => SUMMARIZ.test(String(x.path ?? x.session_id)))
  return summarizing
    ? { event: 'context_event', action: 'compaction', trajectories: refs }
    : { event: 'state_transition', kind: 'subagent', trajectories: refs }
}

const SUMMARIZ = /summari[sz]/i

/** The linked trajectories a result names: their session ids and paths. */
function refsOf(x: unknown): JsonObject[] {
  const list = Array.isArray(x) ? x : obj(x) ? [x] : []
  const out: JsonObject[] = []
  for (const r of list) {
    const ref = obj(r)
    if (!ref) continue
    const path = str(ref.trajectory_path)
    const session = str(ref.session_id)
    if (path !== undefined || session !== undefined) out.push(compact({ session_id: session, path }))
  }
  return out
}

/** The run's working directory, where the converter recorded it. */
function workdirOf(agentExtra: JsonObject | undefined, steps: unknown[]): string | undefined {
  const direct = str(agentExtra?.cwd)
  if (direct) return direct
  const first = arr(agentExtra?.cwds)[0]
  if (typeof first === 'string' && first !== '') return first
  for (let i = 0; i < steps.length && i < 8; i++) {
    const cwd = str(obj(obj(steps[i])?.extra)?.cwd)
    if (cwd) return cwd
  }
  return undefined
}

const adapter: Adapter = {
  id: 'atif',
  signature:
    'atif: a JSON document {"schema_version":"ATIF-v1...","agent":{...},"steps":[...]} ' +
    "(Harbor's trajectory.json, the Agent Trajectory Interchange Format)",
  recognise(first) {
    const r = obj(first)
    return r !== undefined && typeof r.schema_version === 'string' && r.schema_version.startsWith('ATIF-')
  },
  observes: ['loop_control', 'context_health', 'cost_efficiency', 'task_completion'],
  create(emit, ctx) {
    const part = ctx.part
    return oneDocumentInstance(ctx, 'ATIF trajectory', (doc, line) => {
      const agent = obj(doc.agent) ?? {}
      const agentModel = str(agent.model_name)
      const steps = arr(doc.steps)
      // A context summarization's conversation replays the run's steps: only its tokens are new.
      if (part === 'summarization') return summarizationUsage(doc, steps, agentModel, emit)
      const workdir = workdirOf(obj(agent.extra), steps)
      if (workdir && ctx.workdir) ctx.workdir(workdir)
      if (part === undefined)
        emit(
          compact({
            event: 'process_start',
            agent: short(agent.name),
            agent_version: short(agent.version),
            model: short(agentModel),
            schema_version: short(doc.schema_version),
          }),
          { index: 0 },
        )
      // Claude Code's conversions say which results failed (`tool_result_is_error`).
      const marks = agent.name === 'claude-code'
      const tools = new ToolTracker(emit)
      const models = new ModelWatch(emit)
      let usages = 0
      let lastAgent: { calls: string[]; origin: Origin; message: unknown; submits: boolean } | undefined
      // mini-swe-agent's submissions, by call id: their output is the submission.
      const submissions = new Set<string>()
      let lastOrigin: Origin = { index: 0 }
      steps.forEach((raw, index) => {
        const step = obj(raw)
        if (!step)
          throw new TraceError(ctx.source, line, `expected step ${index} to be an object, found ${typeName(raw)}`)
        // In a part of a run, a step copied from another trajectory as context (a continuation's
        // hand-off) replays the run: read already. A file given alone counts the steps it holds.
        if (part !== undefined && step.is_copied_context === true) return
        const origin = withId({ index }, step.step_id)
        lastOrigin = origin
        const extra = obj(step.extra)
        const model = str(step.model_name) ?? agentModel
        const isAgent = step.source === 'agent'
        const metrics = obj(step.metrics)
        if (metrics) {
          const u = usageOf(metrics, model)
          if (u) {
            emit(u, origin)
            usages++
          }
        }
        if (isAgent && extra?.is_sidechain !== true && str(step.model_name))
          models.see(step.model_name, origin, 'model')
        // The step's calls, in order, with the ids the results are joined by.
        const results = arr(obj(step.observation)?.results)
        // A reply mini-swe-agent refused for its format: what the converter made a call never ran.
        const refused = results.length === 1 && MINI_FORMAT_ERROR.test(textOf(obj(results[0])?.content).slice(0, 256))
        const calls = refused ? [] : arr(step.tool_calls)
        const ids: string[] = []
        const names: string[] = []
        let submitting = false
        calls.forEach((c, i) => {
          const call = obj(c)
          if (!call) return
          const id = idOf(call.tool_call_id) ?? `step-${index}-${i}`
          const name = str(call.function_name) ?? null
          const args = parseArgs(call.arguments)
          tools.call(name, args, id, origin)
          ids.push(id)
          names.push(name ?? '')
          if (submits(args)) {
            submissions.add(id)
            submitting = true
          }
        })
        if (isAgent) {
          lastAgent = { calls: names, origin, message: step.message, submits: submitting }
        }
        const resultOf = (id: string, content: unknown, resultExtra: JsonObject | undefined): void => {
          const failed = submissions.has(id) ? undefined : failureOf(content, resultExtra, extra, id, marks)
          tools.result(id, { failed: failed !== undefined, message: failed, digest: digestWhenRead(content) }, origin)
        }
        // Results without an id (or with one no call waits for), in order.
        const free: { content: unknown; extra: JsonObject | undefined }[] = []
        for (const r of results) {
          const result = obj(r)
          if (!result) continue
          const refs = refsOf(result.subagent_trajectory_ref)
          if (refs.length > 0) {
            const link = linkEvent(step.message, refs)
            emit(link, origin)
            // The linked files, read there and then: part of the run at this point.
            const kind = link.event === 'context_event' ? 'summarization' : 'subagent'
            if (ctx.linked) for (const ref of refs) if (typeof ref.path === 'string') ctx.linked(ref.path, kind)
          }
          const content = result.content
          if (content === undefined || content === null) continue
          const id = idOf(result.source_call_id)
          if (id !== undefined && tools.has(id)) resultOf(id, content, obj(result.extra))
          else free.push({ content, extra: obj(result.extra) })
        }
        if (free.length === 0) return
        const waiting = ids.filter((id) => tools.has(id))
        let k = 0
        free.forEach((f, j) => {
          if (k >= waiting.length) {
            const parse = PARSE_ERROR.exec(textOf(f.content).slice(0, 2000))
            if (parse)
              emit(
                { event: 'error_event', kind: 'agent', message: short(parse[1]) ?? 'the reply could not be parsed' },
                origin,
              )
            return
          }
          if (j < free.length - 1 || waiting.length - k === 1) return resultOf(waiting[k++], f.content, f.extra)
          // The step's last result is the output of every call still waiting (a batch of
          // keystrokes and the terminal seen once): a failure it shows counts once, on the last
          // of them that does not end the task.
          const rest = waiting.slice(k)
          k = waiting.length
          let bearer = rest.length - 1
          while (bearer > 0 && FINISHING.has(names[ids.indexOf(rest[bearer])])) bearer--
          rest.forEach((id, i) => {
            if (i === bearer) resultOf(id, f.content, f.extra)
            else tools.result(id, { failed: false, digest: digestWhenRead(f.content) }, origin)
          })
        })
      })
      tools.end()
      if (usages === 0) {
        const final = obj(doc.final_metrics)
        const u = final ? finalUsage(final, agentModel) : undefined
        if (u) emit(u, lastOrigin)
      }
      const cont = doc.continued_trajectory_ref
      const continued = typeof cont === 'string' ? (cont !== '' ? [{ path: cont }] : []) : refsOf(cont)
      if (continued.length > 0) {
        // The run goes on in the continuation, which tells how it ended.
        emit({ event: 'context_event', action: 'compaction', trajectories: continued }, lastOrigin)
        if (ctx.linked) for (const c of continued) if (typeof c.path === 'string') ctx.linked(c.path, 'continuation')
        return
      }
      // A subagent's end is not the run's.
      if (part === 'subagent') return
      if (!lastAgent) {
        emit(processEnd('incomplete', 'no step of the agent'), lastOrigin)
        return
      }
      // A gateway's notice that the agent could not run, written as its reply (Hermes' "⚠️ Provider
      // authentication failed: ...", OpenClaw's "⚠️ Agent failed before reply: ..."): the run failed.
      const notice =
        lastAgent.calls.length === 0 ? GATEWAY_FAILURE.exec(textOf(lastAgent.message).slice(0, 2048)) : null
      if (notice) {
        const message = short(notice[1]) ?? 'the agent could not run'
        emit({ event: 'error_event', kind: 'agent', message }, lastAgent.origin)
        emit(processEnd('error', message), lastAgent.origin)
        return
      }
      const finishing = lastAgent.submits || lastAgent.calls.some((n) => FINISHING.has(n))
      if (lastAgent.calls.length === 0 || finishing) emit(processEnd('completed'), lastAgent.origin)
      else
        emit(
          processEnd(
            'incomplete',
            `the run ended on a call to ${lastAgent.calls[lastAgent.calls.length - 1] || 'a tool'}, with no final answer`,
          ),
          lastAgent.origin,
        )
    })
  },
}

export default adapter
