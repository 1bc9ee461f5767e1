export const id = 849;
export const ids = [849,794];
export const modules = {

/***/ 8027:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CI: () => (/* binding */ judgeHarness),
/* harmony export */   FI: () => (/* binding */ harnessChecklist),
/* harmony export */   QT: () => (/* binding */ harnessFailures),
/* harmony export */   Wy: () => (/* binding */ harnessName),
/* harmony export */   rl: () => (/* binding */ harnessLine)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5509);
/**
 * Judging harness results against the gate's harness settings, and their words: what the report
 * and its renderers need of the harness (no zod: src/harness/index.ts reads the files).
 */

const score = (x) => String(Math.round(x * 1e4) / 1e4);
/** The result's name in a sentence: "arksim conversation c-1 (evaluation.json)". */
function harnessName(r) {
    switch (r.harness) {
        case 'arksim':
            return `arksim conversation ${r.id} (${r.source})`;
        case 'swe_bench':
            return `SWE-bench instance ${r.id} (${r.source}${r.run !== undefined ? `, run ${r.run}` : ''})`;
        default:
            return `personal_agent_eval run ${r.id}${r.case ? ` of case ${r.case}` : ''} (${r.source})`;
    }
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
    const allowed = r.harness === 'arksim'
        ? (settings.arksimStatuses ?? _types_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_ARKSIM_STATUSES */ .Fp)
        : r.harness === 'swe_bench'
            ? (settings.sweBenchStatuses ?? _types_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SWE_BENCH_STATUSES */ .od)
            : (settings.runStatuses ?? _types_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_RUN_STATUSES */ .Vx);
    if (r.status !== null && !allowed.includes(r.status)) {
        out.push(`${name} has status ${r.status}, which is not allowed (allowed: ${allowed.join(', ')}).`);
    }
    if (settings.minFinalScore !== undefined) {
        if (r.final_score === null)
            out.push(`${name} has no final score, and the minimum final score is ${settings.minFinalScore}.`);
        else if (r.final_score < settings.minFinalScore) {
            out.push(`${name} has final score ${score(r.final_score)}, below the minimum final score ${settings.minFinalScore}.`);
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
        parts.push(`final score ${score(r.final_score)}${r.score_origin === 'recorded' ? ' (as recorded)' : ''}`);
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

/***/ 3419:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y_: () => (/* binding */ changedFiles),
/* harmony export */   bE: () => (/* binding */ filesSection),
/* harmony export */   je: () => (/* binding */ MAX_FILES_LISTED),
/* harmony export */   uf: () => (/* binding */ editWords)
/* harmony export */ });
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2020);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1211);
/**
 * "What the agent changed": the files a session's agent edited or wrote (sessions[].files), with
 * how many edits, how many failed, and the failure causes whose evidence involves each; then how
 * many it only read, and how many outside the workspace (counted, never named). Paths come from
 * the trace: escaped as code. Shared by the Markdown renderers; the HTML report has its own.
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
/** The section's lines (none when the session touched no file); `type` writes a failure type. */
function filesSection(s, type) {
    if (!s.files)
        return [];
    const changed = changedFiles(s);
    const readOnly = s.files.length - changed.length;
    const outside = s.files_outside_workspace ?? 0;
    if (!changed.length && !readOnly && !outside)
        return [];
    const out = ['**What the agent changed:**', ''];
    for (const f of changed.slice(0, MAX_FILES_LISTED)) {
        const causes = f.causes.length ? `; ${f.causes.map(type).join(', ')}` : '';
        out.push(`- ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(f.path, { max: 200 })}: ${editWords(f)}${causes}`);
    }
    if (changed.length > MAX_FILES_LISTED) {
        out.push(`- …and ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(changed.length - MAX_FILES_LISTED, 'more file')}; the JSON report lists them all.`);
    }
    if (!changed.length)
        out.push('- no file of the workspace was edited.');
    const also = [
        ...(readOnly ? [`${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(readOnly, 'file')} only read`] : []),
        ...(outside ? [`${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(outside, 'file')} outside the workspace (not named)`] : []),
    ];
    if (also.length)
        out.push(`- Also: ${also.join('; ')}.`);
    out.push('');
    return out;
}


/***/ }),

/***/ 3849:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HTML_LIMITS: () => (/* binding */ HTML_LIMITS),
  cspHash: () => (/* binding */ cspHash),
  renderHtml: () => (/* binding */ renderHtml),
  rulePageUrl: () => (/* binding */ rulePageUrl)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/engine/timeline.ts
var timeline = __webpack_require__(767);
// EXTERNAL MODULE: ./src/policy/verdict.ts
var verdict = __webpack_require__(5187);
// EXTERNAL MODULE: ./src/core/version.ts
var version = __webpack_require__(3323);
// EXTERNAL MODULE: ./src/engine/presets.ts + 11 modules
var presets = __webpack_require__(676);
// EXTERNAL MODULE: ./src/report/sanitize.ts
var sanitize = __webpack_require__(1211);
;// CONCATENATED MODULE: ./src/report/html/escape.ts
/**
 * Text into HTML. Everything that came from a trace goes through `text` (masked, no control or
 * bidirectional characters, shortened, escaped); our own fixed strings go through `esc`.
 */

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Escape for an HTML text node or a double-quoted attribute value. */
function esc(s) {
    return s.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}
/**
 * Trace text as HTML text: secret-shaped values masked, control and bidirectional characters
 * made spaces, shortened to `max` characters, escaped. Links and @mentions stay characters:
 * nothing here makes an element.
 */
