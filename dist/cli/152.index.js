export const id = 152;
export const ids = [152,794];
export const modules = {

/***/ 8027:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CI: () => (/* binding */ judgeHarness),
/* harmony export */   FI: () => (/* binding */ harnessChecklist),
/* harmony export */   NO: () => (/* binding */ harnessFault),
/* harmony export */   QT: () => (/* binding */ harnessFailures),
/* harmony export */   Wy: () => (/* binding */ harnessName),
/* harmony export */   fX: () => (/* binding */ harnessLeadWhy),
/* harmony export */   rl: () => (/* binding */ harnessLine),
/* harmony export */   sL: () => (/* binding */ harnessShortName)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5509);
/* harmony import */ var _harbor_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7876);
/**
 * Judging harness results against the gate's harness settings, and their words: what the report
 * and its renderers need of the harness (no zod: src/harness/index.ts reads the files).
 */


/** The result's name in a sentence: "arksim conversation c-1 (evaluation.json)". */
function harnessName(r) {
    return `${harnessShortName(r)} (${harnessSources(r)})`;
}
/** The files a result was read from: "trial/result.json, run trial/agent/trajectory.json". */
function harnessSources(r) {
    return r.harness === 'harbor' || r.harness === 'swe_bench'
        ? `${r.source}${r.run !== undefined ? `, run ${r.run}` : ''}`
        : r.source;
}
/** The result's name alone, without the files it was read from: "Harbor trial fix-git__qbMeJzX". */
function harnessShortName(r) {
    switch (r.harness) {
        case 'arksim':
            return `arksim conversation ${r.id}`;
        case 'harbor':
            return `Harbor trial ${r.id}`;
        case 'swe_bench':
            return `SWE-bench instance ${r.id}`;
        default:
            return `personal_agent_eval run ${r.id}${r.case ? ` of case ${r.case}` : ''}`;
    }
}
/**
 * Why the harness failed the run, in a few words, for the report's first line: the first failing
 * result's reason and name ("the verifier's reward was 0, below the 1 a pass needs (Harbor trial
 * x)"), and how many more failed; undefined when none failed.
 */
function harnessLeadWhy(results) {
    const failed = results.filter((r) => !r.passed);
    if (!failed.length)
        return undefined;
    const r = failed[0];
    const why = r.reason ??
        (r.status !== null
            ? `status ${r.status}`
            : r.final_score !== null
                ? `final score ${(0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .scoreText */ .QO)(r.final_score)}`
                : 'failed');
    const more = failed.length - 1;
    return `${why} (${harnessShortName(r)})${more ? `; ${more} more harness result${more === 1 ? '' : 's'} failed` : ''}`;
}
/**
 * Whose failure the failing results are, when they agree: `agent` or `harness` (its verifier, its
 * environment); undefined when they differ or a result does not say.
 */
