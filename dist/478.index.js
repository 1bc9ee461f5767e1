export const id = 478;
export const ids = [478];
export const modules = {

/***/ 81478:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ main_run)
});

// UNUSED EXPORTS: BASELINE_TIMEOUT_MS, PUBLISH_TIMEOUT_MS

;// CONCATENATED MODULE: ./src/action/rules-base.ts
/** The address of the rule pages the action's comment and summary link to. */
/**
 * Where the rule pages are: this action's repository at the ref the workflow runs it at
 * (`GITHUB_ACTION_REPOSITORY`, `GITHUB_ACTION_REF`), which holds them. Without both (an action run
 * from a checkout, `uses: ./`), undefined: the rules are named, not linked, rather than linked to
 * a tag that may not exist.
 */
function rulesBase(env) {
    const server = /^https:\/\/[\w.-]+(:\d+)?$/.test(env.GITHUB_SERVER_URL ?? '')
        ? env.GITHUB_SERVER_URL
        : 'https://github.com';
    const repo = env.GITHUB_ACTION_REPOSITORY ?? '';
    const ref = env.GITHUB_ACTION_REF ?? '';
    if (/^[\w.-]+\/[\w.-]+$/.test(repo) && /^[\w./-]{1,200}$/.test(ref))
        return `${server}/${repo}/blob/${ref}`;
    return undefined;
}

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/report/baseline.ts
var report_baseline = __webpack_require__(67355);
// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __webpack_require__(72020);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/core/events.ts
var events = __webpack_require__(87842);
// EXTERNAL MODULE: ./src/harness/harbor.ts
var harbor = __webpack_require__(47876);
// EXTERNAL MODULE: ./src/core/load.ts
var load = __webpack_require__(33527);
// EXTERNAL MODULE: ./src/harness/kinds.ts
var kinds = __webpack_require__(81379);
// EXTERNAL MODULE: ./src/trace/adapters/run.ts
var run = __webpack_require__(11519);
// EXTERNAL MODULE: ./src/harness/types.ts
var types = __webpack_require__(95509);
// EXTERNAL MODULE: ./src/trace/project-files.ts
var project_files = __webpack_require__(63182);
;// CONCATENATED MODULE: ./src/harness/folders.ts
/**
 * The files a walk of an output folder (or a glob) found, sorted by what they hold: traces,
 * harness results, and the other files agents and harnesses write beside their traces, which
 * are not read but named (`not read: FILE (what it is)`), so that nothing is skipped in silence.
 *
 * A file is judged by its content, its name only pointing at which files to look into:
 * - `.log` files are logs (a `stderr.log` named as a run's standard error), but for a JSON object
 *   whose first key is the Gemini CLI result's (run-gemini-cli's `stdout.log`: a trace); Inspect's
 *   `.eval` files are its binary logs (the gate reads JSON logs);
 * - `.yaml` / `.yml` files are read: a harness file (a personal_agent_eval case config) is a
 *   harness result; any other is named (exit statuses, a run's configuration or metadata);
 * - a `.json` file is parsed when it is small (at most PEEK_BYTES), or when its name or its first
 *   keys are those of a harness or companion file (`results.json`, `report.json`, `*.meta.json`,
 *   `resolved_ids`, `patch_exists`, `model_patch`, ...); a `.jsonl` / `.ndjson` file when its
 *   first key is one of a prediction's. A harness file (harnessFileKind: SWE-bench run and
 *   instance reports, sb-cli summaries, rewards, arksim and personal_agent_eval files) is a
 *   harness result, joined to its runs by instance id as `--harness` files are; a known
 *   companion (companionOf) is named; anything else is a trace, and reading it says what is
 *   wrong when it is none. A trace named `results.json` is a trace: its content is no harness's.
 * - `.traj` files are traces.
 *
 * An owner-written summary such as `results_summary.json` (`{instances: [{instance_id, resolved,
 * patch_applied}]}`) is named, not read: no harness writes that shape, and the harness's own
 * files beside it (the sb-cli summary, `logs/<id>/report.json`) carry the same verdicts.
 */









/** The name of a YAML file. */
const YAML_NAME = /\.ya?ml$/i;
/** A JSON file this small is parsed whole to sort it. */
const PEEK_BYTES = 64 * 1024;
/** The start of a larger file looked at (its first keys) to decide whether to parse it all. */
const HINT_BYTES = 4096;
/** Names that harnesses and agents give the files they write beside traces. */
const COMPANION_NAME = /^(results|report|preds|all_preds|evaluation|reward|final_result(_\d+)?|run(_\d+)?|metadata|logs|results_summary|api_conversation_history|task_metadata)\.json$|\.meta\.json$|^output\.swebench\.jsonl$/i;
/** First keys of harness and companion files (a run report, an instance report, predictions, ...). */
const COMPANION_KEYS = new Set([
    'total_instances',
    'submitted_instances',
    'completed_instances',
    'resolved_ids',
    'resolved',
    'schema_version',
    'patch_is_None',
    'patch_exists',
    'patch_successfully_applied',
    'tests_status',
    'reward',
    'instance_id',
    'model_name_or_path',
    'model_patch',
    'total',
    'instances',
    'agentType',
    'agent_class',
]);
/** The keys a prediction (one line of a predictions file) may start with. */
const PREDICTION_KEYS = ['instance_id', 'model_name_or_path', 'model_patch'];
/** The first key of a JSON object and, when its value is an object, the first key of that. */
function firstKeys(head) {
    const m = /^\uFEFF?\s*\{\s*"((?:[^"\\]|\\.)*)"\s*:\s*(?:\{\s*"((?:[^"\\]|\\.)*)")?/.exec(head);
    return m ? [m[1], ...(m[2] !== undefined ? [m[2]] : [])] : [];
}
const isPrimitive = (x) => x === null || typeof x !== 'object';
/** One prediction: an instance id and its patch, with nothing nested (a trace holds a history). */
function isPrediction(x) {
    return ((0,events/* isJsonObject */.OW)(x) && typeof x.instance_id === 'string' && 'model_patch' in x && Object.values(x).every(isPrimitive));
}
/**
 * What a companion file is, from its parsed content (and name where the content alone is too
 * plain); undefined when it is none of those known. Harness files are not companions
 * (harnessFileKind). Pure.
 */
function companionOf(value, path) {
    const name = (0,external_node_path_.basename)(path).toLowerCase();
    if (isPrediction(value))
        return 'predictions: the patch of each instance';
    if (Array.isArray(value) && value.length > 0 && value.every(isPrediction))
        return 'predictions: the patch of each instance';
    if ((0,events/* isJsonObject */.OW)(value)) {
        const entries = Object.values(value);
        if (entries.length > 0 && entries.every(isPrediction))
            return 'predictions: the patch of each instance';
        if ((0,events/* isJsonObject */.OW)(value.instances_by_exit_status))
            return 'the exit status of each instance';
        if (Array.isArray(value.instances) &&
            value.instances.every((i) => (0,events/* isJsonObject */.OW)(i) && typeof i.instance_id === 'string' && 'resolved' in i))
            return "a summary of results by instance; the harness's own results are read instead";
        if (name.endsWith('.meta.json') && typeof value.agentType === 'string')
            return "a subagent's type and description";
        if ('agent_class' in value && 'llm_config' in value)
            return "an evaluation's metadata: the agent and model settings";
        if (Array.isArray(value.messages) && (0,events/* isJsonObject */.OW)(value.response) && !('history' in value))
            return 'a log of one model call';
        const keys = Object.keys(value);
        if (keys.length > 0 &&
            keys.every((k) => /\.(eval|json)$/i.test(k)) &&
            entries.every((e) => (0,events/* isJsonObject */.OW)(e) && 'eval' in e))
            return 'the index of Inspect logs; the JSON logs themselves are read';
        if (name === 'task_metadata.json')
            return "Cline's task metadata; the task's ui_messages.json is read";
        if (name.endsWith('.settings.json') && (0,events/* isJsonObject */.OW)(value.tokenUsage))
            return "Factory Droid's session settings (model and tokenUsage) beside its session store <id>.jsonl: its tokens are counted for that session when it is read";
    }
    if (name === 'api_conversation_history.json' && Array.isArray(value))
        return "Cline's API conversation history; the task's ui_messages.json is read";
    return undefined;
}
/**
 * The first `bytes` of a file (fewer when it is shorter), as text. Read synchronously: a folder
 * walk looks into thousands of files, and an event-loop turn for each open, read and close cost
 * more than the reads themselves.
 */
function head(path, bytes) {
    const fd = (0,external_node_fs_.openSync)(path, 'r');
    try {
        const buf = Buffer.alloc(bytes);
        const bytesRead = (0,external_node_fs_.readSync)(fd, buf, 0, bytes, 0);
        return buf.subarray(0, bytesRead).toString('utf8');
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** A file's first and last `bytes` bytes (the whole of a shorter file), as text. */
function ends(path, bytes) {
    const fd = (0,external_node_fs_.openSync)(path, 'r');
    try {
        const size = (0,external_node_fs_.fstatSync)(fd).size;
        if (size <= 2 * bytes)
            return head(path, 2 * bytes);
        const buf = Buffer.alloc(2 * bytes);
        (0,external_node_fs_.readSync)(fd, buf, 0, bytes, 0);
        (0,external_node_fs_.readSync)(fd, buf, bytes, bytes, size - bytes);
        return buf.toString('utf8');
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** A parsed harness or companion file, or a trace. */
function judged(value, path) {
    if ((0,kinds/* harnessFileKind */.R9)(value, path) !== undefined)
        return { kind: 'harness', value };
    const what = companionOf(value, path);
    return what !== undefined ? { kind: 'not_read', what } : { kind: 'trace' };
}
const parsed = (text) => {
    try {
        return JSON.parse(text.replace(/^\uFEFF/, ''));
    }
    catch {
        return undefined;
    }
};
function sortOne(path, parseHarnessText) {
    const name = (0,external_node_path_.basename)(path).toLowerCase();
    const project = (0,project_files/* projectFileWhat */.E)(path);
    if (project !== undefined)
        return { kind: 'not_read', what: `${project}, not a trace` };
    if (name.endsWith('.log'))
        return sortLog(path, name);
    if (name.endsWith('.eval'))
        return {
            kind: 'not_read',
            what: 'an Inspect log in its binary format; "inspect log convert --to json" makes a JSON log the gate reads',
        };
    const info = (0,external_node_fs_.statSync)(path);
    // An OpenHands V1 conversation folder, which the walk gave in the place of its files.
    if (info.isDirectory())
        return { kind: 'trace' };
    const size = info.size;
    // An empty file (an agent that never wrote a record): named, not a reason to stop the walk.
    if (size === 0)
        return { kind: 'not_read', what: 'empty: nothing to read' };
    if (name.endsWith('.traj'))
        return { kind: 'trace' };
    if (YAML_NAME.test(name)) {
        if (size > types/* MAX_HARNESS_FILE_BYTES */.d)
            return { kind: 'not_read', what: 'YAML, not a trace' };
        let value;
        try {
            value = parseHarnessText(path, head(path, size));
        }
        catch {
            return { kind: 'not_read', what: 'YAML that does not parse, not a trace' };
        }
        if ((0,kinds/* harnessFileKind */.R9)(value, path) !== undefined)
            return { kind: 'harness', value };
        return {
            kind: 'not_read',
            what: companionOf(value, path) ?? 'YAML: a configuration or metadata, not a trace',
        };
    }
    const jsonl = /\.(jsonl|ndjson)$/.test(name);
    // A first key in a JSON Lines file's first bytes is its first key: a small file is read whole
    // only when they hold none, or a prediction's.
    if (jsonl && size > HINT_BYTES && size <= PEEK_BYTES) {
        const first = firstKeys(head(path, HINT_BYTES))[0];
        if (first !== undefined && !PREDICTION_KEYS.includes(first))
            return { kind: 'trace' };
    }
    const start = head(path, Math.min(size, size <= PEEK_BYTES ? PEEK_BYTES : HINT_BYTES));
    if (jsonl) {
        // Predictions, one a line: only a first line that starts with a prediction's key is parsed.
        const keys = firstKeys(start);
        if (!PREDICTION_KEYS.includes(keys[0] ?? ''))
            return { kind: 'trace' };
        let line = start.split('\n')[0];
        if (!start.includes('\n') && size > PEEK_BYTES) {
            if (size > types/* MAX_HARNESS_FILE_BYTES */.d)
                return { kind: 'trace' };
            line = head(path, size).split('\n')[0];
        }
        const what = companionOf(parsed(line), path);
        return what !== undefined ? { kind: 'not_read', what } : { kind: 'trace' };
    }
    // A JSON file: parsed when small, or when its name or first keys point at a harness or companion file.
    if (size <= PEEK_BYTES) {
        const value = parsed(start);
        return value === undefined ? { kind: 'trace' } : judged(value, path);
    }
    const hinted = COMPANION_NAME.test(name) ||
        (0,external_node_path_.basename)((0,external_node_path_.dirname)(path)) === 'sb-cli-reports' ||
        firstKeys(start).some((k) => COMPANION_KEYS.has(k));
    if (!hinted || size > types/* MAX_HARNESS_FILE_BYTES */.d)
        return { kind: 'trace' };
    const value = parsed(head(path, size));
    return value === undefined ? { kind: 'trace' } : judged(value, path);
}
/** The first keys of `gemini --output-format json`'s result, which run-gemini-cli leaves in `stdout.log`. */
const GEMINI_RESULT_KEYS = ['session_id', 'auth_method', 'response'];
/**
 * A `.log` file: a log, but for the JSON result of `gemini --output-format json` that
 * run-gemini-cli leaves in `gemini-artifacts/stdout.log` (a trace: gemini-cli-result), and the
 * `stderr.log` beside it, named as what it is.
 */
function sortLog(path, name) {
    if ((0,external_node_fs_.statSync)(path).size > 0) {
        const first = firstKeys(head(path, HINT_BYTES))[0];
        if (first !== undefined && GEMINI_RESULT_KEYS.includes(first))
            return { kind: 'trace' };
    }
    if (name === 'stderr.log' || name.endsWith('_stderr.log') || name.endsWith('__stderr.log'))
        return {
            kind: 'not_read',
            what: "a run's standard error (the CLI's notices and warnings; run-gemini-cli's result is stdout.log beside it)",
        };
    return { kind: 'not_read', what: 'a log' };
}
/**
 * What a file is when a walk would name it as not read (a log, a companion such as Droid's
 * session settings), else undefined (a trace or a harness file). YAML files are not looked into.
 */
function notReadWhat(path) {
    if (YAML_NAME.test(path))
        return undefined;
    try {
        const sorted = sortOne(path, undefined);
        return sorted.kind === 'not_read' ? sorted.what : undefined;
    }
    catch {
        return undefined;
    }
}
/** The `result.json` files among `paths` that are Harbor trials' results, parsed, by path. */
function harborResults(paths) {
    const out = new Map();
    for (const p of paths) {
        if ((0,external_node_path_.basename)(p) !== 'result.json')
            continue;
        try {
            const size = (0,external_node_fs_.statSync)(p).size;
            if (size > types/* MAX_HARNESS_FILE_BYTES */.d)
                continue;
            const value = parsed(head(p, size));
            if ((0,harbor/* isHarborTrialResult */.Iv)(value))
                out.set(p, value);
        }
        catch {
            // Left to the usual sorting, which says what is wrong with it.
        }
    }
    return out;
}
/** A small file's text (at most HINT_BYTES: a reward), or undefined. */
function smallText(path) {
    try {
        return (0,external_node_fs_.statSync)(path).size <= HINT_BYTES ? head(path, HINT_BYTES) : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * Sort the files a walk or a glob found into traces, harness files and files not read. A file
 * that cannot be looked into is left a trace: reading it says why.
 */
async function sortFoundFiles(paths) {
    const out = {
        traces: [],
        harness: [],
        notRead: [],
        usage: new Map(),
        lenient: new Set(),
        fallback: new Map(),
    };
    const parse = paths.some((p) => YAML_NAME.test(p))
        ? (await (0,load/* loadInTurn */.B)(() => __webpack_require__.e(/* import() */ 778).then(__webpack_require__.bind(__webpack_require__, 41778)))).parseHarnessText
        : undefined;
    // Harbor's trial folders first: each a session, its result and the rest named (harbor.ts).
    const trials = (0,harbor/* sortHarborTrials */.E4)(paths, harborResults(paths), smallText, (p) => {
        try {
            return ends(p, 512);
        }
        catch {
            return undefined;
        }
    });
    // Then the folders that hold a run's own log beside its ATIF conversion: one session each.
    const pairs = (0,harbor/* sortRunPairs */.R$)(paths, trials.taken, (p) => {
        try {
            return head(p, HINT_BYTES);
        }
        catch {
            return undefined;
        }
    }, smallText, (p) => {
        try {
            const size = (0,external_node_fs_.statSync)(p).size;
            return size <= types/* MAX_HARNESS_FILE_BYTES */.d ? parsed(head(p, size)) : undefined;
        }
        catch {
            return undefined;
        }
    });
    for (const sorted of [trials, pairs]) {
        out.traces.push(...sorted.traces);
        out.harness.push(...sorted.harness);
        out.notRead.push(...sorted.notRead);
        for (const [k, v] of sorted.usage)
            out.usage.set(k, v);
        for (const t of sorted.traces)
            out.lenient.add(t);
        for (const [k, v] of sorted.fallback)
            out.fallback.set(k, v);
    }
    for (const path of paths) {
        if (trials.taken.has(path) || pairs.taken.has(path))
            continue;
        let sorted;
        try {
            sorted = sortOne(path, parse);
        }
        catch {
            sorted = { kind: 'trace' };
        }
        if (sorted.kind === 'trace')
            out.traces.push(path);
        else if (sorted.kind === 'harness')
            out.harness.push({ source: path, value: sorted.value });
        else
            out.notRead.push({ file: path, what: sorted.what });
    }
    droidSettingsUsage(out);
    return out;
}
const DROID_SETTINGS = '.settings.json';
/**
 * Factory Droid's session store keeps its tokens in `<id>.settings.json` beside `<id>.jsonl`
 * (formats.md "droid"): for each such pair found, the settings' `tokenUsage` (Anthropic's
 * spelling: input without the cache) is the session's count, for a trace that records none.
 */
function droidSettingsUsage(out) {
    const traces = new Set(out.traces);
    for (const n of out.notRead) {
        if (!n.file.toLowerCase().endsWith(DROID_SETTINGS))
            continue;
        const trace = n.file.slice(0, -DROID_SETTINGS.length) + '.jsonl';
        if (!traces.has(trace) || out.usage.has(trace))
            continue;
        let value;
        try {
            const size = (0,external_node_fs_.statSync)(n.file).size;
            if (size > PEEK_BYTES)
                continue;
            value = parsed(head(n.file, size));
        }
        catch {
            continue;
        }
        const u = (0,events/* isJsonObject */.OW)(value) && (0,events/* isJsonObject */.OW)(value.tokenUsage) ? value.tokenUsage : undefined;
        if (!u)
            continue;
        const count = (x) => (typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : undefined);
        const event = (0,run/* tokenUsage */.Z_)({
            input: count(u.inputTokens),
            output: count(u.outputTokens),
            cache_read: count(u.cacheReadTokens),
            cache_write: count(u.cacheCreationTokens),
        }, { source: 'droid_settings' });
        if (event)
            out.usage.set(trace, event);
    }
}
/** A companion's name: a run's stem, then what the companion is (`<id>.settings.json`, `<id>.meta.json`). */
const COMPANION_STEM = /^(.+)\.[^./]+\.json$/i;
/**
 * The files among `named` (given one by one, not found by a walk or a glob) that are companions
 * of another of `files` beside them: a file a walk would name as a companion (`notReadWhat`:
 * Droid's `<id>.settings.json`, a subagent's `<id>.meta.json`) whose run `<id>.jsonl` or
 * `<id>.json` is among `files`, with that run. Sorted as a walk sorts them (sortFoundFiles), so
 * that the same files read the same however they were given; a companion named alone stays a
 * file to read as a trace, and says what it is when it is none.
 */
function namedCompanions(named, files) {
    const all = new Set(files);
    const out = [];
    for (const f of named) {
        const stem = COMPANION_STEM.exec((0,external_node_path_.basename)(f))?.[1];
        if (stem === undefined)
            continue;
        const run = ['.jsonl', '.json']
            .map((ext) => `${f.slice(0, f.length - (0,external_node_path_.basename)(f).length)}${stem}${ext}`)
            .find((p) => all.has(p));
        if (run !== undefined && notReadWhat(f) !== undefined)
            out.push([f, run]);
    }
    return out;
}

// EXTERNAL MODULE: ./src/trace/read.ts + 1 modules
var trace_read = __webpack_require__(56438);
// EXTERNAL MODULE: ./src/gate/pipeline.ts + 3 modules
var pipeline = __webpack_require__(80955);
// EXTERNAL MODULE: ./src/gate/integrity.ts
var integrity = __webpack_require__(20252);
;// CONCATENATED MODULE: ./src/gate/run.ts
/**
 * The one use case of the project: files and settings in, sessions, policy, report and verdict
 * out. The action (src/action/main.ts) and the CLI (src/cli/cli.ts) are shells around it: they
 * read their settings, find the files, call `runGate`, and publish what it returns.
 */







/**
 * What the gate needs once the sessions are read (the policy's assertions and cases, the
 * report), loaded while they are read: a run hands out its first file the sooner. What only some
 * runs need (merging reports, harness files, a baseline) is loaded by those runs only.
 */
function loadAfterReading() {
    const loading = Promise.all([(0,load/* loadInTurn */.B)(() => __webpack_require__.e(/* import() */ 324).then(__webpack_require__.bind(__webpack_require__, 36324))), (0,load/* loadInTurn */.B)(() => Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 32794)))]);
    // Loaded or not, a failure to read the files comes first.
    loading.catch(() => { });
    return loading;
}
/** A TraceError from reading, with its path as the shell shows it. */
function shown(show, work) {
    return work().catch((err) => {
        if (err instanceof trace_read/* TraceError */.yW)
            throw new trace_read/* TraceError */.yW(show(err.path), err.line, err.detail);
        throw err;
    });
}
/** Sessions in path order, as trace files are read (stable for sessions of one file). */
function inPathOrder(sessions) {
    return sessions
        .map((s, i) => ({ s, i }))
        .sort((a, b) => (a.s.source < b.s.source ? -1 : a.s.source > b.s.source ? 1 : a.i - b.i))
        .map(({ s }) => s);
}
/**
 * The sessions without those of files another session read as part of its run (a linked ATIF
 * trajectory found beside the one that names it): one run, one session.
 */
function withoutLinkedParts(sessions) {
    if (!sessions.some((s) => s.linked))
        return sessions;
    // Per file, the sessions that read it as a part.
    const readBy = new Map();
    for (const s of sessions)
        for (const f of s.linked ?? []) {
            const key = (0,external_node_path_.normalize)(f);
            readBy.set(key, [...(readBy.get(key) ?? []), s]);
        }
    // A part is left out where a session began the run that read it: not where two files each name
    // the other (each is kept, rather than neither).
    return sessions.filter((s) => {
        const by = readBy.get((0,external_node_path_.normalize)(s.source));
        if (!by)
            return true;
        const mine = new Set((s.linked ?? []).map((f) => (0,external_node_path_.normalize)(f)));
        return !by.some((t) => t !== s && !mine.has((0,external_node_path_.normalize)(t.source)));
    });
}
/** Diagnose (or merge), apply the policy, cases and harness gate, decide, and compare with the baseline. */
async function runGate(request) {
    const { settings, policy, workspace } = request;
    const show = request.show ?? ((p) => p);
    let found;
    const carried = [];
    const foundHarness = [];
    let notRead = [];
    const source = request.source;
    // What comes after reading loads as the files go out to the threads that read them, or after.
    let afterReading;
    const handedOut = () => {
        if (afterReading)
            return;
        afterReading = loadAfterReading();
        request.pipeline?.onHandedOut?.();
    };
    if ('reports' in source) {
        handedOut();
        const { mergeReports } = await (0,load/* loadInTurn */.B)(() => Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 27231)));
        const merged = await shown(show, () => mergeReports(source.reports));
        found = source.order === 'path' ? inPathOrder(merged.sessions) : merged.sessions;
        carried.push(...merged.harness);
        notRead = merged.notRead;
    }
    else {
        let files = [...source.traces];
        let harnessUsage;
        let lenient;
        let fallback = new Map();
        const notTraces = [];
        // A companion named beside its run (as a shell's glob gives them) is sorted as a walk sorts it.
        const walked = new Set(source.found);
        const companions = namedCompanions(files.filter((f) => !walked.has(f)), files);
        if (source.found?.length || companions.length) {
            const sorted = await sortFoundFiles([...new Set([...walked, ...companions.flat()])]);
            const taken = new Set([...sorted.harness.map((h) => h.source), ...sorted.notRead.map((n) => n.file)]);
            files = files.filter((f) => !taken.has(f));
            foundHarness.push(...sorted.harness);
            if (sorted.usage.size > 0)
                harnessUsage = sorted.usage;
            if (sorted.lenient.size > 0)
                lenient = sorted.lenient;
            fallback = sorted.fallback;
            notRead = sorted.notRead.map((n) => ({ ...n, file: show(n.file) }));
        }
        const checked = settings.integrity !== 'off';
        const since = await (0,integrity/* resolveSince */.hB)(checked ? (settings.since ?? '') : '', workspace, request.commit).catch((err) => {
            // The default `commit` where there is no commit to ask: no stale check, and a warning.
            if (settings.since !== 'commit')
                throw err;
            request.onIntegrityWarning?.(`${err.message}: sessions were not checked for staleness`);
            return undefined;
        });
        const collectFacts = policy.rules.length > 0 &&
            (await (0,load/* loadInTurn */.B)(() => Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 95729)))).needsTraceFacts(policy.rules);
        const readOptions = {
            ...request.pipeline,
            onHandedOut: handedOut,
            format: settings.format,
            maxBytes: settings['max-bytes'],
            workers: settings.workers,
            collectFacts,
            ...(harnessUsage ? { harnessUsage } : {}),
            ...(lenient ? { lenient } : {}),
            // The duplicate check's hashes come from the one read of each file.
            hashContent: true,
            workspace: (0,external_node_path_.resolve)(workspace),
            preset: settings.preset !== 'auto' ? settings.preset : (policy.preset ?? 'auto'),
            engine: {
                graph: settings.graph,
                detectorOptions: {
                    ...policy.detectors,
                    ...(settings['token-budget'] !== undefined
                        ? { cost_explosion: { ...policy.detectors?.cost_explosion, tokenBudget: settings['token-budget'] } }
                        : {}),
                },
            },
            ...(request.onTraceWarning ? { onWarning: request.onTraceWarning } : {}),
            // A file a walk found that holds JSON that is no trace is named, not read.
            ...(source.found?.length ? { found: new Set(source.found), onNotTrace: (e) => notTraces.push(e) } : {}),
        };
        const read = withoutLinkedParts(await shown(show, () => (0,pipeline.diagnoseFiles)(files, readOptions)));
        // A Harbor trial whose agent's own log could not be read as a trace is read from the ATIF
        // conversion of the same run beside it: the trial is still one session, joined to its reward.
        const retry = notTraces.filter((e) => fallback.has(e.path));
        if (retry.length > 0) {
            const instead = new Map(retry.map((e) => [e.path, fallback.get(e.path)]));
            for (const e of retry) {
                const i = notTraces.indexOf(e);
                const at = e.line !== undefined ? ` (line ${e.line})` : '';
                notTraces[i] = Object.assign(new trace_read/* TraceError */.yW(e.path, e.line, e.detail), {
                    notTrace: `the agent's log, which could not be read as a trace${at}: its ATIF conversion ${show(instead.get(e.path))} is read instead`,
                });
            }
            const atif = [...instead.values()];
            read.push(...withoutLinkedParts(await shown(show, () => (0,pipeline.diagnoseFiles)(atif, { ...readOptions, lenient: new Set(atif) }))));
            const nowRead = new Set(atif.map(show));
            notRead = notRead.filter((n) => !nowRead.has(n.file));
            for (const h of foundHarness) {
                const v = h.value;
                if ((0,events/* isJsonObject */.OW)(v) && typeof v.trace === 'string' && instead.has(v.trace))
                    h.value = { ...v, trace: instead.get(v.trace) };
            }
        }
        // Nothing in the folders was a trace: the first file's error says what it holds. Harbor's
        // trials are named, and judged by their verifiers, whatever their logs hold.
        if (read.length === 0 && notTraces.length > 0 && !lenient) {
            const first = notTraces[0];
            throw new trace_read/* TraceError */.yW(show(first.path), first.line, first.detail);
        }
        // Nothing found was a trace or a harness's result (empty files, logs, companions): no verdict
        // on nothing; the first file says what it is.
        if (read.length === 0 && notTraces.length === 0 && files.length === 0 && notRead.length > 0) {
            if (foundHarness.length === 0 && request.harnessFiles.length === 0) {
                const more = notRead.length > 1 ? ` (and ${notRead.length - 1} more files not read)` : '';
                throw new trace_read/* TraceError */.yW(notRead[0].file, undefined, `${notRead[0].what}: no file found is a trace${more}`);
            }
        }
        notRead.push(...notTraces.map((e) => ({ file: show(e.path), what: e.notTrace })));
        handedOut();
        if (since) {
            // A trace with no timestamps (claude-stream records none) cannot be told stale: said, not silent.
            const untimed = read.filter((s) => s.times?.last === undefined && s.diagnosis.evidence_summary.event_count > 0);
            if (untimed.length) {
                const formats = [...new Set(untimed.map((s) => s.format))].sort().join(', ');
                const first = untimed
                    .slice(0, 3)
                    .map((s) => show(s.source))
                    .join(', ');
                request.onIntegrityNote?.(`${untimed.length === 1 ? '1 session has' : `${untimed.length} sessions have`} no timestamps (${formats}: ` +
                    `${first}${untimed.length > 3 ? ` and ${untimed.length - 3} more` : ''}), so the stale check ` +
                    `(${since.words}) cannot apply to ${untimed.length === 1 ? 'it' : 'them'}; the committed-file check still does`);
            }
        }
        const diagnosed = await (0,integrity/* withEdgeFindings */.Wn)(read, {
            ...(since ? { since } : {}),
            ...(!checked || request.gitChecks === false ? { git: false } : {}),
            show,
        });
        // Assertions are evaluated on the paths as read; the report shows them as the shell does.
        const { applyPolicy } = (await afterReading)[0];
        const gated = await shown(show, () => applyPolicy(diagnosed, policy, { workspace }));
        found = gated.map((s) => ({ ...s, source: show(s.source) }));
    }
    const [{ caseAssigner }, { buildReport }] = await afterReading;
    const sessions = found.map(await caseAssigner(policy, workspace));
    let harness = carried;
    const anyHarness = request.harnessFiles.length > 0 || foundHarness.length > 0;
    if (anyHarness) {
        const { harnessResults, joinRuns } = await (0,load/* loadInTurn */.B)(() => __webpack_require__.e(/* import() */ 553).then(__webpack_require__.bind(__webpack_require__, 69553)));
        const read = await shown(show, async () => {
            const given = request.harnessFiles.length
                ? await (await (0,load/* loadInTurn */.B)(() => __webpack_require__.e(/* import() */ 778).then(__webpack_require__.bind(__webpack_require__, 41778)))).readHarnessFiles(request.harnessFiles)
                : [];
            const seen = new Set(given.map((h) => h.source));
            return harnessResults([...given, ...foundHarness.filter((h) => !seen.has(h.source))]);
        });
        // SWE-bench results are joined to the runs they judge, by instance id.
        const joined = joinRuns(read.results.map((r) => ({ ...r, source: show(r.source), ...(r.run !== undefined ? { run: show(r.run) } : {}) })), sessions);
        for (const w of [...read.warnings, ...joined.warnings])
            request.onHarnessWarning?.(w);
        harness = [...carried, ...joined.results];
    }
    const report = buildReport(sessions, {
        failOn: settings['fail-on'],
        minTrustScore: settings['min-trust-score'],
        integrity: settings.integrity,
        repeatMinPass: settings['repeat-min-pass'] ?? policy.repeatMinPass ?? 'all',
    }, {
        ...(harness.length || anyHarness
            ? {
                harness: {
                    results: harness,
                    settings: {
                        ...policy.harness,
                        ...(settings['min-final-score'] !== undefined ? { minFinalScore: settings['min-final-score'] } : {}),
                    },
                },
            }
            : {}),
        ...(notRead.length ? { notRead } : {}),
    });
    const timelines = {
        ...(request.pipeline?.timeline ? { timelines: sessions.map((s) => s.timeline) } : {}),
        ...(sessions.some((s) => s.files) ? { landed: sessions.map((s) => s.files?.landed) } : {}),
    };
    const b = request.baseline;
    if (!b)
        return { report, ...timelines };
    if ('missing' in b)
        return { report, baseline: b, ...timelines };
    const { applyRegressions, compareReports } = await (0,load/* loadInTurn */.B)(() => Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 67355)));
    const comparison = compareReports(report, b.reports, {
        tolerance: settings['regression-tolerance'],
        failOnRegression: settings['fail-on-regression'],
        baseline: b.where,
    });
    return { report: applyRegressions(report, comparison), baseline: comparison, ...timelines };
}

