# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The benchmark's targets (issues 14 and 28), each judged per thread count
and cache from report.py's rows."""

from systems import SHORT
from workloads import BOX_KINDS

# Issue 14: the shapes whose time is set by memory traffic, and the others.
BANDWIDTH_BOUND = ("a_resnet_stem", "b_vgg")


def targets(rows, stream):
    """Issue 14's targets, each evaluated per thread count and cache; a line
    per workload and target, MET when every evaluation of it is met."""
    out = ["", "Targets (issue 14; medians; a line is MET when each of its "
           "cells is; 'x' marks a missed cell):"]
    counts = [0, 0]

    def find(name, var, t, cache):
        return next((r for r in rows if r["workload"] == name and
                     r["variant"] == var and r["threads"] == t and
                     r["cache"] == cache and r["r"]["ours"]), None)

    def line(what, cells):
        """cells: [(tag, value text, ok)]."""
        if not cells:
            return
        ok_all = all(ok for _, _, ok in cells)
        for _, _, ok in cells:
            counts[0 if ok else 1] += 1
        body = ", ".join(f"{tag} {v}{'' if ok else ' x'}" for tag, v, ok in cells)
        out.append(f"  [{'MET ' if ok_all else 'MISS'}] {what}: {body}")

    def cells(name, var, fn, caches=("hot", "cold"), ts=None):
        got = []
        for t in ts or sorted({r["threads"] for r in rows}):
            for cache in caches:
                r = find(name, var, t, cache)
                v = fn(r) if r else None
                if v is not None:
                    got.append((f"T{t} {cache}",) + v)
        return got

    pools = [(w, v) for w, v in dict.fromkeys((r["workload"], r["variant"])
                                              for r in rows if r["kind"] in ("maxpool", "avgpool"))]
    rois = [(w, v) for w, v in dict.fromkeys((r["workload"], r["variant"])
                                             for r in rows if r["kind"] in BOX_KINDS)]
    tag = lambda w, v: w + {"noidx": "", "idx": " +idx"}.get(v, " " + v)

    out.append(" Every MaxPool and AvgPool workload >= 1.0x the fastest plain-layout peer "
               "(OpenVINO, onnxruntime, oneDNN nchw*, torch):")
    for w, v in pools:
        line(tag(w, v) + " best/us", cells(w, v, lambda r: (
            f"{r['ratio_best']:.2f} ({SHORT[r['best_peer']]})",
            r["ratio_best"] >= 1.0) if r["ratio_best"] else None))
    out.append(" Compute-bound shapes, no indices: ours <= 1.0x (c_k7_same) / "
               "1.2x (e_3d) oneDNN blocked, layout change not timed:")
    for w, limit in (("c_k7_same", 1.0), ("e_3d", 1.2)):
        line(f"{w} ours/blk", cells(w, "noidx", lambda r: (
            f"{1 / r['ratio_dnnl_blocked']:.2f}",
            1 / r["ratio_dnnl_blocked"] <= limit)
            if r["ratio_dnnl_blocked"] else None))
    out.append(" Bandwidth-bound shapes, cold cache: >= 80% of STREAM copy "
               "(every byte, indices included):")
    for w, v in pools:
        if w in BANDWIDTH_BOUND:
            line(tag(w, v) + " STREAM", cells(w, v, lambda r: (
                f"{100 * r['stream_frac']:.0f}%", r["stream_frac"] >= 0.8)
                if r["stream_frac"] else None, caches=("cold",)))
    out.append(" Cost of indices: compute-bound <= 1.25x the time without; "
               "bandwidth-bound: extra time <= extra bytes at STREAM speed:")
    for w, v in pools:
        if v != "idx":
            continue

        def idx_cost(r, w=w):
            no = find(w, "noidx", r["threads"], r["cache"])
            if not no:
                return None
            ti, tn = r["r"]["ours"]["median"], no["r"]["ours"]["median"]
            if w not in BANDWIDTH_BOUND:
                return f"{ti / tn:.2f}x", ti / tn <= 1.25
            if r["threads"] not in stream or not r["bytes"] or not no["bytes"]:
                return None
            allowed = (r["bytes"] - no["bytes"]) / (stream[r["threads"]] * 1e6)
            return (f"{ti - tn:+.2f} ms (bytes allow +{allowed:.2f})",
                    ti - tn <= allowed)
        line(f"{w} +idx vs without", cells(w, v, idx_cost))
    out.append(" ROIAlign, every workload and mode, 1 thread: >= 1.5x "
               "OpenVINO's CPU plugin (plain layout: ov; inside a model, "
               "its reorders counted: ovm, hot); >= 5x torchvision (avg):")
    for w, v in rois:
        line(tag(w, v) + " ov/us", cells(w, v, lambda r: (
            f"{r['ratio_openvino']:.2f}", r["ratio_openvino"] >= 1.5)
            if r["ratio_openvino"] else None, ts=[1]))
        line(tag(w, v) + " ovm/us", cells(w, v, lambda r: (
            f"{r['ratio_openvino_model']:.2f}",
            r["ratio_openvino_model"] >= 1.5)
            if r["ratio_openvino_model"] else None, caches=("hot",), ts=[1]))
        if v == "avg":
            line(tag(w, v) + " torch/us", cells(w, v, lambda r: (
                f"{r['ratio_torch']:.2f}", r["ratio_torch"] >= 5)
                if r["ratio_torch"] else None, ts=[1]))
    out.append(" Two threads >= 1.8x one thread, where one thread is below "
               "80% of STREAM copy:")
    for w, v in pools + rois:
        def scaling(r, w=w, v=v):
            if r["threads"] != 2:
                return None
            one = find(w, v, 1, r["cache"])
            if not one or (one["stream_frac"] or 0) >= 0.8:
                return None
            q = one["r"]["ours"]["median"] / r["r"]["ours"]["median"]
            return f"{q:.2f}x", q >= 1.8
        line(tag(w, v) + " T1/T2", cells(w, v, scaling, ts=[2]))
    out.append(" Module::run (the user's path) meets the peer targets too (hot):")
    for w, v in pools + rois:
        def alloc(r, w=w, v=v):
            if not r["alloc_median"]:
                return None
            if r["kind"] in ("maxpool", "avgpool"):
                best = r["ratio_best"] and r["ratio_best"] * \
                    r["r"]["ours"]["median"] / r["alloc_median"]
                return (f"{best:.2f}", best >= 1.0) if best else None
            if r["threads"] != 1 or not r["ratio_openvino"]:
                return None
            q = r["ratio_openvino"] * r["r"]["ours"]["median"] / r["alloc_median"]
            return f"{q:.2f}", q >= 1.5
        line(tag(w, v) + (" best/run" if (w, v) in pools else " ov/run"),
             cells(w, v, alloc, caches=("hot",)))
    out.append(f"  {counts[0]} cells met, {counts[1]} missed")
    return out
