export const id = 778;
export const ids = [778,553];
export const modules = {

/***/ 69553:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ARKSIM_STATUSES: () => (/* reexport */ types/* ARKSIM_STATUSES */.Pv),
  DEFAULT_ARKSIM_STATUSES: () => (/* reexport */ types/* DEFAULT_ARKSIM_STATUSES */.Fp),
  DEFAULT_HARBOR_STATUSES: () => (/* reexport */ types/* DEFAULT_HARBOR_STATUSES */.sn),
  DEFAULT_RUN_STATUSES: () => (/* reexport */ types/* DEFAULT_RUN_STATUSES */.Vx),
  DEFAULT_SWE_BENCH_STATUSES: () => (/* reexport */ types/* DEFAULT_SWE_BENCH_STATUSES */.od),
  HARBOR_STATUSES: () => (/* reexport */ types/* HARBOR_STATUSES */.Wx),
  HARNESS_FAULTS: () => (/* reexport */ types/* HARNESS_FAULTS */.nz),
  HARNESS_FILES_EXPECTED: () => (/* reexport */ kinds/* HARNESS_FILES_EXPECTED */.uC),
  HARNESS_IDS: () => (/* reexport */ types/* HARNESS_IDS */.oo),
  MAX_HARNESS_FILE_BYTES: () => (/* reexport */ types/* MAX_HARNESS_FILE_BYTES */.d),
  RUN_STATUSES: () => (/* reexport */ types/* RUN_STATUSES */.LV),
  SWE_BENCH_STATUSES: () => (/* reexport */ types/* SWE_BENCH_STATUSES */.kg),
  harnessChecklist: () => (/* reexport */ judge/* harnessChecklist */.FI),
  harnessFailures: () => (/* reexport */ judge/* harnessFailures */.QT),
  harnessFault: () => (/* reexport */ judge/* harnessFault */.NO),
  harnessFileKind: () => (/* reexport */ kinds/* harnessFileKind */.R9),
  harnessLeadWhy: () => (/* reexport */ judge/* harnessLeadWhy */.fX),
  harnessLine: () => (/* reexport */ judge/* harnessLine */.rl),
  harnessName: () => (/* reexport */ judge/* harnessName */.Wy),
  harnessResults: () => (/* binding */ harnessResults),
  harnessShortName: () => (/* reexport */ judge/* harnessShortName */.sL),
  joinRuns: () => (/* reexport */ swe_bench/* joinRuns */.xH),
  judgeHarness: () => (/* reexport */ judge/* judgeHarness */.CI),
  scoreText: () => (/* reexport */ types/* scoreText */.QO)
});

// EXTERNAL MODULE: ./src/core/issues.ts
var issues = __webpack_require__(24235);
// EXTERNAL MODULE: ./src/trace/read.ts + 1 modules
var read = __webpack_require__(56438);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(38816);
// EXTERNAL MODULE: ./src/harness/kinds.ts
var kinds = __webpack_require__(81379);
;// CONCATENATED MODULE: ./src/harness/arksim.ts
/**
 * arksim's evaluation output (`evaluation.json`, written by `arksim evaluate`): one entry per
 * conversation, with per-turn behavior failures and the conversation's scores.
 *
 * The final score and the status are recomputed here from the recorded turn failures and goal
 * completion, as arksim defines them:
 *
 *   turn success ratio = (turns - turns with a behavior failure) / turns   (1 with no turns)
 *   final score        = 0.75 x turn success ratio + 0.25 x goal completion
 *                        (the ratio alone when goal completion was skipped: a score below 0)
 *   status             = Done at exactly 1.0, Partial Failure from 0.6, Failed below
 *
 * A turn's behavior failure counts unless it is `no failure` or `skipped_good_performance`. The
 * per-turn metric scores and goal completion come from arksim's LLM judge and are taken as
 * recorded; nothing here calls a model. Pure.
 */

