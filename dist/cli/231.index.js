export const id = 231;
export const ids = [231,327,729];
export const modules = {

/***/ 7231:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   REPORT_MAX_DEPTH: () => (/* binding */ REPORT_MAX_DEPTH),
/* harmony export */   mergeReports: () => (/* binding */ mergeReports),
/* harmony export */   readReport: () => (/* binding */ readReport),
/* harmony export */   sessionsOf: () => (/* binding */ sessionsOf)
/* harmony export */ });
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2020);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _report_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1327);
/* harmony import */ var _trace_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6438);
/* harmony import */ var _core_depth_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8414);
/* harmony import */ var _core_load_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3527);
/* harmony import */ var _trace_adapters_types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4191);
/**
 * Merging reports: the shards of a large evaluation, diagnosed by separate jobs, become one
 * verdict. Each report is checked against the report schema before its sessions are used, so a
 * report from another job is never trusted blindly.
 */







/**
 * The deepest nesting of a report read: a trace's events are at most MAX_DEPTH deep, and a report
 * holds them a few levels down (sessions, diagnosis, causes, evidence).
 */
const REPORT_MAX_DEPTH = _core_depth_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_DEPTH */ .lr + 32;
/** The sessions of a report, as the pipeline would have given them. */
function sessionsOf(report) {
    return report.sessions.map((s) => ({
        source: s.source,
        ...(s.session !== undefined ? { session: s.session } : {}),
        format: s.format,
        preset: s.preset,
        observes: s.observes,
        diagnosis: s.diagnosis,
        integrity: s.integrity,
        ...(s.files
            ? {
                files: {
                    files: s.files,
                    outside: s.files_outside_workspace ?? 0,
                    landed: {},
                    ...(s.files_root !== undefined ? { root: s.files_root } : {}),
                    ...(s.edits_not_visible ? { unseen: { ...s.edits_not_visible } } : {}),
                },
            }
            : {}),
        ...(s.verification ? { verification: s.verification } : {}),
    }));
}
/** What a trace given where a report is expected is told: what reads it, and what writes a report. */
const TRACE_NOT_REPORT = 'this command reads the reports that "diagnose TRACE --out report.json" writes';
/**
 * What a file that is no report holds, when it is a trace (a JSON document, or JSON Lines whose
 * first records a format recognises): "a trace (FORMAT), not a report; ...". Loads the format
 * registry only for such a file.
 */
async function traceIn(text, value) {
    const records = [];
    if (value !== undefined)
        records.push(value);
    else {
        for (const line of text.replace(/^\uFEFF/, '').split('\n', 64)) {
            if (line.trim() === '')
                continue;
            try {
                records.push(JSON.parse(line));
            }
            catch {
                return undefined;
            }
            if (records.length >= _trace_adapters_types_js__WEBPACK_IMPORTED_MODULE_5__/* .SAMPLE_RECORDS */ .A_)
                break;
        }
    }
    if (records.length === 0)
        return undefined;
    const { detect } = await (0,_core_load_js__WEBPACK_IMPORTED_MODULE_4__/* .loadInTurn */ .B)(() => Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 4772)));
    const d = detect({ records });
    if (d.kind !== 'format')
        return undefined;
    return `a trace (${d.adapter.id}), not a report: ${TRACE_NOT_REPORT}`;
}
/** Parse and check one report file; a bad one is a TraceError naming the file and the field. */
async function readReport(path, maxBytes = 256 * 1024 * 1024) {
    let text;
    try {
        const buf = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(path);
        if (buf.length > maxBytes)
            throw new _trace_read_js__WEBPACK_IMPORTED_MODULE_3__/* .TraceError */ .yW(path, undefined, `expected a report of at most ${maxBytes} bytes, found ${buf.length} bytes`);
        text = buf.toString('utf8');
    }
    catch (err) {
        if (err instanceof _trace_read_js__WEBPACK_IMPORTED_MODULE_3__/* .TraceError */ .yW)
            throw err;
        throw new _trace_read_js__WEBPACK_IMPORTED_MODULE_3__/* .TraceError */ .yW(path, undefined, (0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .cannotRead */ .U0)(err));
    }
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw new _trace_read_js__WEBPACK_IMPORTED_MODULE_3__/* .TraceError */ .yW(path, undefined, `expected an agent-trust-gate report (JSON), found ${(await traceIn(text)) ?? 'invalid JSON'}`);
    }
    if ((0,_core_depth_js__WEBPACK_IMPORTED_MODULE_6__/* .nestsDeeper */ .RK)(value, text.length, REPORT_MAX_DEPTH))
        throw new _trace_read_js__WEBPACK_IMPORTED_MODULE_3__/* .TraceError */ .yW(path, undefined, (0,_core_depth_js__WEBPACK_IMPORTED_MODULE_6__/* .tooDeepMessage */ .Q2)(value, REPORT_MAX_DEPTH));
    const parsed = _report_schema_js__WEBPACK_IMPORTED_MODULE_2__.reportSchema.safeParse(value);
    if (!parsed.success) {
        const trace = await traceIn(text, value);
        if (trace !== undefined)
            throw new _trace_read_js__WEBPACK_IMPORTED_MODULE_3__/* .TraceError */ .yW(path, undefined, `expected an agent-trust-gate report, found ${trace}`);
        const issue = parsed.error.issues[0];
        const where = issue.path.length ? issue.path.join('.') : 'the top level';
        throw new _trace_read_js__WEBPACK_IMPORTED_MODULE_3__/* .TraceError */ .yW(path, undefined, `expected an agent-trust-gate report (schema version 1): at ${where}, ${issue.message}`);
    }
    return parsed.data;
}
/**
 * The sessions and harness results of several reports, in the order the reports are given: what
 * `merge` (the CLI) and `reports` (the action) build one verdict from.
 */
