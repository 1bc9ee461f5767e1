/** The tool's name and version, as the report states them (a test keeps it equal to package.json). */
export const TOOL_NAME = 'agent-trust-gate'
export const TOOL_VERSION = '0.1.0'