const TURN_SUCCESS_WEIGHT = 0.75;
const GOAL_COMPLETION_WEIGHT = 0.25;
const PARTIAL_FAILURE_THRESHOLD = 0.6;
/** Behavior failure labels that are not failures. */
const NOT_A_FAILURE = new Set(['no failure', 'skipped_good_performance']);
const turnSchema = schemas/* looseObject */._H3({
    turn_id: schemas/* number */.aig().int(),
    turn_behavior_failure: schemas/* string */.YjP(),
});
const conversationSchema = schemas/* looseObject */._H3({
    conversation_id: schemas/* string */.YjP().min(1),
    goal_completion_score: schemas/* number */.aig(),
    turn_success_ratio: schemas/* number */.aig().optional(),
    overall_agent_score: schemas/* number */.aig().optional(),
    evaluation_status: schemas/* string */.YjP().optional(),
    turn_scores: schemas/* array */.YOg(turnSchema),
});
const arksimEvaluationSchema = schemas/* looseObject */._H3({
    schema_version: schemas/* string */.YjP().optional(),
    conversations: schemas/* array */.YOg(conversationSchema),
});

/** The status arksim gives a final score. */
function arksimStatus(score) {
    if (score === 1.0)
        return 'Done';
    if (score >= PARTIAL_FAILURE_THRESHOLD)
        return 'Partial Failure';
    return 'Failed';
}
/** The final score from the turn success ratio and goal completion (below 0: skipped). */
function arksimFinalScore(turnSuccessRatio, goalCompletion) {
    if (goalCompletion < 0)
        return turnSuccessRatio;
    return turnSuccessRatio * TURN_SUCCESS_WEIGHT + goalCompletion * GOAL_COMPLETION_WEIGHT;
}
/** A recorded status in arksim's own words; its docs also spell them completed, partial_failure, failed. */
function canonicalArksimStatus(s) {
    switch (s
        .trim()
        .toLowerCase()
        .replace(/[\s_]+/g, ' ')) {
        case 'done':
        case 'completed':
            return 'Done';
        case 'partial failure':
            return 'Partial Failure';
        case 'failed':
            return 'Failed';
        case 'evaluation failed':
            return 'Evaluation Failed';
        default:
            return s;
    }
}
const EPSILON = 1e-9;
const fmt = (x) => String(Math.round(x * 1e6) / 1e6);
/** Recompute one conversation. */
function recomputeConversation(c, source) {
    const count = c.turn_scores.length;
    const failed = c.turn_scores.filter((t) => !NOT_A_FAILURE.has(t.turn_behavior_failure)).length;
    const ratio = count > 0 ? (count - failed) / count : 1.0;
    const skipped = c.goal_completion_score < 0;
    const score = arksimFinalScore(ratio, c.goal_completion_score);
    const status = arksimStatus(score);
    const mismatches = [];
    if (c.turn_success_ratio !== undefined && Math.abs(c.turn_success_ratio - ratio) > EPSILON) {
        mismatches.push(`turn_success_ratio is recorded as ${fmt(c.turn_success_ratio)}, recomputed ${fmt(ratio)} from ${count} ` +
            `turn score${count === 1 ? '' : 's'}`);
    }
    if (c.overall_agent_score !== undefined && Math.abs(c.overall_agent_score - score) > EPSILON) {
        mismatches.push(`overall_agent_score is recorded as ${fmt(c.overall_agent_score)}, recomputed ${fmt(score)}`);
    }
    const recordedStatus = c.evaluation_status === undefined ? null : canonicalArksimStatus(c.evaluation_status);
    if (recordedStatus !== null && recordedStatus !== status) {
        mismatches.push(`evaluation_status is recorded as ${JSON.stringify(c.evaluation_status)}, recomputed "${status}"`);
    }
    return {
        harness: 'arksim',
        source,
        id: c.conversation_id,
        final_score: score,
        score_origin: 'recomputed',
        status,
        turns: { count, failed, success_ratio: ratio },
        goal_completion: skipped ? null : c.goal_completion_score,
        recorded: { final_score: c.overall_agent_score ?? null, status: c.evaluation_status ?? null },
        mismatches,
        passed: true,
    };
}
/** Every conversation of an evaluation, in file order. */
function arksimResults(doc, source) {
    return doc.conversations.map((c) => recomputeConversation(c, source));
}

