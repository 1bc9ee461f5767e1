/**
 * Limits and compactions of every agent, one cause per fact, on variants of real runs: each
 * variant is a small trace in the shape its agent writes (most made from a committed fixture with
 * its end or its compactions changed), none of them among the samples the rules were tuned on.
 *
 * - A run stopped at a limit (turns, steps, iterations, a budget, the context window, a limit of
 *   failed attempts) is `run_failed`, naming that limit (and what was used where the run says),
 *   and no `cost_explosion`: reaching a limit is no spend beyond a budget.
 * - Compactions are `context_pollution` only: no `memory_degradation` where nothing recalled
 *   memory.
 * - No two causes share their evidence unless each cites a record the other does not.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { diagnoseFile } from '../../src/gate/pipeline.js'
import { countedTwice } from './counted-twice.js'

type Rec = Record<string, unknown>

const dir = mkdtempSync(join(tmpdir(), 'limits-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const fixture = (path: string) => readFileSync(join('__fixtures__/traces', path), 'utf8')
const jsonl = (records: Rec[]) => records.map((r) => JSON.stringify(r)).join('\n') + '\n'
/** A fixture's JSONL records, parsed. */
const recordsOf = (path: string): Rec[] =>
  fixture(path)
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Rec)

interface Variant {
  /** What the run did, and in which agent's shape. */
  name: string
  /** The file name (its extension matters to some formats) and its text. */
  file: string
  text: string
  /** The format the file must be read as. */
  format: string
  /** A run stopped at a limit: what the run_failed description must say. */
  limit?: RegExp
  /** Compactions the context cause must count. */
  compactions?: number
}

// --- Claude Code (`claude -p --output-format stream-json`, the Agent SDK) and Amp ---------------

const S = '00000000-0000-4000-8000-0000000009'
const claudeInit = (session: string): Rec => ({
  type: 'system',
  subtype: 'init',
  cwd: '/work/project',
  session_id: session,
  tools: ['Bash', 'Read', 'Edit'],
  model: 'claude-sonnet-4-6',
  permissionMode: 'default',
  apiKeySource: 'none',
})
const claudeTurn = (session: string, i: number, usage: Rec = {}): Rec[] => [
  {
    type: 'assistant',
    message: {
      id: `msg_${i}`,
      type: 'message',
      role: 'assistant',
      model: 'claude-sonnet-4-6',
      content: [{ type: 'tool_use', id: `toolu_${i}`, name: 'Bash', input: { command: `npm test -- --shard=${i}` } }],
      stop_reason: 'tool_use',
      usage: { input_tokens: 8, output_tokens: 40, cache_read_input_tokens: 12_000, ...usage },
    },
    parent_tool_use_id: null,
    session_id: session,
  },
  {
    type: 'user',
    message: {
      role: 'user',
      content: [{ type: 'tool_result', tool_use_id: `toolu_${i}`, content: `shard ${i}: 1 failing` }],
    },
    parent_tool_use_id: null,
    session_id: session,
  },
]
const claudeResult = (session: string, fields: Rec): Rec => ({
  type: 'result',
  is_error: true,
  duration_ms: 60_000,
  duration_api_ms: 40_000,
  session_id: session,
  usage: { input_tokens: 80, output_tokens: 400, cache_read_input_tokens: 60_000 },
  permission_denials: [],
  ...fields,
})
const claudeRun = (session: string, turns: number, result: Rec, between: Rec[] = []): string =>
  jsonl([
    claudeInit(session),
    ...Array.from({ length: turns }, (_, i) => claudeTurn(session, i + 1)).flat(),
    ...between,
    claudeResult(session, result),
  ])
const compactBoundary = (session: string, i: number): Rec => ({
  type: 'system',
  subtype: 'compact_boundary',
  session_id: session,
  uuid: `${S}9${i}`,
  compact_metadata: { trigger: 'auto', pre_tokens: 150_000 + i },
})

// --- Claude Code's own transcript (~/.claude/projects/<dir>/<session>.jsonl) -------------------