;// CONCATENATED MODULE: ./src/gate/progress.ts
/** Where progress goes: a terminal on stderr first, then the Actions log, else nowhere. */
function progressMode(env) {
    if (env.stderrIsTTY)
        return 'terminal';
    if (env.githubActions)
        return 'actions';
    return 'off';
}
const MB = 1e6;
/** The line for a point of progress, e.g. `diagnosing: 120 / 2,000 files, 53.2 of 1,061.0 MB, 48.1 MB/s`. */
function progressLine(p, elapsedMs) {
    const rate = elapsedMs > 0 ? p.bytesDone / MB / (elapsedMs / 1000) : 0;
    const n = (x) => x.toLocaleString('en-US');
    const mb = (x) => (x / MB).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return (`diagnosing: ${n(p.filesDone)} / ${n(p.filesTotal)} files, ${mb(p.bytesDone)} of ${mb(p.bytesTotal)} ` +
        `MB, ${rate.toFixed(1)} MB/s`);
}
class ProgressReporter {
    options;
    start;
    last;
    shown = false;
    onScreen = false;
    latest;
    constructor(options) {
        this.options = options;
        this.start = options.now();
    }
    /** The callback to give the pipeline: none when progress goes nowhere (no file sizes to look up). */
    get listener() {
        return this.options.mode === 'off' ? undefined : this.update;
    }
    /** Take in a point of progress; shows it when it is time to. */
    update = (p) => {
        if (this.options.mode === 'off')
            return;
        this.latest = p;
        const t = this.options.now();
        const every = this.options.everyMs ?? (this.options.mode === 'terminal' ? 200 : 5000);
        if (t - this.start < (this.options.delayMs ?? 1000))
            return;
        if (this.last !== undefined && t - this.last < every)
            return;
        this.last = t;
        this.show(p, t);
    };
    /** Something else is about to be written to the terminal: the progress line makes way. */
    clear() {
        if (this.options.mode !== 'terminal' || !this.onScreen)
            return;
        this.options.write('\r\x1b[K');
        this.onScreen = false;
    }
    /** The work is over: a terminal's line is cleared; in Actions the last figures are said once. */
    done() {
        if (!this.shown)
            return;
        if (this.options.mode === 'terminal')
            this.clear();
        else {
            if (this.latest)
                this.options.write(progressLine(this.latest, this.options.now() - this.start) + '\n');
            if (this.options.group !== undefined)
                this.options.write('::endgroup::\n');
        }
        this.shown = false;
    }
    show(p, t) {
        const line = progressLine(p, t - this.start);
        if (this.options.mode === 'terminal') {
            this.options.write(`\r\x1b[K${line}`);
            this.onScreen = true;
        }
        else {
            if (!this.shown && this.options.group !== undefined)
                this.options.write(`::group::${this.options.group}\n`);
            this.options.write(`${line}\n`);
        }
        this.shown = true;
    }
}

// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/policy/verdict.ts
var verdict = __webpack_require__(75187);
// EXTERNAL MODULE: ./src/report/sanitize.ts
var sanitize = __webpack_require__(91211);
// EXTERNAL MODULE: ./src/core/integrity.ts
var core_integrity = __webpack_require__(15764);
;// CONCATENATED MODULE: ./src/action/annotations.ts
/**
 * Annotations: an error for the primary diagnosis of each failing session, a warning for every
 * other failure cause, each pointing at the trace file and the line of its first evidence event.
 * GitHub shows 10 annotations of each type per step, so at most 10 of each are made.
 *
 * `planAnnotations` is pure; `emitAnnotations` hands the plan to @actions/core.
 */




/** GitHub shows this many annotations of each type per step. */
const GITHUB_ANNOTATIONS_PER_TYPE = 10;
/** Errors made here: one fewer, since the failed gate adds its own error (core.setFailed). */
const MAX_ERRORS = GITHUB_ANNOTATIONS_PER_TYPE - 1;
/** Warnings made here: leaving room for a warning about the input and one about publishing. */
const MAX_WARNINGS = GITHUB_ANNOTATIONS_PER_TYPE - 2;
const SEVERITY_RANK = { critical: 3, high: 2, medium: 1, low: 0 };
/** A path GitHub can place an annotation on: relative to the repository, with `/`. */
function annotationFile(source) {
    if (source === '' ||
        source.startsWith('/') ||
        source.startsWith('$') ||
        /^[A-Za-z]:/.test(source) ||
        source.split('/').includes('..'))
        return undefined;
    return source;
}
function firstLine(cause) {
    const lines = cause.evidence_origins.map((o) => o.line).filter((l) => l !== undefined && l > 0);
    return lines.length ? Math.min(...lines) : undefined;
}
function annotationOf(s, cause, level, remediation) {
    const d = s.diagnosis;
    const name = (0,verdict/* sessionName */.Cy)(s);
    const file = annotationFile(s.source);
    const line = firstLine(cause);
    const message = `${cause.description} Causal chain: ${cause.causal_chain.join(' -> ')}.` +
        (remediation ? ` Remediation: ${remediation}` : '');
    return {
        level,
        title: (0,sanitize/* plainText */.wh)(`${cause.type} (${cause.severity}) in ${name}: trust score ${d.trust_score}, ${d.readiness_level}`, 200),
        message: (0,sanitize/* plainText */.wh)(file ? message : `${name}: ${message}`, 1000),
        ...(file ? { file: (0,sanitize/* plainText */.wh)(file, 500) } : {}),
        ...(file && line !== undefined ? { startLine: line } : {}),
    };
}
/**
 * One annotation for a session's integrity findings, on its file at the first finding's line: an
 * error when `integrity` is fail and a finding says the trace is not evidence, else a warning.
 */
function integrityAnnotation(s, mode) {
    const findings = s.integrity ?? [];
    if (findings.length === 0)
        return undefined;
    const name = (0,verdict/* sessionName */.Cy)(s);
    const file = annotationFile(s.source);
    const line = findings.map((f) => f.origin?.line).find((l) => l !== undefined && l > 0);
    const failing = mode === 'fail' && findings.some((f) => core_integrity/* NOT_EVIDENCE_KINDS */.SF.includes(f.kind));
    const message = findings.map((f) => `${f.kind}: ${f.detail}`).join('; ');
    return {
        level: failing ? 'error' : 'warning',
        title: (0,sanitize/* plainText */.wh)(`integrity of ${name}: ${[...new Set(findings.map((f) => f.kind))].join(', ')}`, 200),
        message: (0,sanitize/* plainText */.wh)(file ? message : `${name}: ${message}`, 1000),
        ...(file ? { file: (0,sanitize/* plainText */.wh)(file, 500) } : {}),
        ...(file && line !== undefined ? { startLine: line } : {}),
    };
}
function planAnnotations(report, max = { errors: MAX_ERRORS, warnings: MAX_WARNINGS }, integrity = 'warn') {
    const errors = [];
    const warnings = [];
    for (const s of report.sessions) {
        // Findings on the evidence itself come before what the evidence shows.
        const found = integrityAnnotation(s, integrity);
        if (found?.level === 'error')
            errors.push(found);
        else if (found)
            warnings.push({ a: found, rank: 4, failing: !s.passed });
        const primary = s.diagnosis.primary_diagnosis.root_cause_failure_type;
        const remediationOf = (type) => s.diagnosis.recommendations.find((r) => r.failure_type === type)?.remediation;
        let primaryDone = false;
        for (const cause of s.diagnosis.failure_causes) {
            if (!s.passed && !primaryDone && cause.type === primary) {
                primaryDone = true;
                errors.push(annotationOf(s, cause, 'error', remediationOf(cause.type)));
            }
            else {
                warnings.push({
                    a: annotationOf(s, cause, 'warning', remediationOf(cause.type)),
                    rank: SEVERITY_RANK[cause.severity] ?? 0,
                    failing: !s.passed,
                });
            }
        }
    }
    // Warnings: those of failing sessions first, then by severity; report order otherwise.
    const sorted = warnings
        .map((w, i) => ({ ...w, i }))
        .sort((x, y) => Number(y.failing) - Number(x.failing) || y.rank - x.rank || x.i - y.i)
        .map((w) => w.a);
    return {
        annotations: [...errors.slice(0, max.errors), ...sorted.slice(0, max.warnings)],
        omitted: { error: Math.max(0, errors.length - max.errors), warning: Math.max(0, sorted.length - max.warnings) },
    };
}
function emitAnnotations(plan) {
    for (const a of plan.annotations) {
        const props = { title: a.title };
        if (a.file)
            props.file = a.file;
        if (a.startLine !== undefined)
            props.startLine = a.startLine;
        if (a.level === 'error')
            core/* error */.z3(a.message, props);
        else
            core/* warning */.$e(a.message, props);
    }
    const { error, warning } = plan.omitted;
    if (error || warning) {
        core/* info */.pq(`${error} error and ${warning} warning annotations were left out (GitHub shows ` +
            `${GITHUB_ANNOTATIONS_PER_TYPE} of each type per step); the job summary lists every cause.`);
    }
}

;// CONCATENATED MODULE: ./src/action/comment.ts
/**
 * The sticky pull request comment: exactly one per pull request and comment key.
 *
 * Ours is the comment whose first line is our hidden marker (which names the comment key) AND
 * whose author is the token's own identity. Every page of the pull request's comments is
 * searched (oldest first). It is created once, then updated in place, and not rewritten when its
 * text would not change. A comment by anyone else is never edited, whatever it contains.
 *
 * The token's identity: the default token (`${{ github.token }}`) is an installation token of
 * the GitHub Actions app (it starts with `ghs_`); its comments are written by
 * `github-actions[bot]`, and such a token may not call GET /user. For any other token
 * (a personal access token, fine-grained or classic, or an OAuth token) GET /user tells the
 * login.
 *
 * I/O goes through `CommentApi` (src/action/client.ts makes one from octokit), so all of this is
 * tested with a fake.
 */

/** The login of the default token's comments. */
const ACTIONS_BOT_LOGIN = 'github-actions[bot]';
/** Pages of comments searched, at most (100 comments a page). */
const MAX_COMMENT_PAGES = 100;
/** The hidden marker for a comment key: `<!-- agent-trust-gate:comment-key=CI/gate -->`. */
function markerFor(key) {
    return `<!-- agent-trust-gate:comment-key=${(0,sanitize/* sanitizeCommentKey */.Yq)(key)} -->`;
}
/** True when the body's first line is the marker. */
function hasMarker(body, marker) {
    const start = body.replace(/^\uFEFF/, '').trimStart();
    const end = start.search(/\r?\n/);
    return (end === -1 ? start : start.slice(0, end)).trim() === marker;
}
const sameLogin = (a, b) => a !== null && a.toLowerCase() === b.toLowerCase();
/** Ours: our marker on the first line, and written by our own identity. */
function isOwnComment(comment, marker, login) {
    return sameLogin(comment.login, login) && hasMarker(comment.body, marker);
}
/**
 * The login known from the token alone: `github-actions[bot]` for an installation token (the
 * default token); undefined when GET /user must be asked.
 */
function knownLogin(token) {
    return token.startsWith('ghs_') ? ACTIONS_BOT_LOGIN : undefined;
}
/** The login whose comments are ours. */
async function resolveLogin(api, token) {
    return knownLogin(token) ?? (await api.authenticatedLogin());
}
/** Our comment, searching every page (up to MAX_COMMENT_PAGES); the oldest when there are several. */
async function findOwnComment(api, marker, login) {
    let pages = 0;
    for await (const page of api.listComments()) {
        const own = page.find((c) => isOwnComment(c, marker, login));
        if (own)
            return own;
        if (++pages >= MAX_COMMENT_PAGES)
            break;
    }
    return undefined;
}
/** Two bodies that show the same text. */
function sameText(a, b) {
    return a.replace(/\r\n/g, '\n').trimEnd() === b.replace(/\r\n/g, '\n').trimEnd();
}
/**
 * Create our comment, or update it in place. `mayCreate` false only updates an existing one (so
 * that a stale failure is corrected, but a passing run does not add a comment).
 */
async function upsertComment(api, options) {
    const existing = await findOwnComment(api, options.marker, options.login);
    if (!existing && !options.mayCreate)
        return { action: 'not-created' };
    const body = typeof options.body === 'function' ? options.body(existing) : options.body;
    if (existing) {
        if (sameText(existing.body, body))
            return { action: 'unchanged', comment: existing };
        return { action: 'updated', comment: await api.updateComment(existing.id, body) };
    }
    return { action: 'created', comment: await api.createComment(body) };
}
/** The HTTP status of an octokit error, when it has one. */
function statusOf(err) {
    const s = err?.status;
    return typeof s === 'number' ? s : undefined;
}
/**
 * What went wrong while publishing, and what to do about it, in one line. The verdict stands
 * whatever this says.
 */
function explainPublishError(err, what, options = {}) {
    const status = statusOf(err);
    const message = (err instanceof Error ? err.message : String(err))
        .split('\n')[0]
        .replace(/ - https:\/\/docs\.github\.com\S*$/, '')
        .slice(0, 200);
    const forks = 'On pull requests from forks the token is read-only whatever the workflow grants: gate on pull_request, ' +
        'upload the report, ' +
        'and comment from a workflow_run workflow (see docs/action.md, "Pull requests from forks").';
    const tail = 'The verdict and the exit status are not affected.';
    const head = `Could not ${what}`;
    if (status === 401)
        return `${head} (HTTP 401: ${message}): the token was refused; check the github-token input. ${tail}`;
    if (status === 403 || status === 404) {
        const rateLimited = status === 403 && /rate limit/i.test(message);
        if (rateLimited)
            return (`${head} (HTTP 403: ${message}): GitHub's rate limit was reached; the comment will be updated by ` +
                `the next run. ${tail}`);
        if (options.permissions)
            return `${head} (HTTP ${status}: ${message}). ${options.permissions} ${tail}`;
        const perms = 'Give the job `permissions: pull-requests: write` (and `contents: read`), or pass a github-token that may ' +
            'write pull request comments.';
        return `${head} (HTTP ${status}: ${message}). ${options.fromFork ? `${forks} ` : `${perms} ${forks} `}${tail}`;
    }
    if (status === 422) {
        return (`${head} (HTTP 422: ${message}): GitHub refused the request (is the pull request locked, or the ` +
            `comment too long?). ${tail}`);
    }
    if (status !== undefined && status >= 500) {
        return `${head} (HTTP ${status} after retries: ${message}): GitHub is having trouble; re-run the job. ${tail}`;
    }
    if (err?.name === 'AbortError' || err?.name === 'TimeoutError') {
        return `${head}: GitHub did not answer in time; re-run the job. ${tail}`;
    }
    return `${head}: ${message}. ${tail}`;
}

;// CONCATENATED MODULE: ./src/action/pr-files.ts
/**
 * Annotations on the pull request's own lines. On a pull request the action lists the files it
 * changes (GET /repos/{owner}/{repo}/pulls/{n}/files, paginated); for each failure cause whose
 * evidence involves one of them (sessions[].files), one annotation on that file: at the line of
 * the pull request's version where the agent's last edit of it landed (its new text found in the
 * checked-out file), else at the first line the pull request changes in it. A critical or high
 * cause is a warning, a medium or low one a notice; the primary causes come first. GitHub shows
 * 10 annotations of each level per step: what does not fit is counted in one line.
 *
 * Without the file list (no token, an event that is not a pull request, an API error) nothing
 * moves: the annotations stay on the trace files, and one notice says why.
 *
 * `placeLine` and `planFileAnnotations` are pure; `annotateChangedFiles` asks GitHub, reads the
 * checked-out files and hands the plan to @actions/core.
 */








/** Notices made here: one fewer than GitHub shows, for the line that says what was left out. */
const MAX_NOTICES = GITHUB_ANNOTATIONS_PER_TYPE - 1;
/** The largest checked-out file searched for an edit's text. */
const MAX_SEARCHED_BYTES = 4 * 1024 * 1024;
/** The lines a patch adds, and the new file's line ranges of its hunks. */
function patchLines(patch) {
    const added = [];
    const hunks = [];
    let line = 0;
    for (const text of (patch ?? '').split('\n')) {
        const h = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(text);
        if (h) {
            line = Number(h[1]);
            const count = h[2] === undefined ? 1 : Number(h[2]);
            hunks.push([line, line + Math.max(count, 1) - 1]);
            continue;
        }
        if (hunks.length === 0)
            continue;
        if (text.startsWith('+'))
            added.push(line++);
        else if (text.startsWith(' ') || text === '')
            line++;
        // '-' lines and "\ No newline at end of file" are not in the new file.
    }
    return { added, hunks };
}
/**
 * The line of the pull request's version of a file to annotate: where `text` (the agent's last
 * edit that landed) is in `content` (the checked-out file), at its first line the pull request
 * adds, or in a hunk; else the first line the pull request adds (or its first hunk). Undefined
 * when the patch shows no line (a binary or very large file).
 */
function placeLine(text, content, patch) {
    const { added, hunks } = patchLines(patch);
    const wanted = text?.replace(/\r\n/g, '\n').replace(/^\n+/, '').trimEnd();
    const lines = content?.replace(/\r\n/g, '\n').split('\n');
    // An added line with something on it, rather than the blank line before a new function.
    const firstOf = (within) => within.find((l) => lines?.[l - 1]?.trim()) ?? within[0];
    if (wanted && lines) {
        const at = lines.join('\n').indexOf(wanted);
        if (at >= 0) {
            const start = lines.join('\n').slice(0, at).split('\n').length;
            const end = start + wanted.split('\n').length - 1;
            const first = firstOf(added.filter((l) => l >= start && l <= end));
            if (first !== undefined)
                return { line: first, found: true };
            const hunk = hunks.find(([a, b]) => a <= end && b >= start);
            if (hunk)
                return { line: Math.max(start, hunk[0]), found: true };
        }
    }
    if (added.length)
        return { line: firstOf(added), found: false };
    if (hunks.length)
        return { line: hunks[0][0], found: false };
    return undefined;
}
const pr_files_SEVERITY_RANK = { critical: 3, high: 2, medium: 1, low: 0 };
/** The count of times: `once`, `twice`, `6 times`. */
const times = (n) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);
/**
 * The annotations for the causes whose evidence involves a file the pull request changes. `landed`:
 * per session of the report, the text of each file's last edit that landed; `content`: a
 * checked-out file's text, or undefined.
 */
function planFileAnnotations(report, landed, pullFiles, content, max = { warning: MAX_WARNINGS, notice: MAX_NOTICES }) {
    const changed = new Map(pullFiles.map((f) => [f.filename, f]));
    const found = [];
    const read = new Map();
    const textOf = (path) => {
        if (!read.has(path))
            read.set(path, content(path));
        return read.get(path);
    };
    report.sessions.forEach((s, si) => {
        const d = s.diagnosis;
        const primary = d.primary_diagnosis.root_cause_failure_type;
        for (const f of s.files ?? []) {
            const pr = changed.get(f.path);
            if (!pr || f.causes.length === 0)
                continue;
            const place = placeLine(landed[si]?.[f.path], textOf(f.path), pr.patch) ?? { line: 1, found: false };
            for (const type of f.causes) {
                const cause = d.failure_causes.find((c) => c.type === type);
                if (!cause)
                    continue;
                const did = [
                    f.edits ? `edited it ${times(f.edits)}${f.failed_edits ? ` (${f.failed_edits} failed)` : ''}` : '',
                    f.reads ? `read it ${times(f.reads)}` : '',
                ]
                    .filter(Boolean)
                    .join(' and ');
                const where = place.found
                    ? 'Its last edit that landed is here.'
                    : 'This is the first line the pull request changes.';
                found.push({
                    a: {
                        level: pr_files_SEVERITY_RANK[cause.severity] >= 2 ? 'warning' : 'notice',
                        title: (0,sanitize/* plainText */.wh)(`${type} (${cause.severity}): the agent struggled with this file`, 200),
                        message: (0,sanitize/* plainText */.wh)(`In ${(0,verdict/* sessionName */.Cy)(s)}, the agent ${did || 'touched it'}; ${type}: ${cause.description} ${where}`, 1000),
                        file: (0,sanitize/* plainText */.wh)(f.path, 500),
                        startLine: place.line,
                    },
                    primary: type === primary,
                    failing: !s.passed,
                    rank: pr_files_SEVERITY_RANK[cause.severity] ?? 0,
                    i: found.length,
                });
            }
        }
    });
    const sorted = found
        .sort((x, y) => Number(y.primary) - Number(x.primary) || Number(y.failing) - Number(x.failing) || y.rank - x.rank || x.i - y.i)
        .map((x) => x.a);
    const warnings = sorted.filter((a) => a.level === 'warning');
    const notices = sorted.filter((a) => a.level === 'notice');
    return {
        annotations: [...warnings.slice(0, max.warning), ...notices.slice(0, max.notice)],
        omitted: {
            warning: Math.max(0, warnings.length - max.warning),
            notice: Math.max(0, notices.length - max.notice),
        },
    };
}
/** Whether any cause's evidence involves a file of the workspace: only then is the file list asked for. */
function anyFileCause(report) {
    return report.sessions.some((s) => (s.files ?? []).some((f) => f.causes.length > 0));
}
/** The pull request's files, every page. */
async function listPullFiles(octokit, where) {
    const files = await octokit.paginate(octokit.rest.pulls.listFiles, {
        owner: where.owner,
        repo: where.repo,
        pull_number: where.pullNumber,
        per_page: 100,
    });
    return files.map((f) => ({
        filename: f.filename,
        status: f.status,
        ...(typeof f.patch === 'string' ? { patch: f.patch } : {}),
    }));
}
const inside = (root, full) => {
    const rel = (0,external_node_path_.relative)(root, full);
    return rel !== '' && !rel.startsWith(`..${external_node_path_.sep}`) && rel !== '..' && !(0,external_node_path_.isAbsolute)(rel);
};
/**
 * A checked-out file's text, when it is inside the workspace (a link that leads out of it is not
 * followed), a file, and not too large.
 */
function checkedOut(workspace, path) {
    try {
        const root = (0,external_node_fs_.realpathSync)((0,external_node_path_.resolve)(workspace));
        const full = (0,external_node_path_.resolve)(root, path);
        if (!inside(root, full) || !inside(root, (0,external_node_fs_.realpathSync)(full)))
            return undefined;
        const st = (0,external_node_fs_.statSync)(full);
        if (!st.isFile() || st.size > MAX_SEARCHED_BYTES)
            return undefined;
        return (0,external_node_fs_.readFileSync)(full, 'utf8');
    }
    catch {
        return undefined;
    }
}
/**
 * Annotate the pull request's changed files. Returns how many warnings were made, so that the
 * annotations on trace files leave room for them; 0 (and one notice) without the file list.
 */
async function annotateChangedFiles(r) {
    if (!anyFileCause(r.report))
        return { warnings: 0 };
    const without = (why) => {
        core/* notice */.lm((0,sanitize/* plainText */.wh)(`Annotations stay on the trace files: ${why}. On a pull request, with a token that can read it, the causes ` +
            `that involve a file it changes are annotated on that file's lines.`, 1000), { title: 'agent-trust-gate: the pull request files were not listed' });
        return { warnings: 0 };
    };
    if (!r.pullNumber || !r.repo)
        return without(`the ${r.eventName || 'current'} event is not about a pull request`);
    if (!r.token)
        return without('there is no github-token');
    let files;
    try {
        files = await listPullFiles(r.octokit(), { ...r.repo, pullNumber: r.pullNumber });
    }
    catch (err) {
        const status = statusOf(err);
        return without(`listing the files of pull request #${r.pullNumber} failed` +
            (status === 403 || status === 404
                ? ` (HTTP ${status}: the token may lack pull-requests: read, or the pull request comes from a fork)`
                : status !== undefined
                    ? ` (HTTP ${status})`
                    : ` (${err?.message ?? String(err)})`));
    }
    const plan = planFileAnnotations(r.report, r.landed, files, (p) => checkedOut(r.workspace, p));
    for (const a of plan.annotations) {
        const props = { title: a.title, file: a.file, startLine: a.startLine };
        if (a.level === 'warning')
            core/* warning */.$e(a.message, props);
        else
            core/* notice */.lm(a.message, props);
    }
    const { warning, notice } = plan.omitted;
    core/* info */.pq(`${(0,core_text/* plural */.LS)(plan.annotations.length, 'annotation')} on the files pull request #${r.pullNumber} changes` +
        (warning || notice
            ? `; ${warning} warning and ${notice} notice annotations were left out (GitHub shows ` +
                `${GITHUB_ANNOTATIONS_PER_TYPE} of each level per step), the primary causes' first.`
            : '.'));
    return { warnings: plan.annotations.filter((a) => a.level === 'warning').length };
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./node_modules/yauzl/index.js
var yauzl = __webpack_require__(20663);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(38816);
;// CONCATENATED MODULE: ./src/action/artifacts.ts
/**
 * The report artifact: what the gate uploads (`upload-report`), what `mode: comment` downloads
 * from the gate run, and what `baseline-from: artifact` downloads from the base branch.
 *
 * The artifact is a zip of two files: `report.json` (the JSON report, as `report-path` has it)
 * and `agent-trust-gate.json` (the comment key and the comparison with the baseline, so that the
 * comment workflow can render the same comment). Both are untrusted when read back: the zip is
 * downloaded as it is (never unpacked on disk), then read in memory with yauzl within the limits
 * below, inflating only those two files; the report is checked against the report schema by the
 * caller (src/gate/merge.ts readReport), and the side file against the schema below.
 *
 * Listing and downloading go through `ActionsApi` (src/action/client.ts makes one from octokit and
 * @actions/artifact), so this is tested with a fake.
 */







const DEFAULT_ARTIFACT_NAME = 'agent-trust-gate-report';
const REPORT_FILE = 'report.json';
const META_FILE = 'agent-trust-gate.json';
/** The zip as GitHub serves it, at most. */
const MAX_ARTIFACT_ZIP_BYTES = 16 * 1024 * 1024;
/** The report once inflated, at most. */
const MAX_ARTIFACT_REPORT_BYTES = 64 * 1024 * 1024;
/** The side file once inflated, at most. */
const MAX_ARTIFACT_META_BYTES = 8 * 1024 * 1024;
const MAX_ARTIFACT_ENTRIES = 8;
/** Successful base-branch runs looked at for a baseline, at most. */
const MAX_BASELINE_RUNS = 5;
/** Something wrong with an artifact's content (it is untrusted): said in words. */
class ArtifactError extends Error {
    name = 'ArtifactError';
}
/** An artifact name as upload-artifact accepts it. */
const ARTIFACT_NAME = /^[^":<>|*?\r\n\\/]{1,200}$/;
const artifactMetaSchema = schemas/* object */.Ikc({
    artifact: schemas/* literal */.euz('agent-trust-gate'),
    version: schemas/* literal */.euz(1),
    comment_key: schemas/* string */.YjP().max(200),
    baseline: schemas/* union */.KCZ([schemas/* null */.chJ(), schemas/* object */.Ikc({ missing: schemas/* string */.YjP().max(500) }).strict(), report_baseline.comparisonSchema]),
})
    .strict();
/** The side file, checked; a bad one is an ArtifactError in words. */
function parseArtifactMeta(data) {
    let value;
    try {
        value = JSON.parse(data.toString('utf8'));
    }
    catch {
        throw new ArtifactError(`${META_FILE}: expected JSON, found something else`);
    }
    const parsed = artifactMetaSchema.safeParse(value);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ArtifactError(`${META_FILE}: at ${issue.path.join('.') || 'the top level'}, ${issue.message}`);
    }
    return parsed.data;
}
/** A safe entry name: relative, `/`-separated, no `..` or `.` segment, no control characters. */
function safeEntryName(name) {
    if (name === '' || name.length > 255)
        return false;
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f\\:]/.test(name) || name.startsWith('/'))
        return false;
    return !name.split('/').some((part) => part === '..' || part === '.');
}
const quote = (name) => JSON.stringify(name.slice(0, 100));
/** The next entry of a zip opened with lazyEntries, or undefined at the end. */
function nextEntry(zip) {
    return new Promise((resolve, reject) => {
        const done = (entry, err) => {
            zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
            if (err)
                reject(err);
            else
                resolve(entry);
        };
        const onEntry = (entry) => done(entry);
        const onEnd = () => done(undefined);
        const onError = (err) => done(undefined, err);
        zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
        zip.readEntry();
    });
}
/** The inflated bytes of one entry, refused when they are not what the entry declares. */
async function inflateEntry(zip, entry, name) {
    const chunks = [];
    try {
        // yauzl stops the stream as soon as it yields more or fewer bytes than the entry declares.
        for await (const chunk of await zip.openReadStreamPromise(entry))
            chunks.push(chunk);
    }
    catch (err) {
        throw new ArtifactError(`expected ${quote(name)} to inflate to ${entry.uncompressedSize} bytes, found ${err.message}`);
    }
    const data = Buffer.concat(chunks);
    if (data.length !== entry.uncompressedSize)
        throw new ArtifactError(`expected ${quote(name)} to hold ${entry.uncompressedSize} bytes, found ${data.length}`);
    if ((0,external_node_zlib_.crc32)(data) >>> 0 !== entry.crc32)
        throw new ArtifactError(`expected ${quote(name)} to match its CRC-32, found another`);
    return data;
}
/**
 * The report and the side file of an artifact's zip, read in memory. The zip is refused, in
 * words, when it has more entries than MAX_ARTIFACT_ENTRIES; when an entry name is absolute, has a
 * `..` or `.` segment, a backslash, a drive or a control character, or occurs twice; when an entry
 * is encrypted or compressed other than stored or deflated; when an entry would inflate to more
 * than MAX_ARTIFACT_REPORT_BYTES (the side file MAX_ARTIFACT_META_BYTES) or all of them to more
 * than both together; and when the report or the side file inflates to another size than it
 * declares or fails its CRC-32. The other files are never inflated.
 */
