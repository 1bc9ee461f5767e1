/**
 * The files of a pool (src/gate/pool.ts) as one queue in shared memory, taken from by every
 * thread of the pool: a thread that has finished a file takes the next one itself, at once, and
 * never waits for another thread to hand it one (this thread, diagnosing a file of its own, could
 * not answer for as long as that file takes).
 *
 * The queue is four kinds of 32-bit slots: the next place in the order of the files, the first
 * failed file so far (files after it in the order given need not be read), for each worker the
 * file it is diagnosing (-1: none), so that a worker that stops can be named with its file, and
 * for each worker a beat that it counts up as long as it answers (the pool's watchdog: a worker
 * whose beat stands still while it holds a file has stopped answering).
 *
 * Imported by the worker threads: nothing here but plain code.
 */

/** Where the slots are. */
const NEXT = 0
const FIRST_ERROR = 1
const HELD = 2

/** What a pool worker needs to take files from the queue: plain data, shared memory (it crosses threads). */
export interface PoolQueue {
  /** The slots, shared by the threads of the pool. */
  state: SharedArrayBuffer
  /** The worker's own slot, for the file it is diagnosing. */
  slot: number
  /** Every file, by index. */
  paths: readonly string[]
  /** The order in which the files are taken: indices into `paths`. */
  order: readonly number[]
  /** The indices of the files whose bytes are hashed as they are read (PoolJob.hash). */
  hash: readonly number[]
  /** How often the worker counts its beat up, in milliseconds (`beat`). */
  beatMs: number
}

/** The job of the file at `index`: its path, and whether its bytes are hashed. */
export function jobOf(
  index: number,
  paths: readonly string[],
  hash: ReadonlySet<number> | undefined,
): { index: number; path: string; hash?: boolean } {
  return { index, path: paths[index], ...(hash?.has(index) ? { hash: true } : {}) }
}

/** A new queue's slots: `files` files, none taken, none failed, `workers` workers holding none. */
export function newQueueState(files: number, workers: number): SharedArrayBuffer {
  const state = new SharedArrayBuffer(4 * (HELD + 2 * workers))
  const slots = new Int32Array(state)
  slots[FIRST_ERROR] = files
  slots.fill(-1, HELD, HELD + workers)
  return state
}

/** Where a worker's beat is: after every worker's held file. */
const beatAt = (slots: Int32Array, slot: number) => HELD + (slots.length - HELD) / 2 + slot

/** The worker of `slot` answers: its beat counts up (the pool's watchdog reads it). */
export function beat(slots: Int32Array, slot: number): void {
  Atomics.add(slots, beatAt(slots, slot), 1)
}

/** The beat of the worker of `slot`: it changes as long as the worker answers. */
export function beatOf(slots: Int32Array, slot: number): number {
  return Atomics.load(slots, beatAt(slots, slot))
}

/**
 * The next file to diagnose, by index, now held by `slot` (-1: this thread, which needs no slot);
 * undefined once none is left. Files after the first failed one (in the order given) are passed
 * over: they need not be read.
 */
export function takeFile(slots: Int32Array, order: readonly number[], slot = -1): number | undefined {
  for (;;) {
    const at = Atomics.add(slots, NEXT, 1)
    if (at >= order.length) {
      if (slot >= 0) Atomics.store(slots, HELD + slot, -1)
      return undefined
    }
    const index = order[at]
    if (index > Atomics.load(slots, FIRST_ERROR)) continue
    if (slot >= 0) Atomics.store(slots, HELD + slot, index)
    return index
  }
}

/** The file at `index` failed: no file after it in the order given is taken from now on. */
export function fileFailed(slots: Int32Array, index: number): void {
  for (let first = Atomics.load(slots, FIRST_ERROR); index < first; first = Atomics.load(slots, FIRST_ERROR)) {
    if (Atomics.compareExchange(slots, FIRST_ERROR, first, index) === first) return
  }
}

/** No file is taken from now on (the run is over). */
export function closeQueue(slots: Int32Array, files: number): void {
  Atomics.store(slots, NEXT, files)
}

/** The file a worker's slot says it is diagnosing; undefined when it holds none. */
export function heldBy(slots: Int32Array, slot: number): number | undefined {
  const index = Atomics.load(slots, HELD + slot)
  return index >= 0 ? index : undefined
}
