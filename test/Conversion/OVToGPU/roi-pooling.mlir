// RUN: ov-opt %s -split-input-file --ov-to-gpu | FileCheck %s

// ROIPooling-2 on the GPU (CUDA and Vulkan): one block per (box, tile of
// 256 outputs of the box's [C, PH, PW] = 3 x 2 x 3 = 18), one output per
// thread, bins fastest (coalesced stores); threads past the box's outputs
// do nothing. Each thread reads its box (the same five values for the whole
// block) and its batch index from column 0 (clamped); max bins loop over
// their pixels from the first, bilinear bins blend four with three exact
// f32 fused multiply-adds from f64 arithmetic (no math.fma: Vulkan's may
// round the product).

// CHECK-LABEL: func.func @max
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
// CHECK-COUNT-4: math.ceil
// CHECK: %[[VALUE:.+]] = scf.if
// CHECK: scf.for
// CHECK: arith.cmpf olt
// CHECK: memref.store %[[VALUE]], %[[OUT]][%[[BOX]], %[[CH]], %[[ROW]], %[[COL]]] : memref<5x3x2x3xf32>
// CHECK: mapping = [#gpu.loop_dim_map<processor = thread_x
// CHECK: mapping = [#gpu.loop_dim_map<processor = block_x, {{.+}}, #gpu.loop_dim_map<processor = block_y
func.func @max(%d: tensor<2x3x6x8xf32>, %r: tensor<5x5xf32>) -> tensor<5x3x2x3xf32> {
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 2 pooled_w = 3 spatial_scale = 0.5 method = "max" : tensor<2x3x6x8xf32>, tensor<5x5xf32> -> tensor<5x3x2x3xf32>
  return %0 : tensor<5x3x2x3xf32>
}

// -----

// CHECK-LABEL: func.func @bilinear
// CHECK: scf.parallel
// CHECK: %[[VALUE:.+]] = scf.if
// CHECK-NOT: math.fma
// CHECK-COUNT-3: arith.truncf %{{.+}} : f64 to f32
// CHECK: memref.store %[[VALUE]]
func.func @bilinear(%d: tensor<2x3x6x8xf32>, %r: tensor<5x5xf32>) -> tensor<5x3x2x3xf32> {
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 2 pooled_w = 3 spatial_scale = 1.0 method = "bilinear" : tensor<2x3x6x8xf32>, tensor<5x5xf32> -> tensor<5x3x2x3xf32>
  return %0 : tensor<5x3x2x3xf32>
}