function escape_text(s, max = 300) {
    const pre = s.length > max + 256 ? s.slice(0, max + 256) : s;
    return esc((0,sanitize/* breakMarker */.Y_)((0,sanitize/* truncate */.xv)((0,sanitize/* maskSecrets */.QU)(pre)
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ' ')
        .replace(/ {2,}/g, ' ')
        .trim(), max)));
}
/** A whole number with thousands separators, the same on every machine. */
function num(n) {
    if (!Number.isFinite(n))
        return String(n);
    const r = Math.round(n);
    return (r < 0 ? '-' : '') + String(Math.abs(r)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
/** A short form of a large number: 1.2k, 3.4M. */
function escape_short(n) {
    const a = Math.abs(n);
    if (a >= 1e9)
        return `${(n / 1e9).toFixed(1)}G`;
    if (a >= 1e6)
        return `${(n / 1e6).toFixed(1)}M`;
    if (a >= 1e3)
        return `${(n / 1e3).toFixed(1)}k`;
    return String(Math.round(n));
}

;// CONCATENATED MODULE: ./src/report/html/integrity.ts

function renderIntegrity(s) {
    const findings = s.integrity ?? [];
    if (findings.length === 0)
        return '';
    const items = findings.map((f) => {
        const at = f.origin?.line !== undefined
            ? ` <span class="mute">line ${f.origin.line}</span>`
            : f.origin?.index !== undefined
                ? ` <span class="mute">item ${f.origin.index}</span>`
                : '';
        return `<li><strong class="warn">${esc(f.kind)}</strong>${at}: ${escape_text(f.detail, 300)}</li>`;
    });
    return (`<div class="integrity"><h3>Integrity</h3><p class="mute">This trace may not be the whole, untouched ` +
        `record of this run.</p><ul>${items.join('')}</ul></div>`);
}

// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __webpack_require__(2020);
// EXTERNAL MODULE: ./src/report/files-section.ts
var files_section = __webpack_require__(3419);
;// CONCATENATED MODULE: ./src/report/html/files.ts
/**
 * "What the agent changed" in the HTML report: the files the session's agent edited or wrote,
 * with its edits, failed edits and the causes that involve each (src/report/files-section.ts
 * chooses and words them). Paths come from the trace: escaped text.
 */



function renderFiles(s) {
    if (!s.files)
        return '';
    const changed = (0,files_section/* changedFiles */.Y_)(s);
    const readOnly = s.files.length - changed.length;
    const outside = s.files_outside_workspace ?? 0;
    if (!changed.length && !readOnly && !outside)
        return '';
    const items = changed.slice(0, files_section/* MAX_FILES_LISTED */.je).map((f) => {
        const causes = f.causes.map((c) => `<strong class="warn">${esc(c)}</strong>`).join(', ');
        return `<li><code>${escape_text(f.path, 200)}</code>: ${esc((0,files_section/* editWords */.uf)(f))}${causes ? `; ${causes}` : ''}</li>`;
    });
    if (changed.length > files_section/* MAX_FILES_LISTED */.je) {
        items.push(`<li>…and ${(0,core_text/* plural */.LS)(changed.length - files_section/* MAX_FILES_LISTED */.je, 'more file')}; the JSON report lists them all.</li>`);
    }
    const also = [
        ...(readOnly ? [`${(0,core_text/* plural */.LS)(readOnly, 'file')} only read`] : []),
        ...(outside ? [`${(0,core_text/* plural */.LS)(outside, 'file')} outside the workspace (not named)`] : []),
    ];
    return (`<div class="files"><h3>What the agent changed</h3>` +
        (items.length ? `<ul>${items.join('')}</ul>` : '<p class="mute">No file of the workspace was edited.</p>') +
        (also.length ? `<p class="mute">Also: ${esc(also.join('; '))}.</p>` : '') +
        `</div>`);
}

;// CONCATENATED MODULE: ./src/report/html/assets.ts
/**
 * The HTML report's own style sheet and script, inlined in the page and allowed by their hashes
 * in its Content-Security-Policy. The script never builds markup: it only shows and hides
 * elements that the page already has (the `hidden` property, classes), so trace content,
 * escaped when the page was written, stays text.
 */
const STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1f2328;--mute:#59636e;--line:#d1d9e0;--card:#f6f8fa;
--bad:#cf222e;--warn:#9a6700;--ok:#1a7f37;--acc:#0969da;--hl:#fff8c5;--ev:#ffebe9}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--mute:#9198a1;--line:#3d444d;
--card:#151b23;--bad:#f85149;--warn:#d29922;--ok:#3fb950;--acc:#4493f8;--hl:#3b2e00;--ev:#3c1618}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;overflow-wrap:anywhere}
main{max-width:1100px;margin:0 auto;padding:12px}
h1{font-size:1.35rem;margin:.2em 0 .4em}
h2{font-size:1.15rem;margin:1.2em 0 .4em;border-bottom:1px solid var(--line);padding-bottom:.2em}
h3{font-size:1rem;margin:1em 0 .3em}
a{color:var(--acc)}
a:focus-visible,button:focus-visible,select:focus-visible,input:focus-visible,summary:focus-visible{outline:3px solid var(--acc);outline-offset:2px}
code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.88em}
.verdict{display:flex;flex-wrap:wrap;gap:8px 20px;align-items:baseline;padding:10px 12px;border:1px solid var(--line);border-radius:8px;background:var(--card)}
.verdict .big{font-size:1.3rem;font-weight:700}
.pass{color:var(--ok)}.fail{color:var(--bad)}.warn{color:var(--warn)}
.sev-critical{color:var(--bad);font-weight:700}.sev-high{color:var(--bad)}.sev-medium{color:var(--warn)}.sev-low{color:var(--mute)}
.mute{color:var(--mute)}
.table{width:100%;overflow-x:auto}
table{border-collapse:collapse;width:100%;font-size:.92em}
th,td{text-align:left;padding:4px 6px;border-bottom:1px solid var(--line);vertical-align:top;overflow-wrap:normal}
th{font-weight:600}
.num{text-align:right;font-variant-numeric:tabular-nums}
.filters{display:flex;flex-wrap:wrap;gap:8px 14px;align-items:center;padding:8px 0;position:sticky;top:0;background:var(--bg);z-index:1;border-bottom:1px solid var(--line)}
.filters label{display:flex;gap:6px;align-items:center;max-width:100%;min-width:0}
.filters select{max-width:calc(100vw - 110px);text-overflow:ellipsis}
select,button{font:inherit;color:inherit;background:var(--card);border:1px solid var(--line);border-radius:6px;padding:3px 8px;max-width:100%}
button{cursor:pointer}
section.session{border:1px solid var(--line);border-radius:8px;padding:4px 12px 12px;margin:14px 0}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,300px),1fr));gap:10px 20px}
.cause{border-left:4px solid var(--line);padding:2px 10px;margin:8px 0}
.cause.lvl-critical,.cause.lvl-high{border-left-color:var(--bad)}.cause.lvl-medium{border-left-color:var(--warn)}
.cause h4{margin:.4em 0}
.cause .desc{color:var(--fg);font-weight:400}
.evlinks a{margin-right:6px}
svg{max-width:100%;height:auto}
svg.chain .node{fill:var(--card);stroke:var(--line)}svg.chain .node.fail{stroke:var(--bad)}
svg.chain .nt{fill:var(--fg);font-size:13px}svg.chain .nt.fail{fill:var(--bad);font-weight:700}
svg.chain .arrow{stroke:var(--mute);fill:none;stroke-width:1.5}
figure.chart{margin:6px 0;max-width:760px}
figure.chart svg{width:100%;display:block}
figure.chart figcaption{font-size:.85em;color:var(--mute)}
.plot{fill:none;stroke:var(--line)}
.tick,.cap{fill:var(--mute);font-size:11px}
polyline{fill:none;stroke-width:2}
.l-total{stroke:var(--acc)}.l-eff{stroke:var(--ok);stroke-dasharray:5 3}.l-ctx{stroke:var(--warn)}.d-ctx{fill:var(--warn)}
.l-budget{stroke:var(--bad);stroke-dasharray:6 4;stroke-width:1.5}.l-window{stroke:var(--bad);stroke-dasharray:2 3;stroke-width:1.5}
.l-compact{stroke:var(--mute);stroke-dasharray:3 3}
.k{display:inline-block;width:14px;height:3px;vertical-align:middle;margin:0 4px 0 8px;background:var(--mute)}
.k-total{background:var(--acc)}.k-eff{background:var(--ok)}.k-budget,.k-window{background:var(--bad)}.k-ctx{background:var(--warn)}
meter{width:120px;max-width:40%}
ol.timeline{list-style:none;margin:0;padding:0;font-size:.9em}
ol.timeline li{display:flex;flex-wrap:wrap;gap:2px 8px;padding:3px 6px;border-bottom:1px solid var(--line)}
ol.timeline li .pos{color:var(--mute);min-width:7.5em;font-variant-numeric:tabular-nums}
ol.timeline li .kind{font-weight:600;min-width:6.5em}
ol.timeline li .txt{flex:1 1 16em;min-width:0;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em;white-space:pre-wrap}
ol.timeline li.failed .kind{color:var(--bad)}
ol.timeline li.ev{background:var(--ev)}
ol.timeline li.gap{color:var(--mute);font-style:italic;justify-content:center}
ol.timeline li:target,ol.timeline li.flash{background:var(--hl);outline:2px solid var(--warn)}
.count{color:var(--mute)}
.tag{border:1px solid var(--line);border-radius:10px;padding:0 6px;font-size:.85em}
details summary{cursor:pointer}
footer{margin:20px 0;color:var(--mute);font-size:.85em}
`;
const SCRIPT = `
(function () {
  'use strict';
  var session = document.getElementById('f-session');
  var cause = document.getElementById('f-cause');
  var errors = document.getElementById('f-errors');
  var reset = document.getElementById('f-reset');
  if (!session || !cause || !errors || !reset) return;
  function words(el, name) {
    var v = el.getAttribute(name);
    return v ? v.split(' ') : [];
  }
  function apply() {
    var s = session.value;
    var c = cause.value;
    var cs = c ? c.split(':')[0] : '';
    var ci = c ? c.split(':')[1] : '';
    var only = errors.checked;
    var sections = document.querySelectorAll('section.session');
    for (var i = 0; i < sections.length; i++) {
      var sec = sections[i];
      var id = sec.getAttribute('data-session');
      sec.hidden = (s !== '' && s !== id) || (cs !== '' && cs !== id);
      var items = sec.querySelectorAll('ol.timeline > li');
      for (var j = 0; j < items.length; j++) {
        var li = items[j];
        var show = true;
        if (ci !== '') show = words(li, 'data-causes').indexOf(ci) !== -1;
        if (only) show = show && li.getAttribute('data-failed') === '1';
        if ((ci !== '' || only) && li.classList.contains('gap')) show = false;
        li.hidden = !show;
      }
      var causes = sec.querySelectorAll('.cause');
      for (var k = 0; k < causes.length; k++) {
        causes[k].hidden = ci !== '' && causes[k].getAttribute('data-cause') !== ci;
      }
    }
  }
  session.addEventListener('change', apply);
  cause.addEventListener('change', apply);
  errors.addEventListener('change', apply);
  reset.addEventListener('click', function () {
    session.value = '';
    cause.value = '';
    errors.checked = false;
    apply();
  });
  // A link to an evidence line shows it even when a filter hid it, and marks it.
  function land(hash) {
    if (!hash || hash.indexOf('#ev-') !== 0) return;
    var target = document.getElementById(hash.slice(1));
    if (!target) return;
    if (target.hidden || (target.closest('section') && target.closest('section').hidden)) {
      session.value = '';
      cause.value = '';
      errors.checked = false;
      apply();
    }
    var marked = document.querySelectorAll('li.flash');
    for (var i = 0; i < marked.length; i++) marked[i].classList.remove('flash');
    target.classList.add('flash');
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  }
  document.addEventListener('click', function (e) {
    var a = e.target && e.target.closest ? e.target.closest('a[href^="#ev-"]') : null;
    if (!a) return;
    e.preventDefault();
    var hash = a.getAttribute('href');
    if (history.replaceState) history.replaceState(null, '', hash);
    land(hash);
  });
  land(location.hash);
})();
`;

;// CONCATENATED MODULE: ./src/report/html/svg.ts

/** Split words into lines of at most `width` characters. */
function wrap(s, width) {
    const lines = [];
    let line = '';
    for (const word of s.split(/\s+/)) {
        const w = word.length > width ? word.slice(0, width - 1) + '…' : word;
        if (line && line.length + 1 + w.length > width) {
            lines.push(line);
            line = w;
        }
        else
            line = line ? `${line} ${w}` : w;
    }
    if (line)
        lines.push(line);
    return lines.length ? lines : [''];
}
/**
 * A causal chain drawn top to bottom: each step a box, an arrow to the next, the failure last.
 * `steps` are the rule's own step names (not trace content); they are escaped all the same.
 */
function chainSvg(steps, failure, title) {
    const all = [...steps.map((s) => s.replace(/_/g, ' ')), failure.replace(/_/g, ' ')];
    const width = 300;
    const lineH = 16;
    let y = 4;
    const parts = [];
    all.forEach((step, i) => {
        const lines = wrap(step, 34);
        const h = lines.length * lineH + 12;
        const last = i === all.length - 1;
        parts.push(`<rect x="10" y="${y}" width="${width - 20}" height="${h}" rx="6" class="${last ? 'node fail' : 'node'}"/>`);
        lines.forEach((l, j) => {
            parts.push(`<text x="${width / 2}" y="${y + 6 + lineH * (j + 1) - 3}" text-anchor="middle" ` +
                `class="${last ? 'nt fail' : 'nt'}">${esc(l)}</text>`);
        });
        y += h;
        if (!last) {
            parts.push(`<path d="M${width / 2} ${y + 2} v14 m-5 -6 l5 6 l5 -6" class="arrow"/>`);
            y += 20;
        }
    });
    const height = y + 4;
    return (`<svg class="chain" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" ` +
        `aria-label="${esc(title)}">${parts.join('')}</svg>`);
}
function polyline(points, cls) {
    if (!points.length)
        return '';
    return `<polyline class="${cls}" points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}"/>`;
}
/**
 * Token use over the session: cumulative tokens and effective tokens with the budget as a line
 * (top), and the context's fill of the model's window with the window as a line (bottom).
 * Undefined when the session recorded no tokens and no context.
 */
