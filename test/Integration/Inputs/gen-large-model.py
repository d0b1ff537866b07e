#!/usr/bin/python3
"""Writes a large ov model for the compile-time guard (compile-time.test).

  gen-large-model.py chain N   N MaxPool layers in a chain, every third one
                               with other attributes (three distinct kernels)
  gen-large-model.py wide N    N inputs and N outputs, one MaxPool each
"""

import sys

kind, n = sys.argv[1], int(sys.argv[2])
T = "tensor<1x4x16x16xf32>"
if kind == "chain":
    print(f"func.func @chain(%x: {T}) -> {T} {{")
    prev = "%x"
    for i in range(n):
        k = 3 + 2 * (i % 3)
        p = k // 2
        print(f"  %{i} = ov.max_pool_v1 {prev} kernel = [{k}, {k}] strides = [1, 1] "
              f"pads_begin = [{p}, {p}] pads_end = [{p}, {p}] : {T} -> {T}")
        prev = f"%{i}"
    print(f"  return {prev} : {T}\n}}")
else:
    T = "tensor<1x1x4x4xf32>"
    print("func.func @wide(" + ", ".join(f"%a{i}: {T}" for i in range(n))
          + ") -> (" + ", ".join([T] * n) + ") {")
    for i in range(n):
        print(f"  %{i} = ov.max_pool_v1 %a{i} kernel = [2, 2] strides = [1, 1] "
              f"pads_begin = [0, 0] pads_end = [1, 1] : {T} -> {T}")
    print("  return " + ", ".join(f"%{i}" for i in range(n)) + " : "
          + ", ".join([T] * n) + "\n}")
