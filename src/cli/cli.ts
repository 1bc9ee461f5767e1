/**
 * The CLI: the same pipeline and verdict as the action, on local files.
 *
 * Exit codes, as linters use them: 0 the gate passed, 1 it failed, 2 bad usage or bad input.
 */
import { writeFile } from 'node:fs/promises'
import { diagnoseFiles, type FormatOption, type PresetOption } from '../gate/pipeline.js'
import { PRESET_IDS } from '../engine/presets.js'
import { expandPaths } from '../trace/files.js'
import { mergeReports, readReport } from '../gate/merge.js'
import {
  applyRegressions,
  compareReports,
  comparisonText,
  DEFAULT_REGRESSION_TOLERANCE,
  type Comparison,
} from '../report/baseline.js'
import { renderHistoryText, summarizeRun, type HistoryRow } from '../report/history.js'
import { FAIL_ON, type FailOn } from '../policy/verdict.js'
import { buildReport, reportJsonSchema, serializeReport, type GatedSession, type Report } from '../report/json.js'
import type { RepeatMinPass } from '../policy/cases.js'
import { harnessResults, type HarnessResult, type HarnessSettings } from '../harness/index.js'
import { readHarnessFiles } from '../harness/read.js'
import { EMPTY_POLICY, findPolicy, loadPolicy, policyJsonSchema } from '../policy/policy-file.js'
import { applyPolicy, assignCase } from '../gate/facts.js'
import { renderMarkdown } from '../report/markdown.js'
import { renderText } from '../report/text.js'
import { maskSecretsDeep, terminalJson, terminalLine, terminalText } from '../report/sanitize.js'
import { isFormatId, FORMAT_IDS } from '../trace/registry.js'
import { formatWarning, TraceError } from '../trace/read.js'
import type { GraphMode } from '../engine/diagnose.js'
import { PACKAGE_RULES_BASE, TOOL_NAME, TOOL_VERSION } from '../core/version.js'
import { commandHelp, HELP, OUTPUT_OPTIONS, parseCli, UsageError, type Command, type OutputOption } from './args.js'
import { checkOutputs, inputPaths, type OutputRequest } from './output.js'

export { HELP, commandHelp } from './args.js'

/** Errors are one line of at most this many characters. */
export const MAX_ERROR_LENGTH = 300

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback
  if ((allowed as readonly string[]).includes(value)) return value as T
  throw new UsageError(`--${name}: expected one of ${allowed.join(', ')}, found "${value}"`)
}

function integer(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new UsageError(`--${name}: expected a whole number from ${min} to ${max}, found "${value}"`)
  }
  return Number(value)
}

function repeatMinPass(value: string | undefined): RepeatMinPass | undefined {
  if (value === undefined) return undefined
  if (value === 'all') return 'all'
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new UsageError(`--repeat-min-pass: expected all or a whole number of runs (1 or more), found "${value}"`)
  return Number(value)
}

function fraction(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  if (!/^(0(\.\d+)?|1(\.0+)?|\.\d+)$/.test(value))
    throw new UsageError(`--${name}: expected a number from 0 to 1, found "${value}"`)
  return Number(value)
}

/** A file the CLI could not write: exit 2, naming the option. */
class OutputError extends Error {}

async function writeOutput(option: string, path: string, text: string): Promise<void> {
  try {
    await writeFile(path, text)
  } catch (err) {
    const e = err as NodeJS.ErrnoException
    throw new OutputError(`--${option} ${path}: cannot write the file (${e.code ?? e.message})`)
  }
}

/** The one line an error becomes on stderr. */
function errorLine(err: unknown, command: Command | undefined, mask: boolean): string {
  const line = (s: string, max = MAX_ERROR_LENGTH) => terminalLine(s, { max, mask })
  if (err instanceof TraceError || err instanceof OutputError) return line(err.message)
  if (err instanceof UsageError) {
    const cmd = err.command ?? command
    const prefix = `${TOOL_NAME}${cmd ? ` ${cmd}` : ''}: `
    const hint = ` (see ${TOOL_NAME}${cmd ? ` ${cmd}` : ''} --help)`
    return prefix + line(err.message, MAX_ERROR_LENGTH - prefix.length - hint.length) + hint
  }
  const e = err as NodeJS.ErrnoException
  if (e.code && e.path) return line(`${e.path}: cannot read it (${e.code})`)
  return line(`${TOOL_NAME}: internal error: ${e.message ?? String(err)}`)
}

