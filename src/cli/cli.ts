/**
 * The CLI: the same pipeline and verdict as the action, on local files.
 *
 * Exit codes, as linters use them: 0 the gate passed, 1 it failed, 2 bad usage or bad input.
 */
import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { expandPaths } from '../trace/files.js'
import { readReport } from '../gate/merge.js'
import { runGate, type FoundBaseline } from '../gate/run.js'
import { ProgressReporter, progressMode } from '../gate/progress.js'
import { performance } from 'node:perf_hooks'
import { comparisonText } from '../report/baseline.js'
import { renderHistoryText, summarizeRun, type HistoryRow } from '../report/history.js'
import { reportJsonSchema, serializeReport, type Report } from '../report/json.js'
import { EMPTY_POLICY, findPolicy, loadPolicy, policyJsonSchema } from '../policy/policy-file.js'
import { readSettings } from '../policy/settings.js'
import { renderMarkdown } from '../report/markdown.js'
import { renderHtml } from '../report/html/index.js'
import { plain, renderText } from '../report/text.js'
import { FORMAT_IDS } from '../trace/registry.js'
import { formatWarning, TraceError, DEFAULT_MAX_BYTES } from '../trace/read.js'
import { PACKAGE_RULES_BASE, TOOL_NAME, TOOL_VERSION } from '../core/version.js'

export const HELP = `Usage: ${TOOL_NAME} diagnose [options] <file|dir|glob>...
       ${TOOL_NAME} merge [options] <report.json|dir|glob>...
       ${TOOL_NAME} schema          print the JSON Schema of the report
       ${TOOL_NAME} policy-schema   print the JSON Schema of the policy file
       ${TOOL_NAME} history [--json] <report.json|dir|glob>...

diagnose reads traces and gives the verdict. merge joins reports written by
diagnose --out (the shards of a matrix of jobs) into one verdict, as if all their
sessions had been diagnosed at once; it takes the same output and gate options.
With --baseline, both compare each session with the same session in the baseline
reports (matched by file name or session id). history shows reports as runs, in
the order given: trust score, readiness, primary failure and tool calls.

Diagnose AI agent traces and gate on the verdict. A directory means the trace
files (.json, .jsonl, .ndjson) under it; directories and globs are read in path order.

Options:
  --json                 print the JSON report on stdout instead of the summary
  --out FILE             write the JSON report to FILE
  --markdown FILE        write the human report (Markdown) to FILE
  --html FILE            write the HTML report to FILE: one self-contained page (verdict,
                         causes and their evidence on a timeline, token use, scores,
                         remediation); opens offline, trace content masked and shown as text
  --graph MODE           causal graph in the report: evidence (default: failure nodes,
                         their evidence events and the edges among them), full (every
                         event, as the reference model builds it) or none
  --fail-on LEVEL        unsafe_for_production (default), review_recommended or never
  --min-trust-score N    also fail when a session's trust score is below N (0-100)
  --format ID            auto (default) or one of: ${FORMAT_IDS.join(', ')}
  --preset ID            auto (default: critiqor for flat events, agents for real agent
                         traces), critiqor (the reference model, exact) or agents
  --token-budget N       effective tokens one session may spend (agents preset: high
                         above it, critical above three times it; default: no budget)
  --max-bytes N          refuse trace files larger than N bytes (default ${DEFAULT_MAX_BYTES})
  --workers N            worker threads that diagnose files at once (default: one per
                         core); 1 reads one file after the other
  --policy FILE          the policy file: preset, detector thresholds, assertions, cases
                         and the harness gate (default: .agent-trust-gate.yml in the
                         current directory, when there is one); see docs/policy.md
  --repeat-min-pass N    how many runs of a case must pass: a number or all (default:
                         the policy's repeat_min_pass, else all)
  --harness PATH         read scores of an evaluation harness: arksim's evaluation.json,
                         personal_agent_eval's run.json, final_result.json and test.yaml,
                         SWE-bench's results.json, report.json or a reward file (joined to
                         the runs by instance id) (a file, directory or glob; repeat the
                         option for more)
  --min-final-score X    fail a harness result whose final score (0-1) is below X
  --baseline FILE        compare with the sessions of this report, e.g. from the base
                         branch (a file, directory or glob; repeat the option for more)
  --fail-on-regression   also fail when a compared session lost more trust score than
                         the tolerance, or a failure type became critical in it
  --regression-tolerance N  trust score points a session may lose (default 5)
  -h, --help             show this help
  -v, --version          show the version

Exit status: 0 the gate passed, 1 the gate failed, 2 bad usage or bad input.
`

