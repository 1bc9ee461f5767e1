/**
 * Files that look like a run and are none (formats.md, "Formats of late 2026"): refused by name,
 * whatever format is asked for, never read as a run of another format. Pure: from the first
 * records alone.
 *
 * - A Hermes session (`~/.hermes/sessions/session_<ts>.json`: {session_id, platform,
 *   session_start, tools[], messages[]}): only OpenAI-style `tool_calls` are calls it made; a
 *   session with no tool offered whose text holds `<tool_call>` blocks shows calls the model wrote
 *   and nothing ran.
 * - cursor/agent-trace attribution records (`.agent-trace/traces.jsonl`: {version, id,
 *   timestamp, vcs, tool, files[{path, conversations[{url, contributor, ranges}]}]}): who wrote
 *   which lines, not what a run did; the transcript is at `conversations[].url`.
 * - A Cline CLI 3 session's manifest (`<id>.json`: {session_id, cwd, model, prompt,
 *   messages_path}): the run is in `<id>.messages.json` beside it.
 */
import { arr, obj, type JsonObject } from './json.js'
import type { Sample } from './types.js'

function isHermes(o: JsonObject): boolean {
  return (
    typeof o.session_id === 'string' &&
    Array.isArray(o.messages) &&
    Array.isArray(o.tools) &&
    ('platform' in o || 'session_start' in o)
  )
}

/** Whether any message of a Hermes session holds a `<tool_call>` block in its text. */
function writesToolCalls(messages: unknown[]): boolean {
  for (const m of messages) {
    const c = obj(m)?.content
    if (typeof c === 'string' && c.includes('<tool_call>')) return true
    for (const b of arr(c))
      if (typeof obj(b)?.text === 'string' && (obj(b)!.text as string).includes('<tool_call>')) return true
  }
  return false
}

function isAgentTrace(o: JsonObject): boolean {
  return (
    Array.isArray(o.files) &&
    obj(o.vcs) !== undefined &&
    obj(o.tool) !== undefined &&
    'version' in o &&
    arr(o.files).some((f) => Array.isArray(obj(f)?.conversations))
  )
}

function isClineManifest(o: JsonObject): boolean {
  return typeof o.session_id === 'string' && typeof o.messages_path === 'string' && !('messages' in o)
}

/**
 * What the first records are when they only look like a run (a few words, safe to print: no
 * content of the file), or undefined.
 */
export function lookalikeOf(sample: Sample): string | undefined {
  const first = obj(sample.records[0])
  if (!first) return undefined
  if (isHermes(first)) {
    const messages = arr(first.messages)
    return arr(first.tools).length === 0 && writesToolCalls(messages)
      ? 'a Hermes session whose messages hold <tool_call> blocks with no tool offered (its tools list is empty): calls the model wrote, none made; no run to judge'
      : 'a Hermes session (~/.hermes/sessions): not a format the gate reads'
  }
  if (isAgentTrace(first))
    return "agent-trace attribution records (.agent-trace/traces.jsonl): who wrote which lines, not what a run did; judge the transcript their conversations' url names"
  if (isClineManifest(first))
    return "a Cline CLI session's manifest (cwd, model, prompt): the run is the <id>.messages.json beside it"
  return undefined
}
