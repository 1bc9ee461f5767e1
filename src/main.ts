/**
 * The action's shell: inputs -> diagnose -> verdict -> publish -> exit status.
 */
import * as core from '@actions/core'

export async function run(): Promise<void> {
  core.setFailed('agent-trust-gate: the GitHub Action entry point is not built yet; use the CLI (agent-trust-gate diagnose).')
}
