export const id = 655;
export const ids = [655];
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

/***/ 5655:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   plain: () => (/* binding */ plain),
/* harmony export */   renderText: () => (/* binding */ renderText)
/* harmony export */ });
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2794);
/* harmony import */ var _policy_verdict_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5187);
/* harmony import */ var _policy_assertions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5729);
/* harmony import */ var _policy_cases_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1227);
/* harmony import */ var _harness_judge_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8027);
/* harmony import */ var _marks_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5152);
/* harmony import */ var _files_section_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3419);
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2020);
/**
 * The CLI's readable summary: one block per session, then the verdict. Pure.
 */








/** Trace-derived text for a terminal: no control characters, no escape sequences. */
function plain(s) {
    // eslint-disable-next-line no-control-regex
    return s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '?');
}
/** ` (tool X)` after a reference loop cause; empty otherwise. */
function toolNote(c) {
    const tool = c && (0,_json_js__WEBPACK_IMPORTED_MODULE_0__.loopTool)(c);
    return tool ? ` (tool ${plain(tool)})` : '';
}
/**
 * What the agent changed, as the comment's section says it: each file edited or written, with its
 * edits and the causes that involve it, then how many were only read or lay outside the workspace.
 */
function changedLines(s) {
    if (!s.files)
        return [];
    const changed = (0,_files_section_js__WEBPACK_IMPORTED_MODULE_6__/* .changedFiles */ .Y_)(s);
    const out = changed
        .slice(0, _files_section_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_FILES_LISTED */ .je)
        .map((f) => `  changed ${plain(f.path)}: ${(0,_files_section_js__WEBPACK_IMPORTED_MODULE_6__/* .editWords */ .uf)(f)}${f.causes.length ? `; ${f.causes.join(', ')}` : ''}`);
    if (changed.length > _files_section_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_FILES_LISTED */ .je) {
        out.push(`  changed ...and ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(changed.length - _files_section_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_FILES_LISTED */ .je, 'more file')}; the JSON report lists them all`);
    }
    const root = (0,_files_section_js__WEBPACK_IMPORTED_MODULE_6__/* .rootWords */ .av)(s, plain);
    if (root)
        out.unshift(`  ${root}`);
    const unseen = (0,_files_section_js__WEBPACK_IMPORTED_MODULE_6__/* .unseenWords */ .CL)(s);
    if (changed.length && unseen)
        out.push(`  also ${unseen}`);
    const also = (0,_files_section_js__WEBPACK_IMPORTED_MODULE_6__/* .alsoWords */ .jg)(s);
    const none = unseen
        ? `changed: ${unseen};`
        : `changed no file in ${s.files_root !== undefined ? "the agent's working directory" : 'the workspace'};`;
    if (also.length)
        out.push(`  ${changed.length ? 'also' : none} ${also.join('; ')}`);
    else if (!changed.length && unseen)
        out.push(`  changed: ${unseen}`);
    return out;
}
function renderText(report) {
    const lines = [];
    // Failed by the harness alone: the sessions' blocks below may all say pass, so the reason comes first.
    const harnessOnly = (0,_marks_js__WEBPACK_IMPORTED_MODULE_5__/* .harnessOnlyFailure */ .HR)(report);
    const why = harnessOnly ? (0,_harness_judge_js__WEBPACK_IMPORTED_MODULE_4__/* .harnessLeadWhy */ .fX)(report.harness?.results ?? []) : undefined;
    if (why)
        lines.push(`FAILED by the evaluation harness: ${plain(why)}`, '');
    for (const s of report.sessions) {
        const d = s.diagnosis;
        const p = d.primary_diagnosis;
        lines.push(`${plain((0,_policy_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .sessionName */ .Cy)(s))}  [${s.format}, preset ${s.preset}, ${d.evidence_summary.event_count} events]`);
        const why = (0,_marks_js__WEBPACK_IMPORTED_MODULE_5__/* .readinessWhy */ .dn)(d);
        lines.push(`  ${_marks_js__WEBPACK_IMPORTED_MODULE_5__/* .MARK_WORD */ .Xv[(0,_marks_js__WEBPACK_IMPORTED_MODULE_5__/* .sessionMark */ .Wz)(s)]}  trust ${d.trust_score}  ${d.readiness_level}` +
            (why ? `: ${why.despiteScore ? why.long : why.short}` : ''));
        if (s.verification && s.verification.status !== 'changes_not_visible')
            lines.push(`  proof of work: ${plain(s.verification.line)}`);
        for (const f of s.integrity ?? []) {
            const at = f.origin?.line !== undefined
                ? ` line ${f.origin.line}`
                : f.origin?.index !== undefined
                    ? ` item ${f.origin.index}`
                    : '';
            lines.push(`  integrity ${f.kind}${at}: ${plain(f.detail)}`);
        }
        if ((0,_policy_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .readNothing */ .MS)(s)) {
            lines.push(`  ${plain((0,_policy_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .nothingToJudge */ .UG)(s))}`);
        }
        else if (p.root_cause_failure_type) {
            // The primary cause and its fix first, then the others by severity, each with its fix;
            // each quote of the trace once.
            const seen = new Set();
            const once = (raw) => {
                const { text, names } = (0,_marks_js__WEBPACK_IMPORTED_MODULE_5__/* .onceQuotedText */ .zC)(raw, seen);
                return plain(text
                    .replace(new RegExp(`${_marks_js__WEBPACK_IMPORTED_MODULE_5__/* .NAME_OPEN */ .ZJ}(\\d+)${_marks_js__WEBPACK_IMPORTED_MODULE_5__/* .NAME_CLOSE */ .TX}`, 'g'), (_m, i) => names[Number(i)])
                    .replace(new RegExp(`[${_marks_js__WEBPACK_IMPORTED_MODULE_5__/* .NAME_OPEN */ .ZJ}${_marks_js__WEBPACK_IMPORTED_MODULE_5__/* .NAME_CLOSE */ .TX}]`, 'g'), ''));
            };
            // Causes with the same advice share one line.
            const byText = new Map();
            for (const r of d.recommendations) {
                const types = byText.get(r.remediation) ?? [];
                if (!types.includes(r.failure_type))
                    types.push(r.failure_type);
                byText.set(r.remediation, types);
            }
            const fixOf = (type) => {
                const found = [...byText].find(([, types]) => types.includes(type));
                if (!found)
                    return [];
                byText.delete(found[0]);
                return [`    fix${found[1].length > 1 ? ` (${found[1].join(', ')})` : ''}: ${once(found[0])}`];
            };
            const primary = (0,_json_js__WEBPACK_IMPORTED_MODULE_0__.primaryCause)(d);
            lines.push(`  primary: ${p.root_cause_failure_type} (${p.severity}): ` +
                `${once(p.description ?? '')}${toolNote(primary)}`, ...fixOf(p.root_cause_failure_type));
            for (const c of (0,_marks_js__WEBPACK_IMPORTED_MODULE_5__/* .otherCauses */ .rh)(d.failure_causes, primary)) {
                lines.push(`  - ${c.type} ${c.severity} ${c.impact_score}: ${once(c.description)}${toolNote(c)}`, ...fixOf(c.type));
            }
        }
        else {
            lines.push(`  ${plain(p.causal_chain_explanation)}`);
        }
        lines.push(...changedLines(s));
        const unobserved = Object.keys(d.scores).filter((k) => !s.observes.includes(k));
        if (unobserved.length)
            lines.push(`  not observable in ${s.format} traces: ${unobserved.join(', ')}`);
        if (s.case !== undefined)
            lines.push(`  run of case ${plain(s.case)}`);
        for (const item of (0,_policy_assertions_js__WEBPACK_IMPORTED_MODULE_2__.sessionChecklist)(s)) {
            lines.push(`  [${item.passed ? 'x' : ' '}] ${item.passed ? 'pass' : item.level === 'error' ? 'FAIL' : 'warn'}  ` +
                `${plain(item.text)}`);
        }
        lines.push('');
    }
    if (report.cases?.length) {
        const groups = (0,_policy_cases_js__WEBPACK_IMPORTED_MODULE_3__/* .casesByStatus */ .PZ)(report.cases);
        lines.push(`Cases (${report.cases.length}):`);
        for (const [title, list] of [
            ['failing', groups.failing],
            ['flaky', groups.flaky],
            ['passing', groups.passing],
        ]) {
            if (!list.length)
                continue;
            lines.push(`  ${title}:`);
            for (const c of list)
                lines.push(`    ${c.passed ? 'pass' : 'FAIL'}  ${plain((0,_policy_cases_js__WEBPACK_IMPORTED_MODULE_3__/* .caseLine */ .HG)(c))}`);
        }
        lines.push('');
    }
    if (report.harness) {
        const h = report.harness;
        const minimum = h.min_final_score !== null ? `; minimum final score ${h.min_final_score}` : '';
        lines.push(`Harness results (${h.results.length}${minimum}):`);
        for (const r of h.results) {
            lines.push(`  ${r.passed ? 'pass' : 'FAIL'}  ${plain((0,_harness_judge_js__WEBPACK_IMPORTED_MODULE_4__/* .harnessLine */ .rl)(r))}`);
            for (const c of (0,_harness_judge_js__WEBPACK_IMPORTED_MODULE_4__/* .harnessChecklist */ .FI)(r))
                lines.push(`    [${c.passed === true ? 'x' : c.passed === null ? '?' : ' '}] ${plain(c.text)}`);
            for (const m of r.mismatches)
                lines.push(`    note: ${plain(m)}`);
        }
        lines.push('');
    }
    if (report.not_read?.length) {
        lines.push(`Files found beside the traces, not read (${report.not_read.length}):`);
        for (const line of (0,_json_js__WEBPACK_IMPORTED_MODULE_0__.notReadLines)(report))
            lines.push(`  ${plain(line)}`);
        lines.push('');
    }
    const v = report.verdict;
    const harnessFailed = report.harness?.results.filter((r) => !r.passed).length ?? 0;
    lines.push(`Verdict: ${(0,_marks_js__WEBPACK_IMPORTED_MODULE_5__/* .verdictWords */ .L2)(v.passed, report.sessions, harnessOnly).replace(/^[a-z]+/, (w) => w.toUpperCase())} (fail-on ` +
        `${v.fail_on}${v.min_trust_score !== null ? `, minimum trust score ${v.min_trust_score}` : ''}): ` +
        (harnessOnly
            ? `${harnessFailed} of ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(report.harness.results.length, 'harness result')} failed; ` +
                `no session failed on its trace`
            : `${v.failed_session_count} of ${v.session_count} session${v.session_count === 1 ? '' : 's'} failed`) +
        // One session's block above says its readiness; the worst of several is said here.
        (v.trust_score !== null && v.session_count > 1
            ? `; lowest trust score ${v.trust_score}, worst readiness ${v.readiness_level}${(0,_marks_js__WEBPACK_IMPORTED_MODULE_5__/* .worstWhy */ .g_)(report) ? ` (${(0,_marks_js__WEBPACK_IMPORTED_MODULE_5__/* .worstWhy */ .g_)(report)})` : ''}`
            : '') +
        (report.cases?.length
            ? `; ${report.cases.filter((c) => !c.passed).length} of ${report.cases.length} ` +
                `case${report.cases.length === 1 ? '' : 's'} failed`
            : '') +
        (report.harness && !harnessOnly
            ? `; ${harnessFailed} of ${report.harness.results.length} ` +
                `harness result${report.harness.results.length === 1 ? '' : 's'} failed`
            : ''));
    // The reasons no session block above says.
    for (const r of (0,_marks_js__WEBPACK_IMPORTED_MODULE_5__/* .otherReasons */ .EQ)(report))
        lines.push(`  ${plain(r)}`);
    return lines.join('\n') + '\n';
}


/***/ })

};
