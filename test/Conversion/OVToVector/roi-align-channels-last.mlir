// RUN: ov-opt %s -split-input-file --ov-to-vector="vector-bits=512" --canonicalize | FileCheck %s

// Channels-last input: ROIAlign's data is a linalg.transpose by [0, 3, 1, 2]
// of an [N, H, W, C] tensor (PyTorch's channels_last, TOSA's and IREE's
// NHWC pipelines). The kernel reads the [N, H, W, C] tensor itself, in one
// parallel loop over (box, group of channel blocks) tasks (here one group:
// the 40 channels' 3 blocks of 16; up to 16 blocks at 512 bits): where both
// sample tables hold the box, each sample reads its four neighbours' 16
// channels per block straight from data[image, y, x, 16 * block] (pixel
// (0, 0) for samples outside the map), the last, partial block masked;
// else the blocked kernel on each block with channels, masked loads of its
// channels. No scratch buffer, no staged map, no staging loop, and the
// linalg.transpose is gone. The output is [R, C, pooled_h, pooled_w] as ever.
// CHECK-LABEL: func.func @roi_align_nhwc
// CHECK-SAME: %[[X:[^:]+]]: tensor<2x50x64x40xf32>
// CHECK-NOT: linalg.transpose
// CHECK: %[[MAP:.+]] = bufferization.to_buffer %[[X]] read_only : tensor<2x50x64x40xf32> to memref<2x50x64x40xf32>
// CHECK: memref.alloc({{.*}}) {alignment = 64 : i64} : memref<?x40x7x7xf32>
// CHECK-NOT: memref.alloc() {alignment = 64 : i64} : memref<{{.*}}x16xf32>
// CHECK: scf.parallel
// CHECK-NOT: memref<4097x16xf32>
// CHECK: memref.alloca() {alignment = 64 : i64} : memref<64x3x16xf32>
// CHECK: scf.if
// CHECK: vector.load %[[MAP]][%[[N:.+]], %[[Y:.+]], %[[XX:.+]], %c0] : memref<2x50x64x40xf32>, vector<16xf32>
// CHECK: vector.load %[[MAP]][%[[N]], %[[Y]], %[[XX]], %c16] : memref<2x50x64x40xf32>, vector<16xf32>
// CHECK: vector.maskedload %[[MAP]][%[[N]], %[[Y]], %[[XX]], %c32], %{{.+}}, %{{.+}} : memref<2x50x64x40xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// CHECK: } else {
// CHECK-NEXT: scf.for %{{.+}} = %c0 to %c3 step %c1 {
// CHECK: %[[MASK:.+]] = vector.create_mask %{{.+}} : vector<16xi1>
// CHECK: vector.maskedload %[[MAP]][%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}], %[[MASK]], %{{.+}} : memref<2x50x64x40xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// CHECK-NOT: vector.maskedload {{.*}} : memref<2x40x50x64xf32>
// CHECK-NOT: vector.gather
// CHECK-NOT: linalg.transpose
// CHECK-NOT: ov.roi_align
func.func @roi_align_nhwc(%x: tensor<2x50x64x40xf32>, %rois: tensor<?x4xf32>,
                          %idx: tensor<?xi32>) -> tensor<?x40x7x7xf32> {
  %e = tensor.empty() : tensor<2x40x50x64xf32>
  %data = linalg.transpose ins(%x : tensor<2x50x64x40xf32>)
            outs(%e : tensor<2x40x50x64xf32>) permutation = [0, 3, 1, 2]
  %0 = ov.roi_align_v9 %data, %rois, %idx pooled_h = 7 pooled_w = 7
         sampling_ratio = 0 spatial_scale = 2.500000e-01 mode = avg
         aligned_mode = half_pixel
         : tensor<2x40x50x64xf32>, tensor<?x4xf32>, tensor<?xi32>
         -> tensor<?x40x7x7xf32>
  return %0 : tensor<?x40x7x7xf32>
}

// -----

// Dynamic dims: N, H, W and C are read from the [N, H, W, C] tensor (dims
// 0, 1, 2 and 3), the output's C too: nothing reads the transpose.
// CHECK-LABEL: func.func @roi_align_nhwc_dynamic
// CHECK-SAME: %[[X:.+]]: tensor<?x?x?x?xf32>
// CHECK-NOT: linalg.transpose
// CHECK-DAG: tensor.dim %[[X]], %c0
// CHECK-DAG: tensor.dim %[[X]], %c1
// CHECK-DAG: tensor.dim %[[X]], %c2
// CHECK-DAG: %[[C:.+]] = tensor.dim %[[X]], %c3
// CHECK: memref.alloc(%{{.+}}, %[[C]]) {alignment = 64 : i64} : memref<?x?x3x3xf32>
// CHECK: vector.maskedload {{.*}} : memref<?x?x?x?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// CHECK-NOT: linalg.transpose
func.func @roi_align_nhwc_dynamic(%x: tensor<?x?x?x?xf32>, %rois: tensor<?x4xf32>,
                                  %idx: tensor<?xi64>) -> tensor<?x?x3x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = tensor.dim %x, %c0 : tensor<?x?x?x?xf32>
  %h = tensor.dim %x, %c1 : tensor<?x?x?x?xf32>
  %w = tensor.dim %x, %c2 : tensor<?x?x?x?xf32>
  %c = tensor.dim %x, %c3 : tensor<?x?x?x?xf32>
  %e = tensor.empty(%n, %c, %h, %w) : tensor<?x?x?x?xf32>
  %data = linalg.transpose ins(%x : tensor<?x?x?x?xf32>)
            outs(%e : tensor<?x?x?x?xf32>) permutation = [0, 3, 1, 2]
  %0 = ov.roi_align_v3 %data, %rois, %idx pooled_h = 3 pooled_w = 3
         sampling_ratio = 2 spatial_scale = 1.000000e+00 mode = max
         : tensor<?x?x?x?xf32>, tensor<?x4xf32>, tensor<?xi64>
         -> tensor<?x?x3x3xf32>
  return %0 : tensor<?x?x3x3xf32>
}

// -----

// Any other permutation is not channels-last: the kernel reads the
// transpose's result as [N, C, H, W] and stages its planes.
// CHECK-LABEL: func.func @roi_align_other_permutation
// CHECK: linalg.transpose
// CHECK: memref.alloca() {alignment = 64 : i64} : memref<4097x16xf32>
func.func @roi_align_other_permutation(%x: tensor<1x8x8x4xf32>, %rois: tensor<2x4xf32>,
                                       %idx: tensor<2xi32>) -> tensor<2x8x2x2xf32> {
  %e = tensor.empty() : tensor<1x8x4x8xf32>
  %data = linalg.transpose ins(%x : tensor<1x8x8x4xf32>)
            outs(%e : tensor<1x8x4x8xf32>) permutation = [0, 2, 3, 1]
  %0 = ov.roi_align_v3 %data, %rois, %idx pooled_h = 2 pooled_w = 2
         sampling_ratio = 2 spatial_scale = 1.000000e+00 mode = avg
         : tensor<1x8x4x8xf32>, tensor<2x4xf32>, tensor<2xi32>
         -> tensor<2x8x2x2xf32>
  return %0 : tensor<2x8x2x2xf32>
}
