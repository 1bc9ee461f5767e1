/**
 * `recognise` and `fit` for a format whose records each show whether they are its own: the first
 * record is recognised, and a sample fits with FIT.SIGNATURE, when one of `tests` takes it (any
 * record of the sample: a line another format writes too may come first).
 *
 * Pure functions, no I/O.
 */
import { FIT, type Adapter } from './types.js'

export function ownRecords(...tests: readonly ((x: unknown) => boolean)[]): Pick<Adapter, 'recognise' | 'fit'> {
  const own = (r: unknown): boolean => tests.some((t) => t(r))
  return {
    recognise: own,
    fit: ({ records }) => (records.some(own) ? FIT.SIGNATURE : FIT.NONE),
  }
}
