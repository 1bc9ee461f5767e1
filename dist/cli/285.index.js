export const id = 285;
export const ids = [285];
export const modules = {

/***/ 3419:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CL: () => (/* binding */ unseenWords),
/* harmony export */   Y_: () => (/* binding */ changedFiles),
/* harmony export */   av: () => (/* binding */ rootWords),
/* harmony export */   bE: () => (/* binding */ filesSection),
/* harmony export */   je: () => (/* binding */ MAX_FILES_LISTED),
/* harmony export */   jg: () => (/* binding */ alsoWords),
/* harmony export */   uf: () => (/* binding */ editWords),
/* harmony export */   zG: () => (/* binding */ noneEditedWords)
/* harmony export */ });
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2020);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1211);
/**
 * "What the agent changed": the files a session's agent edited or wrote (sessions[].files), with
 * how many edits, how many failed, and the failure causes whose evidence involves each; then how
 * many it only read, and how many outside the workspace (counted, never named). When the agent
 * worked apart from the workspace (`files_root`), the files are named relative to its working
 * directory, and the section says so; edits the trace cannot show (`edits_not_visible`: through
 * shell commands, redacted patches) are said rather than left out, so that "changed nothing" and
 * "cannot see" read differently. Paths come from the trace: escaped as code. Shared by the
 * Markdown renderers; the HTML report has its own.
 */


/** The most files the section lists; the JSON report has them all. */
const MAX_FILES_LISTED = 20;
/** The files changed, those with causes first (the agent's struggle), then by path. */
function changedFiles(s) {
    const changed = (s.files ?? []).filter((f) => f.edits > 0);
    return [...changed.filter((f) => f.causes.length), ...changed.filter((f) => !f.causes.length)];
}
/** `6 edits (4 failed)`, `1 edit`; with reads when there were some. */
function editWords(f) {
    const failed = f.failed_edits ? ` (${f.failed_edits} failed)` : '';
    const reads = f.reads ? `, ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(f.reads, 'read')}` : '';
    return `${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(f.edits, 'edit')}${failed}${reads}`;
}
/**
 * What is said after the files changed: how many were only read, and how many lay outside the
 * workspace. Those are counted, never named, and may have been edited: so a session whose files
 * are all outside is never said to have changed nothing.
 */
function alsoWords(s) {
    const readOnly = (s.files?.length ?? 0) - changedFiles(s).length;
    const outside = s.files_outside_workspace ?? 0;
    return [
        ...(readOnly ? [`${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(readOnly, 'file')} only read`] : []),
        ...(outside ? [`${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(outside, 'file')} outside ${whereWords(s)}, edited or read (not named)`] : []),
    ];
}
/** Where the files are named from: the workspace, or the agent's own working directory. */
function whereWords(s) {
    return s.files_root !== undefined ? "the agent's working directory" : 'the workspace';
}
/** The sentence that says the files are named relative to the agent's working directory; `path` writes the path. */
function rootWords(s, path) {
    return s.files_root !== undefined
        ? `files named relative to the agent's working directory ${path(s.files_root)}`
        : undefined;
}
/** Edits the trace cannot show, and why: "edits not visible in this trace (made through shell commands)". */
function unseenWords(s) {
    const u = s.edits_not_visible;
    if (!u || (!u.shell && !u.redacted))
        return undefined;
    const why = [...(u.shell ? ['made through shell commands'] : []), ...(u.redacted ? ['its patches are redacted'] : [])];
    return `edits not visible in this trace (${why.join('; ')})`;
}
/** What is said when no file was seen edited: that none was, or that edits could not be seen. */
function noneEditedWords(s) {
    return unseenWords(s) ?? `no file of ${whereWords(s)} was edited`;
}
/** The section's lines (none when the session touched no file); `type` writes a failure type. */
function filesSection(s, type) {
    if (!s.files)
        return [];
    const changed = changedFiles(s);
    const readOnly = s.files.length - changed.length;
    const outside = s.files_outside_workspace ?? 0;
    const unseen = unseenWords(s);
    if (!changed.length && !readOnly && !outside && !unseen)
        return [];
    const out = ['**What the agent changed:**', ''];
    const root = rootWords(s, (p) => (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(p, { max: 200 }));
    if (root)
        out.push(`- ${root[0].toUpperCase()}${root.slice(1)}.`);
    for (const f of changed.slice(0, MAX_FILES_LISTED)) {
        const causes = f.causes.length ? `; ${f.causes.map(type).join(', ')}` : '';
        out.push(`- ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(f.path, { max: 200 })}: ${editWords(f)}${causes}`);
    }
    if (changed.length > MAX_FILES_LISTED) {
        out.push(`- …and ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(changed.length - MAX_FILES_LISTED, 'more file')}; the JSON report lists them all.`);
    }
    if (!changed.length)
        out.push(`- ${noneEditedWords(s)}.`);
    else if (unseen)
        out.push(`- Also ${unseen}.`);
    const also = alsoWords(s);
    if (also.length)
        out.push(`- Also: ${also.join('; ')}.`);
    out.push('');
    return out;
}


/***/ }),

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

