export const id = 355;
export const ids = [355];
export const modules = {

/***/ 7355:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_REGRESSION_TOLERANCE: () => (/* reexport safe */ _policy_choices_js__WEBPACK_IMPORTED_MODULE_3__.Ms),
/* harmony export */   applyRegressions: () => (/* binding */ applyRegressions),
/* harmony export */   changed: () => (/* binding */ changed),
/* harmony export */   compareReports: () => (/* binding */ compareReports),
/* harmony export */   comparisonSchema: () => (/* binding */ comparisonSchema),
/* harmony export */   comparisonText: () => (/* binding */ comparisonText),
/* harmony export */   countComparison: () => (/* binding */ countComparison),
/* harmony export */   fullKey: () => (/* binding */ fullKey),
/* harmony export */   matchSessions: () => (/* binding */ matchSessions),
/* harmony export */   movement: () => (/* binding */ movement),
/* harmony export */   regressionReasons: () => (/* binding */ regressionReasons),
/* harmony export */   sessionDelta: () => (/* binding */ sessionDelta),
/* harmony export */   sessionDeltaSchema: () => (/* binding */ sessionDeltaSchema),
/* harmony export */   signedDelta: () => (/* binding */ signedDelta),
/* harmony export */   stableKey: () => (/* binding */ stableKey)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2311);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1327);
/* harmony import */ var _policy_verdict_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5187);
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2020);
/* harmony import */ var _policy_choices_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4170);
/**
 * The baseline: this run's sessions against the same sessions in reports from the base branch.
 * Pure: reports in, a comparison out; no I/O (src/action/main.ts and src/cli/cli.ts find the baseline).
 *
 * Sessions are matched by a stable key, in two rounds, each pairing only keys that are unique on
 * both sides among the sessions not yet paired:
 *
 * 1. the session's full name (`path` or `path#session`), so that the same file at the same path
 *    is the same session;
 * 2. its stable key: the session id where the format has one (OTel and OpenAI Agents trace ids,
 *    Inspect samples, Critiqor session ids), else the file name without its directory, so that a
 *    file under another directory (a shard's download folder, say) still finds its baseline.
 *
 * A session whose key is not unique is not compared (it counts as new), rather than compared
 * with a guess.
 *
 * A matched session regressed when its trust score fell by more than the tolerance, or when a
 * failure type is critical in it that was not critical in its baseline. With fail-on-regression,
 * `applyRegressions` turns that into a failed verdict, in words.
 */






const diagnosisShape = _schema_js__WEBPACK_IMPORTED_MODULE_0__.sessionSchema.shape.diagnosis.shape;
/** The failure types and readiness levels, as the report's schema has them. */
const FAILURE_TYPE = diagnosisShape.failure_causes.element.shape.type;
const READINESS = diagnosisShape.readiness_level;
/** At most this many sessions, and characters per name, in a comparison read back from elsewhere. */
const MAX_SESSIONS = 100_000;
const MAX_NAME = 2000;
const score = zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0).max(100);
const failureList = zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(FAILURE_TYPE).max(FAILURE_TYPE.options.length);
const sessionDeltaSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    session: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().max(MAX_NAME).describe("The session's name in this run."),
    baseline_session: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().max(MAX_NAME).describe('Its name in the baseline.'),
    trust_score: score,
    baseline_trust_score: score,
    trust_delta: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(-100).max(100),
    readiness_level: READINESS,
    baseline_readiness_level: READINESS,
    new_failures: failureList.describe('Failure types found now and not in the baseline.'),
    resolved_failures: failureList.describe('Failure types found in the baseline and not now.'),
    new_critical: failureList.describe('Failure types critical now and not critical in the baseline.'),
    regressed: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
})
    .strict();
const comparisonSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    baseline: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().max(500).describe('Where the baseline came from, in words.'),
    tolerance: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0).max(100),
    fail_on_regression: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
    baseline_session_count: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().nonnegative(),
    sessions: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(sessionDeltaSchema).max(MAX_SESSIONS).describe("Matched sessions, in this run's order."),
    added: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().max(MAX_NAME)).max(MAX_SESSIONS).describe('Sessions of this run without a baseline.'),
    removed: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().max(MAX_NAME)).max(MAX_SESSIONS).describe('Baseline sessions not in this run.'),
})
    .strict();