function tokenChart(t, budget, label) {
    if (!t.tokens.length && !t.context.length)
        return undefined;
    const W = 640;
    const left = 56;
    const right = 12;
    const plotW = W - left - right;
    const events = Math.max(1, t.events - 1);
    const x = (position) => left + (plotW * position) / events;
    const parts = [];
    let y0 = 8;
    const legend = [];
    if (t.tokens.length) {
        const H = 150;
        const last = t.tokens[t.tokens.length - 1];
        const max = Math.max(1, last.total, last.effective, budget ?? 0) * 1.05;
        const y = (v) => y0 + H - (H * v) / max;
        parts.push(`<rect x="${left}" y="${y0}" width="${plotW}" height="${H}" class="plot"/>`);
        for (const f of [0, 0.5, 1]) {
            parts.push(`<text x="${left - 6}" y="${(y(max * f) + 4).toFixed(1)}" text-anchor="end" ` +
                `class="tick">${esc(escape_short(max * f))}</text>`);
        }
        parts.push(polyline([[x(0), y(0)], ...t.tokens.map((p) => [x(p.position), y(p.total)])], 'l-total'));
        if (t.tokens.some((p) => p.effective !== p.total))
            parts.push(polyline([[x(0), y(0)], ...t.tokens.map((p) => [x(p.position), y(p.effective)])], 'l-eff'));
        legend.push(`<span class="k k-total"></span>cumulative tokens (${esc(num(last.total))})`);
        if (t.tokens.some((p) => p.effective !== p.total))
            legend.push(`<span class="k k-eff"></span>effective tokens (${esc(num(last.effective))})`);
        if (budget !== undefined && budget > 0) {
            parts.push(`<line x1="${left}" x2="${left + plotW}" y1="${y(budget).toFixed(1)}" y2="${y(budget).toFixed(1)}" ` +
                `class="l-budget"/>`);
            legend.push(`<span class="k k-budget"></span>budget (${esc(num(budget))} effective tokens)`);
        }
        parts.push(`<text x="${left + 4}" y="${y0 + 14}" class="cap">tokens</text>`);
        y0 += H + 16;
    }
    const shares = t.context.filter((c) => c.share !== undefined);
    const fills = t.context.filter((c) => c.tokens !== undefined);
    if (shares.length || fills.length || t.context.some((c) => c.compaction)) {
        const H = 90;
        const useShare = shares.length > 0;
        const series = useShare ? shares.map((c) => c.share) : fills.map((c) => c.tokens);
        const top = useShare ? Math.max(100, ...series) * 1.05 : Math.max(1, ...series, t.window ?? 0) * 1.05;
        const y = (v) => y0 + H - (H * v) / top;
        parts.push(`<rect x="${left}" y="${y0}" width="${plotW}" height="${H}" class="plot"/>`);
        parts.push(`<text x="${left - 6}" y="${(y(0) + 4).toFixed(1)}" text-anchor="end" class="tick">0</text>`, `<text x="${left - 6}" y="${(y(top / 1.05) + 4).toFixed(1)}" text-anchor="end" ` +
            `class="tick">${esc(useShare ? `${Math.round(top / 1.05)}%` : escape_short(top / 1.05))}</text>`);
        const pts = (useShare ? shares : fills).map((c) => [x(c.position), y(useShare ? c.share : c.tokens)]);
        parts.push(polyline(pts, 'l-ctx'));
        for (const p of pts)
            parts.push(`<circle cx="${p[0].toFixed(1)}" cy="${p[1].toFixed(1)}" r="2" class="d-ctx"/>`);
        legend.push(`<span class="k k-ctx"></span>context ${useShare ? "share of the model's window" : 'tokens'}`);
        const windowAt = useShare ? 100 : t.window;
        if (windowAt !== undefined) {
            parts.push(`<line x1="${left}" x2="${left + plotW}" y1="${y(windowAt).toFixed(1)}" y2="${y(windowAt).toFixed(1)}" ` +
                `class="l-window"/>`);
            const size = t.window !== undefined ? ` (${esc(num(t.window))} tokens)` : '';
            legend.push(`<span class="k k-window"></span>model window${size}`);
        }
        for (const c of t.context.filter((c) => c.compaction)) {
            parts.push(`<line x1="${x(c.position).toFixed(1)}" x2="${x(c.position).toFixed(1)}" y1="${y0}" y2="${y0 + H}" ` +
                `class="l-compact"/>`);
        }
        if (t.context.some((c) => c.compaction))
            legend.push('<span class="k k-compact"></span>compaction');
        parts.push(`<text x="${left + 4}" y="${y0 + 14}" class="cap">context</text>`);
        y0 += H + 16;
    }
    parts.push(`<text x="${left}" y="${y0 + 2}" class="tick">event 0</text>`);
    parts.push(`<text x="${left + plotW}" y="${y0 + 2}" text-anchor="end" class="tick">event ${esc(num(t.events))}</text>`);
    const height = y0 + 8;
    return (`<figure class="chart"><svg viewBox="0 0 ${W} ${height}" role="img" ` +
        `aria-label="${esc(label)}">${parts.join('')}</svg>` +
        `<figcaption>${legend.join(' ')}</figcaption></figure>`);
}

