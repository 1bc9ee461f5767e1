/**
 * The registry of trace formats and `auto` recognition (formats.md, "Recognising a file").
 */
import critiqor from './adapters/critiqor.js'
import { FORMAT_IDS, type Adapter, type FormatId } from './adapters/types.js'

/** Adapters in the order `auto` tries them: the most specific signatures first. */
export const ADAPTERS: readonly Adapter[] = [critiqor]

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
