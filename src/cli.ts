/**
 * The CLI: the same pipeline and verdict as the action, on local files.
 *
 * Exit codes, as linters use them: 0 the gate passed, 1 it failed, 2 bad usage or bad input.
 */
import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { diagnoseFiles, type FormatOption, type PresetOption } from './pipeline.js'
import { PRESET_IDS } from './engine/presets.js'
import { expandPaths } from './files.js'
import { mergeReports } from './merge.js'
import { FAIL_ON, type FailOn } from './policy.js'
import { buildReport, reportJsonSchema, serializeReport } from './report/json.js'
import { renderMarkdown } from './report/markdown.js'
import { plain, renderText } from './report/text.js'
import { isFormatId, FORMAT_IDS } from './trace/formats.js'
import { formatWarning, TraceError, DEFAULT_MAX_BYTES } from './trace/read.js'
import type { GraphMode } from './engine/diagnose.js'
import { TOOL_NAME, TOOL_VERSION } from './version.js'

export const HELP = `Usage: ${TOOL_NAME} diagnose [options] <file|dir|glob>...
       ${TOOL_NAME} merge [options] <report.json|dir|glob>...
       ${TOOL_NAME} schema      print the JSON Schema of the report

diagnose reads traces and gives the verdict. merge joins reports written by
diagnose --out (the shards of a matrix of jobs) into one verdict, as if all their
sessions had been diagnosed at once; it takes the same output and gate options.

Diagnose AI agent traces and gate on the verdict. A directory means the trace
files (.json, .jsonl, .ndjson) under it; directories and globs are read in path order.

Options:
  --json                 print the JSON report on stdout instead of the summary
  --out FILE             write the JSON report to FILE
  --markdown FILE        write the human report (Markdown) to FILE
  --graph MODE           causal graph in the report: evidence (default: failure nodes,
                         their evidence events and the edges among them), full (every
                         event, as the reference model builds it) or none
  --fail-on LEVEL        unsafe_for_production (default), review_recommended or never
  --min-trust-score N    also fail when a session's trust score is below N (0-100)
  --format ID            auto (default) or one of: ${FORMAT_IDS.join(', ')}
  --preset ID            auto (default: critiqor for flat events, agents for real agent
                         traces), critiqor (the reference model, exact) or agents
  --max-bytes N          refuse trace files larger than N bytes (default ${DEFAULT_MAX_BYTES})
  -h, --help             show this help
  -v, --version          show the version

Exit status: 0 the gate passed, 1 the gate failed, 2 bad usage or bad input.
`

class UsageError extends Error {}

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

export interface CliIo {
  stdout: (s: string) => void
  stderr: (s: string) => void
}

/** Run the CLI with the given arguments; returns the exit status. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        out: { type: 'string' },
        markdown: { type: 'string' },
        graph: { type: 'string' },
        'fail-on': { type: 'string' },
        'min-trust-score': { type: 'string' },
        format: { type: 'string' },
        preset: { type: 'string' },
        'max-bytes': { type: 'string' },
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
    if (command !== 'diagnose' && command !== 'merge') {
      throw new UsageError(command === undefined ? 'expected a command (diagnose, merge or schema)' : `unknown command "${command}": expected diagnose, merge or schema`)
    }
    if (paths.length === 0) {
      throw new UsageError(command === 'merge' ? 'merge: expected at least one report file' : 'diagnose: expected at least one trace file, directory or glob')
    }
    const format = values.format ?? 'auto'
    if (format !== 'auto' && !isFormatId(format)) {
      throw new UsageError(`--format: expected auto or one of ${FORMAT_IDS.join(', ')}, found "${format}"`)
    }
    const preset = oneOf<PresetOption>('preset', values.preset, ['auto', ...PRESET_IDS], 'auto')
    const graph = oneOf<GraphMode>('graph', values.graph, ['evidence', 'full', 'none'], 'evidence')
    const failOn = oneOf<FailOn>('fail-on', values['fail-on'], FAIL_ON, 'unsafe_for_production')
    const minTrustScore = integer('min-trust-score', values['min-trust-score'], 0, 100)
    const maxBytes = integer('max-bytes', values['max-bytes'], 1, Number.MAX_SAFE_INTEGER)

    const files = await expandPaths(paths)
    const sessions =
      command === 'merge'
        ? await mergeReports(files)
        : await diagnoseFiles(files, {
            format: format as FormatOption,
            preset,
            engine: { graph },
            maxBytes,
            onWarning: (w) => io.stderr(`${plain(formatWarning({ ...w, message: `warning: ${w.message}` }))}\n`),
          })
    const report = buildReport(sessions, { failOn, minTrustScore })
    if (values.out) await writeFile(values.out, serializeReport(report))
    if (values.markdown) await writeFile(values.markdown, renderMarkdown(report))
    io.stdout(values.json ? serializeReport(report) : renderText(report))
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