;// CONCATENATED MODULE: ./src/harness/personal-agent-eval.ts
/**
 * personal_agent_eval's files: run artifacts (`run.json`, `run_<n>.json`: one execution of a
 * case, with its status and ordered trace), final evaluation results (`final_result.json`,
 * `final_result_<n>.json`: the final score 0-10 and counts of deterministic checks) and case
 * configs (`test.yaml`, with the case's `deterministic_checks`).
 *
 * The deterministic checks that depend only on the run artifact are recomputed here, as the
 * harness defines them: `final_response_present` (the last final_output event with content has
 * non-blank content), `tool_call_count` (the number of tool_call events equals `count`),
 * `status_is` (the run status equals `status`) and `output_artifact_present` (an output artifact
 * matches every matcher given). Checks of the host file system at run time (`file_exists`,
 * `file_contains`, `path_exists`, `openclaw_workspace_file_present`) and Python hooks cannot be
 * recomputed from these files: they are listed with `passed: null`. The final score comes from
 * the harness's LLM judge and is taken as recorded. Pure.
 */

const traceEvent = schemas/* looseObject */._H3({ event_type: schemas/* string */.YjP() });
const runArtifactSchema = schemas/* looseObject */._H3({
    identity: schemas/* looseObject */._H3({ run_id: schemas/* string */.YjP().min(1), case_id: schemas/* string */.YjP().min(1) }),
    status: schemas/* string */.YjP(),
    trace: schemas/* array */.YOg(traceEvent),
    output_artifacts: schemas/* array */.YOg(schemas/* looseObject */._H3({})).optional(),
});
const finalResultSchema = schemas/* looseObject */._H3({
    case_id: schemas/* string */.YjP().min(1),
    run_id: schemas/* string */.YjP().min(1),
    final_score: schemas/* number */.aig().min(0).max(10),
    deterministic_dimensions: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig().nullable()).optional(),
    summary: schemas/* looseObject */._H3({
        deterministic_passed_checks: schemas/* number */.aig().int().nonnegative(),
        deterministic_failed_checks: schemas/* number */.aig().int().nonnegative(),
        deterministic_error_checks: schemas/* number */.aig().int().nonnegative(),
    })
        .optional(),
});
const checkSchema = schemas/* looseObject */._H3({
    check_id: schemas/* string */.YjP().min(1),
    dimensions: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    declarative: schemas/* looseObject */._H3({ kind: schemas/* string */.YjP() }).optional(),
});
const testConfigSchema = schemas/* looseObject */._H3({
    case_id: schemas/* string */.YjP().min(1),
    deterministic_checks: schemas/* array */.YOg(checkSchema),
});

/** The dimensions a declarative check feeds when it names none (the harness's defaults). */
const DEFAULT_DIMENSIONS = {
    final_response_present: ['process'],
    tool_call_count: ['process', 'efficiency'],
    file_exists: ['task'],
    file_contains: ['task'],
    path_exists: ['task'],
    status_is: ['process'],
    output_artifact_present: ['task'],
};
const DIMENSIONS = ['task', 'process', 'autonomy', 'closeness', 'efficiency', 'spark'];
/** The content of the last final_output event that has content, trimmed; null when none. */
function finalResponse(run) {
    let last = null;
    for (const e of run.trace) {
        if (e.event_type === 'final_output' && typeof e.content === 'string')
            last = e.content;
    }
    return last === null ? null : last.trim();
}
const str = (x) => (typeof x === 'string' ? x : undefined);
/** Recompute one check on a run; `passed: null` for checks these files cannot settle. */
function recomputeCheck(check, run) {
    const d = check.declarative;
    const base = { id: check.check_id };
    if (!d) {
        return {
            ...base,
            kind: 'python_hook',
            subject: 'a Python hook',
            operator: 'passes',
            expected: true,
            actual: 'not run here',
            passed: null,
        };
    }
    switch (d.kind) {
        case 'final_response_present': {
            const text = finalResponse(run);
            const present = text !== null && text !== '';
            return {
                ...base,
                kind: d.kind,
                subject: 'final response',
                operator: 'present',
                expected: true,
                actual: present,
                passed: present,
            };
        }
        case 'tool_call_count': {
            // The harness's field is `count`; its docs once called it `expected`.
            const expected = typeof d.count === 'number' ? d.count : typeof d.expected === 'number' ? d.expected : null;
            const n = run.trace.filter((e) => e.event_type === 'tool_call').length;
            return {
                ...base,
                kind: d.kind,
                subject: 'tool calls',
                operator: '==',
                expected,
                actual: n,
                passed: expected === null ? null : n === expected,
            };
        }
        case 'status_is': {
            const expected = str(d.status) ?? str(d.expected) ?? null;
            return {
                ...base,
                kind: d.kind,
                subject: 'run status',
                operator: '==',
                expected,
                actual: run.status,
                passed: expected === null ? null : run.status === expected,
            };
        }
        case 'output_artifact_present': {
            const matchers = ['artifact_id', 'artifact_type', 'uri'].filter((k) => typeof d[k] === 'string');
            const found = (run.output_artifacts ?? []).filter((a) => matchers.every((k) => a[k] === d[k])).length;
            const subject = `output artifacts with ${matchers.map((k) => `${k} ${String(d[k])}`).join(', ') || 'no matcher'}`;
            return {
                ...base,
                kind: d.kind,
                subject,
                operator: '>=',
                expected: 1,
                actual: found,
                passed: matchers.length === 0 ? null : found >= 1,
            };
        }
        default: {
            const path = str(d.path) ?? str(d.relative_path);
            return {
                ...base,
                kind: d.kind,
                subject: path ?? d.kind,
                operator: d.kind === 'file_contains' ? 'contains' : 'exists',
                expected: d.kind === 'file_contains' ? (str(d.text) ?? null) : true,
                actual: 'not recomputable from the run artifact (the host file system at run time)',
                passed: null,
            };
        }
    }
}
/**
 * Deterministic dimension scores (0-10, the mean of 10 per passed and 0 per failed check), or null
 * where a check is not recomputable.
 */
