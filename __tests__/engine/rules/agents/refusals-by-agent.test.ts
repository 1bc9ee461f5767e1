/**
 * Refusals of every agent we read are the workflow's fact: a run in each agent's own record shape,
 * where 3 (then 6) shell calls were refused in that agent's own words and the agent went on
 * without them, is diagnosed with `permission_refused` as its primary cause, naming that agent's
 * setting; never as ignored outputs or a failed check, and no two causes cite the same records.
 * A shell's own "Permission denied" (the command ran) stays a failed command.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { diagnoseFile } from '../../../../src/gate/pipeline.js'

const dir = mkdtempSync(join(tmpdir(), 'refusals-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const J = (x: unknown) => JSON.stringify(x)
const lines = (xs: unknown[]) => xs.map(J).join('\n') + '\n'

/** A step of a run: a call that ran (`ok`), or one that was refused (`refused`). */
type Step = { id: string; refused: boolean }
const steps = (n: number): Step[] => [
  { id: 'a1', refused: false },
  ...Array.from({ length: n }, (_, i) => ({ id: `r${i + 1}`, refused: true })),
  { id: 'a2', refused: false },
]

interface Agent {
  /** The agent's words for a refused shell call. */
  words: string
  /** What the fix names. */
  setting: RegExp
  /** The run, as the agent writes it. */
  file(steps: Step[], words: string): { name: string; text: string }
}

const SID = '00000000-0000-4000-8000-0000000000aa'

const claudeLike =
  (sid: string, init: Record<string, unknown>, result: Record<string, unknown> = {}) =>
  (ss: Step[], words: string) => [
    {
      type: 'system',
      subtype: 'init',
      cwd: '/work/project',
      session_id: sid,
      tools: ['Bash', 'Read'],
      model: 'm',
      ...init,
    },
    ...ss.flatMap((s) => [
      {
        type: 'assistant',
        session_id: sid,
        message: {
          id: `m_${s.id}`,
          role: 'assistant',
          model: 'm',
          content: [
            {
              type: 'tool_use',
              id: `t_${s.id}`,
              name: s.refused ? 'Bash' : 'Read',
              input: s.refused ? { command: `make ${s.id}` } : { file_path: `/work/project/${s.id}.txt` },
            },
          ],
          stop_reason: 'tool_use',
          usage: { input_tokens: 10, output_tokens: 5 },
        },
      },
      {
        type: 'user',
        session_id: sid,
        message: {
          role: 'user',
          content: [
            { type: 'tool_result', tool_use_id: `t_${s.id}`, content: s.refused ? words : 'text', is_error: s.refused },
          ],
        },
      },
    ]),
    {
      type: 'assistant',
      session_id: sid,
      message: {
        id: 'm_end',
        role: 'assistant',
        model: 'm',
        content: [{ type: 'text', text: 'I could not run the build: the shell was not allowed.' }],
        stop_reason: 'end_turn',
        usage: { input_tokens: 10, output_tokens: 5 },
      },
    },
    {
      type: 'result',
      subtype: 'success',
      is_error: false,
      session_id: sid,
      num_turns: ss.length + 1,
      result: 'done',
      ...result,
    },
  ]

