// RUN: ov-opt %s --ov-lower-tosa --ov-to-vector="vector-bits=512" --canonicalize | FileCheck %s

// TOSA's NHWC pipelines: a tosa.transpose by [0, 3, 1, 2] into ROIAlign is
// a linalg.transpose after ov-lower-tosa (which the pipelines run first),
// and ov-to-vector's ROIAlign reads the [N, H, W, C] tensor in its place:
// neither transpose is left.
// CHECK-LABEL: func.func @tosa_nhwc
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x10x12x32xf32>
// CHECK-NOT: transpose
// CHECK: %[[MAP:.+]] = bufferization.to_buffer %[[X]] read_only : tensor<1x10x12x32xf32> to memref<1x10x12x32xf32>
// CHECK: scf.parallel
// CHECK: vector.load %[[MAP]]{{.*}} : memref<1x10x12x32xf32>, vector<16xf32>
// CHECK-NOT: transpose
func.func @tosa_nhwc(%x: tensor<1x10x12x32xf32>, %rois: tensor<3x4xf32>,
                     %idx: tensor<3xi32>) -> tensor<3x32x2x2xf32> {
  %nchw = tosa.transpose %x {perms = array<i32: 0, 3, 1, 2>}
          : (tensor<1x10x12x32xf32>) -> tensor<1x32x10x12xf32>
  %0 = ov.roi_align_v3 %nchw, %rois, %idx pooled_h = 2 pooled_w = 2
         sampling_ratio = 2 spatial_scale = 1.000000e+00 mode = max
         : tensor<1x32x10x12xf32>, tensor<3x4xf32>, tensor<3xi32>
         -> tensor<3x32x2x2xf32>
  return %0 : tensor<3x32x2x2xf32>
}