function deterministicDimensions(checks, results) {
    const scored = new Map();
    const unknown = new Set();
    checks.forEach((c, i) => {
        const kind = c.declarative?.kind;
        const dims = c.dimensions?.length
            ? c.dimensions
            : kind !== undefined && Object.hasOwn(DEFAULT_DIMENSIONS, kind)
                ? DEFAULT_DIMENSIONS[kind]
                : [];
        for (const dim of dims) {
            if (results[i].passed === null)
                unknown.add(dim);
            else
                scored.set(dim, [...(scored.get(dim) ?? []), results[i].passed ? 10 : 0]);
        }
    });
    const out = {};
    for (const dim of DIMENSIONS) {
        const list = scored.get(dim);
        out[dim] = unknown.has(dim) ? 'unknown' : list ? list.reduce((a, b) => a + b, 0) / list.length : null;
    }
    return out;
}
const personal_agent_eval_fmt = (x) => String(Math.round(x * 1e6) / 1e6);
/**
 * One result per run: run artifacts and final results paired by run_id, checks from the test
 * config of the run's case. Returns the results in the order their runs first appear, and
 * warnings about files that could not be paired.
 */
function personalAgentEvalResults(files) {
    const warnings = [];
    const tests = new Map();
    const runs = new Map();
    const entry = (id) => {
        let e = runs.get(id);
        if (!e)
            runs.set(id, (e = {}));
        return e;
    };
    for (const f of files) {
        if (f.test) {
            const seen = tests.get(f.test.case_id);
            if (seen)
                warnings.push(`${f.source}: a second test config for case ${f.test.case_id} (the first, ${seen.source}, is used)`);
            else
                tests.set(f.test.case_id, { source: f.source, test: f.test });
        }
        if (f.run) {
            const e = entry(f.run.identity.run_id);
            if (e.run)
                warnings.push(`${f.source}: a second run artifact for run ${f.run.identity.run_id} (the first, ${e.run.source}, is used)`);
            else
                e.run = { source: f.source, run: f.run };
        }
        if (f.final) {
            const e = entry(f.final.run_id);
            if (e.final)
                warnings.push(`${f.source}: a second final result for run ${f.final.run_id} (the first, ${e.final.source}, is used)`);
            else
                e.final = { source: f.source, final: f.final };
        }
    }
    const usedTests = new Set();
    const results = [];
    for (const [runId, e] of runs) {
        const caseId = e.run?.run.identity.case_id ?? e.final.final.case_id;
        const mismatches = [];
        if (e.run && e.final && e.final.final.case_id !== caseId) {
            mismatches.push(`the final result names case ${e.final.final.case_id}, the run artifact case ${caseId}`);
        }
        let checks;
        const test = tests.get(caseId);
        if (test && e.run) {
            usedTests.add(caseId);
            checks = test.test.deterministic_checks.map((c) => recomputeCheck(c, e.run.run));
            const recorded = e.final?.final;
            if (recorded?.deterministic_dimensions) {
                const dims = deterministicDimensions(test.test.deterministic_checks, checks);
                for (const [dim, v] of Object.entries(dims)) {
                    const r = recorded.deterministic_dimensions[dim];
                    if (v === 'unknown' || r === undefined)
                        continue;
                    if ((v === null) !== (r === null) || (v !== null && r !== null && Math.abs(v - r) > 1e-9)) {
                        mismatches.push(`deterministic_dimensions.${dim} is recorded as ${r === null ? 'null' : personal_agent_eval_fmt(r)}, recomputed ` +
                            `${v === null ? 'null' : personal_agent_eval_fmt(v)}`);
                    }
                }
            }
            if (recorded?.summary && checks.every((c) => c.passed !== null)) {
                const passed = checks.filter((c) => c.passed).length;
                const failed = checks.length - passed;
                const s = recorded.summary;
                if (s.deterministic_passed_checks !== passed ||
                    s.deterministic_failed_checks + s.deterministic_error_checks !== failed) {
                    mismatches.push(`the summary records ${s.deterministic_passed_checks} passed and ` +
                        `${s.deterministic_failed_checks + s.deterministic_error_checks} failed deterministic checks, ` +
                        `recomputed ${passed} and ${failed}`);
                }
            }
        }
        if (!e.run)
            warnings.push(`${e.final.source}: the run artifact of run ${runId} was not among the harness files: its status and ` +
                `checks were not recomputed`);
        const raw = e.final?.final.final_score ?? null;
        results.push({
            harness: 'personal_agent_eval',
            source: e.run?.source ?? e.final.source,
            id: runId,
            case: caseId,
            final_score: raw === null ? null : raw / 10,
            score_origin: raw === null ? null : 'recorded',
            status: e.run?.run.status ?? null,
            ...(checks ? { checks } : {}),
            recorded: { final_score: raw, status: e.run?.run.status ?? null },
            mismatches,
            passed: true,
        });
    }
    for (const [caseId, t] of tests) {
        if (!usedTests.has(caseId))
            warnings.push(`${t.source}: no run artifact of case ${caseId} among the harness files: its checks were not recomputed`);
    }
    return { results, warnings };
}