/***/ 4285:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMMENT_MAX_CHARS: () => (/* binding */ COMMENT_MAX_CHARS),
/* harmony export */   MAX_DIAGRAM_EVIDENCE: () => (/* binding */ MAX_DIAGRAM_EVIDENCE),
/* harmony export */   MAX_NOT_READ_LISTED: () => (/* binding */ MAX_NOT_READ_LISTED),
/* harmony export */   RENDER_LEVELS: () => (/* binding */ RENDER_LEVELS),
/* harmony export */   SUMMARY_MAX_BYTES: () => (/* binding */ SUMMARY_MAX_BYTES),
/* harmony export */   renderComment: () => (/* binding */ renderComment),
/* harmony export */   renderMarkdown: () => (/* binding */ renderMarkdown),
/* harmony export */   renderSummary: () => (/* binding */ renderSummary)
/* harmony export */ });
/* harmony import */ var _policy_assertions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5729);
/* harmony import */ var _policy_cases_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1227);
/* harmony import */ var _harness_judge_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8027);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2794);
/* harmony import */ var _policy_verdict_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5187);
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7355);
/* harmony import */ var _history_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4518);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1211);
/* harmony import */ var _files_section_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3419);
/* harmony import */ var _verification_line_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(618);
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2020);
/* harmony import */ var _engine_presets_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9236);
/* harmony import */ var _marks_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5152);
/**
 * The human report in Markdown: the pull request comment, the job summary and the CLI's
 * --markdown. Pure: a function of the report and the options given, no clock, no environment.
 *
 * Most important first: the verdict and why; trust score and readiness per session; for each
 * session its primary diagnosis and causal chain, the remediation, the failure causes; then,
 * folded, the dimension scores, the evidence summary and the causal chain as a Mermaid diagram.
 *
 * GitHub's limits (65,536 characters for a comment, 1 MiB for a job summary) are met by shrinking
 * in steps, never by cutting mid-table: every session in full; then only the failing sessions in
 * full; then one table row per session; then as many rows as fit. The output says what it left
 * out and where to find it.
 *
 * All trace-derived text goes through ./sanitize.js.
 */













const COMMENT_MAX_CHARS = 65_536;
const SUMMARY_MAX_BYTES = 1024 * 1024;
const RENDER_LEVELS = ['all', 'failing', 'oneline', 'truncated'];
/** Evidence nodes in the Mermaid diagram of a session, at most. */
const MAX_DIAGRAM_EVIDENCE = 8;
/** Verdict reasons listed when the report is shrunk, at most. */
const MAX_REASONS_SHRUNK = 10;
/** Origin lines listed per failure cause, at most. */
const MAX_ORIGINS = 10;
/**
 * A value the report's schema constrains (an enum, a number): as it is when it is a plain word
 * (`_` between letters cannot start emphasis), else escaped like any other text.
 */
const word = (x) => {
    const s = String(x ?? '');
    return /^-?[A-Za-z0-9]+(?:[_.-][A-Za-z0-9]+)*$/.test(s) && s.length <= 80 ? s : (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdText */ .bC)(s, 80);
};
/** Failing sessions first, then the others; report order within each. */
function ordered(report) {
    return [...report.sessions.filter((s) => !s.passed), ...report.sessions.filter((s) => s.passed)];
}
/**
 * The verdict, once: the heading, one sentence (how many sessions failed, and the bar), then
 * the reasons that no session row or section says. With one session shown in full, its own
 * section says its readiness; with a table, the table does. When only an evaluation harness
 * failed the run, the harness's reason leads.
 */
function verdictBlock(report, maxReasons, rows = report.sessions) {
    const v = report.verdict;
    const harnessOnly = (0,_marks_js__WEBPACK_IMPORTED_MODULE_11__/* .harnessOnlyFailure */ .HR)(report);
    const mark = (0,_marks_js__WEBPACK_IMPORTED_MODULE_11__/* .verdictMark */ .vG)(v.passed, report.sessions);
    // Failed by the harness alone: the heading says why, from the harness.
    const why = harnessOnly ? (0,_harness_judge_js__WEBPACK_IMPORTED_MODULE_2__/* .harnessLeadWhy */ .fX)(report.harness?.results ?? []) : undefined;
    const lines = [
        `## ${_marks_js__WEBPACK_IMPORTED_MODULE_11__/* .MARK_ICON */ .Oq[mark]} Agent trust gate: ${(0,_marks_js__WEBPACK_IMPORTED_MODULE_11__/* .verdictWords */ .L2)(v.passed, report.sessions, harnessOnly)}` +
            (why ? `: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdText */ .bC)(why, 300)}` : ''),
        '',
    ];
    // The sessions shown (`rows`: a cut table shows fewer) say why they failed; the others' reasons stay.
    const all = (0,_marks_js__WEBPACK_IMPORTED_MODULE_11__/* .otherReasons */ .EQ)(report, rows);
    if (v.session_count > 0) {
        const bar = `fail-on \`${v.fail_on}\`` +
            (v.min_trust_score !== null ? `, minimum trust score ${word(v.min_trust_score)}` : '');
        const review = report.sessions.filter((s) => (0,_marks_js__WEBPACK_IMPORTED_MODULE_11__/* .sessionMark */ .Wz)(s) === 'review').length;
        const toReview = mark === 'review'
            ? ` ${_marks_js__WEBPACK_IMPORTED_MODULE_11__/* .MARK_ICON */ .Oq.review} marks ${review === 1 ? 'the session' : `the ${review} sessions`} to review.`
            : '';
        const lowest = v.session_count > 1 ? ` Lowest trust score **${word(v.trust_score)}**.` : '';
        lines.push(harnessOnly
            ? `**${HARNESS_FAULT_WORDS[(0,_harness_judge_js__WEBPACK_IMPORTED_MODULE_2__/* .harnessFault */ .NO)(report.harness?.results ?? []) ?? 'unknown']}** (the reason below); ` +
                `${v.session_count === 1 ? 'the session' : `none of the ${v.session_count} sessions`} ` +
                `${v.session_count === 1 ? 'passed' : 'failed'} the gate on ${v.session_count === 1 ? 'its' : 'their'} trace (${bar}).${lowest}${toReview}`
            : (v.passed
                ? `**${v.session_count === 1 ? 'The session' : `All ${v.session_count} sessions`} passed** the gate (${bar}).`
                : `**${v.failed_session_count} of ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(v.session_count, 'session')} failed** the gate (${bar}).`) +
                `${lowest}${toReview}`, '');
    }
    const reasons = all.slice(0, maxReasons);
    for (const r of reasons)
        lines.push(`- ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdText */ .bC)(r, 500)}`);
    if (all.length > reasons.length)
        lines.push(`- …and ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(all.length - reasons.length, 'more reason')}.`);
    lines.push('');
    return lines;
}
/** Whose failure a run failed by its harness alone was, as the verdict's sentence says it. */
const HARNESS_FAULT_WORDS = {
    agent: "The evaluation harness failed the agent's run",
    harness: 'The evaluation harness itself failed, not the agent',
    unknown: 'An evaluation harness failed the run',
};
/** A failure type as code, linked to the page of the rule that found it when the report says where rule pages are. */
function typeCode(s, type, x, table = false) {
    const code = (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdCode */ .xs)(type, { table });
    const page = x.rulesBase ? (0,_engine_presets_js__WEBPACK_IMPORTED_MODULE_10__/* .rulePage */ .gd)(s.preset, type) : undefined;
    return page ? `[${code}](${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdUrl */ .T3)(`${x.rulesBase}/${page}`)})` : code;
}
/**
 * ` (tool X)` after a reference loop cause; empty otherwise. The name is trace text: escaped as
 * Markdown, with its angle brackets as entities so that no tag appears even escaped.
 */