// EXTERNAL MODULE: ./src/report/marks.ts
var marks = __webpack_require__(5152);
;// CONCATENATED MODULE: ./src/report/html/index.ts
/**
 * The HTML report: one self-contained page (style and script inline, no request to any network
 * or file) that shows why a run was judged so. Pure: the report model and per-session timelines
 * in, a string out; no I/O, no clock, the same bytes for the same input.
 *
 * Trace content is untrusted and stays text: it is masked and escaped where it is written
 * (escape.ts), the page's Content-Security-Policy allows only its own style and script (by
 * their SHA-256 hashes, so no injected script or style could run even if one got through), and
 * the script only shows and hides elements.
 *
 * The page stays under `HTML_LIMITS.pageBytes` whatever the length of the traces: the timelines
 * are bounded by their collector (src/engine/timeline.ts), the causes listed in full and in
 * short are capped, and what is left of the page's budget once everything else is written is
 * shared by the sessions' timelines; a timeline that would not fit its share is cut to fewer
 * rows (fitTimeline), the rest folded, and the page says so.
 */












/** What the page holds at most. */
const HTML_LIMITS = {
    /** The whole page, in bytes (UTF-8). */
    pageBytes: 5_000_000,
    /** Causes of a session shown in full (causal chain, description, evidence links)... */
    causesInFull: 100,
    /** ...and in one line each; past this, a count by type. */
    causesListed: 1000,
    /** Evidence links under a cause, and cause tags on an evidence row. */
    links: 20,
    tags: 6,
};
/** The address of the page of the rule that judged `type` in `preset`, under `base`. */
function rulePageUrl(base, preset, type) {
    const page = (0,presets/* rulePage */.gd)(preset, type);
    return page ? `${base.replace(/\/+$/, '')}/${page}` : undefined;
}
/** The `sha256-...` source expression of an inline script or style. */
function cspHash(content) {
    return `'sha256-${(0,external_node_crypto_.createHash)('sha256').update(content, 'utf8').digest('base64')}'`;
}
const READINESS_CLASS = {
    unsafe_for_production: 'fail',
    review_recommended: 'warn',
    ready_for_runtime: 'pass',
};
const KIND_LABEL = {
    turn: 'turn',
    tool_call: 'tool call',
    tool_result: 'tool result',
    error: 'error',
    retry: 'retry',
    compaction: 'compaction',
    context: 'context',
    message: 'message',
    run: 'run',
    other: 'event',
};
const words = (s) => s.replace(/_/g, ' ');
/** The class and the word of a mark (src/report/marks.ts). */
const MARK_CLASS = { pass: 'pass', review: 'warn', fail: 'fail' };
const markSpan = (m) => `<span class="${MARK_CLASS[m]}">${m}</span>`;
const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);
function readiness(r) {
    if (r === null)
        return '<span class="mute">none</span>';
    return `<span class="${READINESS_CLASS[r] ?? ''}">${esc(words(r))}</span>`;
}
/** A session's name as shown: the file and the session within it. */
function nameOf(s) {
    return (0,verdict/* sessionName */.Cy)(s);
}
/**
 * A timeline from the report alone (merged reports have no traces): each cause's evidence
 * events, in file order.
 */
