// Each kernel family's vector width: its entry of family-vector-bits
// (Family:bits, keyed by the layer type) where set, else vector-bits.
// The CPU target's choice per family is test/Pipelines/cpu-options.mlir's.
// RUN: ov-opt %s -split-input-file --ov-to-vector="vector-bits=512" --canonicalize | FileCheck %s --check-prefix=WIDE
// RUN: ov-opt %s -split-input-file --ov-to-vector="vector-bits=512 family-vector-bits=MaxPool:128,AvgPool:256,ROIAlign:256" --canonicalize | FileCheck %s --check-prefix=FAMILY
// A family wider than the registers, or not a power of two, or not a
// family with kernels, or an entry without its width, is an error naming
// the entry.
// RUN: not ov-opt %s -split-input-file --ov-to-vector="vector-bits=256 family-vector-bits=ROIAlign:512" 2>&1 | FileCheck %s --check-prefix=ABOVE
// ABOVE: error: ov-to-vector: family-vector-bits=ROIAlign:512 is above vector-bits=256
// RUN: not ov-opt %s -split-input-file --ov-to-vector="vector-bits=256 family-vector-bits=MaxPool:100" 2>&1 | FileCheck %s --check-prefix=ODD
// ODD: error: ov-to-vector: family-vector-bits=MaxPool:100 is not a power of two from 64 to 2048
// RUN: not ov-opt %s -split-input-file --ov-to-vector="family-vector-bits=Conv:128" 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: error: ov-to-vector: family-vector-bits=Conv:128: 'Conv' is no family with vector kernels (AvgPool, MaxPool, ROIAlign, ROIAlignRotated, ROIPooling)
// RUN: not ov-opt %s -split-input-file --ov-to-vector="family-vector-bits=MaxPool" 2>&1 | FileCheck %s --check-prefix=MALFORMED
// MALFORMED: error: ov-to-vector: family-vector-bits=MaxPool: not <family>:<bits> (e.g. ROIAlign:256)

// WIDE-LABEL: func.func @max_pool
// WIDE: vector.store %{{.+}} : memref<1x4x16x16xf32>, vector<16xf32>
// FAMILY-LABEL: func.func @max_pool
// FAMILY-NOT: vector<16xf32>
// FAMILY: vector.store %{{.+}} : memref<1x4x16x16xf32>, vector<4xf32>
func.func @max_pool(%x: tensor<1x4x32x32xf32>) -> tensor<1x4x16x16xf32> {
  %y = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x4x32x32xf32> -> tensor<1x4x16x16xf32>
  return %y : tensor<1x4x16x16xf32>
}

// -----

// WIDE-LABEL: func.func @avg_pool
// WIDE: vector.store %{{.+}} : memref<1x4x16x16xf32>, vector<16xf32>
// FAMILY-LABEL: func.func @avg_pool
// FAMILY: vector.store %{{.+}} : memref<1x4x16x16xf32>, vector<8xf32>
// FAMILY-NOT: memref<1x4x16x16xf32>, vector<16xf32>
func.func @avg_pool(%x: tensor<1x4x32x32xf32>) -> tensor<1x4x16x16xf32> {
  %y = ov.avg_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] exclude_pad = false : tensor<1x4x32x32xf32> -> tensor<1x4x16x16xf32>
  return %y : tensor<1x4x16x16xf32>
}

// -----

// The whole-map kernel stages the map in blocks of one vector of channels.
// WIDE-LABEL: func.func @roi_align
// WIDE: vector.store %{{.+}} : memref<4x641x16xf32>, vector<16xf32>
// FAMILY-LABEL: func.func @roi_align
// FAMILY-NOT: vector<16xf32>
// FAMILY: vector.store %{{.+}} : memref<4x481x8xf32>, vector<8xf32>
func.func @roi_align(%d: tensor<1x64x20x20xf32>, %r: tensor<3x4xf32>, %b: tensor<3xi32>) -> tensor<3x64x7x7xf32> {
  %0 = ov.roi_align_v3 %d, %r, %b pooled_h = 7 pooled_w = 7 sampling_ratio = 2 spatial_scale = 0.25 mode = avg : tensor<1x64x20x20xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x64x7x7xf32>
  return %0 : tensor<3x64x7x7xf32>
}
