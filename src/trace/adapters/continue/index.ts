/**
 * continue: a Continue session, `~/.continue/sessions/<id>.json`, as the `cn` CLI and the IDE
 * extensions write it (formats.md, "Formats of late 2026"): one JSON document {sessionId, title,
 * workspaceDirectory, mode, history[{message{role, content}, contextItems, toolCallStates[],
 * promptLogs}]}. No timestamps, no end record. Origins are the index of the history item.
 *
 * - `toolCallStates[{toolCallId, status, toolCall.function{name, arguments}, output}]` of an
 *   item -> one call each (args parsed from the JSON string); its result by `status`: `done` ->
 *   ok, `errored` -> failed, `canceled` -> failed (the call was stopped or refused). Another
 *   status (`generating`, `generated`, `calling`) -> a call with no result yet. Messages of
 *   role `tool` repeat those results to the model and are not counted again.
 * - `promptLogs[{modelTitle, completionOptions.model}]` -> the model (a change -> state_transition);
 *   `workspaceDirectory` -> the working directory.
 * - The end, from the last item: an assistant reply with no call waiting -> completed; a call
 *   canceled with no reply after it -> aborted; a call with no result, or a user message with no
 *   reply after it -> incomplete (cut off).
 */
import { arr, expectObject, idOf, obj, str, typeName } from '../json.js'
import { contentText, errorMessage, short } from '../text.js'
import { digestWhenRead, parseArgs, ToolTracker } from '../tools.js'
import { type EndStatus, ModelWatch, processEnd } from '../run.js'
import { TraceError } from '../../read.js'
import type { Adapter } from '../types.js'

function isContinue(first: unknown): boolean {
  const o = obj(first)
  return (
    o !== undefined &&
    typeof o.sessionId === 'string' &&
    Array.isArray(o.history) &&
    ('workspaceDirectory' in o || 'title' in o) &&
    !('projectHash' in o)
  )
}

const adapter: Adapter = {
  id: 'continue',
  signature: 'continue: a JSON object {"sessionId","title","workspaceDirectory","history":[...]} (a Continue session)',
  recognise: isContinue,
  observes: ['loop_control', 'task_completion'],
  create(emit, ctx) {
    let done = false
    return {
      record(value, line) {
        if (done) throw new TraceError(ctx.source, line, 'expected one Continue session, found more JSON after it')
        done = true
        const doc = expectObject(ctx, value, line, 'a Continue session object')
        const dir = str(doc.workspaceDirectory)
        if (dir) ctx.workdir?.(dir.replace(/^file:\/\//, ''))
        const tools = new ToolTracker(emit)
        const models = new ModelWatch(emit)
        let end: { status: EndStatus; reason?: string; index: number } | undefined
        const history = arr(doc.history)
        history.forEach((raw, index) => {
          const item = obj(raw)
          if (!item)
            throw new TraceError(
              ctx.source,
              line,
              `expected history item ${index} to be an object, found ${typeName(raw)}`,
            )
          const origin = { index }
          for (const log of arr(item.promptLogs)) {
            const l = obj(log)
            models.see(str(obj(l?.completionOptions)?.model) ?? l?.modelTitle, origin, 'model')
          }
          const message = obj(item.message)
          const role = str(message?.role)
          if (role === 'tool') return
          let waiting = 0
          let canceled = 0
          for (const s of arr(item.toolCallStates)) {
            const st = obj(s)
            if (!st) continue
            const fn = obj(obj(st.toolCall)?.function)
            const id = idOf(st.toolCallId) ?? idOf(obj(st.toolCall)?.id)
            tools.call(str(fn?.name) ?? null, parseArgs(fn?.arguments), id, origin)
            const status = str(st.status)
            if (status === 'done' || status === 'errored' || status === 'canceled') {
              const failed = status !== 'done'
              if (status === 'canceled') canceled++
              const output = arr(st.output)
              tools.result(
                id,
                {
                  failed,
                  message: failed
                    ? status === 'canceled'
                      ? 'the call was canceled'
                      : (errorMessage(contentText(output.map((o) => obj(o)?.content ?? ''))) ?? 'the call errored')
                    : undefined,
                  digest: digestWhenRead(output.length ? output : undefined),
                },
                origin,
              )
            } else waiting++
          }
          if (role === 'user') {
            if (contentText(message?.content, 200).trim() !== '')
              end = { status: 'incomplete', reason: 'a user message with no reply after it', index }
          } else if (role === 'assistant' || role === 'thinking') {
            if (waiting > 0) end = { status: 'incomplete', reason: 'a tool call with no result after it', index }
            else if (canceled > 0) end = { status: 'aborted', reason: 'a tool call was canceled', index }
            else if (arr(item.toolCallStates).length > 0 && contentText(message?.content, 200).trim() === '')
              end = { status: 'incomplete', reason: 'a tool result with no reply after it', index }
            else end = { status: 'completed', index }
          }
        })
        tools.end()
        if (end) emit(processEnd(end.status, short(end.reason)), { index: end.index })
      },
      end() {},
    }
  },
}

export default adapter
