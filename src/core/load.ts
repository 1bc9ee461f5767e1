/**
 * Modules loaded when first needed (`import()`: the bundle puts each in a chunk of its own),
 * one at a time, in the order asked for. One thread compiles them one after the other anyway;
 * and a test runner that links modules in a VM (jest's ESM support) can fail to link two module
 * graphs that share modules when they are loaded at once.
 */
let last: Promise<unknown> = Promise.resolve()

/** Load with `load` once every load asked for before it has settled. */
export function loadInTurn<T>(load: () => Promise<T>): Promise<T> {
  const next = last.then(load, load)
  last = next.catch(() => undefined)
  return next
}

/** Settles once every load asked for so far has settled. */
export function loadsSettled(): Promise<void> {
  return last.then(() => undefined)
}
