# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The benchmark's report: the driver lines (RESULT, INFO, CHECK, STREAM)
collected into rows, the table, the peers' implementations, the CSV files
and the plot. bench.py runs the drivers and calls report()."""

import csv
import math
import os
import sys

import numpy as np

from peers_common import big_buffer_bytes, machine_info, machine_line
from systems import LABEL, PEERS, PLAIN_PEERS, SHORT, SYSTEMS
from targets import targets
from workloads import (FP_OPS_PER_CYCLE, LOADS_PER_CYCLE, SAMPLE_FP_OPS,
                       SAMPLE_LOADS, bound_ms, cpu_ghz)

# The processor facts ov-compile compiled for (its --timing "target:" line).
TARGET = {}


def log(msg):
    print(f"[bench] {msg}", file=sys.stderr, flush=True)


def parse_kv(line):
    return dict(t.split("=", 1) for t in line.split()[1:] if "=" in t)


def fmt(v, digits=4):
    if v is None or (isinstance(v, float) and math.isnan(v)):
        return "-"
    if v >= 1000:
        return f"{v:.0f}"
    return f"{v:.{digits}g}"


def cell(r):
    if not r:
        return "-"
    return f"{fmt(r['median'])} [{fmt(r['min'], 3)}-{fmt(r['max'], 3)}]"


def ov_impl(info, name, var, t):
    """OpenVINO's chosen implementation, short: primitive type (the layer
    type where it is not the op's own, e.g. Reference), + added layers."""
    kv = info.get(("openvino", name, var, t))
    if not kv or "impl" not in kv:
        return "-"
    layer, _, rest = kv["impl"].partition(":")
    prim = rest.split("@")[0]
    text = prim if layer in ("Pooling", "ROIAlign") else f"{layer}:{prim}"
    added = kv.get("added", "none")
    if added != "none":
        text += "+" + "+".join(sorted({a.split(":")[0]
                                       for a in added.split("+")}))
    return text


def collect(lines):
    """RESULT/INFO/CHECK/STREAM lines -> (results, info, checks, stream)."""
    info, checks, stream, rounds = {}, [], {}, {}
    for line in lines:
        if line.startswith("RESULT "):
            kv = parse_kv(line)
            key = (kv["system"], kv["name"], kv["variant"], int(kv["threads"]),
                   kv["cache"])
            rounds.setdefault(key, []).append(kv)
        elif line.startswith("INFO "):
            kv = parse_kv(line)
            if "name" in kv:
                info[(kv["system"], kv["name"], kv["variant"],
                      int(kv["threads"]))] = kv
            else:
                info[(kv["system"],)] = kv
        elif line.startswith("CHECK "):
            checks.append(parse_kv(line))
        elif line.startswith("STREAM "):
            kv = parse_kv(line)
            t = int(kv["threads"])
            stream[t] = max(stream.get(t, 0.0), float(kv["copy_gbs"]))
    res = {}
    for key, kvs in rounds.items():
        res[key] = dict(
            median=float(np.median([float(kv["median_ms"]) for kv in kvs])),
            min=min(float(kv["min_ms"]) for kv in kvs),
            max=max(float(kv["max_ms"]) for kv in kvs),
            runs=sum(int(kv["runs"]) for kv in kvs), rounds=len(kvs))
        ratios = [float(kv["paired_ratio"]) for kv in kvs if "paired_ratio" in kv]
        if ratios:
            res[key]["paired_ratio"] = float(np.median(ratios))
    return res, info, checks, stream