const AGENTS: Record<string, Agent> = {
  'claude-stream': {
    words: "Claude requested permissions to use Bash, but you haven't granted it yet.",
    setting: /--allowedTools/,
    file: (ss, w) => ({
      name: 'claude.jsonl',
      text: lines(
        claudeLike(
          SID,
          { permissionMode: 'default', apiKeySource: 'none' },
          {
            permission_denials: ss
              .filter((s) => s.refused)
              .map((s) => ({ tool_name: 'Bash', tool_use_id: `t_${s.id}`, tool_input: { command: `make ${s.id}` } })),
            usage: { input_tokens: 100, output_tokens: 50 },
          },
        )(ss, w),
      ),
    }),
  },
  'claude-stream, a deny rule': {
    words: 'Permission to use Bash with command make has been denied.',
    setting: /--allowedTools/,
    file: (ss, w) => ({
      name: 'claude-deny.jsonl',
      text: lines(
        claudeLike(
          SID,
          { permissionMode: 'dontAsk', apiKeySource: 'none' },
          { usage: { input_tokens: 100, output_tokens: 50 } },
        )(ss, w),
      ),
    }),
  },
  amp: {
    words: "Claude requested permissions to use Bash, but you haven't granted it yet.",
    setting: /--allowedTools|permission/,
    file: (ss, w) => ({
      name: 'amp.jsonl',
      text: lines(claudeLike('T-00000000-0000-4000-8000-0000000000ab', { mcp_servers: [] })(ss, w)),
    }),
  },
  'claude-code': {
    words: 'Permission to use Bash has been denied.',
    setting: /--allowedTools/,
    file: (ss, w) => {
      let parent: string | null = null
      let n = 0
      const rec = (type: string, message: unknown) => {
        const uuid = `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`
        const r = {
          parentUuid: parent,
          isSidechain: false,
          type,
          message,
          uuid,
          timestamp: `2026-04-09T13:46:${String(n).padStart(2, '0')}.000Z`,
          sessionId: SID,
          version: '2.1.81',
          cwd: '/work/project',
        }
        parent = uuid
        return r
      }
      const out = [rec('user', { role: 'user', content: 'Build it' })]
      for (const s of ss) {
        out.push(
          rec('assistant', {
            id: `msg_${s.id}`,
            type: 'message',
            role: 'assistant',
            model: 'claude-sonnet-4-6',
            content: [
              {
                type: 'tool_use',
                id: `toolu_${s.id}`,
                name: s.refused ? 'Bash' : 'Read',
                input: s.refused ? { command: `make ${s.id}` } : { file_path: `/work/project/${s.id}` },
              },
            ],
            stop_reason: 'tool_use',
            usage: { input_tokens: 3, output_tokens: 8 },
          }),
        )
        out.push(
          rec('user', {
            role: 'user',
            content: [
              {
                type: 'tool_result',
                tool_use_id: `toolu_${s.id}`,
                content: s.refused ? w : 'text',
                is_error: s.refused,
              },
            ],
          }),
        )
      }
      out.push(
        rec('assistant', {
          id: 'msg_end',
          type: 'message',
          role: 'assistant',
          model: 'claude-sonnet-4-6',
          content: [{ type: 'text', text: 'The shell was not allowed; I stopped.' }],
          stop_reason: 'end_turn',
          usage: { input_tokens: 3, output_tokens: 8 },
        }),
      )
      return { name: 'session.jsonl', text: lines(out) }
    },
  },
  'codex-exec': {
    words: 'command declined',
    setting: /--sandbox/,
    file: (ss, w) => ({
      name: 'codex.jsonl',
      text: lines([
        { type: 'thread.started', thread_id: SID },
        { type: 'turn.started' },
        ...ss.map((s) => ({
          type: 'item.completed',
          item: {
            id: s.id,
            type: 'command_execution',
            command: `bash -lc 'make ${s.id}'`,
            ...(!s.refused
              ? { aggregated_output: 'ok', exit_code: 0, status: 'completed' }
              : w === 'command declined'
                ? { aggregated_output: '', exit_code: null, status: 'declined' }
                : { aggregated_output: w, exit_code: 126, status: 'failed' }),
          },
        })),
        { type: 'item.completed', item: { id: 'msg', type: 'agent_message', text: 'The commands were declined.' } },
        { type: 'turn.completed', usage: { input_tokens: 100, cached_input_tokens: 0, output_tokens: 10 } },
      ]),
    }),
  },
  'codex-rollout': {
    words: 'exec command rejected by user',
    setting: /approval mode/,
    file: (ss, w) => {
      const t = (i: number) => `2026-03-02T09:00:${String(i).padStart(2, '0')}.000Z`
      let i = 0
      return {
        name: 'rollout-2026-03-02T09-00-00-00000000-0000-4000-8000-0000000000aa.jsonl',
        text: lines([
          {
            timestamp: t(i++),
            type: 'session_meta',
            payload: {
              id: SID,
              timestamp: t(0),
              cwd: '/work/project',
              originator: 'codex_exec',
              cli_version: '0.104.0',
              source: 'exec',
              model_provider: 'openai',
            },
          },
          {
            timestamp: t(i++),
            type: 'turn_context',
            payload: {
              cwd: '/work/project',
              approval_policy: 'untrusted',
              sandbox_policy: { type: 'read-only' },
              model: 'gpt-5.3-codex',
            },
          },
          {
            timestamp: t(i++),
            type: 'response_item',
            payload: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Build it' }] },
          },
          ...ss.flatMap((s) => [
            {
              timestamp: t(i++),
              type: 'response_item',
              payload: {
                type: 'function_call',
                name: 'shell',
                arguments: J({ command: ['bash', '-lc', `make ${s.id}`] }),
                call_id: `call_${s.id}`,
              },
            },
            {
              timestamp: t(i++),
              type: 'response_item',
              payload: {
                type: 'function_call_output',
                call_id: `call_${s.id}`,
                output: s.refused ? w : 'Exit code: 0\nOutput:\nok',
              },
            },
          ]),
          {
            timestamp: t(i++),
            type: 'response_item',
            payload: {
              type: 'message',
              role: 'assistant',
              content: [{ type: 'output_text', text: 'The commands were not approved.' }],
            },
          },
          {
            timestamp: t(i++),
            type: 'event_msg',
            payload: { type: 'task_complete', last_agent_message: 'The commands were not approved.' },
          },
        ]),
      }
    },
  },
  'copilot-cli': {
    words: 'Permission denied and could not request permission from user',
    setting: /--allow-tool/,
    file: (ss, w) => {
      let n = 0
      const ev = (type: string, data: unknown) => ({
        type,
        data,
        id: `e${++n}`,
        timestamp: `2026-07-30T20:00:${String(n).padStart(2, '0')}.000Z`,
        parentId: n > 1 ? `e${n - 1}` : null,
      })
      return {
        name: 'copilot.jsonl',
        text: lines([
          ev('session.start', {
            sessionId: SID,
            version: 1,
            producer: 'copilot-agent',
            copilotVersion: '1.0.77',
            startTime: '2026-07-30T20:00:00.000Z',
            context: { cwd: '/work/repo' },
          }),
          ev('user.message', { content: 'Build it' }),
          ev('assistant.turn_start', { turnId: '0', model: 'gpt-5' }),
          ...ss.flatMap((s) => [
            ev('assistant.message', {
              messageId: `m${s.id}`,
              content: '',
              toolRequests: [{ toolCallId: s.id, name: 'bash', arguments: { command: `make ${s.id}` } }],
              outputTokens: 10,
            }),
            ev('tool.execution_start', { toolCallId: s.id, toolName: 'bash', arguments: { command: `make ${s.id}` } }),
            ev(
              'tool.execution_complete',
              s.refused
                ? { toolCallId: s.id, success: false, error: { message: w, code: 'denied' } }
                : { toolCallId: s.id, success: true, result: { content: 'ok' } },
            ),
          ]),
          ev('assistant.message', {
            messageId: 'mend',
            content: 'The shell was not allowed.',
            toolRequests: [],
            outputTokens: 10,
          }),
          ev('assistant.turn_end', { turnId: '0' }),
          ev('session.shutdown', {
            shutdownType: 'routine',
            totalApiDurationMs: 9000,
            codeChanges: { linesAdded: 0, linesRemoved: 0, filesModified: [] },
            modelMetrics: {},
          }),
        ]),
      }
    },
  },
  'cursor-cli': {
    words: 'rejected',
    setting: /Cursor's permissions/,
    file: (ss, w) => ({
      name: 'cursor.jsonl',
      text: lines([
        {
          type: 'system',
          subtype: 'init',
          apiKeySource: 'login',
          cwd: '/work/repo',
          session_id: 's1',
          model: 'Auto',
          permissionMode: 'default',
        },
        { type: 'user', message: { role: 'user', content: [{ type: 'text', text: 'Build it' }] }, session_id: 's1' },
        ...ss.map((s) => ({
          type: 'tool_call',
          subtype: 'completed',
          call_id: s.id,
          tool_call: {
            shellToolCall: {
              args: { command: `make ${s.id}` },
              result:
                s.refused && w === 'rejected'
                  ? { rejected: { command: `make ${s.id}`, workingDirectory: '/work/repo', reason: '' } }
                  : s.refused
                    ? { failure: { command: `make ${s.id}`, exitCode: 126, stdout: '', stderr: w } }
                    : { success: { command: `make ${s.id}`, exitCode: 0, stdout: 'ok', stderr: '' } },
            },
            toolCallId: s.id,
          },
          session_id: 's1',
        })),
        {
          type: 'assistant',
          message: { role: 'assistant', content: [{ type: 'text', text: 'The shell was rejected.' }] },
          session_id: 's1',
        },
        {
          type: 'result',
          subtype: 'success',
          is_error: false,
          duration_ms: 9000,
          result: 'The shell was rejected.',
          session_id: 's1',
        },
      ]),
    }),
  },
  opencode: {
    words: 'The user rejected permission to use this specific tool call.',
    setting: /opencode/,
    file: (ss, w) => {
      let n = 0
      const part = (extra: Record<string, unknown>) => ({
        id: `prt_${++n}`,
        sessionID: 'ses_1',
        messageID: 'msg_1',
        ...extra,
      })
      return {
        name: 'opencode.jsonl',
        text: lines([
          { type: 'step_start', timestamp: 1767036059000, sessionID: 'ses_1', part: part({ type: 'step-start' }) },
          ...ss.map((s, i) => ({
            type: 'tool_use',
            timestamp: 1767036060000 + i,
            sessionID: 'ses_1',
            part: part({
              type: 'tool',
              callID: s.id,
              tool: 'bash',
              state: s.refused
                ? { status: 'error', input: { command: `make ${s.id}` }, error: w, time: { start: 1, end: 2 } }
                : {
                    status: 'completed',
                    input: { command: `make ${s.id}` },
                    output: 'ok',
                    metadata: { exit: 0 },
                    time: { start: 1, end: 2 },
                  },
            }),
          })),
          {
            type: 'text',
            timestamp: 1767036069000,
            sessionID: 'ses_1',
            part: part({ type: 'text', text: 'The shell was not allowed.' }),
          },
          {
            type: 'step_finish',
            timestamp: 1767036070000,
            sessionID: 'ses_1',
            part: part({
              type: 'step-finish',
              reason: 'stop',
              cost: 0,
              tokens: { input: 10, output: 5, reasoning: 0, cache: { read: 0, write: 0 } },
            }),
          },
        ]),
      }
    },
  },
  'opencode, a deny rule': {
    words:
      'The user has specified a rule which prevents you from using this specific tool call. Here are some of the relevant rules [{"permission":"bash","pattern":"*","action":"deny"}]',
    setting: /opencode/,
    file: (ss, w) => ({ ...AGENTS.opencode.file(ss, w), name: 'opencode-deny.jsonl' }),
  },
  goose: {
    words:
      'The user has declined to run this tool. DO NOT attempt to call this tool again. If there are no alternative methods to proceed, clearly explain the situation and STOP.',
    setting: /GOOSE_MODE/,
    file: (ss, w) => ({
      name: 'goose.jsonl',
      text: lines([
        {
          type: 'message',
          message: { id: null, role: 'user', created: 1760000000, content: [{ type: 'text', text: 'Build it' }] },
        },
        ...ss.flatMap((s) => [
          {
            type: 'message',
            message: {
              id: null,
              role: 'assistant',
              created: 1760000000,
              content: [
                {
                  type: 'toolRequest',
                  id: s.id,
                  toolCall: {
                    status: 'success',
                    value: { name: 'developer__shell', arguments: { command: `make ${s.id}` } },
                  },
                },
              ],
            },
          },
          {
            type: 'message',
            message: {
              id: null,
              role: 'user',
              created: 1760000000,
              content: [
                {
                  type: 'toolResponse',
                  id: s.id,
                  toolResult: s.refused
                    ? { status: 'success', value: [{ type: 'text', text: w }] }
                    : { status: 'success', value: [{ type: 'text', text: 'ok' }] },
                },
              ],
            },
          },
        ]),
        {
          type: 'message',
          message: {
            id: null,
            role: 'assistant',
            created: 1760000000,
            content: [{ type: 'text', text: 'The shell was declined.' }],
          },
        },
        { type: 'complete', total_tokens: 500 },
      ]),
    }),
  },
  'kimi-cli': {
    words:
      'The tool call is rejected by the user. Stop what you are doing and wait for the user to tell you how to proceed.',
    setting: /Kimi/,
    file: (ss, w) => ({
      name: 'context.jsonl',
      text: lines([
        { role: '_checkpoint', id: 0 },
        { role: 'user', content: 'Build it' },
        ...ss.flatMap((s) => [
          {
            role: 'assistant',
            content: [],
            tool_calls: [
              {
                type: 'function',
                id: `Shell:${s.id}`,
                function: { name: 'Shell', arguments: J({ command: `make ${s.id}` }) },
              },
            ],
          },
          {
            role: 'tool',
            content: s.refused
              ? [{ type: 'text', text: `<system>ERROR: ${w}</system>` }]
              : [{ type: 'text', text: 'ok' }],
            tool_call_id: `Shell:${s.id}`,
          },
        ]),
        { role: 'assistant', content: [{ type: 'text', text: 'The shell was rejected.' }] },
        { role: '_usage', token_count: 900 },
      ]),
    }),
  },
  openclaw: {
    words: 'exec denied: allowlist miss',
    setting: /OpenClaw/,
    file: (ss, w) => {
      let n = 0
      const id = () => `id${++n}`
      return {
        name: 'openclaw.jsonl',
        text: lines([
          { type: 'session', version: 3, id: SID, timestamp: '2026-01-31T06:10:40.884Z', cwd: '/work/project' },
          {
            type: 'message',
            id: id(),
            parentId: null,
            timestamp: '2026-01-31T07:21:36.915Z',
            message: { role: 'user', content: [{ type: 'text', text: 'Build it' }], timestamp: 1769844096913 },
          },
          ...ss.flatMap((s) => [
            {
              type: 'message',
              id: id(),
              parentId: null,
              timestamp: '2026-01-31T07:21:44.140Z',
              message: {
                role: 'assistant',
                content: [{ type: 'toolCall', id: s.id, name: 'exec', arguments: { command: `make ${s.id}` } }],
                usage: { input: 10, output: 5, totalTokens: 15 },
              },
            },
            {
              type: 'message',
              id: id(),
              parentId: null,
              timestamp: '2026-01-31T07:21:50.069Z',
              message: {
                role: 'toolResult',
                toolCallId: s.id,
                toolName: 'exec',
                content: [{ type: 'text', text: s.refused ? w : 'ok' }],
                details: s.refused ? { status: 'error' } : { status: 'completed', exitCode: 0 },
                isError: s.refused,
                timestamp: 1769844110064,
              },
            },
          ]),
          {
            type: 'message',
            id: id(),
            parentId: null,
            timestamp: '2026-01-31T07:22:05.276Z',
            message: {
              role: 'assistant',
              content: [{ type: 'text', text: 'exec was denied.' }],
              stopReason: 'stop',
              usage: { input: 10, output: 5, totalTokens: 15 },
            },
          },
        ]),
      }
    },
  },
  openhands: {
    words: 'Blocked by hook: make is not allowed',
    setting: /OpenHands/,
    file: (ss, w) => {
      let n = 0
      const e = (x: Record<string, unknown>) => ({
        id: `e${++n}`,
        timestamp: `2026-03-01T10:00:${String(n).padStart(2, '0')}`,
        ...x,
      })
      return {
        name: 'events.jsonl',
        text: lines([
          e({
            kind: 'SystemPromptEvent',
            source: 'agent',
            system_prompt: { type: 'text', text: 'You are OpenHands agent.' },
            tools: [],
          }),
          e({
            kind: 'MessageEvent',
            source: 'user',
            llm_message: { role: 'user', content: [{ type: 'text', text: 'Build it' }] },
          }),
          ...ss.flatMap((s) => [
            e({
              kind: 'ActionEvent',
              source: 'agent',
              tool_name: 'terminal',
              tool_call_id: s.id,
              tool_call: { id: s.id, name: 'terminal', arguments: J({ command: `make ${s.id}` }) },
              action: { command: `make ${s.id}`, kind: 'TerminalAction' },
            }),
            s.refused && w.startsWith('Blocked by hook')
              ? e({
                  kind: 'UserRejectObservation',
                  source: 'environment',
                  tool_name: 'terminal',
                  tool_call_id: s.id,
                  action_id: `e${n}`,
                  rejection_reason: w,
                  rejection_source: 'hook',
                })
              : e({
                  kind: 'ObservationEvent',
                  source: 'environment',
                  tool_name: 'terminal',
                  tool_call_id: s.id,
                  action_id: `e${n}`,
                  observation: {
                    content: [{ type: 'text', text: s.refused ? w : 'ok' }],
                    is_error: false,
                    command: `make ${s.id}`,
                    exit_code: s.refused ? 126 : 0,
                    kind: 'TerminalObservation',
                  },
                }),
          ]),
          e({
            kind: 'ActionEvent',
            source: 'agent',
            tool_name: 'finish',
            tool_call_id: 'fin',
            tool_call: { id: 'fin', name: 'finish', arguments: J({ message: 'The build was blocked.' }) },
            action: { message: 'The build was blocked.', kind: 'FinishAction' },
          }),
        ]),
      }
    },
  },

  'gemini-cli': {
    words: 'Tool execution denied by policy.',
    setting: /--approval-mode/,
    file: (ss, w) => ({
      name: 'session-2026-04-25T08-23-e435870b.jsonl',
      text: lines([
        {
          sessionId: SID,
          projectHash: '0'.repeat(64),
          startTime: '2026-04-25T08:23:24.509Z',
          lastUpdated: '2026-04-25T08:23:24.509Z',
          kind: 'main',
        },
        { id: 'u1', timestamp: '2026-04-25T08:26:42.354Z', type: 'user', content: [{ text: 'Build it' }] },
        ...ss.map((s, i) => ({
          id: `g${i}`,
          timestamp: '2026-04-25T08:26:50.000Z',
          type: 'gemini',
          content: '',
          toolCalls: [
            {
              id: s.id,
              name: 'run_shell_command',
              args: { command: `make ${s.id}` },
              result: [
                {
                  functionResponse: {
                    id: s.id,
                    name: 'run_shell_command',
                    response: s.refused ? { error: w } : { output: 'ok' },
                  },
                },
              ],
              status: s.refused ? 'error' : 'success',
              timestamp: '2026-04-25T08:26:50.000Z',
            },
          ],
          tokens: { input: 10, output: 5, cached: 0, thoughts: 0, tool: 0, total: 15 },
          model: 'gemini-2.5-pro',
        })),
        {
          id: 'gend',
          timestamp: '2026-04-25T08:27:00.000Z',
          type: 'gemini',
          content: 'The shell was denied by policy.',
          tokens: { input: 10, output: 5, cached: 0, thoughts: 0, tool: 0, total: 15 },
          model: 'gemini-2.5-pro',
        },
      ]),
    }),
  },
  'qwen-code': {
    words: 'Tool execution for "Shell" requires user confirmation, which is not supported in non-interactive mode.',
    setting: /--approval-mode/,
    file: (ss, w) => ({
      name: 'qwen.jsonl',
      text: lines(
        claudeLike(
          SID,
          { permission_mode: 'default', qwen_code_version: '0.15.6' },
          {
            permission_denials: w.startsWith('Tool execution')
              ? ss
                  .filter((s) => s.refused)
                  .map((s) => ({
                    tool_name: 'run_shell_command',
                    tool_use_id: `t_${s.id}`,
                    tool_input: { command: `make ${s.id}` },
                  }))
              : [],
            usage: { input_tokens: 100, output_tokens: 50 },
          },
        )(ss, w),
      ),
    }),
  },
  droid: {
    words:
      'Error: Command requires approval. Insufficient permission to proceed. Re-run with --auto medium or --auto high.',
    setting: /--auto medium/,
    file: (ss, w) => ({
      name: 'droid.jsonl',
      text: lines([
        {
          type: 'system',
          subtype: 'init',
          cwd: '/work/project',
          session_id: SID,
          tools: ['Read', 'Execute'],
          model: 'gpt-5-codex',
        },
        { type: 'message', role: 'user', id: 'u1', text: 'Build it', timestamp: 1760807307720, session_id: SID },
        ...ss.flatMap((s, i) => [
          {
            type: 'tool_call',
            id: s.id,
            messageId: `m${i}a`,
            toolId: 'Execute',
            toolName: 'Execute',
            parameters: { command: `make ${s.id}` },
            timestamp: 1760807310000 + i,
            session_id: SID,
          },
          s.refused
            ? {
                type: 'tool_result',
                id: s.id,
                messageId: `m${i}b`,
                toolId: '',
                isError: true,
                error: { type: 'tool_error', message: w },
                timestamp: 1760807310000 + i,
                session_id: SID,
              }
            : {
                type: 'tool_result',
                id: s.id,
                messageId: `m${i}b`,
                toolId: '',
                isError: false,
                value: 'ok',
                timestamp: 1760807310000 + i,
                session_id: SID,
              },
        ]),
        {
          type: 'message',
          role: 'assistant',
          id: 'a1',
          text: 'The shell needs --auto medium.',
          timestamp: 1760807320000,
          session_id: SID,
        },
        {
          type: 'completion',
          finalText: 'The shell needs --auto medium.',
          numTurns: ss.length + 1,
          durationMs: 1000,
          session_id: SID,
          timestamp: 1760807321000,
        },
      ]),
    }),
  },
}