async function readArtifactZip(data) {
    let zip;
    try {
        zip = await (0,yauzl/* fromBufferPromise */.SY)(data, { decodeStrings: false, validateEntrySizes: true });
    }
    catch (err) {
        throw new ArtifactError(`expected a zip archive, found ${err.message}`);
    }
    // Errors are taken where they happen (nextEntry, the read streams); this keeps a stray one
    // from ending the process.
    zip.on('error', () => undefined);
    try {
        if (zip.entryCount > MAX_ARTIFACT_ENTRIES)
            throw new ArtifactError(`expected at most ${MAX_ARTIFACT_ENTRIES} entries, found ${zip.entryCount}`);
        const files = { names: [] };
        let total = 0;
        for (;;) {
            let entry;
            try {
                entry = await nextEntry(zip);
            }
            catch (err) {
                throw new ArtifactError(`expected a well-formed zip archive, found ${err.message}`);
            }
            if (!entry)
                break;
            // decodeStrings is off so that every name is checked here, in the same words.
            const name = entry.fileName.toString('utf8');
            if (!safeEntryName(name))
                throw new ArtifactError(`expected plain relative entry names, found ${quote(name)}`);
            if (name.endsWith('/'))
                continue;
            if (files.names.includes(name))
                throw new ArtifactError(`expected each entry once, found ${quote(name)} twice`);
            files.names.push(name);
            if (entry.generalPurposeBitFlag & 0x1)
                throw new ArtifactError(`expected no encryption, found ${quote(name)} encrypted`);
            if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)
                throw new ArtifactError(`expected stored or deflated entries, found method ${entry.compressionMethod} for ${quote(name)}`);
            const max = name === META_FILE ? MAX_ARTIFACT_META_BYTES : MAX_ARTIFACT_REPORT_BYTES;
            if (entry.uncompressedSize > max)
                throw new ArtifactError(`expected ${name === META_FILE ? META_FILE : 'entries'} of at most ${max} bytes, found ${quote(name)} ` +
                    `of ${entry.uncompressedSize} bytes`);
            total += entry.uncompressedSize;
            if (total > MAX_ARTIFACT_REPORT_BYTES + MAX_ARTIFACT_META_BYTES)
                throw new ArtifactError(`expected at most ${MAX_ARTIFACT_REPORT_BYTES + MAX_ARTIFACT_META_BYTES} bytes in all, found more`);
            if (name === REPORT_FILE)
                files.report = await inflateEntry(zip, entry, name);
            else if (name === META_FILE)
                files.meta = await inflateEntry(zip, entry, name);
        }
        return files;
    }
    finally {
        zip.close();
    }
}
/** Download an artifact's zip into a directory of its own, read it, and remove the directory. */
async function downloadZip(api, artifactId, runId) {
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'agent-trust-gate-artifact-'));
    try {
        await api.downloadArtifact(artifactId, runId, dir);
        const names = await (0,promises_.readdir)(dir);
        if (names.length !== 1)
            throw new ArtifactError(`expected the artifact as one zip archive, found ${names.length} files`);
        const info = await (0,promises_.stat)((0,external_node_path_.join)(dir, names[0]));
        if (!info.isFile())
            throw new ArtifactError('expected the artifact as one zip archive, found a directory');
        if (info.size > MAX_ARTIFACT_ZIP_BYTES)
            throw new ArtifactError(`expected an artifact of at most ${MAX_ARTIFACT_ZIP_BYTES} bytes, found ${info.size} bytes`);
        return await (0,promises_.readFile)((0,external_node_path_.join)(dir, names[0]));
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
/**
 * The report artifact of a run, downloaded and unzipped within limits; undefined when the run
 * has no (unexpired) artifact of that name. Throws an ArtifactError when the artifact is not
 * what it should be.
 */
async function fetchReportArtifact(api, runId, name) {
    const candidates = (await api.listRunArtifacts(runId, name)).filter((a) => a.name === name && !a.expired);
    if (candidates.length === 0)
        return undefined;
    const artifact = candidates.reduce((a, b) => (b.id > a.id ? b : a));
    if (artifact.size > MAX_ARTIFACT_ZIP_BYTES) {
        throw new ArtifactError(`expected an artifact of at most ${MAX_ARTIFACT_ZIP_BYTES} bytes, found ${artifact.size} bytes`);
    }
    const files = await readArtifactZip(await downloadZip(api, artifact.id, runId));
    if (!files.report) {
        const names = files.names.slice(0, 5).map(quote);
        throw new ArtifactError(`expected ${REPORT_FILE} in the artifact, found ${names.length ? names.join(', ') : 'no files'}`);
    }
    return { artifact, report: files.report, ...(files.meta ? { meta: files.meta } : {}) };
}
/**
 * The report artifact of the latest successful push run of a workflow on a branch (other than
 * this run), looking at the last MAX_BASELINE_RUNS such runs; or why there is none, in words.
 * Runs whose head lives in another repository are never used.
 */
async function findBaselineArtifact(api, options) {
    const runs = (await api.listSuccessfulPushRuns(options.workflow, options.branch, MAX_BASELINE_RUNS + 1))
        .filter((r) => r.id !== options.excludeRunId && r.event === 'push' && r.headRepo === options.repo)
        .slice(0, MAX_BASELINE_RUNS);
    if (runs.length === 0) {
        return { missing: `no successful push run of this workflow on ${options.branch} was found` };
    }
    for (const run of runs) {
        const found = await fetchReportArtifact(api, run.id, options.name);
        if (found)
            return { run, ...found };
    }
    return {
        missing: `none of the last ${runs.length} successful push runs of this workflow on ${options.branch} has an ` +
            `artifact named ${options.name} (is upload-report on there?)`,
    };
}
/**
 * The open pull requests whose head is the gated commit of a `workflow_run`: those GitHub names
 * for the run (pull requests of this repository), else those whose head is the run's branch in
 * the run's head repository (pull requests from forks), keeping only those still at the commit
 * that was gated. Numbers, sorted.
 */
async function findPullRequests(api, run) {
    let numbers = run.pullRequests.filter((p) => p.headSha === run.headSha).map((p) => p.number);
    if (numbers.length === 0 && run.headOwner && run.headBranch) {
        const pulls = await api.listOpenPulls(`${run.headOwner}:${run.headBranch}`);
        numbers = pulls.filter((p) => p.headSha === run.headSha).map((p) => p.number);
    }
    return [...new Set(numbers)].sort((a, b) => a - b);
}

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/utils.js + 18 modules
var utils = __webpack_require__(79083);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(49735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(86856);
;// CONCATENATED MODULE: ./src/action/client.ts
/**
 * The octokit client (made inside run(), never at import time), the `CommentApi` it serves, and
 * the `ActionsApi` it serves with @actions/artifact (loaded only when an artifact is downloaded).
 *
 * Retries are bounded in count and in time: the retry plugin retries 5xx and network errors at
 * most 3 times (after 1, 4 and 9 seconds); the throttling plugin waits out a rate limit only when
 * GitHub asks for 60 seconds or less, at most twice; and every request of a run shares one
 * deadline.
 */




const MAX_RETRIES = 3;
const MAX_RATE_LIMIT_RETRIES = 2;
const MAX_RATE_LIMIT_WAIT_SECONDS = 60;
/** Whether to wait out a rate limit: only a short one, and not too often. */
function shouldRetryRateLimit(retryAfterSeconds, retryCount) {
    return retryAfterSeconds <= MAX_RATE_LIMIT_WAIT_SECONDS && retryCount < MAX_RATE_LIMIT_RETRIES;
}
function makeOctokit(token, options = {}) {
    const base = options.retryBaseMs ?? 1000;
    const limit = (kind) => (retryAfter, request, _octokit, retryCount) => {
        const again = shouldRetryRateLimit(retryAfter, retryCount);
        options.onRateLimit?.(`GitHub's ${kind} was hit by ${request.method ?? ''} ${request.url ?? ''}; ` +
            (again
                ? `retrying after ${retryAfter} s.`
                : `not retrying (retry after ${retryAfter} s, attempt ${retryCount + 1}).`));
        return again;
    };
    return (0,github/* getOctokit */.Q)(token, {
        retry: { retries: MAX_RETRIES, retryAfterBaseValue: base },
        throttle: {
            retryAfterBaseValue: base,
            onRateLimit: limit('rate limit'),
            onSecondaryRateLimit: limit('secondary rate limit'),
        },
        // getOctokit's own options are replaced, not merged: keep its proxy-aware fetch.
        request: {
            ...utils/* defaults */.NT.request,
            ...(options.timeoutMs ? { signal: AbortSignal.timeout(options.timeoutMs) } : {}),
        },
    }, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
}
const toComment = (c) => ({
    id: c.id,
    body: c.body ?? '',
    login: c.user?.login ?? null,
    url: c.html_url,
});
/** The comments of one pull request (an issue, to the API). */
function commentApi(octokit, where) {
    const { owner, repo, issueNumber } = where;
    return {
        async *listComments() {
            const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
                owner,
                repo,
                issue_number: issueNumber,
                per_page: 100,
            });
            for await (const page of pages)
                yield page.data.map((c) => toComment(c));
        },
        async createComment(body) {
            const res = await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body });
            return toComment(res.data);
        },
        async updateComment(id, body) {
            const res = await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body });
            return toComment(res.data);
        },
        async authenticatedLogin() {
            const res = await octokit.rest.users.getAuthenticated();
            return res.data.login;
        },
    };
}
/** The Actions and pull request endpoints the artifact and baseline features use. */
function actionsApi(octokit, where) {
    const { owner, repo, token } = where;
    return {
        async listRunArtifacts(runId, name) {
            const res = await octokit.rest.actions.listWorkflowRunArtifacts({
                owner,
                repo,
                run_id: runId,
                name,
                per_page: 100,
            });
            return res.data.artifacts.map((a) => ({
                id: a.id,
                name: a.name,
                size: a.size_in_bytes ?? 0,
                expired: a.expired === true,
            }));
        },
        async downloadArtifact(artifactId, runId, dir) {
            // Loaded only when an artifact is downloaded: the library is most of the bundle.
            const { DefaultArtifactClient } = await __webpack_require__.e(/* import() */ 252).then(__webpack_require__.bind(__webpack_require__, 91252));
            // findBy: the public REST API with this token (GET .../actions/artifacts/{id}/zip, then the
            // redirect to blob storage), which may read other runs' artifacts. The zip is kept whole,
            // to be read within limits (./artifacts.ts), never unpacked on disk. The library keeps its
            // own retries (the blob download 5 times, 5 s apart), not this client's, nor its deadline.
            await new DefaultArtifactClient().downloadArtifact(artifactId, {
                path: dir,
                skipDecompress: true,
                findBy: { token, repositoryOwner: owner, repositoryName: repo, workflowRunId: runId },
            });
        },
        async listSuccessfulPushRuns(workflow, branch, perPage) {
            const res = await octokit.rest.actions.listWorkflowRuns({
                owner,
                repo,
                workflow_id: workflow,
                branch,
                event: 'push',
                status: 'success',
                exclude_pull_requests: true,
                per_page: perPage,
            });
            return res.data.workflow_runs.map((r) => ({
                id: r.id,
                event: r.event ?? '',
                headSha: r.head_sha ?? '',
                ...(r.run_number ? { number: r.run_number } : {}),
                headRepo: r.head_repository?.full_name ?? '',
            }));
        },
        async runWorkflowId(runId) {
            const res = await octokit.rest.actions.getWorkflowRun({ owner, repo, run_id: runId });
            return res.data.workflow_id;
        },
        async listOpenPulls(head) {
            const res = await octokit.rest.pulls.list({ owner, repo, state: 'open', head, per_page: 100 });
            return res.data.map((p) => ({
                number: p.number,
                headSha: p.head?.sha ?? '',
                headRepo: p.head?.repo?.full_name ?? '',
            }));
        },
    };
}

;// CONCATENATED MODULE: ./src/action/context.ts
/**
 * What the action needs to know about the run it is in: the event, the repository, the pull
 * request (if any), the workflow and job (for the default comment key), and where to write.
 *
 * `pullRequestOf` and `contextFrom` are pure; `readContext` reads the environment and the event
 * file the runner wrote (GITHUB_EVENT_PATH).
 */

const obj = (x) => x !== null && typeof x === 'object' && !Array.isArray(x) ? x : undefined;
const posInt = (x) => Number.isSafeInteger(x) && x > 0 ? x : undefined;
const context_text = (x, re) => (typeof x === 'string' && re.test(x) ? x : undefined);
const SHA = /^[0-9a-f]{40}$/;
/** A branch name as git allows it, roughly; anything else is not used. */
// eslint-disable-next-line no-control-regex
const BRANCH = /^(?!.*\.\.)(?!\/)[^\u0000-\u0020~^:?*[\\]{1,255}$/;
const numberOf = (x) => (typeof x === 'string' && /^[1-9]\d{0,15}$/.test(x) ? Number(x) : undefined);
/** The pull request an event is about: `pull_request*` events, and comments on a pull request. */
function pullRequestOf(payload) {
    const p = obj(payload);
    if (!p)
        return undefined;
    const pr = obj(p.pull_request);
    if (pr && Number.isSafeInteger(pr.number) && pr.number > 0) {
        const head = obj(pr.head);
        const headName = obj(head?.repo)?.full_name;
        const baseName = obj(obj(pr.base)?.repo)?.full_name;
        // A head repository that is gone (null) was a deleted fork.
        const fromFork = (head !== undefined && head.repo === null) || (typeof headName === 'string' && headName !== baseName);
        const headSha = context_text(head?.sha, SHA);
        const baseRef = context_text(obj(pr.base)?.ref, BRANCH);
        return { number: pr.number, fromFork, ...(headSha ? { headSha } : {}), ...(baseRef ? { baseRef } : {}) };
    }
    const issue = obj(p.issue);
    if (issue && obj(issue.pull_request) && Number.isSafeInteger(issue.number) && issue.number > 0) {
        return { number: issue.number, fromFork: false };
    }
    return undefined;
}
/** The triggering run of a `workflow_run` event. */
function workflowRunOf(payload) {
    const run = obj(obj(payload)?.workflow_run);
    const id = posInt(run?.id);
    const headSha = context_text(run?.head_sha, SHA);
    if (!run || !id || !headSha)
        return undefined;
    const attempt = posInt(run.run_attempt);
    const number = posInt(run.run_number);
    const headBranch = context_text(run.head_branch, BRANCH);
    const headOwner = context_text(obj(obj(run.head_repository)?.owner)?.login, /^[A-Za-z0-9-]{1,100}$/);
    const workflowId = posInt(run.workflow_id);
    const pullRequests = (Array.isArray(run.pull_requests) ? run.pull_requests : []).flatMap((x) => {
        const n = posInt(obj(x)?.number);
        const sha = context_text(obj(obj(x)?.head)?.sha, SHA);
        return n ? [{ number: n, ...(sha ? { headSha: sha } : {}) }] : [];
    });
    return {
        id,
        ...(attempt ? { attempt } : {}),
        ...(number ? { number } : {}),
        event: typeof run.event === 'string' ? run.event : '',
        conclusion: typeof run.conclusion === 'string' ? run.conclusion : null,
        headSha,
        ...(headBranch ? { headBranch } : {}),
        ...(headOwner ? { headOwner } : {}),
        ...(workflowId ? { workflowId } : {}),
        pullRequests,
    };
}
/** The run context from environment variables and the event payload. */
function contextFrom(env, payload) {
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
    const pushBranch = env.GITHUB_EVENT_NAME === 'push' ? context_text(/^refs\/heads\/(.+)$/.exec(env.GITHUB_REF ?? '')?.[1], BRANCH) : undefined;
    const workflowRun = workflowRunOf(payload);
    return {
        eventName: env.GITHUB_EVENT_NAME ?? '',
        ...(owner && repo ? { repo: { owner, repo } } : {}),
        pullRequest: pullRequestOf(payload),
        workflow: env.GITHUB_WORKFLOW ?? '',
        job: env.GITHUB_JOB ?? '',
        action: env.GITHUB_ACTION ?? '',
        serverUrl: (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, ''),
        ...(env.GITHUB_RUN_ID ? { runId: env.GITHUB_RUN_ID } : {}),
        ...(numberOf(env.GITHUB_RUN_ATTEMPT) ? { runAttempt: numberOf(env.GITHUB_RUN_ATTEMPT) } : {}),
        ...(numberOf(env.GITHUB_RUN_NUMBER) ? { runNumber: numberOf(env.GITHUB_RUN_NUMBER) } : {}),
        ...(env.GITHUB_WORKFLOW_REF ? { workflowRef: env.GITHUB_WORKFLOW_REF } : {}),
        ...(pushBranch ? { pushBranch } : {}),
        ...(workflowRun ? { workflowRun } : {}),
        workspace: env.GITHUB_WORKSPACE || process.cwd(),
        ...(env.RUNNER_TEMP ? { runnerTemp: env.RUNNER_TEMP } : {}),
        ...(context_text(env.GITHUB_SHA, SHA) ? { sha: context_text(env.GITHUB_SHA, SHA) } : {}),
    };
}
/** The run context of this process. An unreadable event file counts as no payload. */
function readContext(env = process.env) {
    let payload;
    if (env.GITHUB_EVENT_PATH) {
        try {
            payload = JSON.parse((0,external_node_fs_.readFileSync)(env.GITHUB_EVENT_PATH, 'utf8'));
        }
        catch {
            payload = undefined;
        }
    }
    return contextFrom(env, payload);
}
/** The default comment key: the workflow and the job, e.g. `CI/gate`. */
function defaultCommentKey(ctx) {
    return [ctx.workflow, ctx.job].filter(Boolean).join('/') || 'default';
}
/** A run's page, where its job summary is shown: this run's, or the one whose id is given. */
function runUrl(ctx, runId = ctx.runId) {
    if (!ctx.repo || runId === undefined || !/^\d+$/.test(String(runId)))
        return undefined;
    return `${ctx.serverUrl}/${ctx.repo.owner}/${ctx.repo.repo}/actions/runs/${runId}`;
}
/**
 * The workflow file of this run, from GITHUB_WORKFLOW_REF (`owner/repo/.github/workflows/ci.yml@ref`):
 * `ci.yml`, which the REST API takes in place of a workflow id.
 */
function workflowFileOf(workflowRef) {
    const m = /^[^/]+\/[^/]+\/\.github\/workflows\/([^/@]+\.ya?ml)@/.exec(workflowRef ?? '');
    return m?.[1];
}

;// CONCATENATED MODULE: ./src/action/files.ts
/**
 * Paths in the action: as shown to people, and where the JSON report goes. Finding the files of
 * the `sessions`, `reports` and `baseline` inputs is src/trace/files.ts (findTraceFiles), which the
 * CLI's finder shares.
 */

/** `path` relative to `folder` with `/`, or undefined when it is not inside it. */
function files_inside(path, folder) {
    const rel = (0,external_node_path_.relative)(folder, path);
    return rel === '' || rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel) ? undefined : rel.split(external_node_path_.sep).join('/');
}
/**
 * A path as shown to people: relative to the workspace with `/`; under the runner's temporary
 * folder, `$RUNNER_TEMP/...` (where the workflows write traces: its absolute path names the
 * runner's home); else absolute.
 */
function displayPath(path, workspace, runnerTemp) {
    const rel = files_inside(path, workspace);
    if (rel !== undefined)
        return rel;
    const temp = runnerTemp ? files_inside(path, runnerTemp) : undefined;
    return temp !== undefined ? `$RUNNER_TEMP/${temp}` : path.split(external_node_path_.sep).join('/');
}
/** Where the JSON report goes: the input as given (relative to the workspace), else RUNNER_TEMP. */
function reportPathFor(input, workspace, tempDir, stepId) {
    if (input)
        return (0,external_node_path_.isAbsolute)(input) ? input : (0,external_node_path_.join)(workspace, input);
    const name = (stepId || 'report').replace(/[^A-Za-z0-9._-]/g, '_');
    return (0,external_node_path_.join)(tempDir, 'agent-trust-gate', `${name}.json`);
}

// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(32794);
;// CONCATENATED MODULE: ./src/report/marks.ts



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
function marks_runMark(passed, worst) {
    if (!passed)
        return 'fail';
    return worst === null || worst === undefined || worst === 'ready_for_runtime' ? 'pass' : 'review';
}
const MARK_ICON = { pass: '✅', review: '⚠️', fail: '❌' };
/** The mark as a word on a terminal. */
const marks_MARK_WORD = { pass: 'pass', review: 'review', fail: 'FAIL' };
/** The failure types of the causes of one severity, each once, in the causes' order: `run_failed, tool_misuse`. */
function typesOf(causes, severity, max = 2) {
    const types = [...new Set(causes.filter((c) => c.severity === severity).map((c) => c.type))];
    const shown = types.slice(0, max).join(', ');
    return types.length > max ? `${shown} and ${(0,core_text/* plural */.LS)(types.length - max, 'other type')}` : shown;
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
    const worst = (0,json.worstSession)(report);
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
    return review ? `passed, ${(0,core_text/* plural */.LS)(review, 'run')} to review` : 'passed';
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
    const told = rows.map((s) => `${(0,verdict/* sessionName */.Cy)(s)} is ${s.diagnosis.readiness_level} (trust `);
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

// EXTERNAL MODULE: ./src/harness/judge.ts
var judge = __webpack_require__(88027);
;// CONCATENATED MODULE: ./src/action/outputs.ts
/**
 * The action's outputs, from the report. Pure.
 */




const OUTPUT_NAMES = (/* unused pure expression or super */ null && ([
    'trust-score',
    'readiness',
    'primary-failure',
    'passed',
    'regression',
    'report-path',
    'comment-url',
]));
/** The verdict outputs (report-path and comment-url are set where they are known). */
function verdictOutputs(report) {
    const v = report.verdict;
    return {
        'trust-score': v.trust_score === null ? '' : String(v.trust_score),
        readiness: v.readiness_level ?? '',
        'primary-failure': (0,json.worstSession)(report)?.diagnosis.primary_diagnosis.root_cause_failure_type ?? '',
        passed: String(v.passed),
    };
}
/** The verdict in one line, for the end of the log; a run failed by its harness alone says so, and why. */
function verdictLine(report) {
    const v = report.verdict;
    const n = v.session_count;
    const bar = `fail-on ${v.fail_on}${v.min_trust_score !== null ? `, minimum trust score ${v.min_trust_score}` : ''}`;
    const harnessOnly = harnessOnlyFailure(report);
    const words = verdictWords(v.passed, report.sessions, harnessOnly).replace(/^[a-z]+/, (w) => w.toUpperCase());
    if (harnessOnly) {
        const results = report.harness?.results ?? [];
        const failed = results.filter((r) => !r.passed).length;
        return (`Verdict: ${words}: ${(0,judge/* harnessLeadWhy */.fX)(results)} (${bar}): ${failed} of ${results.length} harness ` +
            `result${results.length === 1 ? '' : 's'} failed; no session failed on its trace.`);
    }
    const why = worstWhy(report);
    return (`Verdict: ${words} (${bar}): ${v.failed_session_count} of ${n} ` +
        `session${n === 1 ? '' : 's'} failed` +
        (v.trust_score !== null
            ? `; lowest trust score ${v.trust_score}, worst readiness ${v.readiness_level}${why ? ` (${why})` : ''}.`
            : '.'));
}

// EXTERNAL MODULE: ./src/report/schema.ts
var schema = __webpack_require__(91327);
;// CONCATENATED MODULE: ./src/report/history.ts
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
const diagnosisShape = schema/* sessionSchema */._M.shape.diagnosis.shape;
const count = schemas/* number */.aig().int().nonnegative().max(1e9);
/** What a run looked like, in a few numbers and fixed words (nothing from a trace). */
const runSummarySchema = schemas/* object */.Ikc({
    trust: schemas/* number */.aig().int().min(0).max(100).nullable(),
    readiness: diagnosisShape.readiness_level.nullable(),
    passed: schemas/* boolean */.zMY(),
    sessions: count,
    failed: count,
    primary: diagnosisShape.failure_causes.element.shape.type.nullable(),
    tool_calls: count,
})
    .strict();
const historyEntrySchema = runSummarySchema
    .extend({
    /** The workflow run's id (GITHUB_RUN_ID): what the entry is kept by. */
    run: schemas/* string */.YjP().regex(/^[1-9]\d{0,19}$/),
    /** The run's number in its workflow (GITHUB_RUN_NUMBER), for people. */
    number: schemas/* number */.aig().int().positive().max(1e12).optional(),
    attempt: schemas/* number */.aig().int().positive().max(1000).optional(),
    /** The pull request's head commit that was gated. */
    sha: schemas/* string */.YjP()
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
        primary: (0,json.worstSession)(report)?.diagnosis.primary_diagnosis.root_cause_failure_type ?? null,
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
                MARK_WORD[runMark(s.passed, s.readiness)],
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

// EXTERNAL MODULE: ./src/policy/assertions.ts
var assertions = __webpack_require__(95729);
// EXTERNAL MODULE: ./src/policy/cases.ts
var policy_cases = __webpack_require__(31227);
;// CONCATENATED MODULE: ./src/report/files-section.ts
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
    const reads = f.reads ? `, ${(0,core_text/* plural */.LS)(f.reads, 'read')}` : '';
    return `${(0,core_text/* plural */.LS)(f.edits, 'edit')}${failed}${reads}`;
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
        ...(readOnly ? [`${(0,core_text/* plural */.LS)(readOnly, 'file')} only read`] : []),
        ...(outside ? [`${(0,core_text/* plural */.LS)(outside, 'file')} outside ${whereWords(s)}, edited or read (not named)`] : []),
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
    const root = rootWords(s, (p) => (0,sanitize/* mdCode */.xs)(p, { max: 200 }));
    if (root)
        out.push(`- ${root[0].toUpperCase()}${root.slice(1)}.`);
    for (const f of changed.slice(0, MAX_FILES_LISTED)) {
        const causes = f.causes.length ? `; ${f.causes.map(type).join(', ')}` : '';
        out.push(`- ${(0,sanitize/* mdCode */.xs)(f.path, { max: 200 })}: ${editWords(f)}${causes}`);
    }
    if (changed.length > MAX_FILES_LISTED) {
        out.push(`- …and ${(0,core_text/* plural */.LS)(changed.length - MAX_FILES_LISTED, 'more file')}; the JSON report lists them all.`);
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

;// CONCATENATED MODULE: ./src/report/verification-line.ts
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

// EXTERNAL MODULE: ./src/engine/presets.ts + 16 modules
var presets = __webpack_require__(79236);
;// CONCATENATED MODULE: ./src/report/markdown.ts
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
    return /^-?[A-Za-z0-9]+(?:[_.-][A-Za-z0-9]+)*$/.test(s) && s.length <= 80 ? s : (0,sanitize/* mdText */.bC)(s, 80);
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
    const harnessOnly = harnessOnlyFailure(report);
    const mark = verdictMark(v.passed, report.sessions);
    // Failed by the harness alone: the heading says why, from the harness.
    const why = harnessOnly ? (0,judge/* harnessLeadWhy */.fX)(report.harness?.results ?? []) : undefined;
    const lines = [
        `## ${MARK_ICON[mark]} Agent trust gate: ${verdictWords(v.passed, report.sessions, harnessOnly)}` +
            (why ? `: ${(0,sanitize/* mdText */.bC)(why, 300)}` : ''),
        '',
    ];
    // The sessions shown (`rows`: a cut table shows fewer) say why they failed; the others' reasons stay.
    const all = otherReasons(report, rows);
    if (v.session_count > 0) {
        const bar = `fail-on \`${v.fail_on}\`` +
            (v.min_trust_score !== null ? `, minimum trust score ${word(v.min_trust_score)}` : '');
        const review = report.sessions.filter((s) => sessionMark(s) === 'review').length;
        const toReview = mark === 'review'
            ? ` ${MARK_ICON.review} marks ${review === 1 ? 'the session' : `the ${review} sessions`} to review.`
            : '';
        const lowest = v.session_count > 1 ? ` Lowest trust score **${word(v.trust_score)}**.` : '';
        lines.push(harnessOnly
            ? `**${HARNESS_FAULT_WORDS[(0,judge/* harnessFault */.NO)(report.harness?.results ?? []) ?? 'unknown']}** (the reason below); ` +
                `${v.session_count === 1 ? 'the session' : `none of the ${v.session_count} sessions`} ` +
                `${v.session_count === 1 ? 'passed' : 'failed'} the gate on ${v.session_count === 1 ? 'its' : 'their'} trace (${bar}).${lowest}${toReview}`
            : (v.passed
                ? `**${v.session_count === 1 ? 'The session' : `All ${v.session_count} sessions`} passed** the gate (${bar}).`
                : `**${v.failed_session_count} of ${(0,core_text/* plural */.LS)(v.session_count, 'session')} failed** the gate (${bar}).`) +
                `${lowest}${toReview}`, '');
    }
    const reasons = all.slice(0, maxReasons);
    for (const r of reasons)
        lines.push(`- ${(0,sanitize/* mdText */.bC)(r, 500)}`);
    if (all.length > reasons.length)
        lines.push(`- …and ${(0,core_text/* plural */.LS)(all.length - reasons.length, 'more reason')}.`);
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
    const code = (0,sanitize/* mdCode */.xs)(type, { table });
    const page = x.rulesBase ? (0,presets/* rulePage */.gd)(s.preset, type) : undefined;
    return page ? `[${code}](${(0,sanitize/* mdUrl */.T3)(`${x.rulesBase}/${page}`)})` : code;
}
/**
 * ` (tool X)` after a reference loop cause; empty otherwise. The name is trace text: escaped as
 * Markdown, with its angle brackets as entities so that no tag appears even escaped.
 */
function toolNote(c) {
    const tool = c && (0,json.loopTool)(c);
    if (!tool)
        return '';
    return ` (tool ${(0,sanitize/* mdText */.bC)(tool, 100).replace(/\\[<>]/g, (m) => (m === '\\<' ? '&lt;' : '&gt;'))})`;
}
function primaryCell(s, x) {
    const p = s.diagnosis.primary_diagnosis;
    if ((0,verdict/* readNothing */.MS)(s))
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
    const d = x.deltas.get((0,verdict/* sessionName */.Cy)(s));
    if (!d)
        return 'new';
    return d.regressed ? `**${(0,report_baseline.signedDelta)(d.trust_delta)}**` : (0,report_baseline.signedDelta)(d.trust_delta);
}
function tableRow(x, s) {
    const d = s.diagnosis;
    const change = x.comparison ? ` ${changeCell(x, s)} |` : '';
    return (`| ${MARK_ICON[sessionMark(s)]} | ${(0,sanitize/* mdCode */.xs)((0,verdict/* sessionName */.Cy)(s), { table: true })} | ${word(d.trust_score)} ` +
        `|${change} ${word(d.readiness_level)} | ${primaryCell(s, x)} |`);
}
const MOVEMENT_ICON = { regressed: '📉', worse: '↘️', improved: '📈', unchanged: '➖' };
const typeList = (types) => types.length ? types.map((t) => (0,sanitize/* mdCode */.xs)(t, { table: true })).join(', ') : 'none';
/** The comparison with the baseline: a summary line, then (when `rows`) a table of what moved. */
function baselineSection(x, rows) {
    if (x.missingBaseline !== undefined) {
        return [`**Baseline:** none to compare with: ${(0,sanitize/* mdText */.bC)(x.missingBaseline, 400)}. Nothing fails for it.`, ''];
    }
    const c = x.comparison;
    if (!c)
        return [];
    const n = (0,report_baseline.countComparison)(c);
    const parts = [
        n.regressed ? `**${(0,core_text/* plural */.LS)(n.regressed, 'session')} regressed**` : 'no session regressed',
        ...(n.worse ? [`${n.worse} lower within the tolerance`] : []),
        ...(n.improved ? [`${n.improved} improved`] : []),
        ...(n.unchanged ? [`${n.unchanged} unchanged`] : []),
    ];
    const unmatched = [
        ...(n.added ? [`${(0,core_text/* plural */.LS)(n.added, 'session')} without a baseline`] : []),
        ...(n.removed ? [`${(0,core_text/* plural */.LS)(n.removed, 'baseline session')} not in this run`] : []),
    ];
    const rule = `a regression is a trust score more than ${word(c.tolerance)} points lower, or a failure type that became ` +
        `critical` +
        (n.regressed && !c.fail_on_regression ? '; fail-on-regression is off, so regressions do not fail the gate' : '');
    const out = [
        '### Compared with the baseline',
        '',
        `Baseline: ${(0,sanitize/* mdText */.bC)(c.baseline, 300)}. ${(0,core_text/* plural */.LS)(c.sessions.length, 'session')} compared: ${parts.join(', ')}` +
            `${unmatched.length ? `; ${unmatched.join(', ')}` : ''} (${rule}).`,
        '',
    ];
    const shown = rows === 'none' ? [] : c.sessions.filter((d) => (rows === 'regressed' ? d.regressed : (0,report_baseline.changed)(d)));
    if (shown.length) {
        out.push('| | Session | Trust score | Change | Readiness | New failure types | Resolved failure types |', '| :-: | --- | --: | --: | --- | --- | --- |');
        for (const d of shown) {
            const renamed = d.baseline_session !== d.session ? ` (baseline ${(0,sanitize/* mdCode */.xs)(d.baseline_session, { table: true })})` : '';
            const readiness = d.readiness_level === d.baseline_readiness_level
                ? word(d.readiness_level)
                : `${word(d.readiness_level)} (was ${word(d.baseline_readiness_level)})`;
            out.push(`| ${MOVEMENT_ICON[(0,report_baseline.movement)(d)]} | ${(0,sanitize/* mdCode */.xs)(d.session, { table: true })}${renamed} | ` +
                `${word(d.trust_score)} (was ${word(d.baseline_trust_score)}) | ` +
                `${d.regressed ? `**${(0,report_baseline.signedDelta)(d.trust_delta)}**` : (0,report_baseline.signedDelta)(d.trust_delta)} | ` +
                `${readiness} | ${typeList(d.new_failures)} | ${typeList(d.resolved_failures)} |`);
        }
        out.push('');
    }
    if (rows === 'regressed' && shown.length < c.sessions.filter(report_baseline.changed).length) {
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
        `**Trend on this pull request** (lowest trust score of the last ${(0,core_text/* plural */.LS)(h.length, 'run')}, oldest first): ` +
            `${sparkline(trust)} ${trust.map((t) => (t === null ? '–' : String(t))).join(' → ')}`,
        '',
    ];
    if (!full)
        return out;
    out.push('<details>', '<summary>Runs on this pull request</summary>', '', '| Run | Commit | Trust score | Readiness | Primary failure | Tool calls | Verdict |', '| --- | --- | --: | --- | --- | --: | --- |');
    for (const e of h) {
        const link = x.runLink?.(e.run);
        const run = link ? `[${runLabel(e)}](${link})` : runLabel(e);
        out.push(`| ${run} | ${e.sha ? `\`${e.sha.slice(0, 7)}\`` : ''} | ${e.trust ?? '–'} | ${e.readiness ?? '–'} | ` +
            `${e.primary ? `\`${e.primary}\`` : 'none'} | ${e.tool_calls} | ${MARK_ICON[marks_runMark(e.passed, e.readiness)]} ` +
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
    const n = (0,core_text/* plural */.LS)(cause.evidence.length, 'event');
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
        out.push(`  c${i}["${(0,sanitize/* mermaidLabel */._b)(step)}"]`);
        if (i > 0)
            out.push(`  c${i - 1} --> c${i}`);
    });
    out.push(`  f{{"${(0,sanitize/* mermaidLabel */._b)(`${cause.type}: ${cause.severity}`)}"}}`);
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
        out.push(`  e${i}["${(0,sanitize/* mermaidLabel */._b)(`${e.where}: ${e.label}`)}"] -.-> f`);
    });
    if (evidence.length > MAX_DIAGRAM_EVIDENCE) {
        out.push(`  more["${(0,sanitize/* mermaidLabel */._b)(`+${evidence.length - MAX_DIAGRAM_EVIDENCE} more evidence events`)}"] -.-> f`);
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
    const shown = parts.filter(([n]) => n > 0).map(([n, one, many]) => (0,core_text/* plural */.LS)(n, one, many));
    return shown.length ? `: ${shown.join(', ')}` : '';
}
function evidenceSummary(s) {
    const e = s.diagnosis.evidence_summary;
    const c = s.diagnosis.cost_analysis;
    return (`**Evidence summary:** ${(0,core_text/* plural */.LS)(e.event_count, 'event')}${counted(e)}. ` +
        // A trace with no token counts says so, rather than "0 in all" as if the run spent nothing.
        (c.total_tokens > 0 || e.event_counts.token_usage
            ? `Tokens: ${grouped(c.total_tokens)} in all${c.tokens_from ? ` (from ${TOKENS_FROM[c.tokens_from]}: the trace records none)` : ''}, `
            : 'Tokens: none recorded; ') +
        (c.duplicate_calls > 0
            ? `${(0,core_text/* plural */.LS)(c.duplicate_calls, 'duplicate tool call')} (redundancy ${c.redundancy_score}%), ` +
                `estimated token waste ${grouped(c.token_waste)}.`
            : 'no duplicate tool calls.'));
}
/** The session's integrity findings, as a list (trace ids and paths in them as text, escaped). */
function integrityLines(s) {
    const findings = s.integrity ?? [];
    if (findings.length === 0)
        return [];
    return [
        `**Integrity:** ${(0,core_text/* plural */.LS)(findings.length, 'finding')}; this trace may not be the whole, untouched record of this run.`,
        '',
        ...findings.map((f) => {
            const at = f.origin?.line !== undefined
                ? ` (line ${f.origin.line})`
                : f.origin?.index !== undefined
                    ? ` (item ${f.origin.index})`
                    : '';
            return `- \`${f.kind}\`${at}: ${(0,sanitize/* mdText */.bC)(f.detail, 300)}`;
        }),
        '',
    ];
}
/** The session's assertions from the policy, as a checklist. */
function assertionLines(s) {
    const items = (0,assertions.sessionChecklist)(s);
    if (items.length === 0)
        return [];
    return [
        '**Assertions:**',
        '',
        ...items.map((i) => {
            const level = i.passed ? '' : i.level === 'error' ? '**error:** ' : 'warning: ';
            return `- [${i.passed ? 'x' : ' '}] ${level}${(0,sanitize/* mdText */.bC)(i.text, 300)}`;
        }),
        '',
    ];
}
/** Repeated runs of a case: failing cases, then flaky ones apart, then a count of the passing. */
function casesSection(report, full) {
    const cases = report.cases ?? [];
    if (cases.length === 0)
        return [];
    const g = (0,policy_cases/* casesByStatus */.PZ)(cases);
    const out = ['### Repeated runs', ''];
    const counts = `${(0,core_text/* plural */.LS)(g.failing.length, 'failing case')}, ${(0,core_text/* plural */.LS)(g.flaky.length, 'flaky case')}, ` +
        `${(0,core_text/* plural */.LS)(g.passing.length, 'passing case')}.`;
    if (!full)
        return [...out, counts, ''];
    out.push(counts, '');
    const list = (title, items) => items.length
        ? [`**${title}:**`, '', ...items.map((c) => `- ${c.passed ? '✅' : '❌'} ${(0,sanitize/* mdText */.bC)((0,policy_cases/* caseLine */.HG)(c), 400)}`), '']
        : [];
    out.push(...list('Failing', g.failing), ...list('Flaky (some runs passed, some failed)', g.flaky));
    if (g.passing.length)
        out.push(`**Passing:** ${g.passing.map((c) => (0,sanitize/* mdCode */.xs)(c.case)).join(', ')}`, '');
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
        `${(0,core_text/* plural */.LS)(results.length, 'result')}, ${failed} failing. These scores are judged on their own and never ` +
            `change a trust score.`,
        '',
    ];
    if (!full)
        return out;
    for (const r of results) {
        out.push(`- ${r.passed ? '✅' : '❌'} ${(0,sanitize/* mdText */.bC)((0,judge/* harnessLine */.rl)(r), 400)}`);
        for (const c of (0,judge/* harnessChecklist */.FI)(r)) {
            const unknown = c.passed === null ? ' (cannot be recomputed from the files given)' : '';
            out.push(`  - [${c.passed === true ? 'x' : ' '}] ${(0,sanitize/* mdText */.bC)(c.text, 300)}${unknown}`);
        }
        if (r.mismatches.length)
            out.push(`  - recorded values differ from the recomputation: ${(0,sanitize/* mdText */.bC)(r.mismatches.join('; '), 300)}`);
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
    const count = `${(0,core_text/* plural */.LS)(files.length, 'file')} found beside the traces ${files.length === 1 ? 'is' : 'are'} not read.`;
    if (!full)
        return [count, ''];
    const out = ['<details>', `<summary>${(0,sanitize/* mdText */.bC)(count, 200)}</summary>`, ''];
    for (const n of files.slice(0, MAX_NOT_READ_LISTED))
        out.push(`- not read: ${(0,sanitize/* mdCode */.xs)(n.file, { max: 300 })} (${(0,sanitize/* mdText */.bC)(n.what, 200)})`);
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
    const { text, names } = onceQuotedText(raw, seen);
    return (0,sanitize/* mdText */.bC)(text, max)
        .replace(new RegExp(`${NAME_OPEN}(\\d+)${NAME_CLOSE}`, 'g'), (_m, i) => (0,sanitize/* mdCode */.xs)(names[Number(i)], { table: true }))
        .replace(new RegExp(`[${NAME_OPEN}${NAME_CLOSE}]`, 'g'), '');
}
/**
 * The place for one line per session right under its verdict: the proof of work (src/report/verification-line.ts), what was
 * verified after the agent's last edit, when the report says.
 */
function underVerdict(s) {
    const parts = verificationParts(s);
    if (!parts)
        return [];
    // mdText trims: the spaces around a command are put back.
    const words = (t) => `${t.startsWith(' ') ? ' ' : ''}${(0,sanitize/* mdText */.bC)(t, 200)}${t.endsWith(' ') ? ' ' : ''}`;
    return [
        `**Proof of work:** ${parts.map((p) => (p.code ? (0,sanitize/* mdCode */.xs)(p.text, { max: 100 }) : words(p.text))).join('')}`,
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
    const mark = sessionMark(s);
    const why = readinessWhy(d);
    const readiness = alone ? `, ${word(d.readiness_level)}` : '';
    const out = [
        `### ${MARK_ICON[mark]} ${(0,sanitize/* mdCode */.xs)((0,verdict/* sessionName */.Cy)(s))}`,
        '',
        `**Trust score ${word(d.trust_score)}**${readiness}` +
            `${why ? `: ${(0,sanitize/* mdText */.bC)(why.long, 300)}` : ''}; ` +
            `${mark === 'fail' ? '**failed**' : 'passed'} the gate${mark === 'review' ? ', to review' : ''}. ` +
            `${word(s.format)} trace, ${(0,core_text/* plural */.LS)(d.evidence_summary.event_count, 'event')}, judged by the ` +
            `${word(s.preset)} preset.`,
        '',
        ...underVerdict(s),
    ];
    if ((0,verdict/* readNothing */.MS)(s))
        out.push(`**Nothing to judge:** ${(0,sanitize/* mdText */.bC)((0,verdict/* nothingToJudge */.UG)(s), 500)}.`, '');
    const seen = new Set();
    const showLines = linesMeanSomething(s);
    // The fix first: the integrity findings come after the primary diagnosis and its remediation.
    if (p.root_cause_failure_type) {
        const primary = (0,json.primaryCause)(d);
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
        const others = otherCauses(d.failure_causes, primary);
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
        out.push((0,sanitize/* mdText */.bC)(p.causal_chain_explanation, 300), '', ...integrityLines(s));
    }
    out.push(...assertionLines(s), ...filesSection(s, (t) => typeCode(s, t, x)));
    const title = p.root_cause_failure_type
        ? 'Causal chain, dimension scores, evidence summary and causal diagram'
        : 'Dimension scores and evidence summary';
    out.push('<details>', `<summary>${title}</summary>`, '');
    if (p.root_cause_failure_type) {
        out.push(`**Causal chain** of the primary diagnosis: ${p.causal_chain_explanation
            .split(' -> ')
            .map((x) => (0,sanitize/* mdText */.bC)(x, 100))
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
                ...(passing > 0 ? [`the details of ${(0,core_text/* plural */.LS)(passing, 'passing session')}`] : []),
                ...(x.comparison?.sessions.some((d) => (0,report_baseline.changed)(d) && !d.regressed)
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
            `> ${frame.notice(`the details of all ${sessions.length} sessions and the table rows of ` + (0,core_text/* plural */.LS)(left, 'session'))}`,
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
            lines.push(`…and ${(0,core_text/* plural */.LS)(left, 'more session')}.`, '');
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
        ? `[the job summary of this run](${(0,sanitize/* mdUrl */.T3)(options.fullReportUrl)})`
        : 'the job summary of this run';
    const key = options.commentKey ? ` · comment key ${(0,sanitize/* mdCode */.xs)(options.commentKey)}` : '';
    return shrink(report, {
        head: [options.marker, ...(options.history ? [historyLine(options.history)] : [])],
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

;// CONCATENATED MODULE: ./src/action/publish.ts
/**
 * Publishing the pull request comment, for both modes: the gate (on its own pull request) and
 * `mode: comment` (on the pull request of a gate run). Never throws: every failure becomes a
 * warning that says what to do, and the verdict stands.
 *
 * The comment keeps the trend of the pull request hidden on its second line (src/report/history.ts):
 * the previous comment is read, this run is added, and the comment is rendered with it.
 */





/** Create or update the pull request comment; its URL, or empty. Never throws. */
async function publishComment(report, o) {
    if (o.commentOn === 'never') {
        core/* info */.pq('comment-on is never: no pull request comment.');
        return '';
    }
    if (!o.token) {
        core/* warning */.$e('The github-token input is empty: no pull request comment. Leave it at its default (${{ github.token }}) ' +
            'or pass a token that may write pull request comments. The verdict and the exit status are not affected.');
        return '';
    }
    const pr = o.pullRequest;
    const marker = markerFor(o.key);
    const mayCreate = o.commentOn === 'always' ? report.sessions.length > 0 : !report.verdict.passed;
    try {
        const api = commentApi(o.octokit(), { ...o.repo, issueNumber: pr.number });
        let login;
        try {
            login = await resolveLogin(api, o.token);
        }
        catch (err) {
            core/* warning */.$e(explainPublishError(err, 'learn which account the github-token belongs to (GET /user), so no comment was posted', { fromFork: pr.fromFork }));
            return '';
        }
        // This run's entry, when the run context gives a valid one.
        const entry = o.run
            ? historyEntrySchema.safeParse({
                run: o.run.id,
                ...(o.run.number !== undefined ? { number: o.run.number } : {}),
                // A first attempt is recorded as no attempt, however the run context said it.
                ...(o.run.attempt !== undefined && o.run.attempt > 1 ? { attempt: o.run.attempt } : {}),
                ...(o.run.sha !== undefined ? { sha: o.run.sha } : {}),
                ...summarizeRun(report),
            }).data
            : undefined;
        core/* info */.pq(`Looking for the comment with key "${o.key}" by ${login} on pull request #${pr.number}.`);
        const result = await upsertComment(api, {
            marker,
            login,
            mayCreate,
            body: (existing) => {
                const earlier = existing ? parseHistory(existing.body) : [];
                const history = entry ? addRun(earlier, entry) : earlier;
                const { body, level } = renderComment(report, {
                    marker,
                    commentKey: o.key,
                    ...(o.fullReportUrl ? { fullReportUrl: o.fullReportUrl } : {}),
                    ...(o.baseline ? { baseline: o.baseline } : {}),
                    ...(o.runLink ? { runLink: o.runLink } : {}),
                    ...(o.notes?.length ? { notes: o.notes } : {}),
                    ...(o.rulesBase ? { rulesBase: o.rulesBase } : {}),
                    history,
                });
                if (level !== 'all')
                    core/* info */.pq(`The comment leaves out some details (${level}) to stay within GitHub's size limit; the job summary ` +
                        `has them.`);
                if (history.length > 1)
                    core/* info */.pq(`The comment shows the trend of the last ${history.length} runs on this pull request.`);
                return body;
            },
        });
        const url = result.comment?.url ?? '';
        switch (result.action) {
            case 'created':
                core/* info */.pq(`Created the comment: ${url}`);
                break;
            case 'updated':
                core/* info */.pq(`Updated the comment: ${url}`);
                break;
            case 'unchanged':
                core/* info */.pq(`The comment is up to date: ${url}`);
                break;
            case 'not-created':
                core/* info */.pq(report.sessions.length === 0
                    ? 'No sessions were diagnosed and there is no comment to update: no comment.'
                    : 'The gate passed and comment-on is failure: no comment (an earlier one would have been updated).');
                break;
        }
        return url;
    }
    catch (err) {
        core/* warning */.$e(explainPublishError(err, 'create or update the pull request comment', { fromFork: pr.fromFork }));
        return '';
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/engine/timeline.ts + 1 modules
var timeline = __webpack_require__(68636);
// EXTERNAL MODULE: ./src/core/version.ts
var version = __webpack_require__(83323);
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

;// CONCATENATED MODULE: ./src/report/html/files.ts
/**
 * "What the agent changed" in the HTML report: the files the session's agent edited or wrote,
 * with its edits, failed edits and the causes that involve each (src/report/files-section.ts
 * chooses and words them). Paths come from the trace: escaped text.
 */



function renderFiles(s) {
    if (!s.files)
        return '';
    const changed = changedFiles(s);
    const readOnly = s.files.length - changed.length;
    const outside = s.files_outside_workspace ?? 0;
    const unseen = unseenWords(s);
    if (!changed.length && !readOnly && !outside && !unseen)
        return '';
    const root = rootWords(s, (p) => `<code>${escape_text(p, 200)}</code>`);
    const items = changed.slice(0, MAX_FILES_LISTED).map((f) => {
        const causes = f.causes.map((c) => `<strong class="warn">${esc(c)}</strong>`).join(', ');
        return `<li><code>${escape_text(f.path, 200)}</code>: ${esc(editWords(f))}${causes ? `; ${causes}` : ''}</li>`;
    });
    if (changed.length > MAX_FILES_LISTED) {
        items.push(`<li>…and ${(0,core_text/* plural */.LS)(changed.length - MAX_FILES_LISTED, 'more file')}; the JSON report lists them all.</li>`);
    }
    const also = alsoWords(s);
    return (`<div class="files"><h3>What the agent changed</h3>` +
        (root ? `<p class="mute">${root[0].toUpperCase()}${root.slice(1)}.</p>` : '') +
        (items.length
            ? `<ul>${items.join('')}</ul>`
            : `<p class="mute">${esc(noneEditedWords(s)[0].toUpperCase() + noneEditedWords(s).slice(1))}.</p>`) +
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
    const harnessOnly = harnessOnlyFailure(report);
    const harnessFailed = report.harness?.results.filter((r) => !r.passed).length ?? 0;
    const rows = report.sessions.map((s, i) => {
        const d = s.diagnosis;
        const p = d.primary_diagnosis;
        const why = readinessWhy(d);
        return (`<tr data-session="${i}"><td class="t" data-label="session"><a href="#s${i}">${breakable(escape_text(nameOf(s), 160))}</a></td>` +
            `<td class="s-readiness" data-label="readiness">${readiness(d.readiness_level)}` +
            `${why ? ` <span class="mute why">(${esc(why.short)})</span>` : ''}</td>` +
            `<td class="num s-trust" data-label="trust">${d.trust_score}</td>` +
            `<td class="s-primary" data-label="primary diagnosis">${p.root_cause_failure_type ? `<span class="sev-${esc(p.severity ?? 'low')}">${esc(p.root_cause_failure_type)}</span>` : '<span class="mute">none</span>'}</td>` +
            `<td class="s-gate" data-label="gate">${markSpan(sessionMark(s))}</td></tr>`);
    });
    return (`<div class="verdict" id="verdict" data-passed="${v.passed}">` +
        `<span class="big ${MARK_CLASS[verdictMark(v.passed, report.sessions)]}" id="verdict-text">` +
        `${capital(verdictWords(v.passed, report.sessions, harnessOnly))}` +
        // Failed by the harness alone: why, from the harness, on the verdict's own line.
        (harnessOnly
            ? `<span class="lead-why" id="verdict-why">: ${escape_text((0,judge/* harnessLeadWhy */.fX)(report.harness?.results ?? []) ?? '', 300)}</span>`
            : '') +
        `</span>` +
        `<span>trust score <strong id="trust">${v.trust_score === null ? 'none' : v.trust_score}</strong></span>` +
        `<span>readiness <strong id="readiness">${readiness(v.readiness_level)}</strong>` +
        `${worstWhy(report) ? ` <span class="mute" id="readiness-why">(${esc(worstWhy(report))})</span>` : ''}</span>` +
        `<span class="mute" id="failed-count">${v.session_count} session${v.session_count === 1 ? '' : 's'}, ` +
        (harnessOnly
            ? `none failed on ${v.session_count === 1 ? 'its' : 'their'} trace; ${harnessFailed} of ` +
                `${plural(report.harness?.results.length ?? 0, 'harness result')} failed; fails on`
            : `${v.failed_session_count} failed; fails on`) +
        ` ${esc(words(v.fail_on))}${v.min_trust_score !== null ? `, or trust below ${v.min_trust_score}` : ''}</span>` +
        `</div>` +
        // The reasons the sessions' table below does not say (a harness's, an assertion's).
        reasons(otherReasons(report)) +
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
function html_linesMeanSomething(entries) {
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
    const showLines = html_linesMeanSomething(t.entries);
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
    const parts = verificationParts(s);
    if (!parts)
        return '';
    return `<p class="s-verify">Proof of work: ${parts.map((p) => (p.code ? `<code>${escape_text(p.text, 100)}</code>` : esc(p.text))).join('')}</p>`;
}
function renderSession(s, si, t, chart, options, totalsOnly) {
    const d = s.diagnosis;
    const why = readinessWhy(d);
    const gateWords = {
        pass: 'passed the gate',
        review: '<span class="warn">passed the gate, to review</span>',
        fail: '<strong class="fail">failed the gate</strong>',
    };
    return (`<section class="session" id="s${si}" data-session="${si}">` +
        `<h2>${escape_text(nameOf(s), 200)}</h2>` +
        `<p class="s-line"><span class="${READINESS_CLASS[d.readiness_level]}">${esc(words(d.readiness_level))}</span>, trust ` +
        `score <strong>${d.trust_score}</strong>${why ? ` (${esc(why.long)})` : ''}; ${gateWords[sessionMark(s)]} · ` +
        `${esc(s.format)}, preset ${esc(s.preset)} · ` +
        `${plural(d.evidence_summary.event_count, 'event')}, ${plural(d.evidence_summary.tool_calls, 'tool call')}, ${plural(d.evidence_summary.errors, 'error')}, ${num(d.cost_analysis.total_tokens)} tokens` +
        `${d.cost_analysis.tokens_from ? ` (from ${TOKENS_FROM[d.cost_analysis.tokens_from]})` : ''}` +
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
    const title = `${capital(verdictWords(report.verdict.passed, report.sessions, harnessOnlyFailure(report)))}: ${version/* TOOL_NAME */.lH} ` +
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

;// CONCATENATED MODULE: ./src/action/upload.ts
/**
 * Uploading the report artifact with @actions/artifact, which talks to the runner's artifact
 * service (ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL) as actions/upload-artifact@v4 does. Its
 * requests are retried a bounded number of times by the library (5 attempts; an upload that
 * makes no progress for 5 minutes is abandoned).
 *
 * `artifactContents` says what goes into the artifact, masked; the caller writes the files; the
 * rest only uploads them and explains what went wrong.
 */






/**
 * The files of the report artifact, by name: the report and its side file, with every
 * secret-shaped value masked (anyone who can read the run can download an artifact). The side
 * file's comment key stays as it is: it is already reduced to a few safe characters, and the
 * comment workflow must find the comment by it.
 */
function artifactContents(report, meta) {
    return [
        { name: REPORT_FILE, text: (0,json.serializeReport)((0,sanitize/* maskSecretsDeep */.MR)(report)) },
        { name: META_FILE, text: JSON.stringify({ ...meta, baseline: (0,sanitize/* maskSecretsDeep */.MR)(meta.baseline) }) + '\n' },
    ];
}
/** Why an upload cannot be tried here; undefined when it can. */
function uploadUnavailable(env) {
    if (!env.ACTIONS_RUNTIME_TOKEN || !env.ACTIONS_RESULTS_URL) {
        return ('ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL are not set (this is not a GitHub Actions runner, or ' +
            'the step runs in a container that hides them)');
    }
    const host = new URL(env.GITHUB_SERVER_URL || 'https://github.com').hostname.toLowerCase();
    if (host !== 'github.com' && !host.endsWith('.ghe.com') && !host.endsWith('.localhost')) {
        return (`artifacts v4 are not available on GitHub Enterprise Server (${host}); upload the report-path with ` +
            `actions/upload-artifact@v3 instead`);
    }
    return undefined;
}
/** Upload `files` (absolute paths under `root`) as the artifact `name`. Throws on failure. */
async function uploadArtifact(name, files, root, retentionDays) {
    // Loaded only when a report is uploaded: the library is most of the bundle and would add a
    // quarter of a second to every start.
    const { DefaultArtifactClient } = await __webpack_require__.e(/* import() */ 252).then(__webpack_require__.bind(__webpack_require__, 91252));
    const client = new DefaultArtifactClient();
    const res = await client.uploadArtifact(name, files, root, retentionDays ? { retentionDays } : {});
    return { ...(res.id !== undefined ? { id: res.id } : {}), ...(res.size !== undefined ? { size: res.size } : {}) };
}
/** What went wrong with an upload, and what to do, in one line. */
function explainUploadError(err, name) {
    const message = (err instanceof Error ? err.message : String(err)).split('\n')[0].slice(0, 300);
    const tail = 'The verdict and the exit status are not affected.';
    if (/\(409\)|already exists/i.test(message)) {
        return (`Could not upload the report as the artifact "${name}": this run already has an artifact of that name ` +
            `(${message}). ` +
            `Give each gate step of a run its own artifact-name (in a matrix, for instance artifact-name: ` +
            `agent-trust-gate-\${{ matrix.shard }}), or set upload-report: false. ${tail}`);
    }
    return (`Could not upload the report as the artifact "${name}": ${message}. Re-run the job to upload it, or ` +
        `set upload-report: false. ${tail}`);
}
/** A folder of this step's own under the runner's temporary folder, for files to upload. */
async function uploadFolder(ctx, kind) {
    const dir = (0,external_node_path_.join)(ctx.runnerTemp ?? (0,external_node_os_.tmpdir)(), 'agent-trust-gate', `${kind}-${(ctx.action || 'report').replace(/[^A-Za-z0-9._-]/g, '_')}`);
    await (0,promises_.mkdir)(dir, { recursive: true });
    return dir;
}

;// CONCATENATED MODULE: ./src/action/html-report.ts
/**
 * The HTML report as a workflow artifact of its own (`<artifact-name>-html`), so that the
 * comment and the job summary can link to one page to open: the run's artifact URL
 * (`<server>/<owner>/<repo>/actions/runs/<run id>/artifacts/<artifact id>`).
 *
 * The page is rendered from the masked report, and masks trace text again as it writes it.
 */






const HTML_FILE = 'agent-trust-gate-report.html';
/** The name of the HTML report's artifact. */
function htmlArtifactName(artifactName) {
    return `${artifactName}-html`;
}
/** The page of an artifact of this run; undefined when the run or the id is not known. */
function artifactUrl(ctx, id) {
    if (!ctx.repo || id === undefined || ctx.runId === undefined || !/^\d+$/.test(String(ctx.runId)))
        return undefined;
    return `${ctx.serverUrl}/${ctx.repo.owner}/${ctx.repo.repo}/actions/runs/${ctx.runId}/artifacts/${id}`;
}
/** The line the comment and the job summary show: a link to the HTML report. */
function htmlReportNote(url) {
    const safe = encodeURI(url).replace(/\(/g, '%28').replace(/\)/g, '%29');
    return (`**[Open the HTML report](${safe})**: the timeline of each session with the evidence of each cause, ` +
        `token use, scores and remediation (a zip with one page; it opens offline).`);
}
/**
 * Write the HTML report and upload it as the artifact `<artifact-name>-html`. Returns the
 * artifact's URL, or undefined when it could not be uploaded (a warning or a note says why).
 * Never throws.
 */
async function uploadHtmlReport(report, extra, ctx) {
    const name = htmlArtifactName(extra.artifactName);
    const unavailable = uploadUnavailable(process.env);
    if (unavailable) {
        core/* info */.pq(`The HTML report was not uploaded as an artifact: ${unavailable}.`);
        return undefined;
    }
    try {
        const dir = await uploadFolder(ctx, 'html');
        const file = (0,external_node_path_.join)(dir, HTML_FILE);
        await (0,promises_.writeFile)(file, renderHtml((0,sanitize/* maskSecretsDeep */.MR)(report), {
            timelines: extra.timelines,
            ...(extra.baseline ? { baseline: extra.baseline } : {}),
            ...(extra.tokenBudget !== undefined ? { tokenBudget: extra.tokenBudget } : {}),
        }));
        const uploaded = await uploadArtifact(name, [file], dir);
        core/* info */.pq(`Uploaded the HTML report as the artifact "${name}"${uploaded.id !== undefined ? ` (id ${uploaded.id})` : ''}.`);
        return artifactUrl(ctx, uploaded.id);
    }
    catch (err) {
        core/* warning */.$e((0,sanitize/* plainText */.wh)(explainUploadError(err, name).replace('set upload-report: false', 'set html-report: false'), 1000));
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/core/vocabulary.ts
var vocabulary = __webpack_require__(17063);
// EXTERNAL MODULE: ./src/trace/registry.ts + 39 modules
var registry = __webpack_require__(94772);
// EXTERNAL MODULE: ./src/policy/choices.ts
var choices = __webpack_require__(54170);
;// CONCATENATED MODULE: ./src/policy/settings.ts
/**
 * The gate's settings, declared once. Each setting has a typed schema (what the policy file
 * holds) and a text schema (what an action input or a CLI flag gives: a string, empty when not
 * set), so the action, the CLI and the policy file accept the same values and refuse a bad one
 * in the same words: `fail-on: expected one of ..., found "x"` (the CLI puts `--` before the
 * name). The action reads its inputs through `SETTINGS_TEXT`, the CLI its flags, and the policy
 * file its `preset`, `repeat_min_pass` and `harness.min_final_score` through `SETTINGS_TYPED`.
 */






/** The typed values, as a policy file writes them. */
const SETTINGS_TYPED = {
    preset: schemas/* enum */.k5n(['auto', ...vocabulary/* PRESET_IDS */.ZR]),
    repeatMinPass: schemas/* union */.KCZ([schemas/* literal */.euz('all'), schemas/* number */.aig().int().min(1)], {
        error: 'expected all or a number of runs (1 or more)',
    }),
    minFinalScore: schemas/* number */.aig().min(0).max(1),
};
const found = (x) => `found "${String(x)}"`;
const trimmed = () => schemas/* string */.YjP().transform((s) => s.trim());
function choice(values, fallback, words) {
    return schemas/* string */.YjP()
        .transform((s) => s.trim() || fallback)
        .pipe(schemas/* enum */.k5n(values, { error: (iss) => `expected ${words ?? `one of ${values.join(', ')}`}, ${found(iss.input)}` }));
}
/** A boolean as the runner's YAML 1.2 core schema writes it (as core.getBooleanInput reads it). */
function booleanText(fallback) {
    return trimmed()
        .refine((s) => s === '' || /^(?:true|True|TRUE|false|False|FALSE)$/.test(s), {
        error: (iss) => `expected true or false, ${found(iss.input)}`,
    })
        .transform((s) => (s === '' ? fallback : s.toLowerCase() === 'true'));
}
/** Text matching `form`, read as a number; empty gives `fallback`. */
function numberText(form, words, fallback) {
    return trimmed()
        .refine((s) => s === '' || form(s), { error: (iss) => `expected ${words}, ${found(iss.input)}` })
        .transform((s) => (s === '' ? fallback : Number(s)));
}
const wholeUpTo100 = (s) => /^\d{1,3}$/.test(s) && Number(s) <= 100;
/** The settings as text: one entry per action input / CLI flag, by its name there. */
const SETTINGS_TEXT = schemas/* object */.Ikc({
    // The ids apart by `|`: the list is long, and an error is one line of 300 characters at most.
    format: choice(['auto', ...registry.FORMAT_IDS], 'auto', `auto or one of ${registry.FORMAT_IDS.join('|')}`),
    preset: choice(['auto', ...vocabulary/* PRESET_IDS */.ZR], 'auto', `auto or one of ${vocabulary/* PRESET_IDS */.ZR.join(', ')}`),
    'fail-on': choice(choices/* FAIL_ON */.d$, 'unsafe_for_production'),
    'min-trust-score': numberText(wholeUpTo100, 'a whole number from 0 to 100, or nothing', undefined),
    'token-budget': schemas/* string */.YjP()
        .transform((s) => s.replace(/_/g, ''))
        .pipe(numberText((s) => /^\d{1,15}$/.test(s) && Number(s) > 0, 'a whole number of tokens greater than 0, or nothing', undefined)),
    'repeat-min-pass': trimmed()
        .refine((s) => s === '' || s === 'all' || (/^\d{1,6}$/.test(s) && Number(s) >= 1), {
        error: (iss) => `expected all or a whole number of runs (1 or more), ${found(iss.input)}`,
    })
        .transform((s) => (s === '' ? undefined : s === 'all' ? 'all' : Number(s))),
    'min-final-score': numberText((s) => /^(0(\.\d+)?|1(\.0+)?|\.\d+)$/.test(s), 'a number from 0 to 1, or nothing', undefined),
    'regression-tolerance': numberText(wholeUpTo100, 'a whole number of trust score points from 0 to 100', choices/* DEFAULT_REGRESSION_TOLERANCE */.Ms),
    'fail-on-regression': booleanText(false),
    graph: choice(choices/* GRAPH_MODES */.EN, 'evidence'),
    'max-bytes': numberText((s) => /^\d{1,15}$/.test(s) && Number(s) >= 1, 'a whole number of bytes greater than 0', undefined),
    /**
     * What a committed or stale trace does: fail the gate, be reported only (the CLI's default), or
     * not be looked for (`off`). Where the CLI looks for committed traces: src/cli/cli.ts.
     */
    integrity: choice(core_integrity/* INTEGRITY_MODES */.P_, 'warn'),
    /**
     * Sessions that ended before this are stale: an ISO 8601 time or a git ref (its committer time;
     * the action's `commit` is the workflow's commit less 10 minutes). Empty: no check.
     */
    since: trimmed().refine((s) => !s.startsWith('-'), {
        error: (iss) => `expected an ISO 8601 time or a git ref, ${found(iss.input)}`,
    }),
    /**
     * Threads that diagnose files at once (the main thread one of them); undefined: one per core
     * once the files add up to POOL_MIN_BYTES (src/gate/pool.ts).
     */
    workers: numberText((s) => /^\d{1,4}$/.test(s) && Number(s) >= 1 && Number(s) <= 1024, 'a whole number of worker threads from 1 to 1024, or nothing', undefined),
});
/**
 * Read settings given as text (an absent one as empty, which gives its default), each bad value
 * in words as `prefix + name: expected ..., found "..."`: one line each, in the order of the schema.
 */
function readSettings(raw, prefix = '') {
    const names = Object.keys(SETTINGS_TEXT.shape);
    const result = SETTINGS_TEXT.safeParse(Object.fromEntries(names.map((n) => [n, raw[n] ?? ''])));
    if (result.success)
        return { settings: result.data };
    return { errors: [...new Set(result.error.issues.map((i) => `${prefix}${i.path.join('.')}: ${i.message}`))] };
}

;// CONCATENATED MODULE: ./src/action/inputs.ts
/**
 * The action's inputs: the only reader of `core.getInput`. Read once, checked with zod, and a
 * bad value reported in words: `fail-on: expected one of ..., found "x"`.
 */





const IF_NO_FILES_FOUND = ['error', 'warn', 'ignore'];
const COMMENT_ON = ['always', 'failure', 'never'];
const MODES = ['gate', 'comment'];
const BASELINE_FROM = ['none', 'artifact'];
const INPUT_NAMES = [
    'mode',
    'sessions',
    'reports',
    'format',
    'fail-on',
    'min-trust-score',
    'if-no-files-found',
    'comment-on',
    'comment-key',
    'github-token',
    'report-path',
    'baseline',
    'baseline-from',
    'fail-on-regression',
    'regression-tolerance',
    'upload-report',
    'html-report',
    'artifact-name',
    'preset',
    'token-budget',
    'max-bytes',
    'workers',
    'policy',
    'repeat-min-pass',
    'harness',
    'min-final-score',
    'integrity',
    'since',
];
/** A bad input value, in words; one line per bad input. */
class InputError extends Error {
    name = 'InputError';
}
/**
 * Split the `sessions` input into globs: at newlines, and at commas outside `{...}` (so that
 * `traces/{a,b}.jsonl` stays one glob). Blank entries are dropped.
 */
function splitGlobs(text) {
    const out = [];
    let depth = 0;
    let current = '';
    const push = () => {
        const t = current.trim();
        if (t)
            out.push(t);
        current = '';
    };
    for (const ch of text) {
        if (ch === '\n' || ch === '\r' || (ch === ',' && depth === 0)) {
            push();
            continue;
        }
        if (ch === '{')
            depth++;
        else if (ch === '}' && depth > 0)
            depth--;
        current += ch;
    }
    push();
    return out;
}
const inputs_found = (x) => `found "${String(x)}"`;
function inputs_choice(values, fallback) {
    return schemas/* string */.YjP()
        .transform((s) => s.trim() || fallback)
        .pipe(schemas/* enum */.k5n(values, { error: (iss) => `expected one of ${values.join(', ')}, ${inputs_found(iss.input)}` }));
}
const shared = SETTINGS_TEXT.shape;
const inputs_schema = schemas/* object */.Ikc({
    mode: inputs_choice(MODES, 'gate'),
    sessions: schemas/* string */.YjP().transform(splitGlobs),
    reports: schemas/* string */.YjP().transform(splitGlobs),
    format: shared.format,
    'fail-on': shared['fail-on'],
    'min-trust-score': shared['min-trust-score'],
    'if-no-files-found': inputs_choice(IF_NO_FILES_FOUND, 'error'),
    'comment-on': inputs_choice(COMMENT_ON, 'always'),
    'comment-key': schemas/* string */.YjP().transform((s) => s.trim()),
    'github-token': schemas/* string */.YjP().transform((s) => s.trim()),
    'report-path': schemas/* string */.YjP().transform((s) => s.trim()),
    baseline: schemas/* string */.YjP().transform(splitGlobs),
    'baseline-from': inputs_choice(BASELINE_FROM, 'none'),
    'fail-on-regression': shared['fail-on-regression'],
    'regression-tolerance': shared['regression-tolerance'],
    'upload-report': booleanText(true),
    'html-report': booleanText(true),
    'artifact-name': schemas/* string */.YjP()
        .transform((s) => s.trim() || DEFAULT_ARTIFACT_NAME)
        .refine((s) => ARTIFACT_NAME.test(s), {
        error: (iss) => `expected a name of at most 200 characters without " : < > | * ? \\ / or line breaks, ${inputs_found(iss.input)}`,
    }),
    preset: shared.preset,
    'token-budget': shared['token-budget'],
    workers: shared.workers,
    policy: schemas/* string */.YjP().transform((s) => s.trim()),
    'repeat-min-pass': shared['repeat-min-pass'],
    harness: schemas/* string */.YjP().transform(splitGlobs),
    'min-final-score': shared['min-final-score'],
    integrity: inputs_choice(core_integrity/* INTEGRITY_MODES */.P_, 'fail'),
    since: shared.since,
    'max-bytes': shared['max-bytes'],
});
/** What only makes sense together: one source of sessions; what mode comment does not take. */
function combinationErrors(v) {
    const errors = [];
    const given = (name) => v[name].length > 0;
    if (v.mode === 'comment') {
        for (const name of ['sessions', 'reports', 'baseline']) {
            if (given(name)) {
                errors.push(`${name}: mode comment reads the report from the gate run's artifact, so expected no ${name}, found ` +
                    `${v[name].map((g) => JSON.stringify(g)).join(', ')}`);
            }
        }
        if (v['baseline-from'] !== 'none') {
            errors.push('baseline-from: mode comment shows the comparison the gate run made, so expected none, found "artifact" ' +
                '(set it on the gate step)');
        }
        return errors;
    }
    if (given('sessions') && given('reports')) {
        errors.push('sessions, reports: expected one of them (trace files to diagnose, or report files to merge), found both');
    }
    else if (!given('sessions') && !given('reports')) {
        errors.push('sessions: expected at least one glob of trace files (one a line, or separated by commas), or globs of ' +
            'report files in reports, found neither');
    }
    if (given('baseline') && v['baseline-from'] !== 'none') {
        errors.push('baseline, baseline-from: expected one source of the baseline (report files, or the artifact of the base ' +
            'branch), found both');
    }
    return errors;
}
/** Check raw input values (as the runner passes them; a missing one is empty). Pure. */
function parseInputs(raw) {
    const values = Object.fromEntries(INPUT_NAMES.map((n) => [n, raw[n] ?? '']));
    const result = inputs_schema.safeParse(values);
    if (!result.success) {
        const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
        throw new InputError([...new Set(lines)].join('; '));
    }
    const v = result.data;
    const errors = combinationErrors(v);
    if (errors.length)
        throw new InputError(errors.join('; '));
    return {
        mode: v.mode,
        sessions: v.sessions,
        reports: v.reports,
        format: v.format,
        preset: v.preset,
        ...(v['token-budget'] !== undefined ? { tokenBudget: v['token-budget'] } : {}),
        ...(v.workers !== undefined ? { workers: v.workers } : {}),
        policy: v.policy,
        ...(v['repeat-min-pass'] !== undefined ? { repeatMinPass: v['repeat-min-pass'] } : {}),
        harness: v.harness,
        ...(v['min-final-score'] !== undefined ? { minFinalScore: v['min-final-score'] } : {}),
        failOn: v['fail-on'],
        ...(v['min-trust-score'] !== undefined ? { minTrustScore: v['min-trust-score'] } : {}),
        ifNoFilesFound: v['if-no-files-found'],
        commentOn: v['comment-on'],
        commentKey: v['comment-key'],
        githubToken: v['github-token'],
        reportPath: v['report-path'],
        baseline: v.baseline,
        baselineFrom: v['baseline-from'],
        failOnRegression: v['fail-on-regression'],
        regressionTolerance: v['regression-tolerance'],
        uploadReport: v['upload-report'],
        htmlReport: v['html-report'],
        artifactName: v['artifact-name'],
        integrity: v.integrity,
        since: v.since,
        ...(v['max-bytes'] !== undefined ? { maxBytes: v['max-bytes'] } : {}),
    };
}
/** Read and check the action's inputs; the token is registered as a secret before anything else. */
function readInputs() {
    const raw = {};
    for (const name of INPUT_NAMES)
        raw[name] = core/* getInput */.V4(name, { trimWhitespace: false });
    const token = raw['github-token']?.trim();
    if (token)
        core/* setSecret */.Pq(token);
    return parseInputs(raw);
}
/** The gate's settings from the inputs (the action has no graph input: its default). */
function gateSettings(inputs) {
    return {
        format: inputs.format,
        preset: inputs.preset,
        'fail-on': inputs.failOn,
        'min-trust-score': inputs.minTrustScore,
        'token-budget': inputs.tokenBudget,
        'repeat-min-pass': inputs.repeatMinPass,
        'min-final-score': inputs.minFinalScore,
        'regression-tolerance': inputs.regressionTolerance,
        'fail-on-regression': inputs.failOnRegression,
        graph: 'evidence',
        'max-bytes': inputs.maxBytes,
        workers: inputs.workers,
        integrity: inputs.integrity,
        since: inputs.since,
    };
}

// EXTERNAL MODULE: ./src/gate/merge.ts
var merge = __webpack_require__(27231);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/engine/diagnose.ts + 2 modules
var diagnose = __webpack_require__(65442);
;// CONCATENATED MODULE: ./src/policy/assertion-options.ts
/**
 * The options of each assertion kind (src/policy/assertions.ts), as zod schemas: what the policy
 * file's reader checks them with (src/policy/policy-file.ts), and their JSON Schema.
 */



const assertion_options_count = schemas/* number */.aig().int().nonnegative();
/** A path in the workspace: relative, and not leading out of it. */
const workspacePath = schemas/* string */.YjP()
    .min(1)
    .superRefine((p, ctx) => {
    const why = (0,assertions.pathEscapes)(p);
    if (why)
        ctx.addIssue({
            code: 'custom',
            message: `expected a path inside the workspace, found ${JSON.stringify(p)} (${why})`,
        });
})
    .describe('A path relative to the workspace (the current directory for the CLI); it may not lead out of it.');
const assertion_options_readiness = schemas/* enum */.k5n(diagnose/* READINESS_LEVELS */.LC);
/** The options of each assertion kind; `null` for a kind that takes none. */
const assertion_options_ASSERTION_OPTIONS = {
    final_response_present: null,
    tool_call_count: schemas/* object */.Ikc({
        tool: schemas/* string */.YjP().min(1).optional().describe('Count only calls to this tool; all tool calls when omitted.'),
        min: assertion_options_count.optional(),
        max: assertion_options_count.optional(),
        equals: assertion_options_count.optional(),
    })
        .strict()
        .superRefine((o, ctx) => {
        if (o.min === undefined && o.max === undefined && o.equals === undefined) {
            ctx.addIssue({ code: 'custom', message: 'expected at least one of equals, min and max, found none' });
        }
        else if (o.equals !== undefined && (o.min !== undefined || o.max !== undefined)) {
            ctx.addIssue({
                code: 'custom',
                message: 'expected equals alone or min and/or max, found equals with min or max',
            });
        }
        else if (o.min !== undefined && o.max !== undefined && o.min > o.max) {
            ctx.addIssue({ code: 'custom', message: `expected min at most max, found min ${o.min} and max ${o.max}` });
        }
    }),
    tool_not_called: schemas/* object */.Ikc({ tool: schemas/* string */.YjP().min(1) }).strict(),
    file_exists: schemas/* object */.Ikc({ path: workspacePath }).strict(),
    file_contains: schemas/* object */.Ikc({ path: workspacePath, text: schemas/* string */.YjP().min(1) }).strict(),
    status_is: schemas/* object */.Ikc({
        status: schemas/* enum */.k5n(assertions.END_STATUSES).describe('How the run ended, as the trace shows it (its last process_end).'),
    })
        .strict(),
    max_effective_tokens: schemas/* object */.Ikc({ max: assertion_options_count }).strict(),
    max_failed_tool_calls: schemas/* object */.Ikc({ max: assertion_options_count }).strict(),
    min_trust_score: schemas/* object */.Ikc({ min: schemas/* number */.aig().min(0).max(100) }).strict(),
    readiness_at_least: schemas/* object */.Ikc({ level: assertion_options_readiness }).strict(),
};

// EXTERNAL MODULE: ./src/engine/rules/critiqor/index.ts + 5 modules
var critiqor = __webpack_require__(77312);
// EXTERNAL MODULE: ./src/core/issues.ts
var issues = __webpack_require__(24235);
;// CONCATENATED MODULE: ./src/policy/find.ts
/**
 * Where the policy file is, and the policy as the gate uses it: what a run needs before it knows
 * whether there is a policy file at all. Reading and checking one (YAML and zod) is
 * src/policy/policy-file.ts, loaded only when there is one.
 */


const POLICY_FILE_NAMES = ['.agent-trust-gate.yml', '.agent-trust-gate.yaml'];
const EMPTY_POLICY = { rules: [], cases: [], harness: {} };
/** The policy file in a directory (`.agent-trust-gate.yml`, then `.yaml`), if there is one. */
async function findPolicy(dir) {
    for (const name of POLICY_FILE_NAMES) {
        const path = (0,external_node_path_.join)(dir, name);
        const info = await (0,promises_.stat)(path).catch(() => undefined);
        if (info?.isFile())
            return path;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/policy/policy-file.ts
/**
 * The policy file (`.agent-trust-gate.yml`): the preset, detector thresholds, assertions per
 * session glob, cases of repeated runs and the harness gate. Validated with zod; its JSON Schema
 * (schema/policy.schema.json, for editors) is generated from the same zod schema.
 *
 * `parsePolicy` is pure (text in, policy or PolicyError out); `findPolicy` (src/policy/find.ts) and
 * `loadPolicy` are the I/O around it. Errors name the file, the line and the key: `path:line: key: expected ...,
 * found ...`.
 */













const MAX_POLICY_BYTES = 1024 * 1024;
/** A bad policy file: `path:line: message`. The CLI exits 2 on it, like on bad traces. */
class PolicyError extends trace_read/* TraceError */.yW {
    constructor(path, line, detail) {
        super(path, line, detail);
        this.name = 'PolicyError';
    }
}

// ---------------------------------------------------------------------------------------------
// The schema
const levelSchema = schemas/* enum */.k5n(assertions.LEVELS)
    .describe('off: not checked; warn: shown, never fails the gate; error: fails the gate when it fails.');
/** The JSON Schema of one assertion's value, for editors (validation is done by `assertionIssues`). */
function assertionValueSchema(kind) {
    const options = ASSERTION_OPTIONS[kind];
    return options === null
        ? z.union([levelSchema, z.tuple([levelSchema])])
        : z.union([z.literal('off'), z.tuple([levelSchema, options])]);
}
const ASSERTION_DESCRIPTIONS = {
    final_response_present: 'The run ended with a final reply (its last process_end is completed).',
    tool_call_count: 'How many tool calls the session made, of one tool or of all: [level, {tool?, min?, max?, equals?}].',
    tool_not_called: 'A tool the session must not call: [level, {tool}].',
    file_exists: 'A file the workspace must hold after the run: [level, {path}].',
    file_contains: 'A workspace file that must contain a text: [level, {path, text}].',
    status_is: 'How the run ended (its last process_end): [level, {status}].',
    max_effective_tokens: 'The most tokens billed at full rate (input + output + cache writes): [level, {max}].',
    max_failed_tool_calls: 'The most tool calls that may fail: [level, {max}].',
    min_trust_score: 'The lowest trust score that passes: [level, {min}].',
    readiness_at_least: 'The worst readiness that passes: [level, {level}].',
};
const LEVEL_WORDS = 'off, warn or error';
function optionKeys(kind) {
    const o = assertion_options_ASSERTION_OPTIONS[kind];
    return o === null ? '' : Object.keys(o.shape).join(', ');
}
/** The issues of one assertion value, with paths relative to it. */
function assertionIssues(kind, value) {
    const options = assertion_options_ASSERTION_OPTIONS[kind];
    const isLevel = (x) => typeof x === 'string' && assertions.LEVELS.includes(x);
    const form = options === null ? `a level (${LEVEL_WORDS}) or [level]` : `off or [level, {${optionKeys(kind)}}]`;
    if (typeof value === 'string') {
        if (!isLevel(value))
            return [{ path: [], message: `expected ${form}, found ${(0,issues/* valueWords */.pz)(value)}` }];
        if (options !== null && value !== 'off')
            return [
                {
                    path: [],
                    message: `expected [${value}, {${optionKeys(kind)}}] (${kind} needs options), found the level alone`,
                },
            ];
        return [];
    }
    if (!Array.isArray(value))
        return [{ path: [], message: `expected ${form}, found ${(0,issues/* valueWords */.pz)(value)}` }];
    if (value.length < 1 || value.length > 2)
        return [{ path: [], message: `expected ${form}, found a list of ${value.length}` }];
    if (!isLevel(value[0]))
        return [{ path: [0], message: `expected a level (${LEVEL_WORDS}), found ${(0,issues/* valueWords */.pz)(value[0])}` }];
    if (options === null) {
        const extra = value[1];
        const empty = extra === undefined ||
            (extra !== null && typeof extra === 'object' && !Array.isArray(extra) && Object.keys(extra).length === 0);
        return empty ? [] : [{ path: [1], message: `expected no options (${kind} takes none), found ${(0,issues/* valueWords */.pz)(extra)}` }];
    }
    if (value.length === 1) {
        return value[0] === 'off'
            ? []
            : [
                {
                    path: [],
                    message: `expected [${value[0]}, {${optionKeys(kind)}}] (${kind} needs options), found the level alone`,
                },
            ];
    }
    const parsed = options.safeParse(value[1]);
    if (parsed.success)
        return [];
    return parsed.error.issues.map((i) => ({
        path: [1, ...i.path],
        ...(i.code === 'unrecognized_keys' ? { key: i.keys[0] } : {}),
        message: (0,issues/* describeIssue */.n6)({ ...i, path: [] }, (0,issues/* valueAt */.fK)(value[1], i.path), (p) => p.length === 0 ? Object.keys(options.shape) : undefined),
    }));
}
const ID_FORM = /^[a-z_]+(:[^\s:][^\s]*)?$/;
/** The assertions of a rule: `kind` or `kind:label` -> level or [level, options]. */
const assertionsMap = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())
    .superRefine((map, ctx) => {
    for (const [id, value] of Object.entries(map)) {
        const kind = (0,assertions.kindOfId)(id);
        if (!(0,assertions.isAssertionKind)(kind) || !ID_FORM.test(id)) {
            ctx.addIssue({
                code: 'custom',
                path: [id],
                message: `expected an assertion (${assertions.ASSERTION_KINDS.join(', ')}), optionally followed by :label, found ` +
                    `${JSON.stringify(id)}`,
            });
            continue;
        }
        for (const i of assertionIssues(kind, value)) {
            // An unknown option key is reported on its own line.
            ctx.addIssue({
                code: 'custom',
                path: [id, ...i.path],
                message: i.message,
                ...(i.key !== undefined ? { params: { key: i.key } } : {}),
            });
        }
    }
})
    .describe('Assertions: `kind` or `kind:label` (to have several of a kind) -> off | warn | error, or [level, options], ' +
    'as in Lighthouse CI.');
const globs = schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1)], { error: 'expected a glob or a list of globs' })
    .describe("A glob or a list of globs, matched against the session's trace file path (relative to the workspace) and " +
    '`path#session`.');
/** The schema of one of a rule's options (src/engine/rules/types.ts), with what it means. */
function optionSchema(option) {
    if (option.kind === 'words')
        return schemas/* array */.YOg(schemas/* string */.YjP()).describe(option.description);
    const n = schemas/* number */.aig().nonnegative();
    return option.description === undefined ? n : n.describe(option.description);
}
/** The schema of a rule's options: each with its default; no other key. */
function ruleOptionsSchema(options) {
    const shape = {};
    for (const [key, option] of Object.entries(options.shape))
        shape[key] = optionSchema(option).default(option.kind === 'words' ? [...option.default] : option.default);
    return z.strictObject(shape);
}
/**
 * Detector options: each rule's thresholds, by failure type, with the reference values as
 * defaults. A failure type's options are those of its rule in every preset (a preset's rule of
 * the same type may have options of its own).
 */
function detectorOptionsSchema() {
    // Options are keyed by failure type: a rule of each preset may judge the same type.
    const byType = new Map();
    for (const id of presets/* PRESET_IDS */.ZR) {
        const detectors = (0,presets/* presetById */.iH)(id)?.detectors ?? (id === 'critiqor' ? critiqor/* DETECTORS */.c : []);
        for (const d of detectors) {
            let entry = byType.get(d.meta.type);
            if (!entry)
                byType.set(d.meta.type, (entry = { pages: [], options: new Map() }));
            if (!entry.pages.includes(d.meta.docs))
                entry.pages.push(d.meta.docs);
            for (const [key, option] of Object.entries(d.meta.options.shape)) {
                const value = `${JSON.stringify(d.meta.defaults[key])} (${id})`;
                const seen = entry.options.get(key);
                if (seen)
                    seen.defaults.push(value);
                else
                    entry.options.set(key, { schema: optionSchema(option), defaults: [value] });
            }
        }
    }
    const shape = {};
    for (const [type, { pages, options }] of [...byType].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const inner = {};
        for (const [key, { schema, defaults }] of options) {
            const what = schema.description ? `${schema.description} ` : '';
            inner[key] = schema.optional().describe(`${what}Default: ${defaults.join(', ')}.`);
        }
        shape[type] = schemas/* strictObject */.rej(inner)
            .optional()
            .describe(`Thresholds of ${type} (${pages.join(', ')}).`);
    }
    return schemas/* strictObject */.rej(shape);
}
const detectors = detectorOptionsSchema();
const harness = schemas/* strictObject */.rej({
    min_final_score: SETTINGS_TYPED.minFinalScore
        .optional()
        .describe("The lowest final score (0-1) that passes. arksim's score is 0-1; personal_agent_eval's 0-10 score is " +
        'divided by 10.'),
    arksim: schemas/* strictObject */.rej({
        allowed_statuses: schemas/* array */.YOg(schemas/* enum */.k5n(['Done', 'Partial Failure', 'Failed', 'Evaluation Failed']))
            .min(1)
            .optional()
            .describe('Conversation statuses that pass (recomputed from the score). Default: Done, Partial Failure.'),
    })
        .optional(),
    personal_agent_eval: schemas/* strictObject */.rej({
        allowed_statuses: schemas/* array */.YOg(schemas/* enum */.k5n(['success', 'failed', 'timed_out', 'invalid', 'provider_error']))
            .min(1)
            .optional()
            .describe('Run statuses that pass. Default: success.'),
        checks: levelSchema.optional().describe('What a failed deterministic check does. Default: error.'),
    })
        .optional(),
    harbor: schemas/* strictObject */.rej({
        allowed_statuses: schemas/* array */.YOg(schemas/* enum */.k5n(types/* HARBOR_STATUSES */.Wx))
            .min(1)
            .optional()
            .describe('Harbor trial statuses that pass: passed (a reward of 1 or more), failed (a lower reward), agent_timeout ' +
            '(Harbor stopped the agent at its time limit), error (another exception, no reward), no_reward. ' +
            'Default: passed. To gate on a fractional reward, allow passed and failed and set min_final_score.'),
    })
        .optional(),
    swe_bench: schemas/* strictObject */.rej({
        allowed_statuses: schemas/* array */.YOg(schemas/* enum */.k5n(types/* SWE_BENCH_STATUSES */.kg))
            .min(1)
            .optional()
            .describe('Instance statuses that pass (results.json, report.json, reward files). Default: resolved.'),
    })
        .optional(),
})
    .describe('Scores from evaluation harnesses (--harness): they never change a trust score.');
const policySchema = schemas/* strictObject */.rej({
    $schema: schemas/* string */.YjP().optional().describe('The JSON Schema of this file, for editors.'),
    preset: SETTINGS_TYPED.preset.optional().describe('The rules and weights to judge by (the --preset option wins).'),
    detectors: detectors.optional(),
    assertions: assertionsMap.optional().describe('Assertions on every session.'),
    overrides: schemas/* array */.YOg(schemas/* strictObject */.rej({ files: globs, assertions: assertionsMap }))
        .optional()
        .describe('Assertions on the sessions a glob matches; later entries replace an assertion of the same id.'),
    cases: schemas/* record */.g1P(schemas/* string */.YjP().min(1), globs)
        .optional()
        .describe('Cases of repeated runs: case name -> the sessions that are its runs. Sessions named like ' +
        'name.run-3.jsonl form cases without this.'),
    repeat_min_pass: SETTINGS_TYPED.repeatMinPass
        .optional()
        .describe('How many runs of a case must pass: a number, or all (the default). The --repeat-min-pass option wins.'),
    harness: harness.optional(),
})
    .describe('agent-trust-gate policy file (.agent-trust-gate.yml).');
/** Known keys of the objects in the policy, for "expected one of the keys ..." messages. */
function knownKeys(path) {
    const p = path.filter((k) => typeof k === 'string');
    if (path.length === 0)
        return Object.keys(policySchema.shape);
    if (p[0] === 'detectors' && path.length === 1)
        return Object.keys(detectors.shape);
    if (p[0] === 'detectors' && path.length === 2) {
        const key = String(path[1]);
        const inner = Object.hasOwn(detectors.shape, key) ? detectors.shape[key] : undefined;
        return inner ? Object.keys(inner.unwrap().shape) : undefined;
    }
    if (p[0] === 'harness' && path.length === 1)
        return Object.keys(harness.shape);
    if (p[0] === 'harness' && path.length === 2)
        return path[1] === 'personal_agent_eval' ? ['allowed_statuses', 'checks'] : ['allowed_statuses'];
    if (p[0] === 'overrides' && path.length === 2)
        return ['files', 'assertions'];
    return undefined;
}
// ---------------------------------------------------------------------------------------------
// Parsing
function lineOf(doc, counter, path, key) {
    // The key itself, for an unknown key; else the deepest node on the path that exists.
    if (key !== undefined) {
        const map = path.length ? doc.getIn(path, true) : doc.contents;
        if ((0,dist/* isMap */.jh)(map)) {
            const pair = map.items.find((it) => (0,dist/* isScalar */.jn)(it.key) && String(it.key.value) === key);
            if (pair && (0,dist/* isNode */.Ll)(pair.key) && pair.key.range)
                return counter.linePos(pair.key.range[0]).line;
        }
    }
    for (let n = path.length; n >= 0; n--) {
        const node = n === 0 ? doc.contents : doc.getIn(path.slice(0, n), true);
        if ((0,dist/* isNode */.Ll)(node) && node.range) {
            // A missing key is reported on its parent mapping; a present one on its value.
            return counter.linePos(node.range[0]).line;
        }
    }
    return undefined;
}
function globList(g) {
    return typeof g === 'string' ? [g] : g;
}
function specs(map) {
    const out = [];
    for (const [id, value] of Object.entries(map ?? {})) {
        const kind = (0,assertions.kindOfId)(id);
        const level = (Array.isArray(value) ? value[0] : value);
        const rawOptions = Array.isArray(value) && value.length > 1 ? value[1] : undefined;
        const schema = assertion_options_ASSERTION_OPTIONS[kind];
        const options = schema === null || rawOptions === undefined ? {} : schema.parse(rawOptions);
        out.push({ id, kind, level, options });
    }
    return out;
}
function toPolicy(raw, path) {
    const rules = [];
    if (raw.assertions)
        rules.push({ files: null, assertions: specs(raw.assertions) });
    for (const o of raw.overrides ?? [])
        rules.push({ files: globList(o.files), assertions: specs(o.assertions) });
    const h = raw.harness;
    return {
        path,
        ...(raw.preset !== undefined ? { preset: raw.preset } : {}),
        ...(raw.detectors !== undefined
            ? { detectors: raw.detectors }
            : {}),
        rules,
        cases: Object.entries(raw.cases ?? {}).map(([name, files]) => ({ name, files: globList(files) })),
        ...(raw.repeat_min_pass !== undefined ? { repeatMinPass: raw.repeat_min_pass } : {}),
        harness: {
            ...(h?.min_final_score !== undefined ? { minFinalScore: h.min_final_score } : {}),
            ...(h?.arksim?.allowed_statuses ? { arksimStatuses: h.arksim.allowed_statuses } : {}),
            ...(h?.personal_agent_eval?.allowed_statuses ? { runStatuses: h.personal_agent_eval.allowed_statuses } : {}),
            ...(h?.personal_agent_eval?.checks ? { checks: h.personal_agent_eval.checks } : {}),
            ...(h?.swe_bench?.allowed_statuses ? { sweBenchStatuses: h.swe_bench.allowed_statuses } : {}),
            ...(h?.harbor?.allowed_statuses ? { harborStatuses: h.harbor.allowed_statuses } : {}),
        },
    };
}
/** Parse and check a policy file's text. Throws a PolicyError naming the line and the key. */
function parsePolicy(text, path) {
    const counter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: counter, uniqueKeys: true });
    if (doc.errors.length) {
        const err = doc.errors[0];
        const what = err.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
        throw new PolicyError(path, err.linePos?.[0].line, `expected YAML, found invalid YAML: ${what}`);
    }
    const value = doc.toJS({ maxAliasCount: 100 }) ?? {};
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new PolicyError(path, lineOf(doc, counter, []), `expected a mapping of policy keys (${Object.keys(policySchema.shape).join(', ')}), found ${(0,issues/* valueWords */.pz)(value)}`);
    }
    const parsed = policySchema.safeParse(value);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const key = issue.code === 'unrecognized_keys'
            ? issue.keys[0]
            : issue.code === 'custom'
                ? issue.params?.key
                : undefined;
        throw new PolicyError(path, lineOf(doc, counter, issue.path, key), (0,issues/* describeIssue */.n6)(issue, value, knownKeys));
    }
    return toPolicy(parsed.data, path);
}
/** The policy's JSON Schema, as committed under schema/policy.schema.json. */
function policyJsonSchema() {
    const defs = {};
    for (const kind of ASSERTION_KINDS) {
        const { $schema: _, ...schema } = z.toJSONSchema(assertionValueSchema(kind), {
            target: 'draft-2020-12',
            io: 'input',
        });
        defs[`assertion_${kind}`] = { description: ASSERTION_DESCRIPTIONS[kind], ...schema };
    }
    const generated = z.toJSONSchema(policySchema, {
        target: 'draft-2020-12',
        io: 'input',
        override: (ctx) => {
            if (ctx.zodSchema !== assertionsMap)
                return;
            const description = ctx.jsonSchema.description;
            for (const k of Object.keys(ctx.jsonSchema))
                delete ctx.jsonSchema[k];
            Object.assign(ctx.jsonSchema, {
                ...(description ? { description } : {}),
                type: 'object',
                properties: Object.fromEntries(ASSERTION_KINDS.map((k) => [k, { $ref: `#/$defs/assertion_${k}` }])),
                patternProperties: Object.fromEntries(ASSERTION_KINDS.map((k) => [`^${k}:\\S+$`, { $ref: `#/$defs/assertion_${k}` }])),
                additionalProperties: false,
            });
        },
    });
    const { $schema, ...rest } = generated;
    return {
        $schema,
        title: 'agent-trust-gate policy',
        ...rest,
        $defs: { ...(rest.$defs ?? {}), ...defs },
    };
}
// ---------------------------------------------------------------------------------------------
// I/O
/** Read and check a policy file. */
async function loadPolicy(path) {
    let text;
    try {
        const info = await (0,promises_.stat)(path);
        if (!info.isFile())
            throw new PolicyError(path, undefined, 'expected a policy file, found a directory');
        if (info.size > MAX_POLICY_BYTES)
            throw new PolicyError(path, undefined, `expected a policy file of at most ${MAX_POLICY_BYTES} bytes, found ${info.size} bytes`);
        text = await (0,promises_.readFile)(path, 'utf8');
    }
    catch (err) {
        if (err instanceof PolicyError)
            throw err;
        throw new PolicyError(path, undefined, (0,core_text/* cannotRead */.U0)(err));
    }
    return parsePolicy(text, path);
}

// EXTERNAL MODULE: ./src/trace/files.ts + 1 modules
var files = __webpack_require__(20322);
;// CONCATENATED MODULE: ./src/action/main.ts
/**
 * The action's shell, in two modes.
 *
 * `mode: gate` (the default): inputs -> find files -> diagnose (or merge shard reports) -> verdict
 * (with the baseline, when one is asked for) -> publish (report file, artifact, job summary,
 * annotations, pull request comment) -> exit status.
 *
 * `mode: comment`, in a `workflow_run` workflow: download the gate run's report artifact, check
 * it as untrusted, find the pull request by the gated commit, and create or update the same
 * sticky comment. It never checks out or runs code from the pull request, and never fails on the
 * report's verdict (the gate run's own check does that).
 *
 * Verdict first, publishing second: the verdict (and so the exit status) is decided before
 * anything is published, and nothing that goes wrong while publishing (the job summary, the
 * annotations, the comment, the report file, the artifact) changes it; each becomes a warning
 * that says what to do. Bad input (a bad input value, no trace files, an unreadable trace or
 * report) fails the step with one line and no stack trace.
 */
































/** All GitHub API requests of a run's publishing together get at most this long. */
const PUBLISH_TIMEOUT_MS = 120_000;
/** All requests for the baseline together get at most this long. */
const BASELINE_TIMEOUT_MS = 60_000;
/**
 * The unit of the retry delays. Only the tests change it, through this variable, to keep the
 * end-to-end test fast; it is not an input and is bounded to 1 s.
 */
function retryBaseMs() {
    const raw = process.env.AGENT_TRUST_GATE_RETRY_BASE_MS;
    if (!raw || !/^\d{1,4}$/.test(raw))
        return undefined;
    return Math.min(1000, Number(raw));
}
function client(token, timeoutMs) {
    return makeOctokit(token, { retryBaseMs: retryBaseMs(), timeoutMs, onRateLimit: (m) => core/* info */.pq(m) });
}
const main_globList = (globs) => globs.map((p) => JSON.stringify(p)).join(', ');
const message = (err) => (0,sanitize/* plainText */.wh)(err?.message ?? String(err), 300);
async function main_run(options = {}) {
    try {
        const inputs = readInputs();
        const ctx = readContext();
        if (inputs.mode === 'comment')
            core/* setOutput */.uH('comment-url', await commentMode(inputs, ctx));
        else
            await gate(inputs, ctx, options);
    }
    catch (err) {
        if (err instanceof InputError || err instanceof trace_read/* TraceError */.yW || err instanceof integrity/* SinceError */.xg) {
            core/* setFailed */.C1((0,sanitize/* plainText */.wh)(err.message, 4000));
            return;
        }
        const e = err;
        core/* debug */.Yz((0,sanitize/* plainText */.wh)(e?.stack ?? String(err), 8000));
        core/* setFailed */.C1(`agent-trust-gate: internal error: ${(0,sanitize/* plainText */.wh)(e?.message ?? String(err), 1000)}`);
    }
}
// ---------------------------------------------------------------------------------------------
// mode: gate
async function gate(inputs, ctx, options) {
    const show = (path) => displayPath(path, ctx.workspace, ctx.runnerTemp);
    const policy = await readPolicy(inputs, ctx);
    // Shards are merged in path order, as trace files are read: the verdict all their sessions would get at once.
    const source = inputs.reports.length
        ? { reports: (await findInputFiles(inputs, ctx, 'reports')).files, order: 'path' }
        : await findInputFiles(inputs, ctx, 'sessions').then((f) => ({ traces: f.files, found: f.found }));
    const harnessFiles = inputs.harness.length ? (await findInputFiles(inputs, ctx, 'harness')).files : [];
    const found = await findBaseline(inputs, ctx, show);
    const count = 'traces' in source ? source.traces.length : source.reports.length;
    // Files a walk or a glob found may turn out to be harness results or companions: "files", then.
    const title = 'traces' in source
        ? `Diagnosing ${(0,core_text/* plural */.LS)(count, source.found?.length ? 'file' : 'trace file')}`
        : `Merging ${(0,core_text/* plural */.LS)(count, 'report')}`;
    // The verdict: decided here, before anything is published.
    const { report, baseline, timelines, landed } = await core/* group */.Os(title, async () => {
        const progress = new ProgressReporter({
            mode: process.env.GITHUB_ACTIONS === 'true' && 'traces' in source ? 'actions' : 'off',
            write: (s) => core/* info */.pq(s.replace(/\n$/, '')),
            now: () => external_node_perf_hooks_.performance.now(),
        });
        const result = await runGate({
            source,
            harnessFiles,
            settings: gateSettings(inputs),
            policy,
            workspace: ctx.workspace,
            show,
            ...(ctx.sha ? { commit: ctx.sha } : {}),
            onIntegrityWarning: (w) => core/* warning */.$e((0,sanitize/* plainText */.wh)(w)),
            onIntegrityNote: (w) => core/* info */.pq((0,sanitize/* plainText */.wh)(`Note: ${w}.`)),
            ...(found ? { baseline: found } : {}),
            pipeline: {
                workerScript: options.workerScript,
                onProgress: progress.listener,
                ...(inputs.htmlReport ? { timeline: true } : {}),
            },
            onTraceWarning: (w) => {
                const file = show(w.path);
                const inRepo = !file.startsWith('/') && !/^[A-Za-z]:/.test(file);
                core/* warning */.$e((0,sanitize/* plainText */.wh)(`${file}${w.line !== undefined ? `:${w.line}` : ''}: ${w.message}`), {
                    title: 'agent-trust-gate: trace warning',
                    ...(inRepo ? { file: (0,sanitize/* plainText */.wh)(file, 500) } : {}),
                    ...(inRepo && w.line !== undefined ? { startLine: w.line } : {}),
                });
            },
            onHarnessWarning: (w) => core/* warning */.$e((0,sanitize/* plainText */.wh)(w)),
        }).finally(() => progress.done());
        if ('reports' in source)
            core/* info */.pq(`${(0,core_text/* plural */.LS)(result.report.sessions.length, 'session')} from ${(0,core_text/* plural */.LS)(count, 'report')}.`);
        for (const line of (0,json.notReadLines)(result.report))
            core/* info */.pq((0,sanitize/* logLine */.BP)(line));
        return result;
    });
    logBaseline(baseline, inputs);
    for (const s of report.sessions) {
        const d = s.diagnosis;
        const p = d.primary_diagnosis;
        core/* info */.pq((0,sanitize/* logLine */.BP)(`${marks_MARK_WORD[sessionMark(s)]}  ${(0,verdict/* sessionName */.Cy)(s)}: ${scoreLine(d)}` +
            (p.root_cause_failure_type ? `, primary failure ${p.root_cause_failure_type} (${p.severity})` : '')));
        for (const f of s.integrity)
            core/* info */.pq((0,sanitize/* logLine */.BP)(`      integrity ${f.kind}: ${f.detail}`));
    }
    for (const [name, value] of Object.entries(verdictOutputs(report)))
        core/* setOutput */.uH(name, value);
    core/* setOutput */.uH('regression', baseline && 'sessions' in baseline ? String(baseline.sessions.some((d) => d.regressed)) : '');
    const reportPath = await writeReport(report, reportPathFor(inputs.reportPath, ctx.workspace, ctx.runnerTemp ?? (0,external_node_os_.tmpdir)(), ctx.action));
    core/* setOutput */.uH('report-path', reportPath);
    const key = (0,sanitize/* sanitizeCommentKey */.Yq)(inputs.commentKey || defaultCommentKey(ctx));
    const policyBudget = policy.detectors?.cost_explosion?.tokenBudget;
    const budget = inputs.tokenBudget ?? (typeof policyBudget === 'number' ? policyBudget : undefined);
    let commentUrl = '';
    try {
        await core/* group */.Os('Publishing', async () => {
            if (inputs.uploadReport)
                await uploadReport(report, { artifact: 'agent-trust-gate', version: 1, comment_key: key, baseline: baseline ?? null }, inputs, ctx);
            else
                core/* info */.pq('upload-report is false: the report was not uploaded as an artifact.');
            const htmlUrl = inputs.htmlReport
                ? await uploadHtmlReport(report, {
                    timelines: timelines ?? [],
                    ...(baseline && 'sessions' in baseline ? { baseline } : {}),
                    ...(budget !== undefined ? { tokenBudget: budget } : {}),
                    artifactName: inputs.artifactName,
                }, ctx)
                : undefined;
            const notes = htmlUrl ? [htmlReportNote(htmlUrl)] : [];
            await writeSummary(report, baseline, notes);
            // The causes that involve a file the pull request changes go on its lines first.
            const onFiles = await annotateChangedFiles({
                report,
                landed: landed ?? [],
                token: inputs.githubToken,
                eventName: ctx.eventName,
                ...(ctx.repo ? { repo: ctx.repo } : {}),
                ...(ctx.pullRequest ? { pullNumber: ctx.pullRequest.number } : {}),
                workspace: ctx.workspace,
                octokit: () => client(inputs.githubToken, PUBLISH_TIMEOUT_MS),
            });
            const room = { errors: MAX_ERRORS, warnings: MAX_WARNINGS - onFiles.warnings };
            emitAnnotations(planAnnotations(report, room, inputs.integrity));
            const pr = ctx.pullRequest;
            if (!pr || !ctx.repo) {
                core/* info */.pq(`The ${ctx.eventName || 'current'} event is not about a pull request: no comment. The job summary and ` +
                    `the outputs have the report.`);
                return;
            }
            commentUrl = await publishComment(report, {
                commentOn: inputs.commentOn,
                token: inputs.githubToken,
                key,
                repo: ctx.repo,
                pullRequest: pr,
                ...(ctx.runId
                    ? { run: { id: ctx.runId, number: ctx.runNumber, attempt: ctx.runAttempt, sha: pr.headSha } }
                    : {}),
                fullReportUrl: runUrl(ctx),
                runLink: (id) => runUrl(ctx, id),
                ...rulesLinks(),
                ...(baseline ? { baseline } : {}),
                ...(notes.length ? { notes } : {}),
                octokit: () => client(inputs.githubToken, PUBLISH_TIMEOUT_MS),
            });
        });
    }
    catch (err) {
        // Each step above handles its own failures; this is for the unexpected.
        core/* warning */.$e(`Publishing failed: ${message(err)}. The verdict and the exit status are not affected.`);
    }
    core/* setOutput */.uH('comment-url', commentUrl);
    core/* info */.pq((0,sanitize/* logLine */.BP)(verdictLine(report)));
    if (!report.verdict.passed) {
        core/* setFailed */.C1((0,sanitize/* plainText */.wh)(`The agent trust gate failed: ${report.verdict.reasons.join(' ')}`, 4000));
    }
}
/** No files matched an input: an error, a warning or a note, as if-no-files-found says. */
function noFiles(inputs, message) {
    if (inputs.ifNoFilesFound === 'error')
        throw new InputError(`${message} (set if-no-files-found to warn or ignore to let this pass)`);
    if (inputs.ifNoFilesFound === 'warn')
        core/* warning */.$e((0,sanitize/* plainText */.wh)(message));
    else
        core/* info */.pq((0,sanitize/* plainText */.wh)(message));
}
async function findFiles(globs, ctx, input) {
    const show = (path) => displayPath(path, ctx.workspace, ctx.runnerTemp);
    // Where traces are looked for, a walk takes the files beside them too, to sort them (src/gate/run.ts).
    const found = await (0,files/* findTraceFiles */.m9)(globs, ctx.workspace, input, undefined, { companions: input.name === 'sessions' });
    for (const s of found.skipped)
        core/* warning */.$e((0,sanitize/* plainText */.wh)(`${show(s.path)}: skipped, because ${s.why}.`));
    const skippedNote = (0,files/* skippedLine */.Bo)(new Set(found.skippedFolders.map(show)));
    if (skippedNote)
        core/* info */.pq((0,sanitize/* plainText */.wh)(`${input.name}: ${skippedNote}.`));
    core/* info */.pq(`${(0,core_text/* plural */.LS)(found.files.length, input.files.replace(/s$/, ''))} matched ${main_globList(globs)} in ${ctx.workspace}.`);
    for (const f of found.files)
        core/* info */.pq(`  ${(0,sanitize/* logLine */.BP)(show(f))}`);
    return found;
}
/** The policy file: the `policy` input, else `.agent-trust-gate.yml` in the workspace when there is one. */
async function readPolicy(inputs, ctx) {
    const path = inputs.policy ? (0,external_node_path_.resolve)(ctx.workspace, inputs.policy) : await findPolicy(ctx.workspace);
    if (path === undefined)
        return EMPTY_POLICY;
    try {
        const policy = await loadPolicy(path);
        core/* info */.pq(`Policy: ${(0,sanitize/* logLine */.BP)(displayPath(path, ctx.workspace, ctx.runnerTemp))}.`);
        return policy;
    }
    catch (err) {
        if (err instanceof trace_read/* TraceError */.yW)
            throw new trace_read/* TraceError */.yW(displayPath(err.path, ctx.workspace, ctx.runnerTemp), err.line, err.detail);
        throw err;
    }
}
/** The files an input names: trace files, report files or harness outputs; none is as if-no-files-found says. */
async function findInputFiles(inputs, ctx, name) {
    const what = {
        sessions: { files: 'trace files', expected: 'trace files', group: 'Finding trace files' },
        reports: { files: 'report files', expected: 'report files', group: 'Finding report files' },
        harness: { files: 'harness files', expected: 'evaluation harness outputs', group: undefined },
    }[name];
    const find = () => findFiles(inputs[name], ctx, { name, files: what.files });
    const files = what.group ? await core/* group */.Os(what.group, find) : await find();
    if (files.files.length === 0)
        noFiles(inputs, `${name}: expected ${what.expected}, found none matching ${main_globList(inputs[name])} in ${ctx.workspace}`);
    return files;
}
/** Read report files, each checked against the report schema; a bad one is a TraceError with its path. */
async function readReports(files, ctx) {
    const out = [];
    for (const f of files) {
        try {
            out.push(await (0,merge.readReport)(f));
        }
        catch (err) {
            if (err instanceof trace_read/* TraceError */.yW)
                throw new trace_read/* TraceError */.yW(displayPath(err.path, ctx.workspace, ctx.runnerTemp), err.line, err.detail);
            throw err;
        }
    }
    return out;
}
/**
 * The baseline reports, or why there are none; undefined when no baseline was asked for. A
 * baseline file that is not a report is bad input; a baseline that cannot be found or downloaded
 * is not (nothing fails for it; a warning says why when it matters).
 */
async function findBaseline(inputs, ctx, show) {
    if (inputs.baseline.length === 0 && inputs.baselineFrom === 'none')
        return undefined;
    return core/* group */.Os('Finding the baseline', () => inputs.baseline.length ? baselineFromFiles(inputs, ctx, show) : baselineFromArtifact(inputs, ctx));
}
/** The comparison with the baseline in the log, or why there is none. */
function logBaseline(baseline, inputs) {
    if (!baseline)
        return;
    if ('missing' in baseline) {
        const text = `No baseline to compare with: ${baseline.missing}. Nothing fails for it.`;
        if (inputs.failOnRegression)
            core/* warning */.$e((0,sanitize/* plainText */.wh)(`${text} (fail-on-regression is on, but has nothing to compare with.)`));
        else
            core/* info */.pq((0,sanitize/* plainText */.wh)(text));
        return;
    }
    for (const line of (0,report_baseline.comparisonText)(baseline, (s) => (0,sanitize/* plainText */.wh)(s, 300))
        .trimEnd()
        .split('\n'))
        core/* info */.pq((0,sanitize/* logLine */.BP)(line));
}
async function baselineFromFiles(inputs, ctx, show) {
    const { files } = await findFiles(inputs.baseline, ctx, { name: 'baseline', files: 'report files' });
    if (files.length === 0)
        return { missing: `no report file matched ${main_globList(inputs.baseline)}` };
    const reports = await readReports(files, ctx);
    return {
        reports,
        where: files.length === 1 ? show(files[0]) : `${files.length} report files matching ${main_globList(inputs.baseline)}`,
    };
}
/** The report artifact of the latest successful push run of this workflow on the base branch. */
async function baselineFromArtifact(inputs, ctx) {
    const branch = ctx.pullRequest?.baseRef ?? ctx.pushBranch;
    if (!ctx.repo)
        return { missing: 'GITHUB_REPOSITORY is not set, so there is no repository to look in' };
    if (!branch) {
        return {
            missing: `the ${ctx.eventName || 'current'} event has no base branch (baseline-from: artifact works on ` +
                `pull_request and push events)`,
        };
    }
    if (!inputs.githubToken)
        return { missing: 'the github-token input is empty, so the artifact cannot be downloaded' };
    const repo = ctx.repo;
    const api = actionsApi(client(inputs.githubToken, BASELINE_TIMEOUT_MS), { ...repo, token: inputs.githubToken });
    const permissions = 'Give the job `permissions: actions: read` (and `contents: read`) so that it may download artifacts.';
    try {
        const workflow = workflowFileOf(ctx.workflowRef) ?? (ctx.runId ? await api.runWorkflowId(Number(ctx.runId)) : undefined);
        if (workflow === undefined)
            return { missing: 'this run does not say which workflow it belongs to (GITHUB_WORKFLOW_REF)' };
        const found = await findBaselineArtifact(api, {
            workflow,
            branch,
            name: inputs.artifactName,
            repo: `${repo.owner}/${repo.repo}`,
            ...(ctx.runId ? { excludeRunId: Number(ctx.runId) } : {}),
        });
        if ('missing' in found)
            return found;
        const runName = found.run.number !== undefined ? `#${found.run.number}` : String(found.run.id);
        const where = `the report of run ${runName} on ${branch} (commit ${found.run.headSha.slice(0, 7)})`;
        const path = (0,external_node_path_.join)(ctx.runnerTemp ?? (0,external_node_os_.tmpdir)(), 'agent-trust-gate', `baseline-${found.run.id}`, REPORT_FILE);
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
        await (0,promises_.writeFile)(path, found.report);
        try {
            const baseline = await (0,merge.readReport)(path, MAX_ARTIFACT_REPORT_BYTES);
            core/* info */.pq(`The baseline is ${where}, with ${(0,core_text/* plural */.LS)(baseline.sessions.length, 'session')}.`);
            return { reports: [baseline], where };
        }
        catch (err) {
            if (!(err instanceof trace_read/* TraceError */.yW))
                throw err;
            core/* warning */.$e((0,sanitize/* plainText */.wh)(`The baseline artifact of run ${runName} on ${branch} is not a usable report: ${err.detail}. Nothing ` +
                `fails for it.`));
            return { missing: `the artifact of ${where} is not a usable report` };
        }
    }
    catch (err) {
        if (err instanceof ArtifactError) {
            core/* warning */.$e((0,sanitize/* plainText */.wh)(`The baseline artifact "${inputs.artifactName}" on ${branch} is not usable: ${err.message}. Nothing ` +
                `fails for it.`));
            return { missing: `the baseline artifact on ${branch} is not usable` };
        }
        core/* warning */.$e(explainPublishError(err, `download the baseline artifact "${inputs.artifactName}" of ${branch}`, { permissions }));
        return { missing: `the baseline artifact of ${branch} could not be downloaded (the log says why)` };
    }
}
/** Write the JSON report; its path, or empty when it could not be written (a warning). */
async function writeReport(report, path) {
    try {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
        await (0,promises_.writeFile)(path, (0,json.serializeReport)((0,sanitize/* maskSecretsDeep */.MR)(report)));
        core/* info */.pq(`Wrote the JSON report to ${path} (secret-shaped values in it masked).`);
        return path;
    }
    catch (err) {
        const code = err.code ?? err.message;
        core/* warning */.$e(`Could not write the JSON report to ${path} (${code}); check the report-path input. The verdict and the ` +
            `exit status are not affected.`);
        return '';
    }
}
/** Upload the report and its side file as the artifact `artifact-name`. Never throws. */
async function uploadReport(report, meta, inputs, ctx) {
    const unavailable = uploadUnavailable(process.env);
    if (unavailable) {
        core/* info */.pq(`The report was not uploaded as an artifact: ${unavailable}.`);
        return;
    }
    try {
        const dir = await uploadFolder(ctx, 'artifact');
        const files = [];
        for (const { name, text } of artifactContents(report, meta)) {
            files.push((0,external_node_path_.join)(dir, name));
            await (0,promises_.writeFile)((0,external_node_path_.join)(dir, name), text);
        }
        const uploaded = await uploadArtifact(inputs.artifactName, files, dir);
        const id = uploaded.id !== undefined ? ` (id ${uploaded.id})` : '';
        core/* info */.pq(`Uploaded the report as the artifact "${inputs.artifactName}"${id}.`);
    }
    catch (err) {
        core/* warning */.$e((0,sanitize/* plainText */.wh)(explainUploadError(err, inputs.artifactName), 1000));
    }
}
/** `{ rulesBase }` when the rule pages have an address, else nothing. */
function rulesLinks() {
    const base = rulesBase(process.env);
    return base ? { rulesBase: base } : {};
}
async function writeSummary(report, baseline, notes = []) {
    if (!process.env.GITHUB_STEP_SUMMARY) {
        core/* info */.pq('GITHUB_STEP_SUMMARY is not set: no job summary.');
        return;
    }
    try {
        await core/* summary */.z
            .addRaw(renderSummary(report, {
            ...(baseline ? { baseline } : {}),
            ...rulesLinks(),
            ...(notes.length ? { notes } : {}),
        }), true)
            .write();
        core/* info */.pq('Wrote the job summary.');
    }
    catch (err) {
        core/* summary */.z.emptyBuffer();
        core/* warning */.$e(`Could not write the job summary: ${message(err)}. The verdict and the exit status are not affected.`);
    }
}
// ---------------------------------------------------------------------------------------------
// mode: comment
/** Comment on the pull request of the gate run; the comment's URL, or empty. */
async function commentMode(inputs, ctx) {
    const gateRun = ctx.workflowRun;
    if (ctx.eventName !== 'workflow_run' || !gateRun) {
        throw new InputError(`mode: expected the workflow_run event for mode comment (a workflow triggered by the gate workflow), ` +
            `found the ${ctx.eventName || 'unknown'} event`);
    }
    if (!ctx.repo)
        throw new InputError('mode: comment needs GITHUB_REPOSITORY, found it empty');
    const repo = ctx.repo;
    if (!/^pull_request(?:_target)?$/.test(gateRun.event)) {
        core/* info */.pq(`The gate run ${gateRun.id} was started by a ${(0,sanitize/* plainText */.wh)(gateRun.event, 50) || 'unknown'} event, not a ` +
            `pull request: no comment.`);
        return '';
    }
    if (!inputs.githubToken) {
        core/* warning */.$e('The github-token input is empty: no comment. Leave it at its default (${{ github.token }}).');
        return '';
    }
    const octokit = client(inputs.githubToken, PUBLISH_TIMEOUT_MS);
    const api = actionsApi(octokit, { ...repo, token: inputs.githubToken });
    const gateUrl = runUrl(ctx, gateRun.id);
    // The gate run's artifact: untrusted, so checked at every step.
    const downloaded = await core/* group */.Os(`Downloading the artifact "${inputs.artifactName}" of run ${gateRun.id}`, async () => {
        try {
            const found = await fetchReportArtifact(api, gateRun.id, inputs.artifactName);
            if (!found) {
                core/* warning */.$e(`The gate run ${gateRun.id} has no artifact named "${inputs.artifactName}": no comment. Check that ` +
                    `its gate step ran with upload-report: true (the default) and the same artifact-name.`);
                return undefined;
            }
            core/* info */.pq(`Downloaded the artifact (id ${found.artifact.id}, ${found.artifact.size} bytes).`);
            return found;
        }
        catch (err) {
            if (err instanceof ArtifactError) {
                core/* warning */.$e((0,sanitize/* plainText */.wh)(`The artifact "${inputs.artifactName}" of run ${gateRun.id} is not usable: ${err.message}. No comment.`));
            }
            else {
                core/* warning */.$e(explainPublishError(err, `download the artifact "${inputs.artifactName}" of run ${gateRun.id}`, {
                    permissions: "Give this workflow `permissions: actions: read` so that it may download the gate run's artifact.",
                }));
            }
            return undefined;
        }
    });
    if (!downloaded)
        return '';
    const reportPath = reportPathFor(inputs.reportPath, ctx.workspace, ctx.runnerTemp ?? (0,external_node_os_.tmpdir)(), ctx.action);
    let report;
    try {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(reportPath), { recursive: true });
        await (0,promises_.writeFile)(reportPath, downloaded.report);
        report = await (0,merge.readReport)(reportPath, MAX_ARTIFACT_REPORT_BYTES);
    }
    catch (err) {
        if (!(err instanceof trace_read/* TraceError */.yW))
            throw err;
        core/* warning */.$e((0,sanitize/* plainText */.wh)(`The report in the artifact of run ${gateRun.id} is not usable: ${err.detail}. No comment.`));
        return '';
    }
    let meta;
    if (downloaded.meta) {
        try {
            meta = parseArtifactMeta(downloaded.meta);
        }
        catch (err) {
            core/* warning */.$e((0,sanitize/* plainText */.wh)(`${err.message}: the comment leaves out the baseline and uses the default comment key.`));
        }
    }
    for (const [name, value] of Object.entries(verdictOutputs(report)))
        core/* setOutput */.uH(name, value);
    core/* setOutput */.uH('regression', meta?.baseline && 'sessions' in meta.baseline ? String(meta.baseline.sessions.some((d) => d.regressed)) : '');
    core/* setOutput */.uH('report-path', reportPath);
    core/* info */.pq((0,sanitize/* logLine */.BP)(verdictLine(report)));
    let numbers;
    try {
        numbers = await findPullRequests(api, gateRun);
    }
    catch (err) {
        core/* warning */.$e(explainPublishError(err, `find the pull request of commit ${gateRun.headSha}`, {
            permissions: 'Give this workflow `permissions: pull-requests: write`.',
        }));
        return '';
    }
    if (numbers.length === 0) {
        core/* info */.pq(`No open pull request has the gated commit ${gateRun.headSha} as its head (it may have moved on, or been ` +
            `closed): no comment.`);
        return '';
    }
    if (numbers.length > 1)
        core/* info */.pq(`Pull requests ${numbers.map((n) => `#${n}`).join(', ')} have the gated commit as their head; commenting ` +
            `on #${numbers[0]}.`);
    const notes = [];
    const concluded = gateRun.conclusion;
    if (concluded && /^[a-z_]{1,30}$/.test(concluded) && (concluded === 'success') !== report.verdict.passed) {
        notes.push(`> [!WARNING]\n> The gate run concluded \`${concluded}\`, but its report says the gate ` +
            `${report.verdict.passed ? 'passed' : 'failed'}. The check of [the gate run](${gateUrl ?? ''}) is what ` +
            `counts; this comment shows its report.`);
    }
    const key = (0,sanitize/* sanitizeCommentKey */.Yq)(inputs.commentKey || meta?.comment_key || 'default');
    return core/* group */.Os('Publishing', () => publishComment(report, {
        commentOn: inputs.commentOn,
        token: inputs.githubToken,
        key,
        repo,
        pullRequest: { number: numbers[0], fromFork: false },
        run: { id: String(gateRun.id), number: gateRun.number, attempt: gateRun.attempt, sha: gateRun.headSha },
        fullReportUrl: gateUrl,
        runLink: (id) => runUrl(ctx, id),
        ...(meta?.baseline ? { baseline: meta.baseline } : {}),
        notes,
        ...rulesLinks(),
        octokit: () => octokit,
    }));
}


/***/ }),

/***/ 24235:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fK: () => (/* binding */ valueAt),
/* harmony export */   n6: () => (/* binding */ describeIssue),
/* harmony export */   pz: () => (/* binding */ valueWords)
/* harmony export */ });
/* unused harmony export keyPath */
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58198);