async function mergeReports(paths) {
    const sessions = [];
    const harness = [];
    const notRead = [];
    for (const p of paths) {
        const r = await readReport(p);
        const base = sessionsOf(r);
        // Assertions were judged where the traces were: they travel with their sessions.
        r.sessions.forEach((s, i) => sessions.push({
            ...base[i],
            ...(s.assertions ? { assertions: s.assertions } : {}),
            ...(s.case !== undefined ? { case: s.case } : {}),
        }));
        harness.push(...(r.harness?.results ?? []));
        notRead.push(...(r.not_read ?? []));
    }
    return { sessions, harness, notRead };
}


/***/ }),

/***/ 5729:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ASSERTION_KINDS: () => (/* binding */ ASSERTION_KINDS),
/* harmony export */   END_STATUSES: () => (/* binding */ END_STATUSES),
/* harmony export */   FactCollector: () => (/* reexport safe */ _engine_facts_js__WEBPACK_IMPORTED_MODULE_2__.sI),
/* harmony export */   LEVELS: () => (/* binding */ LEVELS),
/* harmony export */   OPERATORS: () => (/* binding */ OPERATORS),
/* harmony export */   UNNAMED_TOOL: () => (/* reexport safe */ _engine_facts_js__WEBPACK_IMPORTED_MODULE_2__.aT),
/* harmony export */   actualWords: () => (/* binding */ actualWords),
/* harmony export */   assertionFailure: () => (/* binding */ assertionFailure),
/* harmony export */   assertionText: () => (/* binding */ assertionText),
/* harmony export */   callsTo: () => (/* binding */ callsTo),
/* harmony export */   effectiveTokens: () => (/* reexport safe */ _engine_facts_js__WEBPACK_IMPORTED_MODULE_2__.S0),
/* harmony export */   evaluateAssertions: () => (/* binding */ evaluateAssertions),
/* harmony export */   expectation: () => (/* binding */ expectation),
/* harmony export */   filesNeeded: () => (/* binding */ filesNeeded),
/* harmony export */   isAssertionKind: () => (/* binding */ isAssertionKind),
/* harmony export */   kindOfId: () => (/* binding */ kindOfId),
/* harmony export */   matchNames: () => (/* binding */ matchNames),
/* harmony export */   needsTraceFacts: () => (/* binding */ needsTraceFacts),
/* harmony export */   pathEscapes: () => (/* binding */ pathEscapes),
/* harmony export */   sessionChecklist: () => (/* binding */ sessionChecklist)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2020);
/* harmony import */ var _engine_facts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5605);
/* harmony import */ var _engine_diagnose_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5442);
/**
 * Assertions of the policy file: what a session must show, checked in the manner of Lighthouse
 * CI's assertions (`off | warn | error`, or `[level, options]`).
 *
 * Pure: the facts a session showed (counted from its flat events by `FactCollector`), its
 * diagnosis and what the workspace holds (resolved at the edge into `FileFacts`) go in; results
 * with operator, expected and actual come out. No fs, no clock, no env.
 */




const LEVELS = ['off', 'warn', 'error'];
/** How a run ended, as the adapters report it in `process_end`. */
const END_STATUSES = ['completed', 'error', 'aborted', 'max_turns', 'incomplete'];
/** Why a path given in the policy is not a path inside the workspace; undefined when it is. */
function pathEscapes(p) {
    if (node_path__WEBPACK_IMPORTED_MODULE_0__.posix.isAbsolute(p) || node_path__WEBPACK_IMPORTED_MODULE_0__.win32.isAbsolute(p))
        return 'an absolute path';
    const n = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(p.replace(/\\/g, '/'));
    if (n === '..' || n.startsWith('../'))
        return 'it leads out of the workspace';
    return undefined;
}
/**
 * The kinds of assertion, in the order of their options (ASSERTION_OPTIONS, src/policy/assertion-options.ts,
 * with zod: loaded to read a policy file; a test holds the two the same).
 */
