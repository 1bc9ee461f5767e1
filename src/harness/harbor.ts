/**
 * Harbor's trial folders (the harness of Terminal-Bench 2): one session per trial, read from the
 * agent's own log when its format is read (`agent/claude-code.txt`, Claude Code's stream JSON;
 * `agent/codex.txt`, `codex exec --json`; `agent/mini-swe-agent.trajectory.json`, mini-swe-agent's
 * trajectory, when it says so; SWE-agent's, OpenClaw's, opencode's, Cursor CLI's and Copilot
 * CLI's: AGENT_LOGS), else from `agent/trajectory.json` (ATIF, with the files it links). Everything
 * else in the trial is Harbor's, the verifier's or the agent's, and is read or named:
 * - `result.json` (the trial's result) and, where it holds no reward, `verifier/reward.txt` are
 *   one harness result of kind `harbor`, joined to the trial's session: the verifier's reward,
 *   and how Harbor saw the run end (`exception_info`: an agent stopped at its time limit failed);
 * - Claude Code's own transcript (`agent/sessions/`) and the ATIF conversion are the same run
 *   as the log read, named as such, never read twice;
 * - the rest (`config.json`, `trial.log`, `verifier/*`, the task's artifacts) is named.
 * A trial that holds no trace of the agent is named as such and not judged. Pure but for
 * `sortHarborTrials`, which reads the small files it sorts.
 */
import { basename, dirname, join, relative, sep } from 'node:path'
import { isJsonObject, type JsonObject } from '../core/events.js'
import { inclusiveUsage, tokenUsage } from '../trace/adapters/run.js'
import {
  DEFAULT_HARBOR_STATUSES,
  HARBOR_STATUSES,
  type HarnessFault,
  type HarnessResult,
  scoreText as score,
} from './types.js'

/** Whether a parsed `result.json` is a Harbor trial's. */
export function isHarborTrialResult(v: unknown): v is JsonObject {
  return (
    isJsonObject(v) &&
    typeof v.trial_name === 'string' &&
    typeof v.task_name === 'string' &&
    ('verifier_result' in v || 'agent_info' in v || 'exception_info' in v)
  )
}

/** What the sorting of a trial folder hands on as its harness value. */
export interface HarborTrial {
  harbor_trial: true
  /** The trial's name (its folder's, or result.json's trial_name). */
  trial: string
  /** The trace read for the trial. */
  trace: string
  /** result.json, parsed, when there is one. */
  result?: JsonObject
  /** verifier/reward.txt, when there is one. */
  reward_file?: number
}

export const isHarborTrial = (v: unknown): v is HarborTrial => isJsonObject(v) && v.harbor_trial === true