function harnessFault(results) {
    const faults = new Set(results.filter((r) => !r.passed).map((r) => r.fault));
    const [only] = faults;
    return faults.size === 1 ? only : undefined;
}
function checkExpected(c) {
    return c.operator === 'present' ? `${c.subject} present` : `${c.subject} ${c.operator} ${JSON.stringify(c.expected)}`;
}
function checkActual(c) {
    if (c.passed === null)
        return typeof c.actual === 'string' ? c.actual : 'not recomputable';
    return c.operator === 'present' ? (c.actual === true ? 'present' : 'none') : JSON.stringify(c.actual);
}
function checkFailure(c) {
    return `deterministic check ${c.id} (${c.kind}) failed: expected ${checkExpected(c)}, found ${checkActual(c)}`;
}
/** A result's recomputed checks as checklist items; `passed` null when not recomputable. */
function harnessChecklist(r) {
    return (r.checks ?? []).map((c) => ({
        id: c.id,
        passed: c.passed,
        text: `${c.id} (${c.kind}): ${checkExpected(c)} (actual: ${checkActual(c)})`,
    }));
}
/** Why one result fails the gate's harness settings; empty when it passes. */
function harnessFailures(r, settings) {
    const out = [];
    const name = harnessName(r);
    const allowed = r.harness === 'harbor'
        ? (settings.harborStatuses ?? _harbor_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_HARBOR_STATUSES */ .sn)
        : r.harness === 'arksim'
            ? (settings.arksimStatuses ?? _types_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_ARKSIM_STATUSES */ .Fp)
            : r.harness === 'swe_bench'
                ? (settings.sweBenchStatuses ?? _types_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_SWE_BENCH_STATUSES */ .od)
                : (settings.runStatuses ?? _types_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_RUN_STATUSES */ .Vx);
    if (r.status !== null && !allowed.includes(r.status)) {
        const fix = r.harness === 'harbor' ? (0,_harbor_js__WEBPACK_IMPORTED_MODULE_0__/* .harborFix */ .Kn)(r) : undefined;
        out.push(r.reason !== undefined
            ? // Why, then the fix, then where from: a long path never cuts the reason or the fix off a line.
                `${harnessShortName(r)} failed: ${r.reason} (status ${r.status}, not allowed; allowed: ${allowed.join(', ')}).` +
                    `${fix ? ` ${fix}` : ''} Read from ${harnessSources(r)}.`
            : `${name} has status ${r.status}, which is not allowed (allowed: ${allowed.join(', ')}).${fix ? ` ${fix}` : ''}`);
    }
    if (settings.minFinalScore !== undefined) {
        if (r.final_score === null)
            out.push(`${name} has no final score, and the minimum final score is ${settings.minFinalScore}.`);
        else if (r.final_score < settings.minFinalScore) {
            out.push(`${name} has final score ${(0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .scoreText */ .QO)(r.final_score)}, below the minimum final score ${settings.minFinalScore}.`);
        }
    }
    if ((settings.checks ?? 'error') === 'error') {
        for (const c of r.checks ?? [])
            if (c.passed === false)
                out.push(`${name}: ${checkFailure(c)}.`);
    }
    return out;
}
/** Judge the results: each gets `passed`; the failures, worded, in result order. */
function judgeHarness(results, settings) {
    const failures = [];
    const judged = results.map((r) => {
        const why = harnessFailures(r, settings);
        failures.push(...why);
        return { ...r, passed: why.length === 0 };
    });
    return { results: judged, failures };
}
/** One line for a result: "arksim conversation c-1 (evaluation.json): final score 0.8125, Partial Failure". */
function harnessLine(r) {
    const parts = [];
    if (r.final_score !== null)
        parts.push(`final score ${(0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .scoreText */ .QO)(r.final_score)}${r.score_origin === 'recorded' ? ' (as recorded)' : ''}`);
    if (r.status !== null)
        parts.push(r.harness === 'personal_agent_eval' ? `run ${r.status}` : r.status);
    if (r.turns)
        parts.push(`${r.turns.count - r.turns.failed} of ${r.turns.count} turns without a behavior failure`);
    if (r.checks?.length) {
        const passed = r.checks.filter((c) => c.passed === true).length;
        const unknown = r.checks.filter((c) => c.passed === null).length;
        parts.push(`${passed} of ${r.checks.length} checks passed${unknown ? ` (${unknown} not recomputable)` : ''}`);
    }
    return `${harnessName(r)}: ${parts.join(', ') || 'no score'}`;
}


/***/ }),

/***/ 2794:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   REPORT_SCHEMA_VERSION: () => (/* reexport safe */ _core_version_js__WEBPACK_IMPORTED_MODULE_6__.WI),
/* harmony export */   buildReport: () => (/* binding */ buildReport),
/* harmony export */   joined: () => (/* binding */ joined),
/* harmony export */   loopTool: () => (/* binding */ loopTool),
/* harmony export */   notReadLines: () => (/* binding */ notReadLines),
/* harmony export */   primaryCause: () => (/* binding */ primaryCause),
/* harmony export */   serializeReport: () => (/* binding */ serializeReport),
/* harmony export */   terminalReportJson: () => (/* binding */ terminalReportJson),
/* harmony export */   worstSession: () => (/* binding */ worstSession)
/* harmony export */ });
/* harmony import */ var _harness_types_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5509);
/* harmony import */ var _harness_judge_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8027);
/* harmony import */ var _policy_verdict_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5187);
/* harmony import */ var _policy_cases_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1227);
/* harmony import */ var _core_version_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3323);
/* harmony import */ var _prepared_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2313);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1211);
/* harmony import */ var _core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7063);









