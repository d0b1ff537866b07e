"""The conv stem of issue 41 on OpenVINO's CPU plugin, as built and
offloaded: 1x3x224x224, conv 7x7/2 -> 64 channels, ReLU, MaxPool-8 3x3/2
(pads 1) whose indices are a model output, conv 3x3. Prints the median
latency of each at each thread count and checks that the outputs agree
(the indices bit for bit).

  python3 integrations/openvino/bench_stem.py [--ov-compile PATH]
      [--threads 1,2] [--runs 30]
"""

import argparse
import statistics
import sys
import tempfile
import time

import numpy as np
import openvino as ov
import openvino.opset8 as o8

import ovmlir_openvino


def stem():
    rng = np.random.default_rng(0)
    x = o8.parameter([1, 3, 224, 224], np.float32, name="x")
    w1 = rng.standard_normal((64, 3, 7, 7)).astype(np.float32) * 0.1
    c1 = o8.relu(o8.convolution(x, o8.constant(w1), [2, 2], [3, 3], [3, 3],
                                [1, 1]))
    pool = o8.max_pool(c1, [2, 2], [1, 1], [1, 1], [1, 1], [3, 3],
                       index_element_type="i64", name="stem_pool")
    w2 = rng.standard_normal((64, 64, 3, 3)).astype(np.float32) * 0.1
    c2 = o8.convolution(pool.output(0), o8.constant(w2), [1, 1], [1, 1],
                        [1, 1], [1, 1])
    return ov.Model([c2.output(0), pool.output(1)], [x], "conv_stem")


def median_ms(request, x, runs):
    for _ in range(3):
        request.infer([x])
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        request.infer([x])
        times.append(time.perf_counter() - start)
    return 1000 * statistics.median(times)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ov-compile")
    parser.add_argument("--threads", default="1,2")
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    model = stem()
    with tempfile.TemporaryDirectory() as tmp:
        offloaded = ovmlir_openvino.offload(model, tmp,
                                            ov_compile=args.ov_compile)
        core = ov.Core()
        x = np.random.default_rng(1).standard_normal(
            (1, 3, 224, 224)).astype(np.float32)
        print("threads  OpenVINO ms  offloaded ms  speedup")
        for threads in args.threads.split(","):
            config = {"INFERENCE_PRECISION_HINT": "f32",
                      "PERFORMANCE_HINT": "LATENCY",
                      "INFERENCE_NUM_THREADS": threads}
            requests = [core.compile_model(m, "CPU", config)
                        .create_infer_request() for m in (model, offloaded)]
            theirs, ours = (median_ms(r, x, args.runs) for r in requests)
            outputs = [[r.get_output_tensor(i).data.copy() for i in range(2)]
                       for r in requests]
            if not np.array_equal(outputs[0][1], outputs[1][1]):
                sys.exit("the offloaded model's indices differ")
            np.testing.assert_allclose(outputs[1][0], outputs[0][0],
                                       rtol=1e-4, atol=1e-4)
            print(f"{threads:>7}  {theirs:11.2f}  {ours:12.2f}  "
                  f"{theirs / ours:6.1f}x")


if __name__ == "__main__":
    main()