function timelineFromReport(s) {
    const seen = new Map();
    const causeKeys = [];
    s.diagnosis.failure_causes.forEach((c, ci) => {
        const keys = [];
        c.evidence.forEach((e, i) => {
            const o = c.evidence_origins[i] ?? {};
            const key = `${o.line ?? ''}|${o.index ?? ''}|${o.span_id ?? o.id ?? ''}|${String(e.event_id)}`;
            let got = seen.get(key);
            if (!got) {
                const type = String(e.event);
                const tool = typeof e.tool === 'string' ? e.tool : typeof e.name === 'string' ? e.name : undefined;
                const rest = Object.fromEntries(Object.entries(e).filter(([k]) => k !== 'event' && k !== 'event_id'));
                got = {
                    entry: {
                        position: 0,
                        last: 0,
                        count: 1,
                        kind: kindOfType(type),
                        type,
                        ...(tool !== undefined ? { tool } : {}),
                        text: JSON.stringify(rest).slice(0, 400),
                        ...(type === 'error_event' ? { failed: true } : {}),
                        origin: o,
                        causes: [],
                    },
                    order: seen.size,
                };
                seen.set(key, got);
            }
            if (!got.entry.causes.includes(ci))
                got.entry.causes.push(ci);
            keys.push(key);
        });
        causeKeys.push(keys);
    });
    // Positions are unknown: number the events in file order.
    const sorted = [...seen.entries()].sort(([, a], [, b]) => (a.entry.origin?.line ?? 0) - (b.entry.origin?.line ?? 0) ||
        (a.entry.origin?.index ?? 0) - (b.entry.origin?.index ?? 0) ||
        a.order - b.order);
    const position = new Map();
    sorted.forEach(([key, v], i) => {
        v.entry.position = i;
        v.entry.last = i;
        position.set(key, i);
    });
    return {
        events: s.diagnosis.evidence_summary.event_count,
        entries: sorted.map(([, v]) => v.entry),
        folds: [],
        hidden: {},
        limits: timeline/* TIMELINE_LIMITS */.Rl,
        folded: { evidence: 0, notable: 0 },
        tokens: [],
        context: [],
        causes: causeKeys.map((keys) => keys.map((k) => position.get(k))),
    };
}
function kindOfType(type) {
    const map = {
        tool_call: 'tool_call',
        tool_output: 'tool_result',
        error_event: 'error',
        retry_event: 'retry',
        token_usage: 'turn',
        context_event: 'context',
        decision: 'message',
        process_output: 'message',
        process_start: 'run',
        process_end: 'run',
    };
    return map[type] ?? 'other';
}
function evidenceId(si, position) {
    return `ev-s${si}-p${position}`;
}
function causeId(si, ci) {
    return `cause-s${si}-c${ci}`;
}
function renderHeader(report) {
    const v = report.verdict;
    const rows = report.sessions.map((s, i) => {
        const d = s.diagnosis;
        const p = d.primary_diagnosis;
        const why = (0,marks/* readinessWhy */.dn)(d);
        return (`<tr data-session="${i}"><td><a href="#s${i}">${escape_text(nameOf(s), 160)}</a></td>` +
            `<td class="s-readiness">${readiness(d.readiness_level)}` +
            `${why ? ` <span class="mute why">(${esc(why.short)})</span>` : ''}</td>` +
            `<td class="num s-trust">${d.trust_score}</td>` +
            `<td class="s-primary">${p.root_cause_failure_type ? `<span class="sev-${esc(p.severity ?? 'low')}">${esc(p.root_cause_failure_type)}</span>` : '<span class="mute">none</span>'}</td>` +
            `<td class="s-gate">${markSpan((0,marks/* sessionMark */.Wz)(s))}</td></tr>`);
    });
    return (`<div class="verdict" id="verdict" data-passed="${v.passed}">` +
        `<span class="big ${MARK_CLASS[(0,marks/* verdictMark */.vG)(v.passed, report.sessions)]}" id="verdict-text">` +
        `${capital((0,marks/* verdictWords */.L2)(v.passed, report.sessions))}</span>` +
        `<span>trust score <strong id="trust">${v.trust_score === null ? 'none' : v.trust_score}</strong></span>` +
        `<span>readiness <strong id="readiness">${readiness(v.readiness_level)}</strong>` +
        `${(0,marks/* worstWhy */.g_)(report) ? ` <span class="mute" id="readiness-why">(${esc((0,marks/* worstWhy */.g_)(report))})</span>` : ''}</span>` +
        `<span class="mute">${v.session_count} session${v.session_count === 1 ? '' : 's'}, ` +
        `${v.failed_session_count} failed; fails on ${esc(words(v.fail_on))}${v.min_trust_score !== null ? `, or trust below ${v.min_trust_score}` : ''}</span>` +
        `</div>` +
        (v.reasons.length ? `<ul class="reasons">${v.reasons.map((r) => `<li>${escape_text(r, 400)}</li>`).join('')}</ul>` : '') +
        `<div class="table"><table id="sessions"><thead><tr><th>session</th><th>readiness</th><th ` +
        `class="num">trust</th><th>primary diagnosis</th><th>gate</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`);
}
function renderFilters(report) {
    const sessions = report.sessions.map((s, i) => `<option value="${i}">${escape_text(nameOf(s), 80)}</option>`).join('');
    const causes = report.sessions
        .flatMap((s, i) => s.diagnosis.failure_causes
        .slice(0, HTML_LIMITS.causesListed)
        .map((c, ci) => `<option value="${i}:${ci}">${report.sessions.length > 1 ? `${escape_text(nameOf(s), 50)}: ` : ''}${esc(c.type)} (${esc(c.severity)})</option>`))
        .join('');
    return (`<div class="filters" role="group" aria-label="Filters">` +
        `<label>Session <select id="f-session"><option value="">all</option>${sessions}</select></label>` +
        `<label>Cause <select id="f-cause"><option value="">all</option>${causes}</select></label>` +
        `<label><input type="checkbox" id="f-errors"> errors only</label>` +
        `<button type="button" id="f-reset">Show all</button></div>`);
}
/** For each cause (by index), the positions of its evidence rows on the timeline, in order. */
function evidenceRows(t) {
    const rows = new Map();
    for (const e of t.entries) {
        for (const c of e.causes ?? []) {
            const list = rows.get(c);
            if (list)
                list.push(e.position);
            else
                rows.set(c, [e.position]);
        }
    }
    return rows;
}
function renderCauses(s, si, t, options) {
    const d = s.diagnosis;
    if (!d.failure_causes.length)
        return '<p class="pass">No failure mode was detected in this session.</p>';
    const base = options.rulesBase ?? version/* PACKAGE_RULES_BASE */.z3;
    const rows = evidenceRows(t);
    const listed = d.failure_causes.slice(0, HTML_LIMITS.causesListed).map((c, ci) => {
        const positions = rows.get(ci) ?? [];
        const first = positions.length ? `#${evidenceId(si, positions[0])}` : undefined;
        const title = `${first ? `<a href="${first}">` : ''}<span ` +
            `class="sev-${esc(c.severity)}">${esc(c.severity)}</span> ${esc(c.type)}${first ? '</a>' : ''}`;
        if (ci >= HTML_LIMITS.causesInFull) {
            return (`<div class="cause short lvl-${esc(c.severity)}" id="${causeId(si, ci)}" data-cause="${ci}">` +
                `<h4>${title} <span class="mute">impact ${c.impact}, ${plural(c.evidence.length, 'evidence event')}</span></h4></div>`);
        }
        const links = positions
            .slice(0, HTML_LIMITS.links)
            .map((p, k) => `<a href="#${evidenceId(si, p)}">${k === 0 ? 'evidence ' : ''}${k + 1}</a>`);
        const more = c.evidence.length - links.length;
        return (`<div class="cause lvl-${esc(c.severity)}" id="${causeId(si, ci)}" data-cause="${ci}">` +
            `<h4>${title} <span class="mute">impact ${c.impact}</span></h4>` +
            `<p class="desc">${escape_text(c.description, 600)}${(0,json.loopTool)(c) ? ` (tool <code>${escape_text((0,json.loopTool)(c), 200)}</code>)` : ''}</p>` +
            (links.length
                ? `<p class="evlinks">${plural(c.evidence.length, 'evidence event')}: ${links.join('')}` +
                    `${more > 0 ? ` <span class="mute">and ${num(more)} more${positions.length > links.length ? ` (${num(positions.length - links.length)} of them on the timeline)` : ' (folded on the timeline)'}</span>` : ''}</p>`
                : `<p class="mute">${plural(c.evidence.length, 'evidence event')}${c.evidence.length ? ' (not in the timeline)' : ''}</p>`) +
            `<details${ci === 0 ? ' open' : ''}><summary>causal ` +
            `chain</summary>${chainSvg(c.causal_chain, c.type, `causal chain of ${c.type}`)}</details>` +
            ruleLink(base, s.preset, c.type, 'rule page: ') +
            `</div>`);
    });
    const rest = d.failure_causes.length - listed.length;
    let tail = '';
    if (rest > 0) {
        const byType = new Map();
        for (const c of d.failure_causes.slice(HTML_LIMITS.causesListed))
            byType.set(c.type, (byType.get(c.type) ?? 0) + 1);
        const counts = [...byType]
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([type, n]) => `${num(n)} ${esc(type)}`);
        tail =
            `<p class="mute">${plural(rest, 'more cause')} (${counts.join(', ')}): the page lists the first ` +
                `${num(HTML_LIMITS.causesListed)}; the JSON report has them all.</p>`;
    }
    return listed.join('') + tail;
}
/** The failure type, linked to its rule's page when it has one. */
function linked(base, preset, type) {
    const url = rulePageUrl(base, preset, type);
    return url ? `<a href="${esc(url)}">${esc(type)}</a>` : esc(type);
}
function ruleLink(base, preset, type, before) {
    const url = rulePageUrl(base, preset, type);
    return url ? `<p class="mute">${before}<a href="${esc(url)}">${esc(type)}</a></p>` : '';
}
/** A size in bytes as people read it: 5 MB, 200 kB. */
function size(bytes) {
    return bytes >= 1e6 ? `${+(bytes / 1e6).toFixed(1)} MB` : `${num(bytes / 1e3)} kB`;
}
function plural(n, what, many = `${what}s`) {
    return `${num(n)} ${n === 1 ? what : many}`;
}
/** Folded events by kind: `12 tool call, 3 turn`, or the kinds alone when the counts are not this fold's own. */
function kindList(kinds, counts) {
    return Object.entries(kinds)
        .filter(([, n]) => (n ?? 0) > 0)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, n]) => `${counts ? `${num(n ?? 0)} ` : ''}${esc(k === 'other' ? 'other' : (KIND_LABEL[k] ?? k))}`)
        .join(', ');
}
function renderFold(f) {
    const kinds = kindList(f.kinds, !f.split);
    const what = f.split ? `${kinds ? ` (kinds around here: ${kinds})` : ''}` : kinds ? `: ${kinds}` : '';
    return (`<li class="gap fold" data-kind="fold" data-failed="0" data-count="${f.count}">` +
        `<span class="pos">#${f.position}${f.last > f.position ? `–${f.last}` : ''}</span>` +
        `<span class="txt">${plural(f.count, 'event')} folded${what}` +
        `${f.evidence ? `, ${plural(f.evidence, 'evidence event')} among them` : ''}</span></li>`);
}
/**
 * Whether the timeline's line numbers tell its rows apart: not when every row is on the same line
 * (a one-document JSON file, such as a span trace), where the record's own id says more.
 */
