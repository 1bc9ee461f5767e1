/**
 * The public sample traces in ../shared/traces (MANIFEST.tsv says where each came from), when the
 * folder is there: `auto` must recognise each file as the format its folder names (or, for a file
 * in FORMAT_OF, a format whose id starts with the folder's name), and the adapter must give the
 * counts an independent reading of the file gives. Companions beside the traces (COMPANIONS) are
 * not read: a folder walk names them. A folder named after
 * no format id (`FORMAT_IDS`) holds a format the project does not read yet: it is one todo line
 * until an adapter with that id exists, and from then on its files are tested like the others.
 *
 * The expected numbers were worked out apart from the adapters, with jq and a small Python
 * script over the raw files: tool calls = tool-use blocks / tool items / function calls;
 * errors = failed tool results (per each format's failure rule) plus model/API errors; tokens =
 * the sum of per-reply usage, each streamed Claude reply counted once by message.id (its last
 * line), Codex's cumulative counters taken as their last total; compactions = compaction
 * records (a Codex `compacted` + `context_compacted` pair counts once). For the formats whose
 * results carry no status (SWE-agent observations, OpenHands IPython cells), failed results are
 * the outputs in which bash reports a failure ("command not found", a syntax error) or the
 * editor refused an edit; their tool call counts are MANIFEST.tsv's.
 */
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { READ_AS, REFUSED, sharedTraces, todoUnread } from '../../__fixtures__/shared.js'
import { adaptFile, summarise } from './adapters/helpers.js'
import { sortFoundFiles } from '../../src/harness/folders.js'

const traces = sharedTraces()

interface Expected {
  session?: string
  tool_calls: number
  tool_outputs: number
  errors: number
  retries: number
  tokens: number
  compactions: number
  end: string
}

const e = (
  tool_calls: number,
  tool_outputs: number,
  errors: number,
  retries: number,
  tokens: number,
  compactions: number,
  end: string,
  session?: string,
): Expected => ({
  session,
  tool_calls,
  tool_outputs,
  errors,
  retries,
  tokens,
  compactions,
  end,
})

