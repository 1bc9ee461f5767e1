/**
 * A diagnosed session, as the pipeline hands it to the policy and the report: which file, which
 * format and preset, what the format can show, and the diagnosis.
 */
import type { Dimension } from '../core/vocabulary.js'
import type { FormatId } from '../trace/registry.js'
import type { Diagnosis } from './diagnose.js'
import type { SessionTimeline } from './timeline.js'
import type { SessionFiles } from './files.js'
import type { SessionFacts } from './facts.js'
import type { Verification } from './verification.js'
import { CRITIQOR, presetById, type Preset, type PresetId } from './presets.js'
import type { IntegrityFinding } from '../core/integrity.js'

export type FormatOption = FormatId | 'auto'
export type PresetOption = PresetId | 'auto'

/** The preset `auto` picks: the reference model for flat events, `agents` for real agent traces. */
export function presetFor(format: FormatId, option: PresetOption = 'auto'): Preset {
  const id: PresetId =
    option !== 'auto' ? option : format === 'critiqor' || format === 'critiqor-session' ? 'critiqor' : 'agents'
  // Until a preset is available, the reference model judges.
  return presetById(id) ?? CRITIQOR
}

export interface SessionResult {
  /** The file's path as given. */
  source: string
  /** The session's key within its file, for files that hold several sessions. */
  session?: string
  format: FormatId
  /** The preset the session was judged by. */
  preset: PresetId
  /** Dimensions the format can show at all. */
  observes: readonly Dimension[]
  diagnosis: Diagnosis
  /** The session's summarised timeline, when the pipeline was asked to collect it. */
  timeline?: SessionTimeline
  /** The files its tool calls touched, when the pipeline was given the workspace and it touched any. */
  files?: SessionFiles
  /** What the session changed and which checks it ran, and the sentence a reviewer reads (proof of work). */
  verification?: Verification
  /** What the session showed, for the policy's assertions; counted when the policy needs it. */
  facts?: SessionFacts
  /** Integrity findings (src/core/integrity.ts), sorted (none: the same as empty). */
  integrity?: IntegrityFinding[]
  /** The earliest and latest timestamps the adapter read (ms), for the stale check at the edge. */
  times?: { first: number; last: number }
  /** The session's own id in its format, for the same session in two files. */
  identity?: string
  /**
   * The SHA-256 of its file's bytes, taken as the file was read, when the pipeline was asked for
   * it (PipelineOptions.hashContent): the duplicate check's, never a report's.
   */
  contentHash?: string
  /**
   * Other files read as part of this session's run (ATIF's linked trajectories, src/gate/linked.ts),
   * in the order read: the gate gives them no session of their own.
   */
  linked?: readonly string[]
}