/** A transcript: records chained by parentUuid, with three compactions and their summaries. */
function claudeTranscript(): string {
  const session = `${S}01`
  const out: Rec[] = []
  let n = 0
  let parent: string | null = null
  const push = (r: Rec, logical?: string) => {
    n++
    const uuid = `${S.slice(0, -2)}${String(n).padStart(4, '0')}`
    out.push({
      parentUuid: logical ? null : parent,
      ...(logical ? { logicalParentUuid: logical } : {}),
      isSidechain: false,
      cwd: '/work/project',
      sessionId: session,
      version: '2.1.81',
      uuid,
      timestamp: `2026-03-21T21:${String(10 + n).padStart(2, '0')}:00.000Z`,
      ...r,
    })
    parent = uuid
  }
  push({ type: 'user', message: { role: 'user', content: 'Make the flaky test pass' } })
  for (let c = 1; c <= 3; c++) {
    const call = `toolu_c${c}`
    push({
      type: 'assistant',
      message: {
        id: `msg_c${c}`,
        type: 'message',
        role: 'assistant',
        model: 'claude-sonnet-4-6',
        content: [{ type: 'tool_use', id: call, name: 'Read', input: { file_path: `/work/project/src/part${c}.ts` } }],
        stop_reason: 'tool_use',
        usage: { input_tokens: 10, output_tokens: 30, cache_read_input_tokens: 140_000 },
      },
    })
    push({
      type: 'user',
      message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: call, content: `[part ${c}]` }] },
    })
    const before = parent as unknown as string
    push(
      {
        type: 'system',
        subtype: 'compact_boundary',
        content: 'Conversation compacted',
        level: 'info',
        isMeta: false,
        compactMetadata: { trigger: 'auto', preTokens: 160_000 + c },
      },
      before,
    )
    push({
      type: 'user',
      isCompactSummary: true,
      message: { role: 'user', content: '[summary of the conversation so far]' },
    })
  }
  push({
    type: 'assistant',
    message: {
      id: 'msg_end',
      type: 'message',
      role: 'assistant',
      model: 'claude-sonnet-4-6',
      content: [{ type: 'text', text: 'The test passes now.' }],
      stop_reason: 'end_turn',
      usage: { input_tokens: 10, output_tokens: 20, cache_read_input_tokens: 40_000 },
    },
  })
  return jsonl(out)
}

// --- Codex (`codex exec --json`, and its rollout files) ----------------------------------------

const CONTEXT_WINDOW =
  "Codex ran out of room in the model's context window. Start a new conversation or clear earlier history before retrying."

function codexRolloutCompactions(): string {
  const records = recordsOf('codex-rollout/compaction.jsonl')
  // The first turn, compacted three times (each compaction written as its two records), then completed.
  const firstTurnEnd = records.findIndex((r) => (r.payload as Rec)?.type === 'task_complete')
  const head = records
    .slice(0, firstTurnEnd)
    .filter((r) => r.type !== 'compacted' && (r.payload as Rec)?.type !== 'context_compacted')
  const compaction = (i: number): Rec[] => [
    {
      timestamp: `2026-03-02T09:00:0${5 + i}.000Z`,
      type: 'compacted',
      payload: { message: `[summary ${i}]`, replacement_history: [] },
    },
    { timestamp: `2026-03-02T09:00:0${5 + i}.001Z`, type: 'event_msg', payload: { type: 'context_compacted' } },
  ]
  return jsonl([...head, ...compaction(0), ...compaction(1), ...compaction(2), records[firstTurnEnd]])
}

function codexRolloutContextWindow(): string {
  const records = recordsOf('codex-rollout/compaction.jsonl')
  const firstTurnEnd = records.findIndex((r) => (r.payload as Rec)?.type === 'task_complete')
  const head = records
    .slice(0, firstTurnEnd)
    .filter((r) => r.type !== 'compacted' && (r.payload as Rec)?.type !== 'context_compacted')
  return jsonl([
    ...head,
    { timestamp: '2026-03-02T09:00:06.000Z', type: 'event_msg', payload: { type: 'error', message: CONTEXT_WINDOW } },
  ])
}

