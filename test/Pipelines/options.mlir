// The pipelines' options are typed and checked when a pipeline is parsed:
// `lowering` picks the CPU lowering (one check per value, on the pipeline
// it builds), an unknown value is an error listing the allowed ones, and a
// number out of range is an error quoting the value and the rule. The
// passes check their own options too (ov-to-vector here; ov-to-gpu in
// test/Conversion/OVToGPU/max-pool.mlir).

// Each lowering, in the function pipeline after the upstream ops' own
// (mixed modules: ov-lower-tosa, convert-elementwise-to-linalg).
// RUN: ov-opt %s --ov-lower-to-cpu --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=VECTOR
// RUN: ov-opt %s --ov-lower-to-cpu=lowering=vector --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=VECTOR
// VECTOR:      ov-lower-tosa,
// VECTOR-NEXT: func.func(
// VECTOR-NEXT:   convert-elementwise-to-linalg
// VECTOR-NEXT: ),
// VECTOR-NEXT: func.func(
// VECTOR-NEXT:   ov-to-vector{cache-line-bytes=64 l2-bytes=1048576 prefetch-bytes=4096 prefetch-bytes-indices=2048 vector-bits=256},
// VECTOR-NEXT:   ov-to-linalg,
// VECTOR-NEXT:   ov-to-affine,
// RUN: ov-opt %s --ov-lower-to-cpu=lowering=linalg --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=LINALG
// LINALG:      ov-lower-tosa,
// LINALG-NEXT: func.func(
// LINALG-NEXT:   convert-elementwise-to-linalg
// LINALG-NEXT: ),
// LINALG-NEXT: func.func(
// LINALG-NEXT:   ov-to-linalg,
// LINALG-NEXT:   ov-to-affine,
// LINALG-NEXT:   linalg-fuse-elementwise-ops,
// RUN: ov-opt %s --ov-lower-to-cpu=lowering=affine --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFFINE
// RUN: ov-opt %s --ov-lower-to-cpu-affine --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFFINE
// AFFINE:      ov-lower-tosa,
// AFFINE-NEXT: func.func(
// AFFINE-NEXT:   convert-elementwise-to-linalg
// AFFINE-NEXT: ),
// AFFINE-NEXT: func.func(
// AFFINE-NEXT:   ov-to-affine,
// AFFINE-NEXT:   canonicalize

// An unknown lowering, on the command line and in a textual pipeline.
// RUN: not ov-opt %s --ov-lower-to-cpu=lowering=bogus 2>&1 | FileCheck %s --check-prefix=BOGUS
// RUN: not ov-opt %s '--pass-pipeline=builtin.module(ov-lower-to-cpu{lowering=bogus})' 2>&1 | FileCheck %s --check-prefix=BOGUS
// BOGUS: ov-opt: for the --lowering option: 'bogus' is not one of vector, linalg, affine

// vector-bits: a power of two from 64 to 2048.
// RUN: ov-opt %s '--ov-lower-to-cpu=vector-bits=64' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=BITS64
// BITS64: ov-to-vector{{{.*}} vector-bits=64}
// RUN: ov-opt %s '--ov-lower-to-cpu=vector-bits=2048' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=BITS2048
// BITS2048: ov-to-vector{{{.*}} vector-bits=2048}
// RUN: not ov-opt %s '--ov-lower-to-cpu=vector-bits=0' 2>&1 | FileCheck %s --check-prefix=BITS0
// BITS0: error: vector-bits=0 is not a power of two from 64 to 2048
// RUN: not ov-opt %s '--pass-pipeline=builtin.module(ov-lower-to-cpu{vector-bits=7})' 2>&1 | FileCheck %s --check-prefix=BITS7
// BITS7: error: vector-bits=7 is not a power of two from 64 to 2048
// RUN: not ov-opt %s '--ov-lower-to-cpu=vector-bits=1048576' 2>&1 | FileCheck %s --check-prefix=BITS-HUGE
// BITS-HUGE: error: vector-bits=1048576 is not a power of two from 64 to 2048
// RUN: not ov-opt %s '--ov-lower-to-cpu=vector-bits=384' 2>&1 | FileCheck %s --check-prefix=BITS384
// BITS384: error: vector-bits=384 is not a power of two from 64 to 2048
// RUN: not ov-opt %s '--ov-lower-to-cpu=vector-bits=-256' 2>&1 | FileCheck %s --check-prefix=BITS-NEG
// BITS-NEG: error: vector-bits=-256 is not a power of two from 64 to 2048
// RUN: not ov-opt %s '--ov-lower-to-cpu=vector-bits=wide' 2>&1 | FileCheck %s --check-prefix=BITS-NAN
// BITS-NAN: ov-opt: for the --vector-bits option: 'wide' value invalid for long argument!
// The pass itself, on its own.
// RUN: not ov-opt %s '--ov-to-vector=vector-bits=7' 2>&1 | FileCheck %s --check-prefix=PASS-BITS
// PASS-BITS: error: ov-to-vector: vector-bits=7 is not a power of two from 64 to 2048