const ASSERTION_KINDS = [
    'final_response_present',
    'tool_call_count',
    'tool_not_called',
    'file_exists',
    'file_contains',
    'status_is',
    'max_effective_tokens',
    'max_failed_tool_calls',
    'min_trust_score',
    'readiness_at_least',
];
const KINDS = new Set(ASSERTION_KINDS);
function isAssertionKind(x) {
    return KINDS.has(x);
}
/** The kind an assertion id names: `tool_call_count` or `tool_call_count:bash`. */
function kindOfId(id) {
    const i = id.indexOf(':');
    return i === -1 ? id : id.slice(0, i);
}
/** Names a session may be matched by: its path and, for a session within a file, `path#session`. */
function matchNames(path, session) {
    return session === undefined ? [path] : [path, `${path}#${session}`];
}
// ---------------------------------------------------------------------------------------------
// Facts

/** Calls to one tool; 0 for a tool never called (whatever its name). */
function callsTo(f, tool) {
    return Object.hasOwn(f.tool_calls_by_name, tool) ? f.tool_calls_by_name[tool] : 0;
}
/** The workspace paths that the rules name, normalized and sorted; `read` when their text is needed. */
function filesNeeded(rules) {
    const out = new Map();
    for (const r of rules) {
        for (const a of r.assertions) {
            if (a.level === 'off' || (a.kind !== 'file_exists' && a.kind !== 'file_contains'))
                continue;
            const p = (0,_core_text_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePath */ .Fd)(String(a.options.path));
            out.set(p, (out.get(p) ?? false) || a.kind === 'file_contains');
        }
    }
    return [...out.keys()].sort().map((path) => ({ path, read: out.get(path) }));
}
/** Does any rule need the facts of the trace itself (tool calls, tokens, how it ended)? */
function needsTraceFacts(rules) {
    const fromTrace = new Set([
        'final_response_present',
        'tool_call_count',
        'tool_not_called',
        'status_is',
        'max_effective_tokens',
        'max_failed_tool_calls',
    ]);
    return rules.some((r) => r.assertions.some((a) => a.level !== 'off' && fromTrace.has(a.kind)));
}
// ---------------------------------------------------------------------------------------------
// Evaluation
const OPERATORS = ['==', '>=', '<=', 'between', 'present', 'exists', 'contains', 'at_least'];
const rankOf = (r) => _engine_diagnose_js__WEBPACK_IMPORTED_MODULE_3__/* .READINESS_LEVELS */ .LC.indexOf(r);
/** Evaluate the assertions on one session. Pure. */
function evaluateAssertions(specs, s, files) {
    const out = [];
    for (const a of specs) {
        if (a.level === 'off')
            continue;
        out.push({ id: a.id, kind: a.kind, level: a.level, ...check(a, s, files) });
    }
    return out;
}
function check(a, s, files) {
    const o = a.options;
    const f = s.facts;
    const unknown = (subject, operator, expected) => ({
        subject,
        operator,
        expected,
        actual: null,
        passed: false,
    });
    // A count that may be at most `max`; unknown without the session's facts.
    const atMost = (subject, max, actual) => actual === undefined
        ? unknown(subject, '<=', max)
        : { subject, operator: '<=', expected: max, actual, passed: actual <= max };
    switch (a.kind) {
        case 'final_response_present': {
            if (!f)
                return unknown('final response', 'present', true);
            const present = f.end_status === 'completed';
            return { subject: 'final response', operator: 'present', expected: true, actual: present, passed: present };
        }
        case 'tool_call_count': {
            const tool = o.tool;
            const subject = tool === undefined ? 'tool calls' : `calls to ${tool}`;
            const min = o.min;
            const max = o.max;
            const equals = o.equals;
            const [operator, expected] = equals !== undefined
                ? ['==', equals]
                : min !== undefined && max !== undefined
                    ? ['between', [min, max]]
                    : min !== undefined
                        ? ['>=', min]
                        : ['<=', max];
            if (!f)
                return unknown(subject, operator, expected);
            const n = tool === undefined ? f.tool_calls : callsTo(f, tool);
            const passed = (equals === undefined || n === equals) && (min === undefined || n >= min) && (max === undefined || n <= max);
            return { subject, operator, expected, actual: n, passed };
        }
        case 'tool_not_called': {
            const tool = o.tool;
            const subject = `calls to ${tool}`;
            if (!f)
                return unknown(subject, '==', 0);
            const n = callsTo(f, tool);
            return { subject, operator: '==', expected: 0, actual: n, passed: n === 0 };
        }
        case 'file_exists': {
            const path = (0,_core_text_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePath */ .Fd)(String(o.path));
            const fact = files.get(path);
            const actual = fact ? describeFile(fact) : 'not checked';
            return { subject: path, operator: 'exists', expected: 'file', actual, passed: fact?.state === 'file' };
        }
        case 'file_contains': {
            const path = (0,_core_text_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePath */ .Fd)(String(o.path));
            const text = String(o.text);
            const fact = files.get(path);
            if (fact?.state === 'file' && fact.text !== undefined) {
                const found = fact.text.includes(text);
                return {
                    subject: path,
                    operator: 'contains',
                    expected: text,
                    actual: found ? 'found' : 'not found',
                    passed: found,
                };
            }
            return {
                subject: path,
                operator: 'contains',
                expected: text,
                actual: fact ? describeFile(fact) : 'not checked',
                passed: false,
            };
        }
        case 'status_is': {
            const expected = String(o.status);
            if (!f)
                return unknown('how the run ended', '==', expected);
            return {
                subject: 'how the run ended',
                operator: '==',
                expected,
                actual: f.end_status,
                passed: f.end_status === expected,
            };
        }
        case 'max_effective_tokens':
            return atMost('effective tokens', o.max, f?.effective_tokens);
        case 'max_failed_tool_calls':
            return atMost('failed tool calls', o.max, f?.failed_tool_calls);
        case 'min_trust_score': {
            const min = o.min;
            const t = s.diagnosis.trust_score;
            return { subject: 'trust score', operator: '>=', expected: min, actual: t, passed: t >= min };
        }
        case 'readiness_at_least': {
            const level = o.level;
            const r = s.diagnosis.readiness_level;
            return {
                subject: 'readiness',
                operator: 'at_least',
                expected: level,
                actual: r,
                passed: rankOf(r) <= rankOf(level),
            };
        }
    }
}
function describeFile(f) {
    switch (f.state) {
        case 'file':
            return 'file';
        case 'missing':
            return 'missing';
        case 'not_a_file':
            return 'not a regular file';
        case 'outside':
            return 'outside the workspace';
        case 'too_large':
            return 'too large to read';
    }
}
// ---------------------------------------------------------------------------------------------
// Words
function show(v) {
    if (v === null)
        return 'nothing';
    if (Array.isArray(v))
        return v.join(' and ');
    if (typeof v === 'string')
        return /^[\w.:/@-]+$/.test(v) ? v : JSON.stringify(v);
    return String(v);
}
const OPERATOR_WORDS = {
    '==': '=',
    '>=': '>=',
    '<=': '<=',
    between: 'between',
    present: 'present',
    exists: 'exists',
    contains: 'contains',
    at_least: 'at least',
};
/** What the assertion expects, in a few words: "calls to Bash <= 20". */
function expectation(r) {
    // A path is shown as a value (quoted when it has spaces); other subjects are words.
    const subject = r.kind === 'file_exists' || r.kind === 'file_contains' ? show(r.subject) : r.subject;
    if (r.operator === 'present')
        return `${subject} present`;
    if (r.operator === 'exists')
        return `${subject} exists as a file`;
    return `${subject} ${OPERATOR_WORDS[r.operator]} ${show(r.expected)}`;
}
/** What was found, in words: "2", "none", "text not found", "missing". */
function actualWords(r) {
    if (r.operator === 'present')
        return r.actual === true ? 'present' : r.actual === false ? 'none' : 'unknown';
    if (r.operator === 'contains' && (r.actual === 'found' || r.actual === 'not found'))
        return `text ${r.actual}`;
    if (r.operator === 'exists' && r.actual === 'file')
        return 'a file';
    return show(r.actual);
}
/** One line for a checklist: "tool_call_count:bash: calls to Bash <= 20 (actual: 7)". */
function assertionText(r) {
    return `${r.id}: ${expectation(r)} (actual: ${actualWords(r)})`;
}
/** Why a failed assertion fails, as a sentence: "assertion x failed: expected calls to Bash <= 20, found 25". */
function assertionFailure(r) {
    return `assertion ${r.id} failed: expected ${expectation(r)}, found ${actualWords(r)}`;
}
/** A session's assertions as checklist items, in the policy's order. */
function sessionChecklist(s) {
    return (s.assertions ?? []).map((r) => ({ id: r.id, level: r.level, passed: r.passed, text: assertionText(r) }));
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
