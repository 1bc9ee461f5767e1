/**
 * The public sample traces in ../shared/traces, judged by the `agents` preset through the real
 * pipeline (skipped, with a line that says so, when the folder is not there). Each expectation
 * was decided by reading the trace, not by running the rules; the reason is given next to it.
 * A folder named after no format id is one todo line until the project reads that format.
 */
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { REFUSED, sharedTraces, todoUnread } from '../../../../__fixtures__/shared.js'
import { diagnoseFile } from '../../../../src/gate/pipeline.js'

const traces = sharedTraces()

type Verdict = [readiness: string, primary: string | null, also?: Record<string, string>]

const READY = 'ready_for_runtime'
const REVIEW = 'review_recommended'
const UNSAFE = 'unsafe_for_production'

/** folder/file -> [readiness, primary failure, {other failure type: severity}] */
const EXPECTED: Record<string, Verdict> = {
  // Amp's happy path: one question, one answer, result success.
  'amp/izzoa__unison-mcp-server__test_clink_amp_smoke.AMP_HAPPY_PATH_FIXTURE.jsonl': [READY, null],
  // Copilot CLI runs killed mid-turn and at startup: no result record, the run did not finish.
  'copilot-cli/edburns__Build26-BRK206-your-agent-anywhere-multiclient-multidevice-with-github-copilot-sdk__phase1-task-20260708-1234-4.json':
    [UNSAFE, 'run_failed'],
  'copilot-cli/edburns__Build26-BRK206-your-agent-anywhere-multiclient-multidevice-with-github-copilot-sdk__phase2-task-20260708-1332-4.json':
    [UNSAFE, 'run_failed'],
  // Completed runs (result exitCode 0): 7 calls; 37 calls of which 2 views failed and were retried
  // differently; 16 calls with two user aborts that ended nothing.
  'copilot-cli/github__copilot-sdk__phase1-task-20260730-0156-2144.json': [READY, null],
  'copilot-cli/github__copilot-sdk__phase1-task-20260730-1922-2168.json': [READY, null],
  'copilot-cli/github__copilot-sdk__phase2-task-20260730-0158-2144.json': [READY, null],
  // Copilot's OpenTelemetry file of a completed run (read as otel): 20 tool spans, none failed.
  'copilot-cli/github__copilot-sdk__phase2-otel-20260803-1550-2169.jsonl': [READY, null],
  // Cursor CLI: three calls rejected and no result record (the run never ended).
  'cursor-cli/Servant-Software-LLC__Guardrails__consecutive-rejections.jsonl': [
    UNSAFE,
    'run_failed',
    { permission_refused: 'high', ignoring_tool_outputs: 'none' },
  ],
  // Every shell command rejected, though the run's result says success.
  // The refusals are the workflow's (high: the shell never ran), never an ignored output.
  'cursor-cli/Servant-Software-LLC__Guardrails__every-shell-rejected.jsonl': [
    REVIEW,
    'permission_refused',
    { permission_refused: 'high', ignoring_tool_outputs: 'none' },
  ],
  // One of three shell calls rejected (a hook), the run went on and succeeded; it edited
  // src/app.cs and ran only `git status` and `rm -rf bin` after: unverified.
  'cursor-cli/Servant-Software-LLC__Guardrails__mixed-shell.jsonl': [
    READY,
    'permission_refused',
    { permission_refused: 'medium', unverified_change: 'medium' },
  ],
  'cursor-cli/Servant-Software-LLC__Guardrails__probe5-stdin-only-success.jsonl': [READY, null],
  // Cursor's desktop transcript records no results: its calls cannot be seen to fail.
  'cursor-cli/sageox__ox__0030-stop.jsonl': [READY, null],
  // opencode runs that ended in an error record (a model not found; a rate limit): not finished.
  'opencode/CarlosDanielDev__maestro__opencode_error_sample.jsonl': [UNSAFE, 'run_failed'],
  'opencode/banteg__takopi__opencode_stream_error.jsonl': [UNSAFE, 'run_failed'],
  // Runs whose last step finished for stop.
  'opencode/banteg__takopi__opencode_stream_success.jsonl': [READY, null],
  'opencode/juhokoskela__llm-taste-evals__opencode.jsonl': [READY, null],
  // Completed plan-mode session: 3 of 13 calls rejected by the user, two skills used, no repeats.
  // It edited two files and ran no check afterwards (its commands read and list): unverified.
  'claude-code/4thehalibit__omarchy-backup__44ef5cbf-9cc3-4f7b-ac40-337a4d39713b.jsonl': [
    READY,
    'unverified_change',
    { unverified_change: 'medium' },
  ],
  // A compaction fork that completed: one compaction is evidence, nothing more; its one build
  // (`npm run build`) passed, and it then changed 7 files and built no more.
  'claude-code/adrianstanca1__vps-config__subagent_agent-acompact-2b841bf7a8438c8a.jsonl': [
    READY,
    'unverified_change',
    { context_pollution: 'medium', unverified_change: 'medium' },
  ],
  // Short completed session, one permission-denied write.
  // The write was refused by the workflow ("you haven't granted it yet"): its own fact, no failed tool.
  'claude-code/d-kimuson__claude-code-viewer__1af7fc5e-8455-4414-9ccd-011d40f70b2a.jsonl': [
    READY,
    'permission_refused',
    { permission_refused: 'medium', ignoring_tool_outputs: 'none' },
  ],
  // Completed session with subagents; 3 of 21 calls failed and the agent recovered from each.
  'claude-code/d-kimuson__claude-code-viewer__5c0375b4-57a5-4f26-b12d-d022ee4e51b7.jsonl': [READY, null],
  // Schema catalogue ending on an unanswered user message, three api_error retries in a row, two compactions.
  'claude-code/jazzyalex__agent-sessions__claude_small.jsonl': [
    REVIEW,
    'run_failed',
    { run_failed: 'high', provider_failure: 'high', context_pollution: 'medium' },
  ],
  // One `claude -p` run that hit its turn limit (result error_max_turns).
  'claude-stream/bigsnarfdude__researchRalph__gpt2-tinystories-v44__agent1_s10.jsonl': [UNSAFE, 'run_failed'],
  // One `claude -p` run, result success: 55 calls, 2 failed results the agent recovered from;
  // it wrote 7 files (scripts and results) and ran none of them as a test or a check: unverified.
  'claude-stream/bigsnarfdude__researchRalph__nirenberg-1d-chaos-v3-haiku__agent3.jsonl': [
    READY,
    'unverified_change',
    { unverified_change: 'medium' },
  ],
  // claude-code-action's fixture: three calls (one edit, no command after it), a success result.
  'claude-stream/yoneapp__claude-code-action__sample-turns.json': [
    READY,
    'unverified_change',
    { unverified_change: 'medium' },
  ],
  // A Cline task that completed (completion_result, then reopened: resume_completed_task); 54 calls.
  'cline/Jeehunter__mcp-vscode-server__MCP_ui_messages.json': [READY, null],
  // A benchmark run that completed its turn: 10 calls, 145k tokens (mostly cached).
  'codex-exec/snowshine0216__openclaw-qa-workspace__codex_stdout_eval-13_without_skill_run-1.jsonl': [READY, null],
  // Reconnecting 1/5..5/5 then turn.failed: the run died on the provider connection.
  'codex-exec/snowshine0216__openclaw-qa-workspace__codex_stdout_turnfailed_reconnect.jsonl': [UNSAFE, 'run_failed'],
  // Schema catalogue whose last turn was started and never completed; 7 compactions.
  'codex-rollout/jazzyalex__agent-sessions__codex_small.jsonl': [UNSAFE, 'run_failed', { context_pollution: 'high' }],
  // A long completed Codex Desktop session: write_stdin polled 7 times in a row, each result new; 7.2M tokens, 1.1M effective.
  'codex-rollout/madshn__localpush__rollout-2026-02-23T12-40-23-019c8a4c-ed82-79a1-aa28-7738fc5ab61a.jsonl': [
    READY,
    null,
  ],
  // Completed MCP session, five calls.
  'codex-rollout/madshn__localpush__rollout-2026-02-23T20-34-25-019c8bfe-ec25-79e0-97d7-bda6a9c575ff.jsonl': [
    READY,
    null,
  ],
  // droid exec (2025): 12 calls, none failed, the run ends on its summary answer.
  'droid/BloopAI__vibe-kanban__edits-and-execution.jsonl': [READY, null],
  // A one-line answer to "hello world".
  'droid/BloopAI__vibe-kanban__hello-world.jsonl': [READY, null],
  // The Execute call was cancelled for want of permission and the CLI ended the exec early.
  'droid/BloopAI__vibe-kanban__insufficient-perms.jsonl': [UNSAFE, 'run_failed'],
  // The session store cut to a greeting and its answer.
  'droid/sageox__ox__session-real.jsonl': [READY, null],
  // run-gemini-cli's result: one call that succeeded, no API error, a response.
  'gemini-cli/Realiserad__fish-ai__stdout.log': [READY, null],
  // Kimi CLI on a SWE task: 27 calls, none failed, a final summary.
  'kimi-cli/MoonshotAI__kimi-cli__531d195b-6436-426e-b010-4bf723a992de.jsonl': [READY, null],
  // Qwen Code stream-json: one read, then the answer and a success result.
  'qwen-code/CarlosDanielDev__maestro__qwen_output_sample.jsonl': [READY, null],
  // Qwen Code chat recording: one failed list_directory (a relative path), then "Done.".
  'qwen-code/Piebald-AI__splitrail__qwen_code.jsonl': [READY, null],
  // A Gemini CLI reviewer session: one shell command refused (non-interactive), the review completed.
  'gemini-cli/jarek108__gemini-cli-headless__01_hello_world__20260411_194824__qa_session.json': [
    READY,
    'permission_refused',
    { permission_refused: 'medium', finished_on_failure: 'none' },
  ],
  // Three file tools, then a final reply; its harness recorded success.
  'gemini-cli/jarek108__gemini-cli-headless__01_hello_world__20260411_200356__doer_session.json': [READY, null],
  // One model call that completed.
  'inspect/UKGovernmentBEIS__inspect_ai__log_read_sample.json': [READY, null],
  // Every one of the 11 tool calls failed, the last one too, and the run then ended as done.
  'inspect/UKGovernmentBEIS__inspect_ai__log_tool_call_error.json': [
    UNSAFE,
    'ignoring_tool_outputs',
    { ignoring_tool_outputs: 'critical', finished_on_failure: 'high' },
  ],
  // The session stops on an exec call that never got a result; 3 compactions whose summaries were lost.
  'openclaw/42naodia__moltbot-config__76cc5ab5-0425-4038-b41f-0af9f313d594.jsonl': [
    UNSAFE,
    'run_failed',
    // Three compactions whose summaries were lost: one fact, said by context alone.
    { context_pollution: 'high', memory_degradation: 'none' },
  ],
  // Completed: poll / send-keys alternate (A-B-A-B, each poll result new); 2 compactions with lost summaries.
  'openclaw/42naodia__moltbot-config__f8c3e7a8-7dc1-43cc-8ce0-a9d268c29be1.jsonl': [
    READY,
    'context_pollution',
    { memory_degradation: 'none' },
  ],
  // A long completed coding session: the same build 34 times between edits, 19 of 373 results failed, 47.6M tokens.
  'openclaw/badlogic__pi-mono__large-session.jsonl': [READY, null],
  // Schema fixture that stops right after a tool result, with no reply.
  'openclaw/jazzyalex__agent-sessions__openclaw_large.jsonl': [UNSAFE, 'run_failed'],
  // The provider refused 12 requests in a row (429 quota exceeded) and the run ended in that error.
  'openclaw/openclawlaw-cpu__OpenClawLog__1f979e30-12ad-4b66-80ac-bcbb53b985ff.jsonl': [
    UNSAFE,
    'run_failed',
    { provider_failure: 'critical' },
  ],
  // exit_status InternalServerError: the provider's connection failed on the 16th call.
  'mini-swe-agent/SWE-agent__mini-swe-agent__deepseek_reasoner_dev__pvlib__pvlib-python-1072.traj.json': [
    UNSAFE,
    'run_failed',
  ],
  // exit_status Submitted (its harness resolved the instance).
  'mini-swe-agent/gruckion__mini-swe-agent__gemini-3-pro__pylint-dev__pylint-6903.traj.json': [READY, null],
  // Two resolver runs, each ending with finish (error null); the file's verdict is its worst run:
  // in issue-1, 8 edits in a row (through run_ipython, its file editor) introduced syntax errors.
  'openhands/All-Hands-AI__OpenHands__resolver_mock_output_output.jsonl': [
    REVIEW,
    'ignoring_tool_outputs',
    { ignoring_tool_outputs: 'high' },
  ],
  // One edit (it creates game_2048.py), then AgentFinishAction: never run.
  'openhands/All-Hands-AI__OpenHands__runtime_trajs_basic.json': [
    READY,
    'unverified_change',
    { unverified_change: 'medium' },
  ],
  // Phoenix's own assistant delegating to a subagent, exported with every argument and result
  // replaced by "{}": the 13 bash calls read as one call repeated with the same result back.
  'openinference/Arize-ai__phoenix__pxi_turn_subagent_trace.json': [UNSAFE, 'infinite_tool_loop'],
  // A LangChain AgentExecutor run: a search, an extract, a final answer (OTLP, base64 ids).
  'openinference/evilmartians__agent-prism__quo_tav_agent.json': [READY, null],
  // A smolagents ToolCallingAgent: the time, a file write, final_answer.
  'openinference/mozilla-ai__any-agent__SMOLAGENTS_trace.json': [READY, null],
  // An OpenAI Agents coordinator handing a math question to a specialist: 4 calls, completed.
  'openinference/strands-agents__evals__openai_agents_openinference_live_spans.json': [READY, null],
  // exit_status submitted; resolved per the run's results.json. open, goto, one edit, submit: no
  // check ran after the edit (the verifier's tests passed all the same).
  'swe-agent/multi-swe-bench__experiments__deepseek-coder-v2__fasterxml__jackson-databind-3701.traj': [
    READY,
    'unverified_change',
    { unverified_change: 'medium' },
  ],
  // exit_status exit_cost: the cost limit stopped the run, nothing submitted (a cost cause too);
  // 54 of 58 replies put their DISCUSSION where the command goes and 4 gave no command: format
  // errors of the replies, no tool call.
  'swe-agent/multi-swe-bench__experiments__doubao-pro-128k__fasterxml__jackson-core-964.traj': [
    UNSAFE,
    'run_failed',
    // The cost limit is run_failed's (named there), not also a cost explosion.
    { ignoring_tool_outputs: 'critical', cost_explosion: 'none' },
  ],
}

