/**
 * junie: a JetBrains Junie CLI session's `events.jsonl` (`~/.junie/sessions/<id>/events.jsonl`;
 * formats.md, "Formats of late 2026"). One record a line, keyed by `kind`. Origins are the line.
 *
 * - `UserPromptEvent` {prompt}: the user's request; `TaskStartedEvent` {taskId}: the agent starts
 *   on it. A prompt with no `TaskState` after it is a run cut off.
 * - `SessionA2uxEvent` {event: {state, agentEvent: {kind, stepId, ...}}}: the agent's blocks,
 *   each written again whenever it changes, keyed by `stepId`: the last update wins (a `Tool`
 *   block may become the `ViewFiles` block of the same step). A step of a call kind (`Terminal`
 *   {command, status, exitCode}, `ViewFiles` {files}, `FileChanges` {changes}, `Tool`, and any
 *   other `*BlockUpdatedEvent` with a stepId but those below) is one call, at its first update;
 *   its result at the update where its status first became final (COMPLETED, FAILED, ...), as
 *   the last update tells it. A call failed when its status is `FAILED` / `ERROR` / `CANCELLED`
 *   or a Terminal's `exitCode` is not 0.
 * - Not calls: `Markdown` (the agent's words), `Result` (its answer: `cancelled` true -> the run
 *   was cancelled; `errorCode` "Submit" -> answered; another errorCode -> an error),
 *   `ContextCompaction` {trigger, preTokens} -> context_event compaction, and
 *   `LlmResponseMetadataEvent` {modelUsage[{model, inputTokens, cacheInputTokens,
 *   cacheCreateTokens, outputTokens, cost}]} -> token_usage per model (a change of model ->
 *   state_transition). Status, task-name, directory (-> the working directory) and patch events
 *   say nothing more.
 * - `TaskState` {state}: the task's end: COMPLETED -> completed (or what its Result said),
 *   FAILED / ERROR -> error, CANCELLED / STOPPED -> aborted. The run's end is its last task's.
 *
 * Blocks change after they are first seen, so the events are held and emitted at the end, in
 * the order of the lines they stand for.
 */
import { arr, compact, type JsonObject, num, obj, str } from '../json.js'
import { short } from '../text.js'
import { type EndStatus, ModelWatch, processEnd, tokenUsage } from '../run.js'
import { leftUnread, typeKind } from '../unread.js'
import { FIT, type Adapter, type Sample } from '../types.js'
import { expectObject } from '../json.js'

const KINDS = new Set(['UserPromptEvent', 'TaskStartedEvent', 'SessionA2uxEvent', 'TaskState'])
/** Top-level records that say nothing to the diagnosis. */
const QUIET = new Set(['UserMessagesCommittedToHistory'])
/** Agent events with no step that say nothing to the diagnosis. */
const QUIET_AGENT = new Set([
  'AgentCurrentStatusUpdatedEvent',
  'AgentTaskNameUpdatedEvent',
  'AgentPatchCreatedEvent',
  'CurrentDirectoryUpdatedEvent',
])
/** Blocks that are no call. */
const NOT_CALLS = new Set([
  'MarkdownBlockUpdatedEvent',
  'ResultBlockUpdatedEvent',
  'ContextCompactionBlockUpdatedEvent',
])
const FAILED = new Set(['FAILED', 'ERROR', 'CANCELLED', 'CANCELED'])

interface Step {
  /** The block's kind and fields as its last update left them. */
  kind: string
  last: JsonObject
  /** The call, filled in at the end from the last update. */
  call: JsonObject
  /** The result and its error, placed where the status first became final, filled in at the end. */
  output?: JsonObject
  error?: JsonObject
}

function isJunie(r: unknown): boolean {
  const o = obj(r)
  if (!o || typeof o.kind !== 'string') return false
  switch (o.kind) {
    case 'UserPromptEvent':
      return typeof o.prompt === 'string' && 'requestId' in o
    case 'TaskStartedEvent':
      return typeof o.taskId === 'string'
    case 'SessionA2uxEvent':
      return obj(obj(o.event)?.agentEvent) !== undefined
    default:
      return false
  }
}

/** A block's tool name and arguments. */
function callOf(kind: string, a: JsonObject): { tool: string; args: JsonObject } {
  const name = kind.replace(/BlockUpdatedEvent$/, '')
  switch (kind) {
    case 'TerminalBlockUpdatedEvent':
      return { tool: name, args: compact({ command: str(a.command) ?? '' }) }
    case 'ViewFilesBlockUpdatedEvent':
      return { tool: name, args: { files: arr(a.files).map((f) => str(obj(f)?.relativePath) ?? '') } }
    case 'FileChangesBlockUpdatedEvent':
      return {
        tool: name,
        args: {
          changes: arr(a.changes).map((c) => {
            const o = obj(c)
            return compact({
              path: str(o?.afterRelativePath) ?? str(o?.beforeRelativePath) ?? '',
              text: str(obj(o?.afterContent)?.text),
            })
          }),
        },
      }
    default:
      return { tool: name, args: compact({ text: str(a.text) }) }
  }
}

