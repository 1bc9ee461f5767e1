# AUROC of 100 - trust against failed/passed Harbor trials, per agent, each trial read from its agent/trajectory.json as atif.
# Usage: python3 scripts/atif-auroc.py TRIALS_DIR dist/cli/index.js [diagnose flags...] (V=-v lists each trial).
import json, glob, os, subprocess, sys
root = sys.argv[1]; cli = sys.argv[2]; extra = sys.argv[3:]
trials = []
for rj in sorted(glob.glob(os.path.join(root, '**/result.json'), recursive=True)):
    d = json.load(open(rj))
    tdir = os.path.dirname(rj); tj = os.path.join(tdir, 'agent', 'trajectory.json')
    vr = d.get('verifier_result') or {}
    r = (vr.get('rewards') or {}).get('reward') if vr else None
    if r is None or not os.path.exists(tj): continue
    trials.append((os.path.abspath(tj), (d.get('agent_info') or {}).get('name'), float(r)))
out = subprocess.run(['node', cli, 'diagnose', '--json', '--format', 'atif', '--workers', '1', *extra, *[t[0] for t in trials]], capture_output=True, text=True)
rep = json.loads(out.stdout)
by = {os.path.abspath(s['source']): s['diagnosis'] for s in rep['sessions']}
def auroc(pos, neg):
    if not pos or not neg: return None
    w = sum((p > n) + 0.5 * (p == n) for p in pos for n in neg)
    return w / (len(pos) * len(neg))
groups = {}
for path, agent, r in trials:
    d = by[path]
    groups.setdefault(agent, []).append((r, d['trust_score'], d['readiness_level'], [c['type'] for c in d['failure_causes']]))
    groups.setdefault('ALL', []).append(groups[agent][-1])
for agent, rows in sorted(groups.items()):
    failed = [100 - t for r, t, _, _ in rows if r < 1]; passed = [100 - t for r, t, _, _ in rows if r >= 1]
    unsafe_passed = sum(1 for r, _, lv, _ in rows if r >= 1 and lv == 'unsafe_for_production')
    a = auroc(failed, passed)
    print(f"{agent:22} trials {len(rows):3} failed {len(failed):3} passed {len(passed):3} AUROC {('%.2f' % a) if a is not None else '-':>5} passed unsafe {unsafe_passed}")
    if '-v' in os.environ.get('V', ''):
        for r, t, lv, c in rows: print('    ', r, t, lv, c)