// The processor facts (ov/Conversion/VectorTarget.h) reach ov-to-vector as
// given, and are checked like vector-bits, by the pipeline and by the pass.
// RUN: ov-opt %s '--ov-lower-to-cpu=cache-line-bytes=128 l2-bytes=2097152 prefetch-bytes=8192 prefetch-bytes-indices=0 vector-bits=512' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FACTS
// FACTS: ov-to-vector{cache-line-bytes=128 l2-bytes=2097152 prefetch-bytes=8192 prefetch-bytes-indices=0 vector-bits=512}
// RUN: not ov-opt %s '--ov-lower-to-cpu=cache-line-bytes=48' 2>&1 | FileCheck %s --check-prefix=LINE48
// LINE48: error: cache-line-bytes=48 is not a power of two from 16 to 1024
// RUN: not ov-opt %s '--pass-pipeline=builtin.module(ov-lower-to-cpu{cache-line-bytes=2048})' 2>&1 | FileCheck %s --check-prefix=LINE2048
// LINE2048: error: cache-line-bytes=2048 is not a power of two from 16 to 1024
// RUN: not ov-opt %s '--ov-lower-to-cpu=l2-bytes=1000' 2>&1 | FileCheck %s --check-prefix=L2-SMALL
// L2-SMALL: error: l2-bytes=1000 is not from 65536 to 1073741824
// RUN: not ov-opt %s '--ov-lower-to-cpu=prefetch-bytes-indices=-1' 2>&1 | FileCheck %s --check-prefix=AHEAD-NEG
// AHEAD-NEG: error: prefetch-bytes-indices=-1 is not from 0 to 1048576
// RUN: not ov-opt %s '--ov-to-vector=l2-bytes=1073741825' 2>&1 | FileCheck %s --check-prefix=PASS-L2
// PASS-L2: error: ov-to-vector: l2-bytes=1073741825 is not from 65536 to 1073741824
// RUN: not ov-opt %s '--ov-to-vector=prefetch-bytes=2000000' 2>&1 | FileCheck %s --check-prefix=PASS-AHEAD
// PASS-AHEAD: error: ov-to-vector: prefetch-bytes=2000000 is not from 0 to 1048576
// RUN: not ov-opt %s '--ov-to-vector=cache-line-bytes=0' 2>&1 | FileCheck %s --check-prefix=PASS-LINE
// PASS-LINE: error: ov-to-vector: cache-line-bytes=0 is not a power of two from 16 to 1024

// block-size (the CUDA and Vulkan pipelines): a multiple of 32 from 32 to
// 1024. The Vulkan pipeline's MaxPool stores are scalar.
// RUN: ov-opt %s '--ov-lower-to-cuda=block-size=32 gpu-chip=sm_80 opt-level=3' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=CUDA
// CUDA: ov-to-gpu{block-size=32 loop-pass-limit=0 positive-zero-sums=false vector-stores=true}
// CUDA: nvvm-attach-target{O=3 chip=sm_80 {{.*}}features=+ptx70
// RUN: ov-opt %s '--ov-lower-to-cuda-emulated=block-size=1024' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=EMU
// EMU: ov-to-gpu{block-size=1024 loop-pass-limit=0 positive-zero-sums=false vector-stores=true}
// RUN: ov-opt %s '--ov-lower-to-vulkan=block-size=64' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=VULKAN
// VULKAN: ov-to-gpu{block-size=64 loop-pass-limit=65535 positive-zero-sums=true vector-stores=false}
// VULKAN: ov-gpu-vulkan-kernels{capabilities=Int64,Int16,Int8,Float64,Float16}
// VULKAN: convert-gpu-to-spirv{use-64bit-index=true}
// RUN: not ov-opt %s '--ov-lower-to-vulkan=block-size=48' 2>&1 | FileCheck %s --check-prefix=VBLOCK48
// VBLOCK48: error: block-size=48 is not a multiple of 32 from 32 to 1024
// RUN: not ov-opt %s '--ov-lower-to-cuda=block-size=0' 2>&1 | FileCheck %s --check-prefix=BLOCK0
// BLOCK0: error: block-size=0 is not a multiple of 32 from 32 to 1024
// RUN: not ov-opt %s '--ov-lower-to-cuda=block-size=2048' 2>&1 | FileCheck %s --check-prefix=BLOCK2048
// BLOCK2048: error: block-size=2048 is not a multiple of 32 from 32 to 1024
// RUN: not ov-opt %s '--pass-pipeline=builtin.module(ov-lower-to-cuda-emulated{block-size=100})' 2>&1 | FileCheck %s --check-prefix=BLOCK100
// BLOCK100: error: block-size=100 is not a multiple of 32 from 32 to 1024

