/** Entry of the action (action.yml `main`): only runs it. */
import { run } from './main.js'

await run()
