export const id = 518;
export const ids = [518];
export const modules = {

/***/ 4518:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HISTORY_PREFIX: () => (/* binding */ HISTORY_PREFIX),
/* harmony export */   MAX_HISTORY: () => (/* binding */ MAX_HISTORY),
/* harmony export */   MAX_HISTORY_LINE: () => (/* binding */ MAX_HISTORY_LINE),
/* harmony export */   addRun: () => (/* binding */ addRun),
/* harmony export */   historyEntrySchema: () => (/* binding */ historyEntrySchema),
/* harmony export */   historyLine: () => (/* binding */ historyLine),
/* harmony export */   parseHistory: () => (/* binding */ parseHistory),
/* harmony export */   renderHistoryText: () => (/* binding */ renderHistoryText),
/* harmony export */   runSummarySchema: () => (/* binding */ runSummarySchema),
/* harmony export */   sparkline: () => (/* binding */ sparkline),
/* harmony export */   summarizeRun: () => (/* binding */ summarizeRun)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2311);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2794);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1327);
/* harmony import */ var _marks_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5152);
/**
 * The trend of a pull request without a server: the sticky comment keeps, hidden on its second
 * line, a short summary of each of the last runs on the pull request, and the next run reads it
 * back, adds itself and shows the trend. The CLI's `history` command shows the same summary for
 * report files.
 *
 * Pure. The hidden line is read back defensively: only from our own comment (the caller finds it
 * by marker and author), only near the top, at most MAX_HISTORY_LINE characters, and each entry
 * checked against a strict schema; anything else is dropped, never an error.
 */




/** Runs kept in the comment, at most. */
const MAX_HISTORY = 20;
/** The hidden line: `<!-- agent-trust-gate:history=[...] -->`. */
const HISTORY_PREFIX = '<!-- agent-trust-gate:history=';
const HISTORY_SUFFIX = ' -->';
/** A hidden line longer than this is ignored (20 entries take about 5,000 characters). */
const MAX_HISTORY_LINE = 16_000;
const diagnosisShape = _schema_js__WEBPACK_IMPORTED_MODULE_1__.sessionSchema.shape.diagnosis.shape;
const count = zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative().max(1e9);
/** What a run looked like, in a few numbers and fixed words (nothing from a trace). */
const runSummarySchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    trust: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(0).max(100).nullable(),
    readiness: diagnosisShape.readiness_level.nullable(),
    passed: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
    sessions: count,
    failed: count,
    primary: diagnosisShape.failure_causes.element.shape.type.nullable(),
    tool_calls: count,
})
    .strict();
const historyEntrySchema = runSummarySchema
    .extend({
    /** The workflow run's id (GITHUB_RUN_ID): what the entry is kept by. */
    run: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(/^[1-9]\d{0,19}$/),
    /** The run's number in its workflow (GITHUB_RUN_NUMBER), for people. */
    number: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().positive().max(1e12).optional(),
    attempt: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().positive().max(1000).optional(),
    /** The pull request's head commit that was gated. */
    sha: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(/^[0-9a-f]{7,40}$/)
        .optional(),
})
    .strict();
/** A report in a few numbers: lowest trust, worst readiness, the worst session's primary failure. */
function summarizeRun(report) {
    const v = report.verdict;
    return {
        trust: v.trust_score,
        readiness: v.readiness_level,
        passed: v.passed,
        sessions: v.session_count,
        failed: v.failed_session_count,
        primary: (0,_json_js__WEBPACK_IMPORTED_MODULE_0__.worstSession)(report)?.diagnosis.primary_diagnosis.root_cause_failure_type ?? null,
        tool_calls: report.sessions.reduce((n, s) => n + s.diagnosis.evidence_summary.tool_calls, 0),
    };
}
const byRun = (a, b) => {
    const x = BigInt(a.run);
    const y = BigInt(b.run);
    return x < y ? -1 : x > y ? 1 : 0;
};
/**
 * The history with this run in it: an entry for the same run (a re-run, or the comment workflow
 * after the gate) is replaced; runs in the order they were started; the last MAX_HISTORY kept.
 */