function codexExecContextWindow(): string {
  const records = recordsOf('codex-exec/eval.jsonl').filter((r) => r.type !== 'turn.completed')
  return jsonl([
    ...records,
    { type: 'error', message: CONTEXT_WINDOW },
    { type: 'turn.failed', error: { message: CONTEXT_WINDOW } },
  ])
}

// --- Gemini CLI and Qwen Code ------------------------------------------------------------------

const MAX_SESSION_TURNS =
  'Reached max session turns for this session. Increase the number of turns by specifying maxSessionTurns in settings.json.'

function geminiResultTurnLimit(): string {
  const doc = JSON.parse(fixture('gemini-cli-result/error.json')) as Rec
  doc.error = { type: 'FatalTurnLimitedError', message: MAX_SESSION_TURNS, code: 53 }
  return JSON.stringify(doc, null, 2)
}

/** A Gemini CLI session file whose last message is the CLI's word at its turn limit. */
function geminiSessionTurnLimit(type: string, content: string): string {
  const doc = JSON.parse(fixture('gemini-cli/qa-session.json')) as Rec
  const messages = doc.messages as Rec[]
  doc.messages = [
    ...messages.slice(0, -1),
    { id: '00000000-0000-4000-8000-000000000931', timestamp: '2026-04-11T17:49:00.000Z', type, content },
  ]
  return JSON.stringify(doc)
}

function qwenStream(result: Rec): string {
  const records = recordsOf('qwen-code/stream.jsonl')
  const last = records[records.length - 1]
  return jsonl([...records.slice(0, -1), { ...last, ...result }])
}

function qwenChatCompressions(): string {
  const records = recordsOf('qwen-code/chat.jsonl').filter((r) => r.subtype !== 'chat_compression')
  const first = records[0]
  const compression = (i: number): Rec => ({
    uuid: `cc${i}`,
    parentUuid: null,
    sessionId: first.sessionId,
    timestamp: `2026-06-15T14:41:0${i}.000Z`,
    type: 'system',
    cwd: first.cwd,
    version: first.version,
    subtype: 'chat_compression',
    systemPayload: { info: { originalTokenCount: 120_000 + i, newTokenCount: 20_000, compressionStatus: 1 } },
  })
  return jsonl([...records, compression(1), compression(2), compression(3)])
}

// --- OpenHands ---------------------------------------------------------------------------------

function openhandsEvalError(error: string): string {
  const line = JSON.parse(fixture('openhands/eval-output.jsonl').split('\n')[0]) as Rec
  return JSON.stringify({ ...line, error }) + '\n'
}

function openhandsExportCondensed(): string {
  const events = JSON.parse(fixture('openhands/trajectory.json')) as Rec[]
  const finish = events[events.length - 1]
  const condensation = (i: number): Rec => ({
    id: 100 + i,
    timestamp: `2025-01-27T22:45:1${i}.000000`,
    source: 'agent',
    message: 'Summary: [condensed]',
    action: 'condensation',
    args: { forgotten_events_start_id: 1, forgotten_events_end_id: 2 + i, summary: '[summary]', summary_offset: 1 },
  })
  return JSON.stringify([...events.slice(0, -1), condensation(1), condensation(2), condensation(3), finish])
}

function openhandsExportErrorState(reason: string): string {
  const events = JSON.parse(fixture('openhands/trajectory.json')) as Rec[]
  return JSON.stringify([
    ...events.slice(0, -1),
    {
      id: 99,
      timestamp: '2025-01-27T22:45:19.000000',
      source: 'environment',
      message: '',
      observation: 'agent_state_changed',
      content: '',
      extras: { agent_state: 'error', reason },
    },
  ])
}