/** Judge the sessions (and harness results) against the gate settings and build the report. */
function buildReport(gated, settings, extras = {}) {
    const sessions = (0,_policy_cases_js__WEBPACK_IMPORTED_MODULE_2__/* .withoutLoneRuns */ .Pt)(gated);
    const judged = extras.harness ? (0,_harness_judge_js__WEBPACK_IMPORTED_MODULE_0__/* .judgeHarness */ .CI)(extras.harness.results, extras.harness.settings) : undefined;
    const cases = (0,_policy_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .sessionCases */ .CQ)(sessions, settings);
    const h = extras.harness?.settings;
    return {
        schema_version: _core_version_js__WEBPACK_IMPORTED_MODULE_6__/* .REPORT_SCHEMA_VERSION */ .WI,
        tool: { name: _core_version_js__WEBPACK_IMPORTED_MODULE_6__/* .TOOL_NAME */ .lH, version: _core_version_js__WEBPACK_IMPORTED_MODULE_6__/* .TOOL_VERSION */ .wr },
        verdict: (0,_policy_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .decide */ .LD)(sessions, settings, judged ? { results: judged.results.length, failures: judged.failures } : undefined),
        sessions: sessions.map((s) => ({
            source: s.source,
            ...(s.session !== undefined ? { session: s.session } : {}),
            format: s.format,
            preset: s.preset,
            observes: [...s.observes],
            passed: (0,_policy_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .sessionFailures */ .eS)(s, settings).length === 0,
            diagnosis: s.diagnosis,
            ...(s.assertions !== undefined ? { assertions: s.assertions.map((a) => ({ ...a })) } : {}),
            ...(s.case !== undefined ? { case: s.case } : {}),
            integrity: (s.integrity ?? []).map((f) => ({ ...f, ...(f.origin ? { origin: { ...f.origin } } : {}) })),
            ...(s.files
                ? {
                    files: s.files.files.map((f) => ({ ...f, causes: [...f.causes] })),
                    files_outside_workspace: s.files.outside,
                    ...(s.files.root !== undefined ? { files_root: s.files.root } : {}),
                    ...(s.files.unseen ? { edits_not_visible: { ...s.files.unseen } } : {}),
                }
                : {}),
            ...(s.verification
                ? {
                    verification: {
                        ...s.verification,
                        files_after_last_pass: [...s.verification.files_after_last_pass],
                        last_checks: s.verification.last_checks.map((c) => ({ ...c, at: { ...c.at } })),
                    },
                }
                : {}),
        })),
        ...(cases.length ? { cases } : {}),
        ...(judged
            ? {
                harness: {
                    min_final_score: h?.minFinalScore ?? null,
                    allowed_statuses: {
                        arksim: [...(h?.arksimStatuses ?? _harness_types_js__WEBPACK_IMPORTED_MODULE_7__/* .DEFAULT_ARKSIM_STATUSES */ .Fp)],
                        personal_agent_eval: [...(h?.runStatuses ?? _harness_types_js__WEBPACK_IMPORTED_MODULE_7__/* .DEFAULT_RUN_STATUSES */ .Vx)],
                        swe_bench: [...(h?.sweBenchStatuses ?? _harness_types_js__WEBPACK_IMPORTED_MODULE_7__/* .DEFAULT_SWE_BENCH_STATUSES */ .od)],
                        harbor: [...(h?.harborStatuses ?? _harness_types_js__WEBPACK_IMPORTED_MODULE_7__/* .DEFAULT_HARBOR_STATUSES */ .sn)],
                    },
                    checks: h?.checks ?? 'error',
                    results: judged.results,
                },
            }
            : {}),
        ...(extras.notRead?.length
            ? {
                // Sorted by file, each once (shards merged may name the same file).
                not_read: [...new Map(extras.notRead.map((n) => [n.file, { file: n.file, what: n.what }])).values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)),
            }
            : {}),
    };
}
/** The files not read, one line each: "not read: FILE (what it is)". */
function notReadLines(report) {
    return (report.not_read ?? []).map((n) => `not read: ${n.file} (${n.what})`);
}
/** The report as written to a file: two-space indentation and a final newline. */
function serializeReport(report) {
    return joined(reportChunks(report, false));
}
/** The report as written to a terminal or a file by the CLI: `terminalJson(serializeReport(report))`, in chunks. */
function terminalReportJson(report) {
    return reportChunks(report, true);
}
/** Chunks of text and of UTF-8 as one string. */
function joined(chunks) {
    const decoder = new TextDecoder();
    return chunks.map((c) => (typeof c === 'string' ? c : decoder.decode(c))).join('');
}
/** Stands in a report for a field whose text was prepared (src/report/prepared.ts). */
const PREPARED_TOKEN = '\u0000agent-trust-gate:prepared-field\u0000';
/**
 * The report's JSON text, with the heavy fields of a diagnosis received from a worker thread
 * taken as the UTF-8 it prepared (src/report/prepared.ts) rather than written from objects.
 */