/** A few words for a value as a user wrote it: "a string", "a list", "nothing", `"text"`, 3. */
function valueWords(x) {
    if (x === undefined)
        return 'nothing';
    if (x === null)
        return 'null';
    if (Array.isArray(x))
        return 'a list';
    if (typeof x === 'object')
        return 'a mapping';
    if (typeof x === 'string')
        return JSON.stringify((0,_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .cutMasked */ .y3)(x, 40, '...'));
    if (typeof x === 'number' || typeof x === 'boolean')
        return String(x);
    return `a ${typeof x}`;
}
const TYPE_WORDS = {
    string: 'a string',
    number: 'a number',
    int: 'a whole number',
    boolean: 'true or false',
    object: 'a mapping',
    array: 'a list',
    tuple: 'a list',
    record: 'a mapping',
    null: 'null',
};
/** The value at a path inside a value. */
function valueAt(root, path) {
    let v = root;
    for (const k of path) {
        if (v === null || typeof v !== 'object')
            return undefined;
        v = v[k];
    }
    return v;
}
/** A key path in words: `assertions.tool_call_count[1].max`. */
function keyPath(path) {
    let out = '';
    for (const k of path)
        out += typeof k === 'number' ? `[${k}]` : out === '' ? String(k) : `.${String(k)}`;
    return out;
}
/**
 * The union branch most likely meant: the one whose issues reach deepest into the value; on a
 * tie, one whose issue is about the value itself rather than its type.
 */