// The CUDA target: opt-level, and the chip with its PTX features.
// RUN: not ov-opt %s '--ov-lower-to-cuda=opt-level=4' 2>&1 | FileCheck %s --check-prefix=OPT
// OPT: error: opt-level=4 is not from 0 to 3
// RUN: not ov-opt %s '--ov-lower-to-cuda=gpu-chip=gfx90a' 2>&1 | FileCheck %s --check-prefix=CHIP
// CHIP: error: unsupported GPU chip 'gfx90a' (expected sm_NN
// RUN: not ov-opt %s '--ov-lower-to-cuda=gpu-chip=sm_90a gpu-features=+ptx78' 2>&1 | FileCheck %s --check-prefix=PTX
// PTX: error: GPU features '+ptx78' too old for sm_90a (it needs +ptx80 or later)

// ov-prepare-module-abi's target: cpu, else the descriptor's `target` line
// (a lowercase name: a new target's kind needs no change to the pass).
// RUN: ov-opt %s --ov-prepare-module-abi=target=cuda | FileCheck %s --check-prefix=ABI-CUDA
// ABI-CUDA: ovmodule 3\0Atarget cuda\0A
// RUN: ov-opt %s --ov-prepare-module-abi=target=cpu | FileCheck %s --check-prefix=ABI-CPU --implicit-check-not="target cuda"
// ABI-CPU: ovmodule 5\0Afunc id
// cpu-features: the descriptor's `cpufeatures` line (version 4), each name
// once; a name the runtime does not detect is an error.
// RUN: ov-opt %s '--ov-prepare-module-abi=cpu-features=sse2,avx2,sse2 target=cuda' | FileCheck %s --check-prefix=ABI-FEATURES
// ABI-FEATURES: ovmodule 4\0Atarget cuda\0Acpufeatures sse2 avx2\0Afunc id
// RUN: not ov-opt %s '--ov-prepare-module-abi=cpu-features=avx2,x87' 2>&1 | FileCheck %s --check-prefix=ABI-FEATURE-BAD
// ABI-FEATURE-BAD: error: cpu-features: unknown CPU feature 'x87' (runtime/ABI.md lists the names the runtime detects)
// RUN: ov-opt %s --ov-prepare-module-abi=target=rocm | FileCheck %s --check-prefix=ABI-ROCM
// ABI-ROCM: ovmodule 3\0Atarget rocm\0A
// RUN: not ov-opt %s --ov-prepare-module-abi=target=Bogus 2>&1 | FileCheck %s --check-prefix=ABI-BOGUS
// ABI-BOGUS: error: ov-prepare-module-abi: target='Bogus' is not a device kind (a lowercase name: cpu, cuda, vulkan, ...)
// RUN: not ov-opt %s --ov-prepare-module-abi=target= 2>&1 | FileCheck %s --check-prefix=ABI-EMPTY
// ABI-EMPTY: error: ov-prepare-module-abi: target='' is not a device kind

// ov-outline-ops's min-ops: at least 1.
// RUN: not ov-opt %s --ov-outline-ops=min-ops=0 2>&1 | FileCheck %s --check-prefix=MIN-OPS
// MIN-OPS: error: ov-outline-ops: min-ops=0 is not at least 1

func.func @id(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
