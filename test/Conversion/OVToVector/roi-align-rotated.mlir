// RUN: ov-opt %s --ov-to-vector="vector-bits=256" | FileCheck %s
// RUN: ov-opt %s --ov-lower-to-cpu="lowering=vector" | FileCheck %s --check-prefix=CPU

// ROIAlignRotated-15 has no vector kernel: ov-to-vector leaves the op as it
// is (no partial rewrite, no error), and the CPU pipeline's vector lowering
// hands it to ov-to-linalg (ROIAlignRotatedToLinalg.cpp), so the vector
// pipeline still compiles it.
// CHECK-LABEL: func.func @left_for_linalg
// CHECK-NEXT: %[[R:.+]] = ov.roi_align_rotated_v15 %arg0, %arg1, %arg2 pooled_h = 2 pooled_w = 3 sampling_ratio = 2
// CHECK-NEXT: return %[[R]]
// CPU-LABEL: llvm.func @left_for_linalg
// CPU-NOT: ov.roi_align_rotated_v15
// CPU: llvm.return
func.func @left_for_linalg(%d: tensor<2x3x6x8xf32>, %r: tensor<5x5xf32>, %i: tensor<5xi32>) -> tensor<5x3x2x3xf32> {
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 2 pooled_w = 3 sampling_ratio = 2 spatial_scale = 0.5 clockwise_mode = true : tensor<2x3x6x8xf32>, tensor<5x5xf32>, tensor<5xi32> -> tensor<5x3x2x3xf32>
  return %0 : tensor<5x3x2x3xf32>
}