const RANK: Record<string, number> = { [READY]: 0, [REVIEW]: 1, [UNSAFE]: 2 }

if (traces) {
  const { root } = traces
  // A shape refused by name (opencode's server stream) is no run to judge.
  const files = traces.files.filter((f) => !Object.hasOwn(REFUSED, f))
  describe('the public sample traces under the agents preset', () => {
    todoUnread(traces)

    it('has a file for every expectation', () => {
      expect(Object.keys(EXPECTED).filter((f) => !files.includes(f))).toEqual([])
    })

    it.each(files)('%s', async (file) => {
      if (!EXPECTED[file])
        throw new Error(`${file}: no expected verdict; decide it by reading the trace and add it to EXPECTED`)
      const [readiness, primary, also = {}] = EXPECTED[file]
      const results = await diagnoseFile(join(root, file))
      expect(results.length).toBeGreaterThanOrEqual(1)
      // A file of several runs is judged by its worst run (the first of the worst, in file order).
      const r = results.reduce((worst, x) =>
        RANK[x.diagnosis.readiness_level] > RANK[worst.diagnosis.readiness_level] ? x : worst,
      )
      for (const x of results) expect(x.preset).toBe('agents')
      const d = r.diagnosis
      const severities = Object.fromEntries(d.failure_causes.map((c) => [c.type, c.severity]))
      expect({ readiness: d.readiness_level, primary: d.primary_diagnosis.root_cause_failure_type }).toEqual({
        readiness,
        primary,
      })
      for (const [type, severity] of Object.entries(also))
        expect([type, severities[type] ?? 'none']).toEqual([type, severity])
    })

    it("names the agent's permission setting where the workflow refused calls", async () => {
      const fixOf = async (file: string, type: string) => {
        const [r] = await diagnoseFile(join(root, file))
        return r.diagnosis.recommendations.find((x) => x.failure_type === type)?.remediation ?? ''
      }
      // Each agent's own refusal, and each agent's own setting.
      expect(await fixOf('droid/BloopAI__vibe-kanban__insufficient-perms.jsonl', 'run_failed')).toContain(
        '--auto medium',
      )
      expect(
        await fixOf('cursor-cli/Servant-Software-LLC__Guardrails__every-shell-rejected.jsonl', 'permission_refused'),
      ).toContain("Cursor's permissions")
      expect(
        await fixOf(
          'claude-code/d-kimuson__claude-code-viewer__1af7fc5e-8455-4414-9ccd-011d40f70b2a.jsonl',
          'permission_refused',
        ),
      ).toContain('--allowedTools')
      expect(
        await fixOf(
          'gemini-cli/jarek108__gemini-cli-headless__01_hello_world__20260411_194824__qa_session.json',
          'permission_refused',
        ),
      ).toContain('--approval-mode')
      // A person who said no in an interactive session (Claude Code's plan mode) is no cause, and no
      // failed tool: its one cause is the two files it edited and checked no more.
      const [asked] = await diagnoseFile(
        join(root, 'claude-code/4thehalibit__omarchy-backup__44ef5cbf-9cc3-4f7b-ac40-337a4d39713b.jsonl'),
      )
      expect(asked.diagnosis.failure_causes.map((c) => c.type)).toEqual(['unverified_change'])
    })

    it("names what happened in the run's own terms", async () => {
      const [storm] = await diagnoseFile(
        join(root, 'openclaw/openclawlaw-cpu__OpenClawLog__1f979e30-12ad-4b66-80ac-bcbb53b985ff.jsonl'),
      )
      // 78 minutes after the quota errors, the gateway's last word: the agent had no API key at all.
      expect(storm.diagnosis.primary_diagnosis.description).toContain(
        'The run ended in an error (authentication failed) after the provider refused 12 requests in a row: "Agent failed before reply: No API key found for provider',
      )
      expect(storm.diagnosis.recommendations[0].remediation).toContain('No API key found')
      expect(storm.diagnosis.recommendations[1].remediation).toContain('quota')
      const [reconnect] = await diagnoseFile(
        join(root, 'codex-exec/snowshine0216__openclaw-qa-workspace__codex_stdout_turnfailed_reconnect.jsonl'),
      )
      expect(reconnect.diagnosis.primary_diagnosis.description).toContain(
        '(connection failed) after the provider failed 6 requests in a row',
      )
    })

    it('quotes the status a run recorded when it ended', async () => {
      const [cost] = await diagnoseFile(
        join(root, 'swe-agent/multi-swe-bench__experiments__doubao-pro-128k__fasterxml__jackson-core-964.traj'),
      )
      expect(cost.diagnosis.primary_diagnosis.description).toBe(
        'The run was stopped at its cost limit before it finished ($3.06 spent): "exit_status exit_cost: the cost limit was reached, nothing submitted".',
      )
      const [server] = await diagnoseFile(
        join(
          root,
          'mini-swe-agent/SWE-agent__mini-swe-agent__deepseek_reasoner_dev__pvlib__pvlib-python-1072.traj.json',
        ),
      )
      expect(server.diagnosis.primary_diagnosis.description).toContain(
        'The run ended in an error (provider server error): "exit_status InternalServerError: litellm.InternalServerError',
      )
      const runs = await diagnoseFile(
        join(root, 'openhands/All-Hands-AI__OpenHands__resolver_mock_output_output.jsonl'),
      )
      expect(runs.map((r) => [r.session, r.diagnosis.readiness_level])).toEqual([
        ['issue-5', READY],
        ['issue-1', REVIEW],
      ])
    })

    it('judges cost against the budget it is given', async () => {
      const file = join(root, 'openclaw/badlogic__pi-mono__large-session.jsonl')
      const run = async (tokenBudget: number) =>
        (await diagnoseFile(file, { engine: { detectorOptions: { cost_explosion: { tokenBudget } } } }))[0].diagnosis
      // 8.7M effective tokens (47.6M in all, 43.2M of them cache reads).
      expect((await run(10_000_000)).failure_causes.map((c) => c.type)).toEqual([])
      const over = await run(3_000_000)
      expect([over.readiness_level, over.failure_causes.map((c) => [c.type, c.severity])]).toEqual([
        REVIEW,
        [['cost_explosion', 'high']],
      ])
      expect((await run(2_000_000)).readiness_level).toBe(UNSAFE)
    })

    it('`--preset critiqor` still gives the reference model', async () => {
      const [r] = await diagnoseFile(join(root, 'openclaw/badlogic__pi-mono__large-session.jsonl'), {
        preset: 'critiqor',
      })
      expect(r.preset).toBe('critiqor')
      expect(r.diagnosis.scores).not.toHaveProperty('task_completion')
      expect(r.diagnosis.readiness_level).toBe(UNSAFE)
    })
  })
}