function likeliestBranch(errors) {
    const score = (branch) => Math.max(...branch.map((i) => i.path.length * 2 + (i.code === 'invalid_type' ? 0 : 1)));
    return errors.reduce((best, branch) => (score(branch) > score(best) ? branch : best), errors[0] ?? []);
}
/** One issue in words, "[key: ]expected ..., found ...", for the value it was raised on (the root of the parse). */
function describeIssue(issue, root, knownKeys) {
    if (issue.code === 'invalid_union' && issue.message !== 'Invalid input') {
        // A union with words of its own says what it takes.
        return (`${issue.path.length ? `${keyPath(issue.path)}: ` : ''}${issue.message}, found ` +
            `${valueWords(valueAt(root, issue.path))}`);
    }
    if (issue.code === 'invalid_union' && issue.errors.length) {
        const branch = likeliestBranch(issue.errors);
        if (branch.length) {
            const inner = branch[0];
            return describeIssue({ ...inner, path: [...issue.path, ...inner.path] }, root, knownKeys);
        }
    }
    const at = issue.path.length ? `${keyPath(issue.path)}: ` : '';
    const value = valueAt(root, issue.path);
    switch (issue.code) {
        case 'invalid_type':
            return `${at}expected ${TYPE_WORDS[issue.expected] ?? issue.expected}, found ${valueWords(value)}`;
        case 'invalid_value': {
            const values = issue.values.map((v) => JSON.stringify(v));
            const expected = values.length === 1 ? values[0] : `one of ${values.join(', ')}`;
            return `${at}expected ${expected}, found ${valueWords(value)}`;
        }
        case 'unrecognized_keys': {
            const known = knownKeys?.(issue.path);
            const keys = issue.keys.map((k) => JSON.stringify(k)).join(', ');
            return known?.length
                ? `${at}expected one of the keys ${known.join(', ')}, found ${keys}`
                : `${at}expected no key ${keys} here, found it`;
        }
        case 'too_small': {
            const op = issue.inclusive === false ? '>' : '>=';
            if (issue.origin === 'string')
                return `${at}expected a non-empty string, found ${valueWords(value)}`;
            if (issue.origin === 'array' || issue.origin === 'set')
                return (`${at}expected at least ${String(issue.minimum)} item${Number(issue.minimum) === 1 ? '' : 's'}, ` +
                    `found ${Array.isArray(value) ? value.length : valueWords(value)}`);
            return `${at}expected a number ${op} ${String(issue.minimum)}, found ${valueWords(value)}`;
        }
        case 'too_big': {
            const op = issue.inclusive === false ? '<' : '<=';
            if (issue.origin === 'array' || issue.origin === 'set')
                return (`${at}expected at most ${String(issue.maximum)} items, found ` +
                    `${Array.isArray(value) ? value.length : valueWords(value)}`);
            if (issue.origin === 'string')
                return `${at}expected at most ${String(issue.maximum)} characters, found a longer string`;
            return `${at}expected a number ${op} ${String(issue.maximum)}, found ${valueWords(value)}`;
        }
        case 'invalid_format':
            return (`${at}expected ${issue.format === 'regex' ? 'a value of the documented form' : issue.format}, ` +
                `found ${valueWords(value)}`);
        default:
            return `${at}${issue.message}`;
    }
}


/***/ }),

/***/ 83323:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WI: () => (/* binding */ REPORT_SCHEMA_VERSION),
/* harmony export */   lH: () => (/* binding */ TOOL_NAME),
/* harmony export */   wr: () => (/* binding */ TOOL_VERSION)
/* harmony export */ });
/* unused harmony export REPOSITORY_URL */
/** The tool's name and version, as the report states them (a test keeps it equal to package.json). */
const TOOL_NAME = 'agent-trust-gate';
const TOOL_VERSION = '0.1.0';
/** The version of the JSON report's schema (src/report/schema.ts). */
const REPORT_SCHEMA_VERSION = 1;
/** The project's repository (package.json `repository`; a test keeps them equal). */
const REPOSITORY_URL = 'https://github.com/agent-trust-gate/agent-trust-gate';


/***/ }),

/***/ 27231:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   REPORT_MAX_DEPTH: () => (/* binding */ REPORT_MAX_DEPTH),
/* harmony export */   mergeReports: () => (/* binding */ mergeReports),
/* harmony export */   readReport: () => (/* binding */ readReport),
/* harmony export */   sessionsOf: () => (/* binding */ sessionsOf)
/* harmony export */ });
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72020);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _report_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91327);
/* harmony import */ var _trace_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56438);
/* harmony import */ var _core_depth_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(88414);
/* harmony import */ var _core_load_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(33527);
/* harmony import */ var _trace_adapters_types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(84191);
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
    const { detect } = await (0,_core_load_js__WEBPACK_IMPORTED_MODULE_4__/* .loadInTurn */ .B)(() => Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 94772)));
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
    const parsed = _report_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .reportSchema */ .Qh.safeParse(value);
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