function reportChunks(report, terminal) {
    const finish = terminal ? _sanitize_js__WEBPACK_IMPORTED_MODULE_4__/* .terminalJson */ .t3 : (s) => s;
    const plain = () => [finish(JSON.stringify(report, null, 2) + '\n')];
    const prepared = report.sessions.map((s) => (0,_prepared_js__WEBPACK_IMPORTED_MODULE_3__/* .preparedTexts */ .IV)(s.diagnosis));
    if (prepared.every((p) => p === undefined))
        return plain();
    const fields = [];
    const skeleton = {
        ...report,
        sessions: report.sessions.map((s, i) => {
            const p = prepared[i];
            if (!p)
                return s;
            const d = {};
            // Object.keys, not entries: a prepared field is read from its text only when its value is read.
            for (const k of Object.keys(s.diagnosis)) {
                const field = _prepared_js__WEBPACK_IMPORTED_MODULE_3__/* .HEAVY_FIELDS */ .gH.find((f) => f === k);
                if (field)
                    fields.push(p[field]);
                d[k] = field ? PREPARED_TOKEN : s.diagnosis[k];
            }
            return { ...s, diagnosis: d };
        }),
    };
    const pieces = finish(JSON.stringify(skeleton, null, 2) + '\n').split(JSON.stringify(PREPARED_TOKEN));
    // A trace string that is the token itself: no splicing then.
    if (pieces.length !== fields.length + 1)
        return plain();
    const out = [pieces[0]];
    fields.forEach((f, i) => out.push(...(terminal && f.unsafe ? [(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_4__/* .terminalJson */ .t3)((0,_prepared_js__WEBPACK_IMPORTED_MODULE_3__/* .fieldText */ .gF)(f))] : f.bytes), pieces[i + 1]));
    return out;
}
/** The worst session: the worst readiness, then the lowest trust score, then the first. */
function worstSession(report) {
    let worst;
    const rank = (s) => _core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .READINESS_LEVELS */ .LC.indexOf(s.diagnosis.readiness_level);
    for (const s of report.sessions) {
        if (!worst ||
            rank(s) > rank(worst) ||
            (rank(s) === rank(worst) && s.diagnosis.trust_score < worst.diagnosis.trust_score)) {
            worst = s;
        }
    }
    return worst;
}
/**
 * The tool a reference loop cause repeats, for the renderers to name (as code: it is trace
 * content). The reference rule's description is the model's ("Tool call repeated 6 times with
 * matching arguments.") and stays so in the JSON report; the agents rule's names its tool itself.
 */
function loopTool(c) {
    if (c.type !== 'infinite_tool_loop')
        return undefined;
    const tool = c.evidence[0]?.tool;
    return typeof tool === 'string' && tool !== '' && !c.description.includes(tool) ? tool : undefined;
}
/** The cause of the primary diagnosis. */
function primaryCause(d) {
    const p = d.primary_diagnosis;
    return d.failure_causes.find((c) => c.type === p.root_cause_failure_type && c.description === p.description);
}


/***/ }),