const adapter: Adapter = {
  id: 'junie',
  signature:
    'junie: JSONL of {"kind":"UserPromptEvent"|"TaskStartedEvent"|"SessionA2uxEvent",...} (Junie events.jsonl)',
  recognise: isJunie,
  fit(sample: Sample) {
    const rs = sample.records.slice(0, 4)
    return rs.some(isJunie) ? FIT.SIGNATURE : FIT.NONE
  },
  observes: ['loop_control', 'context_health', 'cost_efficiency', 'task_completion'],
  create(emit, ctx) {
    const out: { event: JsonObject; line: number }[] = []
    const steps = new Map<string, Step>()
    const models = new ModelWatch((event, origin) => out.push({ event, line: origin.line as number }))
    let end: { status: EndStatus; reason?: string; line: number } | undefined
    /** What the last Result block said of the task. */
    let result: { status: EndStatus; reason?: string } | undefined

    const block = (kind: string, a: JsonObject, line: number) => {
      const stepId = str(a.stepId)
      if (stepId === undefined) {
        leftUnread(ctx, a, line)
        return
      }
      let step = steps.get(stepId)
      if (!step) {
        step = { kind, last: a, call: { event: 'tool_call', tool: null, args: {}, call_id: stepId } }
        steps.set(stepId, step)
        out.push({ event: step.call, line })
      } else {
        // The last update wins: a Tool block may become the step's ViewFiles block.
        step.kind = kind
        step.last = a
      }
      if (step.output) return
      const status = a.status
      if (status === undefined || status === 'IN_PROGRESS' || status === 'PENDING') return
      step.output = { event: 'tool_output' }
      step.error = { event: 'error_event' }
      out.push({ event: step.output, line }, { event: step.error, line })
    }

    /** A step's call, result and error, from its last update. */
    const settle = (stepId: string, step: Step) => {
      const { tool, args } = callOf(step.kind, step.last)
      step.call.tool = tool
      step.call.args = args
      if (!step.output) return
      const a = step.last
      const status = str(a.status) ?? ''
      const exit = num(a.exitCode)
      const failed = FAILED.has(status) || (exit !== undefined && exit !== 0)
      Object.assign(step.output, compact({ tool, call_id: stepId, status: failed ? 'error' : 'ok', exit_code: exit }))
      if (failed)
        Object.assign(step.error!, {
          kind: 'tool',
          tool,
          call_id: stepId,
          message:
            short(str(a.presentableOutput) ?? str(a.output)) ??
            (exit !== undefined ? `exit code ${exit}` : `status ${status}`),
        })
    }

    const agentEvent = (a: JsonObject, line: number) => {
      const kind = str(a.kind) ?? ''
      if (QUIET_AGENT.has(kind)) {
        if (kind === 'CurrentDirectoryUpdatedEvent' && str(a.currentDirectory)) ctx.workdir?.(str(a.currentDirectory)!)
        return
      }
      switch (kind) {
        case 'LlmResponseMetadataEvent':
          for (const u of arr(a.modelUsage)) {
            const m = obj(u)
            if (!m) continue
            models.see(m.model, { line }, 'model')
            const e = tokenUsage(
              {
                input: num(m.inputTokens),
                cache_read: num(m.cacheInputTokens),
                cache_write: num(m.cacheCreateTokens),
                output: num(m.outputTokens),
              },
              compact({ model: str(m.model), cost_usd: num(m.cost) }),
            )
            if (e) out.push({ event: e, line })
          }
          return
        case 'ContextCompactionBlockUpdatedEvent':
          out.push({
            event: compact({
              event: 'context_event',
              action: 'compaction',
              trigger: str(a.trigger),
              tokens_before: num(a.preTokens),
            }),
            line,
          })
          return
        case 'ResultBlockUpdatedEvent': {
          const code = str(a.errorCode)
          if (a.cancelled === true) result = { status: 'aborted', reason: 'the task was cancelled' }
          else if (code === undefined || code === 'Submit') result = { status: 'completed' }
          else result = { status: 'error', reason: `the task ended with errorCode ${code}` }
          return
        }
        case 'MarkdownBlockUpdatedEvent':
          return
        default:
          if (kind.endsWith('BlockUpdatedEvent') && !NOT_CALLS.has(kind)) block(kind, a, line)
          else leftUnread(ctx, a, line)
      }
    }

    return {
      record(value, line) {
        const r = expectObject(ctx, value, line)
        const kind = r.kind
        if (typeof kind !== 'string' || (!KINDS.has(kind) && !QUIET.has(kind))) {
          if (ctx.unread) ctx.unread(line, typeKind(kind, 'kind'), false)
          return
        }
        switch (kind) {
          case 'UserPromptEvent':
            result = undefined
            end = { status: 'incomplete', reason: 'a prompt with no end of its task after it', line }
            return
          case 'TaskStartedEvent':
            if (end?.status !== 'incomplete')
              end = { status: 'incomplete', reason: 'a task with no end after it', line }
            return
          case 'SessionA2uxEvent': {
            const a = obj(obj(r.event)?.agentEvent)
            if (a) agentEvent(a, line)
            else leftUnread(ctx, r, line)
            return
          }
          case 'TaskState': {
            const state = str(r.state) ?? ''
            if (state === 'COMPLETED') end = { ...(result ?? { status: 'completed' }), line }
            else if (state === 'FAILED' || state === 'ERROR')
              end = { status: 'error', reason: `the task ended ${state}`, line }
            else if (state === 'CANCELLED' || state === 'CANCELED' || state === 'STOPPED')
              end = { status: 'aborted', reason: `the task ended ${state}`, line }
            return
          }
          default:
            return
        }
      },
      end() {
        for (const [id, step] of steps) settle(id, step)
        for (const { event, line } of out) {
          // The error of a step that did not fail holds nothing.
          if (event.event === 'error_event' && event.kind === undefined) continue
          emit(event, { line })
        }
        if (end) emit(processEnd(end.status, end.reason), { line: end.line })
      },
    }
  },
}

export default adapter