/***/ 47876:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E4: () => (/* binding */ sortHarborTrials),
/* harmony export */   Iv: () => (/* binding */ isHarborTrialResult),
/* harmony export */   Kn: () => (/* binding */ harborFix),
/* harmony export */   My: () => (/* binding */ harborResult),
/* harmony export */   R$: () => (/* binding */ sortRunPairs),
/* harmony export */   pM: () => (/* binding */ isHarborTrial),
/* harmony export */   sn: () => (/* reexport safe */ _types_js__WEBPACK_IMPORTED_MODULE_3__.sn)
/* harmony export */ });
/* unused harmony exports harborReason, harborUsage */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_events_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(87842);
/* harmony import */ var _trace_adapters_run_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(11519);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95509);
/**
 * Harbor's trial folders (the harness of Terminal-Bench 2): one session per trial, read from the
 * agent's own log when its format is read (`agent/claude-code.txt`, Claude Code's stream JSON;
 * `agent/codex.txt`, `codex exec --json`; `agent/mini-swe-agent.trajectory.json`, mini-swe-agent's
 * trajectory, when it says so; SWE-agent's, OpenClaw's, opencode's, Cursor CLI's and Copilot
 * CLI's: AGENT_LOGS), else from `agent/trajectory.json` (ATIF, with the files it links). Everything
 * else in the trial is Harbor's, the verifier's or the agent's, and is read or named:
 * - `result.json` (the trial's result) and, where it holds no reward, `verifier/reward.txt` are
 *   one harness result of kind `harbor`, joined to the trial's session: the verifier's reward,
 *   and how Harbor saw the run end (`exception_info`: an agent stopped at its time limit failed);
 * - Claude Code's own transcript (`agent/sessions/`) and the ATIF conversion are the same run
 *   as the log read, named as such, never read twice;
 * - the rest (`config.json`, `trial.log`, `verifier/*`, the task's artifacts) is named.
 * A trial that holds no trace of the agent is named as such and not judged. Pure but for
 * `sortHarborTrials`, which reads the small files it sorts.
 */




/** Whether a parsed `result.json` is a Harbor trial's. */
function isHarborTrialResult(v) {
    return ((0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(v) &&
        typeof v.trial_name === 'string' &&
        typeof v.task_name === 'string' &&
        ('verifier_result' in v || 'agent_info' in v || 'exception_info' in v));
}
const isHarborTrial = (v) => (0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(v) && v.harbor_trial === true;
/** The agent's logs read for a trial, best first (paths under the trial folder). */
const AGENT_LOGS = [
    'agent/claude-code.txt',
    'agent/codex.txt',
    'agent/mini-swe-agent.trajectory.json',
    'agent/swe-agent.trajectory.json',
    'agent/openclaw.session.jsonl',
    'agent/opencode.txt',
    'agent/cursor-cli.txt',
    'agent/copilot-cli.jsonl',
    'agent/trajectory.json',
];
const ATIF_LOG = 'agent/trajectory.json';
/** mini-swe-agent's own trajectory, read when it says it is one (`trajectory_format`, near its end). */
const MINI_LOG = 'agent/mini-swe-agent.trajectory.json';
const MINI_FORMAT = /"trajectory_format"\s*:\s*"mini-swe-agent/;
/** A line that opens a JSON record. */
const JSON_LINE = /(?:^|\n)[ \t]*\{/;
/** The files an ATIF trajectory links beside it: continuations and context summarizations'. */
const LINKED_PART = /^agent\/trajectory\.(?:cont-\d+|summarization-[^/]+)\.json$/;
/** A number written alone in a file (verifier/reward.txt), or undefined. */
function numberIn(text) {
    if (text === undefined)
        return undefined;
    const t = text.trim();
    return /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(t) ? Number(t) : undefined;
}
const posix = (p) => p.split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).join('/');
/** Nothing sorted yet. */
function emptySorted() {
    return { traces: [], harness: [], notRead: [], taken: new Set(), usage: new Map(), fallback: new Map() };
}
/**
 * Sort the files a walk found in Harbor trial folders: `results` are the parsed `result.json`
 * files that are a trial's (by path), `text` reads a small file's text (reward.txt), `ends` the
 * first and last few hundred bytes of a file (where mini-swe-agent's trajectory names its format). Files not
 * under a trial folder are left to the usual sorting.
 */
function sortHarborTrials(paths, results, text, ends = text) {
    const out = emptySorted();
    const dirs = [...results.keys()].map((p) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(p)).sort();
    if (dirs.length === 0)
        return out;
    const byDir = new Map(dirs.map((d) => [d, []]));
    for (const p of paths) {
        // The deepest trial folder that holds it.
        let d = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(p);
        for (;;) {
            const files = byDir.get(d);
            if (files) {
                files.push(p);
                break;
            }
            const up = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(d);
            if (up === d)
                break;
            d = up;
        }
    }
    for (const dir of dirs) {
        const files = byDir.get(dir);
        const rel = new Map(files.map((f) => [posix((0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(dir, f)), f]));
        // The agent's logs there, best first: an empty one (an agent that never started) holds no trace.
        const empty = new Set();
        const log = AGENT_LOGS.find((l) => {
            if (!rel.has(l))
                return false;
            const bytes = ends(rel.get(l));
            if (bytes !== undefined && bytes.trim() === '') {
                empty.add(l);
                return false;
            }
            if (l === MINI_LOG)
                return MINI_FORMAT.test(bytes ?? '');
            // A stream with no record where it starts or ends (an agent that failed at its start wrote
            // only text): the ATIF conversion is read, if there is one.
            return bytes === undefined || !l.endsWith('.txt') || JSON_LINE.test(bytes) || !rel.has(ATIF_LOG);
        });
        const trace = log !== undefined ? rel.get(log) : undefined;
        const result = results.get((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, 'result.json')) ?? results.get(files.find((f) => results.has(f)) ?? '');
        const name = result && typeof result.trial_name === 'string' ? result.trial_name : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(dir);
        for (const [r, f] of rel) {
            out.taken.add(f);
            // The ATIF file's linked parts (a continuation, a summarization's) are read with it, as part
            // of its run; one that it does not name is a session of its own.
            if (f === trace || (log === ATIF_LOG && LINKED_PART.test(r))) {
                out.traces.push(f);
                continue;
            }
            const what = empty.has(r) ? "the agent's log, empty: nothing to read" : whatIs(r, log, trace === undefined);
            if (what !== undefined)
                out.notRead.push({ file: f, what });
        }
        if (trace === undefined) {
            out.notRead.push({
                file: dir,
                what: `a Harbor trial (${name}) that holds Harbor's results and no trace of the agent: not judged`,
            });
            continue;
        }
        const atif = log !== ATIF_LOG ? rel.get(ATIF_LOG) : undefined;
        if (atif !== undefined)
            out.fallback.set(trace, atif);
        const usage = harborUsage(result);
        if (usage) {
            out.usage.set(trace, usage);
            if (atif !== undefined)
                out.usage.set(atif, usage);
        }
        const resultPath = files.find((f) => results.has(f));
        const rewardPath = rel.get('verifier/reward.txt');
        const reward = rewardPath !== undefined ? numberIn(text(rewardPath)) : undefined;
        const source = resultPath ?? rewardPath;
        if (source === undefined)
            continue;
        out.harness.push({
            source,
            value: {
                harbor_trial: true,
                trial: name,
                trace,
                ...(result ? { result } : {}),
                ...(reward !== undefined ? { reward_file: reward } : {}),
            },
        });
    }
    return out;
}
/** What a file of a trial folder is (its path in the folder), when not read; undefined for result.json. */
function whatIs(rel, log, noTrace) {
    if (rel === 'result.json')
        return noTrace ? "Harbor's result of the trial; the trial holds no trace" : undefined;
    if (rel === 'verifier/reward.txt' || rel === 'verifier/reward.json')
        return "the verifier's reward, read with the trial's result";
    if (rel === 'config.json')
        return "Harbor's configuration of the trial";
    if (rel === 'trial.log')
        return "Harbor's log of the trial";
    if (rel.startsWith('verifier/'))
        return "the verifier's output";
    if (rel.startsWith('agent/') && log !== undefined) {
        if (rel === ATIF_LOG || LINKED_PART.test(rel))
            return `${rel === ATIF_LOG ? 'the' : 'part of the'} ATIF conversion of the same run as ${log}, read from ${log}`;
        if (rel.startsWith('agent/sessions/') && /\.jsonl$/.test(rel))
            return `Claude Code's own transcript of the same run as ${log}, read from ${log}`;
        return `written by the agent during the same run as ${log}`;
    }
    return 'written by Harbor or the task beside the trial';
}
/** The kind of exception Harbor recorded for a trial, and its message's first line. */
function exceptionOf(result) {
    const e = result?.exception_info;
    if (!(0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(e))
        return undefined;
    const type = typeof e.exception_type === 'string' && e.exception_type !== '' ? e.exception_type : 'an exception';
    const message = typeof e.exception_message === 'string' ? (e.exception_message.trim().split('\n')[0] ?? '').slice(0, 120) : '';
    return { type, message };
}
/** Harbor's exceptions that are the agent's: it ran out of time, or its process exited with an error. */
const AGENT_EXCEPTIONS = new Set(['AgentTimeoutError', 'NonZeroAgentExitCodeError']);
/** Harbor's verifier could not run, or left no reward it could read. */
const VERIFIER_EXCEPTIONS = new Set([
    'RewardFileNotFoundError',
    'RewardFileEmptyError',
    'VerifierOutputParseError',
    'RewardParseError',
    'AddTestsDirError',
    'DownloadVerifierDirError',
]);
/** An exception of the trial's environment (its container or sandbox), by its type or its message. */
const ENVIRONMENT = /^Environment\w*Error$|docker|compose|container|daemon|sandbox|daytona|modal|e2b|runloop|kubernetes|\bpod\b/i;
/**
 * Why a Harbor trial did not pass, in words, and whose failure it was: the agent's (a reward
 * below a pass, Harbor stopping it at its time limit, its process exiting with an error) or the
 * harness's own (the verifier timing out or leaving no reward, the environment failing, a
 * cancelled trial, any other exception Harbor recorded). Undefined for a trial that passed.
 */
function harborReason(status, reward, exception) {
    if (status === 'passed')
        return undefined;
    const named = exception
        ? `${exception.type}${exception.message && exception.message !== exception.type ? `: ${exception.message}` : ''}`
        : '';
    const scored = reward !== undefined ? `the verifier's reward was ${(0,_types_js__WEBPACK_IMPORTED_MODULE_3__/* .scoreText */ .QO)(reward)}` : '';
    if (status === 'agent_timeout')
        return {
            reason: `Harbor stopped the agent at its time limit (${named})${scored ? `; ${scored} all the same` : ''}`,
            fault: 'agent',
        };
    if (status === 'failed') {
        const after = exception ? `, after Harbor recorded ${named}` : '';
        return {
            reason: `the verifier's reward was ${(0,_types_js__WEBPACK_IMPORTED_MODULE_3__/* .scoreText */ .QO)(reward)}, below the 1 a pass needs${after}`,
            fault: exception && !AGENT_EXCEPTIONS.has(exception.type) ? 'harness' : 'agent',
        };
    }
    if (!exception)
        return { reason: 'the verifier wrote no reward', fault: 'harness' };
    const t = exception.type;
    if (t === 'NonZeroAgentExitCodeError')
        return {
            reason: `the agent's process exited with an error, and the verifier gave no reward (${named})`,
            fault: 'agent',
        };
    if (t === 'VerifierTimeoutError')
        return { reason: `the verifier ran out of time, so the trial has no reward (${named})`, fault: 'harness' };
    if (VERIFIER_EXCEPTIONS.has(t))
        return { reason: `the verifier left no reward it could read (${named})`, fault: 'harness' };
    if (t === 'AgentSetupTimeoutError')
        return { reason: `Harbor could not set the agent up in time, so it never ran (${named})`, fault: 'harness' };
    if (t === 'CancelledError' || t === 'KeyboardInterrupt')
        return { reason: `the trial was cancelled before the verifier gave a reward (${named})`, fault: 'harness' };
    if (ENVIRONMENT.test(t) || ENVIRONMENT.test(exception.message))
        return { reason: `the trial's environment failed, and the verifier gave no reward (${named})`, fault: 'harness' };
    return { reason: `Harbor recorded ${named}, and the verifier gave no reward`, fault: 'harness' };
}
/** The reward in result.json (verifier_result.rewards.reward), or undefined. */
function rewardOf(result) {
    const v = result?.verifier_result;
    const rewards = (0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(v) ? v.rewards : undefined;
    const r = (0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(rewards) ? rewards.reward : undefined;
    return typeof r === 'number' && Number.isFinite(r) ? r : undefined;
}
/** A count Harbor recorded: a finite number of at least zero, else undefined (null: not counted). */
function countOf(v) {
    return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined;
}
/**
 * The tokens and cost Harbor recorded for the agent (`result.json` `agent_result`: n_input_tokens,
 * which counts the cached ones, n_cache_tokens, n_output_tokens, cost_usd) as one `token_usage`
 * event, for a trace that records none of its own; undefined when Harbor counted nothing.
 */
function harborUsage(result) {
    const a = result?.agent_result;
    if (!(0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(a))
        return undefined;
    const input = countOf(a.n_input_tokens);
    const cache = countOf(a.n_cache_tokens);
    const output = countOf(a.n_output_tokens);
    if (input === undefined && output === undefined)
        return undefined;
    const cost = countOf(a.cost_usd);
    return (0,_trace_adapters_run_js__WEBPACK_IMPORTED_MODULE_2__/* .tokenUsage */ .Z_)((0,_trace_adapters_run_js__WEBPACK_IMPORTED_MODULE_2__/* .inclusiveUsage */ .Wk)(input, cache !== undefined && input !== undefined ? Math.min(cache, input) : cache, undefined, output), { ...(cost !== undefined ? { cost_usd: cost } : {}), source: 'harbor_result' });
}

/**
 * A trial's harness result: the verifier's reward as the final score; the status `passed` at a
 * reward of 1 or more, else `failed`; `agent_timeout` when Harbor stopped the agent at its time
 * limit (whatever the reward), `error` for another exception without a reward, `no_reward` when
 * the verifier wrote none.
 */
function harborResult(trial, source) {
    const reward = rewardOf(trial.result) ?? trial.reward_file;
    const exception = exceptionOf(trial.result);
    const status = exception?.type === 'AgentTimeoutError'
        ? 'agent_timeout'
        : reward === undefined
            ? exception
                ? 'error'
                : 'no_reward'
            : reward >= 1
                ? 'passed'
                : 'failed';
    const why = harborReason(status, reward, exception);
    return {
        harness: 'harbor',
        source,
        id: trial.trial,
        run: trial.trace,
        final_score: reward ?? null,
        score_origin: reward !== undefined ? 'recorded' : null,
        status,
        recorded: { final_score: reward ?? null, status: exception ? `${exception.type}` : null },
        mismatches: [],
        ...(why ?? {}),
        passed: status === 'passed',
    };
}
/** What to do about a Harbor trial that failed, by whose failure it was; undefined when it passed. */
function harborFix(r) {
    if (r.status === 'agent_timeout')
        return ('The run failed whatever it had done: look at where the trace spent its time (long commands, waits, ' +
            "repeated steps); give the agent more time (Harbor's --timeout-multiplier, or the agent's " +
            'override_timeout_sec) only if the task needs it.');
    if (r.fault === 'harness')
        return ("The harness failed, not the agent's trace: see the trial's exception.txt and trial.log, fix the cause " +
            '(the environment, the verifier, its time limit) and run the trial again.');
    if (r.status === 'failed')
        return "The agent's work did not pass the task's tests: the verifier's output (verifier/test-stdout.txt) says which failed.";
    if (r.fault === 'agent')
        return "The agent's process failed: see the end of its log and the trial's exception.txt for why it exited.";
    return undefined;
}
/** An agent's own log in a folder that re-packages a run with its ATIF conversion. */
const NATIVE_LOG = /^(?:raw-trajectory\.json|.+\.trajectory\.json)$/;
/** The ATIF conversion beside it. */
const ATIF_NAMES = new Set(['trajectory.atif.json', 'trajectory.json']);
/** An ATIF document's opening (`schema_version` is the first key Harbor writes). */
const ATIF_HEAD = /"schema_version"\s*:\s*"ATIF-/;
/** The re-packaged trial's result (Harbor's result.json), reward and grader's results. */
const TRIAL_RESULT = 'trial-result.json';
const TRIAL_REWARD = 'reward.txt';
const TRIAL_GRADER = 'grader-results.json';
/**
 * Sort the folders, among `paths` not `taken` already, that hold a run's own log and its ATIF
 * conversion side by side, as Harbor's trials re-packaged one folder a trial do
 * (`raw-trajectory.json` or `<agent>.trajectory.json` beside `trajectory.atif.json` or
 * `trajectory.json`): one run, one session, read from the agent's own log (the ATIF file named as
 * the same run, and read instead when the log cannot be read). The folder's `trial-result.json`
 * (Harbor's TrialResult) and `reward.txt` are its verifier's result, a `harbor` result joined to
 * the session; `grader-results.json` is named. A folder with more than one log or ATIF file of
 * those names is left to the usual sorting. `head` gives a file's first few kilobytes, `text` a
 * small file's text, `result` a `trial-result.json` parsed (undefined when it is none).
 */
function sortRunPairs(paths, taken, head, text, result) {
    const out = emptySorted();
    const byDir = new Map();
    for (const p of paths) {
        if (taken.has(p))
            continue;
        const name = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(p);
        const kept = NATIVE_LOG.test(name) || ATIF_NAMES.has(name) || [TRIAL_RESULT, TRIAL_REWARD, TRIAL_GRADER].includes(name);
        if (!kept)
            continue;
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(p);
        let files = byDir.get(dir);
        if (!files)
            byDir.set(dir, (files = new Map()));
        files.set(name, p);
    }
    for (const [dir, files] of [...byDir].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        const isAtif = (p) => ATIF_HEAD.test(head(p) ?? '');
        const logs = [...files].filter(([n, p]) => NATIVE_LOG.test(n) && !isAtif(p));
        const atifs = [...files].filter(([n, p]) => ATIF_NAMES.has(n) && isAtif(p));
        if (logs.length !== 1 || atifs.length !== 1)
            continue;
        const [[logName, log]] = logs;
        const [[, atif]] = atifs;
        out.traces.push(log);
        out.taken.add(log).add(atif);
        out.fallback.set(log, atif);
        out.notRead.push({
            file: atif,
            what: `the ATIF conversion of the same run as ${logName}, read from ${logName}`,
        });
        const resultPath = files.get(TRIAL_RESULT);
        const parsed = resultPath !== undefined ? result(resultPath) : undefined;
        const trial = isHarborTrialResult(parsed) ? parsed : undefined;
        const rewardPath = files.get(TRIAL_REWARD);
        const reward = rewardPath !== undefined ? numberIn(text(rewardPath)) : undefined;
        const source = trial ? resultPath : reward !== undefined ? rewardPath : undefined;
        if (source === undefined)
            continue;
        const usage = harborUsage(trial);
        if (usage)
            out.usage.set(log, usage).set(atif, usage);
        out.taken.add(source);
        out.harness.push({
            source,
            value: {
                harbor_trial: true,
                trial: trial && typeof trial.trial_name === 'string' ? trial.trial_name : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(dir),
                trace: log,
                ...(trial ? { result: trial } : {}),
                ...(reward !== undefined ? { reward_file: reward } : {}),
            },
        });
        if (source !== rewardPath && rewardPath !== undefined && reward !== undefined) {
            out.taken.add(rewardPath);
            out.notRead.push({ file: rewardPath, what: "the verifier's reward, read with the trial's result" });
        }
        const grader = files.get(TRIAL_GRADER);
        if (grader !== undefined) {
            out.taken.add(grader);
            out.notRead.push({
                file: grader,
                what: `the grader's results of the trial; its verdict is read from ${(0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(source)}`,
            });
        }
    }
    return out;
}


/***/ }),

/***/ 88027:
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
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95509);
/* harmony import */ var _harbor_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47876);
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

/***/ 81379:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R9: () => (/* binding */ harnessFileKind),
/* harmony export */   uC: () => (/* binding */ HARNESS_FILES_EXPECTED)
/* harmony export */ });
/* unused harmony exports isArksimEvaluation, paeFileKind */
/* harmony import */ var _core_events_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(87842);
/* harmony import */ var _swe_bench_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53278);
/* harmony import */ var _harbor_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47876);
/**
 * Which harness file a parsed JSON or YAML value is: by its shape alone, without checking it
 * (src/harness/index.ts checks and reads it, with zod). What sorting the files a walk found needs
 * (src/harness/folders.ts), which a run does before it hands out its first file.
 */



/** Whether a JSON value looks like arksim's evaluation output. */
function isArksimEvaluation(v) {
    if (!(0,_core_events_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(v) || !Array.isArray(v.conversations))
        return false;
    if ('evaluator_version' in v || 'unique_errors' in v)
        return true;
    const first = v.conversations[0];
    return (0,_core_events_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(first) && 'turn_scores' in first;
}
/** Which personal_agent_eval file a JSON or YAML value is, if any. */
function paeFileKind(v) {
    if (!(0,_core_events_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(v))
        return undefined;
    if ((0,_core_events_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .OW)(v.identity) && 'run_id' in v.identity && Array.isArray(v.trace) && 'status' in v)
        return 'run';
    if ('final_score' in v && 'run_id' in v && 'case_id' in v)
        return 'final_result';
    if ('case_id' in v && Array.isArray(v.deterministic_checks))
        return 'test_config';
    return undefined;
}
/** What harness file a parsed JSON or YAML value is (`source`: its path); undefined when none. */
function harnessFileKind(value, source = '') {
    if ((0,_harbor_js__WEBPACK_IMPORTED_MODULE_2__/* .isHarborTrial */ .pM)(value))
        return 'harbor';
    if (isArksimEvaluation(value))
        return 'arksim';
    const pae = paeFileKind(value);
    if (pae)
        return `personal_agent_eval:${pae}`;
    const swe = (0,_swe_bench_js__WEBPACK_IMPORTED_MODULE_1__/* .sweBenchFileKind */ .AN)(value, source);
    return swe ? `swe_bench:${swe}` : undefined;
}
const HARNESS_FILES_EXPECTED = 'expected an arksim evaluation.json, a personal_agent_eval run artifact (run.json), final result ' +
    '(final_result.json) or case config (test.yaml), or SWE-bench-style results (results.json, report.json, a ' +
    'reward file)';


/***/ }),

/***/ 53278:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ sweBenchFileKind),
/* harmony export */   m$: () => (/* binding */ sweBenchResults),
/* harmony export */   xH: () => (/* binding */ joinRuns)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_events_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(87842);
/**
 * SWE-bench-style results written beside the runs they judge, read as harness results with one
 * result per instance id:
 *
 * - a run report (`results.json` of SWE-bench's experiments and Multi-SWE-bench, or the
 *   `<model>.<run_id>.json` of `swebench.harness.run_evaluation`): lists of instance ids
 *   (`resolved` or `resolved_ids`, `unresolved_ids`, `empty_patch_ids`, `error_ids`,
 *   `incomplete_ids`, `completed_ids`, `submitted_ids`);
 * - an instance report (`report.json` under `logs/run_evaluation/...`): `{<instance_id>:
 *   {resolved, patch_exists, patch_successfully_applied, tests_status}}`, or the same fields at
 *   the top (mini-swe-agent's `logs/<instance_id>/report.json`), whose instance is the folder it
 *   lies in (or its `instance_id`);
 * - a reward file: a number (`reward.txt`), or `{reward}` with an optional `instance_id` /
 *   `task_id`; its instance is the folder it lies in (skipping `verifier`, `logs`, `agent`).
 *
 * Each result's status is `resolved`, `unresolved`, `empty_patch` (nothing submitted), `error`
 * (the evaluation failed) or `incomplete` (never evaluated); its final score is 1 for resolved,
 * else 0 (a reward: the reward itself, resolved from 1 on). The results are joined to the runs by
 * instance id (`joinRuns`). Pure.
 */


/** Statuses in the order a run report's lists are read: the first list an id is in wins. */
const LISTS = [
    ['resolved_ids', 'resolved'],
    ['resolved', 'resolved'],
    ['error_ids', 'error'],
    ['empty_patch_ids', 'empty_patch'],
    ['unresolved_ids', 'unresolved'],
    ['incomplete_ids', 'incomplete'],
    ['completed_ids', 'unresolved'],
    ['submitted_ids', 'incomplete'],
];
const isIdList = (x) => Array.isArray(x) && x.every((s) => typeof s === 'string');
/** One instance's report: `resolved` and the fields of the evaluation. */
const isInstanceReport = (e) => (0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(e) &&
    typeof e.resolved === 'boolean' &&
    ('patch_exists' in e || 'tests_status' in e || 'patch_successfully_applied' in e);
/** Which SWE-bench-style file a parsed value is, if any. */
function sweBenchFileKind(v, source = '') {
    if (typeof v === 'number')
        return /(^|[\\/])reward(\.[a-z]+)?$/i.test(source) ? 'reward' : undefined;
    if (!(0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(v))
        return undefined;
    if (typeof v.reward === 'number')
        return 'reward';
    if (isInstanceReport(v))
        return 'instance_report';
    if ((isIdList(v.resolved_ids) || isIdList(v.resolved)) &&
        LISTS.some(([key]) => key !== 'resolved' && key !== 'resolved_ids' && isIdList(v[key])))
        return 'run_report';
    const entries = Object.values(v);
    if (entries.length > 0 && entries.every(isInstanceReport))
        return 'instance_report';
    return undefined;
}
/** The instance a reward file belongs to, from the folders it lies in. */
function instanceOfPath(source) {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(source);
    while (['verifier', 'logs', 'agent', 'results', 'output', 'outputs'].includes((0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(dir).toLowerCase())) {
        const up = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(dir);
        if (up === dir)
            break;
        dir = up;
    }
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(dir);
}
function result(source, id, status, score, recordedScore) {
    return {
        harness: 'swe_bench',
        source,
        id,
        final_score: score,
        score_origin: 'recorded',
        status,
        recorded: { final_score: recordedScore, status },
        mismatches: [],
        passed: true,
    };
}
const byId = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
/** The results of one SWE-bench-style file, sorted by instance id. */
function sweBenchResults(value, source, kind) {
    switch (kind) {
        case 'reward': {
            const o = (0,_core_events_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .OW)(value) ? value : {};
            const reward = typeof value === 'number' ? value : o.reward;
            const named = [o.instance_id, o.task_id, o.id].find((x) => typeof x === 'string' && x !== '');
            const score = Math.min(1, Math.max(0, reward));
            return [result(source, named ?? instanceOfPath(source), reward >= 1 ? 'resolved' : 'unresolved', score, reward)];
        }
        case 'instance_report': {
            const out = [];
            const v = value;
            // One instance's report at the top: its instance is named in it or by its folder.
            const reports = isInstanceReport(v)
                ? [[typeof v.instance_id === 'string' && v.instance_id !== '' ? v.instance_id : instanceOfPath(source), v]]
                : Object.entries(v);
            for (const [id, raw] of reports) {
                const status = raw.resolved === true ? 'resolved' : raw.patch_exists === false ? 'empty_patch' : 'unresolved';
                out.push(result(source, id, status, status === 'resolved' ? 1 : 0, null));
            }
            return out.sort(byId);
        }
        case 'run_report': {
            const v = value;
            const status = new Map();
            for (const [key, s] of LISTS) {
                const list = v[key];
                if (!isIdList(list))
                    continue;
                for (const id of list)
                    if (!status.has(id))
                        status.set(id, s);
            }
            return [...status].map(([id, s]) => result(source, id, s, s === 'resolved' ? 1 : 0, null)).sort(byId);
        }
    }
}
/** The keys a run is known by: its session key, its file's name without extensions, its folder's name. */
function runKeys(source, session) {
    const name = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(source).replace(/(\.traj)?\.(jsonl|json|ndjson|traj)$/i, '');
    return [...(session !== undefined ? [session] : []), name, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(source))];
}
/**
 * SWE-bench results joined to the runs they judge, by instance id: each result whose id names a
 * run (a session key such as an OpenHands `instance_id`, a trace file `<instance_id>.traj` or
 * `<instance_id>.traj.json`, or the folder holding the trace) gets `run` (`path` or
 * `path#session`). A file whose results name some of the runs keeps only those: a harness that
 * judged a hundred instances gates the ones whose runs are in the report. A file that names none
 * of them is kept whole. Other harnesses' results pass through unchanged.
 */
function joinRuns(results, runs) {
    const byKey = new Map();
    for (const r of runs) {
        const name = r.session !== undefined ? `${r.source}#${r.session}` : r.source;
        for (const key of runKeys(r.source, r.session))
            if (!byKey.has(key))
                byKey.set(key, name);
    }
    const joined = results.map((r) => {
        if (r.harness === 'harbor') {
            // A Harbor trial names the trace read for it: its session (the first, when it holds several).
            const run = runs.find((x) => x.source === r.run);
            return run ? { ...r, run: run.session !== undefined ? `${run.source}#${run.session}` : run.source } : r;
        }
        if (r.harness !== 'swe_bench')
            return r;
        const run = byKey.get(r.id);
        return run !== undefined ? { ...r, run } : r;
    });
    const sourcesJoined = new Set(joined.filter((r) => r.run !== undefined).map((r) => r.source));
    const warnings = [];
    const dropped = new Map();
    const kept = joined.filter((r) => {
        if (r.harness !== 'swe_bench' || r.run !== undefined || !sourcesJoined.has(r.source))
            return true;
        dropped.set(r.source, (dropped.get(r.source) ?? 0) + 1);
        return false;
    });
    for (const [source, n] of dropped)
        warnings.push(`${source}: ${n} instance${n === 1 ? '' : 's'} without a run among the traces, not gated`);
    return { results: kept, warnings };
}


/***/ }),

/***/ 95509:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fp: () => (/* binding */ DEFAULT_ARKSIM_STATUSES),
/* harmony export */   LV: () => (/* binding */ RUN_STATUSES),
/* harmony export */   Pv: () => (/* binding */ ARKSIM_STATUSES),
/* harmony export */   QO: () => (/* binding */ scoreText),
/* harmony export */   Vx: () => (/* binding */ DEFAULT_RUN_STATUSES),
/* harmony export */   Wx: () => (/* binding */ HARBOR_STATUSES),
/* harmony export */   d: () => (/* binding */ MAX_HARNESS_FILE_BYTES),
/* harmony export */   kg: () => (/* binding */ SWE_BENCH_STATUSES),
/* harmony export */   nz: () => (/* binding */ HARNESS_FAULTS),
/* harmony export */   od: () => (/* binding */ DEFAULT_SWE_BENCH_STATUSES),
/* harmony export */   oo: () => (/* binding */ HARNESS_IDS),
/* harmony export */   sn: () => (/* binding */ DEFAULT_HARBOR_STATUSES)
/* harmony export */ });
/** The largest harness file read. */
const MAX_HARNESS_FILE_BYTES = 64 * 1024 * 1024;
const HARNESS_IDS = ['arksim', 'personal_agent_eval', 'swe_bench', 'harbor'];
/** arksim's conversation statuses (evaluator/utils/enums.py: EvaluationStatus). */
const ARKSIM_STATUSES = ['Done', 'Partial Failure', 'Failed', 'Evaluation Failed'];
/** personal_agent_eval's terminal run statuses (RunStatus). */
const RUN_STATUSES = ['success', 'failed', 'timed_out', 'invalid', 'provider_error'];
/** A SWE-bench instance's statuses (swe-bench.ts). */
const SWE_BENCH_STATUSES = ['resolved', 'unresolved', 'empty_patch', 'error', 'incomplete'];
const HARNESS_FAULTS = ['agent', 'harness'];
const DEFAULT_ARKSIM_STATUSES = ['Done', 'Partial Failure'];
const DEFAULT_RUN_STATUSES = ['success'];
const DEFAULT_SWE_BENCH_STATUSES = ['resolved'];
/** The statuses a Harbor trial can have (harbor.ts); `passed` (a reward of 1 or more) passes by default. */
const HARBOR_STATUSES = ['passed', 'failed', 'agent_timeout', 'error', 'no_reward'];
const DEFAULT_HARBOR_STATUSES = ['passed'];
/** A score as reports write it: at most four decimals ("0.8125", "1"). */
function scoreText(x) {
    return String(Math.round(x * 1e4) / 1e4);
}


/***/ }),

/***/ 95729:
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
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72020);
/* harmony import */ var _engine_facts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(35605);
/* harmony import */ var _engine_diagnose_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65442);
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

/***/ 31227:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HG: () => (/* binding */ caseLine),
/* harmony export */   MO: () => (/* binding */ caseFromName),
/* harmony export */   PZ: () => (/* binding */ casesByStatus),
/* harmony export */   Pt: () => (/* binding */ withoutLoneRuns),
/* harmony export */   p9: () => (/* binding */ summarizeCases)
/* harmony export */ });
/* unused harmony export requiredPasses */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72020);
/**
 * Repeated runs: sessions that are runs of one case, and what the case shows across them (mean,
 * lowest and spread of trust, pass rate, pass^k).
 *
 * A session's case comes from the policy's `cases` mapping (the first case whose glob matches),
 * else from its name: `checkout-flow.run-3.jsonl` (also `-run-3`, `_run3`) is a run of
 * `checkout-flow`; an Inspect sample's epochs (`file#sample#2`) are runs of `file#sample`.
 *
 * Pure.
 */