function toolNote(c) {
    const tool = c && (0,_json_js__WEBPACK_IMPORTED_MODULE_3__.loopTool)(c);
    if (!tool)
        return '';
    return ` (tool ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdText */ .bC)(tool, 100).replace(/\\[<>]/g, (m) => (m === '\\<' ? '&lt;' : '&gt;'))})`;
}
function primaryCell(s, x) {
    const p = s.diagnosis.primary_diagnosis;
    if ((0,_policy_verdict_js__WEBPACK_IMPORTED_MODULE_4__/* .readNothing */ .MS)(s))
        return 'nothing to judge (no events read)';
    return p.root_cause_failure_type ? `${typeCode(s, p.root_cause_failure_type, x, true)} (${word(p.severity)})` : 'none';
}
function extrasOf(options) {
    const b = options.baseline;
    const comparison = b && 'sessions' in b ? b : undefined;
    return {
        ...(comparison ? { comparison } : {}),
        ...(b && 'missing' in b ? { missingBaseline: b.missing } : {}),
        deltas: new Map((comparison?.sessions ?? []).map((d) => [d.session, d])),
        history: options.history ?? [],
        ...(options.runLink ? { runLink: options.runLink } : {}),
        notes: options.notes ?? [],
        ...(options.rulesBase ? { rulesBase: options.rulesBase } : {}),
    };
}
function tableHead(x) {
    return x.comparison
        ? ['| | Session | Trust score | Change | Readiness | Primary failure |', '| :-: | --- | --: | --: | --- | --- |']
        : ['| | Session | Trust score | Readiness | Primary failure |', '| :-: | --- | --: | --- | --- |'];
}
/** A session's change against the baseline: `+5`, `**-12**` when it regressed, `new` without one. */
function changeCell(x, s) {
    const d = x.deltas.get((0,_policy_verdict_js__WEBPACK_IMPORTED_MODULE_4__/* .sessionName */ .Cy)(s));
    if (!d)
        return 'new';
    return d.regressed ? `**${(0,_baseline_js__WEBPACK_IMPORTED_MODULE_5__.signedDelta)(d.trust_delta)}**` : (0,_baseline_js__WEBPACK_IMPORTED_MODULE_5__.signedDelta)(d.trust_delta);
}
function tableRow(x, s) {
    const d = s.diagnosis;
    const change = x.comparison ? ` ${changeCell(x, s)} |` : '';
    return (`| ${_marks_js__WEBPACK_IMPORTED_MODULE_11__/* .MARK_ICON */ .Oq[(0,_marks_js__WEBPACK_IMPORTED_MODULE_11__/* .sessionMark */ .Wz)(s)]} | ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdCode */ .xs)((0,_policy_verdict_js__WEBPACK_IMPORTED_MODULE_4__/* .sessionName */ .Cy)(s), { table: true })} | ${word(d.trust_score)} ` +
        `|${change} ${word(d.readiness_level)} | ${primaryCell(s, x)} |`);
}
const MOVEMENT_ICON = { regressed: '📉', worse: '↘️', improved: '📈', unchanged: '➖' };
const typeList = (types) => types.length ? types.map((t) => (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdCode */ .xs)(t, { table: true })).join(', ') : 'none';
/** The comparison with the baseline: a summary line, then (when `rows`) a table of what moved. */
function baselineSection(x, rows) {
    if (x.missingBaseline !== undefined) {
        return [`**Baseline:** none to compare with: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdText */ .bC)(x.missingBaseline, 400)}. Nothing fails for it.`, ''];
    }
    const c = x.comparison;
    if (!c)
        return [];
    const n = (0,_baseline_js__WEBPACK_IMPORTED_MODULE_5__.countComparison)(c);
    const parts = [
        n.regressed ? `**${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(n.regressed, 'session')} regressed**` : 'no session regressed',
        ...(n.worse ? [`${n.worse} lower within the tolerance`] : []),
        ...(n.improved ? [`${n.improved} improved`] : []),
        ...(n.unchanged ? [`${n.unchanged} unchanged`] : []),
    ];
    const unmatched = [
        ...(n.added ? [`${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(n.added, 'session')} without a baseline`] : []),
        ...(n.removed ? [`${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(n.removed, 'baseline session')} not in this run`] : []),
    ];
    const rule = `a regression is a trust score more than ${word(c.tolerance)} points lower, or a failure type that became ` +
        `critical` +
        (n.regressed && !c.fail_on_regression ? '; fail-on-regression is off, so regressions do not fail the gate' : '');
    const out = [
        '### Compared with the baseline',
        '',
        `Baseline: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdText */ .bC)(c.baseline, 300)}. ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(c.sessions.length, 'session')} compared: ${parts.join(', ')}` +
            `${unmatched.length ? `; ${unmatched.join(', ')}` : ''} (${rule}).`,
        '',
    ];
    const shown = rows === 'none' ? [] : c.sessions.filter((d) => (rows === 'regressed' ? d.regressed : (0,_baseline_js__WEBPACK_IMPORTED_MODULE_5__.changed)(d)));
    if (shown.length) {
        out.push('| | Session | Trust score | Change | Readiness | New failure types | Resolved failure types |', '| :-: | --- | --: | --: | --- | --- | --- |');
        for (const d of shown) {
            const renamed = d.baseline_session !== d.session ? ` (baseline ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdCode */ .xs)(d.baseline_session, { table: true })})` : '';
            const readiness = d.readiness_level === d.baseline_readiness_level
                ? word(d.readiness_level)
                : `${word(d.readiness_level)} (was ${word(d.baseline_readiness_level)})`;
            out.push(`| ${MOVEMENT_ICON[(0,_baseline_js__WEBPACK_IMPORTED_MODULE_5__.movement)(d)]} | ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdCode */ .xs)(d.session, { table: true })}${renamed} | ` +
                `${word(d.trust_score)} (was ${word(d.baseline_trust_score)}) | ` +
                `${d.regressed ? `**${(0,_baseline_js__WEBPACK_IMPORTED_MODULE_5__.signedDelta)(d.trust_delta)}**` : (0,_baseline_js__WEBPACK_IMPORTED_MODULE_5__.signedDelta)(d.trust_delta)} | ` +
                `${readiness} | ${typeList(d.new_failures)} | ${typeList(d.resolved_failures)} |`);
        }
        out.push('');
    }
    if (rows === 'regressed' && shown.length < c.sessions.filter(_baseline_js__WEBPACK_IMPORTED_MODULE_5__.changed).length) {
        out.push('Only the sessions that regressed are listed here.', '');
    }
    return out;
}
function runLabel(e) {
    const name = e.number !== undefined ? `#${e.number}` : `run ${e.run}`;
    return e.attempt !== undefined && e.attempt > 1 ? `${name} (attempt ${e.attempt})` : name;
}
/** The trend of this pull request: a sparkline, and folded, a table of runs and a chart. */
function trendSection(x, full) {
    const h = x.history;
    if (h.length < 2)
        return [];
    const trust = h.map((e) => e.trust);
    const out = [
        `**Trend on this pull request** (lowest trust score of the last ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(h.length, 'run')}, oldest first): ` +
            `${(0,_history_js__WEBPACK_IMPORTED_MODULE_6__.sparkline)(trust)} ${trust.map((t) => (t === null ? '–' : String(t))).join(' → ')}`,
        '',
    ];
    if (!full)
        return out;
    out.push('<details>', '<summary>Runs on this pull request</summary>', '', '| Run | Commit | Trust score | Readiness | Primary failure | Tool calls | Verdict |', '| --- | --- | --: | --- | --- | --: | --- |');
    for (const e of h) {
        const link = x.runLink?.(e.run);
        const run = link ? `[${runLabel(e)}](${link})` : runLabel(e);
        out.push(`| ${run} | ${e.sha ? `\`${e.sha.slice(0, 7)}\`` : ''} | ${e.trust ?? '–'} | ${e.readiness ?? '–'} | ` +
            `${e.primary ? `\`${e.primary}\`` : 'none'} | ${e.tool_calls} | ${_marks_js__WEBPACK_IMPORTED_MODULE_11__/* .MARK_ICON */ .Oq[(0,_marks_js__WEBPACK_IMPORTED_MODULE_11__/* .runMark */ .n6)(e.passed, e.readiness)]} ` +
            `${e.passed ? 'passed' : 'failed'} |`);
    }
    const points = h.filter((e) => e.trust !== null);
    if (points.length >= 2) {
        out.push('', '```mermaid', 'xychart-beta', '  title "Lowest trust score per run"', `  x-axis [${points.map((e) => `"${runLabel(e)}"`).join(', ')}]`, '  y-axis "Trust score" 0 --> 100', `  line [${points.map((e) => e.trust).join(', ')}]`, '```');
    }
    out.push('', '</details>', '');
    return out;
}
/** The notes, right under the verdict. */
function preamble(x) {
    return x.notes.flatMap((n) => [n, '']);
}
/** A record id from a trace that is safe to show as it is: letters, digits and a few marks, 64 at most. */
function isPlainId(id) {
    return /^[A-Za-z0-9_.:-]{1,64}$/.test(id);
}
/**
 * Whether the line numbers of a session's evidence tell records apart: not when every origin is
 * on one line (a one-document JSON file, such as a span trace) and the records carry ids of
 * their own, which say more.
 */
function linesMeanSomething(s) {
    const origins = s.diagnosis.failure_causes.flatMap((c) => c.evidence_origins);
    const lines = new Set(origins.map((o) => o.line).filter((l) => l !== undefined));
    return (lines.size !== 1 ||
        origins.length < 2 ||
        !origins.every((o) => o.span_id !== undefined || o.id !== undefined || o.index !== undefined));
}
/** Record indexes of a one-document trace: `record 4`, `records 3 and 7`, `records 0 to 10`. */
function recordsText(indexes) {
    if (indexes.length === 1)
        return `record ${indexes[0]}`;
    if (indexes.length === 2)
        return `records ${indexes[0]} and ${indexes[1]}`;
    return `records ${indexes[0]} to ${indexes[indexes.length - 1]}`;
}
function originsText(cause, showLines = true) {
    const lines = [
        ...new Set(cause.evidence_origins.map((o) => o.line).filter((l) => l !== undefined)),
    ].sort((a, b) => a - b);
    const indexes = [
        ...new Set(cause.evidence_origins
            .filter((o) => (o.line === undefined || !showLines) && o.index !== undefined)
            .map((o) => o.index)),
    ].sort((a, b) => a - b);
    const list = (xs, f) => xs.slice(0, MAX_ORIGINS).map(f).join(', ') + (xs.length > MAX_ORIGINS ? ', …' : '');
    const spans = [...new Set(cause.evidence_origins.map((o) => o.span_id).filter((id) => id !== undefined))]
        .filter(isPlainId)
        .sort();
    // Message or event ids, when the lines say nothing and there are no span ids.
    const ids = showLines || spans.length
        ? []
        : [...new Set(cause.evidence_origins.map((o) => o.id).filter((id) => id !== undefined))].filter(isPlainId).sort();
    const strings = (xs) => xs
        .slice(0, MAX_ORIGINS)
        .map((x) => `\`${x}\``)
        .join(', ') + (xs.length > MAX_ORIGINS ? ', …' : '');
    const parts = [];
    if (lines.length && (showLines || (!spans.length && !ids.length && !indexes.length)))
        parts.push(`${lines.length === 1 ? 'line' : 'lines'} ${list(lines, String)}`);
    if (indexes.length)
        parts.push(recordsText(indexes));
    if (spans.length)
        parts.push(`${spans.length === 1 ? 'span' : 'spans'} ${strings(spans)}`);
    if (ids.length)
        parts.push(`${ids.length === 1 ? 'record' : 'records'} ${strings(ids)}`);
    const n = (0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(cause.evidence.length, 'event');
    return parts.length ? `${n}: ${parts.join('; ')}` : n;
}
/** The primary cause's causal chain, and its evidence events pointing at the failure. */
function mermaidDiagram(s) {
    const d = s.diagnosis;
    const showLines = linesMeanSomething(s);
    const type = d.primary_diagnosis.root_cause_failure_type;
    const cause = type ? d.failure_causes.find((c) => c.type === type) : undefined;
    if (!cause)
        return [];
    const out = ['```mermaid', 'flowchart LR'];
    const chain = cause.causal_chain;
    chain.forEach((step, i) => {
        out.push(`  c${i}["${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mermaidLabel */ ._b)(step)}"]`);
        if (i > 0)
            out.push(`  c${i - 1} --> c${i}`);
    });
    out.push(`  f{{"${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mermaidLabel */ ._b)(`${cause.type}: ${cause.severity}`)}"}}`);
    if (chain.length)
        out.push(`  c${chain.length - 1} ==> f`);
    const labels = new Map(d.causal_graph.nodes.map((n) => [n.id, n.label]));
    const seen = new Set();
    const evidence = [];
    cause.evidence.forEach((e, i) => {
        const id = String(e.event_id);
        if (seen.has(id))
            return;
        seen.add(id);
        const o = cause.evidence_origins[i];
        const where = o?.span_id !== undefined && isPlainId(o.span_id)
            ? `span ${o.span_id}`
            : !showLines && o?.id !== undefined && isPlainId(o.id)
                ? `record ${o.id}`
                : o?.line !== undefined && (showLines || o.index === undefined)
                    ? `line ${o.line}`
                    : o?.index !== undefined
                        ? `record ${o.index}`
                        : id;
        evidence.push({ label: labels.get(id) ?? String(e.event), where });
    });
    evidence.slice(0, MAX_DIAGRAM_EVIDENCE).forEach((e, i) => {
        out.push(`  e${i}["${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mermaidLabel */ ._b)(`${e.where}: ${e.label}`)}"] -.-> f`);
    });
    if (evidence.length > MAX_DIAGRAM_EVIDENCE) {
        out.push(`  more["${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mermaidLabel */ ._b)(`+${evidence.length - MAX_DIAGRAM_EVIDENCE} more evidence events`)}"] -.-> f`);
    }
    out.push('```');
    return out;
}
/** `: 5 tool calls, 3 errors`: the kinds of events the session has, none of those it has not. */
function counted(e) {
    const parts = [
        [e.tool_calls, 'tool call'],
        [e.tool_outputs, 'tool output'],
        [e.memory_events, 'memory event'],
        [e.retries, 'retry', 'retries'],
        [e.errors, 'error'],
        [e.state_transitions, 'state transition'],
    ];
    const shown = parts.filter(([n]) => n > 0).map(([n, one, many]) => (0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(n, one, many));
    return shown.length ? `: ${shown.join(', ')}` : '';
}
function evidenceSummary(s) {
    const e = s.diagnosis.evidence_summary;
    const c = s.diagnosis.cost_analysis;
    return (`**Evidence summary:** ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(e.event_count, 'event')}${counted(e)}. ` +
        // A trace with no token counts says so, rather than "0 in all" as if the run spent nothing.
        (c.total_tokens > 0 || e.event_counts.token_usage
            ? `Tokens: ${grouped(c.total_tokens)} in all${c.tokens_from ? ` (from ${_marks_js__WEBPACK_IMPORTED_MODULE_11__/* .TOKENS_FROM */ ._G[c.tokens_from]}: the trace records none)` : ''}, `
            : 'Tokens: none recorded; ') +
        (c.duplicate_calls > 0
            ? `${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(c.duplicate_calls, 'duplicate tool call')} (redundancy ${c.redundancy_score}%), ` +
                `estimated token waste ${grouped(c.token_waste)}.`
            : 'no duplicate tool calls.'));
}
/** The session's integrity findings, as a list (trace ids and paths in them as text, escaped). */
function integrityLines(s) {
    const findings = s.integrity ?? [];
    if (findings.length === 0)
        return [];
    return [
        `**Integrity:** ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(findings.length, 'finding')}; this trace may not be the whole, untouched record of this run.`,
        '',
        ...findings.map((f) => {
            const at = f.origin?.line !== undefined
                ? ` (line ${f.origin.line})`
                : f.origin?.index !== undefined
                    ? ` (item ${f.origin.index})`
                    : '';
            return `- \`${f.kind}\`${at}: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdText */ .bC)(f.detail, 300)}`;
        }),
        '',
    ];
}
/** The session's assertions from the policy, as a checklist. */
function assertionLines(s) {
    const items = (0,_policy_assertions_js__WEBPACK_IMPORTED_MODULE_0__.sessionChecklist)(s);
    if (items.length === 0)
        return [];
    return [
        '**Assertions:**',
        '',
        ...items.map((i) => {
            const level = i.passed ? '' : i.level === 'error' ? '**error:** ' : 'warning: ';
            return `- [${i.passed ? 'x' : ' '}] ${level}${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdText */ .bC)(i.text, 300)}`;
        }),
        '',
    ];
}
/** Repeated runs of a case: failing cases, then flaky ones apart, then a count of the passing. */
function casesSection(report, full) {
    const cases = report.cases ?? [];
    if (cases.length === 0)
        return [];
    const g = (0,_policy_cases_js__WEBPACK_IMPORTED_MODULE_1__/* .casesByStatus */ .PZ)(cases);
    const out = ['### Repeated runs', ''];
    const counts = `${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(g.failing.length, 'failing case')}, ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(g.flaky.length, 'flaky case')}, ` +
        `${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(g.passing.length, 'passing case')}.`;
    if (!full)
        return [...out, counts, ''];
    out.push(counts, '');
    const list = (title, items) => items.length
        ? [`**${title}:**`, '', ...items.map((c) => `- ${c.passed ? '✅' : '❌'} ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdText */ .bC)((0,_policy_cases_js__WEBPACK_IMPORTED_MODULE_1__/* .caseLine */ .HG)(c), 400)}`), '']
        : [];
    out.push(...list('Failing', g.failing), ...list('Flaky (some runs passed, some failed)', g.flaky));
    if (g.passing.length)
        out.push(`**Passing:** ${g.passing.map((c) => (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdCode */ .xs)(c.case)).join(', ')}`, '');
    return out;
}
/** Scores read from evaluation harnesses: their own section, never part of a trust score. */
function harnessSection(report, full) {
    const results = report.harness?.results ?? [];
    if (results.length === 0)
        return [];
    const failed = results.filter((r) => !r.passed).length;
    const out = [
        '### Scores from evaluation harnesses',
        '',
        `${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(results.length, 'result')}, ${failed} failing. These scores are judged on their own and never ` +
            `change a trust score.`,
        '',
    ];
    if (!full)
        return out;
    for (const r of results) {
        out.push(`- ${r.passed ? '✅' : '❌'} ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdText */ .bC)((0,_harness_judge_js__WEBPACK_IMPORTED_MODULE_2__/* .harnessLine */ .rl)(r), 400)}`);
        for (const c of (0,_harness_judge_js__WEBPACK_IMPORTED_MODULE_2__/* .harnessChecklist */ .FI)(r)) {
            const unknown = c.passed === null ? ' (cannot be recomputed from the files given)' : '';
            out.push(`  - [${c.passed === true ? 'x' : ' '}] ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdText */ .bC)(c.text, 300)}${unknown}`);
        }
        if (r.mismatches.length)
            out.push(`  - recorded values differ from the recomputation: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdText */ .bC)(r.mismatches.join('; '), 300)}`);
    }
    out.push('');
    return out;
}
/** Files not read listed in Markdown, at most; the JSON report lists them all. */
const MAX_NOT_READ_LISTED = 50;
/** Files found beside the traces and not read: a count, and folded, the list. */
function notReadSection(report, full) {
    const files = report.not_read ?? [];
    if (files.length === 0)
        return [];
    const count = `${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(files.length, 'file')} found beside the traces ${files.length === 1 ? 'is' : 'are'} not read.`;
    if (!full)
        return [count, ''];
    const out = ['<details>', `<summary>${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdText */ .bC)(count, 200)}</summary>`, ''];
    for (const n of files.slice(0, MAX_NOT_READ_LISTED))
        out.push(`- not read: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdCode */ .xs)(n.file, { max: 300 })} (${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdText */ .bC)(n.what, 200)})`);
    if (files.length > MAX_NOT_READ_LISTED)
        out.push(`- …and ${files.length - MAX_NOT_READ_LISTED} more; the JSON report lists them all.`);
    out.push('', '</details>', '');
    return out;
}
/** A whole number with thousands separators (47,609,906); other numbers as they are. */
function grouped(n) {
    return Number.isSafeInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : String(n);
}
/**
 * A description or a fix as Markdown prose, each quote of the trace said once per session
 * (`onceQuotedText`): a repeated short name is shown as code.
 */
function onceQuoted(raw, seen, max) {
    const { text, names } = (0,_marks_js__WEBPACK_IMPORTED_MODULE_11__/* .onceQuotedText */ .zC)(raw, seen);
    return (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdText */ .bC)(text, max)
        .replace(new RegExp(`${_marks_js__WEBPACK_IMPORTED_MODULE_11__/* .NAME_OPEN */ .ZJ}(\\d+)${_marks_js__WEBPACK_IMPORTED_MODULE_11__/* .NAME_CLOSE */ .TX}`, 'g'), (_m, i) => (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdCode */ .xs)(names[Number(i)], { table: true }))
        .replace(new RegExp(`[${_marks_js__WEBPACK_IMPORTED_MODULE_11__/* .NAME_OPEN */ .ZJ}${_marks_js__WEBPACK_IMPORTED_MODULE_11__/* .NAME_CLOSE */ .TX}]`, 'g'), '');
}
/**
 * The place for one line per session right under its verdict: the proof of work (src/report/verification-line.ts), what was
 * verified after the agent's last edit, when the report says.
 */
function underVerdict(s) {
    const parts = (0,_verification_line_js__WEBPACK_IMPORTED_MODULE_12__/* .verificationParts */ .g)(s);
    if (!parts)
        return [];
    // mdText trims: the spaces around a command are put back.
    const words = (t) => `${t.startsWith(' ') ? ' ' : ''}${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdText */ .bC)(t, 200)}${t.endsWith(' ') ? ' ' : ''}`;
    return [
        `**Proof of work:** ${parts.map((p) => (p.code ? (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdCode */ .xs)(p.text, { max: 100 }) : words(p.text))).join('')}`,
        '',
    ];
}
/**
 * One session: its verdict once, then the primary cause and its fix, then the other causes and
 * their fixes in one order (by severity); folded, the causal chain, the dimension scores, the
 * evidence summary and the diagram. `alone`: the only session shown, with no table above to say
 * its readiness.
 */
function sessionSection(s, x, alone) {
    const d = s.diagnosis;
    const p = d.primary_diagnosis;
    const mark = (0,_marks_js__WEBPACK_IMPORTED_MODULE_11__/* .sessionMark */ .Wz)(s);
    const why = (0,_marks_js__WEBPACK_IMPORTED_MODULE_11__/* .readinessWhy */ .dn)(d);
    const readiness = alone ? `, ${word(d.readiness_level)}` : '';
    const out = [
        `### ${_marks_js__WEBPACK_IMPORTED_MODULE_11__/* .MARK_ICON */ .Oq[mark]} ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdCode */ .xs)((0,_policy_verdict_js__WEBPACK_IMPORTED_MODULE_4__/* .sessionName */ .Cy)(s))}`,
        '',
        `**Trust score ${word(d.trust_score)}**${readiness}` +
            `${why ? `: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdText */ .bC)(why.long, 300)}` : ''}; ` +
            `${mark === 'fail' ? '**failed**' : 'passed'} the gate${mark === 'review' ? ', to review' : ''}. ` +
            `${word(s.format)} trace, ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(d.evidence_summary.event_count, 'event')}, judged by the ` +
            `${word(s.preset)} preset.`,
        '',
        ...underVerdict(s),
    ];
    if ((0,_policy_verdict_js__WEBPACK_IMPORTED_MODULE_4__/* .readNothing */ .MS)(s))
        out.push(`**Nothing to judge:** ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdText */ .bC)((0,_policy_verdict_js__WEBPACK_IMPORTED_MODULE_4__/* .nothingToJudge */ .UG)(s), 500)}.`, '');
    const seen = new Set();
    const showLines = linesMeanSomething(s);
    // The fix first: the integrity findings come after the primary diagnosis and its remediation.
    if (p.root_cause_failure_type) {
        const primary = (0,_json_js__WEBPACK_IMPORTED_MODULE_3__.primaryCause)(d);
        const found = `${onceQuoted(p.description ?? '', seen, 500)}${toolNote(primary)}`;
        out.push(`**Primary diagnosis:** ${typeCode(s, p.root_cause_failure_type, x)} (${word(p.severity)}): ` +
            (primary ? `${found}${/[.!?]$/.test(found) ? '' : '.'} Evidence: ${originsText(primary, showLines)}.` : found), '');
        // Causes with the same advice (a retry storm that ended the run) share one fix.
        const byText = new Map();
        for (const r of d.recommendations)
            byText.set(r.remediation, [...(byText.get(r.remediation) ?? []), r]);
        const fixOf = (type) => [...byText].find(([, rs]) => rs.some((r) => r.failure_type === type));
        const fix = fixOf(p.root_cause_failure_type);
        if (fix) {
            const also = fix[1].filter((r) => r.failure_type !== p.root_cause_failure_type);
            out.push(`**Fix${also.length ? ` (also for ${also.map((r) => typeCode(s, r.failure_type, x)).join(', ')})` : ''}:** ` +
                `${onceQuoted(fix[0], seen, 500)}`, '');
            byText.delete(fix[0]);
        }
        out.push(...integrityLines(s));
        const others = (0,_marks_js__WEBPACK_IMPORTED_MODULE_11__/* .otherCauses */ .rh)(d.failure_causes, primary);
        if (others.length) {
            out.push(`**Other ${others.length === 1 ? 'cause' : 'causes'}:**`, '', '| Cause | Severity | Impact | What was found | Evidence |', '| --- | --- | --: | --- | --- |');
            for (const c of others) {
                out.push(`| ${typeCode(s, c.type, x, true)} | ${word(c.severity)} | ${word(c.impact_score)} | ` +
                    `${onceQuoted(c.description, seen, 300)}${toolNote(c)} | ${originsText(c, showLines)} |`);
            }
            out.push('');
            // Their fixes, in the order of the table.
            const fixes = [...new Set(others.map((c) => fixOf(c.type)).filter((f) => f !== undefined))].filter((f) => byText.has(f[0]));
            if (fixes.length) {
                out.push(`**${fixes.length === 1 ? 'Its fix' : 'Their fixes'}:**`, '');
                for (const [text, rs] of fixes) {
                    out.push(`- ${rs.map((r) => `${typeCode(s, r.failure_type, x)} (${word(r.severity)})`).join(', ')}: ` +
                        `${onceQuoted(text, seen, 500)}`);
                }
                out.push('');
            }
        }
    }
    else {
        out.push((0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdText */ .bC)(p.causal_chain_explanation, 300), '', ...integrityLines(s));
    }
    out.push(...assertionLines(s), ...(0,_files_section_js__WEBPACK_IMPORTED_MODULE_8__/* .filesSection */ .bE)(s, (t) => typeCode(s, t, x)));
    const title = p.root_cause_failure_type
        ? 'Causal chain, dimension scores, evidence summary and causal diagram'
        : 'Dimension scores and evidence summary';
    out.push('<details>', `<summary>${title}</summary>`, '');
    if (p.root_cause_failure_type) {
        out.push(`**Causal chain** of the primary diagnosis: ${p.causal_chain_explanation
            .split(' -> ')
            .map((x) => (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdText */ .bC)(x, 100))
            .join(' → ')}`, '');
    }
    out.push('| Dimension | Score |', '| --- | --: |');
    for (const [dim, score] of Object.entries(d.scores)) {
        const observed = s.observes.includes(dim);
        out.push(`| ${word(dim)} | ${word(score)}${observed ? '' : ` (not observable in ${word(s.format)} traces)`} |`);
    }
    out.push('', evidenceSummary(s), '');
    const diagram = mermaidDiagram(s);
    if (diagram.length)
        out.push(...diagram, '');
    out.push('</details>', '');
    return out;
}
function join(lines) {
    return (lines
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trimEnd() + '\n');
}
function renderAt(report, level, frame) {
    const sessions = ordered(report);
    const failing = sessions.filter((s) => !s.passed);
    const passing = sessions.length - failing.length;
    const x = frame.extras;
    const row = (s) => tableRow(x, s);
    const details = `the details of ${sessions.length === 1 ? 'the session' : `all ${sessions.length} sessions`}`;
    if (level === 'all' || level === 'failing') {
        const shown = level === 'all' ? sessions : failing;
        const lines = [...frame.head, ...verdictBlock(report, Infinity), ...preamble(x)];
        if (level === 'failing') {
            // This step leaves out the details of passing sessions and the baseline rows of sessions
            // that did not regress; with neither, it is the same as the one before.
            const leftOut = [
                ...(passing > 0 ? [`the details of ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(passing, 'passing session')}`] : []),
                ...(x.comparison?.sessions.some((d) => (0,_baseline_js__WEBPACK_IMPORTED_MODULE_5__.changed)(d) && !d.regressed)
                    ? ['the baseline rows of sessions that did not regress']
                    : []),
            ];
            if (leftOut.length === 0)
                return undefined;
            lines.push(`> [!NOTE]`, `> ${frame.notice(leftOut.join(' and '))}`, '');
        }
        // One session shown in full says its own readiness: no table for it, but for its change.
        const table = sessions.length > 1 || shown.length < sessions.length || x.comparison !== undefined;
        if (table)
            lines.push(...tableHead(x), ...sessions.map(row), '');
        lines.push(...trendSection(x, true), ...baselineSection(x, level === 'all' ? 'changed' : 'regressed'));
        lines.push(...casesSection(report, true), ...harnessSection(report, level === 'all'), ...notReadSection(report, level === 'all'));
        for (const s of shown)
            lines.push(...sessionSection(s, x, !table));
        lines.push(...frame.foot);
        return join(lines);
    }
    if (level === 'oneline') {
        if (sessions.length === 0)
            return undefined;
        const lines = [
            ...frame.head,
            ...verdictBlock(report, MAX_REASONS_SHRUNK),
            ...preamble(x),
            `> [!NOTE]`,
            `> ${frame.notice(details)}`,
            '',
            ...tableHead(x),
            ...sessions.map(row),
            '',
            ...trendSection(x, false),
            ...baselineSection(x, 'none'),
            ...casesSection(report, false),
            ...harnessSection(report, false),
            ...notReadSection(report, false),
            ...frame.foot,
        ];
        return join(lines);
    }
    // truncated: as many rows as fit, failing sessions first.
    const rows = sessions.map(row);
    const build = (n) => {
        const left = rows.length - n;
        const lines = [
            ...frame.head,
            ...verdictBlock(report, MAX_REASONS_SHRUNK, sessions.slice(0, n)),
            ...preamble(x),
            `> [!NOTE]`,
            `> ${frame.notice(`the details of all ${sessions.length} sessions and the table rows of ` + (0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(left, 'session'))}`,
            '',
            ...trendSection(x, false),
            ...baselineSection(x, 'none'),
            ...casesSection(report, false),
            ...harnessSection(report, false),
            ...notReadSection(report, false),
        ];
        if (n > 0)
            lines.push(...tableHead(x), ...rows.slice(0, n), '');
        if (left > 0)
            lines.push(`…and ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(left, 'more session')}.`, '');
        lines.push(...frame.foot);
        return join(lines);
    };
    // The largest n that fits: sizes grow with n, so search.
    let lo = 0;
    let hi = rows.length;
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (frame.size(build(mid)) <= frame.max)
            lo = mid;
        else
            hi = mid - 1;
    }
    return build(lo);
}
function shrink(report, frame) {
    let last;
    for (const level of RENDER_LEVELS) {
        const body = renderAt(report, level, frame);
        if (body === undefined)
            continue;
        last = { body, level };
        if (frame.size(body) <= frame.max)
            return last;
    }
    // Even the shortest form is too long (only with a tiny limit): cut at a line boundary.
    let body = last.body;
    while (frame.size(body) > frame.max && body.includes('\n'))
        body = body.slice(0, body.lastIndexOf('\n', body.length - 2) + 1);
    return { body, level: 'truncated' };
}
const chars = (s) => s.length;
const bytes = (s) => Buffer.byteLength(s, 'utf8');
/** The pull request comment: the marker, then the report, within GitHub's comment limit. */
function renderComment(report, options) {
    const where = options.fullReportUrl
        ? `[the job summary of this run](${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdUrl */ .T3)(options.fullReportUrl)})`
        : 'the job summary of this run';
    const key = options.commentKey ? ` · comment key ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_7__/* .mdCode */ .xs)(options.commentKey)}` : '';
    return shrink(report, {
        head: [options.marker, ...(options.history ? [(0,_history_js__WEBPACK_IMPORTED_MODULE_6__.historyLine)(options.history)] : [])],
        extras: extrasOf(options),
        foot: [`<sub>${report.tool.name} ${word(report.tool.version)}${key}</sub>`],
        notice: (leftOut) => `To stay within GitHub's limit of ${COMMENT_MAX_CHARS} characters for a comment, this comment leaves out ` +
            `${leftOut}; ${where} has the full report.`,
        size: chars,
        max: options.maxChars ?? COMMENT_MAX_CHARS,
    });
}
/** The job summary: the full human report, within GitHub's 1 MiB limit for a step's summary. */
function renderSummary(report, options = {}) {
    return shrink(report, {
        head: [],
        extras: extrasOf(options),
        foot: [`<sub>${report.tool.name} ${word(report.tool.version)}</sub>`],
        notice: (leftOut) => `To stay within GitHub's limit of 1 MiB for a job summary, this report leaves out ${leftOut}; the JSON ` +
            `report (the action's \`report-path\` output, the CLI's \`--out\`) has everything.`,
        size: bytes,
        max: options.maxBytes ?? SUMMARY_MAX_BYTES,
    }).body;
}
/** The full human report (the CLI's --markdown): the same as the job summary. */
function renderMarkdown(report, options = {}) {
    return renderSummary(report, options);
}


/***/ }),

/***/ 618:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ verificationParts)
/* harmony export */ });
/**
 * The session's proof-of-work sentence in parts, or undefined when the report has none or the
 * trace shows no changes at all (flat events, a chat): then there is nothing to say beside the
 * JSON's `changes_not_visible`.
 */
function verificationParts(s) {
    const line = s.verification?.line;
    if (!line || s.verification?.status === 'changes_not_visible')
        return undefined;
    return line
        .split('`')
        .map((text, i) => ({ code: i % 2 === 1, text }))
        .filter((p) => p.text !== '');
}


/***/ })

};