// EXTERNAL MODULE: ./src/harness/swe-bench.ts
var swe_bench = __webpack_require__(53278);
// EXTERNAL MODULE: ./src/harness/harbor.ts
var harbor = __webpack_require__(47876);
// EXTERNAL MODULE: ./src/harness/types.ts
var types = __webpack_require__(95509);
// EXTERNAL MODULE: ./src/harness/judge.ts
var judge = __webpack_require__(88027);
;// CONCATENATED MODULE: ./src/harness/index.ts











function checked(schema, value, source, what) {
    const r = schema.safeParse(value);
    if (r.success)
        return r.data;
    const issue = r.error.issues[0];
    throw new read/* TraceError */.yW(source, undefined, `${(0,issues/* describeIssue */.n6)(issue, value)} (read as ${what})`);
}
/**
 * The results of the harness files given (parsed, in the order given), and warnings about files
 * that could not be paired. A file that is no harness output is a TraceError.
 */
function harnessResults(files) {
    const results = [];
    const pae = [];
    for (const { source, value } of files) {
        const kind = (0,kinds/* harnessFileKind */.R9)(value, source);
        switch (kind) {
            case 'swe_bench:run_report':
            case 'swe_bench:instance_report':
            case 'swe_bench:reward':
                results.push(...(0,swe_bench/* sweBenchResults */.m$)(value, source, kind.slice('swe_bench:'.length)));
                break;
            case 'harbor':
                results.push((0,harbor/* harborResult */.My)(value, source));
                break;
            case 'arksim':
                results.push(...arksimResults(checked(arksimEvaluationSchema, value, source, "arksim's evaluation output"), source));
                break;
            case 'personal_agent_eval:run':
                pae.push({ source, run: checked(runArtifactSchema, value, source, 'a personal_agent_eval run artifact') });
                break;
            case 'personal_agent_eval:final_result':
                pae.push({ source, final: checked(finalResultSchema, value, source, 'a personal_agent_eval final result') });
                break;
            case 'personal_agent_eval:test_config':
                pae.push({ source, test: checked(testConfigSchema, value, source, 'a personal_agent_eval case config') });
                break;
            default:
                throw new read/* TraceError */.yW(source, undefined, `${kinds/* HARNESS_FILES_EXPECTED */.uC}, found none of them`);
        }
    }
    const p = personalAgentEvalResults(pae);
    return { results: [...results, ...p.results], warnings: p.warnings };
}


