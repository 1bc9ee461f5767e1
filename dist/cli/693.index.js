export const id = 693;
export const ids = [693];
export const modules = {

/***/ 3693:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_REGRESSION_TOLERANCE: () => (/* reexport safe */ _choices_js__WEBPACK_IMPORTED_MODULE_3__.Ms),
/* harmony export */   FAIL_ON: () => (/* reexport safe */ _choices_js__WEBPACK_IMPORTED_MODULE_3__.d$),
/* harmony export */   SETTINGS_TEXT: () => (/* binding */ SETTINGS_TEXT),
/* harmony export */   SETTINGS_TYPED: () => (/* binding */ SETTINGS_TYPED),
/* harmony export */   booleanText: () => (/* binding */ booleanText),
/* harmony export */   readSettings: () => (/* binding */ readSettings)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2311);
/* harmony import */ var _core_vocabulary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7063);
/* harmony import */ var _trace_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4772);
/* harmony import */ var _core_integrity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5764);
/* harmony import */ var _choices_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4170);
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
    preset: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['auto', ..._core_vocabulary_js__WEBPACK_IMPORTED_MODULE_0__/* .PRESET_IDS */ .ZR]),
    repeatMinPass: zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('all'), zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1)], {
        error: 'expected all or a number of runs (1 or more)',
    }),
    minFinalScore: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0).max(1),
};
const found = (x) => `found "${String(x)}"`;
const trimmed = () => zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().transform((s) => s.trim());
function choice(values, fallback, words) {
    return zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .transform((s) => s.trim() || fallback)
        .pipe(zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(values, { error: (iss) => `expected ${words ?? `one of ${values.join(', ')}`}, ${found(iss.input)}` }));
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
const SETTINGS_TEXT = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    // The ids apart by `|`: the list is long, and an error is one line of 300 characters at most.
    format: choice(['auto', ..._trace_registry_js__WEBPACK_IMPORTED_MODULE_1__.FORMAT_IDS], 'auto', `auto or one of ${_trace_registry_js__WEBPACK_IMPORTED_MODULE_1__.FORMAT_IDS.join('|')}`),
    preset: choice(['auto', ..._core_vocabulary_js__WEBPACK_IMPORTED_MODULE_0__/* .PRESET_IDS */ .ZR], 'auto', `auto or one of ${_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_0__/* .PRESET_IDS */ .ZR.join(', ')}`),
    'fail-on': choice(_choices_js__WEBPACK_IMPORTED_MODULE_3__/* .FAIL_ON */ .d$, 'unsafe_for_production'),
    'min-trust-score': numberText(wholeUpTo100, 'a whole number from 0 to 100, or nothing', undefined),
    'token-budget': zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .transform((s) => s.replace(/_/g, ''))
        .pipe(numberText((s) => /^\d{1,15}$/.test(s) && Number(s) > 0, 'a whole number of tokens greater than 0, or nothing', undefined)),
    'repeat-min-pass': trimmed()
        .refine((s) => s === '' || s === 'all' || (/^\d{1,6}$/.test(s) && Number(s) >= 1), {
        error: (iss) => `expected all or a whole number of runs (1 or more), ${found(iss.input)}`,
    })
        .transform((s) => (s === '' ? undefined : s === 'all' ? 'all' : Number(s))),
    'min-final-score': numberText((s) => /^(0(\.\d+)?|1(\.0+)?|\.\d+)$/.test(s), 'a number from 0 to 1, or nothing', undefined),
    'regression-tolerance': numberText(wholeUpTo100, 'a whole number of trust score points from 0 to 100', _choices_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_REGRESSION_TOLERANCE */ .Ms),
    'fail-on-regression': booleanText(false),
    graph: choice(_choices_js__WEBPACK_IMPORTED_MODULE_3__/* .GRAPH_MODES */ .EN, 'evidence'),
    'max-bytes': numberText((s) => /^\d{1,15}$/.test(s) && Number(s) >= 1, 'a whole number of bytes greater than 0', undefined),
    /**
     * What a committed or stale trace does: fail the gate, be reported only (the CLI's default), or
     * not be looked for (`off`). Where the CLI looks for committed traces: src/cli/cli.ts.
     */
    integrity: choice(_core_integrity_js__WEBPACK_IMPORTED_MODULE_2__/* .INTEGRITY_MODES */ .P_, 'warn'),
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


/***/ })

};