function openhandsV1Error(code: string, detail: string): string {
  const records = recordsOf('openhands/v1-events-error.jsonl').filter(
    (r) => r.kind !== 'ConversationErrorEvent' && r.kind !== 'Condensation',
  )
  return jsonl([
    ...records,
    {
      kind: 'ConversationErrorEvent',
      id: 'e90',
      timestamp: '2026-03-01T10:05:00',
      source: 'environment',
      code,
      detail,
    },
  ])
}

// --- mini-swe-agent and SWE-agent --------------------------------------------------------------

function miniLimits(calls: number, cost: number): string {
  const doc = JSON.parse(fixture('mini-swe-agent/limits-1.traj.json')) as Rec
  const info = (doc.info ?? {}) as Rec
  const config = (info.config ?? {}) as Rec
  doc.info = {
    ...info,
    exit_status: 'LimitsExceeded',
    model_stats: { instance_cost: cost, api_calls: calls },
    config: { ...config, agent: { ...((config.agent ?? {}) as Rec), step_limit: 50, cost_limit: 2 } },
  }
  return JSON.stringify(doc)
}

function sweAgent(exitStatus: string): string {
  const doc = JSON.parse(fixture('swe-agent/exit-cost.traj')) as Rec
  doc.info = { ...((doc.info ?? {}) as Rec), exit_status: exitStatus }
  return JSON.stringify(doc)
}

// --- Cline, Copilot CLI, Aider, Inspect, OpenClaw ----------------------------------------------

function clineMistakeLimit(): string {
  const messages = JSON.parse(fixture('cline/ui_messages.json')) as Rec[]
  const last = messages[messages.length - 1]
  return JSON.stringify([
    ...messages,
    {
      ts: Number(last.ts) + 1000,
      type: 'ask',
      ask: 'mistake_limit_reached',
      text: 'This may indicate a failure in its thought process or inability to use a tool properly.',
    },
  ])
}

function copilotCompactions(): string {
  const records = recordsOf('copilot-cli/run.jsonl')
  const at = records.findIndex((r) => r.type === 'assistant.turn_start')
  const compaction = (i: number): Rec[] => [
    {
      type: 'session.compaction_start',
      data: {},
      id: `c${i}a`,
      timestamp: `2026-07-30T20:00:01.0${i}0Z`,
      parentId: 'e03',
    },
    {
      type: 'session.compaction_complete',
      data: { success: true, preCompactionTokens: 180_000 + i, postCompactionTokens: 30_000 },
      id: `c${i}b`,
      timestamp: `2026-07-30T20:00:01.0${i}1Z`,
      parentId: `c${i}a`,
    },
  ]
  return jsonl([...records.slice(0, at), ...compaction(1), ...compaction(2), ...compaction(3), ...records.slice(at)])
}

function copilotTruncations(): string {
  const records = recordsOf('copilot-cli/run.jsonl')
  const at = records.findIndex((r) => r.type === 'assistant.turn_start')
  const truncation = (i: number, removed: number): Rec => ({
    type: 'session.truncation',
    data: {
      tokenLimit: 128_000,
      preTruncationTokensInMessages: 131_000 + i,
      preTruncationMessagesLength: 40,
      postTruncationTokensInMessages: 90_000,
      postTruncationMessagesLength: 40 - removed,
      tokensRemovedDuringTruncation: removed > 0 ? 41_000 : 0,
      messagesRemovedDuringTruncation: removed,
      performedBy: 'BasicTruncator',
    },
    id: `t${i}`,
    timestamp: `2026-07-30T20:00:01.0${i}0Z`,
    parentId: 'e03',
  })
  // Three truncations that cut messages, and one that cut nothing (no compaction).
  return jsonl([
    ...records.slice(0, at),
    truncation(1, 6),
    truncation(2, 0),
    truncation(3, 4),
    truncation(4, 9),
    ...records.slice(at),
  ])
}