/** folder/file -> expected counts (one entry per session, in order). */
const EXPECTED: Record<string, Expected[]> = {
  // 2 Skill calls; 3 tool_results rejected by the user (is_error).
  'claude-code/4thehalibit__omarchy-backup__44ef5cbf-9cc3-4f7b-ac40-337a4d39713b.jsonl': [
    e(13, 13, 3, 0, 468921, 0, 'completed'),
  ],
  // A compaction fork: compact_boundary with preTokens 167968.
  'claude-code/adrianstanca1__vps-config__subagent_agent-acompact-2b841bf7a8438c8a.jsonl': [
    e(58, 58, 0, 0, 3478924, 1, 'completed'),
  ],
  'claude-code/d-kimuson__claude-code-viewer__1af7fc5e-8455-4414-9ccd-011d40f70b2a.jsonl': [
    e(12, 12, 1, 0, 116963, 0, 'completed'),
  ],
  'claude-code/d-kimuson__claude-code-viewer__5c0375b4-57a5-4f26-b12d-d022ee4e51b7.jsonl': [
    e(21, 21, 3, 0, 375764, 0, 'completed'),
  ],
  // Schema catalogue: 1 failed tool_result + system `error` + `api_refusal`; 4 `api_error` retries; 2 compact_boundary.
  'claude-code/jazzyalex__agent-sessions__claude_small.jsonl': [e(3, 3, 3, 4, 15, 2, 'incomplete')],
  // droid exec stream-json (2025, no tokens, no end record): tool_call / tool_result records,
  // failed = isError true; the CLI's `error` record is an error and ends the run.
  'droid/BloopAI__vibe-kanban__edits-and-execution.jsonl': [e(12, 12, 0, 0, 0, 0, 'completed')],
  'droid/BloopAI__vibe-kanban__hello-world.jsonl': [e(0, 0, 0, 0, 0, 0, 'completed')],
  'droid/BloopAI__vibe-kanban__insufficient-perms.jsonl': [e(3, 3, 2, 0, 0, 0, 'error')],
  // The session store, cut to its first messages: no tool_use block; its tokens are in the
  // .settings.json beside it, not read.
  'droid/sageox__ox__session-real.jsonl': [e(0, 0, 0, 0, 0, 0, 'completed')],
  // Qwen Code stream-json: one tool_use, usage all zeros, a result of subtype success.
  'qwen-code/CarlosDanielDev__maestro__qwen_output_sample.jsonl': [e(1, 1, 0, 0, 0, 0, 'completed')],
  // The chat recording: one functionCall whose functionResponse holds an error; usageMetadata
  // totalTokenCount 520 + 605; the last record is a reply without calls.
  'qwen-code/Piebald-AI__splitrail__qwen_code.jsonl': [e(1, 1, 1, 0, 1125, 0, 'completed')],
  // Kimi CLI context: 27 tool_calls, 27 tool messages, none starting <system>ERROR; _usage is a
  // context size, not counted as tokens; the last message is a reply without calls.
  'kimi-cli/MoonshotAI__kimi-cli__531d195b-6436-426e-b010-4bf723a992de.jsonl': [e(27, 27, 0, 0, 0, 0, 'completed')],
  // run-gemini-cli's stdout.log: tools.byName counts (1 call, 0 fail), the models' tokens.total, 0 API errors.
  'gemini-cli/Realiserad__fish-ai__stdout.log': [e(1, 1, 0, 0, 34293, 0, 'completed')],
  // One `claude -p` run each: 17 tool_use ids (parallel calls), 2 failed tool_results and the
  // error_max_turns result; 55 calls with 2 failed results, a success result.
  'claude-stream/bigsnarfdude__researchRalph__gpt2-tinystories-v44__agent1_s10.jsonl': [
    e(17, 17, 3, 0, 405906, 0, 'max_turns'),
  ],
  'claude-stream/bigsnarfdude__researchRalph__nirenberg-1d-chaos-v3-haiku__agent3.jsonl': [
    e(55, 55, 2, 0, 3119553, 0, 'completed'),
  ],
  'claude-stream/yoneapp__claude-code-action__sample-turns.json': [e(3, 3, 0, 0, 1210, 0, 'completed')],
  // 24 tool messages + 28 commands + 2 MCP calls; tokens and cost per api_req_started; failed:
  // 2 commands whose output is a PowerShell error record (`&&` in Windows PowerShell) and the 2
  // MCP calls whose server answered "Error: ..."; the task ends on ask "resume_completed_task".
  'cline/Jeehunter__mcp-vscode-server__MCP_ui_messages.json': [e(54, 54, 4, 0, 3253593, 0, 'completed')],
  // 8 commands + 1 file_change + 1 todo_list; turn.completed 140106 in + 4789 out.
  'codex-exec/snowshine0216__openclaw-qa-workspace__codex_stdout_eval-13_without_skill_run-1.jsonl': [
    e(10, 10, 0, 0, 144895, 0, 'completed'),
  ],
  // Reconnecting 1/5..5/5, then one error repeated by turn.failed: one error.
  'codex-exec/snowshine0216__openclaw-qa-workspace__codex_stdout_turnfailed_reconnect.jsonl': [
    e(0, 0, 1, 5, 0, 0, 'error'),
  ],
  // 2 function_call + 2 custom_tool_call + 2 tool_search_call + web search + image generation;
  // errors: an `error` event and a task_complete with an error; 6 `compacted` + 1 lone `context_compacted`.
  'codex-rollout/jazzyalex__agent-sessions__codex_small.jsonl': [e(8, 8, 2, 0, 16422, 7, 'incomplete')],
  // 82 function_call + 22 custom_tool_call + 1 web_search_call; last total_tokens 7240100.
  'codex-rollout/madshn__localpush__rollout-2026-02-23T12-40-23-019c8a4c-ed82-79a1-aa28-7738fc5ab61a.jsonl': [
    e(105, 105, 0, 0, 7240100, 0, 'completed'),
  ],
  'codex-rollout/madshn__localpush__rollout-2026-02-23T20-34-25-019c8bfe-ec25-79e0-97d7-bda6a9c575ff.jsonl': [
    e(5, 5, 0, 0, 299496, 0, 'completed'),
  ],
  // SWE-agent 0.x: 4 steps; totals only (tokens_sent 42168 + tokens_received 377).
  'swe-agent/multi-swe-bench__experiments__deepseek-coder-v2__fasterxml__jackson-databind-3701.traj': [
    e(4, 4, 0, 0, 42545, 0, 'completed'),
  ],
  // 59 entries, the last the harness's "exit_cost" (not a call); 54 observations are bash
  // errors ("DISCUSSION: command not found", "syntax error: unexpected end of file").
  // 59 actions: 54 replies of prose that begin "DISCUSSION" and 4 empty ones hold no command
  // (format errors of the model's reply, no tool call), then the harness's exit_cost.
  'swe-agent/multi-swe-bench__experiments__doubao-pro-128k__fasterxml__jackson-core-964.traj': [
    e(0, 0, 58, 0, 606151, 0, 'incomplete'),
  ],
  // 2.x tool_calls: 15 calls, 2 exceptions (returncode -1) and 1 returncode 1; 16th API call failed.
  'mini-swe-agent/SWE-agent__mini-swe-agent__deepseek_reasoner_dev__pvlib__pvlib-python-1072.traj.json': [
    e(15, 15, 3, 0, 96906, 0, 'error'),
  ],
  // 1.x bash blocks: 16 commands (the last the submit, answered by the diff); one grep returned 1.
  'mini-swe-agent/gruckion__mini-swe-agent__gemini-3-pro__pylint-dev__pylint-6903.traj.json': [
    e(16, 16, 1, 0, 152143, 0, 'completed'),
  ],
  // Two resolver runs (3 and 21 actions), no token counts (costs only); 8 edits refused for syntax errors.
  'openhands/All-Hands-AI__OpenHands__resolver_mock_output_output.jsonl': [
    e(3, 3, 0, 0, 0, 0, 'completed', 'issue-5'),
    e(21, 21, 8, 0, 0, 0, 'completed', 'issue-1'),
  ],
  // One edit, then finish; each model response counted once (4621 + 4823).
  'openhands/All-Hands-AI__OpenHands__runtime_trajs_basic.json': [e(1, 1, 0, 0, 9444, 0, 'completed')],
  // 6 toolCalls, one refused shell command (status error).
  'gemini-cli/jarek108__gemini-cli-headless__01_hello_world__20260411_194824__qa_session.json': [
    e(6, 6, 1, 0, 51407, 0, 'completed'),
  ],
  'gemini-cli/jarek108__gemini-cli-headless__01_hello_world__20260411_200356__doer_session.json': [
    e(3, 3, 0, 0, 38190, 0, 'completed'),
  ],
  'inspect/UKGovernmentBEIS__inspect_ai__log_read_sample.json': [e(0, 0, 0, 0, 69, 0, 'completed', '1')],
  // 11 tool messages with an error, no assistant tool_calls; the eval's usage (1 token) belongs to its one sample.
  'inspect/UKGovernmentBEIS__inspect_ai__log_tool_call_error.json': [
    e(0, 11, 11, 0, 1, 0, 'completed', 'sample 1, epoch 4'),
  ],
  // MANIFEST.tsv's figures: spans, LLM spans, tool calls (TOOL spans), tokens (the sum of
  // llm.token_count.total over LLM spans, nested LiteLLM spans each counted), errors.
  // Phoenix span export: 18 TOOL spans, 18 LLM spans of 1 token each; the root AGENT span ends it.
  'openinference/Arize-ai__phoenix__pxi_turn_subagent_trace.json': [e(18, 18, 0, 0, 18, 0, 'completed')],
  // OTLP/JSON, base64 ids, streamed replies without token counts: tavily_search, tavily_extract.
  'openinference/evilmartians__agent-prism__quo_tav_agent.json': [e(2, 2, 0, 0, 0, 0, 'completed')],
  // The OpenTelemetry SDK's span JSON (integer ids): 3 TOOL spans; 9 LLM spans (3 x 330, 3 x 452, 3 x 547).
  'openinference/mozilla-ai__any-agent__SMOLAGENTS_trace.json': [e(3, 3, 0, 0, 3987, 0, 'completed')],
  // Flattened spans: 4 TOOL spans; 5 LLM spans (239 + 243 + 261 + 337 + 342).
  'openinference/strands-agents__evals__openai_agents_openinference_live_spans.json': [
    e(4, 4, 0, 0, 1422, 0, 'completed'),
  ],
  // 5 results with details.status "error" (isError false); 3 "Summary unavailable" compactions.
  'openclaw/42naodia__moltbot-config__76cc5ab5-0425-4038-b41f-0af9f313d594.jsonl': [
    e(34, 33, 5, 0, 864806, 3, 'incomplete'),
  ],
  // web_search without an API key: details.error, no status.
  'openclaw/42naodia__moltbot-config__f8c3e7a8-7dc1-43cc-8ce0-a9d268c29be1.jsonl': [
    e(11, 11, 1, 0, 169413, 2, 'completed'),
  ],
  // v1 (no totalTokens: the four parts summed); 19 isError results + 1 stopReason "error".
  'openclaw/badlogic__pi-mono__large-session.jsonl': [e(391, 373, 20, 0, 47609906, 0, 'completed')],
  'openclaw/jazzyalex__agent-sessions__openclaw_large.jsonl': [e(2, 2, 0, 0, 0, 0, 'incomplete')],
  // 3 runs of 4 empty error replies: 3 errors + 9 retries.
  // 3 errors, and the 2 "Agent failed before reply: No API key found ..." records at its end.
  'openclaw/openclawlaw-cpu__OpenClawLog__1f979e30-12ad-4b66-80ac-bcbb53b985ff.jsonl': [e(2, 2, 5, 9, 0, 0, 'error')],
  // opencode: tool_use records; failed = state.status error (or a non-zero bash exit) plus error
  // records; tokens = the sum of step_finish tokens (total, or input + output + reasoning +
  // cache); the end: an error record, else a last step_finish of reason stop.
  'opencode/CarlosDanielDev__maestro__opencode_error_sample.jsonl': [e(0, 0, 1, 0, 0, 0, 'error')],
  'opencode/banteg__takopi__opencode_stream_error.jsonl': [e(0, 0, 1, 0, 0, 0, 'error')],
  // 21772 + 110 and 671 + 8 + 21415 cache reads.
  'opencode/banteg__takopi__opencode_stream_success.jsonl': [e(1, 1, 0, 0, 43976, 0, 'completed')],
  'opencode/juhokoskela__llm-taste-evals__opencode.jsonl': [e(0, 0, 0, 0, 12083, 0, 'completed')],
  // Copilot CLI: tool.execution_start / _complete records (not ephemeral); failed = success false;
  // tokens = the sum of assistant.message outputTokens (the only counts -p writes); no result
  // record -> aborted.
  'copilot-cli/edburns__Build26-BRK206-your-agent-anywhere-multiclient-multidevice-with-github-copilot-sdk__phase1-task-20260708-1234-4.json':
    [e(1, 1, 0, 0, 94, 0, 'aborted')],
  'copilot-cli/edburns__Build26-BRK206-your-agent-anywhere-multiclient-multidevice-with-github-copilot-sdk__phase2-task-20260708-1332-4.json':
    [e(0, 0, 0, 0, 0, 0, 'aborted')],
  'copilot-cli/github__copilot-sdk__phase1-task-20260730-0156-2144.json': [e(7, 7, 0, 0, 2934, 0, 'completed')],
  // view: 'Invalid view_range', 'Path does not exist'.
  'copilot-cli/github__copilot-sdk__phase1-task-20260730-1922-2168.json': [e(37, 37, 2, 0, 9720, 0, 'completed')],
  // Two abort records (user_initiated), then a result of exit code 0.
  'copilot-cli/github__copilot-sdk__phase2-task-20260730-0158-2144.json': [e(16, 16, 0, 0, 3629, 0, 'completed')],
  // Copilot's OpenTelemetry file, read by otel: 20 execute_tool spans, usage [REDACTED], the invoke_agent span ends it.
  'copilot-cli/github__copilot-sdk__phase2-otel-20260803-1550-2169.jsonl': [e(20, 20, 0, 0, 0, 0, 'completed')],
  // cursor-agent: distinct call_ids; failed = a completed result without success, plus a
  // failed result record; tokens = the result's usage; no result -> incomplete.
  'cursor-cli/Servant-Software-LLC__Guardrails__consecutive-rejections.jsonl': [e(3, 3, 3, 0, 0, 0, 'incomplete')],
  'cursor-cli/Servant-Software-LLC__Guardrails__every-shell-rejected.jsonl': [e(5, 5, 3, 0, 120, 0, 'completed')],
  'cursor-cli/Servant-Software-LLC__Guardrails__mixed-shell.jsonl': [e(3, 3, 1, 0, 0, 0, 'completed')],
  'cursor-cli/Servant-Software-LLC__Guardrails__probe5-stdin-only-success.jsonl': [
    e(1, 1, 0, 0, 60081, 0, 'completed'),
  ],
  // The desktop transcript: 2 Shell tool_use blocks, no results; the last turn_ended is success.
  'cursor-cli/sageox__ox__0030-stop.jsonl': [e(2, 0, 0, 0, 0, 0, 'completed')],
  // 7 + 13 + 14009 cache reads + 3 cache writes.
  'amp/izzoa__unison-mcp-server__test_clink_amp_smoke.AMP_HAPPY_PATH_FIXTURE.jsonl': [
    e(0, 0, 0, 0, 14032, 0, 'completed'),
  ],
}