def make_rows(ws, res, info, stream, compile_times, threads, caches, facts):
    rows = []
    for w in ws:
        for t in threads:
            for cache in caches:
                name, var = w["name"], w["variant"]
                r = {s: res.get((s, name, var, t, cache)) for s in SYSTEMS}
                # oneDNN's inference pooling has no indices output: the idx
                # rows show (and compare against) its time without indices.
                if var == "idx":
                    for s in ("dnnl_nchw", "dnnl_blocked"):
                        r[s] = res.get((s, name, "noidx", t, cache))
                ours = r["ours"]
                row = dict(workload=name, variant=var, threads=t, cache=cache,
                           kind=w["kind"], r=r,
                           ov_impl=ov_impl(info, name, var, t))
                for s in PEERS:
                    row["ratio_" + s] = (r[s]["median"] / ours["median"]
                                         if ours and r[s] else None)
                plain = [(r[s]["median"], s) for s in PLAIN_PEERS if r[s]]
                best = min(plain) if plain else None
                row["best_peer"] = best[1] if best else None
                row["ratio_best"] = (best[0] / ours["median"]
                                     if ours and best else None)
                inf = info.get(("ours", name, var, t))
                row["bytes"] = int(inf["bytes"]) if inf else None
                row["samples"] = w.get("samples")
                row["must_bytes"] = w.get("must_bytes", row["bytes"])
                row["bound_ms"], row["bound_kind"] = bound_ms(row, stream,
                                                              facts)
                row["bound_frac"] = (row["bound_ms"] / ours["median"]
                                     if ours and row["bound_ms"] else None)
                if ours and inf:
                    gbs = int(inf["bytes"]) / (ours["median"] * 1e6)
                    row["gbs"] = gbs
                    row["stream_frac"] = gbs / stream[t] if t in stream else None
                else:
                    row["gbs"] = row["stream_frac"] = None
                alloc = res.get(("ours_alloc", name, var, t, "hot"))
                row["alloc_median"] = alloc["median"] if alloc else None
                row["alloc_ratio"] = alloc.get("paired_ratio") if alloc else None
                ct = compile_times.get(f"{name}.{var}")
                row["compile_ms"] = ct[0] if ct else None
                rows.append(row)
    return rows


def target_facts():
    """The facts the ROIAlign bound needs: lanes (f32) from the vector width
    ov-compile compiled ROIAlign for, and the clock."""
    bits = TARGET.get("vector_bits")
    return dict(vector_bits=bits, lanes=bits // 32 if bits else None,
                ghz=cpu_ghz())


def target_line(facts):
    return (f"Counted bound's facts: vector-bits={facts['vector_bits'] or '?'}"
            f" (ov-compile's ROIAlign width on the host: "
            f"{facts['lanes'] or '?'} f32 lanes),"
            f" clock {facts['ghz'] or '?'} GHz (/proc/cpuinfo), "
            f"{SAMPLE_LOADS} loads + {SAMPLE_FP_OPS} FP ops per sample and "
            "vector of channels")


def table(rows):
    peers_hdr = "".join(f"{LABEL[s]:>10}" for s in PEERS)
    ratio_hdr = "".join(f"{SHORT[s] + '/us':>7}" for s in PEERS)
    hdr = (f"{'workload':<20}{'T':>2} {'cache':<5}| {'ours ms [min-max]':<22}|"
           f"{peers_hdr} |{ratio_hdr}{'best/us':>8} | {'GB/s':>6} {'STREAM':>6}"
           f" | {'bound':>11} {'of bnd':>6} | OpenVINO implementation")
    out = [hdr, "-" * len(hdr)]
    for row in rows:
        r = row["r"]
        label = row["workload"] + {"noidx": "", "idx": " +idx", "avg": " avg",
                                   "max": " max", "rot": " rot", "incl": "",
                                   "excl": ""}[row["variant"]]
        ours = r["ours"]
        oc = (f"{fmt(ours['median'])} [{fmt(ours['min'], 3)}-"
              f"{fmt(ours['max'], 3)}]" if ours else "-")
        peers = ""
        for s in PEERS:
            v = fmt(r[s]["median"]) if r[s] else "-"
            if r[s] and row["variant"] == "idx" and s.startswith("dnnl"):
                v += "*"
            peers += f"{v:>10}"
        ratios = "".join(f"{fmt(row['ratio_' + s], 3):>7}" for s in PEERS)
        frac = (f"{100 * row['stream_frac']:.0f}%" if row["stream_frac"]
                else "-")
        bnd = (f"{fmt(row['bound_ms'], 3)} {row['bound_kind']}"
               if row["bound_ms"] else "-")
        of_bnd = (f"{100 * row['bound_frac']:.0f}%" if row["bound_frac"]
                  else "-")
        out.append(
            f"{label:<20}{row['threads']:>2} {row['cache']:<5}| {oc:<22}|"
            f"{peers} |{ratios}{fmt(row['ratio_best'], 3):>8} | "
            f"{fmt(row['gbs'], 3):>6} {frac:>6} | {bnd:>11} {of_bnd:>6} | "
            f"{row['ov_impl']}")
    return out