/***/ }),

/***/ 41778:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_HARNESS_FILE_BYTES: () => (/* reexport safe */ _index_js__WEBPACK_IMPORTED_MODULE_6__.MAX_HARNESS_FILE_BYTES),
/* harmony export */   parseHarnessText: () => (/* binding */ parseHarnessText),
/* harmony export */   readHarnessFiles: () => (/* binding */ readHarnessFiles)
/* harmony export */ });
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72020);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38815);
/* harmony import */ var _trace_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(20322);
/* harmony import */ var _trace_read_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(56438);
/* harmony import */ var _core_depth_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(88414);
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(69553);
/* harmony import */ var _core_secrets_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(58198);
/**
 * Reading harness files (I/O): files, directories (every .json, .yaml and .yml file under them
 * that is a harness output, and every reward.txt, in path order; others such as manifests are
 * skipped) and globs.
 */










const EXTENSIONS = ['.json', '.yaml', '.yml'];
/** A reward file: one number in text. */
const REWARD_TEXT = /^reward\.txt$/i;
/** The names the harnesses give their outputs. */
const HARNESS_FILE_NAME = /^(evaluation|run(_\d+)?|final_result(_\d+)?|test|results|report|reward)\.(json|ya?ml)$|^reward\.txt$/i;
const byPath = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
async function walk(dir, out) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir, { withFileTypes: true });
    for (const entry of entries) {
        if (entry.name === 'node_modules' || entry.name.startsWith('.'))
            continue;
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, entry.name);
        if (entry.isDirectory())
            await walk(path, out);
        else if (entry.isFile() &&
            (EXTENSIONS.some((ext) => entry.name.toLowerCase().endsWith(ext)) || REWARD_TEXT.test(entry.name)))
            out.push(path);
    }
}
/** Parse a harness file: YAML for .yaml/.yml, a number for a reward .txt, JSON otherwise. */
function parseHarnessText(path, text) {
    if (/\.txt$/i.test(path)) {
        const t = text.trim();
        const n = Number(t);
        if (t === '' || !Number.isFinite(n))
            throw new _trace_read_js__WEBPACK_IMPORTED_MODULE_5__/* .TraceError */ .yW(path, 1, `expected a reward (a number), found ${JSON.stringify((0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_7__/* .cutMasked */ .y3)(t, 24, ''))}`);
        return n;
    }
    if (/\.ya?ml$/i.test(path)) {
        const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_3__/* .LineCounter */ .HN();
        const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_3__/* .parseDocument */ .Tp)(text, { lineCounter });
        // The YAML parser itself stops some hundreds of levels down; aliases can nest a value further.
        const tooDeep = () => new _trace_read_js__WEBPACK_IMPORTED_MODULE_5__/* .TraceError */ .yW(path, undefined, 'expected YAML, found nesting too deep to read');
        if (doc.errors.length) {
            const err = doc.errors[0];
            if (/call stack/i.test(err.message))
                throw tooDeep();
            throw new _trace_read_js__WEBPACK_IMPORTED_MODULE_5__/* .TraceError */ .yW(path, err.linePos?.[0].line, `expected YAML, found invalid YAML (${err.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')})`);
        }
        let value;
        try {
            value = doc.toJS({ maxAliasCount: 100 });
        }
        catch (err) {
            if (err instanceof RangeError)
                throw tooDeep();
            throw new _trace_read_js__WEBPACK_IMPORTED_MODULE_5__/* .TraceError */ .yW(path, undefined, `expected YAML, found ${err.message.split('\n')[0].slice(0, 80)}`);
        }
        // Not measured by its text: an alias repeats a node, or holds itself (a value without end).
        if ((0,_core_depth_js__WEBPACK_IMPORTED_MODULE_8__/* .nestingDepth */ .Qk)(value, _core_depth_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_DEPTH */ .lr) > _core_depth_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_DEPTH */ .lr)
            throw new _trace_read_js__WEBPACK_IMPORTED_MODULE_5__/* .TraceError */ .yW(path, undefined, `expected YAML nested at most ${_core_depth_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_DEPTH */ .lr} deep, found deeper nesting through its aliases`);
        return value;
    }
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (err) {
        const m = /position (\d+)/.exec(err.message);
        const line = m ? text.slice(0, Number(m[1])).split('\n').length : undefined;
        const why = err.message.replace(/ in JSON at position \d+.*$/s, '').slice(0, 80);
        throw new _trace_read_js__WEBPACK_IMPORTED_MODULE_5__/* .TraceError */ .yW(path, line, `expected JSON, found invalid JSON (${why})`);
    }
    if ((0,_core_depth_js__WEBPACK_IMPORTED_MODULE_8__/* .nestsDeeper */ .RK)(value, text.length))
        throw new _trace_read_js__WEBPACK_IMPORTED_MODULE_5__/* .TraceError */ .yW(path, 1, (0,_core_depth_js__WEBPACK_IMPORTED_MODULE_8__/* .tooDeepMessage */ .Q2)(value));
    return value;
}
async function readOne(path) {
    let buf;
    try {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path);
        if (info.size > _index_js__WEBPACK_IMPORTED_MODULE_6__.MAX_HARNESS_FILE_BYTES)
            throw new _trace_read_js__WEBPACK_IMPORTED_MODULE_5__/* .TraceError */ .yW(path, undefined, `expected a harness file of at most ${_index_js__WEBPACK_IMPORTED_MODULE_6__.MAX_HARNESS_FILE_BYTES} bytes, found ${info.size} bytes`);
        buf = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(path);
    }
    catch (err) {
        if (err instanceof _trace_read_js__WEBPACK_IMPORTED_MODULE_5__/* .TraceError */ .yW)
            throw err;
        throw new _trace_read_js__WEBPACK_IMPORTED_MODULE_5__/* .TraceError */ .yW(path, undefined, (0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .cannotRead */ .U0)(err));
    }
    return parseHarnessText(path, buf.toString('utf8'));
}
/**
 * The harness files named by the arguments, parsed, in argument order (each file once). A file
 * named on its own must be a harness output; in a directory, files that are not are skipped.
 */