/**
 * Files read under a format whose id starts with their folder's name but is not it: a folder holds
 * every file its agent writes (the gemini-cli folder, session files and run-gemini-cli's result).
 */
const FORMAT_OF: Record<string, string> = {
  'gemini-cli/Realiserad__fish-ai__stdout.log': 'gemini-cli-result',
}

/** Companions: files beside the traces that a folder walk names as not read (harness/folders.ts), and how. */
const COMPANIONS: Record<string, string> = {
  'droid/sageox__ox__session-real.settings.json': "Factory Droid's session settings",
  'gemini-cli/Realiserad__fish-ai__stderr.log': "a run's standard error",
}

if (traces) {
  const { root, files } = traces
  describe('public sample traces (../shared/traces)', () => {
    todoUnread(traces)

    it('MANIFEST.tsv lists every file in the folders, and only those', () => {
      expect(traces.manifest).toEqual(traces.listed)
    })

    it('has a file for every expectation', () => {
      const named = [...Object.keys(EXPECTED), ...Object.keys(READ_AS), ...Object.keys(REFUSED)]
      expect(named.filter((f) => !files.includes(f))).toEqual([])
    })

    it('names the companions beside the traces as not read, and only those', async () => {
      const companions = traces.companions.map(([f]) => f)
      const sorted = await sortFoundFiles([...files, ...companions].map((f) => join(root, f)))
      const named = sorted.notRead.map((n) => [n.file.slice(root.length + 1), n.what.split(' (')[0]])
      expect(named).toEqual(companions.map((f) => [f, COMPANIONS[f]]))
    })

    it.each(files)('%s', async (file) => {
      const expected = EXPECTED[file]
      if (REFUSED[file]) {
        await expect(adaptFile(join(root, file))).rejects.toThrow(REFUSED[file])
        return
      }
      const a = await adaptFile(join(root, file))
      const folder = file.split('/')[0]
      expect(a.format).toBe(READ_AS[file] ?? FORMAT_OF[file] ?? folder)
      if (!READ_AS[file]) expect(a.format.startsWith(folder)).toBe(true)
      const got = [...a.sessions.entries()].map(([key, events]) => {
        const s = summarise(events)
        return e(
          s.tool_calls,
          s.tool_outputs,
          s.errors,
          s.retries,
          s.tokens,
          s.compactions,
          s.end ?? 'none',
          key === '' ? undefined : key,
        )
      })
      if (!expected)
        throw new Error(
          `${file}: no expected counts; work them out from the raw file and add them to EXPECTED (the adapter gives ${JSON.stringify(got)})`,
        )
      expect(got).toEqual(expected)
      // Short fields only: no event carries a long message or reason.
      for (const events of a.sessions.values()) {
        for (const { event } of events) {
          for (const key of ['message', 'reason']) {
            if (key in event) expect(String(event[key]).length).toBeLessThanOrEqual(200)
          }
        }
      }
    })
  })
}