def report(ws, lines, compile_times, threads, a, runs, warmup, failures):
    res, info, checks, stream = collect(lines)
    caches = ["hot"] if a.no_cold else ["hot", "cold"]
    facts = target_facts()
    rows = make_rows(ws, res, info, stream, compile_times, threads, caches,
                     facts)

    out = ["", f"ov-mlir CPU benchmark: {runs} runs after {warmup} warm-up per "
           f"system and case" +
           (f", {a.repeat} rounds of processes (median of medians)"
            if a.repeat > 1 else "") +
           "; medians in ms; ratios peer/ours > 1 mean ours is faster",
           machine_line()]
    out += table(rows)
    out.append("")
    out.append("* oneDNN's inference pooling has no indices output (indices "
               "exist only in its training workspace): +idx rows show oneDNN "
               "without indices.")
    out.append("Peers: OpenVINO = its CPU plugin (one-layer model, f32 hint, "
               "INFERENCE_NUM_THREADS=T, plain layout in and out, infer() on "
               "preallocated tensors); OV model = the same OpenVINO op "
               "inside a model (identity 1x1 convolutions before and after "
               "it, so that the plugin picks its own layout): the op's time "
               "plus the Reorders next to it, from the plugin's per-node "
               "performance counters (PERF_COUNT), hot only; "
               "onnxrt = onnxruntime (CPU EP, "
               "intra-op threads T, IOBinding); torch = PyTorch/torchvision; "
               "dnnl nchw = oneDNN on plain layout; dnnl blk = oneDNN on "
               "nChw16c/nCdhw16c, reorders not timed.")
    out.append("X/us = peer median / ours; best/us = fastest plain-layout peer "
               "(OpenVINO, onnxrt, torch, dnnl nchw) / ours. onnxruntime's "
               "max-mode RoiAlign computes another function (max of weighted "
               "samples): timed, not checked.")
    out.append("GB/s = (inputs read once + outputs written once, indices "
               "included) / our median; STREAM = that as a fraction of STREAM "
               "copy at the same thread count.")
    out.append("bound = the counted bound in ms (bench.py, "
               "docs/perf-notes.md): the larger of the bytes the op must "
               "move at STREAM copy speed (mem; ROIAlign: output, boxes and the map pixels its "
               "boxes read) and, for ROIAlign, its vector loads and "
               "floating-point operations per sample at "
               f"{LOADS_PER_CYCLE} loads + {FP_OPS_PER_CYCLE} FP ops per "
               "cycle and core (ops); of bnd = bound / our median.")
    out.append(target_line(facts))
    out.append("OpenVINO implementation = the runtime model's primitiveType "
               "of the layer (layerType when it is not Pooling/ROIAlign, e.g. "
               "Reference = its evaluate() fallback), + the layers it added.")
    out.append("")
    out.append(f"STREAM copy (2 x {big_buffer_bytes() >> 20} MiB arrays, bytes read + "
               "written, best of runs): " +
               ", ".join(f"{t} thread{'s' if t > 1 else ''} {stream[t]:.1f} GB/s"
                         for t in sorted(stream)))
    cts = [(k, v[0]) for k, v in compile_times.items() if v and v[0]]
    if cts:
        worst = max(cts, key=lambda kv: kv[1])
        out.append(f"ov-compile --timing total per module: max {worst[1]:.0f} ms "
                   f"({worst[0]}), median "
                   f"{sorted(v for _, v in cts)[len(cts) // 2]:.0f} ms over "
                   f"{len(cts)} modules")
    missing = [k for k, v in compile_times.items() if not v]
    if missing:
        out.append(f"ov-compile FAILED: {', '.join(missing)}")
    out += alloc_overhead(rows)
    bad, text = check_summary(checks, info)
    out += text
    for key in (("dnnl",), ("torch",), ("openvino",), ("ort",)):
        if key in info:
            out.append("  " + " ".join(f"{k}={v}" for k, v in info[key].items()))
    impls = sorted({kv.get("impl") for k, kv in info.items()
                    if k[0].startswith("dnnl") and len(k) > 1 and kv.get("impl")})
    if impls:
        out.append("  oneDNN implementations: " + ", ".join(impls))
    out += ov_impls(info)
    for f in failures:
        out.append(f"FAILED: {f}")

    out += targets(rows, stream)
    text = "\n".join(out)
    print(text)
    write_csv(rows, a.results)
    write_raw(res, a.results)
    with open(os.path.join(a.results, "table.txt"), "w") as f:
        f.write(text + "\n")
    plot(rows, threads, a.results)
    return 1 if bad or failures else 0


