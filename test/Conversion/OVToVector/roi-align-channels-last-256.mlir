// RUN: ov-opt %s --ov-to-vector="vector-bits=256" --canonicalize | FileCheck %s

// Channels-last ROIAlign below 512 bits: groups of 8 blocks of 8 channels
// (half of AVX2's 16 vector registers hold a bin's accumulators), so 200
// channels are 4 groups (the last one partial: its blocks' loads masked by
// the channels left). Tasks (box, group), boxes outer: 4 boxes x 4 groups,
// task id = box * 4 + group, so consecutive tasks read the next channels
// of the same pixels.
// CHECK-LABEL: func.func @nhwc_256
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x20x20x200xf32>
// CHECK: %[[MAP:.+]] = bufferization.to_buffer %[[X]]
// CHECK: scf.parallel (%[[ID:.+]]) = (%c0) to (%c16) step (%c1) {
// CHECK-DAG: arith.remui %[[ID]], %c4 : index
// CHECK-DAG: arith.divui %[[ID]], %c4 : index
// CHECK: memref.alloca() {alignment = 64 : i64} : memref<56x8x8xf32>
// CHECK-COUNT-32: vector.maskedload %[[MAP]]{{.*}} : memref<1x20x20x200xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NOT: linalg.transpose
func.func @nhwc_256(%x: tensor<1x20x20x200xf32>, %rois: tensor<4x4xf32>,
                    %idx: tensor<4xi32>) -> tensor<4x200x7x7xf32> {
  %e = tensor.empty() : tensor<1x200x20x20xf32>
  %data = linalg.transpose ins(%x : tensor<1x20x20x200xf32>)
            outs(%e : tensor<1x200x20x20xf32>) permutation = [0, 3, 1, 2]
  %0 = ov.roi_align_v3 %data, %rois, %idx pooled_h = 7 pooled_w = 7
         sampling_ratio = 2 spatial_scale = 1.000000e+00 mode = avg
         : tensor<1x200x20x20xf32>, tensor<4x4xf32>, tensor<4xi32>
         -> tensor<4x200x7x7xf32>
  return %0 : tensor<4x200x7x7xf32>
}
