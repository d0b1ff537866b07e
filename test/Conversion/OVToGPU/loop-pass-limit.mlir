// RUN: ov-opt %s -split-input-file '--ov-to-gpu=loop-pass-limit=1000' | FileCheck %s
// RUN: ov-opt %s -split-input-file --ov-to-gpu | FileCheck %s --check-prefix=OFF
// RUN: not ov-opt %s '--ov-to-gpu=loop-pass-limit=-1' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEG

// loop-pass-limit (the vulkan target's: Mesa's llvmpipe stops every loop of
// an invocation after 65535 passes, docs/vulkan.md): a window whose tap
// loops would make more passes is split across launches, each one loop over
// at most limit - 2 row-major taps, the running value kept in the output.

// A 40x40 AvgPool window (1600 taps, 40 * 42 + 1 passes): two launches of
// taps [0, 998) and [998, 1600); the first stores the running sum, the
// second loads it, adds, divides and stores the average.
// CHECK-LABEL: func.func @avg
// CHECK: scf.parallel
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %c998
// CHECK-NOT: arith.divf
// CHECK: memref.store
// CHECK: scf.parallel
// CHECK: memref.load %[[OUT:.*]][
// CHECK: scf.for %{{.*}} = %c998{{.*}} to %c1600
// CHECK: arith.divf
// CHECK: memref.store
// CHECK-NOT: scf.parallel
// Without a limit: one launch, the tap loops nested.
// OFF-LABEL: func.func @avg
// OFF-COUNT-1: processor = block_x
// OFF-NOT: processor = block_x
// OFF: return
func.func @avg(%x: tensor<1x2x40x40xf32>) -> tensor<1x2x1x1xf32> {
  %0 = ov.avg_pool_v14 %x kernel = [40, 40] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] exclude_pad = true : tensor<1x2x40x40xf32> -> tensor<1x2x1x1xf32>
  return %0 : tensor<1x2x1x1xf32>
}

// -----

// MaxPool-8 over 40x40: the running maximum waits in the output and its
// spatial position in the indices; the last launch stores the index.
// CHECK-LABEL: func.func @max
// CHECK: scf.parallel
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %c998{{.*}} iter_args
// CHECK: memref.store
// CHECK: memref.store
// CHECK: scf.parallel
// CHECK: memref.load
// CHECK: memref.load
// CHECK: scf.for %{{.*}} = %c998{{.*}} to %c1600{{.*}} iter_args
// CHECK-NOT: scf.parallel
func.func @max(%x: tensor<1x2x40x40xf32>) -> (tensor<1x2x1x1xf32>, tensor<1x2x1x1xi64>) {
  %v, %i = ov.max_pool_v8 %x kernel = [40, 40] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] index_element_type = i64
      : tensor<1x2x40x40xf32> -> tensor<1x2x1x1xf32>, tensor<1x2x1x1xi64>
  return %v, %i : tensor<1x2x1x1xf32>, tensor<1x2x1x1xi64>
}

// -----

// Windows within the limit keep one launch.
// CHECK-LABEL: func.func @small
// CHECK-COUNT-1: processor = block_x
// CHECK-NOT: processor = block_x
// CHECK: return
func.func @small(%x: tensor<1x2x20x20xf32>) -> tensor<1x2x1x1xf32> {
  %0 = ov.avg_pool_v14 %x kernel = [20, 20] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] exclude_pad = true : tensor<1x2x20x20xf32> -> tensor<1x2x1x1xf32>
  return %0 : tensor<1x2x1x1xf32>
}

// -----

// ROIAlignRotated with sampling_ratio 40 (1600 samples, 40 * 42 + 1
// passes): two launches over the flat samples; the first stores the
// running sum, the second loads it.
// CHECK-LABEL: func.func @rotated
// CHECK: scf.parallel
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %{{.*}} step %{{.*}} iter_args
// CHECK: memref.store
// CHECK: scf.parallel
// CHECK: memref.load
// CHECK: arith.minui %c1996
// CHECK: scf.for %{{.*}} = %c998{{.*}} to %{{.*}} step %{{.*}} iter_args
// CHECK: memref.store
// CHECK-NOT: scf.parallel
func.func @rotated(%d: tensor<1x4x20x20xf32>, %r: tensor<2x5xf32>, %i: tensor<2xi32>) -> tensor<2x4x1x1xf32> {
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 1 pooled_w = 1 sampling_ratio = 40 spatial_scale = 1.0
      : tensor<1x4x20x20xf32>, tensor<2x5xf32>, tensor<2xi32> -> tensor<2x4x1x1xf32>
  return %0 : tensor<2x4x1x1xf32>
}

// -----

// ROIAlign-3 max with sampling_ratio 40: one tile element per thread (a
// loop of 1), so launches of (1000 - 2) / 1 - 2 = 996 samples.
// CHECK-LABEL: func.func @roi
// CHECK: scf.parallel
// CHECK: arith.minui %c996
// CHECK: scf.parallel
// CHECK: arith.minui %c1992
// CHECK-NOT: scf.parallel
func.func @roi(%data: tensor<1x4x20x20xf32>, %rois: tensor<2x4xf32>, %batch: tensor<2xi32>) -> tensor<2x4x1x1xf32> {
  %0 = ov.roi_align_v3 %data, %rois, %batch pooled_h = 1 pooled_w = 1
         sampling_ratio = 40 spatial_scale = 1.0 mode = max
         : tensor<1x4x20x20xf32>, tensor<2x4xf32>, tensor<2xi32> -> tensor<2x4x1x1xf32>
  return %0 : tensor<2x4x1x1xf32>
}

// NEG: ov-to-gpu: loop-pass-limit=-1 is negative