async function readHarnessFiles(args) {
    const seen = new Set();
    const out = [];
    for (const arg of args) {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(arg).catch(() => undefined);
        if (info?.isDirectory()) {
            const all = [];
            await walk(arg, all);
            let found = 0;
            for (const path of all.sort(byPath)) {
                if (seen.has(path))
                    continue;
                let value;
                try {
                    value = await readOne(path);
                }
                catch (err) {
                    // A directory may hold other files; one named as a harness output must be readable.
                    if (HARNESS_FILE_NAME.test((0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path)))
                        throw err;
                    continue;
                }
                if ((0,_index_js__WEBPACK_IMPORTED_MODULE_6__.harnessFileKind)(value, path) === undefined)
                    continue;
                seen.add(path);
                out.push({ source: path, value });
                found++;
            }
            if (found === 0)
                throw new _trace_read_js__WEBPACK_IMPORTED_MODULE_5__/* .TraceError */ .yW(arg, undefined, `${_index_js__WEBPACK_IMPORTED_MODULE_6__.HARNESS_FILES_EXPECTED} in this directory, found none`);
            continue;
        }
        for (const path of await (0,_trace_files_js__WEBPACK_IMPORTED_MODULE_4__/* .expandPath */ .aD)(arg)) {
            if (seen.has(path))
                continue;
            seen.add(path);
            out.push({ source: path, value: await readOne(path) });
        }
    }
    return out;
}


/***/ })

};
