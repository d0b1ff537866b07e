// ov-lower-to-cpu's target CPU, on x86-64 hosts (LLVM's x86 processors).
// REQUIRES: host-cpu-sse2

// The target CPU (as ov-compile's --cpu / --cpu-features): ov-to-vector's
// vector width is its widest registers' (AVX-512F 512, AVX2 256, else 128),
// whatever vector-bits says; a bad name is an error naming the option.
// RUN: ov-opt %s '--ov-lower-to-cpu=cpu=x86-64-v2 vector-bits=512' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=CPU-V2
// CPU-V2: ov-to-vector{{{.*}} vector-bits=128}
// RUN: ov-opt %s '--ov-lower-to-cpu=cpu=haswell' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=CPU-HSW
// CPU-HSW: ov-to-vector{{{.*}} vector-bits=256}
// RUN: ov-opt %s '--pass-pipeline=builtin.module(ov-lower-to-cpu{cpu=skylake-avx512})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=CPU-SKX
// CPU-SKX: ov-to-vector{{{.*}} vector-bits=512}
// RUN: ov-opt %s '--ov-lower-to-cpu=cpu=x86-64-v4 cpu-features=-avx2' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=CPU-V2
// RUN: ov-opt %s '--ov-lower-to-cpu=cpu=x86-64-v2 cpu-features=+avx512f' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=CPU-SKX
// Each kernel family's width is the target CPU's choice for it
// (familyVectorBits, keyed by layer type): with AVX-512F every family uses
// the whole 512-bit registers (no entry), but on Zen 4 (znver4: 512-bit
// operations in two halves) ROIAlign, ROIAlignRotated and AvgPool take
// 256-bit vectors; with AVX2 every family 256. A family's own entry
// overrides the choice, up to the registers' width.
// RUN: ov-opt %s '--ov-lower-to-cpu=cpu=x86-64-v2 cpu-features=+avx512f' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAMILY-512
// FAMILY-512: ov-to-vector{cache-line-bytes=64 l2-bytes={{.*}} vector-bits=512}
// RUN: ov-opt %s '--ov-lower-to-cpu=cpu=znver4 cpu-features=-sse4a' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAMILY-ZEN4
// FAMILY-ZEN4: ov-to-vector{cache-line-bytes=64 family-vector-bits={AvgPool:256,ROIAlign:256,ROIAlignRotated:256,ROIPooling:256} {{.*}} vector-bits=512}
// RUN: ov-opt %s '--ov-lower-to-cpu=cpu=haswell' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAMILY-256
// FAMILY-256: ov-to-vector{cache-line-bytes=64 l2-bytes={{.*}} vector-bits=256}
// RUN: ov-opt %s '--ov-lower-to-cpu=cpu=znver4 cpu-features=-sse4a family-vector-bits=ROIAlign:512,AvgPool:128,MaxPool:256' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAMILY-SET
// FAMILY-SET: ov-to-vector{cache-line-bytes=64 family-vector-bits={AvgPool:128,MaxPool:256,ROIAlign:512,ROIAlignRotated:256,ROIPooling:256} {{.*}} vector-bits=512}
// RUN: not ov-opt %s '--ov-lower-to-cpu=cpu=haswell family-vector-bits=ROIAlign:512' 2>&1 | FileCheck %s --check-prefix=FAMILY-ABOVE
// FAMILY-ABOVE: error: family-vector-bits=ROIAlign:512 is above vector-bits=256
// RUN: not ov-opt %s '--ov-lower-to-cpu=family-vector-bits=Conv:128' 2>&1 | FileCheck %s --check-prefix=FAMILY-UNKNOWN
// FAMILY-UNKNOWN: error: family-vector-bits=Conv:128: 'Conv' is no family with vector kernels
// RUN: not ov-opt %s '--ov-lower-to-cpu=family-vector-bits=ROIAlign=256' 2>&1 | FileCheck %s --check-prefix=FAMILY-MALFORMED
// FAMILY-MALFORMED: error: family-vector-bits=ROIAlign=256: not <family>:<bits>
// RUN: not ov-opt %s '--ov-lower-to-cpu=cpu=bogus' 2>&1 | FileCheck %s --check-prefix=CPU-BOGUS
// CPU-BOGUS: error: cpu=bogus: unknown CPU (an LLVM processor name
// RUN: not ov-opt %s '--ov-lower-to-cpu=cpu-features=+nosuch' 2>&1 | FileCheck %s --check-prefix=CPU-FEATURE
// CPU-FEATURE: error: cpu-features=+nosuch: unknown CPU feature 'nosuch'

func.func @id(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