/** The agent's logs read for a trial, best first (paths under the trial folder). */
const AGENT_LOGS = [
  'agent/claude-code.txt',
  'agent/codex.txt',
  'agent/mini-swe-agent.trajectory.json',
  'agent/swe-agent.trajectory.json',
  'agent/openclaw.session.jsonl',
  'agent/opencode.txt',
  'agent/cursor-cli.txt',
  'agent/copilot-cli.jsonl',
  'agent/trajectory.json',
]
const ATIF_LOG = 'agent/trajectory.json'
/** mini-swe-agent's own trajectory, read when it says it is one (`trajectory_format`, near its end). */
const MINI_LOG = 'agent/mini-swe-agent.trajectory.json'
const MINI_FORMAT = /"trajectory_format"\s*:\s*"mini-swe-agent/
/** A line that opens a JSON record. */
const JSON_LINE = /(?:^|\n)[ \t]*\{/
/** The files an ATIF trajectory links beside it: continuations and context summarizations'. */
const LINKED_PART = /^agent\/trajectory\.(?:cont-\d+|summarization-[^/]+)\.json$/

export interface SortedTrials {
  traces: string[]
  harness: { source: string; value: HarborTrial }[]
  notRead: { file: string; what: string }[]
  /** Every file under a trial folder: sorted here. */
  taken: Set<string>
  /** Per trace read, the tokens Harbor recorded for its run (harborUsage), for a trace that records none. */
  usage: Map<string, JsonObject>
  /**
   * Per agent's own log read, the ATIF conversion of the same run beside it: read instead when
   * the log cannot be read as a trace, so that the trial is still one session.
   */
  fallback: Map<string, string>
}

/** A number written alone in a file (verifier/reward.txt), or undefined. */
function numberIn(text: string | undefined): number | undefined {
  if (text === undefined) return undefined
  const t = text.trim()
  return /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(t) ? Number(t) : undefined
}

const posix = (p: string) => p.split(sep).join('/')

/** Nothing sorted yet. */
function emptySorted(): SortedTrials {
  return { traces: [], harness: [], notRead: [], taken: new Set(), usage: new Map(), fallback: new Map() }
}

/**
 * Sort the files a walk found in Harbor trial folders: `results` are the parsed `result.json`
 * files that are a trial's (by path), `text` reads a small file's text (reward.txt), `ends` the
 * first and last few hundred bytes of a file (where mini-swe-agent's trajectory names its format). Files not
 * under a trial folder are left to the usual sorting.
 */
export function sortHarborTrials(
  paths: readonly string[],
  results: ReadonlyMap<string, JsonObject>,
  text: (path: string) => string | undefined,
  ends: (path: string) => string | undefined = text,
): SortedTrials {
  const out = emptySorted()
  const dirs = [...results.keys()].map((p) => dirname(p)).sort()
  if (dirs.length === 0) return out
  const byDir = new Map<string, string[]>(dirs.map((d) => [d, []]))
  for (const p of paths) {
    // The deepest trial folder that holds it.
    let d = dirname(p)
    for (;;) {
      const files = byDir.get(d)
      if (files) {
        files.push(p)
        break
      }
      const up = dirname(d)
      if (up === d) break
      d = up
    }
  }
  for (const dir of dirs) {
    const files = byDir.get(dir)!
    const rel = new Map(files.map((f) => [posix(relative(dir, f)), f]))
    // The agent's logs there, best first: an empty one (an agent that never started) holds no trace.
    const empty = new Set<string>()
    const log = AGENT_LOGS.find((l) => {
      if (!rel.has(l)) return false
      const bytes = ends(rel.get(l)!)
      if (bytes !== undefined && bytes.trim() === '') {
        empty.add(l)
        return false
      }
      if (l === MINI_LOG) return MINI_FORMAT.test(bytes ?? '')
      // A stream with no record where it starts or ends (an agent that failed at its start wrote
      // only text): the ATIF conversion is read, if there is one.
      return bytes === undefined || !l.endsWith('.txt') || JSON_LINE.test(bytes) || !rel.has(ATIF_LOG)
    })
    const trace = log !== undefined ? rel.get(log)! : undefined
    const result = results.get(join(dir, 'result.json')) ?? results.get(files.find((f) => results.has(f)) ?? '')
    const name = result && typeof result.trial_name === 'string' ? result.trial_name : basename(dir)
    for (const [r, f] of rel) {
      out.taken.add(f)
      // The ATIF file's linked parts (a continuation, a summarization's) are read with it, as part
      // of its run; one that it does not name is a session of its own.
      if (f === trace || (log === ATIF_LOG && LINKED_PART.test(r))) {
        out.traces.push(f)
        continue
      }
      const what = empty.has(r) ? "the agent's log, empty: nothing to read" : whatIs(r, log, trace === undefined)
      if (what !== undefined) out.notRead.push({ file: f, what })
    }
    if (trace === undefined) {
      out.notRead.push({
        file: dir,
        what: `a Harbor trial (${name}) that holds Harbor's results and no trace of the agent: not judged`,
      })
      continue
    }
    const atif = log !== ATIF_LOG ? rel.get(ATIF_LOG) : undefined
    if (atif !== undefined) out.fallback.set(trace, atif)
    const usage = harborUsage(result)
    if (usage) {
      out.usage.set(trace, usage)
      if (atif !== undefined) out.usage.set(atif, usage)
    }
    const resultPath = files.find((f) => results.has(f))
    const rewardPath = rel.get('verifier/reward.txt')
    const reward = rewardPath !== undefined ? numberIn(text(rewardPath)) : undefined
    const source = resultPath ?? rewardPath
    if (source === undefined) continue
    out.harness.push({
      source,
      value: {
        harbor_trial: true,
        trial: name,
        trace,
        ...(result ? { result } : {}),
        ...(reward !== undefined ? { reward_file: reward } : {}),
      },
    })
  }
  return out
}

/** What a file of a trial folder is (its path in the folder), when not read; undefined for result.json. */
function whatIs(rel: string, log: string | undefined, noTrace: boolean): string | undefined {
  if (rel === 'result.json') return noTrace ? "Harbor's result of the trial; the trial holds no trace" : undefined
  if (rel === 'verifier/reward.txt' || rel === 'verifier/reward.json')
    return "the verifier's reward, read with the trial's result"
  if (rel === 'config.json') return "Harbor's configuration of the trial"
  if (rel === 'trial.log') return "Harbor's log of the trial"
  if (rel.startsWith('verifier/')) return "the verifier's output"
  if (rel.startsWith('agent/') && log !== undefined) {
    if (rel === ATIF_LOG || LINKED_PART.test(rel))
      return `${rel === ATIF_LOG ? 'the' : 'part of the'} ATIF conversion of the same run as ${log}, read from ${log}`
    if (rel.startsWith('agent/sessions/') && /\.jsonl$/.test(rel))
      return `Claude Code's own transcript of the same run as ${log}, read from ${log}`
    return `written by the agent during the same run as ${log}`
  }
  return 'written by Harbor or the task beside the trial'
}

/** The kind of exception Harbor recorded for a trial, and its message's first line. */
function exceptionOf(result: JsonObject | undefined): { type: string; message: string } | undefined {
  const e = result?.exception_info
  if (!isJsonObject(e)) return undefined
  const type = typeof e.exception_type === 'string' && e.exception_type !== '' ? e.exception_type : 'an exception'
  const message =
    typeof e.exception_message === 'string' ? (e.exception_message.trim().split('\n')[0] ?? '').slice(0, 120) : ''
  return { type, message }
}

/** Harbor's exceptions that are the agent's: it ran out of time, or its process exited with an error. */
const AGENT_EXCEPTIONS: ReadonlySet<string> = new Set(['AgentTimeoutError', 'NonZeroAgentExitCodeError'])
/** Harbor's verifier could not run, or left no reward it could read. */
const VERIFIER_EXCEPTIONS: ReadonlySet<string> = new Set([
  'RewardFileNotFoundError',
  'RewardFileEmptyError',
  'VerifierOutputParseError',
  'RewardParseError',
  'AddTestsDirError',
  'DownloadVerifierDirError',
])
/** An exception of the trial's environment (its container or sandbox), by its type or its message. */
const ENVIRONMENT =
  /^Environment\w*Error$|docker|compose|container|daemon|sandbox|daytona|modal|e2b|runloop|kubernetes|\bpod\b/i

/**
 * Why a Harbor trial did not pass, in words, and whose failure it was: the agent's (a reward
 * below a pass, Harbor stopping it at its time limit, its process exiting with an error) or the
 * harness's own (the verifier timing out or leaving no reward, the environment failing, a
 * cancelled trial, any other exception Harbor recorded). Undefined for a trial that passed.
 */
export function harborReason(
  status: string,
  reward: number | undefined,
  exception: { type: string; message: string } | undefined,
): { reason: string; fault: HarnessFault } | undefined {
  if (status === 'passed') return undefined
  const named = exception
    ? `${exception.type}${exception.message && exception.message !== exception.type ? `: ${exception.message}` : ''}`
    : ''
  const scored = reward !== undefined ? `the verifier's reward was ${score(reward)}` : ''
  if (status === 'agent_timeout')
    return {
      reason: `Harbor stopped the agent at its time limit (${named})${scored ? `; ${scored} all the same` : ''}`,
      fault: 'agent',
    }
  if (status === 'failed') {
    const after = exception ? `, after Harbor recorded ${named}` : ''
    return {
      reason: `the verifier's reward was ${score(reward!)}, below the 1 a pass needs${after}`,
      fault: exception && !AGENT_EXCEPTIONS.has(exception.type) ? 'harness' : 'agent',
    }
  }
  if (!exception) return { reason: 'the verifier wrote no reward', fault: 'harness' }
  const t = exception.type
  if (t === 'NonZeroAgentExitCodeError')
    return {
      reason: `the agent's process exited with an error, and the verifier gave no reward (${named})`,
      fault: 'agent',
    }
  if (t === 'VerifierTimeoutError')
    return { reason: `the verifier ran out of time, so the trial has no reward (${named})`, fault: 'harness' }
  if (VERIFIER_EXCEPTIONS.has(t))
    return { reason: `the verifier left no reward it could read (${named})`, fault: 'harness' }
  if (t === 'AgentSetupTimeoutError')
    return { reason: `Harbor could not set the agent up in time, so it never ran (${named})`, fault: 'harness' }
  if (t === 'CancelledError' || t === 'KeyboardInterrupt')
    return { reason: `the trial was cancelled before the verifier gave a reward (${named})`, fault: 'harness' }
  if (ENVIRONMENT.test(t) || ENVIRONMENT.test(exception.message))
    return { reason: `the trial's environment failed, and the verifier gave no reward (${named})`, fault: 'harness' }
  return { reason: `Harbor recorded ${named}, and the verifier gave no reward`, fault: 'harness' }
}

/** The reward in result.json (verifier_result.rewards.reward), or undefined. */
function rewardOf(result: JsonObject | undefined): number | undefined {
  const v = result?.verifier_result
  const rewards = isJsonObject(v) ? v.rewards : undefined
  const r = isJsonObject(rewards) ? rewards.reward : undefined
  return typeof r === 'number' && Number.isFinite(r) ? r : undefined
}

/** A count Harbor recorded: a finite number of at least zero, else undefined (null: not counted). */
function countOf(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined
}

/**
 * The tokens and cost Harbor recorded for the agent (`result.json` `agent_result`: n_input_tokens,
 * which counts the cached ones, n_cache_tokens, n_output_tokens, cost_usd) as one `token_usage`
 * event, for a trace that records none of its own; undefined when Harbor counted nothing.
 */
export function harborUsage(result: JsonObject | undefined): JsonObject | undefined {
  const a = result?.agent_result
  if (!isJsonObject(a)) return undefined
  const input = countOf(a.n_input_tokens)
  const cache = countOf(a.n_cache_tokens)
  const output = countOf(a.n_output_tokens)
  if (input === undefined && output === undefined) return undefined
  const cost = countOf(a.cost_usd)
  return tokenUsage(
    inclusiveUsage(
      input,
      cache !== undefined && input !== undefined ? Math.min(cache, input) : cache,
      undefined,
      output,
    ),
    { ...(cost !== undefined ? { cost_usd: cost } : {}), source: 'harbor_result' },
  )
}

export { HARBOR_STATUSES, DEFAULT_HARBOR_STATUSES }

/**
 * A trial's harness result: the verifier's reward as the final score; the status `passed` at a
 * reward of 1 or more, else `failed`; `agent_timeout` when Harbor stopped the agent at its time
 * limit (whatever the reward), `error` for another exception without a reward, `no_reward` when
 * the verifier wrote none.
 */
export function harborResult(trial: HarborTrial, source: string): HarnessResult {
  const reward = rewardOf(trial.result) ?? trial.reward_file
  const exception = exceptionOf(trial.result)
  const status =
    exception?.type === 'AgentTimeoutError'
      ? 'agent_timeout'
      : reward === undefined
        ? exception
          ? 'error'
          : 'no_reward'
        : reward >= 1
          ? 'passed'
          : 'failed'
  const why = harborReason(status, reward, exception)
  return {
    harness: 'harbor',
    source,
    id: trial.trial,
    run: trial.trace,
    final_score: reward ?? null,
    score_origin: reward !== undefined ? 'recorded' : null,
    status,
    recorded: { final_score: reward ?? null, status: exception ? `${exception.type}` : null },
    mismatches: [],
    ...(why ?? {}),
    passed: status === 'passed',
  }
}

/** What to do about a Harbor trial that failed, by whose failure it was; undefined when it passed. */
export function harborFix(r: HarnessResult): string | undefined {
  if (r.status === 'agent_timeout')
    return (
      'The run failed whatever it had done: look at where the trace spent its time (long commands, waits, ' +
      "repeated steps); give the agent more time (Harbor's --timeout-multiplier, or the agent's " +
      'override_timeout_sec) only if the task needs it.'
    )
  if (r.fault === 'harness')
    return (
      "The harness failed, not the agent's trace: see the trial's exception.txt and trial.log, fix the cause " +
      '(the environment, the verifier, its time limit) and run the trial again.'
    )
  if (r.status === 'failed')
    return "The agent's work did not pass the task's tests: the verifier's output (verifier/test-stdout.txt) says which failed."
  if (r.fault === 'agent')
    return "The agent's process failed: see the end of its log and the trial's exception.txt for why it exited."
  return undefined
}

/** An agent's own log in a folder that re-packages a run with its ATIF conversion. */
const NATIVE_LOG = /^(?:raw-trajectory\.json|.+\.trajectory\.json)$/
/** The ATIF conversion beside it. */
const ATIF_NAMES: ReadonlySet<string> = new Set(['trajectory.atif.json', 'trajectory.json'])
/** An ATIF document's opening (`schema_version` is the first key Harbor writes). */
const ATIF_HEAD = /"schema_version"\s*:\s*"ATIF-/
/** The re-packaged trial's result (Harbor's result.json), reward and grader's results. */
const TRIAL_RESULT = 'trial-result.json'
const TRIAL_REWARD = 'reward.txt'
const TRIAL_GRADER = 'grader-results.json'

/**
 * Sort the folders, among `paths` not `taken` already, that hold a run's own log and its ATIF
 * conversion side by side, as Harbor's trials re-packaged one folder a trial do
 * (`raw-trajectory.json` or `<agent>.trajectory.json` beside `trajectory.atif.json` or
 * `trajectory.json`): one run, one session, read from the agent's own log (the ATIF file named as
 * the same run, and read instead when the log cannot be read). The folder's `trial-result.json`
 * (Harbor's TrialResult) and `reward.txt` are its verifier's result, a `harbor` result joined to
 * the session; `grader-results.json` is named. A folder with more than one log or ATIF file of
 * those names is left to the usual sorting. `head` gives a file's first few kilobytes, `text` a
 * small file's text, `result` a `trial-result.json` parsed (undefined when it is none).
 */
export function sortRunPairs(
  paths: readonly string[],
  taken: ReadonlySet<string>,
  head: (path: string) => string | undefined,
  text: (path: string) => string | undefined,
  result: (path: string) => unknown,
): SortedTrials {
  const out = emptySorted()
  const byDir = new Map<string, Map<string, string>>()
  for (const p of paths) {
    if (taken.has(p)) continue
    const name = basename(p)
    const kept =
      NATIVE_LOG.test(name) || ATIF_NAMES.has(name) || [TRIAL_RESULT, TRIAL_REWARD, TRIAL_GRADER].includes(name)
    if (!kept) continue
    const dir = dirname(p)
    let files = byDir.get(dir)
    if (!files) byDir.set(dir, (files = new Map()))
    files.set(name, p)
  }
  for (const [dir, files] of [...byDir].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const isAtif = (p: string) => ATIF_HEAD.test(head(p) ?? '')
    const logs = [...files].filter(([n, p]) => NATIVE_LOG.test(n) && !isAtif(p))
    const atifs = [...files].filter(([n, p]) => ATIF_NAMES.has(n) && isAtif(p))
    if (logs.length !== 1 || atifs.length !== 1) continue
    const [[logName, log]] = logs
    const [[, atif]] = atifs
    out.traces.push(log)
    out.taken.add(log).add(atif)
    out.fallback.set(log, atif)
    out.notRead.push({
      file: atif,
      what: `the ATIF conversion of the same run as ${logName}, read from ${logName}`,
    })
    const resultPath = files.get(TRIAL_RESULT)
    const parsed = resultPath !== undefined ? result(resultPath) : undefined
    const trial = isHarborTrialResult(parsed) ? parsed : undefined
    const rewardPath = files.get(TRIAL_REWARD)
    const reward = rewardPath !== undefined ? numberIn(text(rewardPath)) : undefined
    const source = trial ? resultPath : reward !== undefined ? rewardPath : undefined
    if (source === undefined) continue
    const usage = harborUsage(trial)
    if (usage) out.usage.set(log, usage).set(atif, usage)
    out.taken.add(source)
    out.harness.push({
      source,
      value: {
        harbor_trial: true,
        trial: trial && typeof trial.trial_name === 'string' ? trial.trial_name : basename(dir),
        trace: log,
        ...(trial ? { result: trial } : {}),
        ...(reward !== undefined ? { reward_file: reward } : {}),
      },
    })
    if (source !== rewardPath && rewardPath !== undefined && reward !== undefined) {
      out.taken.add(rewardPath)
      out.notRead.push({ file: rewardPath, what: "the verifier's reward, read with the trial's result" })
    }
    const grader = files.get(TRIAL_GRADER)
    if (grader !== undefined) {
      out.taken.add(grader)
      out.notRead.push({
        file: grader,
        what: `the grader's results of the trial; its verdict is read from ${basename(source)}`,
      })
    }
  }
  return out
}