function addRun(history, entry, max = MAX_HISTORY) {
    const out = history.filter((e) => e.run !== entry.run);
    out.push(entry);
    return out.sort(byRun).slice(-max);
}
/** The hidden line that carries the history. */
function historyLine(history) {
    // Checked entries hold digits, hex and fixed words only, so `--` (which would end the HTML
    // comment) cannot occur; an entry that does not check is left out, and the rest made sure of.
    const json = JSON.stringify(history.flatMap((e) => {
        const checked = historyEntrySchema.safeParse(e);
        return checked.success ? [checked.data] : [];
    }));
    if (json.includes('--') || json.length > MAX_HISTORY_LINE)
        return `${HISTORY_PREFIX}[]${HISTORY_SUFFIX}`;
    return `${HISTORY_PREFIX}${json}${HISTORY_SUFFIX}`;
}
/** The history kept in one of our comments; empty when there is none or it is not valid. */
function parseHistory(body) {
    const lines = body
        .slice(0, 4 * MAX_HISTORY_LINE)
        .split(/\r?\n/, 4)
        .slice(1);
    const line = lines.find((l) => l.startsWith(HISTORY_PREFIX))?.trimEnd();
    if (!line || line.length > MAX_HISTORY_LINE || !line.endsWith(HISTORY_SUFFIX))
        return [];
    let raw;
    try {
        raw = JSON.parse(line.slice(HISTORY_PREFIX.length, -HISTORY_SUFFIX.length));
    }
    catch {
        return [];
    }
    if (!Array.isArray(raw))
        return [];
    const seen = new Set();
    const out = [];
    for (const item of raw.slice(-MAX_HISTORY * 2)) {
        const parsed = historyEntrySchema.safeParse(item);
        if (!parsed.success || seen.has(parsed.data.run))
            continue;
        seen.add(parsed.data.run);
        out.push(parsed.data);
    }
    return out.sort(byRun).slice(-MAX_HISTORY);
}
const BARS = '▁▂▃▄▅▆▇█';
/** Trust scores as a sparkline on the fixed scale 0-100 (`·` for a run without sessions). */
function sparkline(values) {
    return values
        .map((v) => (v === null ? '·' : BARS[Math.max(0, Math.min(BARS.length - 1, Math.floor((v / 100) * BARS.length)))]))
        .join('');
}
/**
 * The CLI's `history`: a table of runs, then the trend. `plain` cleans a file name for a terminal. A
 * run's verdict is its mark in words, as `diagnose` prints it: `pass`, `review` (passed, not ready) or `FAIL`.
 */
function renderHistoryText(rows, plain = (s) => s) {
    const table = [
        ['run', 'trust', 'readiness', 'primary failure', 'tool calls', 'sessions', 'verdict'],
        ...rows.map((r) => {
            const s = r.summary;
            return [
                plain(r.run),
                s.trust === null ? '-' : String(s.trust),
                s.readiness ?? '-',
                s.primary ?? 'none',
                String(s.tool_calls),
                s.failed ? `${s.sessions} (${s.failed} failed)` : String(s.sessions),
                _marks_js__WEBPACK_IMPORTED_MODULE_2__/* .MARK_WORD */ .Xv[(0,_marks_js__WEBPACK_IMPORTED_MODULE_2__/* .runMark */ .n6)(s.passed, s.readiness)],
            ];
        }),
    ];
    const numeric = new Set([1, 4]);
    const widths = table[0].map((_, c) => Math.max(...table.map((row) => row[c].length)));
    const lines = table.map((row) => row
        .map((cell, c) => (numeric.has(c) ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
        .join('  ')
        .trimEnd());
    const trust = rows.map((r) => r.summary.trust);
    if (rows.length > 1) {
        lines.push('', `trend: ${sparkline(trust)}  ${trust.map((t) => (t === null ? '-' : String(t))).join(' -> ')}`);
    }
    return lines.join('\n') + '\n';
}


/***/ }),