/** Round 1: the full name, with the path written one way. */
function fullKey(s) {
    return (0,_policy_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .sessionName */ .Cy)({ source: (0,_core_text_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizePath */ .Fd)(s.source), ...(s.session !== undefined ? { session: s.session } : {}) });
}
/** Round 2: the session id where there is one, else the file name. */
function stableKey(s) {
    if (s.session !== undefined)
        return `session\u0000${s.session}`;
    const parts = (0,_core_text_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizePath */ .Fd)(s.source).split('/');
    return `file\u0000${parts[parts.length - 1]}`;
}
/** Keys that occur once among the given indexes: key -> index. */
function uniqueKeys(sessions, left, keyOf) {
    const seen = new Map();
    const repeated = new Set();
    for (const i of left) {
        const k = keyOf(sessions[i]);
        if (seen.has(k))
            repeated.add(k);
        else
            seen.set(k, i);
    }
    for (const k of repeated)
        seen.delete(k);
    return seen;
}
/** Pairs [current index, baseline index], in the current order. */
function matchSessions(current, baseline) {
    const curLeft = new Set(current.keys());
    const baseLeft = new Set(baseline.keys());
    const pairs = [];
    for (const keyOf of [fullKey, stableKey]) {
        const base = uniqueKeys(baseline, baseLeft, keyOf);
        for (const [k, i] of uniqueKeys(current, curLeft, keyOf)) {
            const j = base.get(k);
            if (j === undefined)
                continue;
            pairs.push([i, j]);
            curLeft.delete(i);
            baseLeft.delete(j);
        }
    }
    return pairs.sort((a, b) => a[0] - b[0]);
}
const inOrder = (types) => {
    const set = new Set(types);
    return FAILURE_TYPE.options.filter((t) => set.has(t));
};
function failureTypes(s, criticalOnly = false) {
    return new Set(s.diagnosis.failure_causes.filter((c) => !criticalOnly || c.severity === 'critical').map((c) => c.type));
}
const minus = (a, b) => inOrder([...a].filter((t) => !b.has(t)));
/** One matched session against its baseline. */
function sessionDelta(current, baseline, tolerance) {
    const now = current.diagnosis;
    const before = baseline.diagnosis;
    const newCritical = minus(failureTypes(current, true), failureTypes(baseline, true));
    const delta = now.trust_score - before.trust_score;
    return {
        session: (0,_policy_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .sessionName */ .Cy)(current),
        baseline_session: (0,_policy_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .sessionName */ .Cy)(baseline),
        trust_score: now.trust_score,
        baseline_trust_score: before.trust_score,
        trust_delta: delta,
        readiness_level: now.readiness_level,
        baseline_readiness_level: before.readiness_level,
        new_failures: minus(failureTypes(current), failureTypes(baseline)),
        resolved_failures: minus(failureTypes(baseline), failureTypes(current)),
        new_critical: newCritical,
        regressed: -delta > tolerance || newCritical.length > 0,
    };
}
/**
 * This run against the baseline reports (their sessions together, as if merged).
 * `baseline` says where they came from, in words.
 */