class UsageError extends Error {}

export interface CliIo {
  stdout: (s: string) => void
  stderr: (s: string) => void
}

/** Run the CLI with the given arguments; returns the exit status. */
export async function runCli(
  argv: string[],
  io: CliIo,
  env: {
    workerScript?: string
    partsMinBytes?: number
    /** Where progress may show (src/gate/progress.ts): stderr is a terminal, or the run is in Actions. */
    stderrIsTTY?: boolean
    githubActions?: boolean
  } = {},
): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        out: { type: 'string' },
        markdown: { type: 'string' },
        html: { type: 'string' },
        graph: { type: 'string' },
        'fail-on': { type: 'string' },
        'min-trust-score': { type: 'string' },
        format: { type: 'string' },
        preset: { type: 'string' },
        'token-budget': { type: 'string' },
        'max-bytes': { type: 'string' },
        workers: { type: 'string' },
        policy: { type: 'string' },
        'repeat-min-pass': { type: 'string' },
        harness: { type: 'string', multiple: true },
        'min-final-score': { type: 'string' },
        baseline: { type: 'string', multiple: true },
        'fail-on-regression': { type: 'boolean' },
        'regression-tolerance': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    })
    if (values.help) {
      io.stdout(HELP)
      return 0
    }
    if (values.version) {
      io.stdout(`${TOOL_NAME} ${TOOL_VERSION}\n`)
      return 0
    }
    const [command, ...paths] = positionals
    if (command === 'schema') {
      io.stdout(JSON.stringify(reportJsonSchema(), null, 2) + '\n')
      return 0
    }
    if (command === 'policy-schema') {
      io.stdout(JSON.stringify(policyJsonSchema(), null, 2) + '\n')
      return 0
    }
    if (command === 'history') {
      if (paths.length === 0) throw new UsageError('history: expected at least one report file')
      const rows: HistoryRow[] = []
      for (const f of await expandPaths(paths)) rows.push({ run: f, summary: summarizeRun(await readReport(f)) })
      io.stdout(values.json ? JSON.stringify(rows, null, 2) + '\n' : renderHistoryText(rows, plain))
      return 0
    }
    if (command !== 'diagnose' && command !== 'merge') {
      throw new UsageError(
        command === undefined
          ? 'expected a command (diagnose, merge, history, schema or policy-schema)'
          : `unknown command "${command}": expected diagnose, merge, history, schema or policy-schema`,
      )
    }
    if (paths.length === 0) {
      throw new UsageError(
        command === 'merge'
          ? 'merge: expected at least one report file'
          : 'diagnose: expected at least one trace file, directory or glob',
      )
    }
    const read = readSettings(
      {
        format: values.format,
        preset: values.preset,
        graph: values.graph,
        'fail-on': values['fail-on'],
        'min-trust-score': values['min-trust-score'],
        'max-bytes': values['max-bytes'],
        workers: values.workers,
        'token-budget': values['token-budget'],
        'repeat-min-pass': values['repeat-min-pass'],
        'min-final-score': values['min-final-score'],
        'regression-tolerance': values['regression-tolerance'],
        ...(values['fail-on-regression'] ? { 'fail-on-regression': 'true' } : {}),
      },
      '--',
    )
    if ('errors' in read) throw new UsageError(read.errors.join('; '))
    const { settings } = read
    const baselineArgs = values.baseline ?? []
    if (!baselineArgs.length && (values['fail-on-regression'] || values['regression-tolerance'] !== undefined)) {
      throw new UsageError(
        `--${values['fail-on-regression'] ? 'fail-on-regression' : 'regression-tolerance'}: expected --baseline FILE to compare with, found none`,
      )
    }

    const policyPath = values.policy ?? (await findPolicy('.'))
    const policy = policyPath !== undefined ? await loadPolicy(policyPath) : EMPTY_POLICY
    const warn = (message: string) => io.stderr(`${plain(`warning: ${message}`)}\n`)

    const files = await expandPaths(paths)
    let baseline: FoundBaseline | undefined
    if (baselineArgs.length) {
      const baseFiles = await expandPaths(baselineArgs)
      const reports: Report[] = []
      for (const f of baseFiles) reports.push(await readReport(f))
      baseline = { reports, where: baseFiles.length === 1 ? baseFiles[0] : `${baseFiles.length} report files` }
    }
    const progress = new ProgressReporter({
      mode: command === 'diagnose' ? progressMode(env) : 'off',
      write: io.stderr,
      now: () => performance.now(),
      group: `Diagnosing ${files.length} trace file${files.length === 1 ? '' : 's'}`,
    })
    const result = await runGate({
      source: command === 'merge' ? { reports: files, order: 'given' } : { traces: files },
      harnessFiles: values.harness ?? [],
      settings,
      policy,
      workspace: '.',
      ...(baseline ? { baseline } : {}),
      pipeline: {
        workerScript: env.workerScript,
        partsMinBytes: env.partsMinBytes,
        onProgress: progress.listener,
        ...(values.html !== undefined ? { timeline: true } : {}),
      },
      onTraceWarning: (w) => {
        progress.clear()
        io.stderr(`${plain(formatWarning({ ...w, message: `warning: ${w.message}` }))}\n`)
      },
      onHarnessWarning: warn,
    }).finally(() => progress.done())
    const report = result.report
    const comparison = result.baseline && 'sessions' in result.baseline ? result.baseline : undefined
    if (values.out) await writeFile(values.out, serializeReport(report))
    if (values.markdown)
      await writeFile(
        values.markdown,
        renderMarkdown(report, { ...(comparison ? { baseline: comparison } : {}), rulesBase: PACKAGE_RULES_BASE }),
      )
    if (values.html !== undefined) {
      const policyBudget = policy.detectors?.cost_explosion?.tokenBudget
      const budget = settings['token-budget'] ?? (typeof policyBudget === 'number' ? policyBudget : undefined)
      await writeFile(
        values.html,
        renderHtml(report, {
          timelines: result.timelines ?? [],
          ...(comparison ? { baseline: comparison } : {}),
          ...(budget !== undefined ? { tokenBudget: budget } : {}),
          rulesBase: PACKAGE_RULES_BASE,
        }),
      )
    }
    io.stdout(
      values.json
        ? serializeReport(report)
        : renderText(report) + (comparison ? `\n${comparisonText(comparison, plain)}` : ''),
    )
    return report.verdict.passed ? 0 : 1
  } catch (err) {
    if (err instanceof TraceError) {
      io.stderr(`${plain(err.message)}\n`)
      return 2
    }
    if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.stderr(`${TOOL_NAME}: ${(err as Error).message}\n(see ${TOOL_NAME} --help)\n`)
      return 2
    }
    const e = err as NodeJS.ErrnoException
    if (e.code && e.path) {
      io.stderr(`${e.path}: cannot write the file (${e.code})\n`)
      return 2
    }
    io.stderr(`${TOOL_NAME}: internal error: ${e.message ?? String(err)}\n`)
    return 2
  }
}