function linesMeanSomething(entries) {
    const first = entries.find((e) => e.origin?.line !== undefined)?.origin?.line;
    return entries.length < 2 || entries.some((e) => e.origin?.line !== undefined && e.origin.line !== first);
}
function renderEntry(si, e, fromReport, showLines = true) {
    const failed = e.failed || e.kind === 'error' || e.kind === 'retry';
    const cls = [e.causes?.length ? 'ev' : '', failed ? 'failed' : ''].filter(Boolean).join(' ');
    // Where the record is in its file: its line when lines tell records apart; else its own id
    // (below) says it, or its place in the document's list.
    const hasId = e.origin?.span_id !== undefined || e.origin?.id !== undefined;
    const line = e.origin?.line !== undefined && showLines
        ? `line ${e.origin.line}`
        : hasId
            ? ''
            : e.origin?.index !== undefined
                ? `item ${e.origin.index}`
                : e.origin?.line !== undefined
                    ? `line ${e.origin.line}`
                    : '';
    // The record's own id, to open the span in the tool that wrote it or find it in the file.
    const record = e.origin?.span_id !== undefined ? `span ${e.origin.span_id}` : e.origin?.id !== undefined ? `id ${e.origin.id}` : '';
    const causes = e.causes ?? [];
    const tags = causes
        .slice(0, HTML_LIMITS.tags)
        .map((ci) => ci < HTML_LIMITS.causesListed
        ? `<a href="#${causeId(si, ci)}" class="tag">cause ${ci + 1}</a>`
        : `<span class="tag">cause ${ci + 1}</span>`);
    if (causes.length > HTML_LIMITS.tags)
        tags.push(`<span class="mute">+${num(causes.length - HTML_LIMITS.tags)}</span>`);
    const back = tags.join(' ');
    return (`<li${causes.length ? ` id="${evidenceId(si, e.position)}" tabindex="-1"` : ''}${cls ? ` class="${cls}"` : ''} data-kind="${e.kind}" data-failed="${failed ? 1 : 0}"${causes.length ? ` data-causes="${causes.join(' ')}"` : ''}${fromReport ? '' : ` data-count="${e.count}"`}>` +
        `<span class="pos">${fromReport ? '' : `#${e.position}`}${line ? ` <span class="mute">${esc(line)}</span>` : ''}` +
        `${record ? ` <span class="mute rec">${escape_text(record, 80)}</span>` : ''}</span>` +
        `<span class="kind">${esc(KIND_LABEL[e.kind])}</span>` +
        (e.tool !== undefined ? `<code class="tool">${escape_text(e.tool, 80)}</code>` : '') +
        `<span class="txt">${escape_text(e.text, 300)}</span>` +
        (e.count > 1 ? `<span class="count">×${num(e.count)}</span>` : '') +
        (back ? `<span>${back}</span>` : '') +
        `</li>`);
}
/** What the timeline shows, and what it folded past its limits. */
function timelineIntro(t, fromReport, cut) {
    if (fromReport)
        return ('<p class="mute">This report was built from reports, not traces: the timeline shows the evidence events ' +
            `they hold${cut ? ' (cut to fit the page: the others are folded)' : ''}.</p>`);
    const l = t.limits;
    const hidden = kindList(t.hidden, true);
    const past = [];
    if (t.folded.evidence)
        past.push(`${plural(t.folded.evidence, 'evidence event')} (the JSON report has them all)`);
    if (t.folded.notable)
        past.push(`${plural(t.folded.notable, 'error, retry, compaction or failure', 'errors, retries, compactions or failures')}`);
    // The note on folding only when something was folded: a fold, a run of similar events on one row, events past the limits.
    const folded = t.folds.length > 0 || t.entries.length !== t.events || t.entries.some((e) => e.count > 1) || past.length > 0 || cut;
    if (!folded)
        return `<p class="mute">${plural(t.events, 'event')}, each on a row of its own.</p>`;
    return (`<p class="mute">${plural(t.events, 'event')}. On rows of their own: the first ${num(l.head)} and last ` +
        `${num(l.tail)} rows, the first and last ${num(l.notable)} errors, retries, compactions and failures of each ` +
        `kind, and the evidence events (the first and last ${num(l.evidence)} of each cause, ${num(l.evidenceTotal)} ` +
        `at most); runs of similar events are one row with a count, and the other events are folded into rows that ` +
        `say how many and of which kinds${hidden ? ` (${hidden} in all)` : ''}; a fold cut in pieces by evidence ` +
        `events names the kinds of the stretch it was cut from.` +
        `${past.length ? ` Folded past these limits: ${past.join('; ')}.` : ''}` +
        `${cut ? ` This timeline was cut to ${plural(t.entries.length, 'row')} of events to keep the page under ${size(cut)}.` : ''}</p>`);
}
function renderTimeline(si, t, fromReport, maxBytes, cut = false) {
    const items = [];
    let prev = -1;
    let f = 0;
    const gap = (upTo) => {
        if (!fromReport && upTo > prev + 1)
            items.push(`<li class="gap">${plural(upTo - prev - 1, 'event')} not shown</li>`);
    };
    const foldsUpTo = (position) => {
        while (f < t.folds.length && t.folds[f].position < position) {
            const fold = t.folds[f++];
            gap(fold.position);
            items.push(renderFold(fold));
            prev = Math.max(prev, fold.last);
        }
    };
    const showLines = linesMeanSomething(t.entries);
    for (const e of t.entries) {
        foldsUpTo(e.position);
        gap(e.position);
        prev = Math.max(prev, e.last);
        items.push(renderEntry(si, e, fromReport, showLines));
    }
    foldsUpTo(Infinity);
    if (!fromReport)
        gap(t.events);
    return `${timelineIntro(t, fromReport, cut && maxBytes)}<ol class="timeline">${items.join('')}</ol>`;
}
/**
 * The timeline in at most `budget` bytes when it can be: cut to half as many rows until it
 * fits (with no row of events left, it is one fold and its introduction).
 */
