/** The tool's name and version, as the report states them (a test keeps it equal to package.json). */
export const TOOL_NAME = 'agent-trust-gate'
export const TOOL_VERSION = '0.1.0'

/** The version of the JSON report's schema (src/report/schema.ts). */
export const REPORT_SCHEMA_VERSION = 1

/** The project's repository (package.json `repository`; a test keeps them equal). */
export const REPOSITORY_URL = 'https://github.com/agent-trust-gate/agent-trust-gate'
