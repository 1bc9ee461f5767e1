export const id = 768;
export const ids = [768];
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

/***/ 5768:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HTML_LIMITS: () => (/* binding */ HTML_LIMITS),
  cspHash: () => (/* binding */ cspHash),
  renderHtml: () => (/* binding */ renderHtml)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/engine/timeline.ts + 1 modules
var timeline = __webpack_require__(8636);
// EXTERNAL MODULE: ./src/policy/verdict.ts
var verdict = __webpack_require__(5187);
// EXTERNAL MODULE: ./src/core/version.ts
var version = __webpack_require__(3323);
// EXTERNAL MODULE: ./src/engine/presets.ts + 16 modules
var presets = __webpack_require__(9236);
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
    const unseen = (0,files_section/* unseenWords */.CL)(s);
    if (!changed.length && !readOnly && !outside && !unseen)
        return '';
    const root = (0,files_section/* rootWords */.av)(s, (p) => `<code>${escape_text(p, 200)}</code>`);
    const items = changed.slice(0, files_section/* MAX_FILES_LISTED */.je).map((f) => {
        const causes = f.causes.map((c) => `<strong class="warn">${esc(c)}</strong>`).join(', ');
        return `<li><code>${escape_text(f.path, 200)}</code>: ${esc((0,files_section/* editWords */.uf)(f))}${causes ? `; ${causes}` : ''}</li>`;
    });
    if (changed.length > files_section/* MAX_FILES_LISTED */.je) {
        items.push(`<li>…and ${(0,core_text/* plural */.LS)(changed.length - files_section/* MAX_FILES_LISTED */.je, 'more file')}; the JSON report lists them all.</li>`);
    }
    const also = (0,files_section/* alsoWords */.jg)(s);
    return (`<div class="files"><h3>What the agent changed</h3>` +
        (root ? `<p class="mute">${root[0].toUpperCase()}${root.slice(1)}.</p>` : '') +
        (items.length
            ? `<ul>${items.join('')}</ul>`
            : `<p class="mute">${esc((0,files_section/* noneEditedWords */.zG)(s)[0].toUpperCase() + (0,files_section/* noneEditedWords */.zG)(s).slice(1))}.</p>`) +
        (items.length && unseen ? `<p class="mute">Also ${esc(unseen)}.</p>` : '') +
        (also.length ? `<p class="mute">Also: ${esc(also.join('; '))}.</p>` : '') +
        `</div>`);
}

;// CONCATENATED MODULE: ./src/report/html/assets.ts
/**
 * The HTML report's own style sheet and script, inlined in the page and allowed by their hashes
 * in its Content-Security-Policy. The script never builds markup: it only shows and hides
 * elements that the page already has (the `hidden` property, classes), so trace content,
 * escaped when the page was written, stays text. A line of the sheet that ends in `\` goes on
 * in the next one: the template literal's line continuation, no newline in the sheet.
 */
const STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1f2328;--mute:#59636e;--line:#d1d9e0;--card:#f6f8fa;
--bad:#cf222e;--warn:#9a6700;--ok:#1a7f37;--acc:#0969da;--hl:#fff8c5;--ev:#ffebe9}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--mute:#9198a1;--line:#3d444d;
--card:#151b23;--bad:#f85149;--warn:#d29922;--ok:#3fb950;--acc:#4493f8;--hl:#3b2e00;--ev:#3c1618}}
*{box-sizing:border-box}
[hidden]{display:none!important}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--fg);\
font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;overflow-wrap:anywhere}
main{max-width:1100px;margin:0 auto;padding:12px}
h1{font-size:1.35rem;margin:.2em 0 .4em}
h2{font-size:1.15rem;margin:1.2em 0 .4em;border-bottom:1px solid var(--line);padding-bottom:.2em}
h3{font-size:1rem;margin:1em 0 .3em}
a{color:var(--acc)}
a:focus-visible,button:focus-visible,select:focus-visible,input:focus-visible,\
summary:focus-visible{outline:3px solid var(--acc);outline-offset:2px}
code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.88em}
.verdict{display:flex;flex-wrap:wrap;gap:8px 20px;align-items:baseline;padding:10px 12px;\
border:1px solid var(--line);border-radius:8px;background:var(--card)}
.verdict .big{font-size:1.3rem;font-weight:700}\
.verdict .lead-why{font-size:1rem;font-weight:400}
.pass{color:var(--ok)}.fail{color:var(--bad)}.warn{color:var(--warn)}
.sev-critical{color:var(--bad);font-weight:700}.sev-high{color:var(--bad)}.sev-medium{color:var(--warn)}\
.sev-low{color:var(--mute)}
.mute{color:var(--mute)}
.table{width:100%;overflow-x:auto}
table{border-collapse:collapse;width:100%;font-size:.92em}
th,td{text-align:left;padding:4px 6px;border-bottom:1px solid var(--line);vertical-align:top;overflow-wrap:normal}
td.t{overflow-wrap:anywhere}
th{font-weight:600}
.num{text-align:right;font-variant-numeric:tabular-nums}
.filters{display:flex;flex-wrap:wrap;gap:8px 14px;align-items:center;padding:8px 0;position:sticky;top:0;\
background:var(--bg);z-index:1;border-bottom:1px solid var(--line)}
.filters label{display:flex;gap:6px;align-items:center;max-width:100%;min-width:0}
.filters select{max-width:calc(100vw - 110px);text-overflow:ellipsis}
select,button{font:inherit;color:inherit;background:var(--card);border:1px solid var(--line);border-radius:6px;\
padding:3px 8px;max-width:100%}
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
.l-total{stroke:var(--acc)}.l-eff{stroke:var(--ok);stroke-dasharray:5 3}.l-ctx{stroke:var(--warn)}\
.d-ctx{fill:var(--warn)}
.l-budget{stroke:var(--bad);stroke-dasharray:6 4;stroke-width:1.5}.l-window{stroke:var(--bad);stroke-dasharray:2 3;\
stroke-width:1.5}
.l-compact{stroke:var(--mute);stroke-dasharray:3 3}
.k{display:inline-block;width:14px;height:3px;vertical-align:middle;margin:0 4px 0 8px;background:var(--mute)}
.k-total{background:var(--acc)}.k-eff{background:var(--ok)}.k-budget,.k-window{background:var(--bad)}\
.k-ctx{background:var(--warn)}
meter{width:120px;max-width:40%}
ol.timeline{list-style:none;margin:0;padding:0;font-size:.9em;display:grid;column-gap:8px;\
grid-template-columns:fit-content(16em) fit-content(7em) fit-content(12em) minmax(0,1fr) auto auto}
ol.timeline li{display:grid;grid-column:1/-1;grid-template-columns:subgrid;align-items:baseline;row-gap:2px;\
padding:3px 6px;border-bottom:1px solid var(--line)}
ol.timeline li .pos{grid-column:1;color:var(--mute);font-variant-numeric:tabular-nums}
ol.timeline li .kind{grid-column:2;font-weight:600}
ol.timeline li .tool{grid-column:3}
ol.timeline li .txt{grid-column:4;min-width:0;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;\
font-size:.9em;white-space:pre-wrap}
ol.timeline li .count{grid-column:5}
ol.timeline li .tags{grid-column:6}
ol.timeline li.fold .txt{grid-column:2/-1;font-family:inherit;font-size:inherit}
ol.timeline li.gap:not(.fold){display:block}
ol.timeline li.failed .kind{color:var(--bad)}
ol.timeline li.ev{background:var(--ev)}
ol.timeline li.gap{color:var(--mute);font-style:italic;justify-content:center}
ol.timeline li:target,ol.timeline li.flash{background:var(--hl);outline:2px solid var(--warn)}
.count{color:var(--mute)}
.tag{border:1px solid var(--line);border-radius:10px;padding:0 6px;font-size:.85em}
details summary{cursor:pointer}
footer{margin:20px 0;color:var(--mute);font-size:.85em}
details.rule{border:1px solid var(--line);border-radius:8px;padding:4px 12px;margin:8px 0}
details.rule[open]{padding-bottom:10px}
.rule-text h4{margin:.8em 0 .2em}
.rule-text pre{white-space:pre-wrap;font-size:.88em}
@media (max-width:640px){
.table table,.table thead,.table tbody,.table tr,.table th,.table td{display:block;width:auto}
.table thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
.table tr{border-bottom:1px solid var(--line);padding:4px 0}
.table td{border:0;padding:1px 6px;text-align:left}
.table td[data-label]:not([data-label=""]){display:flow-root;padding-left:calc(7.5em + 12px)}
.table td[data-label]:not([data-label=""])::before{content:attr(data-label);color:var(--mute);float:left;width:7.5em;\
margin-left:calc(-7.5em - 6px);overflow-wrap:normal}
ol.timeline{display:block}
ol.timeline li{display:flex;flex-wrap:wrap;gap:2px 8px}
ol.timeline li .pos{min-width:7.5em}
ol.timeline li .kind{min-width:6.5em}
ol.timeline li .txt{flex:1 1 16em}
.tick,.cap{font-size:13px}
}
@media (max-width:543px){.tick,.cap{font-size:15px}}
@media (max-width:477px){.tick,.cap{font-size:17px}}
@media (max-width:427px){.tick,.cap{font-size:20px}}
@media (max-width:372px){.tick,.cap{font-size:23px}}
@media (max-width:330px){.tick,.cap{font-size:26px}}
@media (max-width:298px){.tick,.cap{font-size:29px}}
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
  // A link to a rule's text opens it.
  function openRule(hash) {
    if (!hash || hash.indexOf('#rule-') !== 0) return;
    var d = document.getElementById(hash.slice(1));
    if (d && d.tagName === 'DETAILS') d.open = true;
  }
  window.addEventListener('hashchange', function () {
    openRule(location.hash);
  });
  openRule(location.hash);
  document.addEventListener('click', function (e) {
    var r = e.target && e.target.closest ? e.target.closest('a[href^="#rule-"]') : null;
    if (r) openRule(r.getAttribute('href'));
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
 * Whether the session's tokens are known only as totals: no two points of the run at different
 * events (SWE-agent's model_stats, a result line's usage). A line from 0 to the total would draw
 * spending as even when nothing says how it went.
 */
function tokenTotalsOnly(t) {
    return t.tokens.length > 0 && t.tokens.every((p) => p.position === t.tokens[0].position);
}
/**
 * Token use over the session: cumulative tokens and effective tokens with the budget as a line
 * (top), and the context's fill of the model's window with the window as a line (bottom).
 * Undefined when the session recorded neither tokens over its course nor context.
 *
 * The drawing scales with the page (its viewBox is 640 wide); the style sheet sets its text
 * larger on narrow screens, so that it never shows under 10 px, and the margin on the left
 * leaves the numbers room at the largest.
 */
function tokenChart(t, budget, label) {
    const curve = t.tokens.length > 0 && !tokenTotalsOnly(t);
    if (!curve && !t.context.length)
        return undefined;
    const W = 640;
    const left = 88;
    const right = 12;
    const plotW = W - left - right;
    const events = Math.max(1, t.events - 1);
    const x = (position) => left + (plotW * position) / events;
    const parts = [];
    let y0 = 14;
    const legend = [];
    if (curve) {
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

;// CONCATENATED MODULE: ./src/report/html/rule-pages.ts
// Made by scripts/rule-pages.mjs from docs/rules/*.md (npm run bundle runs it): edit the pages, not this.
/** Each rule page, by its path, as Markdown. */
const RULE_PAGES = {
    "docs/rules/agents-context_pollution.md": "# context_pollution (agents preset)\n\n**Dimension:** `context_health` (weight 0.12) · **Penalty:** up to 40 · **Source:** `src/engine/rules/agents/context.ts`\n\n## Motivated by\n\nReal traces record compactions (Claude Code `compact_boundary`, OpenClaw `compaction`, Codex\n`compacted`) and, for Codex, the model's context window (`model_context_window`), but almost\nnever a `saturation` field, so the reference rule sees compactions only. OpenClaw sessions in\na public moltbot (OpenClaw) session compact two and three times with the summary \"Summary unavailable due to\ncontext limits\" (`__fixtures__/traces/openclaw/compactions.jsonl`,\n`__fixtures__/agents/openclaw-poll-send-keys.jsonl`); a long Codex Desktop session fills 64% of\na 258k window without compacting (a public Codex Desktop session).\n\n## What it looks at\n\n`context_event`s:\n\n- every `action: \"compaction\"` is evidence. The agents record their compactions as: Claude\n  Code's and Qwen's `system` `compact_boundary` (the `isCompactSummary` message after it is the\n  summary, no prompt), Codex's `compacted` with its `context_compacted` (one compaction), OpenClaw's\n  `compaction` entries, Copilot CLI's `session.compaction_complete` and its `session.truncation` that removed messages, Qwen's `chat_compression`,\n  OpenHands' `condensation` action and V1's `Condensation` event, Junie's `ContextCompaction`,\n  Inspect's `compaction` event, Cline's `conversationHistoryDeletedRange` and Kilo's condensed\n  summaries, an ATIF trajectory continued after a summarization, goose's \"Performing\n  auto-compaction...\" and \"Context limit reached. Compacting...\" notices. Gemini CLI session\n  files, `opencode run --format json`, Kimi's context file, Cursor, Droid and Amp streams record\n  none;\n- a compaction whose summary was lost (OpenClaw's \"Summary unavailable\": `summary_lost` on the\n  compaction) is said with it (\"was compacted 3 times (every summary lost)\"). It is the same\n  fact, so no memory cause comes from it: [memory_degradation](memory_degradation.md) counts only\n  real memory events (recalls that missed, stores that failed);\n- any other context event is evidence when the context is at least `saturation`% full. The fill\n  is the event's `saturation`, or, where the trace gives the model's context window\n  (`context_window`, remembered for later events), `tokens` (or `tokens_before`) over it.\n\n## Thresholds and options\n\n| option | default | meaning |\n| --- | --- | --- |\n| `saturation` | 85 | fill (% of the context window) from which a context event counts |\n| `highSaturation` | 95 | fill from which the cause is high |\n| `highCompactions` | 3 | compactions from which the cause is high |\n| `basePenalty` | 8 | penalty = min(`maxPenalty`, `basePenalty` + `perEvent` × matching events) |\n| `perEvent` | 6 | |\n| `maxPenalty` | 40 | |\n| `evidenceLimit` | 12 | context events shown as evidence |\n\n## Severity and penalty\n\n- medium for one or two compactions or a fill from 85%;\n- high from three compactions, or a fill from 95%;\n- penalty = min(40, 8 + 6 × n): 1 → 14, 2 → 20, 3 → 26.\n\nCausal chain: `context_growth -> saturation_or_compaction -> key_state_risk`.\n\nCompactions are this cause's alone: no memory cause where nothing recalled memory (a lost\nsummary included), and no `run_failed` (a compaction is no end of the run). A run that ended\nbecause the context window was outgrown is [run_failed](agents-run_failed.md)'s, naming the\nmodel's context window; the compactions before it are this cause's, on other records.\n\n## What to do\n\nUse less context: keep tool outputs and history short, and avoid compactions that can silently\ndrop the state the task depends on.\n",
    "docs/rules/agents-cost_explosion.md": "# cost_explosion (agents preset)\n\n**Dimension:** `cost_efficiency` (weight 0.12) · **Penalty:** up to 80 · **Source:** `src/engine/rules/agents/cost.ts`\n\n## Motivated by\n\nThe reference rule calls any run above 30,000 tokens a critical cost explosion. Real coding\nsessions spend from 0.1 to 56 million tokens, most of them cheap cache reads: the pi coding\nagent session in the pi coding agent's published test session spends 47.6M tokens of which 43.2M are cache reads; a Codex\nDesktop session in a public Codex Desktop session 7.2M of which 6.8M are cached. Every one of them was\n\"unsafe\" by the absolute line. What a run may spend depends on the task, so the line is the\nuser's: a per-session budget.\n\n## What it looks at\n\n- **Effective tokens**, counted as providers price them, roughly: input + output + cache writes\n  + `cacheReadWeight` × cache reads, from each `token_usage`'s `usage` parts (the adapters write\n  `input` without the cached tokens). A `token_usage` without the parts counts its total.\n- **Waste**: a call made again right after itself (same tool and arguments, no other call\n  between) that returned the very same successful result (`output_digest`): the second call paid\n  for nothing new. The same call after other work (a build after an edit) is not waste, even\n  when its output is the same.\n\nWithout a budget the cause fires only for waste. With `tokenBudget` set (the CLI's\n`--token-budget N`, the action's `token-budget` input), spending above it fires too. A run\nstopped at a limit (its turns, its cost limit such as Claude's `--max-budget-usd` or SWE-agent's\n`exit_cost`, its time, the model's context window, a limit of failed attempts) is\n[agents-run_failed](agents-run_failed.md)'s, which names the limit and what the run had spent:\nreaching a limit is no spend beyond a budget, and one fact makes one cause. A run stopped at its\nturn limit after 62k effective tokens has no cost cause; one that also went over the budget given\nhere, or wasted calls on repeats, has a cost cause for that, which says nothing of the limit and\ncites the replies and calls, not the run's end.\n\n## Thresholds and options\n\n| option | default | meaning |\n| --- | --- | --- |\n| `tokenBudget` | 0 | effective tokens one session may spend; 0: no budget |\n| `criticalBudgetRatio` | 3 | spending above this many times the budget is critical |\n| `cacheReadWeight` | 0.1 | weight of a cache read against a fresh input token |\n| `wasteThreshold` | 3 | wasted calls from which the cause fires without a budget (medium) |\n| `highWaste` | 10 | wasted calls from which it is high, in a run that recorded 10,000 tokens or more in all (below that, or with no token counts, waste alone is at most medium: a cost cause is not high where hardly anything was spent) |\n| `wastePenalty` | 2 | penalty points per wasted call |\n| `budgetPenalty` | 20 | penalty points per budget spent, when over it |\n| `maxPenalty` | 80 | |\n| `evidenceLimit` | 8 | largest `token_usage` events and first wasted calls shown as evidence |\n\nThe engine option is `detectorOptions: { cost_explosion: { tokenBudget: N } }`.\n\n## Severity and penalty\n\n- over the budget: high; over three times the budget: critical. Penalty = round(20 × spent /\n  budget) + 2 × wasted calls (1.2× → 24, 3× → 60), at most 80.\n- without a budget (or under it): medium from 3 wasted calls, high from 10; penalty = 10 + 2 ×\n  wasted calls.\n\nDescription: `The run spent 8.7M effective tokens (47.6M in all, 43.2M of them cheap cache\nreads), 2.9 times its budget of 3.0M.`\n\nCausal chain: `repeated_reasoning_or_calls -> token_waste -> cost_spike`. The report's\n`cost_analysis` stays the reference model's measure (total tokens T, duplicate calls D).\n\n## What to do\n\nKeep the run within its budget: find the turns that spent the most (long tool outputs,\nre-read files, retries) and trim them; stop or check in when the budget runs out. Do not pay\ntwice for the same answer: reuse a result the agent already has.\n",
    "docs/rules/agents-finished_on_failure.md": "# finished_on_failure (agents preset)\n\n**Dimension:** `task_completion` (weight 0.20, shared with [run_failed](agents-run_failed.md)) · **Penalty:** 35 (high) · **Source:** `src/engine/rules/agents/finished-on-failure.ts`\n\n## Motivated by\n\nHarbor trials (Terminal-Bench tasks, a verifier's reward) that failed their tests while the\nagent's trace looked clean, every one ready for runtime:\n\n- a Claude Code run whose last `pytest` exited 1, after which the agent read two files, updated\n  its to-do list and answered \"Problem Fixed!\";\n- terminus-2 runs whose last batch of commands failed (`bash: ...: No such file or directory`,\n  pip's `ERROR: No matching distribution found`) and which then called `mark_task_complete`.\n\nThe trials that passed ended on a check that passed. The rule does not read the reward: it reads\nonly the trace.\n\n## What it looks at\n\nThe last result of a command tool (`commandTools`: a shell, a terminal, a script runner), and how\nthe run ended. When that result failed (`status: error`) and the run then ended `completed` (a\nfinal answer, or the tool that marks the task done), the run declared itself done on a failed\ncheck: nothing the agent ran afterwards succeeded. Reading or editing files, or updating a to-do\nlist, after the failure is not a check that passed.\n\nA command that never ran is no failed check: when the error of the last command is a refusal (the\none notion of a refusal every rule shares, `src/engine/rules/agents/refused.ts`: each agent's own\nwords for a permission or a confirmation withheld; see [permission_refused](agents-permission_refused.md)),\nor carries a word of `notRun`, there is no cause (a Gemini CLI QA run whose shell command needed a\nconfirmation it could not get, and which then checked the file another way). A shell's own\n\"Permission denied\" (a file the command could not open) is a command that ran and failed.\n\nA run that did not end `completed` (a crash, a time limit, a run that stopped on a call) is left\nto [run_failed](agents-run_failed.md).\n\n## Thresholds and options\n\n| option | default | meaning |\n| --- | --- | --- |\n| `commandTools` | `[\"bash\", \"bash_command\", \"shell\", \"local_shell\", \"exec\", \"exec_command\", \"container_exec\", \"command_execution\", \"terminal\", \"execute_bash\", \"execute_command\", \"run\", \"run_ipython\", \"run_shell_command\", \"run_terminal_cmd\", \"powershell\", \"run_command\", \"run_commands\", \"run_terminal_command\"]` | tools (compared lower-cased) whose results are commands run |\n| `notRun` | `[]` | further lower-cased words of the failed command's error that mean it never ran, beside the refusals every rule knows: no check failed, no cause |\n| `penalty` | 35 | penalty of the cause |\n\n## Severity and penalty\n\nHigh, penalty 35: `task_completion` loses 35 points and the trust score 7, and the readiness is\n`review_recommended`, never unsafe by this rule alone: the agent may have known that the\nfailure did not matter (a check expected to fail, a command run to show an error).\n\nEvidence: the failed result, its error and the `process_end`. Causal chain:\n`tool_call -> check_failed -> run_declared_done`.\n\n## What to do\n\nMake the agent run the checks its task names (its tests, its build, the commands in the task)\nbefore it finishes, and finish only once they pass, or say plainly that they do not.\n",
    "docs/rules/agents-ignoring_tool_outputs.md": "# ignoring_tool_outputs (agents preset)\n\n**Dimension:** `tool_output_utilization` (weight 0.16) · **Penalty:** 100 × share of failed calls · **Source:** `src/engine/rules/agents/tool-failures.ts`\n\n## Motivated by\n\nNo real format marks a tool result as unused (`used: false`), so the reference rule never fires\non a real trace, even on an Inspect AI log in which every one of the 11 tool calls failed\n(UKGovernmentBEIS/inspect_ai `log_tool_call_error.json`, `__fixtures__/traces/inspect/tool-errors.json`).\nA run that keeps calling tools that keep failing is a run in which the agent is not acting on\nwhat its tools tell it. Healthy real runs fail few calls: 3 of 13 (user rejections), 3 of 21,\n5 of 33, 19 of 373 in the public samples.\n\nIn TRAIL's labelled smolagents traces (docs/trail.md), people mark two more kinds of failed tool\nuse that a share never reaches: a browsing tool called again and again with arguments it does not\ntake (`page_down` with `{\"\": \"\"}`: `TypeError ... unexpected keyword argument`), five times in a\nrow in a run of fifteen calls; and a page fetched with status Ok whose text is an error\n(`Title: Error 403`, `Connection aborted`), which they label Authentication or Service Errors.\n\n## What it looks at\n\n`tool_output` events: how many there are and how many have status `error` (the adapters also\nmark as failed a fetched page whose text says it failed, though its status was Ok). A call the\nworkflow refused (its tool error is a refusal, `src/engine/rules/agents/refused.ts`: Cursor's\n`rejected`, Claude's \"haven't granted\", Gemini's \"requires user confirmation\", a person's \"the\nuser doesn't want to proceed\") never ran: it is neither a result nor a failure here, whatever\ntheir number; it is [permission_refused](agents-permission_refused.md)'s. Four triggers, the\nfirst that fires is the cause:\n\n1. **Most calls failed.** Once there are `minResults` results, at least `ratio` of them failed.\n2. **One tool kept failing.** The same tool's results failed `streak` times in a row, with no\n   other result between them, whatever the share of the whole run. The tools in `workTools`\n   run the agent's own commands or code (a shell, Python): a command that fails there (a test\n   that fails, a grep that finds nothing) is the agent at work, so they make no streak (their\n   failures still count in the share). The evidence is the failed results (the first\n   `evidenceLimit`) and every result of the streak.\n3. **The service behind a tool failed.** At least `serviceFailures` failed results (of tools\n   not in `workTools`) whose error says so: an HTTP 401, 403, 404, 429 or 5xx, a page titled\n   `Error`, a connection aborted, refused or reset. Medium: the run may have coped,\n   but what came back was an error, not the content the agent asked for.\n\n4. **The answer stands on nothing.** The run called one of `answerTools` (smolagents'\n   `final_answer`, SWE-agent's `submit`, OpenHands' `finish`, Cline's `attempt_completion`) and\n   no other tool at all: it answered without looking anything up, reading or running anything.\n   High, penalty 50; the evidence is the answer call. In TRAIL's development set this fires on 19\n   of 56 runs, 16 of which people scored 1-3 for reliability (most labelled with a made-up tool\n   result: \"the system hallucinated the output of the search_agent tool\"). A run that runs its\n   own code first (a `python` step) is not caught: whether that code looked anything up is not\n   something a rule can tell.\n\nFailed results of a tool that runs the agent's own code (`workTools`) make no streak, but for\nedits: when the tool error after such a result says the editor refused the edit (\"Your proposed\nedit has introduced new syntax error(s)\", \"No replacement was performed\", ...), the result is a\nfailed edit, and `streak` failed edits in a row are a cause (high) whatever tool carried them:\nOpenHands' resolver edits files through `run_ipython`.\n\nReplies of the model in the wrong format (an `error_event` of kind `format`: a SWE-agent reply\nwith no command block, whose `DISCUSSION` the harness sent to the shell) are no tool calls. When\nat least `streak` of them make up at least `ratio` of the replies that should have given a\ncommand, the agent did not act at all: high, critical past `criticalRatio` with\n`criticalFailures` of them; penalty 100 × their share.\n\nFailed results of calls repeated with the same (or near-equal) arguments also count toward a\nloop (see [agents-infinite_tool_loop](agents-infinite_tool_loop.md)).\n\n## Thresholds and options\n\n| option | default | meaning |\n| --- | --- | --- |\n| `minResults` | 5 | tool results needed before the share of failures is judged |\n| `ratio` | 0.5 | share of failed results from which the cause fires (high) |\n| `criticalRatio` | 0.5 | a share above this ... |\n| `criticalFailures` | 5 | ... with at least this many failures is critical |\n| `evidenceLimit` | 12 | failed results shown as evidence |\n| `streak` | 3 | failed results of one tool in a row (no other result between) that make the cause (high) whatever the share; 0: never |\n| `serviceFailures` | 1 | failed results whose error says the service failed (HTTP 401, 403, 404, 429, 5xx, a page titled Error, a dropped or refused connection) that make a medium cause when nothing else fires; 0: never |\n| `workTools` | `[\"bash\", \"bash_command\", \"shell\", \"sh\", \"exec\", \"exec_command\", \"local_shell\", \"run\", \"run_command\", \"terminal\", \"python\", \"ipython\", \"run_ipython\", \"execute_bash\", \"execute_ipython_cell\"]` | tools (lower-cased names) that run the agent's own commands or code: no streak, no service failure |\n| `answerTools` | `[\"final_answer\", \"submit\", \"finish\", \"attempt_completion\"]` | tools (lower-cased names) through which the agent gives its answer: a run that called one of them and no other tool makes the cause (high); an empty list: never |\n\n## Severity and penalty\n\n- high when at least half of five or more results failed;\n- critical when most of them failed (more than half) and at least five did: the run mostly\n  failed its tools;\n- penalty = round(100 × failed / results): 50 at half, 100 when every call failed.\n- one tool failing `streak` times in a row: high, penalty round(100 × failed / results) (at\n  least 1): `\"page_down\" failed 5 times in a row (6 of 15 tool results failed in all): the agent\n  kept calling it without acting on what it said (last error: \"...\").`\n- service failures alone: medium (the readiness stays what the rest says), penalty round(100 ×\n  such failures / results): `A tool call failed because the service behind the tool did (last:\n  \"Title: Error 403\"): what came back was an error, not the content asked for.`\n\nDescription: `11 of 11 tool calls failed (100%), 11 of them \"bash\": the agent kept going without\nacting on what its tools told it (last error: \"The tool output limit of 10 MiB was exceeded.\").`\n\nCausal chain: `tool_call -> tool_output -> decision_skipped_output -> unsupported_agent_step`.\n\nNote: the adapters' `observes` lists (which dimensions a format can show) still leave\n`tool_output_utilization` out for real formats; under this preset it is observable wherever the\nformat marks failed results.\n\n## What to do\n\nFix the tool setup or the environment the agent runs in (missing credentials, a sandbox that\nrefuses, a wrong working directory), and make the agent read a failed call's error and change\ncourse instead of calling on.\n",
    "docs/rules/agents-infinite_tool_loop.md": "# infinite_tool_loop (agents preset)\n\n**Dimension:** `loop_control` (weight 0.16) · **Penalty:** up to 80 · **Source:** `src/engine/rules/agents/loop.ts`, runs of calls in `src/engine/rules/agents/repeats.ts`, cycles and revisits in `src/engine/rules/agents/cycles.ts`\n\n## Motivated by\n\n- The reference model groups identical calls over the whole session, so a coding session that\n  runs the same build after each edit is a loop: the pi coding agent session in\n  the pi coding agent's published test session issues `npm run build` 34 times, always between edits\n  (`__fixtures__/agents/openclaw-edit-build-cycle.jsonl` keeps five of them: the reference model\n  says critical loop).\n- Polling a running process repeats a call whose result moves on each time: Codex Desktop's\n  `write_stdin` seven times in a row in a public Codex Desktop session\n  (`__fixtures__/agents/codex-rollout-polling.jsonl`), OpenClaw's `process poll` alternating with\n  `send-keys` in a public moltbot (OpenClaw) session (`__fixtures__/agents/openclaw-poll-send-keys.jsonl`).\n- In TRAIL's labelled smolagents traces (docs/trail.md), people mark as Resource Abuse a tool\n  called again and again with near-equal arguments: `page_down` with `{\"\": \"\"}`, then\n  `{\"\": {}}`, then `{\"page_down\": \"\"}`, each failing; and a web search repeated with the same\n  words reworded (`\"Pie Menus or Linear Menus, Which Is Better? 2015 DBLP\"`, then with `author\n  metadata` added, then the same words in another order), labelled on the last repeat.\n- In AgentRewardBench (McGill-NLP, 2025), experts labelled web-agent runs \"looping\" or not. What\n  they call looping is mostly a short cycle of actions with the same arguments, run again and\n  again: `fill('85', q), click('87')` eight times over, `tab_focus(0), tab_focus(1)` eight\n  times over; or one action the agent keeps going back to between others (`click('800')` every\n  other step). A run of identical calls alone missed them. [docs/loops.md](../loops.md) measures\n  the rule against those labels (`npm run eval:loops`).\n- A provider that keeps failing (retry storms: five `Reconnecting... n/5` in a `codex exec` run,\n  twelve `429` replies in a row in an OpenClaw session) is no tool loop: the agent issued no call.\n  [provider_failure](agents-provider_failure.md) names it; this rule never rests on evidence\n  without a tool call.\n\n## What it looks at\n\n**Tool loops.** A run is a sequence of consecutive identical calls (same tool, same arguments\ncompared as canonical JSON, no other tool call between them). Within a run, each call is\ncompared with the one before it, once both results are known (results that arrive after the\nnext call, as with parallel calls, are waited for):\n\n- the call before it **failed** (`tool_output` status `error`): no progress (a call repeated after\n  it failed, with the same arguments, counts toward a loop);\n- else this call failed: a change, not a repeat;\n- else both results have an `output_digest` (a hash of the result's content written by the\n  adapters): no progress when they are equal, progress when they differ (a poll whose output\n  moved on);\n- else, when neither call has any result at all (flat events without outputs): no progress;\n- else (successful results the format gives no content for): progress, as nothing shows the\n  repeat learnt nothing.\n\nA loop is a chain of `minRepeats` or more calls linked by \"no progress\". Another tool call ends\nthe run, so the same call separated by other work (an edit-build-test cycle) is never a loop.\n\n**Near-equal arguments.** With `nearEqual` (by default all three), two calls are the same call\nwhen their arguments differ only in `case` (text compared without regard to case), `spacing`\n(runs of white space as one space, trimmed) or `blank` values (entries whose value is empty or\nwhite-space text, null, `{}` or `[]` are left out): `{\"\": \"\"}`, `{\"\": {}}` and `{}` are all no\narguments. The description then says the arguments were near-equal.\n\n**Reworded queries.** `rewordRepeats` or more calls of one tool in a row (no other call between)\nwhose queries (text arguments named in `queryKeys`, of at least `rewordMinWords` words) share at\nleast `rewordSimilarity` of their words with the call before (words in common, of the words of\neither; case, punctuation and order do not count): the agent kept rephrasing a search instead of\nacting on what came back. Only queries are compared, never paths, commands or code: consecutive\nreads of files in one folder, or shell commands, are work. High, never critical.\n\n**Cycles.** The same sequence of 2 to `maxCycle` calls, with the same arguments (compared\nexactly, by the call's fingerprint), run `cycleRepeats` or more times back to back, each call\nwithout progress over its copy one round before (the same comparison as above: its copy failed,\nor both got the same result, or neither got any). A round whose results changed (a status that\nmoves, a log that grows: a polling cycle) ends the cycle. A round that is itself a shorter round\nrepeated is that shorter cycle, or a run of identical calls. A call's result is what came back\nbefore `resultLag` more calls were made; a later result of a call with an id counts as unknown,\nnot as the same, so calls issued in parallel are not taken for a cycle. The description names\nthe calls of a round and how many rounds ran: `The agent ran the same cycle of 2 calls (\"fill\",\n\"click\") 8 times in a row with the same arguments without progress: no result came back for any\nof them.` The evidence is the first round, then the repeats, up to `evidenceLimit`.\n\n**Revisits.** A call made again, with the same arguments and nothing gained (as above), at most\n`revisitWindow` calls after its last copy, with no call between the two that succeeded (an edit\nbetween two runs of the same build is work, whatever the build printed). When `revisitMin` of\n`revisitSpan` calls in a row are revisits, the agent kept going back to the same few calls: a\nloop (high), reported only where no run or cycle was found. Revisits also count what the run\nwasted (below).\n\nOf all loops found, the most severe (then the longest, then the first) is the cause; the\ndescription counts the others.\n\nEach call is hashed once and compared with at most `maxCycle + revisitWindow` calls before it, in\na ring of the last calls: the rule's cost per call is constant, whatever the run's length. The\nstate (the ring, the open cycles, the revisits of the last `revisitSpan` calls) is the last calls'\nown after a few dozen calls, so a long file read in two parts merges exactly.\n\n## Thresholds and options\n\n| option | default | meaning |\n| --- | --- | --- |\n| `minRepeats` | 3 | calls of a run without progress that make a loop (high) |\n| `criticalRepeats` | 5 | calls from which a loop is critical |\n| `loopPenalty` | 20 | penalty = min(`maxPenalty`, `loopPenalty` + `repeatPenalty` × repeats + `sharePenalty` × share + `endedPenalty` if the run ended inside the loop), rounded |\n| `repeatPenalty` | 1 | per repeat |\n| `sharePenalty` | 30 | times the repeats' share of the run's calls |\n| `endedPenalty` | 10 | when the run's last call repeated one before it (inside a run, a cycle or a revisit) |\n| `maxPenalty` | 80 | |\n| `maxCycle` | 6 | the longest cycle looked for, in calls (1 or less: no cycles) |\n| `cycleRepeats` | 3 | rounds a cycle of two or more calls must run, the first included |\n| `revisitWindow` | 6 | how far back (in calls) a call looks for its last copy |\n| `revisitSpan` | 12 | the stretch of calls in a row in which revisits are counted |\n| `revisitMin` | 5 | revisits within `revisitSpan` calls that make a loop (high); 0: none |\n| `resultLag` | 8 | calls after a call within which its result must come to be compared |\n| `evidenceLimit` | 10 | events shown as evidence: the first nine and the last |\n| `nearEqual` | `[\"case\", \"spacing\", \"blank\"]` | how the arguments of two calls may differ and still be the same call; `[]`: only identical arguments |\n| `rewordRepeats` | 3 | calls of one tool in a row whose queries are the same words reworded that make a loop (high); 0: none |\n| `rewordSimilarity` | 0.5 | share of words two neighbouring queries must have in common (of the words of either) |\n| `rewordMinWords` | 3 | words a query needs to be compared so |\n| `queryKeys` | `[\"query\", \"q\", \"search\", \"search_query\", \"search_string\", \"question\", \"keywords\"]` | argument names (lower-cased) whose text is a query |\n| `nonProviderKinds` | `[\"tool\", \"permission_denied\", \"guardrail\", \"result\", \"agent\", \"sample\"]` | `error_event` kinds that are not the provider failing a request (a `tool` error is a failed call) |\n\n## Severity and penalty\n\n- A run of identical calls: high from 3 calls, critical from 5. A cycle: high from 3 rounds,\n  critical from 5 (`criticalRepeats`). Reworded queries and revisits: high.\n- The penalty says what the loop wasted. Its repeats are the calls made again without progress:\n  the revisits of the whole run (every repeat of a run or a cycle of up to `revisitWindow` calls\n  is one), or the repeats of the worst loop, whichever is more. penalty = min(80, 20 + repeats +\n  30 × repeats / calls of the run + 10 if the run ended inside the loop), rounded: three\n  identical calls that are the whole run, 20 + 2 + 20 + 10 = 52; the same three among eight calls,\n  the run going on after them, 20 + 2 + 7.5 = 30. So among runs of the same length, the one that\n  wasted more scores lower, and a run that never got out of its loop lowest.\n\nDescriptions say what happened: `The agent called \"bash\" 6 times in a row with the same\narguments without progress: each repeat came after the call before it had failed (last error:\n\"exit code 1\").`.\n\nCausal chain: `tool_call -> tool_failure_or_no_progress -> retry_same_action -> loop_flagged`.\n\n## What to do\n\nGive the agent a stop condition and a retry cap: a call that failed or returned the same result\nshould not be issued again with the same arguments.\n",
    "docs/rules/agents-permission_refused.md": "# permission_refused (agents preset)\n\n**Dimension:** `task_completion` (weight 0.20, shared with [run_failed](agents-run_failed.md) and [finished_on_failure](agents-finished_on_failure.md): of them, the lower score holds) · **Penalty:** up to 100 (medium or high) · **Source:** `src/engine/rules/agents/permission-refused.ts`\n\n## Motivated by\n\nReal runs whose shell calls the workflow's permission policy refused, and which the gate blamed on\nthe agent (\"the agent kept going without acting on what its tools told it\"), with three refusals\nmaking the run one to review and six failing the job, while the agent handled each refusal well:\n\n- Cursor CLI runs whose every shell command came back `{\"rejected\": ...}` while the run's result\n  said success (public Cursor CLI guardrail probes);\n- a `claude -p` run told \"Claude requested permissions to write to ..., but you haven't granted\n  it yet\";\n- a Gemini CLI run whose shell command \"requires user confirmation, which is not supported in\n  non-interactive mode\".\n\n## What it looks at\n\nA refused call never ran: the agent asked, the workflow said no. What counts as a refusal is one\nnotion that every rule shares (`src/engine/rules/agents/refused.ts`): a tool error in an agent's\nown words for a permission withheld, or an `error_event` of kind `permission_denied` (Claude's and\nQwen's `permission_denials`). A shell's own \"Permission denied\" (a file the command could not\nopen, EACCES) is a command that ran, and failed.\n\n| agent | its words (or record) | the setting the fix names |\n| --- | --- | --- |\n| Claude Code (`claude -p`, sessions) | \"Claude requested permissions to ..., but you haven't granted it yet\", \"Permission to use Bash has been denied\", \"This command requires approval\", `permission_denials` | `--allowedTools` (or `--permission-mode`) |\n| Amp | Claude's stream and words | as Claude's |\n| Gemini CLI, Qwen Code | \"Tool execution for ... requires user confirmation, which is not supported in non-interactive mode\", \"Tool execution denied by policy\", Qwen's `permission_denials` | `--approval-mode` (or `--yolo`) |\n| Copilot CLI | \"Permission denied and could not request permission from user\" | `--allow-tool` (or `--allow-all-tools`) |\n| opencode | \"The user rejected permission to use this specific tool call\" (`opencode run` answering an \"ask\" itself), \"The user has specified a rule which prevents you from using this specific tool call\" | `permission` in opencode.json |\n| Codex (exec, rollouts) | a `command_execution` `declined`; \"exec command rejected by user\", \"patch rejected by user\", \"... rejected by user approval settings\"; \"rejected due to unacceptable risk\"; \"sandbox denied exec error\" | `--ask-for-approval` and `--sandbox` |\n| Cursor CLI | a result `rejected {reason}`, `writePermissionDenied` | its permissions (`.cursor/cli.json`, or `--force`) |\n| Droid | \"insufficient permission to proceed. Re-run with --auto medium\" | `--auto medium` (or `--auto high`) |\n| Goose | \"The user has declined to run this tool\" (its mode, a tool set to never allow, its tool inspection) | `GOOSE_MODE` (or its tool permissions) |\n| Kimi CLI | \"The tool call is rejected by the user\" | `--yolo` (or the approvals its client gives) |\n| OpenClaw | \"exec denied: ...\" (exec approvals: security deny, allowlist miss, no answer in time) | exec approvals (`tools.exec.security`, `ask`) |\n| Continue (`cn -p`) | a tool that \"requires permission\" in headless mode, naming `--auto` | `--auto` (or `--allow`) |\n| OpenHands (V1) | a `UserRejectObservation` whose `rejection_source` is `hook` | its hooks (or confirmation policy) |\n\nAider, mini-swe-agent and SWE-agent ask for no permission per call in their runs: a call they\ndid not run is none of this rule's.\n\nSo a refused call is:\n\n- never a failed tool for [ignoring_tool_outputs](agents-ignoring_tool_outputs.md) (its failed\n  result is taken back: neither in the share of failed calls nor in a streak);\n- never a failed check for [finished_on_failure](agents-finished_on_failure.md);\n- its own fact here, with a fix that names the agent's permission setting, read from the\n  refusal's words (the table above).\n\nA person who said no in an interactive session (Claude Code's \"the user doesn't want to proceed\nwith this tool use\", Cline's \"the user denied this operation\", Copilot's \"The user rejected this\ntool call\", OpenHands' rejected action, an answer with feedback in opencode or Kimi) refused\ntoo: no failed tool, and no cause either: they decided, and no setting is to blame.\n\nA run whose end itself says it stopped for want of permission (Droid's \"Exec ended early:\ninsufficient permission to proceed\") is [run_failed](agents-run_failed.md)'s, which names the\nsetting: one fact, one cause.\n\n## Thresholds and options\n\n| option | default | meaning |\n| --- | --- | --- |\n| `blockedCalls` | 2 | refusals of one tool that never ran in the whole session from which the cause is high (0: never high) |\n| `evidenceLimit` | 12 | refusals shown as evidence |\n\n## Severity and penalty\n\n- medium: the workflow refused some calls;\n- high: it refused one tool at least `blockedCalls` times and that tool never ran in the session\n  (every shell command refused): what the agent was meant to do with it was not done, so the run\n  is one to review;\n- never critical: the refusal is the workflow's, not the agent's.\n\nPenalty = the share of the calls that were refused, in percent (3 of 5 → 60), at least 1: it\nfalls on `task_completion`.\n\nDescription: `The workflow refused 3 of 5 tool calls, all to \"shell\": \"rejected\". They never ran;\nthe agent is not to blame for them, but that tool never ran at all, so what it was meant to do was\nnot done.`\n\nEvidence: the refusals (the tool errors or permission denials). Causal chain:\n`tool_call -> refused_by_permission_policy -> step_not_taken`.\n\n## What to do\n\nAllow the calls the task needs in the agent's permission setting (the cause names it), or give\nthe agent a task it can do without them.\n",
    "docs/rules/agents-provider_failure.md": "# provider_failure (agents preset)\n\n**Dimension:** `loop_control` (weight 0.16, shared with [infinite_tool_loop](agents-infinite_tool_loop.md): of the two, the lower score holds) · **Penalty:** up to 80 · **Source:** `src/engine/rules/agents/loop.ts`\n\n## Motivated by\n\nReal runs whose provider kept failing while the agent made no step, which used to be named\n`infinite_tool_loop` although their evidence held no tool call:\n\n- five `Reconnecting... n/5` and a stream error in a row in a `codex exec` run\n  (`__fixtures__/traces/codex-exec/reconnect.jsonl`);\n- twelve `429 Free allocated quota exceeded.` replies in a row in an OpenClaw session\n  (`__fixtures__/traces/openclaw/provider-retries.jsonl`);\n- provider errors that say the credentials were rejected, or the model is overloaded: the fix\n  (\"check the API key\", \"back off\") is about the provider, not about a call the agent repeats.\n\n## What it looks at\n\n**Retry storms.** `retry_event`s and provider `error_event`s (any kind but `nonProviderKinds`:\ntool errors, permission denials, guardrails and run summaries are not the provider) in a row,\nwith no tool call and no reply that got through (a `token_usage` with output) between them: the\nagent made no step while the provider kept failing. `stormRepeats` or more make a storm (high),\n`criticalStorm` or more a critical one.\n\nFewer provider errors in a row than a storm, but at least `providerErrors` of them (two by\ndefault), are a medium cause: the provider failed requests, the run went on.\n\nA run with no tool call at all is left to [run_failed](agents-run_failed.md): it failed on the\nprovider before it did anything. Of all storms found, the most severe (then the longest, then the\nfirst) is the cause; the description counts the others.\n\n## Thresholds and options\n\n| option | default | meaning |\n| --- | --- | --- |\n| `stormRepeats` | 3 | provider errors and retries in a row that make a storm (high) |\n| `criticalStorm` | 5 | errors and retries in a row from which a storm is critical |\n| `providerErrors` | 2 | provider errors in a row, fewer than `stormRepeats`, that make a medium cause; 0: none |\n| `basePenalty` | 8 | penalty = min(`maxPenalty`, `basePenalty` + `perRepeat` × length) |\n| `perRepeat` | 6 | |\n| `maxPenalty` | 80 | |\n| `evidenceLimit` | 10 | events shown as evidence: the first nine and the last |\n| `nonProviderKinds` | `[\"tool\", \"permission_denied\", \"guardrail\", \"result\", \"agent\", \"sample\"]` | `error_event` kinds that are not the provider failing a request |\n\n## Severity and penalty\n\n- medium from 2 provider errors, high from 3 errors and retries, critical from 5.\n- penalty = min(80, 8 + 6 × length): 2 → 20, 3 → 26, 5 → 38, 12 → 80, as a tool loop of the\n  same length.\n\nDescriptions say what happened: `The provider refused 12 requests in a row (3 errors and 9\nretries) with no tool call or reply between them (last error: \"429 Free allocated quota\nexceeded.\").` (\"refused\" for quota, rate-limit, authentication and policy errors, \"failed\"\notherwise.) The recommendation is written for the provider's error: quota, rate limit, context\nwindow, authentication, connection, server.\n\nCausal chain: `provider_request_failed -> retry_without_a_step -> run_stalled`.\n\n## What to do\n\nFind out why the provider kept failing (credentials, rate limits, overload, quota) and fix that;\nmake the agent back off, cap its retries, and stop the run with the provider's error instead of\nretrying a request that cannot succeed.\n",
    "docs/rules/agents-run_failed.md": "# run_failed (agents preset)\n\n**Dimension:** `task_completion` (weight 0.20) · **Penalty:** 100 (critical), 40 (high) · **Source:** `src/engine/rules/agents/run-failed.ts`\n\n## Motivated by\n\nReal runs that plainly failed and that the reference model passed with trust 100, because none\nof its six rules looks at how a run ended:\n\n- a `codex exec --json` run that printed `Reconnecting... 1/5` to `5/5` and ended in\n  `turn.failed` (a public `codex exec` benchmark run, trimmed in\n  `__fixtures__/traces/codex-exec/reconnect.jsonl`);\n- an OpenClaw session whose provider answered twelve requests in a row with\n  `429 Free allocated quota exceeded.` and whose last reply is that error\n  (`__fixtures__/traces/openclaw/provider-retries.jsonl`);\n- an OpenClaw session that stops on an `exec` call that never got a result\n  (a public moltbot (OpenClaw) session, trimmed in `__fixtures__/agents/openclaw-pending-call.jsonl`).\n\n## What it looks at\n\nThe run's `process_end` (every real adapter writes one per session): its `status` and `reason`.\n\n| status | verdict |\n| --- | --- |\n| `completed` (or any status not in `failedStatuses`) | no cause |\n| `error` | critical: \"The run ended in an error (quota exceeded) after the provider refused 12 requests in a row: ...\" |\n| `aborted` | critical: the run was stopped (a user interrupt, a cancelled eval, a turn_aborted) |\n| `max_turns` | critical: the run used up its turn limit |\n| `incomplete`, and the last tool call never got a result | critical: \"The run stopped on a call to \"exec\" that never got a result, with no completion.\" |\n| `incomplete`, whose reason only says a user message is last (`userTurnReasons`) | **high**: the agent was not in the middle of its own work, and a transcript saved on exit can end that way |\n| `incomplete`, any other reason (a tool result the model never answered, a turn that never ended, a stream without its result, a reply cut at the output limit) | critical |\n\nA last tool call counts as \"where the run stopped\" only when nothing but its own reply's usage\ncame after it: a retry, an error or a compaction after it means the run went on.\n\nWithout any `process_end` (flat events), a last tool call that never got a result is the only\nsign: critical; otherwise no cause.\n\nThe description names the reason in the run's own words, classifies common provider errors\n(quota exceeded, rate limited, context window exceeded, authentication failed, connection failed,\nprovider server error, request refused) and says how many provider errors or retries came in a\nrow just before the end (errors and retries since the last tool call or reply that got through;\ntool errors, permission denials, guardrails and run summaries are not counted,\n`nonProviderKinds`). The recommendation is written for the cause: for a quota error it says to\nraise the quota and stop retrying; for a connection that kept failing, to check the endpoint and\nmake retries give up; for a run stopped mid-call, to look for a crash, a timeout or a killed\nprocess around that call.\n\nA run stopped at a limit is named for it, and its fix is about that limit\n(`limitOf` in `src/engine/rules/agents/common.ts` reads the end's status and reason):\n\n- **Turns**: `max_turns` (Claude's and Amp's `error_max_turns`, Qwen's, OpenAI Agents' \"Max turns\n  (10) exceeded\"), Gemini's and Qwen's \"Reached max session turns ... maxSessionTurns\"\n  (`FatalTurnLimitedError`), OpenHands' \"Agent reached maximum iteration\" and V1's\n  `MaxIterationsReached`, mini-swe-agent's `LimitsExceeded` at its `step_limit`, goose's \"I've\n  reached the maximum number of actions I can do without user input\", Inspect's message limit.\n  Said: \"The run hit its turn limit after 12 turns: ...\"\n- **Cost**: Claude's `error_max_budget_usd` (`--max-budget-usd`), SWE-agent's `exit_cost` and\n  `submitted (exit_cost)`, mini-swe-agent's `LimitsExceeded` at its `cost_limit`, OpenHands'\n  \"Agent reached maximum budget\", Inspect's token and cost limits. Said: \"The run was stopped at\n  its cost limit before it finished ($0.52 spent): ...\"\n- **Time**: Inspect's time and working limits, SWE-agent's `exit_total_execution_time`, a Harbor\n  trial's agent timeout. Said: \"The run was stopped at its time limit before it finished: ...\"\n- **The model's context window**: Codex's \"ran out of room in the model's context window\",\n  SWE-agent's `exit_context`, Inspect's context limit, \"prompt is too long\", Aider's \"has hit a\n  token limit!\" with \"possibly exhausted context window!\", goose's \"Context limit still exceeded\n  after compaction\", Claude's `autocompact_thrashing`. Said: \"The run outgrew the model's context\n  window before it finished: ...\"\n- **Failed attempts**: Cline's `mistake_limit_reached`, SWE-agent's `exit_format` (too many\n  replies in the wrong format), Claude's `error_max_structured_output_retries`, Aider's \"Only 3\n  reflections allowed, stopping.\" (its edits or checks kept failing), SWE-agent's\n  `exit_command_timeout` (commands that kept timing out). Said: \"The run was stopped at its limit\n  of failed attempts before it finished: ...\"\n\nWhere the run's end says what it had used, the description says it: the turns of a Claude,\nAmp or Qwen result (`num_turns`), what a Claude or SWE-agent run had spent (`total_cost_usd`,\n`instance_cost`), the setting and the use mini-swe-agent and OpenHands quote (\"step_limit 50\n... 50 model calls\", \"max iteration: 30\"). A reply cut at its output token limit is no limit of\nthe run (an `incomplete` end), and neither is an account's usage limit (\"You've hit your usage\nlimit\", \"You've hit your limit · resets ...\"): that is the plan's quota, said as a provider's\nrefusal.\n\nThe limit is this cause's alone: no cost cause comes from the same fact\n([agents-cost_explosion](agents-cost_explosion.md) counts only spend beyond a stated budget and\ncalls wasted on repeats), no provider failure either (the agents' own limit errors are no\nprovider error), and a context window outgrown is not also a\n[context_pollution](agents-context_pollution.md) cause unless the run was compacted or filled\nturn by turn before it (those are other records).\n\nA run whose end says it stopped for want of permission (Droid's \"Exec ended early: insufficient\npermission to proceed. Re-run with --auto medium\") is named for it: \"The run was stopped by the\nworkflow's permission policy before it finished\", and its fix names the agent's permission\nsetting (Droid's `--auto medium`), from the refusal's own words\n(`src/engine/rules/agents/refused.ts`). The calls refused before it are part of that one fact:\nno [permission_refused](agents-permission_refused.md) cause beside it.\n\n## Thresholds and options\n\n| option | default | meaning |\n| --- | --- | --- |\n| `failedStatuses` | `[\"error\", \"aborted\", \"max_turns\", \"incomplete\"]` | `process_end` statuses that mean the run did not finish |\n| `userTurnReasons` | `[\"user message\"]` | lower-cased words of an `incomplete` reason that mean only \"the user's message is last\" (high) |\n| `penalty` | 100 | penalty of a run that did not finish |\n| `userTurnPenalty` | 40 | penalty of a trace that ends on an unanswered user message |\n| `nonProviderKinds` | `[\"tool\", \"permission_denied\", \"guardrail\", \"result\", \"agent\", \"sample\", \"format\"]` | `error_event` kinds that are not the provider failing a request |\n\n## Severity and penalty\n\n- critical, penalty 100: `task_completion` scores 0, the trust score loses 20 points, and the\n  readiness is `unsafe_for_production` (any critical cause).\n- high, penalty 40, for a trace that ends on an unanswered user message: `review_recommended`.\n\nWith penalty 100 this cause is the primary diagnosis of every run that did not finish; the loop\nrule still reports the retry storm behind it.\n\nEvidence: the pending call (when the run stopped on one), the last provider error or retry of\nthe run of them just before the end, and the `process_end`. Causal chain:\n`run_started -> run_interrupted_or_errored -> task_not_completed`.\n\n## What to do\n\nFind out why the run stopped before it finished and fix that cause; make the agent end with a\nclear error, not a silent stop, when it cannot go on. Do not trust the output of a run that did\nnot finish.\n",
    "docs/rules/agents-skill_failure.md": "# skill_failure (agents preset)\n\n**Dimension:** `skill_adherence` (weight 0.12) · **Penalty:** up to 24 · **Source:** `src/engine/rules/agents/skills.ts`\n\n## Motivated by\n\nsmolagents managers that were given a team member to search the web (`search_agent`) and never\nasked it, in TRAIL's development set (smolagents runs on GAIA that people reviewed, see\n[trail.md](../trail.md)). Instead of calling the member, the manager printed its request to it\n(`print(\"Hello search_agent, please find ...\")`) or wrote the figure it was meant to look up\nstraight into its code (`refund_per_bottle = 0.05  # according to Wikipedia`), then answered.\nThe reference rule counts one skill not invoked as medium, so these runs were\n`ready_for_runtime` with trust 98; people marked a Tool Selection Error or a made-up tool\nresult in every one of them, most often of high impact.\n\n## What it looks at\n\n`skill_event`s, as the [reference rule](skill_failure.md) does: `invoked` is the boolean\n`false`, or `status` (lower-cased) is one of `failedStatuses`.\n\nWhere a reader says a skill is a team member the agent never asked (`role: \"team_member\"`,\n`invoked: false`), that is enough for a high cause by itself. The `openinference` reader writes\none per member when an AGENT span names team members (`smolagents.managed_agents.N.name`) and\nno agent ran, no tool of a member's name was called and no code the model wrote calls a member\n(`search_agent(task=...)`, even if the call then failed), anywhere inside it. A request printed in\na string (`print(\"Hello search_agent, ...\")`) is not a call. A run in which some\nagent ran inside the manager is not judged: the spans do not say which member it was; nor is a\ntrace with spans whose parent is not in the file, where the call may be among the missing.\nEach member is reported at the end of each of the manager's steps, pointing at the model call\nthat wrote the step (where the manager chose to act alone), or once at the manager's span when\nit has no steps.\n\n## Thresholds and options\n\n| option | default | meaning |\n| --- | --- | --- |\n| `failedStatuses` | `ignored, mismatch, failed` | statuses that mean the skill did not do its job |\n| `highCount` | 2 | matching events from which the cause is high |\n| `highRoles` | `team_member` | `role`s of a skill not invoked that make the cause high by themselves (an empty list: none) |\n\n## Severity and penalty\n\n- `high` with `highCount` or more matching events, or with one team member never asked; else\n  `medium`.\n- penalty = min(24, 8 + 6 × n), n the matching events (the reference rule's).\n\nEvidence: the matching events (for a team member, the manager's AGENT span). Causal chain:\n`skill_available -> skill_not_selected_or_failed -> generic_execution`.\n\nA run that really needed no lookup (a puzzle worked out in its own code) is called\n`review_recommended` too: a person can see from the description that nothing was looked up and\ndecide. On TRAIL's development set one of the eleven runs it flags is such a run.\n\n## What to do\n\nMake the agent call what it was given for the job (a call in its code or a tool call, not a\nprinted request) and answer from what comes back. Check the manager's prompt: it should say\nhow to call a team member, and that an answer needs what the members found.\n",
    "docs/rules/agents-unverified_change.md": "# unverified_change (agents preset)\n\n**Dimension:** `task_completion` (weight 0.20, shared with [run_failed](agents-run_failed.md)) · **Penalty:** 15 to 25 (medium or high) · **Source:** `src/engine/rules/agents/unverified-change.ts`\n\n## Motivated by\n\nA reviewer of a pull request an agent wrote asks first whether the agent ran the project's checks\nafter its last change. The gate did not say: a run that edited code and never ran a test\nafterwards was ready for runtime with trust 100. On 100 public mini-swe-agent runs on SWE-bench\nVerified, no test or reproduction ran after the last edit in about a fifth of the runs whose patch\nfailed the hidden tests; people ask for the same (\"warn when a turn stops on unverified code\nedits\", \"evidence goes stale after edits\").\n\nThe rule reads only the trace: what the tools did, never what the agent says about it.\n\n## What it looks at\n\nThe session's proof-of-work facts (`sessions[].verification` in the JSON report, see\n[agents-preset.md](../agents-preset.md#proof-of-work)):\n\n- **changes**: the edits of the format's file tools (`Edit`, `Write`, `apply_patch`,\n  `str_replace_editor`, ...) and what shell commands visibly change (`sed -i`, `cat > f <<EOF`,\n  `python - <<EOF` writing a file, `git apply`, `patch`); a change whose call failed changed\n  nothing; removing a file (most often the run's own scratch output) is no change;\n- **checks**: tests (`npm test`, `pytest`, `go test`, `cargo test`, `mvn test`, a repository's own\n  `runtests.py`, ...), builds and type checks (`tsc`, `cargo check`, `go vet`, `make`), linters,\n  and a script the agent wrote or changed and then ran (`python reproduce.py`). Printing a saved\n  log (`cat test.log`), grepping a test file or a command quoted in prose is no check; `cd x &&\n  pytest` and `pytest ... | tail` are. A check's outcome is its exit status, else what the test\n  runner's summary line says (`2 failed, 10 passed`).\n\nA cause when the run changed files and:\n\n- **no check ran after its last change**: medium; penalty `unchecked` when no check ran in the\n  whole run, `changedAfter` when files changed after the last one. Prose (Markdown, text files, a\n  changelog) is no change a check judges: when only prose changed, no cause;\n- **the last check after its last change failed and the run ended as done**: high, penalty\n  `failed`. When that failed check is also the run's last command and its exit status failed, the\n  fact is [finished_on_failure](agents-finished_on_failure.md)'s and this rule gives no cause (one\n  cause per fact); this rule takes the check whose failure only its output told (`pytest | tail`)\n  or one that other commands followed. A run that did not end as done is\n  [run_failed](agents-run_failed.md)'s.\n\nA run that changed nothing has no cause, and neither has a run that did not end as done (it\nfailed, was stopped at a limit or was cut off): it could not check what it changed last, which is\n[run_failed](agents-run_failed.md)'s fact; its proof of work still says what went unchecked.\n\n## Thresholds and options\n\n| option | default | meaning |\n| --- | --- | --- |\n| `unchecked` | 25 | penalty of a run that changed files and ran no check at all |\n| `changedAfter` | 15 | penalty of a run that changed files after its last check |\n| `failed` | 25 | penalty of a run that ended as done while the last check after its last change failed |\n\n## Severity and penalty\n\nMedium when nothing checked the last changes (`task_completion` loses 15 or 25 points, the trust\nscore 3 or 5: still ready unless other causes add up), high when the last check failed and the\nrun ended as done (`review_recommended`). Never unsafe by itself: a check the trace cannot show\n(a CI run after the agent) may have judged the change.\n\nEvidence: the last change's call, or the failed check and the `process_end`. Causal chain:\n`file_changed -> no_passing_check_after -> run_declared_done`.\n\n## What to do\n\nMake the agent run the checks that judge its change (the tests of the code it touched, the\nbuild) after its last edit, and finish only once they pass; review by hand the files it changed\nafter its last passing check (`files_after_last_pass` in the report).\n",
    "docs/rules/agents-weakened_checks.md": "# weakened_checks (agents preset)\n\n**Dimension:** `task_completion` (weight 0.20, shared with [run_failed](agents-run_failed.md)) · **Penalty:** 40 (high) · **Source:** `src/engine/rules/agents/weakened-checks.ts`\n\n## Motivated by\n\nAgents asked to make failing tests pass have removed the failing assertion, skipped the test,\nappended `|| true` to the CI step or committed with `--no-verify`, instead of fixing the code.\nSuch a change passes every check because it removed the check. A study of hundreds of real\ntranscripts found that accusations built on what the agent *said* were false positives (commands\nquoted in prose, a subagent's report): this rule reads only what the edit calls and shell\ncommands did.\n\n## What it looks at\n\nEach change an edit call or a shell command made (see\n[unverified_change](agents-unverified_change.md) for which), with the text it replaces when the\ncall shows it (`old_string`, `old_str`, a `sed` pattern) and the text it leaves:\n\n- a test file deleted or emptied (`rm tests/test_api.py`);\n- an assertion removed from a test (`assert`, `expect(`, `assertThat(`, `.toBe(`, `t.Errorf(`:\n  fewer after the edit than before);\n- a skip or only marker added to a test: `@pytest.mark.skip`, `pytest.skip(`, `@unittest.skip`,\n  `it.skip(`, `describe.skip(`, `it.only(`, `xit('...'`, `@Disabled`, `@Ignore`, `t.Skip(`,\n  `#[ignore]`, `self.skipTest(`; a conditional skip (`skipif`, `skipIf`) is a platform guard and\n  not counted;\n- a failure masked: `|| true`, `continue-on-error: true`, `allow_failure: true`, `if: false`,\n  `when: never` in CI configuration (GitHub workflows, GitLab CI, CircleCI, Azure Pipelines,\n  Jenkinsfile, Travis, Buildkite, pre-commit) or `|| true` in a project's test configuration\n  (`package.json`, `tox.ini`, a `Makefile`, ...); `git commit` or `git push` with `--no-verify`;\n  an exception handler that swallows `AssertionError` or `os._exit(0)` added to a test;\n- a coverage threshold lowered (`fail_under`, `--cov-fail-under`, `coverageThreshold`);\n- a test step removed from CI configuration.\n\nA test the agent wrote itself in the run (its own new test, its scratch script) is its own to\nchange or remove; a removal whose command failed (the file was not there) removed nothing.\n`|| true` on a command the agent runs itself (`pytest || true` to read the output) changes no\ncheck that judges the run.\n\nNot recognised yet: an expected value changed to match the output (the edit keeps the assertion).\n\n## Thresholds and options\n\n| option | default | meaning |\n| --- | --- | --- |\n| `penalty` | 40 | penalty of the cause |\n| `maxEvidence` | 5 | the most changes kept as evidence |\n\n## Severity and penalty\n\nHigh, penalty 40: `task_completion` loses 40 points and the trust score 8, and the readiness is\n`review_recommended`.\n\nEvidence: each call that made such a change (up to `maxEvidence`); the description names the\nfirst and quotes the text that shows it, masked and cut. Causal chain:\n`check_failed_or_feared -> check_weakened -> change_passes_unjudged`.\n\n## What to do\n\nReview the change to the tests or the CI configuration before merging: restore the assertion,\nthe test or the step the agent removed or skipped, and make the agent fix the code rather than\nwhat judges it.\n",
    "docs/rules/context_pollution.md": "# context_pollution\n\n**Dimension:** `context_health` (weight 0.15) · **Penalty:** up to 22 · **Source:** `src/engine/rules/critiqor/context-pollution.ts`\n\n## What it looks at\n\n`context_event`s whose saturation is 85 or more, or whose `action` (lower-cased) is\n`compaction`. Saturation is the integer part of `saturation` when that key is present, else of\n`saturation_score`, else 0; null counts as 0 (a null `saturation` does not fall back to\n`saturation_score`), and numeric strings such as `\"91.5\"` are read as numbers.\n\n## Thresholds and options\n\n| option | default | meaning |\n| --- | --- | --- |\n| `saturation` | 85 | saturation (percent) from which an event counts |\n| `highSaturation` | 95 | saturation from which the cause is high |\n\n## Severity and penalty\n\n- `high` when any matching event is at 95 or more, else `medium`.\n- penalty = min(22, 7 + 5 × n).\n\nEvidence: the matching events. Causal chain:\n`context_growth -> saturation_or_compaction -> key_state_risk`.\n\n## What to do\n\nUse less context: keep tool outputs and history short, summarise deliberately, and avoid\ncompactions that silently drop the state the task depends on.\n",
    "docs/rules/cost_explosion.md": "# cost_explosion\n\n**Dimension:** `cost_efficiency` (weight 0.15) · **Penalty:** up to 30 · **Source:** `src/engine/rules/critiqor/cost-explosion.ts`, measured in `src/engine/cost.ts`\n\n## What it looks at\n\n- **T**, the session's total tokens: the sum over `token_usage` events of `usage.total` when\n  that key is present (even when null), else `usage.total_tokens`, else 0. An event without a\n  `usage` key is read the same way on its own keys (`total`, then `total_tokens`; its `tokens`\n  field is not read then). An event whose `usage` is not an object (a number, null) counts its\n  `tokens` field. Missing, null or false count 0; numbers are truncated; numeric strings are read.\n- **D**, duplicate calls: the number of `tool_call`s minus the number of distinct call labels.\n  A label is the tool name, plus `:` and the canonical JSON of the arguments when they are\n  non-empty; so calls with no arguments and with `{}` share a label.\n\nThe cause fires when T ≥ 12,000 or D ≥ 3.\n\n## Thresholds and options\n\n| option | default | meaning |\n| --- | --- | --- |\n| `tokenThreshold` | 12000 | total tokens from which the cause fires |\n| `duplicateThreshold` | 3 | duplicate calls from which the cause fires |\n| `criticalTokens` | 30000 | total tokens from which the cause is critical |\n| `tokensPerPoint` | 6000 | tokens that add one point of penalty |\n| `evidenceLimit` | 12 | `token_usage` and `tool_call` events shown as evidence |\n\n## Severity and penalty\n\n- `critical` when T ≥ 30,000, else `high`.\n- penalty = min(30, 10 + 4 × D + floor(T / 6000)).\n\nThe report's `cost_analysis` gives T, D, the redundancy score (100 × D / tool calls, rounded\nhalf to even), the cost efficiency (100 − redundancy) and the token waste\n(min(T, 1000 × D + 120 × penalty)).\n\nEvidence: the first 12 `token_usage` or `tool_call` events. Causal chain:\n`repeated_reasoning_or_calls -> token_waste -> cost_spike`.\n\n## What to do\n\nDo not pay twice for the same call: cache or reuse results. Put a token budget on the run and\ncheck it across turns, so a run that starts to spiral stops early.\n",
    "docs/rules/ignoring_tool_outputs.md": "# ignoring_tool_outputs\n\n**Dimension:** `tool_output_utilization` (weight 0.20) · **Penalty:** up to 30 · **Source:** `src/engine/rules/critiqor/ignoring-tool-outputs.ts`\n\n## What it looks at\n\n`tool_output` events where `used` is the boolean `false`, or `referenced` is the boolean\n`false`, or `status` (lower-cased) is `ignored`. Only the boolean counts: `0`, `null` or the\ntext `\"false\"` do not.\n\nReal agent traces (Claude Code, Codex, OpenClaw, ...) do not mark outputs as used or unused, so\nfor them this dimension is not observable: a 100 there means \"no evidence\", not \"proven fine\";\nthe report lists it under the session's unobservable dimensions.\n\n## Thresholds and options\n\n| option | default | meaning |\n| --- | --- | --- |\n| `highCount` | 2 | matching outputs from which the cause is high |\n\n## Severity and penalty\n\n- `high` with 2 or more matching outputs, else `medium`.\n- penalty = min(30, 10 + 7 × n).\n\nEvidence: the matching outputs. Causal chain:\n`tool_call -> tool_output -> decision_skipped_output -> unsupported_agent_step`.\n\n## What to do\n\nFeed tool results into the next decision. Outputs that the agent never uses mean the tool\nlayer and the reasoning layer are disconnected: the agent acts without its evidence, and pays\nfor calls it does not need.\n",
    "docs/rules/infinite_tool_loop.md": "# infinite_tool_loop\n\n**Dimension:** `loop_control` (weight 0.20) · **Penalty:** up to 30 · **Source:** `src/engine/rules/critiqor/infinite-tool-loop.ts`\n\n## What it looks at\n\n`tool_call` events, grouped by the pair (tool, arguments). The tool is the value of the `tool`\nkey (null when absent); the arguments are the `args` key's value when that key is present (even\nwhen it is null), else `arguments`, else `{}`. Both are compared as canonical JSON, so key order\ndoes not matter but types do (`1` and `\"1\"` are different tools).\n\nEvery group of `minRepeats` or more calls is one cause, so a session can have several loop\ncauses, reported in the order of each group's first call. `retry_event`s anywhere in the\nsession make every loop worse.\n\n## Thresholds and options\n\n| option | default | meaning |\n| --- | --- | --- |\n| `minRepeats` | 3 | identical calls that make a loop |\n| `criticalRepeats` | 5 | group size from which a loop is critical |\n| `criticalRetries` | 3 | retries in the session from which any loop is critical |\n| `retryEvidence` | 3 | retry events shown as evidence after the looping calls |\n\n## Severity and penalty\n\n- `critical` when the group has 5 or more calls, or the session has 3 or more retries; else `high`.\n- penalty = min(30, 8 + 4 × group size + 3 × retries).\n- When a session has several loops, the **last** one sets the `loop_control` score (the\n  reference model's rule), while the primary diagnosis still takes the largest penalty.\n\nEvidence: the group's calls, then the first three `retry_event`s of the session. Causal chain:\n`tool_call -> tool_failure_or_no_progress -> retry_same_action -> loop_flagged`.\n\n## What to do\n\nGive the agent a stop condition and a retry cap. A call that did not make progress should not\nbe issued again with the same arguments: change the arguments, try another tool, or stop and\nreport.\n",
    "docs/rules/memory_degradation.md": "# memory_degradation\n\n**Dimension:** `memory_integrity` (weight 0.15) · **Penalty:** up to 25 · **Source:** `src/engine/rules/critiqor/memory-degradation.ts`\n\n## What it looks at\n\n`memory_event`s whose `action` (or, when the event has no `action` key, its `status`), lower-cased,\nis one of `recall_failed`, `ignored`, `lost`, `miss`. An `action` key that is present wins even\nwhen its value is null.\n\n## Thresholds and options\n\n| option | default | meaning |\n| --- | --- | --- |\n| `failedActions` | `recall_failed, ignored, lost, miss` | values that mean memory let the agent down |\n| `highCount` | 3 | matching events from which the cause is high |\n\n## Severity and penalty\n\n- `high` with 3 or more matching events, else `medium`.\n- penalty = min(25, 8 + 5 × n).\n\nEvidence: the matching events. Causal chain:\n`memory_stored -> recall_failed_or_ignored -> state_reconstruction_failed`.\n\n## What to do\n\nCheck both halves of memory: that what the agent stores can be found again (keys, indexing,\nretention), and that what it recalls is actually used by the steps that follow.\n",
    "docs/rules/skill_failure.md": "# skill_failure\n\n**Dimension:** `skill_adherence` (weight 0.15) · **Penalty:** up to 24 · **Source:** `src/engine/rules/critiqor/skill-failure.ts`\n\n## What it looks at\n\n`skill_event`s where `invoked` is the boolean `false`, or `status` (lower-cased) is one of\n`ignored`, `mismatch`, `failed`.\n\n## Thresholds and options\n\n| option | default | meaning |\n| --- | --- | --- |\n| `failedStatuses` | `ignored, mismatch, failed` | statuses that mean the skill did not do its job |\n| `highCount` | 2 | matching events from which the cause is high |\n\n## Severity and penalty\n\n- `high` with 2 or more matching events, else `medium`.\n- penalty = min(24, 8 + 6 × n).\n\nEvidence: the matching events. Causal chain:\n`skill_available -> skill_not_selected_or_failed -> generic_execution`.\n\n## What to do\n\nCheck how skills are selected and invoked: the agent took a generic path where a skill exists\nfor the job, or the skill it picked failed. Make the skill's trigger and description match the\ntasks it is meant for, and surface its failures to the agent.\n",
};

;// CONCATENATED MODULE: ./src/report/html/rule-text.ts
/**
 * A rule's page (docs/rules/<id>.md, held in rule-pages.ts) as HTML for the report, so that the
 * page carries the rule's own text rather than a link to a ref that may not exist. Only the
 * Markdown those pages use: `##` headings, paragraphs, lists (`-` and `1.`, with indented
 * continuation lines), tables, fenced code, and inline `code`, **bold** and links (shown as their
 * text). The title line is left out (the page names the rule). Everything is escaped: nothing in
 * the text makes an element but these.
 */


/** Inline Markdown: code spans first (their text stays as written), then bold and links. */
function inline(s) {
    return s
        .split('`')
        .map((part, i) => i % 2
        ? `<code>${esc(part)}</code>`
        : esc(part)
            .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
            .replace(/\[([^\]]+)\]\([^)\s]*\)/g, '$1'))
        .join('');
}
/** The cells of a table row: `| a | b |`, a `\|` being a bar inside a cell. */
function cells(row) {
    const inner = row.trim().replace(/^\|/, '').replace(/\|$/, '');
    return inner.split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
}
/** The HTML of a rule page's Markdown. */
function ruleHtml(markdown) {
    const lines = markdown.replace(/\r\n/g, '\n').split('\n');
    const out = [];
    let i = 0;
    const blank = (l) => l === undefined || l.trim() === '';
    while (i < lines.length) {
        const line = lines[i];
        if (blank(line)) {
            i++;
        }
        else if (line.startsWith('# ')) {
            i++;
        }
        else if (/^#{2,6} /.test(line)) {
            out.push(`<h4>${inline(line.replace(/^#+ /, ''))}</h4>`);
            i++;
        }
        else if (line.startsWith('```')) {
            const code = [];
            for (i++; i < lines.length && !lines[i].startsWith('```'); i++)
                code.push(lines[i]);
            i++;
            out.push(`<pre>${esc(code.join('\n'))}</pre>`);
        }
        else if (line.startsWith('|')) {
            const rows = [];
            for (; i < lines.length && lines[i].startsWith('|'); i++)
                rows.push(lines[i]);
            const [head, , ...body] = rows;
            // Each cell names its column, for the narrow screens where a row is stacked.
            const labels = cells(head).map((c) => esc(c.replace(/[`*]/g, '')));
            out.push(`<div class="table"><table><thead><tr>${cells(head)
                .map((c) => `<th>${inline(c)}</th>`)
                .join('')}</tr></thead><tbody>${body
                .map((r) => `<tr>${cells(r)
                .map((c, k) => `<td data-label="${labels[k] ?? ''}">${inline(c)}</td>`)
                .join('')}</tr>`)
                .join('')}</tbody></table></div>`);
        }
        else if (/^(-|\d+\.) /.test(line)) {
            const ordered = !line.startsWith('-');
            const items = [];
            while (i < lines.length && /^(-|\d+\.) /.test(lines[i])) {
                const item = [lines[i].replace(/^(-|\d+\.) /, '')];
                for (i++; i < lines.length && /^ {2,}\S/.test(lines[i]); i++)
                    item.push(lines[i].trim());
                items.push(`<li>${inline(item.join(' '))}</li>`);
            }
            out.push(ordered ? `<ol>${items.join('')}</ol>` : `<ul>${items.join('')}</ul>`);
        }
        else {
            const para = [];
            for (; i < lines.length && !blank(lines[i]) && !/^(#|\||```|- |\d+\. )/.test(lines[i]); i++)
                para.push(lines[i].trim());
            out.push(`<p>${inline(para.join(' '))}</p>`);
        }
    }
    return out.join('');
}
/** The text of the rule page `docs/rules/<id>.md` as HTML, or undefined when there is none. */
function rulePageHtml(page) {
    const md = RULE_PAGES[page];
    return md === undefined ? undefined : ruleHtml(md);
}

// EXTERNAL MODULE: ./src/harness/judge.ts
var judge = __webpack_require__(8027);
// EXTERNAL MODULE: ./src/report/marks.ts
var marks = __webpack_require__(5152);
// EXTERNAL MODULE: ./src/report/verification-line.ts
var verification_line = __webpack_require__(618);
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
/** Escaped text that may break after each `/` of a path, before it breaks inside a name. */
function breakable(escaped) {
    return escaped.replace(/\//g, '/<wbr>');
}
function renderHeader(report) {
    const v = report.verdict;
    const harnessOnly = (0,marks/* harnessOnlyFailure */.HR)(report);
    const harnessFailed = report.harness?.results.filter((r) => !r.passed).length ?? 0;
    const rows = report.sessions.map((s, i) => {
        const d = s.diagnosis;
        const p = d.primary_diagnosis;
        const why = (0,marks/* readinessWhy */.dn)(d);
        return (`<tr data-session="${i}"><td class="t" data-label="session"><a href="#s${i}">${breakable(escape_text(nameOf(s), 160))}</a></td>` +
            `<td class="s-readiness" data-label="readiness">${readiness(d.readiness_level)}` +
            `${why ? ` <span class="mute why">(${esc(why.short)})</span>` : ''}</td>` +
            `<td class="num s-trust" data-label="trust">${d.trust_score}</td>` +
            `<td class="s-primary" data-label="primary diagnosis">${p.root_cause_failure_type ? `<span class="sev-${esc(p.severity ?? 'low')}">${esc(p.root_cause_failure_type)}</span>` : '<span class="mute">none</span>'}</td>` +
            `<td class="s-gate" data-label="gate">${markSpan((0,marks/* sessionMark */.Wz)(s))}</td></tr>`);
    });
    return (`<div class="verdict" id="verdict" data-passed="${v.passed}">` +
        `<span class="big ${MARK_CLASS[(0,marks/* verdictMark */.vG)(v.passed, report.sessions)]}" id="verdict-text">` +
        `${capital((0,marks/* verdictWords */.L2)(v.passed, report.sessions, harnessOnly))}` +
        // Failed by the harness alone: why, from the harness, on the verdict's own line.
        (harnessOnly
            ? `<span class="lead-why" id="verdict-why">: ${escape_text((0,judge/* harnessLeadWhy */.fX)(report.harness?.results ?? []) ?? '', 300)}</span>`
            : '') +
        `</span>` +
        `<span>trust score <strong id="trust">${v.trust_score === null ? 'none' : v.trust_score}</strong></span>` +
        `<span>readiness <strong id="readiness">${readiness(v.readiness_level)}</strong>` +
        `${(0,marks/* worstWhy */.g_)(report) ? ` <span class="mute" id="readiness-why">(${esc((0,marks/* worstWhy */.g_)(report))})</span>` : ''}</span>` +
        `<span class="mute" id="failed-count">${v.session_count} session${v.session_count === 1 ? '' : 's'}, ` +
        (harnessOnly
            ? `none failed on ${v.session_count === 1 ? 'its' : 'their'} trace; ${harnessFailed} of ` +
                `${plural(report.harness?.results.length ?? 0, 'harness result')} failed; fails on`
            : `${v.failed_session_count} failed; fails on`) +
        ` ${esc(words(v.fail_on))}${v.min_trust_score !== null ? `, or trust below ${v.min_trust_score}` : ''}</span>` +
        `</div>` +
        // The reasons the sessions' table below does not say (a harness's, an assertion's).
        reasons((0,marks/* otherReasons */.EQ)(report)) +
        `<div class="table"><table id="sessions"><thead><tr><th>session</th><th>readiness</th><th ` +
        `class="num">trust</th><th>primary diagnosis</th><th>gate</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`);
}
/** Reasons shown above the sessions' table at most; past them, the rest are folded. */
const REASONS_SHOWN = 3;
/**
 * Why the gate decided as it did: the first reasons, the rest folded, so that the sessions' table
 * and its gate column stay near the top however many sessions failed.
 */
function reasons(all) {
    if (!all.length)
        return '';
    const item = (r) => `<li>${escape_text(r, 400)}</li>`;
    const shown = all.length > REASONS_SHOWN + 1 ? all.slice(0, REASONS_SHOWN) : all;
    const rest = all.slice(shown.length);
    return (`<ul class="reasons">${shown.map(item).join('')}</ul>` +
        (rest.length
            ? `<details class="reasons"><summary>${plural(rest.length, 'more reason')}</summary><ul>${rest.map(item).join('')}</ul></details>`
            : ''));
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
function renderCauses(s, si, t) {
    const d = s.diagnosis;
    if (!d.failure_causes.length)
        return '<p class="pass">No failure mode was detected in this session.</p>';
    const rows = evidenceRows(t);
    const primaryAt = (0,json.primaryCause)(d);
    const primary = primaryAt ? d.failure_causes.indexOf(primaryAt) : -1;
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
            // The primary diagnosis's description is said once, above the causes.
            (ci === primary
                ? `<p class="desc mute">The primary diagnosis, said above.${(0,json.loopTool)(c) ? ` (tool <code>${escape_text((0,json.loopTool)(c), 200)}</code>)` : ''}</p>`
                : `<p class="desc">${escape_text(c.description, 600)}${(0,json.loopTool)(c) ? ` (tool <code>${escape_text((0,json.loopTool)(c), 200)}</code>)` : ''}</p>`) +
            (links.length
                ? `<p class="evlinks">${plural(c.evidence.length, 'evidence event')}: ${links.join('')}` +
                    `${more > 0 ? ` <span class="mute">and ${num(more)} more${positions.length > links.length ? ` (${num(positions.length - links.length)} of them on the timeline)` : ' (folded on the timeline)'}</span>` : ''}</p>`
                : `<p class="mute">${plural(c.evidence.length, 'evidence event')}${c.evidence.length ? ' (not in the timeline)' : ''}</p>`) +
            `<details${ci === 0 ? ' open' : ''}><summary>causal ` +
            `chain</summary>${chainSvg(c.causal_chain, c.type, `causal chain of ${c.type}`)}</details>` +
            ruleLink(s.preset, c.type, 'the rule: ') +
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
/** The id of a rule's text on the page: `rule-<id>`, from its page docs/rules/<id>.md. */
function ruleAnchor(preset, type) {
    const page = (0,presets/* rulePage */.gd)(preset, type);
    return page && rulePageHtml(page) !== undefined ? `rule-${page.replace(/^.*\//, '').replace(/\.md$/, '')}` : undefined;
}
/** The failure type, linked to its rule's text on the page when it has one. */
function linked(preset, type) {
    const id = ruleAnchor(preset, type);
    return id ? `<a href="#${id}">${esc(type)}</a>` : esc(type);
}
function ruleLink(preset, type, before) {
    const id = ruleAnchor(preset, type);
    return id ? `<p class="mute">${before}<a href="#${id}">${esc(type)}</a></p>` : '';
}
/**
 * The text of every rule that judged a cause or gave a remediation on the page, once each, in
 * the order of their ids: each folded, opened by a link to it.
 */
function renderRules(report) {
    const pages = new Map();
    for (const s of report.sessions) {
        const types = new Set([
            ...s.diagnosis.failure_causes.slice(0, HTML_LIMITS.causesListed).map((c) => c.type),
            ...s.diagnosis.recommendations.map((r) => r.failure_type),
        ]);
        for (const type of types) {
            const page = (0,presets/* rulePage */.gd)(s.preset, type);
            const id = ruleAnchor(s.preset, type);
            if (page && id && !pages.has(id))
                pages.set(id, page);
        }
    }
    if (!pages.size)
        return '';
    const ids = [...pages.keys()].sort();
    return (`<h2 id="rules">The rules</h2><p class="mute">What each rule behind this page's causes looks at, its ` +
        `thresholds and options, and what to do (the rule's page, <code>docs/rules/</code> in the project).</p>` +
        ids
            .map((id) => `<details class="rule" id="${id}"><summary><code>${esc(id.slice('rule-'.length))}</code></summary>` +
            `<div class="rule-text">${rulePageHtml(pages.get(id))}</div></details>`)
            .join(''));
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
        (back ? `<span class="tags">${back}</span>` : '') +
        `</li>`);
}
/**
 * What the timeline shows, saying only what happened to it: rows that stand for a run of similar
 * events, events folded (and then which rows the limits keep), events folded past the limits, a
 * timeline cut to fit the page. A timeline with every event on a row of its own says so in a line.
 */
function timelineIntro(t, fromReport, cut) {
    if (fromReport)
        return ('<p class="mute">This report was built from reports, not traces: the timeline shows the evidence events ' +
            `they hold${cut ? ' (cut to fit the page: the others are folded)' : ''}.</p>`);
    const l = t.limits;
    const runs = t.entries.filter((e) => e.count > 1);
    const folded = Object.values(t.hidden).reduce((n, k) => n + (k ?? 0), 0);
    const said = [];
    if (runs.length)
        said.push(`${plural(runs.length, 'row stands', 'rows stand')} for a run of similar events, with its count ` +
            `(${plural(runs.reduce((n, e) => n + e.count, 0), 'event')} in all)`);
    if (t.folds.length) {
        said.push(`${plural(folded, 'event')} ${folded === 1 ? 'is' : 'are'} folded into rows that say how many and of ` +
            `which kinds (${kindList(t.hidden, true)}): past the first ${num(l.head)} and last ${num(l.tail)} rows, ` +
            `only the first and last ${num(l.notable)} errors, retries, compactions and failures of each kind and the ` +
            `evidence events (the first and last ${num(l.evidence)} of each cause, ${num(l.evidenceTotal)} at most) ` +
            `keep rows of their own`);
        if (t.folds.some((f) => f.split))
            said.push('a fold cut in pieces by evidence events names the kinds of the stretch it was cut from');
    }
    if (t.folded.evidence)
        said.push(`folded past these limits: ${plural(t.folded.evidence, 'evidence event')} (the JSON report has them all)`);
    if (t.folded.notable)
        said.push(`folded past these limits: ${plural(t.folded.notable, 'error, retry, compaction or failure', 'errors, retries, compactions or failures')}`);
    if (cut)
        said.push(`this timeline was cut to ${plural(t.entries.length, 'row')} of events to keep the page under ${size(cut)}`);
    if (!said.length)
        return `<p class="mute">${plural(t.events, 'event')}, each on a row of its own.</p>`;
    return `<p class="mute">${plural(t.events, 'event')}; ${said.join('; ')}.</p>`;
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
    const rows = Object.entries(s.diagnosis.scores).map(([dim, score]) => `<tr><td data-label="dimension">${esc(words(dim))}${s.observes.includes(dim) ? '' : ' <span class="mute">(not observed)</span>'}</td><td class="num" data-label="score">${score}</td><td><meter min="0" max="100" low="60" high="80" optimum="100" value="${score}">${score}</meter></td></tr>`);
    return (`<div class="table"><table class="scores"><thead><tr><th>dimension</th><th ` +
        `class="num">score</th><th></th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`);
}
/**
 * What to do, once per remediation: causes of several types that share one text are named
 * together before it, each with its severity.
 */
function renderRemediation(s) {
    const recs = s.diagnosis.recommendations;
    if (!recs.length)
        return '';
    const byText = new Map();
    for (const r of recs) {
        const same = byText.get(r.remediation);
        if (same)
            same.push(r);
        else
            byText.set(r.remediation, [r]);
    }
    return (`<h3>Remediation</h3><ul class="remediation">` +
        [...byText]
            .map(([remediation, rs]) => `<li>${rs
            .map((r) => `<span class="sev-${esc(r.severity)}">${esc(r.severity)}</span> ${linked(s.preset, r.failure_type)}`)
            .join(', ')}: ${escape_text(remediation, 800)}</li>`)
            .join('') +
        `</ul>`);
}
function renderAssertions(s) {
    if (!s.assertions?.length)
        return '';
    const cell = (v) => escape_text(v === null ? 'unknown' : Array.isArray(v) ? v.join(', ') : String(v), 120);
    return (`<h3>Assertions</h3><div class="table"><table class="assertions"><thead><tr><th></th><th>assertion</th><th>expected</th><th>actual</th></tr></thead><tbody>` +
        s.assertions
            .map((a) => `<tr><td class="${a.passed ? 'pass' : a.level === 'error' ? 'fail' : 'warn'}">${a.passed ? 'pass' : a.level === 'error' ? 'fail' : 'warn'}</td><td class="t" data-label="assertion">${escape_text(a.subject, 200)} <span class="mute">${escape_text(a.id, 80)}</span></td><td class="t" data-label="expected">${esc(a.operator)} ${cell(a.expected)}</td><td class="t" data-label="actual">${cell(a.actual)}</td></tr>`)
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
            .map((c) => `<tr><td class="t" data-label="case">${escape_text(c.case, 120)}</td><td class="num" data-label="passed">${c.passed_runs}/${c.runs}</td><td ` +
            `class="${c.status === 'passing' ? 'pass' : c.status === 'flaky' ? 'warn' : 'fail'}" data-label="status">${esc(c.status)}${c.passed ? '' : ' (gate fails)'}</td><td class="num" data-label="trust mean">${c.trust_mean.toFixed(1)}</td><td class="num" data-label="min–max">${c.trust_min}–${c.trust_max}</td></tr>`)
            .join('') +
        `</tbody></table></div>`);
}
function renderBaseline(c) {
    if (!c)
        return '';
    const rows = c.sessions.map((d) => `<tr${d.regressed ? ' class="fail"' : ''}><td class="t" data-label="session">${breakable(escape_text(d.session, 120))}</td><td class="num" data-label="trust">${d.baseline_trust_score} → ${d.trust_score}</td><td class="num" data-label="change">${d.trust_delta > 0 ? '+' : ''}${d.trust_delta}</td><td data-label="readiness">${readiness(d.baseline_readiness_level)} → ${readiness(d.readiness_level)}</td><td data-label="failure types">${[
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
            .map((r) => `<tr><td data-label="harness">${esc(r.harness)}</td><td class="t" data-label="run">${escape_text(r.id, 120)}</td><td ` +
            `class="num" data-label="final score">${r.final_score === null ? 'none' : r.final_score.toFixed(2)}</td><td class="t" data-label="status">${escape_text(r.status ?? 'none', 60)}</td><td class="${r.passed ? 'pass' : 'fail'}">${r.passed ? 'pass' : 'fail'}</td></tr>`)
            .join('') +
        `</tbody></table></div>`);
}
/** A session's section, but for its timeline: what comes before it and after it. */
/** The session's proof-of-work sentence (src/report/verification-line.ts), its commands as code. */
function renderProofOfWork(s) {
    const parts = (0,verification_line/* verificationParts */.g)(s);
    if (!parts)
        return '';
    return `<p class="s-verify">Proof of work: ${parts.map((p) => (p.code ? `<code>${escape_text(p.text, 100)}</code>` : esc(p.text))).join('')}</p>`;
}
function renderSession(s, si, t, chart, options, totalsOnly) {
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
        `${d.cost_analysis.tokens_from ? ` (from ${marks/* TOKENS_FROM */._G[d.cost_analysis.tokens_from]})` : ''}` +
        `${s.case !== undefined ? ` · case ${escape_text(s.case, 100)}` : ''}</p>` +
        (d.primary_diagnosis.root_cause_failure_type
            ? `<p>Primary diagnosis: <strong class="sev-${esc(d.primary_diagnosis.severity ?? 'low')}">${esc(d.primary_diagnosis.root_cause_failure_type)}</strong> — ${escape_text(d.primary_diagnosis.description ?? '', 600)}</p>`
            : '') +
        renderProofOfWork(s) +
        renderIntegrity(s) +
        `<div class="grid"><div><h3>Failure causes</h3>${renderCauses(s, si, t)}</div>` +
        `<div><h3>Dimension scores</h3>${renderScores(s)}${renderRemediation(s)}</div></div>` +
        renderAssertions(s) +
        renderFiles(s) +
        (chart || totalsOnly !== undefined
            ? `<h3>Token use</h3>${chart ?? ''}` +
                (totalsOnly !== undefined
                    ? `<p class="mute" id="tokens-total-s${si}">${plural(totalsOnly, 'token')} in all: the trace gives ` +
                        `its token totals only, not how they were spent over the run, so no curve is drawn.</p>`
                    : '')
            : '') +
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
        // Tokens known only as totals: said in words, not drawn.
        const totals = given !== undefined && tokenTotalsOnly(given) ? given.tokens[given.tokens.length - 1].total : undefined;
        return { s, si, t, given, chart, totals, before: renderSession(s, si, t, chart, options, totals) };
    });
    const close = '</section>';
    const maxBytes = options.maxBytes ?? HTML_LIMITS.pageBytes;
    let left = maxBytes - others - sessions.reduce((n, x) => n + Buffer.byteLength(x.before, 'utf8') + close.length, 0);
    return sessions
        .map((x, k) => {
        const budget = Math.max(0, Math.floor(left / (sessions.length - k)));
        const { html, timeline } = fittedTimeline(x.si, x.t, x.given === undefined, budget, maxBytes);
        left -= Buffer.byteLength(html, 'utf8');
        const before = timeline === x.t ? x.before : renderSession(x.s, x.si, timeline, x.chart, options, x.totals);
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
    const title = `${capital((0,marks/* verdictWords */.L2)(report.verdict.passed, report.sessions, (0,marks/* harnessOnlyFailure */.HR)(report)))}: ${version/* TOOL_NAME */.lH} ` +
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
        renderRules(report) +
        `<footer>${esc(report.tool.name)} ${esc(report.tool.version)}, report schema ${report.schema_version}. ` +
        `Trace content is shown as text, with secret-shaped values masked.</footer>` +
        `</main><script>${script}</script></body></html>\n`;
    const others = Buffer.byteLength(top, 'utf8') + Buffer.byteLength(bottom, 'utf8');
    return top + renderSessions(report, options, others) + bottom;
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