def alloc_overhead(rows):
    ov = [(row, row["alloc_ratio"])
          for row in rows if row["cache"] == "hot" and row.get("alloc_ratio")]
    if not ov:
        return []
    worst = max(q for _, q in ov)
    within = sum(q <= 1.10 for _, q in ov)
    out = ["Module::run (the user's path: outputs from the module's pool) / "
           "Module::runInto (outputs preallocated, as timed above), hot, median "
           "of interleaved pairs' ratios; target <= 1.10: "
           f"{within} of {len(ov)} within, worst {worst:.2f}:"]
    items = [f"{r['workload']}{'' if r['variant'] == 'noidx' else '.' + r['variant']}"
             f"@T{r['threads']} {q:.2f}{'' if q <= 1.10 else ' x'}" for r, q in ov]
    line = " "
    for it in items:
        if len(line) + len(it) > 150:
            out.append(line)
            line = " "
        line += " " + it + ","
    out.append(line.rstrip(","))
    return out


def check_summary(checks, info):
    """The spot checks per peer, and the same-input / same-values
    checksums; returns (anything failed, lines)."""
    out = []
    bad = [c for c in checks if c.get("ok") != "1"]
    per = {}
    for c in checks:
        ok, n = per.get(c.get("peer", "?"), (0, 0))
        per[c.get("peer", "?")] = (ok + (c.get("ok") == "1"), n + 1)
    out.append("Correctness spot checks of ours (sampled outputs): " +
               (", ".join(f"vs {p} {ok}/{n} ok" for p, (ok, n) in
                          sorted(per.items())) or "none ran"))
    for c in bad:
        out.append("  FAILED: " + " ".join(f"{k}={v}" for k, v in c.items()))
    ties = [f"{c['peer']} {c['name']} T{c['threads']}: {c['ties']}"
            for c in checks if int(c.get("ties", "0"))]
    if ties:
        out.append("  index ties (ours picked another element equal to the "
                   "max in the same window): " + ", ".join(ties))
    sums_bad = []
    for key, kv in info.items():
        if len(key) != 4 or key[0] == "ours" or "input_bitsum" not in kv:
            continue
        system, name, var, t = key
        mine = info.get(("ours", name, var, t))
        if not mine:
            continue
        if kv["input_bitsum"] != mine["input_bitsum"]:
            sums_bad.append(f"{system} {name}.{var} T{t}: input differs")
        if ("out0_bitsum" in kv and var in ("noidx", "idx") and
                kv["out0_bitsum"] != mine["out0_bitsum"]):
            sums_bad.append(f"{system} {name}.{var} T{t}: MaxPool values differ")
    out.append("Same inputs for every system, bit-identical MaxPool values of "
               "every system (checksums): " +
               ("yes" if not sums_bad else "NO: " + "; ".join(sums_bad)))
    return bool(bad or sums_bad), out


def ov_impls(info):
    seen = {}
    for key, kv in info.items():
        if key[0] == "openvino" and len(key) == 4 and "impl" in kv:
            text = kv["impl"] + ("" if kv.get("added", "none") == "none"
                                 else " + " + kv["added"])
            seen.setdefault(text, []).append(f"{key[1]}.{key[2]}@T{key[3]}")
    if not seen:
        return []
    out = ["  OpenVINO implementations (layerType:primitiveType@"
           "runtimePrecision + added layers):"]
    for text, where in sorted(seen.items()):
        out.append(f"    {text}: {', '.join(sorted(where))}")
    return out


