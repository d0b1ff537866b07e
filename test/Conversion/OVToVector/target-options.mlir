// The processor facts of ov-to-vector are options with fixed defaults
// (ov/Conversion/VectorTarget.h), so these tests do not depend on the
// machine that runs them; each option moves what it names in the IR.

// Defaults: 64-byte lines, 1 MiB L2, 2-D prefetches 4 KiB ahead (2 KiB
// with indices).
// RUN: ov-opt %s -split-input-file --ov-to-vector="vector-bits=512" --canonicalize | FileCheck %s --check-prefix=DEFAULT
// The prefetch distance: 1 KiB (256 floats) ahead.
// RUN: ov-opt %s -split-input-file --ov-to-vector="vector-bits=512 prefetch-bytes=1024" --canonicalize | FileCheck %s --check-prefix=AHEAD1K
// 0: no 2-D prefetches.
// RUN: ov-opt %s -split-input-file --ov-to-vector="vector-bits=512 prefetch-bytes=0 prefetch-bytes-indices=0" --canonicalize | FileCheck %s --check-prefix=NOPREFETCH
// 128-byte lines: a row of 40 floats takes two prefetches (32 floats per
// line), not three.
// RUN: ov-opt %s -split-input-file --ov-to-vector="vector-bits=512 cache-line-bytes=128" --canonicalize | FileCheck %s --check-prefix=LINE128
// 32-byte lines: non-temporal index stores of 4 i64 at a time, aligned to
// 32 bytes.
// RUN: ov-opt %s -split-input-file --ov-to-vector="vector-bits=512 cache-line-bytes=32" --canonicalize | FileCheck %s --check-prefix=LINE32
// A 16 MiB L2: the 7.5 MiB of indices stay in cache (no non-temporal
// stores), and ROIAlign outputs bypass it from 64 MiB on.
// RUN: ov-opt %s -split-input-file --ov-to-vector="vector-bits=512 l2-bytes=16777216" --canonicalize | FileCheck %s --check-prefix=L2BIG

// DEFAULT-LABEL: func.func @disjoint_windows
// DEFAULT: %[[AHEAD:.+]] = arith.addi %{{.+}}, %c1024
// DEFAULT-NEXT: %[[BELOW_END:.+]] = arith.minsi %[[AHEAD]], %c2120
// DEFAULT-NEXT: %[[AT:.+]] = arith.maxsi %[[BELOW_END]], %c0
// DEFAULT-NEXT: memref.prefetch %{{.+}}[%[[AT]]], read, locality<2>, data
// DEFAULT-NEXT: %[[AT16:.+]] = arith.addi %[[AT]], %c16
// DEFAULT-NEXT: memref.prefetch %{{.+}}[%[[AT16]]]
// DEFAULT-NEXT: %[[AT32:.+]] = arith.addi %[[AT]], %c32
// DEFAULT-NEXT: memref.prefetch %{{.+}}[%[[AT32]]]
// DEFAULT-NEXT: arith.muli

// AHEAD1K-LABEL: func.func @disjoint_windows
// AHEAD1K: %[[AHEAD:.+]] = arith.addi %{{.+}}, %c256
// AHEAD1K-NEXT: %[[BELOW_END:.+]] = arith.minsi %[[AHEAD]], %c2120
// AHEAD1K-NEXT: %[[AT:.+]] = arith.maxsi %[[BELOW_END]], %c0
// AHEAD1K-NEXT: memref.prefetch %{{.+}}[%[[AT]]], read, locality<2>, data

// NOPREFETCH-LABEL: func.func @disjoint_windows
// NOPREFETCH-NOT: memref.prefetch
// NOPREFETCH-LABEL: func.func @nontemporal_indices
// NOPREFETCH-NOT: memref.prefetch
// NOPREFETCH: return

// LINE128-LABEL: func.func @disjoint_windows
// LINE128: %[[AHEAD:.+]] = arith.addi %{{.+}}, %c1024
// LINE128-NEXT: %[[BELOW_END:.+]] = arith.minsi %[[AHEAD]], %c2120
// LINE128-NEXT: %[[AT:.+]] = arith.maxsi %[[BELOW_END]], %c0
// LINE128-NEXT: memref.prefetch %{{.+}}[%[[AT]]], read, locality<2>, data
// LINE128-NEXT: %[[AT32:.+]] = arith.addi %[[AT]], %c32
// LINE128-NEXT: memref.prefetch %{{.+}}[%[[AT32]]]
// LINE128-NEXT: arith.muli
func.func @disjoint_windows(%x: tensor<2x3x9x40xf32>) -> tensor<2x3x3x13xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [3, 3] pads_begin = [0, 0] pads_end = [0, 0] : tensor<2x3x9x40xf32> -> tensor<2x3x3x13xf32>
  return %0 : tensor<2x3x3x13xf32>
}

// -----

// 7.5 MiB of i64 indices in rows of 120 (whole lines of 8 or 4).
// DEFAULT-LABEL: func.func @nontemporal_indices
// DEFAULT: %[[AHEAD:.+]] = arith.addi %{{.+}}, %c512
// DEFAULT: vector.extract_strided_slice %{{.+}} {offsets = [0], sizes = [8], strides = [1]} : vector<16xi64> to vector<8xi64>
// DEFAULT: vector.store {{.*}} {alignment = 64 : i64, nontemporal = true} : memref<1x256x32x120xi64>, vector<8xi64>

// LINE32-LABEL: func.func @nontemporal_indices
// LINE32: vector.extract_strided_slice %{{.+}} {offsets = [0], sizes = [4], strides = [1]} : vector<16xi64> to vector<4xi64>
// LINE32: vector.store {{.*}} {alignment = 32 : i64, nontemporal = true} : memref<1x256x32x120xi64>, vector<4xi64>
// LINE32-NOT: alignment = 64 : i64, nontemporal
// LINE32: return

// L2BIG-LABEL: func.func @nontemporal_indices
// L2BIG-NOT: nontemporal
// L2BIG: return
func.func @nontemporal_indices(%x: tensor<1x256x64x240xf32>) -> (tensor<1x256x32x120xf32>, tensor<1x256x32x120xi64>) {
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] dilations = [1, 1] : tensor<1x256x64x240xf32> -> tensor<1x256x32x120xf32>, tensor<1x256x32x120xi64>
  return %0, %1 : tensor<1x256x32x120xf32>, tensor<1x256x32x120xi64>
}

// -----

// ROIAlign's outputs of 4 times the L2 are stored non-temporally.
// DEFAULT-LABEL: func.func @roi_align
// DEFAULT: arith.cmpi sge, %{{.+}}, %c4194304
// L2BIG-LABEL: func.func @roi_align
// L2BIG: arith.cmpi sge, %{{.+}}, %c67108864
func.func @roi_align(%d: tensor<2x64x50x50xf32>, %r: tensor<?x4xf32>, %b: tensor<?xi32>) -> tensor<?x64x7x7xf32> {
  %0 = ov.roi_align_v3 %d, %r, %b pooled_h = 7 pooled_w = 7 sampling_ratio = 2 spatial_scale = 0.25 mode = avg : tensor<2x64x50x50xf32>, tensor<?x4xf32>, tensor<?xi32> -> tensor<?x64x7x7xf32>
  return %0 : tensor<?x64x7x7xf32>
}