/** `name.run-3.jsonl` -> `name`; the run number may follow `.run`, `-run` or `_run`, with or without `-`. */
const RUN_SUFFIX = /^(.+?)[._-]run[-_]?(\d+)(\.[^/]*)?$/i;
/** An Inspect sample with several epochs: `sample <id>, epoch <n>` (the case: `<file>#sample <id>`). */
const EPOCH = /^(.*), epoch (\d+)$/;
/** The case a session is a run of, by its name; undefined when its name says none. */
function caseFromName(source, session) {
    if (session !== undefined) {
        const m = EPOCH.exec(session);
        if (m && m[1] !== '')
            return `${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePath */ .Fd)(source)}#${m[1]}`;
    }
    const path = (0,_core_text_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePath */ .Fd)(source);
    const dir = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(path);
    const m = RUN_SUFFIX.exec(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(path));
    if (!m)
        return undefined;
    return dir === '.' ? m[1] : `${dir}/${m[1]}`;
}
/**
 * The sessions, without the case of a lone run: a case that a session's name gave it (`x_run-1`)
 * and that no other session shares is not a repeated run, however the path was given (a case
 * named from the path relative to the workspace is one too). A case of the policy's mapping is
 * kept whatever its number of runs (a case with fewer runs than repeat-min-pass fails). Where the
 * case came from is `caseFrom` when known, else whether the session's name gives that case.
 */
function withoutLoneRuns(sessions) {
    const runs = new Map();
    for (const s of sessions)
        if (s.case !== undefined)
            runs.set(s.case, (runs.get(s.case) ?? 0) + 1);
    return sessions.map((s) => {
        if (s.case === undefined || runs.get(s.case) > 1)
            return s;
        const byName = s.caseFrom !== undefined ? s.caseFrom === 'name' : caseFromName(s.source, s.session) === s.case;
        if (!byName)
            return s;
        const { case: _, caseFrom: __, ...rest } = s;
        return rest;
    });
}
const round = (x, digits) => {
    const f = 10 ** digits;
    return Math.round(x * f) / f;
};
/**
 * The runs that must pass for a case of k runs. A number is not lowered to k: a case with fewer
 * runs than repeat-min-pass fails, since the runs it lacks cannot have passed.
 */
function requiredPasses(k, repeatMinPass = 'all') {
    return repeatMinPass === 'all' ? k : repeatMinPass;
}
/** One summary per case, in the order the cases first appear. */
function summarizeCases(runs, repeatMinPass = 'all') {
    const byCase = new Map();
    for (const r of runs) {
        if (r.case === undefined)
            continue;
        const list = byCase.get(r.case);
        if (list)
            list.push(r);
        else
            byCase.set(r.case, [r]);
    }
    const out = [];
    for (const [key, list] of byCase) {
        const k = list.length;
        const passed = list.filter((r) => r.passed).length;
        const trusts = list.map((r) => r.trust_score);
        const min = Math.min(...trusts);
        const max = Math.max(...trusts);
        const required = requiredPasses(k, repeatMinPass);
        out.push({
            case: key,
            sessions: list.map((r) => r.name),
            runs: k,
            passed_runs: passed,
            pass_rate: round(passed / k, 4),
            pass_hat_k: passed === k,
            required_passes: required,
            trust_mean: round(trusts.reduce((a, b) => a + b, 0) / k, 2),
            trust_min: min,
            trust_max: max,
            trust_spread: max - min,
            status: passed === k ? 'passing' : passed === 0 ? 'failing' : 'flaky',
            passed: passed >= required,
        });
    }
    return out;
}
/** One line for a case: "checkout-flow: 2 of 3 runs passed (flaky); trust mean 81.33, min 70, spread 20". */
function caseLine(c) {
    return (`${c.case}: ${c.passed_runs} of ${c.runs} run${c.runs === 1 ? '' : 's'} passed (${c.status}; ` +
        `${c.passed ? 'meets' : 'misses'} the ${c.required_passes} required); pass^k ${c.pass_hat_k ? 'yes' : 'no'}; ` +
        `trust mean ${c.trust_mean}, min ${c.trust_min}, spread ${c.trust_spread}`);
}
/** The cases grouped for a comment: flaky cases apart from failing ones. */
function casesByStatus(cases) {
    return {
        failing: cases.filter((c) => c.status === 'failing'),
        flaky: cases.filter((c) => c.status === 'flaky'),
        passing: cases.filter((c) => c.status === 'passing'),
    };
}


/***/ }),

/***/ 54170:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EN: () => (/* binding */ GRAPH_MODES),
/* harmony export */   Ms: () => (/* binding */ DEFAULT_REGRESSION_TOLERANCE),
/* harmony export */   d$: () => (/* binding */ FAIL_ON)
/* harmony export */ });
/**
 * Values of the settings that more than their schema uses (src/policy/settings.ts): the verdict,
 * the baseline and the settings read without zod (src/policy/quick-settings.ts).
 */
/** The readiness from which the gate fails (`never`: none). */
const FAIL_ON = ['unsafe_for_production', 'review_recommended', 'never'];
/** Trust score points a session may lose against its baseline before it counts as a regression. */
const DEFAULT_REGRESSION_TOLERANCE = 5;
const GRAPH_MODES = ['evidence', 'full', 'none'];


/***/ }),

/***/ 75187:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CQ: () => (/* binding */ sessionCases),
/* harmony export */   Cy: () => (/* binding */ sessionName),
/* harmony export */   LD: () => (/* binding */ decide),
/* harmony export */   MS: () => (/* binding */ readNothing),
/* harmony export */   UG: () => (/* binding */ nothingToJudge),
/* harmony export */   eS: () => (/* binding */ sessionFailures)
/* harmony export */ });
/* harmony import */ var _assertions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95729);
/* harmony import */ var _cases_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31227);
/* harmony import */ var _engine_diagnose_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65442);
/* harmony import */ var _core_integrity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(15764);
/**
 * The verdict: which sessions fail the gate and why, in words.
 *
 * A session fails on its readiness (fail-on), its trust score (minimum trust score) and the
 * policy's assertions at level `error`. Sessions that are runs of one case are judged together:
 * the case passes when enough of its runs pass (repeat-min-pass; all by default, which is the
 * same as judging each run). Harness results (arksim, personal_agent_eval) add reasons of their
 * own and never touch a trust score.
 *
 * Pure: a function of the diagnoses, the assertion results, the harness failures and the gate
 * settings.
 */






function sessionName(s) {
    return s.session !== undefined ? `${s.source}#${s.session}` : s.source;
}
const rank = (r) => _engine_diagnose_js__WEBPACK_IMPORTED_MODULE_2__/* .READINESS_LEVELS */ .LC.indexOf(r);
/** Whether no agent event at all was read for the session: its scores rest on no evidence. */
function readNothing(s) {
    return s.diagnosis.evidence_summary?.event_count === 0;
}
/** The words for a session of no events: the same in the comment, the summary and the CLI. */
function nothingToJudge(s) {
    return `no agent events read from ${sessionName(s)} (format ${s.format ?? 'unknown'}): nothing to judge`;
}
/**
 * Why one session fails the gate; empty when it passes. A session of no events fails whatever
 * the settings: a gate that passes what it did not see proves nothing (its model numbers stay
 * the reference's, 100 for lack of evidence).
 */
function sessionFailures(s, settings) {
    const d = s.diagnosis;
    const reasons = [];
    if (readNothing(s))
        reasons.push(`${nothingToJudge(s).replace(/^n/, 'N')}.`);
    const failsReadiness = settings.failOn !== 'never' && rank(d.readiness_level) >= rank(settings.failOn);
    if (failsReadiness) {
        const primary = d.primary_diagnosis.root_cause_failure_type;
        reasons.push(`${sessionName(s)} is ${d.readiness_level} (trust ${d.trust_score}` +
            (primary ? `; primary failure ${primary}, ${d.primary_diagnosis.severity}` : '') +
            `), and fail-on is ${settings.failOn}.`);
    }
    if (settings.minTrustScore !== undefined && d.trust_score < settings.minTrustScore) {
        reasons.push(`${sessionName(s)} has trust ${d.trust_score}, below the minimum trust score ${settings.minTrustScore}.`);
    }
    for (const a of s.assertions ?? []) {
        if (a.level === 'error' && !a.passed)
            reasons.push(`${sessionName(s)}: ${(0,_assertions_js__WEBPACK_IMPORTED_MODULE_0__.assertionFailure)(a)}.`);
    }
    if (settings.integrity === 'fail') {
        for (const f of s.integrity ?? []) {
            if (_core_integrity_js__WEBPACK_IMPORTED_MODULE_3__/* .NOT_EVIDENCE_KINDS */ .SF.includes(f.kind))
                reasons.push(`${sessionName(s)} is not evidence of this run: ${f.detail} (integrity is fail).`);
        }
    }
    return reasons;
}
/** The cases of the sessions (see cases.ts), each run judged by sessionFailures. */
function sessionCases(sessions, settings) {
    return (0,_cases_js__WEBPACK_IMPORTED_MODULE_1__/* .summarizeCases */ .p9)(sessions.map((s) => ({
        name: sessionName(s),
        case: s.case,
        passed: sessionFailures(s, settings).length === 0,
        trust_score: s.diagnosis.trust_score,
    })), settings.repeatMinPass);
}
function decide(sessions, settings, harness) {
    let worst = null;
    let lowest = null;
    const reasons = [];
    let failed = 0;
    let blocking = 0;
    const cases = new Map(sessionCases(sessions, settings).map((c) => [c.case, c]));
    const told = new Set();
    const tolerated = [];
    for (const s of sessions) {
        const d = s.diagnosis;
        if (worst === null || rank(d.readiness_level) > rank(worst))
            worst = d.readiness_level;
        if (lowest === null || d.trust_score < lowest)
            lowest = d.trust_score;
        const why = sessionFailures(s, settings);
        if (why.length === 0)
            continue;
        failed++;
        const c = s.case !== undefined ? cases.get(s.case) : undefined;
        if (c?.passed) {
            tolerated.push(`Tolerated: ${why[0].replace(/\.$/, '')}; case ${c.case} has ${c.passed_runs} of ${c.runs} runs passing, ` +
                `and repeat-min-pass needs ${c.required_passes}.`);
            continue;
        }
        if (c && !told.has(c.case)) {
            told.add(c.case);
            reasons.push(`Case ${c.case} has ${c.passed_runs} of ${c.runs} run${c.runs === 1 ? '' : 's'} passing, and ` +
                `repeat-min-pass needs ${c.required_passes}.`);
        }
        blocking++;
        reasons.push(...why);
    }
    for (const f of harness?.failures ?? [])
        reasons.push(f);
    const passed = blocking === 0 && (harness?.failures.length ?? 0) === 0;
    if (sessions.length === 0) {
        if (!harness?.results)
            reasons.push('No sessions were diagnosed, so there was nothing to fail on.');
    }
    else if (passed) {
        const n = sessions.length;
        const bar = settings.failOn === 'never'
            ? 'fail-on is never, so readiness does not fail the gate'
            : settings.failOn === 'unsafe_for_production'
                ? 'no session is unsafe_for_production'
                : 'every session is ready_for_runtime';
        const min = settings.minTrustScore !== undefined ? ` and every trust score is at least ${settings.minTrustScore}` : '';
        const sessionWord = `${n} session${n === 1 ? '' : 's'}`;
        reasons.push(`Passed: ${bar}${min} (${sessionWord}; worst readiness ${worst}, lowest trust score ${lowest}).`);
        const asserted = sessions.flatMap((s) => s.assertions ?? []);
        if (asserted.length) {
            const errors = asserted.filter((a) => a.level === 'error').length;
            const warned = asserted.filter((a) => a.level === 'warn' && !a.passed).length;
            reasons.push(`Every assertion at level error passed (${errors} ` +
                `checked${warned ? `; ${warned} at level warn failed, which does not fail the gate` : ''}).`);
        }
        if (cases.size) {
            const all = [...cases.values()];
            const flaky = all.filter((c) => c.status !== 'passing').length;
            reasons.push(`Every case has enough passing runs (${all.length} case${all.length === 1 ? '' : 's'}, repeat-min-pass ` +
                `${settings.repeatMinPass ?? 'all'}` +
                `${flaky ? `; ${flaky} with failing runs` : ''}).`);
        }
    }
    if (passed && harness && harness.results > 0) {
        reasons.push(`Every harness result is within the gate (${harness.results} result${harness.results === 1 ? '' : 's'}).`);
    }
    reasons.push(...tolerated);
    return {
        passed,
        fail_on: settings.failOn,
        min_trust_score: settings.minTrustScore ?? null,
        readiness_level: worst,
        trust_score: lowest,
        session_count: sessions.length,
        failed_session_count: failed,
        reasons,
    };
}


/***/ }),

/***/ 67355:
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(38816);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91327);
/* harmony import */ var _policy_verdict_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75187);
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72020);
/* harmony import */ var _policy_choices_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(54170);
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






const diagnosisShape = _schema_js__WEBPACK_IMPORTED_MODULE_0__/* .sessionSchema */ ._M.shape.diagnosis.shape;
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

/***/ 32794:
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
/* harmony import */ var _harness_types_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(95509);
/* harmony import */ var _harness_judge_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88027);
/* harmony import */ var _policy_verdict_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75187);
/* harmony import */ var _policy_cases_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31227);
/* harmony import */ var _core_version_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(83323);
/* harmony import */ var _prepared_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42313);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(91211);
/* harmony import */ var _core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(17063);









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

/***/ 91327:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ reportSchema),
/* harmony export */   _M: () => (/* binding */ sessionSchema)
/* harmony export */ });
/* unused harmony exports diagnosisSchema, assertionResultSchema, caseSchema, harnessResultSchema, harnessSectionSchema, notReadSchema, integrityFindingSchema, fileSchema, verificationSchema, verdictSchema, reportJsonSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(38816);
/* harmony import */ var _policy_assertions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95729);
/* harmony import */ var _trace_adapters_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84191);
/* harmony import */ var _engine_presets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79236);
/* harmony import */ var _harness_types_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(95509);
/* harmony import */ var _policy_choices_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(54170);
/* harmony import */ var _core_version_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(83323);
/* harmony import */ var _core_integrity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(15764);
/* harmony import */ var _core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(17063);
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
        ...z.toJSONSchema(reportSchema, { target: 'draft-2020-12', io: 'output' }),
    };
}


/***/ }),

/***/ 20322:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  aD: () => (/* binding */ expandPath),
  m9: () => (/* binding */ findTraceFiles),
  Bo: () => (/* binding */ skippedLine)
});

// UNUSED EXPORTS: COMPANION_EXTENSIONS, SKIPPED_FOLDERS, TRACE_EXTENSIONS, expandArgs, expandPaths

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/trace/read.ts + 1 modules
var read = __webpack_require__(56438);
// EXTERNAL MODULE: ./src/core/load.ts
var load = __webpack_require__(33527);
;// CONCATENATED MODULE: ./src/trace/listings.ts
/**
 * Folder listings taken once and handed on: the CLI's first look into the folders it was given
 * (src/cli/prestart.ts, which decides whether to start workers as the process starts) keeps
 * what it listed, and the walk that then finds the trace files (src/trace/files.ts) takes those
 * listings rather than listing the same folders again. Each listing is taken at most once; a
 * folder with none kept is listed as usual.
 *
 * Imported by the CLI's entry, which a worker thread runs too: nothing here but node's own modules.
 */

const kept = new Map();
/** A folder's entries (with their types) as they were listed, for the next `listFolder` of it. */
function keepListing(dir, entries) {
    kept.set(dir, entries);
}
/** A folder's entries, with their types: the listing kept for it (once), else a new one. */
function listFolder(dir) {
    const got = kept.get(dir);
    if (got === undefined)
        return (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
    kept.delete(dir);
    return got;
}

// EXTERNAL MODULE: ./src/trace/conversation.ts
var conversation = __webpack_require__(4046);
;// CONCATENATED MODULE: ./src/trace/files.ts
/**
 * Finding trace files (and report files), for the CLI and the action alike: a file as it is, a
 * directory as the trace files under it, a glob (minimatch: `*`, `**`, `?`, `[...]`, `{a,b}`) as
 * what it matches.
 *
 * The CLI (`expandPaths`) takes its arguments one by one, relative to the working directory:
 * each must name something, files come out in argument order (a directory's or a glob's sorted
 * by path) and as the argument spells them, each once. Its walks skip symbolic links.
 *
 * The action (`findTraceFiles`) takes the lines of an input as one set of globs relative to the
 * workspace: `!` excludes what an earlier line took (the last line that matches a path decides),
 * `#` starts a comment, absolute paths and `~/` are taken as they are, and `..` is refused. A
 * symbolic link counts as what it points to, but a glob's walk never goes through one; a directory a line matches means the
 * trace files under it. Nothing found is no error; the files come out sorted, each once. A file
 * that lies in the workspace but is a symbolic link to a place outside it is skipped: a pull
 * request must not be able to make the gate read (and quote) files from elsewhere on the runner.
 *
 * Both find the same files in the same folder: their globs match names that start with a dot,
 * and their walks go into every folder but SKIPPED_FOLDERS (version control, dependencies,
 * caches), which they tell in one line (`skippedLine`); `.agent/` and the like are read.
 *
 * A directory, or a glob that matches one, means the trace files under it (`.json`, `.jsonl`,
 * `.ndjson`, `.traj`). Where trace files are looked for (the CLI's diagnose, the action's
 * `sessions`), a walk also takes the files agents and harnesses write beside their traces that
 * can be named (`.yaml`, `.yml`, `.log`, and Inspect's binary `.eval` logs): each file a walk
 * or a glob found comes out in `found`, and the gate sorts those into traces, harness results
 * and files not read (src/harness/folders.ts), by what they hold, never by their name alone. A
 * file named on its own is a trace file, whatever its name. Other files (`.txt`, `.md`, ...)
 * are left where they are.
 *
 * The files of an OpenHands V1 conversation folder (`<id>/events/event-NNNNN-*.json` and
 * `<id>/base_state.json`) a walk finds are one trace: the conversation folder, in the place of
 * its first file (conversation.ts); so a folder of conversations gives one trace each, and an
 * event file or the `base_state.json` of a conversation named on its own gives its conversation.
 */








const TRACE_EXTENSIONS = ['.json', '.jsonl', '.ndjson', '.traj'];
/** Files beside traces that a walk takes too, to name them or read them as harness results. */
const COMPANION_EXTENSIONS = ['.yaml', '.yml', '.log', '.eval'];
/** The text files of a Harbor trial a walk takes: the agents' logs read, the verifier's reward. */
const HARBOR_TEXT_FILES = new Set(['claude-code.txt', 'codex.txt', 'reward.txt']);
const GLOB_CHARS = /[*?[\]{}]/;
function isTraceFile(path, companions) {
    const name = path.split(/[\\/]/).pop().toLowerCase();
    const has = (ext) => name.endsWith(ext);
    return TRACE_EXTENSIONS.some(has) || (companions && (COMPANION_EXTENSIONS.some(has) || HARBOR_TEXT_FILES.has(name)));
}
const byPath = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const posix = (path) => path.split(external_node_path_.sep).join('/');
/**
 * Folders a walk never goes into, the CLI's and the action's alike: version control, installed
 * dependencies, caches and editors' settings, which hold no agent's trace but many JSON files.
 * Other folders whose name starts with a dot are walked: agents keep their traces in them
 * (`.agent/`, `.claude/`, `.codex/`, `.gemini/`). A folder named on its own (or a glob's literal
 * start) is read whatever its name; each folder skipped is told (`Skipped`).
 */
const SKIPPED_FOLDERS = new Set([
    '.git',
    '.hg',
    '.svn',
    'node_modules',
    '.venv',
    '.tox',
    '.nox',
    '.mypy_cache',
    '.pytest_cache',
    '.ruff_cache',
    '__pycache__',
    '.cache',
    '.npm',
    '.yarn',
    '.pnpm-store',
    '.next',
    '.nuxt',
    '.turbo',
    '.gradle',
    '.idea',
    '.vscode',
    '.github',
]);
/** `skipped 2 folders of version control, dependencies or caches (.git, node_modules)`: one line, each name once. */
function skippedLine(skipped) {
    if (skipped.size === 0)
        return undefined;
    const names = [...new Set([...skipped].map((p) => p.split(/[\\/]/).pop()))].sort(byPath);
    return (`skipped ${skipped.size === 1 ? '1 folder' : `${skipped.size} folders`} of version control, dependencies or ` +
        `caches (${names.join(', ')}); name one to read it`);
}
/**
 * Everything under `dir`, depth first, but for SKIPPED_FOLDERS (added to `skipped`). Without
 * `links`, symbolic links are left out; with it they are in, as what they point to, but never
 * walked into. Sync: a folder's listing is quicker than the turn of the event loop an async one
 * costs, and a walk of thousands of folders is nothing else (the worker threads that diagnose
 * the files start meanwhile).
 */
function walk(dir, links, out, skipped) {
    const entries = listFolder(dir);
    for (const entry of entries) {
        const path = (0,external_node_path_.join)(dir, entry.name);
        if (SKIPPED_FOLDERS.has(entry.name) && (entry.isDirectory() || entry.isSymbolicLink())) {
            skipped?.add(path);
            continue;
        }
        if (entry.isDirectory()) {
            out.push({ path, dir: true });
            walk(path, links, out, skipped);
        }
        else if (entry.isFile())
            out.push({ path, dir: false });
        else if (links && entry.isSymbolicLink()) {
            const info = statOrUndefined(path);
            if (info?.isFile() || info?.isDirectory())
                out.push({ path, dir: info.isDirectory() });
        }
    }
}
/** A path's stats (following a symbolic link), or undefined when there is nothing there. */
function statOrUndefined(path) {
    try {
        return (0,external_node_fs_.statSync)(path);
    }
    catch {
        return undefined;
    }
}
/**
 * The trace files under a directory, sorted by path (SKIPPED_FOLDERS left out, into `skipped`),
 * and with `companions` the files beside them that a walk names.
 */
function traceFilesUnder(dir, companions = false, skipped) {
    const all = [];
    walk(dir, false, all, skipped);
    return (0,conversation/* groupConversations */.gt)(all
        .filter((i) => !i.dir && isTraceFile(i.path, companions))
        .map((i) => i.path)
        .sort(byPath));
}
/**
 * What a glob matches, walking from its longest literal prefix: a relative glob is relative to
 * `base`, and paths come out joined to it as given. `links` as for walk(); names that start with
 * a dot match too, in the CLI as in the action.
 */
function globItems(pattern, base, links, minimatch, skipped) {
    const literal = [];
    for (const p of pattern.split(/[\\/]/)) {
        if (GLOB_CHARS.test(p))
            break;
        literal.push(p);
    }
    const prefix = literal.join(external_node_path_.sep);
    const root = (0,external_node_path_.isAbsolute)(pattern) ? prefix || external_node_path_.sep : literal.length ? (0,external_node_path_.join)(base, prefix) : base;
    const items = [];
    try {
        walk(root, links, items, skipped);
    }
    catch {
        // A folder that cannot be listed matches nothing (what was listed before it still counts).
    }
    const glob = pattern.replace(/^\.\//, '');
    const options = { dot: true };
    return items.filter((i) => minimatch(posix((0,external_node_path_.relative)(base, i.path)), glob, options) || minimatch(posix(i.path), glob, options));
}
/** The glob matcher, loaded only for a glob: a run that names files and folders does without it. */
async function loadMinimatch() {
    return (await (0,load/* loadInTurn */.B)(() => __webpack_require__.e(/* import() */ 581).then(__webpack_require__.bind(__webpack_require__, 33581)))).minimatch;
}
/** What one CLI argument names: its files, and whether a walk or a glob found them. */
async function expandArg(arg, options, skipped) {
    const companions = options.companions ?? false;
    const info = statOrUndefined(arg);
    // One event file of an OpenHands V1 conversation is read as its conversation.
    if (info?.isFile())
        return { files: [(0,conversation/* namedFile */.eI)(arg)], found: false };
    if (info?.isDirectory()) {
        const here = new Set();
        const files = traceFilesUnder(arg, companions, here);
        for (const p of here)
            skipped.add(p);
        if (!files.some((f) => isTraceFile(f, false) || statOrUndefined(f)?.isDirectory()))
            throw new read/* TraceError */.yW(arg, undefined, `expected trace files (${TRACE_EXTENSIONS.join(', ')}) in this directory, found none` +
                (here.size ? ` (${skippedLine(here)})` : ''));
        return { files, found: true };
    }
    if (!GLOB_CHARS.test(arg))
        throw new read/* TraceError */.yW(arg, undefined, 'no such file or directory');
    // A directory the glob matches means the trace files under it.
    const files = [];
    for (const item of globItems(arg, '.', false, await loadMinimatch(), skipped)) {
        if (item.dir)
            files.push(...traceFilesUnder(item.path, companions, skipped));
        else
            files.push(item.path);
    }
    if (files.length === 0)
        throw new read/* TraceError */.yW(arg, undefined, 'the pattern matched no files');
    return { files: [...new Set(files)].sort(byPath), found: true };
}
/** The trace files named by one CLI argument. Throws a TraceError when it names nothing. */
async function expandPath(arg, options = {}) {
    return (await expandArg(arg, options, new Set())).files;
}
/**
 * The files named by all CLI arguments, in argument order, each file once. An argument that
 * starts with `!` leaves out, as a line of the action's input does, what the arguments before it
 * took: a path (and, for a directory, what is under it) or a glob (relative to the working
 * directory, matching names that start with a dot too; `**\/x` for x anywhere). The last
 * argument that takes or leaves out a file decides.
 */
async function expandArgs(args, options = {}) {
    const seen = new Set();
    const files = [];
    const found = new Set();
    const named = new Set();
    const cwd = resolve('.');
    const bad = (why) => new TraceError('!', undefined, `expected a pattern to leave out, found a bad one: ${why}`);
    const rules = args.map((arg) => (arg.startsWith('!') ? parseRule(arg, cwd, homedir(), bad, true) : undefined));
    const minimatch = rules.some((r) => r !== undefined && r.path === undefined) ? await loadMinimatch() : undefined;
    // For each file, the last argument that took it.
    const takenBy = new Map();
    const skippedSet = new Set();
    for (let i = 0; i < args.length; i++) {
        if (rules[i] !== undefined)
            continue;
        const expanded = await expandArg(args[i], options, skippedSet);
        for (const f of expanded.files) {
            takenBy.set(f, i);
            // A file named on its own is no file found, even where a walk found it too.
            if (expanded.found)
                found.add(f);
            else
                named.add(f);
            if (seen.has(f))
                continue;
            seen.add(f);
            files.push(f);
        }
    }
    const skipped = [...skippedSet].sort(byPath);
    if (rules.every((r) => r === undefined))
        return { files, found: files.filter((f) => found.has(f) && !named.has(f)), skipped };
    const kept = files.filter((f) => {
        const path = resolve(f);
        for (let i = rules.length - 1; i > takenBy.get(f); i--) {
            const rule = rules[i];
            if (rule && leavesOut(rule, f, path, cwd, minimatch))
                return false;
        }
        return true;
    });
    if (files.length > 0 && kept.length === 0)
        throw new TraceError(args.filter((a) => a.startsWith('!')).join(' '), undefined, 'these patterns left out every file the other arguments named');
    return { files: kept, found: kept.filter((f) => found.has(f) && !named.has(f)), skipped };
}
/** The trace files named by all CLI arguments, in argument order, each file once. */
async function expandPaths(args) {
    return (await expandArgs(args)).files;
}
/**
 * One line of an action input, or one `!` argument of the CLI: `..` segments are refused in the
 * action (a pull request must not reach outside the workspace), allowed to the CLI (`outside`).
 */
function parseRule(line, workspace, home, bad, outside = false) {
    const text = line.trim();
    if (text === '' || text.startsWith('#'))
        return undefined;
    const bangs = /^!*/.exec(text)[0].length;
    let glob = text.slice(bangs);
    if (glob === '~' || glob.startsWith('~/'))
        glob = home + glob.slice(1);
    if (glob === '.')
        glob = '';
    else
        glob = glob.replace(/^(\.\/)+/, '');
    if (glob === '' && bangs > 0)
        throw bad(`${JSON.stringify(text)} excludes nothing`);
    if (!outside && glob.split(/[\\/]/).includes('..'))
        throw bad(`${JSON.stringify(text)} has a ".." segment (give a path inside the workspace, or an absolute one)`);
    const rule = { exclude: bangs % 2 === 1, glob };
    if (!GLOB_CHARS.test(glob))
        rule.path = (0,external_node_path_.resolve)(workspace, glob);
    return rule;
}
function ruleMatches(rule, path, workspace, minimatch) {
    if (rule.path !== undefined)
        return path === rule.path;
    const subject = (0,external_node_path_.isAbsolute)(rule.glob) ? path : (0,external_node_path_.relative)(workspace, path);
    return minimatch(posix(subject), rule.glob, { dot: true });
}
/**
 * Whether a CLI `!` argument leaves out a file (as given, and `path` absolute): a path, the file
 * or what is under it; a glob, the file relative to the working directory, as given, or absolute.
 */
function leavesOut(rule, given, path, cwd, minimatch) {
    if (rule.path !== undefined)
        return inside(path, rule.path);
    const options = { dot: true };
    return (ruleMatches(rule, path, cwd, minimatch) ||
        minimatch(posix(given).replace(/^(\.\/)+/, ''), rule.glob, options) ||
        minimatch(posix(path), rule.glob, options));
}
function inside(path, dir) {
    const rel = (0,external_node_path_.relative)(dir, path);
    return rel === '' || (!rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel));
}
/**
 * The files the lines of an action input find (trace files for `sessions`; report files for
 * `reports` and `baseline`: a directory means the same kinds of files under it). A bad line is
 * an error in words, naming the input. `~` is `home`.
 */
async function findTraceFiles(patterns, workspace, input = { name: 'sessions', files: 'trace files' }, home = (0,external_node_os_.homedir)(), options = {}) {
    const bad = (why) => new read/* TraceError */.yW(input.name, undefined, `expected globs of ${input.files}, found a bad one: ${why}`);
    const root = (0,external_node_path_.resolve)(workspace);
    const rules = patterns.map((p) => parseRule(p, root, home, bad)).filter((r) => r !== undefined);
    const minimatch = rules.some((r) => r.path === undefined) ? await loadMinimatch() : undefined;
    // What the lines take, then what the last line that matches each leaves out.
    const items = new Map();
    const skippedFolders = new Set();
    for (const rule of rules) {
        if (rule.exclude)
            continue;
        let found;
        if (rule.path !== undefined) {
            const info = statOrUndefined(rule.path);
            found = info?.isFile() || info?.isDirectory() ? [{ path: rule.path, dir: info.isDirectory() }] : [];
        }
        else {
            try {
                found = globItems(rule.glob, root, true, minimatch, skippedFolders);
            }
            catch (err) {
                throw bad(`${JSON.stringify(rule.glob)}: ${err.message}`);
            }
        }
        for (const item of found)
            items.set(item.path, item);
    }
    const taken = [...items.values()]
        .filter((item) => {
        let take = false;
        for (const rule of rules)
            if (ruleMatches(rule, item.path, root, minimatch))
                take = !rule.exclude;
        return take;
    })
        .sort((a, b) => byPath(a.path, b.path));
    let realWorkspace = root;
    try {
        realWorkspace = await (0,promises_.realpath)(root);
    }
    catch {
        // A workspace that cannot be resolved: compare against it as given.
    }
    const seen = new Set();
    const files = [];
    const found = new Set();
    const skipped = [];
    const named = new Set(rules.flatMap((r) => (r.path !== undefined && !r.exclude ? [r.path] : [])));
    for (const item of taken) {
        let candidates = [(0,conversation/* namedFile */.eI)(item.path)];
        if (item.dir) {
            try {
                candidates = traceFilesUnder(item.path, options.companions ?? false, skippedFolders);
            }
            catch {
                candidates = [];
            }
        }
        for (const file of candidates) {
            if (seen.has(file))
                continue;
            seen.add(file);
            if (inside(file, root) || inside(file, realWorkspace)) {
                const real = await (0,promises_.realpath)(file).catch(() => file);
                if (!inside(real, realWorkspace) && !inside(real, root)) {
                    skipped.push({ path: file, why: 'it is a symbolic link to a file outside the workspace' });
                    continue;
                }
            }
            files.push(file);
            if (item.dir || !named.has(file))
                found.add(file);
        }
    }
    files.sort(byPath);
    return { files, found: files.filter((f) => found.has(f)), skipped, skippedFolders: [...skippedFolders].sort(byPath) };
}


/***/ })

};