export interface CliIo {
  stdout: (s: string) => void
  stderr: (s: string) => void
}

/** Run the CLI with the given arguments; returns the exit status. */
export async function runCli(
  argv: string[],
  io: CliIo,
  env: { workerScript?: string; partsMinBytes?: number } = {},
): Promise<number> {
  let command: Command | undefined
  let mask = true
  try {
    const parsed = parseCli(argv)
    const { values, paths } = parsed
    command = parsed.command
    mask = values['no-mask'] !== true
    if (values.help) {
      io.stdout(command ? commandHelp(command) : HELP)
      return 0
    }
    if (values.version) {
      io.stdout(`${TOOL_NAME} ${TOOL_VERSION}\n`)
      return 0
    }
    if (command === undefined)
      throw new UsageError('expected a command (diagnose, merge, history, schema or policy-schema)')
    const masked = <T>(value: T): T => (mask ? maskSecretsDeep(value) : value)
    if (command === 'schema' || command === 'policy-schema') {
      if (paths.length) throw new UsageError(`expected no arguments, found "${paths[0]}"`, command)
      io.stdout(JSON.stringify(command === 'schema' ? reportJsonSchema() : policyJsonSchema(), null, 2) + '\n')
      return 0
    }
    if (command === 'history') {
      if (paths.length === 0) throw new UsageError('expected at least one report file', command)
      const rows: HistoryRow[] = []
      for (const f of await expandPaths(paths)) rows.push({ run: f, summary: summarizeRun(await readReport(f)) })
      io.stdout(
        values.json
          ? terminalJson(JSON.stringify(masked(rows), null, 2) + '\n')
          : terminalText(renderHistoryText(masked(rows), (s) => terminalLine(s, { max: 200, mask }))),
      )
      return 0
    }
    if (paths.length === 0) {
      throw new UsageError(
        command === 'merge'
          ? 'expected at least one report file'
          : 'expected at least one trace file, directory or glob',
        command,
      )
    }
    const format = values.format ?? 'auto'
    if (format !== 'auto' && !isFormatId(format)) {
      throw new UsageError(`--format: expected auto or one of ${FORMAT_IDS.join(', ')}, found "${format}"`)
    }
    const presetFlag =
      values.preset === undefined
        ? undefined
        : oneOf<PresetOption>('preset', values.preset, ['auto', ...PRESET_IDS], 'auto')
    const graph = oneOf<GraphMode>('graph', values.graph, ['evidence', 'full', 'none'], 'evidence')
    const failOn = oneOf<FailOn>('fail-on', values['fail-on'], FAIL_ON, 'unsafe_for_production')
    const minTrustScore = integer('min-trust-score', values['min-trust-score'], 0, 100)
    const maxBytes = integer('max-bytes', values['max-bytes'], 1, Number.MAX_SAFE_INTEGER)
    const tokenBudget = integer('token-budget', values['token-budget']?.replace(/_/g, ''), 1, Number.MAX_SAFE_INTEGER)
    const repeatFlag = repeatMinPass(values['repeat-min-pass'])
    const minFinalScore = fraction('min-final-score', values['min-final-score'])
    const baselineArgs = values.baseline ?? []
    const tolerance =
      integer('regression-tolerance', values['regression-tolerance'], 0, 100) ?? DEFAULT_REGRESSION_TOLERANCE
    if (!baselineArgs.length && (values['fail-on-regression'] || values['regression-tolerance'] !== undefined)) {
      throw new UsageError(
        `--${values['fail-on-regression'] ? 'fail-on-regression' : 'regression-tolerance'}: expected --baseline FILE to compare with, found none`,
      )
    }

    // Where the outputs go: `-` is stdout, which carries one output only (--json is --out -).
    const outputs: OutputRequest[] = OUTPUT_OPTIONS.flatMap((option) => {
      const path = values[option]
      return path === undefined ? [] : [{ option, path }]
    })
    const toStdout = [
      ...new Set<OutputOption>([
        ...(values.json ? (['out'] as const) : []),
        ...outputs.filter((o) => o.path === '-').map((o) => o.option),
      ]),
    ]
    if (toStdout.length > 1) {
      const first = toStdout[0] === 'out' && values.json ? '--json' : `--${toStdout[0]} -`
      throw new UsageError(
        `--${toStdout[1]} -: stdout already carries the output of ${first}; write one of them to a file`,
      )
    }

    const policyPath = values.policy ?? (await findPolicy('.'))
    const policy = policyPath !== undefined ? await loadPolicy(policyPath) : EMPTY_POLICY
    const warn = (message: string) => io.stderr(`${terminalLine(`warning: ${message}`, { mask })}\n`)

    const files = await expandPaths(paths)
    const baseFiles = baselineArgs.length ? await expandPaths(baselineArgs) : []
    const harnessArgs = values.harness ?? []
    await checkOutputs(command, outputs, [
      ...(await inputPaths(paths, files)),
      ...(await inputPaths(baselineArgs, baseFiles)),
      ...(await inputPaths(harnessArgs, harnessArgs)),
      ...(policyPath !== undefined ? [{ path: policyPath }] : []),
    ])

    let sessions: GatedSession[]
    const carried: HarnessResult[] = []
    if (command === 'merge') {
      const merged = await mergeReports(files)
      sessions = merged.sessions
      carried.push(...merged.harness)
    } else {
      const options = { format: format as FormatOption, maxBytes }
      const diagnosed = await diagnoseFiles(files, {
        workerScript: env.workerScript,
        partsMinBytes: env.partsMinBytes,
        ...options,
        preset: presetFlag ?? policy.preset ?? 'auto',
        engine: {
          graph,
          detectorOptions: {
            ...policy.detectors,
            ...(tokenBudget !== undefined
              ? { cost_explosion: { ...policy.detectors?.cost_explosion, tokenBudget } }
              : {}),
          },
        },
        onWarning: (w) =>
          io.stderr(`${terminalLine(formatWarning({ ...w, message: `warning: ${w.message}` }), { mask })}\n`),
      })
      sessions = await applyPolicy(diagnosed, policy, { ...options, files, workspace: '.' })
    }
    sessions = sessions.map((s) => assignCase(s, policy, '.'))

    let harness: { results: HarnessResult[]; settings: HarnessSettings } | undefined
    if (harnessArgs.length || carried.length) {
      const read = harnessArgs.length
        ? harnessResults(await readHarnessFiles(harnessArgs))
        : { results: [], warnings: [] }
      for (const w of read.warnings) warn(w)
      harness = {
        results: [...carried, ...read.results],
        settings: { ...policy.harness, ...(minFinalScore !== undefined ? { minFinalScore } : {}) },
      }
    }
    // The verdict is decided on the report as read; every output shows it masked.
    let report = masked(
      buildReport(
        sessions,
        { failOn, minTrustScore, repeatMinPass: repeatFlag ?? policy.repeatMinPass ?? 'all' },
        harness ? { harness } : {},
      ),
    )
    let comparison: Comparison | undefined
    if (baselineArgs.length) {
      const baseReports: Report[] = []
      for (const f of baseFiles) baseReports.push(masked(await readReport(f)))
      const where = baseFiles.length === 1 ? baseFiles[0] : `${baseFiles.length} report files`
      comparison = compareReports(report, baseReports, {
        tolerance,
        failOnRegression: values['fail-on-regression'] === true,
        baseline: where,
      })
      report = applyRegressions(report, comparison)
    }
    const render: Record<OutputOption, () => string> = {
      out: () => terminalJson(serializeReport(report)),
      markdown: () =>
        terminalText(
          renderMarkdown(report, { ...(comparison ? { baseline: comparison } : {}), rulesBase: PACKAGE_RULES_BASE }),
        ),
    }
    for (const o of outputs) if (o.path !== '-') await writeOutput(o.option, o.path, render[o.option]())
    io.stdout(
      toStdout.length
        ? render[toStdout[0]]()
        : terminalText(
            renderText(report) +
              (comparison ? `\n${comparisonText(comparison, (s) => terminalLine(s, { max: 500, mask }))}` : ''),
          ),
    )
    return report.verdict.passed ? 0 : 1
  } catch (err) {
    io.stderr(`${errorLine(err, command, mask)}\n`)
    return 2
  }
}