function aiderContextWindow(): string {
  return [
    '',
    '# aider chat started at 2026-07-10 11:00:00',
    '',
    '> /usr/local/bin/aider --model openai/gpt-4o-mini --yes-always --message Refactor the parser',
    '> Aider v0.86.2  ',
    '> Main model: openai/gpt-4o-mini with diff edit format  ',
    '',
    '#### Refactor the parser  ',
    '',
    '> Model openai/gpt-4o-mini has hit a token limit!  ',
    'Token counts below are approximate.  ',
    '',
    'Input tokens: ~131,072 of 128,000 -- possibly exhausted context window!  ',
    'Output tokens: ~0 of 16,384  ',
    'Total tokens: ~131,072 of 128,000 -- possibly exhausted context window!  ',
    '',
    'To reduce input tokens:  ',
    '- Break your code into smaller source files.  ',
    'For more info: https://aider.chat/docs/token-limits.html  ',
    '',
  ].join('\n')
}

function aiderReflections(): string {
  const lines = aiderContextWindow().split('\n')
  const prompt = lines.findIndex((l) => l.startsWith('#### '))
  return [
    ...lines.slice(0, prompt + 2),
    'parser.py',
    '```python',
    '<<<<<<< SEARCH',
    'def parse(x):',
    '=======',
    'def parse(x, strict=False):',
    '>>>>>>> REPLACE',
    '```',
    '',
    '> Tokens: 4.6k sent, 250 received. Cost: $0.01 message, $0.04 session.  ',
    '> The LLM did not conform to the edit format.  ',
    '> Only 3 reflections allowed, stopping.  ',
    '',
  ].join('\n')
}

function inspectLimit(type: string, limit: number): string {
  const doc = JSON.parse(fixture('inspect/events.json')) as Rec
  const samples = doc.samples as Rec[]
  doc.samples = samples.map((s) => ({
    ...s,
    events: (s.events as Rec[]).filter((e) => e.event !== 'sample_limit'),
    limit: { type, limit },
  }))
  return JSON.stringify(doc)
}

// --- goose (`goose run --output-format stream-json`) --------------------------------------------

const gooseMessage = (role: string, content: Rec[]): Rec => ({
  type: 'message',
  message: { id: null, role, created: 1_760_000_000, content },
})
const gooseNotice = (msg: string): Rec =>
  gooseMessage('assistant', [{ type: 'systemNotification', notificationType: 'inlineMessage', msg }])

function gooseRun(last: Rec[], between: Rec[] = []): string {
  const records = recordsOf('goose/stream.jsonl')
  const complete = records[records.length - 1]
  return jsonl([...records.slice(0, 5), ...between, ...records.slice(5, -2), ...last, complete])
}

const openclawCompactions = (): string =>
  fixture('openclaw/compactions.jsonl').replace(/Summary unavailable due to context limits/g, '[summary]')