def write_csv(rows, results):
    path = os.path.join(results, "results.csv")
    m = machine_info()
    with open(path, "w", newline="") as f:
        wr = csv.writer(f)
        head = ["workload", "variant", "threads", "cache"]
        for s in SYSTEMS:
            head += [f"{s}_median_ms", f"{s}_min_ms", f"{s}_max_ms"]
        head += [f"ratio_{s}_over_ours" for s in PEERS]
        head += ["ratio_best_plain_peer_over_ours", "best_plain_peer",
                 "openvino_implementation", "ours_gbs",
                 "ours_fraction_of_stream_copy",
                 "ours_module_run_median_ms",
                 "ours_module_run_over_run_into_paired", "compile_ms",
                 "bound_ms", "bound_kind", "ours_fraction_of_bound",
                 "cpu", "isa", "caches"]
        wr.writerow(head)
        for row in rows:
            vals = [row["workload"], row["variant"], row["threads"], row["cache"]]
            for s in SYSTEMS:
                r = row["r"][s]
                vals += ([r["median"], r["min"], r["max"]] if r else ["", "", ""])
            for k in [f"ratio_{s}" for s in PEERS] + ["ratio_best"]:
                v = row[k]
                vals.append("" if v is None else f"{v:.6g}")
            vals += [row["best_peer"] or "", row["ov_impl"]]
            for k in ("gbs", "stream_frac", "alloc_median", "alloc_ratio",
                      "compile_ms", "bound_ms", "bound_kind", "bound_frac"):
                v = row[k]
                vals.append("" if v is None else
                            v if isinstance(v, str) else f"{v:.6g}")
            vals += [m["cpu"], m["isa"], m["caches"]]
            wr.writerow(vals)
    log(f"wrote {path}")


def write_raw(res, results):
    path = os.path.join(results, "raw.csv")
    m = machine_info()
    with open(path, "w", newline="") as f:
        wr = csv.writer(f)
        wr.writerow(["system", "workload", "variant", "threads", "cache",
                     "median_ms", "min_ms", "max_ms", "runs", "rounds", "cpu",
                     "isa", "caches"])
        for k in sorted(res):
            r = res[k]
            wr.writerow(list(k) + [r["median"], r["min"], r["max"], r["runs"],
                                   r["rounds"], m["cpu"], m["isa"],
                                   m["caches"]])


def plot(rows, threads, results):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        log("matplotlib missing: no plot")
        return
    suffix = {"noidx": "", "idx": "+idx", "avg": "", "max": "", "rot": " rot",
              "incl": "", "excl": ""}

    def label(r):
        return r["workload"] + suffix[r["variant"]]
    labels = []
    for r in rows:
        lab = label(r)
        if r["variant"] != "max" and lab not in labels:
            labels.append(lab)
    fig, axes = plt.subplots(len(threads), 1, figsize=(13, 4.2 * len(threads)),
                             squeeze=False)
    series = [("hot", "ratio_best", "fastest plain-layout peer / ours (hot)"),
              ("cold", "ratio_best", "fastest plain-layout peer / ours (cold)"),
              ("hot", "ratio_openvino", "OpenVINO / ours (hot)")]
    width = 0.27
    for ax, t in zip(axes[:, 0], threads):
        for si, (cache, key, name) in enumerate(series):
            ys = []
            for lab in labels:
                row = next((r for r in rows if r["threads"] == t and
                            r["cache"] == cache and r["variant"] != "max" and
                            label(r) == lab),
                           None)
                v = row[key] if row else None
                ys.append(v if v else np.nan)
            xs = np.arange(len(labels)) + (si - 1) * width
            ax.bar(xs, ys, width, label=name)
        ax.axhline(1.0, color="k", linewidth=0.8)
        ax.set_yscale("log")
        ax.set_xticks(np.arange(len(labels)))
        ax.set_xticklabels(labels, rotation=30, ha="right", fontsize=8)
        ax.set_ylabel("ratio (> 1: ours faster)")
        ax.set_title(f"{t} thread{'s' if t > 1 else ''}")
        ax.grid(axis="y", which="both", alpha=0.3)
        ax.legend(fontsize=8)
    fig.tight_layout()
    path = os.path.join(results, "ratios.png")
    fig.savefig(path, dpi=110)
    log(f"wrote {path}")
