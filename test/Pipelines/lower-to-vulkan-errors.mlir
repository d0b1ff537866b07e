// RUN: ov-opt %s --split-input-file --ov-lower-to-vulkan -verify-diagnostics
// RUN: not ov-opt %s --split-input-file '--ov-lower-to-vulkan=capabilities=Int64' \
// RUN:   2>&1 | FileCheck %s --check-prefix=NARROW
// RUN: not ov-opt %s '--ov-lower-to-vulkan=capabilities=Int64,Float32' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNKNOWN
// RUN: not ov-opt %s '--ov-lower-to-vulkan=capabilities=Float64' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOINT64

// What the vulkan target refuses, at compile time, with the kernel
// argument and the reason: element types needing a capability that the
// pipeline's `capabilities` leave out. Never a wrong kernel. Dynamic
// shapes (lower-to-vulkan-dynamic.mlir) and bf16 (lower-to-vulkan-bf16.mlir)
// compile.

// UNKNOWN: unknown SPIR-V capability 'Float32' (expected Int64, Int16, Int8, Float64, Float16)
// NOINT64: capabilities='Float64' lacks Int64, which the vulkan target's index arithmetic needs

// Compiles with the default capabilities; with capabilities=Int64, the f64
// buffer is refused naming Float64.
// NARROW: error: kernel __ov_kernels_f64_kernel argument 0: element type 'f64' needs the SPIR-V capability Float64, which the vulkan target's capabilities (Int64) lack
func.func @f64(%x: tensor<1x4x6x8xf64>) -> tensor<1x4x3x4xf64> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0]
      : tensor<1x4x6x8xf64> -> tensor<1x4x3x4xf64>
  return %0 : tensor<1x4x3x4xf64>
}

// -----

// NARROW: error: kernel __ov_kernels_i8_kernel argument 0: element type 'i8' needs the SPIR-V capability Int8, which the vulkan target's capabilities (Int64) lack
func.func @i8(%x: tensor<1x4x6x8xi8>) -> tensor<1x4x3x4xi8> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0]
      : tensor<1x4x6x8xi8> -> tensor<1x4x3x4xi8>
  return %0 : tensor<1x4x3x4xi8>
}