/***/ 1327:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   assertionResultSchema: () => (/* binding */ assertionResultSchema),
/* harmony export */   caseSchema: () => (/* binding */ caseSchema),
/* harmony export */   diagnosisSchema: () => (/* binding */ diagnosisSchema),
/* harmony export */   fileSchema: () => (/* binding */ fileSchema),
/* harmony export */   harnessResultSchema: () => (/* binding */ harnessResultSchema),
/* harmony export */   harnessSectionSchema: () => (/* binding */ harnessSectionSchema),
/* harmony export */   integrityFindingSchema: () => (/* binding */ integrityFindingSchema),
/* harmony export */   notReadSchema: () => (/* binding */ notReadSchema),
/* harmony export */   reportJsonSchema: () => (/* binding */ reportJsonSchema),
/* harmony export */   reportSchema: () => (/* binding */ reportSchema),
/* harmony export */   sessionSchema: () => (/* binding */ sessionSchema),
/* harmony export */   verdictSchema: () => (/* binding */ verdictSchema),
/* harmony export */   verificationSchema: () => (/* binding */ verificationSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2311);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8439);
/* harmony import */ var _policy_assertions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5729);
/* harmony import */ var _trace_adapters_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4191);
/* harmony import */ var _engine_presets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9236);
/* harmony import */ var _harness_types_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5509);
/* harmony import */ var _policy_choices_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4170);
/* harmony import */ var _core_version_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3323);
/* harmony import */ var _core_integrity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5764);
/* harmony import */ var _core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7063);
/**
 * The versioned JSON report's zod schema: the source of schema/report.schema.json, and what a
 * report read back (merge, history, a baseline) is checked against. The report is built in
 * json.ts, which needs none of it.
 *
 * Inside `diagnosis` the field names are the reference model's own (snake_case).
 */