const variants: Variant[] = [
  {
    name: 'Claude stream-json, error_max_turns',
    file: 'claude-max-turns.jsonl',
    format: 'claude-stream',
    text: claudeRun(`${S}11`, 3, { subtype: 'error_max_turns', is_error: false, num_turns: 12, total_cost_usd: 0.41 }),
    limit: /turn limit after 12 turns/,
  },
  {
    name: 'Claude stream-json, error_max_budget_usd (--max-budget-usd)',
    file: 'claude-budget.jsonl',
    format: 'claude-stream',
    text: claudeRun(`${S}12`, 3, { subtype: 'error_max_budget_usd', num_turns: 6, total_cost_usd: 0.52 }),
    limit: /cost limit before it finished \(\$0\.52 spent\): "error_max_budget_usd"/,
  },
  {
    name: 'Claude stream-json, error_max_structured_output_retries',
    file: 'claude-structured.jsonl',
    format: 'claude-stream',
    text: claudeRun(`${S}13`, 2, { subtype: 'error_max_structured_output_retries', num_turns: 4, total_cost_usd: 0.1 }),
    limit: /limit of failed attempts/,
  },
  {
    name: 'Claude stream-json, three compactions',
    file: 'claude-compactions.jsonl',
    format: 'claude-stream',
    text: claudeRun(`${S}14`, 3, { subtype: 'success', is_error: false, num_turns: 6, result: 'Done.' }, [
      compactBoundary(`${S}14`, 1),
      compactBoundary(`${S}14`, 2),
      compactBoundary(`${S}14`, 3),
    ]),
    compactions: 3,
  },
  {
    name: 'Amp stream-json, error_max_turns',
    file: 'amp-max-turns.jsonl',
    format: 'amp',
    text: claudeRun('T-00000000-0000-4000-8000-000000000915', 2, { subtype: 'error_max_turns', num_turns: 5 }),
    limit: /turn limit after 5 turns/,
  },
  {
    name: 'Claude Code transcript, three compactions with their summaries',
    file: 'claude-transcript.jsonl',
    format: 'claude-code',
    text: claudeTranscript(),
    compactions: 3,
  },
  {
    name: 'Codex rollout, compacted three times',
    file: 'rollout-compactions.jsonl',
    format: 'codex-rollout',
    text: codexRolloutCompactions(),
    compactions: 3,
  },
  {
    name: 'Codex rollout, out of room in the context window',
    file: 'rollout-context.jsonl',
    format: 'codex-rollout',
    text: codexRolloutContextWindow(),
    limit: /outgrew the model's context window/,
  },
  {
    name: 'codex exec --json, turn.failed on the context window',
    file: 'codex-exec-context.jsonl',
    format: 'codex-exec',
    text: codexExecContextWindow(),
    limit: /outgrew the model's context window/,
  },
  {
    name: 'Gemini CLI --output-format json, maxSessionTurns',
    file: 'gemini-turns.json',
    format: 'gemini-cli-result',
    text: geminiResultTurnLimit(),
    limit: /turn limit.*maxSessionTurns/,
  },
  {
    name: 'Gemini CLI session, an error at maxSessionTurns',
    file: 'session-turns-error.json',
    format: 'gemini-cli',
    text: geminiSessionTurnLimit('error', MAX_SESSION_TURNS),
    limit: /turn limit.*maxSessionTurns/,
  },
  {
    name: 'Gemini CLI session, a notice at the maximum number of turns',
    file: 'session-turns-info.json',
    format: 'gemini-cli',
    text: geminiSessionTurnLimit(
      'info',
      'The session has reached the maximum number of turns: 20. Please update this limit in your setting.json file.',
    ),
    limit: /turn limit.*maximum number of turns: 20/,
  },
  {
    name: 'Qwen Code stream-json, error_max_turns',
    file: 'qwen-max-turns.jsonl',
    format: 'qwen-code',
    text: qwenStream({ subtype: 'error_max_turns', is_error: true, num_turns: 8, result: undefined }),
    limit: /turn limit after 8 turns/,
  },
  {
    name: 'Qwen Code session, three chat compressions',
    file: 'qwen-compressions.jsonl',
    format: 'qwen-code',
    text: qwenChatCompressions(),
    compactions: 3,
  },
  {
    name: 'OpenHands evaluation output, maximum iteration',
    file: 'openhands-iterations.jsonl',
    format: 'openhands',
    text: openhandsEvalError(
      'RuntimeError: Agent reached maximum iteration in headless mode. Current iteration: 30, max iteration: 30',
    ),
    limit: /turn limit.*max iteration: 30/,
  },
  {
    name: 'OpenHands evaluation output, maximum budget',
    file: 'openhands-budget.jsonl',
    format: 'openhands',
    text: openhandsEvalError(
      'RuntimeError: Agent reached maximum budget for conversation.Current budget: 1.02, max budget: 1.00',
    ),
    limit: /cost limit.*max budget: 1\.00/,
  },
  {
    name: 'OpenHands trajectory, the agent stopped in its error state at the iteration limit',
    file: 'openhands-error-state.json',
    format: 'openhands',
    text: openhandsExportErrorState(
      'RuntimeError: Agent reached maximum iteration. Current iteration: 100, max iteration: 100',
    ),
    limit: /turn limit.*max iteration: 100/,
  },
  {
    name: 'OpenHands trajectory, three condensations',
    file: 'openhands-condensed.json',
    format: 'openhands',
    text: openhandsExportCondensed(),
    compactions: 3,
  },
  {
    name: 'OpenHands V1 events, MaxIterationsReached',
    file: 'openhands-v1-iterations.jsonl',
    format: 'openhands',
    text: openhandsV1Error('MaxIterationsReached', 'Agent reached the maximum number of iterations (50)'),
    limit: /turn limit.*MaxIterationsReached/,
  },
  {
    name: 'mini-swe-agent, LimitsExceeded at its step limit',
    file: 'mini-steps.traj.json',
    format: 'mini-swe-agent',
    text: miniLimits(50, 0.4),
    limit: /turn limit.*step_limit 50.*50 model calls/,
  },
  {
    name: 'mini-swe-agent, LimitsExceeded at its cost limit',
    file: 'mini-cost.traj.json',
    format: 'mini-swe-agent',
    text: miniLimits(31, 2.04),
    limit: /cost limit.*cost_limit \$2\.00.*\$2\.04 spent/,
  },
  {
    name: 'SWE-agent, exit_format',
    file: 'swe-format.traj',
    format: 'swe-agent',
    text: sweAgent('exit_format'),
    limit: /limit of failed attempts.*exit_format/,
  },
  {
    name: 'SWE-agent, exit_context',
    file: 'swe-context.traj',
    format: 'swe-agent',
    text: sweAgent('exit_context'),
    limit: /outgrew the model's context window.*exit_context/,
  },
  {
    name: 'SWE-agent, submitted (exit_cost)',
    file: 'swe-submitted-cost.traj',
    format: 'swe-agent',
    text: sweAgent('submitted (exit_cost)'),
    limit: /cost limit.*spent\).*exit_cost/,
  },
  {
    name: 'Cline, mistake_limit_reached',
    file: 'ui_messages.json',
    format: 'cline',
    text: clineMistakeLimit(),
    limit: /limit of failed attempts.*mistake_limit_reached/,
  },
  {
    name: 'Copilot CLI, three compactions',
    file: 'copilot-compactions.jsonl',
    format: 'copilot-cli',
    text: copilotCompactions(),
    compactions: 3,
  },
  {
    name: 'Copilot CLI, the history truncated to the token limit three times',
    file: 'copilot-truncations.jsonl',
    format: 'copilot-cli',
    text: copilotTruncations(),
    compactions: 3,
  },
  {
    name: 'Aider, the model hit a token limit (its context window)',
    file: '.aider.chat.history.md',
    format: 'aider',
    text: aiderContextWindow(),
    limit: /outgrew the model's context window.*131,072 of 128,000/,
  },
  {
    name: 'Aider, out of reflections (its edits kept failing)',
    file: 'reflections/.aider.chat.history.md',
    format: 'aider',
    text: aiderReflections(),
    limit: /limit of failed attempts.*Only 3 reflections allowed/,
  },
  {
    name: 'Inspect, a token limit',
    file: 'inspect-token.json',
    format: 'inspect',
    text: inspectLimit('token', 100_000),
    limit: /cost limit.*token limit \(100000\)/,
  },
  {
    name: 'Inspect, a context limit',
    file: 'inspect-context.json',
    format: 'inspect',
    text: inspectLimit('context', 128_000),
    limit: /outgrew the model's context window/,
  },
  {
    name: 'Inspect, a working-time limit',
    file: 'inspect-working.json',
    format: 'inspect',
    text: inspectLimit('working', 600),
    limit: /time limit/,
  },
  {
    name: 'goose, stopped at its turn limit (GOOSE_MAX_TURNS)',
    file: 'goose-max-turns.jsonl',
    format: 'goose',
    text: gooseRun([
      gooseMessage('assistant', [
        {
          type: 'text',
          text: "I've reached the maximum number of actions I can do without user input. Would you like me to continue?",
        },
      ]),
    ]),
    limit: /turn limit.*maximum number of actions/,
  },
  {
    name: 'goose, three auto-compactions',
    file: 'goose-compactions.jsonl',
    format: 'goose',
    text: gooseRun(
      [gooseMessage('assistant', [{ type: 'text', text: 'The test is written.' }])],
      [
        gooseNotice('Exceeded auto-compact threshold of 80%. Performing auto-compaction...'),
        gooseNotice('Context limit reached. Compacting to continue conversation...'),
        gooseNotice('Exceeded auto-compact threshold of 80%. Performing auto-compaction...'),
      ],
    ),
    compactions: 3,
  },
  {
    name: 'goose, the context still too long after compaction',
    file: 'goose-context.jsonl',
    format: 'goose',
    text: gooseRun([
      gooseNotice('Context limit reached. Compacting to continue conversation...'),
      gooseNotice(
        'Unable to continue: Context limit still exceeded after compaction. Try using a shorter message, a model with a larger context window, or start a new session.',
      ),
    ]),
    limit: /outgrew the model's context window/,
  },
  {
    name: 'OpenClaw, three compactions with their summaries',
    file: 'openclaw-compactions.jsonl',
    format: 'openclaw',
    text: openclawCompactions(),
    compactions: 3,
  },
]