/***/ 5152:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EQ: () => (/* binding */ otherReasons),
/* harmony export */   HR: () => (/* binding */ harnessOnlyFailure),
/* harmony export */   L2: () => (/* binding */ verdictWords),
/* harmony export */   Oq: () => (/* binding */ MARK_ICON),
/* harmony export */   TX: () => (/* binding */ NAME_CLOSE),
/* harmony export */   Wz: () => (/* binding */ sessionMark),
/* harmony export */   Xv: () => (/* binding */ MARK_WORD),
/* harmony export */   ZJ: () => (/* binding */ NAME_OPEN),
/* harmony export */   _G: () => (/* binding */ TOKENS_FROM),
/* harmony export */   dn: () => (/* binding */ readinessWhy),
/* harmony export */   g_: () => (/* binding */ worstWhy),
/* harmony export */   n6: () => (/* binding */ runMark),
/* harmony export */   rh: () => (/* binding */ otherCauses),
/* harmony export */   vG: () => (/* binding */ verdictMark),
/* harmony export */   zC: () => (/* binding */ onceQuotedText)
/* harmony export */ });
/* unused harmony exports UNSAFE_BELOW, REVIEW_BELOW, scoreLine */
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2020);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2794);
/* harmony import */ var _policy_verdict_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5187);



/** A trust score below this is unsafe_for_production, whatever the causes. */
const UNSAFE_BELOW = 60;
/** A trust score below this is at best review_recommended. */
const REVIEW_BELOW = 80;
/** The mark of a session: see the top of this file. */
function sessionMark(s) {
    if (!s.passed)
        return 'fail';
    return s.diagnosis.readiness_level === 'ready_for_runtime' ? 'pass' : 'review';
}
/** The mark of a run from its verdict and its worst readiness (null: no session). */
function runMark(passed, worst) {
    if (!passed)
        return 'fail';
    return worst === null || worst === undefined || worst === 'ready_for_runtime' ? 'pass' : 'review';
}
const MARK_ICON = { pass: '✅', review: '⚠️', fail: '❌' };
/** The mark as a word on a terminal. */
const MARK_WORD = { pass: 'pass', review: 'review', fail: 'FAIL' };
/** The failure types of the causes of one severity, each once, in the causes' order: `run_failed, tool_misuse`. */
function typesOf(causes, severity, max = 2) {
    const types = [...new Set(causes.filter((c) => c.severity === severity).map((c) => c.type))];
    const shown = types.slice(0, max).join(', ');
    return types.length > max ? `${shown} and ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(types.length - max, 'other type')}` : shown;
}
function readinessWhy(d) {
    const causes = d.failure_causes;
    if (d.readiness_level === 'unsafe_for_production') {
        if (causes.some((c) => c.severity === 'critical')) {
            const types = typesOf(causes, 'critical');
            return {
                short: `critical ${types}`,
                long: `a critical cause (${types}) makes a run unsafe whatever its trust score`,
                despiteScore: d.trust_score >= UNSAFE_BELOW,
            };
        }
        return {
            short: `trust below ${UNSAFE_BELOW}`,
            long: `a trust score below ${UNSAFE_BELOW} is unsafe`,
            despiteScore: false,
        };
    }
    if (d.readiness_level === 'review_recommended') {
        if (d.trust_score < REVIEW_BELOW)
            return {
                short: `trust below ${REVIEW_BELOW}`,
                long: `a trust score below ${REVIEW_BELOW} calls for a review`,
                despiteScore: false,
            };
        const types = typesOf(causes, 'high');
        return {
            short: `high ${types}`,
            long: `a high-severity cause (${types}) calls for a review whatever the trust score`,
            despiteScore: true,
        };
    }
    return undefined;
}
/**
 * The trust score with its readiness and why, for the line that shows the score:
 * `trust 88, unsafe_for_production: critical run_failed`; `trust 100, ready_for_runtime`.
 */
function scoreLine(d) {
    const why = readinessWhy(d);
    return `trust ${d.trust_score}, ${d.readiness_level}${why ? `: ${why.short}` : ''}`;
}
/**
 * Why the worst readiness of a run is what it is (the worst session's reason: worst readiness,
 * then lowest trust), in a few words: `critical run_failed`; undefined when it is ready.
 */