function compareReports(current, baseline, options) {
    const base = baseline.flatMap((r) => r.sessions);
    const pairs = matchSessions(current.sessions, base);
    const matchedCur = new Set(pairs.map(([i]) => i));
    const matchedBase = new Set(pairs.map(([, j]) => j));
    return {
        baseline: options.baseline,
        tolerance: options.tolerance,
        fail_on_regression: options.failOnRegression,
        baseline_session_count: base.length,
        sessions: pairs.map(([i, j]) => sessionDelta(current.sessions[i], base[j], options.tolerance)),
        added: current.sessions.filter((_, i) => !matchedCur.has(i)).map(_policy_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .sessionName */ .Cy),
        removed: base.filter((_, j) => !matchedBase.has(j)).map(_policy_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .sessionName */ .Cy),
    };
}
/** A session whose trust score, readiness or failure types moved. */
function changed(d) {
    return (d.trust_delta !== 0 ||
        d.new_failures.length > 0 ||
        d.resolved_failures.length > 0 ||
        d.readiness_level !== d.baseline_readiness_level);
}
/** How a matched session moved: one of the categories of `ComparisonCounts`. */
function movement(d) {
    if (d.regressed)
        return 'regressed';
    if (!changed(d))
        return 'unchanged';
    return d.trust_delta >= 0 && d.new_failures.length === 0 ? 'improved' : 'worse';
}
function countComparison(c) {
    const n = { regressed: 0, worse: 0, improved: 0, unchanged: 0, added: c.added.length, removed: c.removed.length };
    for (const d of c.sessions)
        n[movement(d)]++;
    return n;
}
/** Why a session regressed, in words; empty when it did not. */
function regressionReasons(d, tolerance) {
    const out = [];
    if (-d.trust_delta > tolerance) {
        out.push(`${d.session}: trust score fell from ${d.baseline_trust_score} to ${d.trust_score} (${d.trust_delta}), ` +
            `more than the regression tolerance of ${tolerance}.`);
    }
    if (d.new_critical.length) {
        out.push(`${d.session}: new critical failure cause${d.new_critical.length === 1 ? '' : 's'} ` +
            `${d.new_critical.join(', ')}, not critical in the baseline.`);
    }
    return out;
}
/**
 * The report with regressions failing the gate, when the comparison says fail-on-regression:
 * each regressed session fails, and the verdict fails with the reasons. Otherwise the report as
 * it is.
 */
function applyRegressions(report, comparison) {
    const regressed = comparison.sessions.filter((d) => d.regressed);
    if (!comparison.fail_on_regression || regressed.length === 0)
        return report;
    const names = new Set(regressed.map((d) => d.session));
    const sessions = report.sessions.map((s) => (s.passed && names.has((0,_policy_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .sessionName */ .Cy)(s)) ? { ...s, passed: false } : s));
    const reasons = regressed.flatMap((d) => regressionReasons(d, comparison.tolerance));
    const v = report.verdict;
    return {
        ...report,
        verdict: {
            ...v,
            passed: false,
            failed_session_count: sessions.filter((s) => !s.passed).length,
            // A passing verdict's one reason says why it passed; it no longer did.
            reasons: [...(v.passed ? [] : v.reasons), ...reasons],
        },
        sessions,
    };
}
/** A change in trust score with its sign: +5, -10, 0. */
const signedDelta = (n) => (n > 0 ? `+${n}` : String(n));
/** The comparison for a terminal (the CLI): one line, then one line per changed session. */
function comparisonText(c, plain = (s) => s) {
    const n = countComparison(c);
    const lines = [
        `Baseline (${plain(c.baseline)}): ${c.sessions.length} of ${c.baseline_session_count} ` +
            `session${c.baseline_session_count === 1 ? '' : 's'} compared; ` +
            `${n.regressed} regressed, ${n.worse} lower within the tolerance, ${n.improved} improved, ${n.unchanged} ` +
            `unchanged; ${n.added} new, ${n.removed} gone (tolerance ${c.tolerance}).`,
    ];
    for (const d of c.sessions.filter(changed)) {
        const parts = [`trust ${d.baseline_trust_score} -> ${d.trust_score} (${signedDelta(d.trust_delta)})`];
        if (d.readiness_level !== d.baseline_readiness_level)
            parts.push(`${d.baseline_readiness_level} -> ${d.readiness_level}`);
        if (d.new_failures.length)
            parts.push(`new: ${d.new_failures.join(', ')}`);
        if (d.resolved_failures.length)
            parts.push(`resolved: ${d.resolved_failures.join(', ')}`);
        lines.push(`  ${movement(d).toUpperCase().padEnd(9)}  ${plain(d.session)}: ${parts.join('; ')}`);
    }
    for (const name of c.added)
        lines.push(`  ${'NEW'.padEnd(9)}  ${plain(name)}: no baseline`);
    for (const name of c.removed)
        lines.push(`  ${'GONE'.padEnd(9)}  ${plain(name)}: in the baseline only`);
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
