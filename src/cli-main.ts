#!/usr/bin/env node
/** Entry of the CLI bundle (package.json `bin`): only runs the CLI and sets the exit status. */
import { runCli } from './cli.js'

runCli(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
}).then((code) => {
  process.exitCode = code
})
