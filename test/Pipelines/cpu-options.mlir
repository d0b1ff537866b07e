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
// (familyVectorBits): with AVX-512F every family uses the whole 512-bit
// registers, but on Zen 4 (znver4: 512-bit operations in two halves)
// ROIAlign and AvgPool take 256-bit vectors; with AVX2 every family 256.
// A family's own option overrides the choice, up to the registers' width.
// RUN: ov-opt %s '--ov-lower-to-cpu=cpu=x86-64-v2 cpu-features=+avx512f' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAMILY-512
// FAMILY-512: ov-to-vector{avg-pool-vector-bits=512 {{.*}} max-pool-vector-bits=512 {{.*}} roi-align-vector-bits=512 vector-bits=512}
// RUN: ov-opt %s '--ov-lower-to-cpu=cpu=znver4 cpu-features=-sse4a' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAMILY-ZEN4
// FAMILY-ZEN4: ov-to-vector{avg-pool-vector-bits=256 {{.*}} max-pool-vector-bits=512 {{.*}} roi-align-vector-bits=256 vector-bits=512}
// RUN: ov-opt %s '--ov-lower-to-cpu=cpu=haswell' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAMILY-256
// FAMILY-256: ov-to-vector{avg-pool-vector-bits=256 {{.*}} max-pool-vector-bits=256 {{.*}} roi-align-vector-bits=256 vector-bits=256}
// RUN: ov-opt %s '--ov-lower-to-cpu=cpu=znver4 cpu-features=-sse4a roi-align-vector-bits=512 avg-pool-vector-bits=128 max-pool-vector-bits=256' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAMILY-SET
// FAMILY-SET: ov-to-vector{avg-pool-vector-bits=128 {{.*}} max-pool-vector-bits=256 {{.*}} roi-align-vector-bits=512 vector-bits=512}
// RUN: not ov-opt %s '--ov-lower-to-cpu=cpu=haswell roi-align-vector-bits=512' 2>&1 | FileCheck %s --check-prefix=FAMILY-ABOVE
// FAMILY-ABOVE: error: roi-align-vector-bits=512 is above vector-bits=256
// RUN: not ov-opt %s '--ov-lower-to-cpu=cpu=bogus' 2>&1 | FileCheck %s --check-prefix=CPU-BOGUS
// CPU-BOGUS: error: cpu=bogus: unknown CPU (an LLVM processor name
// RUN: not ov-opt %s '--ov-lower-to-cpu=cpu-features=+nosuch' 2>&1 | FileCheck %s --check-prefix=CPU-FEATURE
// CPU-FEATURE: error: cpu-features=+nosuch: unknown CPU feature 'nosuch'

func.func @id(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
