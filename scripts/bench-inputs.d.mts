/** Types of scripts/bench-inputs.mjs, for the test that imports it. */

export function rng(seed: number): () => number
export function makeTrace(path: string, events: number): Promise<void>
export function fixtureTranscripts(dir: string): { path: string; head: string[]; body: string[] }[]
export function oneSession(lines: string[]): { head: string[]; body: string[] }
export function makeManyFiles(dir: string, count: number, fixtures: string): Promise<string[]>
