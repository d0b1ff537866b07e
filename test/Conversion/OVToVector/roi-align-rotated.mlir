// RUN: ov-opt %s --ov-to-vector="vector-bits=256" --canonicalize | FileCheck %s
// RUN: ov-opt %s --ov-lower-to-cpu="lowering=vector" | FileCheck %s --check-prefix=CPU

// ROIAlignRotated-15 with bins as lanes (ROIAlignRotatedToVector.cpp):
// parallel (box, tile of 64 channels) tasks, 8 bins of a box a time at 256
// bits (i32 pixel offsets: the plane is static); the box's sine and cosine
// once per task (f64 polynomials, rounded to f32); per group the channels'
// output rows start at 0, then per sample the positions of the 8 bins
// turned into the map as vectors, and per channel four gathers from its
// plane and acc + value / count. 2 x 3 bins: one masked group of 6.
// CHECK-LABEL: func.func @rotated
// CHECK: %[[OUT:.+]] = memref.alloc() : memref<5x3x2x3xf32>
// CHECK: %[[ROWS:.+]] = memref.collapse_shape %[[OUT]] {{\[}}[0], [1], [2, 3]] : memref<5x3x2x3xf32> into memref<5x3x6xf32>
// CHECK: scf.parallel (%[[TASK:.+]]) = (%c0) to (%c5) step (%c1)
// CHECK: arith.truncf %{{.+}} : f64 to f32
// CHECK: %[[MASK:.+]] = vector.constant_mask [6] : vector<8xi1>
// CHECK: scf.for %[[C0:.+]] = %c0 to %c3 step %c1
// CHECK-NEXT: vector.maskedstore %[[ROWS]][%[[TASK]], %[[C0]], %c0], %[[MASK]], %[[ZERO:.+]] : memref<5x3x6xf32>, vector<8xi1>, vector<8xf32>
// CHECK: scf.for %{{.+}} = %c0 to %c2 step %c1
// CHECK-NEXT: scf.for %{{.+}} = %c0 to %c2 step %c1
// CHECK: scf.for %[[C:.+]] = %c0 to %c3 step %c1
// CHECK-COUNT-4: vector.gather %{{.+}}[%{{.+}}, %[[C]], %c0, %c0] [%{{.+}}], %{{.+}}, %[[ZERO]] : memref<2x3x6x8xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK: %[[ACC:.+]] = vector.maskedload %[[ROWS]][%[[TASK]], %[[C]], %c0], %[[MASK]], %[[ZERO]]
// CHECK-NEXT: %[[PART:.+]] = arith.divf %{{.+}}, %{{.+}} : vector<8xf32>
// CHECK-NEXT: %[[SUM:.+]] = arith.addf %[[ACC]], %[[PART]] : vector<8xf32>
// CHECK-NEXT: vector.maskedstore %[[ROWS]][%[[TASK]], %[[C]], %c0], %[[MASK]], %[[SUM]]
// CHECK-NOT: ov.roi_align_rotated_v15
// CPU-LABEL: llvm.func @rotated
// CPU-NOT: ov.roi_align_rotated_v15
// CPU: llvm.intr.masked.gather
// CPU: llvm.return
func.func @rotated(%d: tensor<2x3x6x8xf32>, %r: tensor<5x5xf32>, %i: tensor<5xi32>) -> tensor<5x3x2x3xf32> {
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 2 pooled_w = 3 sampling_ratio = 2 spatial_scale = 0.5 clockwise_mode = true : tensor<2x3x6x8xf32>, tensor<5x5xf32>, tensor<5xi32> -> tensor<5x3x2x3xf32>
  return %0 : tensor<5x3x2x3xf32>
}
