// RUN: ov-opt %s -split-input-file --ov-to-gpu | FileCheck %s
// RUN: ov-opt %s -split-input-file '--ov-to-gpu=positive-zero-sums=true' | FileCheck %s --check-prefix=ZERO

// ROIAlignRotated-15 on the GPU (CUDA and Vulkan): one block per (box,
// tile of 256 outputs of the box's [C, PH, PW] = 3 x 2 x 3 = 18), one
// output per thread, bins fastest (coalesced stores); threads past the
// box's outputs do nothing. Each thread reads the box (the same five values
// for the whole block) and its batch index (clamped).

// CHECK-LABEL: func.func @avg
// CHECK: %[[ROIS:.+]] = bufferization.to_buffer %{{.+}} read_only : tensor<5x5xf32>
// CHECK: %[[OUT:.+]] = memref.alloc() : memref<5x3x2x3xf32>
// CHECK: %[[PER_BOX:.+]] = arith.muli %{{.+}}, %{{.+}} : index
// CHECK: %[[TILES:.+]] = arith.ceildivui %[[PER_BOX]], %{{.+}} : index
// CHECK: scf.parallel (%[[BOX:.+]], %[[TILE:.+]]) = (%{{.+}}, %{{.+}}) to (%{{.+}}, %[[TILES]])
// CHECK-NEXT: scf.parallel (%[[T:.+]]) = (%{{.+}}) to (%{{.+}})
// CHECK: %[[E:.+]] = arith.addi %{{.+}}, %[[T]] : index
// CHECK-NEXT: %[[IN:.+]] = arith.cmpi ult, %[[E]], %[[PER_BOX]] : index
// CHECK-NEXT: scf.if %[[IN]] {
// CHECK-NEXT: %[[CH:.+]] = arith.divui %[[E]], %{{.+}} : index
// CHECK-NEXT: %[[BIN:.+]] = arith.remui %[[E]], %{{.+}} : index
// CHECK-NEXT: %[[ROW:.+]] = arith.divui %[[BIN]], %{{.+}} : index
// CHECK-NEXT: %[[COL:.+]] = arith.remui %[[BIN]], %{{.+}} : index
// CHECK: memref.load %[[ROIS]][%[[BOX]], %{{.+}}] : memref<5x5xf32>
// CHECK: math.floor
// CHECK: %[[VALUE:.+]] = scf.for
// CHECK: memref.store %[[VALUE]], %[[OUT]][%[[BOX]], %[[CH]], %[[ROW]], %[[COL]]] : memref<5x3x2x3xf32>
// CHECK: mapping = [#gpu.loop_dim_map<processor = thread_x
// CHECK: mapping = [#gpu.loop_dim_map<processor = block_x, {{.+}}, #gpu.loop_dim_map<processor = block_y

// Vulkan's sums: a -0.0 average becomes +0.0 before the store.
// ZERO-LABEL: func.func @avg
// ZERO: %[[VALUE:.+]] = scf.for
// ZERO: %[[BITS:.+]] = arith.bitcast %[[VALUE]] : f32 to i32
// ZERO-NEXT: %[[NEG:.+]] = arith.constant -2147483648 : i32
// ZERO-NEXT: %[[IS:.+]] = arith.cmpi eq, %[[BITS]], %[[NEG]] : i32
// ZERO: %[[POS:.+]] = arith.select %[[IS]], %{{.+}}, %[[VALUE]] : f32
// ZERO-NEXT: memref.store %[[POS]]
func.func @avg(%d: tensor<2x3x6x8xf32>, %r: tensor<5x5xf32>, %i: tensor<5xi32>) -> tensor<5x3x2x3xf32> {
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 2 pooled_w = 3 sampling_ratio = 2 spatial_scale = 0.5 clockwise_mode = true : tensor<2x3x6x8xf32>, tensor<5x5xf32>, tensor<5xi32> -> tensor<5x3x2x3xf32>
  return %0 : tensor<5x3x2x3xf32>
}