describe('limits and compactions: one cause per fact on variants of real runs', () => {
  it.each(variants.map((v) => [v.name, v] as const))('%s', async (_name, v) => {
    const path = join(dir, v.file)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, v.text)
    const results = await diagnoseFile(path)
    expect(results.map((r) => r.format)).toEqual(results.map(() => v.format))
    expect(results.length).toBeGreaterThan(0)
    for (const r of results) {
      const causes = r.diagnosis.failure_causes
      const types = causes.map((c) => c.type)
      expect({ name: v.name, twice: countedTwice(causes) }).toEqual({ name: v.name, twice: [] })
      if (v.limit) {
        const failed = causes.find((c) => c.type === 'run_failed')
        expect({ name: v.name, said: failed?.description }).toEqual({
          name: v.name,
          said: expect.stringMatching(v.limit),
        })
        expect(failed?.severity).toBe('critical')
        // Reaching a limit is no spend beyond a budget; no provider failed either.
        expect(types).not.toContain('cost_explosion')
        expect(types).not.toContain('provider_failure')
      }
      if (v.compactions !== undefined) {
        const context = causes.find((c) => c.type === 'context_pollution')
        expect({ name: v.name, said: context?.description }).toEqual({
          name: v.name,
          said: expect.stringContaining(`compacted ${v.compactions} times`),
        })
        expect(types).not.toContain('memory_degradation')
        // Compactions are no limit that stopped the run.
        expect(causes.find((c) => c.type === 'run_failed')?.description ?? '').not.toMatch(/limit|context window/)
      }
    }
  })

  it('names a cost cause beside a limit only when a stated budget was exceeded', async () => {
    const path = join(dir, 'claude-over-budget.jsonl')
    // Twelve turns of 150k cache reads: about 200k effective tokens, over a budget of 50k.
    writeFileSync(
      path,
      jsonl([
        claudeInit(`${S}20`),
        ...Array.from({ length: 12 }, (_, i) =>
          claudeTurn(`${S}20`, i + 1, { cache_read_input_tokens: 150_000 }),
        ).flat(),
        claudeResult(`${S}20`, { subtype: 'error_max_turns', is_error: false, num_turns: 12 }),
      ]),
    )
    const [without] = await diagnoseFile(path)
    expect(without.diagnosis.failure_causes.map((c) => c.type)).toEqual(['run_failed'])
    const [over] = await diagnoseFile(path, {
      engine: { detectorOptions: { cost_explosion: { tokenBudget: 50_000 } } },
    })
    const types = over.diagnosis.failure_causes.map((c) => c.type)
    expect(types).toEqual(['run_failed', 'cost_explosion'])
    expect(countedTwice(over.diagnosis.failure_causes)).toEqual([])
  })
})