const severity = zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .SEVERITIES */ .oC);
// Worst first, as the schema has always listed them.
const readiness = zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n([..._core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .READINESS_LEVELS */ .LC].reverse());
const failureType = zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .FAILURE_TYPES */ .fs);
const dimension = zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .DIMENSIONS */ .Yf);
const count = zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().nonnegative();
const origin = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    line: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().positive().optional(),
    index: count.optional(),
    span_id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional().describe("The span's id (hex, as the trace shows it), for span formats."),
    id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional().describe("The record's own id (a message or event id), where the format has one."),
});
const failureCause = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    type: failureType,
    severity,
    // A record keeps the event's own key order, so a report read back is the report written.
    evidence: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_5__/* .unknown */ .L5J())
        .refine((e) => typeof e.event_id === 'string' && typeof e.event === 'string', 'expected an event with string `event_id` and `event`')),
    causal_chain: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()),
    impact_score: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(),
    impact: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(),
    description: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    evidence_origins: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(origin).describe('Where each evidence event came from in its file, in evidence order.'),
});
const diagnosisSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    trust_score: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().min(0).max(100),
    readiness_level: readiness,
    scores: zod__WEBPACK_IMPORTED_MODULE_5__/* .partialRecord */ .jgl(dimension, zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().min(0).max(100))
        .describe('The score of each dimension the preset weighs, in the order of the weighted sum.'),
    failure_causes: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(failureCause),
    primary_diagnosis: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        root_cause_failure_type: failureType.nullable(),
        causal_chain_explanation: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        severity: severity.optional(),
        description: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
    }),
    evidence_summary: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        event_count: count,
        event_counts: zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), count),
        tool_calls: count,
        tool_outputs: count,
        memory_events: count,
        retries: count,
        errors: count,
        state_transitions: count,
    }),
    cost_analysis: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        total_tokens: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().describe('Whole tokens; beyond 2^53 a count is as exact as a double allows.'),
        tokens_from: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['harbor_result', 'droid_settings'])
            .optional()
            .describe("Where the tokens were counted when the trace records none: harbor_result, Harbor's record of the run " +
            "(result.json agent_result); droid_settings, Factory Droid's <id>.settings.json beside its session " +
            'store. Absent: counted from the trace.'),
        duplicate_calls: count,
        redundancy_score: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().min(0).max(100),
        cost_efficiency: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig()
            .int()
            .min(0)
            .max(100)
            .describe('Under the agents preset, the cost_efficiency score (scores.cost_efficiency); under the reference ' +
            'preset (critiqor), 100 - redundancy_score as its model defines it, beside its cost dimension score.'),
        token_waste: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(),
    }),
    causal_graph: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        nodes: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), type: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), label: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP() })),
        edges: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ from: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), to: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), relation: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['precedes', 'causes', 'reinforces']) })),
    }),
    recommendations: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ failure_type: failureType, dimension, severity, remediation: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP() })),
});
const jsonValue = zod__WEBPACK_IMPORTED_MODULE_5__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(), zod__WEBPACK_IMPORTED_MODULE_5__/* ["null"] */ .chJ(), zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig())]);
const assertionResultSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().describe('The key in the policy: the kind, or kind:label.'),
    kind: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(_policy_assertions_js__WEBPACK_IMPORTED_MODULE_0__.ASSERTION_KINDS),
    level: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['warn', 'error']).describe('error: a failure fails the session (and the gate); warn: shown only.'),
    subject: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().describe('What was measured, in words.'),
    operator: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(_policy_assertions_js__WEBPACK_IMPORTED_MODULE_0__.OPERATORS),
    expected: jsonValue,
    actual: jsonValue.describe('null when the fact is not known (for instance a trace without an end).'),
    passed: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(),
});
const caseSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    case: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().describe("The case key: from the policy's cases, or the session name without its run number."),
    sessions: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()).describe('Its runs, by session name, in report order.'),
    runs: count.describe('k, the number of runs.'),
    passed_runs: count,
    pass_rate: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().min(0).max(1),
    pass_hat_k: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY().describe('pass^k: all k runs passed.'),
    required_passes: count.describe('How many runs must pass (repeat-min-pass).'),
    trust_mean: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(),
    trust_min: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
    trust_max: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
    trust_spread: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().describe('trust_max - trust_min.'),
    status: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['passing', 'flaky', 'failing'])
        .describe('passing: every run passed; flaky: some did; failing: none did.'),
    passed: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY().describe('At least required_passes runs passed.'),
});
const harnessResultSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    harness: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(_harness_types_js__WEBPACK_IMPORTED_MODULE_6__/* .HARNESS_IDS */ .oo),
    source: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().describe('The file it was read from.'),
    id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().describe('arksim: conversation_id; personal_agent_eval: run_id; swe_bench: the instance id.'),
    run: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
        .optional()
        .describe('swe_bench: the run this result judges (path, or path#session), joined by instance id.'),
    case: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional().describe('personal_agent_eval: case_id.'),
    final_score: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig()
        .nullable()
        .describe('0-1: arksim recomputed; personal_agent_eval as recorded (0-10) divided by 10.'),
    score_origin: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['recomputed', 'recorded']).nullable(),
    status: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
        .nullable()
        .describe('arksim: recomputed from the final score; personal_agent_eval: the run status.'),
    turns: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ count, failed: count, success_ratio: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().min(0).max(1) }).optional(),
    goal_completion: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().nullable().optional().describe('arksim: null when goal completion was skipped.'),
    checks: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        kind: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        subject: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        operator: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        expected: jsonValue,
        actual: jsonValue,
        passed: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY().nullable().describe('null when it cannot be recomputed from the files given.'),
    }))
        .optional(),
    recorded: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ final_score: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().nullable(), status: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().nullable() })
        .describe('As the harness recorded them, on its own scale.'),
    mismatches: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()).describe('Where the recorded numbers differ from the recomputation.'),
    reason: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
        .optional()
        .describe('harbor: why the trial did not pass, in words, from its reward and the exception Harbor recorded; ' +
        'absent when it passed.'),
    fault: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(_harness_types_js__WEBPACK_IMPORTED_MODULE_6__/* .HARNESS_FAULTS */ .nz)
        .optional()
        .describe("harbor: whose failure the harness recorded: the agent's (a reward below a pass, its time limit, its " +
        "process exiting with an error) or the harness's own (its verifier, the environment, a cancelled trial)."),
    passed: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(),
});
const harnessSectionSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    min_final_score: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().nullable(),
    allowed_statuses: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        arksim: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()),
        personal_agent_eval: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()),
        swe_bench: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()),
        harbor: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP())
            .optional()
            .describe("Harbor trial statuses that pass (absent in reports of versions that did not read Harbor's trials)."),
    }),
    checks: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(_policy_assertions_js__WEBPACK_IMPORTED_MODULE_0__.LEVELS).describe('What a failed deterministic check of personal_agent_eval does.'),
    results: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(harnessResultSchema),
});
const notReadSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    file: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().describe('The file, as found.'),
    what: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().describe('What it is (predictions, exit statuses, a log, ...).'),
});
const integrityFindingSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    kind: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(_core_integrity_js__WEBPACK_IMPORTED_MODULE_3__/* .INTEGRITY_KINDS */ .oH)
        .describe('missing_parent, missing_cause, orphan_span, orphan_result, totals_decrease: a record names another not in ' +
        'the file, or cumulative totals go down; torn_record: the last record is cut; time_backwards: timestamps ' +
        'go back more than a minute; stale: the session ended before --since; committed: the file is tracked by ' +
        'git in its work tree; duplicate: the same session in another file.'),
    detail: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().describe('In words; ids and paths in it come from the trace.'),
    origin: origin.optional().describe('Where in the file, when one record shows it.'),
});
const fileSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    path: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().describe('Relative to the workspace, with `/`.'),
    edits: count.describe('Tool calls that edited or wrote the file.'),
    failed_edits: count.describe('Of those, the calls whose result was an error.'),
    reads: count.describe('Tool calls that read the file.'),
    causes: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(failureType)
        .describe("The failure causes whose evidence involves the file (a call on it or its result), in the causes' order."),
});
const verificationSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    status: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['verified', 'not_verified', 'last_check_failed', 'no_change', 'changes_not_visible'])
        .describe('verified: a check ran after the last change and passed; not_verified: none ran after it (or its outcome is ' +
        'not recorded); last_check_failed: the last check after it failed; no_change: the run edited no files; ' +
        'changes_not_visible: the trace shows no file edits or shell commands.'),
    changed: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY().describe('Whether the run changed files (an edit call or a shell command that visibly did).'),
    edits: count.describe('Calls and commands that changed files, but those whose result failed.'),
    checks: count.describe('Checks run: tests, builds and type checks, linters, reproduction scripts the agent wrote.'),
    checks_passed: count,
    checks_failed: count,
    check_after_last_edit: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY().describe('Whether a check ran after the last change.'),
    files_after_last_pass: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP())
        .describe('Files changed after the last check that passed (all changed files when none passed): workspace-relative, sorted.'),
    files_after_last_pass_outside: count.describe('Of those, how many were outside the workspace: counted, never named.'),
    last_checks: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        command: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().describe('The command, masked and cut (trace content).'),
        kind: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['test', 'build', 'lint', 'reproduction']),
        outcome: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['passed', 'failed', 'unknown']),
        summary: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional().describe("The test runner's summary line, when its output had one."),
        at: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
            event: count.describe("The call's position among the session's events."),
            line: count.optional().describe('Its line in the trace file.'),
            index: count.optional().describe('Its index in the document (message or step).'),
        }),
    }))
        .describe('The last checks (up to 5), in order.'),
    line: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().describe('The sentence a reviewer reads; commands in it are in backticks.'),
});
const sessionSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    source: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().describe('The trace file, as given.'),
    session: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional().describe('The session within the file, for files that hold several.'),
    format: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(_trace_adapters_types_js__WEBPACK_IMPORTED_MODULE_1__/* .FORMAT_IDS */ .Jn),
    preset: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(_engine_presets_js__WEBPACK_IMPORTED_MODULE_2__/* .PRESET_IDS */ .ZR).describe('The rules and weights the session was judged by.'),
    observes: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(dimension)
        .describe('The dimensions this format can show at all; the others score 100 for lack of evidence.'),
    passed: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(),
    diagnosis: diagnosisSchema,
    assertions: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(assertionResultSchema)
        .optional()
        .describe("The policy's assertions on this session, in the policy's order; present when a policy with assertions was used."),
    case: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional().describe('The case this session is a run of.'),
    integrity: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(integrityFindingSchema)
        .default([])
        .describe('What says the trace is not the whole, untouched record of this run. A session with a chain, torn_record ' +
        'or time_backwards finding is never ready_for_runtime; committed and stale fail the gate with integrity fail.'),
    files: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(fileSchema)
        .optional()
        .describe("The files the agent's tool calls edited, wrote or read inside the workspace, sorted by path; present when " +
        'it touched any. Presentation only: nothing in the diagnosis depends on it.'),
    files_outside_workspace: count
        .optional()
        .describe('How many files it touched outside the workspace: counted, never named. Present with `files`.'),
    files_root: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
        .optional()
        .describe("The agent's own working directory, when it lay apart from the workspace (a Harbor trial's `/app`): `files` " +
        'are then named relative to it, and `files_outside_workspace` counts the files outside it. Never a home ' +
        'directory.'),
    edits_not_visible: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        shell: count.describe('Shell commands that edit or write files (`sed -i`, a redirection, a heredoc, `tee`).'),
        redacted: count.describe('Patches whose text the trace redacts.'),
    })
        .optional()
        .describe('Edits the trace cannot show, by why: present when there were some, so that "changed nothing" and "cannot ' +
        'see" read differently.'),
    verification: verificationSchema
        .optional()
        .describe('Proof of work: what the run changed, which checks it ran and whether one passed after the last change.'),
});
const verdictSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    passed: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(),
    fail_on: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(_policy_choices_js__WEBPACK_IMPORTED_MODULE_7__/* .FAIL_ON */ .d$),
    min_trust_score: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().nullable(),
    readiness_level: readiness.nullable(),
    trust_score: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().min(0).max(100).nullable(),
    session_count: count,
    failed_session_count: count,
    reasons: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()),
});
const reportSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    schema_version: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(_core_version_js__WEBPACK_IMPORTED_MODULE_8__/* .REPORT_SCHEMA_VERSION */ .WI),
    tool: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(_core_version_js__WEBPACK_IMPORTED_MODULE_8__/* .TOOL_NAME */ .lH), version: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP() }),
    verdict: verdictSchema,
    sessions: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(sessionSchema),
    cases: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(caseSchema)
        .optional()
        .describe('Sessions that are runs of one case, judged together; present when there are any.'),
    harness: harnessSectionSchema
        .optional()
        .describe('Scores read from evaluation harnesses; present when harness files were given. They never change a trust score.'),
    not_read: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(notReadSchema)
        .optional()
        .describe('Files found beside the traces (in a folder or by a glob) that are neither traces nor harness results: ' +
        'named, not read, sorted by file; present when there are any.'),
});
/** The report's JSON Schema, as committed under schema/. */
function reportJsonSchema() {
    return {
        title: 'agent-trust-gate report',
        ...zod__WEBPACK_IMPORTED_MODULE_9__/* .toJSONSchema */ .bl(reportSchema, { target: 'draft-2020-12', io: 'output' }),
    };
}


/***/ })

};
