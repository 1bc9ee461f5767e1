/**
 * The HTML report's own style sheet and script, inlined in the page and allowed by their hashes
 * in its Content-Security-Policy. The script never builds markup: it only shows and hides
 * elements that the page already has (the `hidden` property, classes), so trace content,
 * escaped when the page was written, stays text. A line of the sheet that ends in `\` goes on
 * in the next one: the template literal's line continuation, no newline in the sheet.
 */

export const STYLE = `
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
`

export const SCRIPT = `
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
`
