/**
 * The registry of trace formats and `auto` recognition (formats.md, "Recognising a file").
 */
import claudeCode from './adapters/claude-code/index.js'
import claudeStream from './adapters/claude-stream/index.js'
import cline from './adapters/cline/index.js'
import codexExec from './adapters/codex-exec/index.js'
import codexRollout from './adapters/codex-rollout/index.js'
import critiqor from './adapters/critiqor/index.js'
import critiqorSession from './adapters/critiqor-session/index.js'
import geminiCli from './adapters/gemini-cli/index.js'
import inspect from './adapters/inspect/index.js'
import miniSweAgent from './adapters/mini-swe-agent/index.js'
import openaiAgents from './adapters/openai-agents/index.js'
import openclaw from './adapters/openclaw/index.js'
import openhands from './adapters/openhands/index.js'
import otel from './adapters/otel/index.js'
import sweAgent from './adapters/swe-agent/index.js'
import { FORMAT_IDS, type Adapter, type FormatId } from './adapters/types.js'

/**
 * Adapters in the order `auto` tries them: the most specific signatures first. Each signature
 * keys on fields the others do not have (`type: "session"`, `parentUuid` + `sessionId`,
 * `subtype: "init"`, `thread.started`, `session_meta`, `resourceSpans`, `object: "trace"`,
 * `version` + `eval`, `trajectory` + `history` + `info`, `trajectory_format`, OpenHands events or
 * runs, `sessionId` + `projectHash`, Cline's `say`/`ask` messages, `schema_version`); critiqor,
 * which takes any object whose type is a flat event type, comes last.
 */
export const ADAPTERS: readonly Adapter[] = [
  openclaw,
  claudeCode,
  claudeStream,
  codexExec,
  codexRollout,
  otel,
  openaiAgents,
  inspect,
  sweAgent,
  miniSweAgent,
  openhands,
  geminiCli,
  cline,
  critiqorSession,
  critiqor,
]

export function isFormatId(x: string): x is FormatId {
  return (FORMAT_IDS as readonly string[]).includes(x)
}

export function adapterFor(id: FormatId): Adapter | undefined {
  return ADAPTERS.find((a) => a.id === id)
}

/** The adapter whose signature the first record matches, or undefined. */
export function recognise(first: unknown): Adapter | undefined {
  return ADAPTERS.find((a) => a.recognise(first))
}

/** What `auto` looks for, for the error of a file that matches no format. */
export function signatures(): string {
  return ADAPTERS.map((a) => a.signature).join('; ')
}

export { FORMAT_IDS, type FormatId }