function fittedTimeline(si, t, fromReport, budget, maxBytes) {
    let fitted = t;
    let html = renderTimeline(si, t, fromReport, maxBytes);
    let rows = t.entries.length;
    while (Buffer.byteLength(html, 'utf8') > budget && rows > 0) {
        rows = Math.floor(rows / 2);
        fitted = (0,timeline/* fitTimeline */.v8)(t, rows);
        html = renderTimeline(si, fitted, fromReport, maxBytes, true);
    }
    return { html, timeline: fitted };
}
function renderScores(s) {
    const rows = Object.entries(s.diagnosis.scores).map(([dim, score]) => `<tr><td>${esc(words(dim))}${s.observes.includes(dim) ? '' : ' <span class="mute">(not observed)</span>'}</td><td class="num">${score}</td><td><meter min="0" max="100" low="60" high="80" optimum="100" value="${score}">${score}</meter></td></tr>`);
    return (`<div class="table"><table class="scores"><thead><tr><th>dimension</th><th ` +
        `class="num">score</th><th></th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`);
}
function renderRemediation(s, options) {
    const recs = s.diagnosis.recommendations;
    if (!recs.length)
        return '';
    const base = options.rulesBase ?? version/* PACKAGE_RULES_BASE */.z3;
    return (`<h3>Remediation</h3><ul class="remediation">` +
        recs
            .map((r) => `<li><span class="sev-${esc(r.severity)}">${esc(r.severity)}</span> ` +
            `${linked(base, s.preset, r.failure_type)}: ${escape_text(r.remediation, 800)}</li>`)
            .join('') +
        `</ul>`);
}
function renderAssertions(s) {
    if (!s.assertions?.length)
        return '';
    const cell = (v) => escape_text(v === null ? 'unknown' : Array.isArray(v) ? v.join(', ') : String(v), 120);
    return (`<h3>Assertions</h3><div class="table"><table class="assertions"><thead><tr><th></th><th>assertion</th><th>expected</th><th>actual</th></tr></thead><tbody>` +
        s.assertions
            .map((a) => `<tr><td class="${a.passed ? 'pass' : a.level === 'error' ? 'fail' : 'warn'}">${a.passed ? 'pass' : a.level === 'error' ? 'fail' : 'warn'}</td><td>${escape_text(a.subject, 200)} <span class="mute">${escape_text(a.id, 80)}</span></td><td>${esc(a.operator)} ${cell(a.expected)}</td><td>${cell(a.actual)}</td></tr>`)
            .join('') +
        `</tbody></table></div>`);
}
function renderCases(report) {
    if (!report.cases?.length)
        return '';
    return (`<h2>Repeated runs</h2><div class="table"><table id="cases"><thead><tr><th>case</th><th ` +
        `class="num">passed</th><th>status</th><th class="num">trust mean</th><th ` +
        `class="num">min–max</th></tr></thead><tbody>` +
        report.cases
            .map((c) => `<tr><td>${escape_text(c.case, 120)}</td><td class="num">${c.passed_runs}/${c.runs}</td><td ` +
            `class="${c.status === 'passing' ? 'pass' : c.status === 'flaky' ? 'warn' : 'fail'}">${esc(c.status)}${c.passed ? '' : ' (gate fails)'}</td><td class="num">${c.trust_mean.toFixed(1)}</td><td class="num">${c.trust_min}–${c.trust_max}</td></tr>`)
            .join('') +
        `</tbody></table></div>`);
}
function renderBaseline(c) {
    if (!c)
        return '';
    const rows = c.sessions.map((d) => `<tr${d.regressed ? ' class="fail"' : ''}><td>${escape_text(d.session, 120)}</td><td class="num">${d.baseline_trust_score} → ${d.trust_score}</td><td class="num">${d.trust_delta > 0 ? '+' : ''}${d.trust_delta}</td><td>${readiness(d.baseline_readiness_level)} → ${readiness(d.readiness_level)}</td><td>${[
        ...d.new_failures.map((f) => `new ${esc(f)}`),
        ...d.resolved_failures.map((f) => `resolved ${esc(f)}`),
    ].join(', ')}${d.regressed ? ' <strong>regressed</strong>' : ''}</td></tr>`);
    return (`<h2>Compared with the baseline</h2><p class="mute">${escape_text(c.baseline, 300)}; tolerance ${c.tolerance} ` +
        `points${c.fail_on_regression ? ', a regression fails the gate' : ''}.</p>` +
        `<div class="table"><table id="baseline"><thead><tr><th>session</th><th class="num">trust</th><th ` +
        `class="num">change</th><th>readiness</th><th>failure ` +
        `types</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>` +
        (c.added.length ? `<p>New sessions: ${c.added.map((a) => escape_text(a, 120)).join(', ')}</p>` : '') +
        (c.removed.length ? `<p>Gone since the baseline: ${c.removed.map((a) => escape_text(a, 120)).join(', ')}</p>` : ''));
}
function renderHarness(report) {
    const h = report.harness;
    if (!h?.results.length)
        return '';
    return (`<h2>Evaluation harnesses</h2><div class="table"><table ` +
        `id="harness"><thead><tr><th>harness</th><th>run</th><th class="num">final ` +
        `score</th><th>status</th><th></th></tr></thead><tbody>` +
        h.results
            .map((r) => `<tr><td>${esc(r.harness)}</td><td>${escape_text(r.id, 120)}</td><td ` +
            `class="num">${r.final_score === null ? 'none' : r.final_score.toFixed(2)}</td><td>${escape_text(r.status ?? 'none', 60)}</td><td class="${r.passed ? 'pass' : 'fail'}">${r.passed ? 'pass' : 'fail'}</td></tr>`)
            .join('') +
        `</tbody></table></div>`);
}
/** A session's section, but for its timeline: what comes before it and after it. */
function renderSession(s, si, t, chart, options) {
    const d = s.diagnosis;
    const why = (0,marks/* readinessWhy */.dn)(d);
    const gateWords = {
        pass: 'passed the gate',
        review: '<span class="warn">passed the gate, to review</span>',
        fail: '<strong class="fail">failed the gate</strong>',
    };
    return (`<section class="session" id="s${si}" data-session="${si}">` +
        `<h2>${escape_text(nameOf(s), 200)}</h2>` +
        `<p class="s-line"><span class="${READINESS_CLASS[d.readiness_level]}">${esc(words(d.readiness_level))}</span>, trust ` +
        `score <strong>${d.trust_score}</strong>${why ? ` (${esc(why.long)})` : ''}; ${gateWords[(0,marks/* sessionMark */.Wz)(s)]} · ` +
        `${esc(s.format)}, preset ${esc(s.preset)} · ` +
        `${plural(d.evidence_summary.event_count, 'event')}, ${plural(d.evidence_summary.tool_calls, 'tool call')}, ${plural(d.evidence_summary.errors, 'error')}, ${num(d.cost_analysis.total_tokens)} tokens` +
        `${s.case !== undefined ? ` · case ${escape_text(s.case, 100)}` : ''}</p>` +
        (d.primary_diagnosis.root_cause_failure_type
            ? `<p>Primary diagnosis: <strong class="sev-${esc(d.primary_diagnosis.severity ?? 'low')}">${esc(d.primary_diagnosis.root_cause_failure_type)}</strong> — ${esc(d.primary_diagnosis.causal_chain_explanation)}</p>`
            : '') +
        renderIntegrity(s) +
        `<div class="grid"><div><h3>Failure causes</h3>${renderCauses(s, si, t, options)}</div>` +
        `<div><h3>Dimension scores</h3>${renderScores(s)}${renderRemediation(s, options)}</div></div>` +
        renderAssertions(s) +
        renderFiles(s) +
        (chart ? `<h3>Token use</h3>${chart}` : '') +
        `<h3>Timeline</h3>`);
}
/**
 * The sessions' sections. Each timeline gets an equal share of what is left of the page's
 * budget once everything else is written (a session that needs less leaves the rest to the
 * ones after it); the causes are written after their timeline is fitted, so that each link
 * leads to a row.
 */