function worstWhy(report) {
    const worst = (0,_json_js__WEBPACK_IMPORTED_MODULE_1__.worstSession)(report);
    return worst && readinessWhy(worst.diagnosis)?.short;
}
/**
 * Whether the gate failed on evaluation harness results alone: no session failed on its trace,
 * and a harness result did. The report then leads with the harness's reason, never with a
 * failure mark beside "0 sessions failed".
 */
function harnessOnlyFailure(report) {
    const v = report.verdict;
    return !v.passed && v.failed_session_count === 0 && (report.harness?.results ?? []).some((r) => !r.passed);
}
/**
 * The verdict in a few words: `passed`, `passed, 1 run to review`, `failed`; `failed by the
 * evaluation harness` when only a harness result failed it.
 */
function verdictWords(passed, sessions, harnessOnly = false) {
    if (!passed)
        return harnessOnly ? 'failed by the evaluation harness' : 'failed';
    const review = sessions.filter((s) => (typeof s === 'string' ? s : sessionMark(s)) === 'review').length;
    return review ? `passed, ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(review, 'run')} to review` : 'passed';
}
/** The mark of the whole run: fail when the gate failed, review when it passed with a session to review. */
function verdictMark(passed, sessions) {
    if (!passed)
        return 'fail';
    return sessions.some((s) => sessionMark(s) === 'review') ? 'review' : 'pass';
}
/** Where tokens the trace does not record were counted (cost_analysis.tokens_from), as the reports say it. */
const TOKENS_FROM = {
    harbor_result: "Harbor's result.json",
    droid_settings: "Factory Droid's session settings",
};
/**
 * The reasons of the verdict that the session rows or blocks shown do not already say: a
 * session's own "is unsafe_for_production (trust 34; ...)" is its row and its block, and
 * "Passed: ..." is the verdict's own sentence. `rows`: the sessions shown (a cut table shows fewer).
 */
function otherReasons(report, rows = report.sessions) {
    const told = rows.map((s) => `${(0,_policy_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .sessionName */ .Cy)(s)} is ${s.diagnosis.readiness_level} (trust `);
    return report.verdict.reasons.filter((r) => !r.startsWith('Passed: ') && !told.some((t) => r.startsWith(t)));
}
/** Quotes in our descriptions: trace text between straight double quotes. */
const QUOTE = /"([^"\n]+)"/g;
/** Stand-ins around the index of a repeated name in `onceQuotedText`'s text (private-use characters). */
const NAME_OPEN = '\ue000';
const NAME_CLOSE = '\ue001';
/**
 * A description or a fix with each quote of the trace said once per session: a quote `seen`
 * before is left out where it only repeats itself (`(last error: "…")`, `: "…"` before the end
 * of a clause), a short name ("bash") becomes `NAME_OPEN index NAME_CLOSE` (the renderer shows
 * `names[index]` as a name, not a quote), and a longer quote is referred to. The quotes of `raw`
 * are then `seen`.
 */
function onceQuotedText(raw, seen) {
    let text = raw
        .replace(/\s*\((?:[^()"]*?:\s*)?"([^"\n]+)"\)/g, (m, q) => (seen.has(q) ? '' : m))
        .replace(/:\s*"([^"\n]+)"(?=[.;,]|$)/g, (m, q) => (seen.has(q) ? '' : m));
    const names = [];
    text = text.replace(QUOTE, (m, q) => {
        if (!seen.has(q))
            return m;
        if (q.length <= 40 && !/\s/.test(q)) {
            names.push(q);
            return `${NAME_OPEN}${names.length - 1}${NAME_CLOSE}`;
        }
        return 'the message quoted above';
    });
    for (const m of raw.matchAll(QUOTE))
        seen.add(m[1]);
    return { text, names };
}
const SEVERITY_ORDER = { critical: 0, high: 1, medium: 2, low: 3 };
/** The causes other than the primary one, by severity, then impact, then the report's order. */
function otherCauses(causes, primary) {
    return causes
        .map((c, i) => ({ c, i }))
        .filter(({ c }) => c !== primary)
        .sort((a, b) => (SEVERITY_ORDER[a.c.severity] ?? 9) - (SEVERITY_ORDER[b.c.severity] ?? 9) ||
        a.c.impact_score - b.c.impact_score ||
        a.i - b.i)
        .map(({ c }) => c);
}


/***/ })

};