async function diagnose(agent: Agent, ss: Step[], words = agent.words) {
  const { name, text } = agent.file(ss, words)
  const path = join(dir, `${Math.random().toString(36).slice(2)}-${name}`)
  writeFileSync(path, text)
  if (process.env.KEEP) writeFileSync(join(process.env.KEEP, name), text)
  const results = await diagnoseFile(path)
  expect(results).toHaveLength(1)
  return results[0].diagnosis
}

/** Causes that cite one same record, each pair once. */
function citedTwice(causes: { type: string; evidence: { event_id?: unknown }[] }[]): string[] {
  const out: string[] = []
  for (let i = 0; i < causes.length; i++)
    for (let j = i + 1; j < causes.length; j++) {
      const a = new Set(causes[i].evidence.map((e) => String(e.event_id)))
      if (causes[j].evidence.some((e) => a.has(String(e.event_id)))) out.push(`${causes[i].type} + ${causes[j].type}`)
    }
  return out
}

describe.each(Object.entries(AGENTS))('%s: refused calls', (_name, agent) => {
  it.each([3, 6])('%i refused shell calls are the workflow’s fact, naming its setting', async (n) => {
    const d = await diagnose(agent, steps(n))
    const types = d.failure_causes.map((c) => c.type)
    expect(types).toContain('permission_refused')
    expect(d.primary_diagnosis.root_cause_failure_type).toBe('permission_refused')
    expect(types).not.toContain('ignoring_tool_outputs')
    expect(types).not.toContain('finished_on_failure')
    expect(citedTwice(d.failure_causes)).toEqual([])
    const fix = d.recommendations.find((r) => r.failure_type === 'permission_refused')!.remediation
    expect(fix).toMatch(agent.setting)
    const cause = d.failure_causes.find((c) => c.type === 'permission_refused')!
    expect(cause.description).toContain(`refused ${n} of`)
  })

  it("a shell's own Permission denied is a failed command, no refusal", async () => {
    const d = await diagnose(agent, steps(3), 'bash: /root/build.sh: Permission denied\nexit code 126')
    expect(d.failure_causes.map((c) => c.type)).not.toContain('permission_refused')
  })
})