function renderSessions(report, options, others) {
    const sessions = report.sessions.map((s, si) => {
        const given = options.timelines?.[si];
        const t = given ?? timelineFromReport(s);
        const chart = given ? tokenChart(given, options.tokenBudget, `token use of ${nameOf(s)}`) : undefined;
        return { s, si, t, given, chart, before: renderSession(s, si, t, chart, options) };
    });
    const close = '</section>';
    const maxBytes = options.maxBytes ?? HTML_LIMITS.pageBytes;
    let left = maxBytes - others - sessions.reduce((n, x) => n + Buffer.byteLength(x.before, 'utf8') + close.length, 0);
    return sessions
        .map((x, k) => {
        const budget = Math.max(0, Math.floor(left / (sessions.length - k)));
        const { html, timeline } = fittedTimeline(x.si, x.t, x.given === undefined, budget, maxBytes);
        left -= Buffer.byteLength(html, 'utf8');
        const before = timeline === x.t ? x.before : renderSession(x.s, x.si, timeline, x.chart, options);
        return before + html + close;
    })
        .join('');
}
/** The HTML report of `report`, one self-contained page. */
function renderHtml(report, options = {}) {
    const style = STYLE;
    const script = SCRIPT;
    const csp = [
        "default-src 'none'",
        `style-src ${cspHash(style)}`,
        `script-src ${cspHash(script)}`,
        "img-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
    ].join('; ');
    const title = `${capital((0,marks/* verdictWords */.L2)(report.verdict.passed, report.sessions))}: ${version/* TOOL_NAME */.lH} ` +
        `report${options.title ? ` (${options.title})` : ''}`;
    const top = `<!doctype html>\n<html lang="en"><head><meta charset="utf-8">` +
        `<meta http-equiv="Content-Security-Policy" content="${csp}">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="referrer" content="no-referrer">` +
        `<title>${escape_text(title, 200)}</title><style>${style}</style></head><body><main>` +
        `<h1>${esc(version/* TOOL_NAME */.lH)} report</h1>` +
        renderHeader(report) +
        renderFilters(report);
    const bottom = renderCases(report) +
        renderBaseline(options.baseline) +
        renderHarness(report) +
        `<footer>${esc(report.tool.name)} ${esc(report.tool.version)}, report schema ${report.schema_version}. ` +
        `Trace content is shown as text, with secret-shaped values masked.</footer>` +
        `</main><script>${script}</script></body></html>\n`;
    const others = Buffer.byteLength(top, 'utf8') + Buffer.byteLength(bottom, 'utf8');
    return top + renderSessions(report, options, others) + bottom;
}


/***/ }),

/***/ 2794:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   REPORT_SCHEMA_VERSION: () => (/* reexport safe */ _core_version_js__WEBPACK_IMPORTED_MODULE_5__.WI),
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
/* harmony import */ var _harness_judge_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8027);
/* harmony import */ var _policy_verdict_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5187);
/* harmony import */ var _policy_cases_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1227);
/* harmony import */ var _core_version_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3323);
/* harmony import */ var _prepared_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2313);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1211);
/* harmony import */ var _core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7063);









/** Judge the sessions (and harness results) against the gate settings and build the report. */
function buildReport(gated, settings, extras = {}) {
    const sessions = (0,_policy_cases_js__WEBPACK_IMPORTED_MODULE_1__/* .withoutLoneRuns */ .Pt)(gated);
    const judged = extras.harness ? (0,_harness_judge_js__WEBPACK_IMPORTED_MODULE_6__/* .judgeHarness */ .CI)(extras.harness.results, extras.harness.settings) : undefined;
    const cases = (0,_policy_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .sessionCases */ .CQ)(sessions, settings);
    const h = extras.harness?.settings;
    return {
        schema_version: _core_version_js__WEBPACK_IMPORTED_MODULE_5__/* .REPORT_SCHEMA_VERSION */ .WI,
        tool: { name: _core_version_js__WEBPACK_IMPORTED_MODULE_5__/* .TOOL_NAME */ .lH, version: _core_version_js__WEBPACK_IMPORTED_MODULE_5__/* .TOOL_VERSION */ .wr },
        verdict: (0,_policy_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .decide */ .LD)(sessions, settings, judged ? { results: judged.results.length, failures: judged.failures } : undefined),
        sessions: sessions.map((s) => ({
            source: s.source,
            ...(s.session !== undefined ? { session: s.session } : {}),
            format: s.format,
            preset: s.preset,
            observes: [...s.observes],
            passed: (0,_policy_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .sessionFailures */ .eS)(s, settings).length === 0,
            diagnosis: s.diagnosis,
            ...(s.assertions !== undefined ? { assertions: s.assertions.map((a) => ({ ...a })) } : {}),
            ...(s.case !== undefined ? { case: s.case } : {}),
            integrity: (s.integrity ?? []).map((f) => ({ ...f, ...(f.origin ? { origin: { ...f.origin } } : {}) })),
            ...(s.files
                ? {
                    files: s.files.files.map((f) => ({ ...f, causes: [...f.causes] })),
                    files_outside_workspace: s.files.outside,
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
    const finish = terminal ? _sanitize_js__WEBPACK_IMPORTED_MODULE_3__/* .terminalJson */ .t3 : (s) => s;
    const plain = () => [finish(JSON.stringify(report, null, 2) + '\n')];
    const prepared = report.sessions.map((s) => (0,_prepared_js__WEBPACK_IMPORTED_MODULE_2__/* .preparedTexts */ .IV)(s.diagnosis));
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
                const field = _prepared_js__WEBPACK_IMPORTED_MODULE_2__/* .HEAVY_FIELDS */ .gH.find((f) => f === k);
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
    fields.forEach((f, i) => out.push(...(terminal && f.unsafe ? [(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_3__/* .terminalJson */ .t3)((0,_prepared_js__WEBPACK_IMPORTED_MODULE_2__/* .fieldText */ .gF)(f))] : f.bytes), pieces[i + 1]));
    return out;
}
/** The worst session: the worst readiness, then the lowest trust score, then the first. */
function worstSession(report) {
    let worst;
    const rank = (s) => _core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .READINESS_LEVELS */ .LC.indexOf(s.diagnosis.readiness_level);
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
/* harmony export */   L2: () => (/* binding */ verdictWords),
/* harmony export */   Oq: () => (/* binding */ MARK_ICON),
/* harmony export */   Wz: () => (/* binding */ sessionMark),
/* harmony export */   Xv: () => (/* binding */ MARK_WORD),
/* harmony export */   dn: () => (/* binding */ readinessWhy),
/* harmony export */   g_: () => (/* binding */ worstWhy),
/* harmony export */   n6: () => (/* binding */ runMark),
/* harmony export */   vG: () => (/* binding */ verdictMark)
/* harmony export */ });
/* unused harmony exports UNSAFE_BELOW, REVIEW_BELOW, scoreLine */
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2020);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2794);


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
/** The verdict in a few words: `passed`, `passed, 1 run to review`, `failed`. */
function verdictWords(passed, sessions) {
    if (!passed)
        return 'failed';
    const review = sessions.filter((s) => (typeof s === 'string' ? s : sessionMark(s)) === 'review').length;
    return review ? `passed, ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(review, 'run')} to review` : 'passed';
}
/** The mark of the whole run: fail when the gate failed, review when it passed with a session to review. */
function verdictMark(passed, sessions) {
    if (!passed)
        return 'fail';
    return sessions.some((s) => sessionMark(s) === 'review') ? 'review' : 'pass';
}


/***/ })

};
