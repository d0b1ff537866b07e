// RUN: ov-opt %s -split-input-file --ov-to-gpu | FileCheck %s
// RUN: ov-opt %s -split-input-file --ov-to-gpu --convert-parallel-loops-to-gpu \
// RUN:   | FileCheck %s --check-prefix=LAUNCH

// ROIAlign-3 on the GPU: one block per (ROI, channel tile). 7x7 = 49 bins
// and 256 threads give tiles of 5 channels (245 elements, bins fastest), so
// the grid is R x ceil(64 / 5) = R x 13. Each thread reads the ROI's box and
// batch index (clamped), computes the geometry with KernelBuilders, then
// strides over the tile's elements; the sample loops and the four gathers
// are the shared steps 5-9.

// CHECK-LABEL: func.func @avg
// CHECK:         %[[DATA:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<2x64x50x50xf32>
// CHECK:         %[[ROIS:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<?x4xf32>
// CHECK:         %[[BATCH:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<?xi32>
// CHECK:         %[[OUT:.*]] = memref.alloc(%[[R:.*]]) : memref<?x64x7x7xf32>
// CHECK:         %[[TILES:.*]] = arith.ceildivui %{{.*}}, %{{.*}} : index
// CHECK:         scf.parallel (%[[ROI:.*]], %[[TILE:.*]]) = (%{{.*}}, %{{.*}}) to (%[[R]], %[[TILES]])
// CHECK-NEXT:      scf.parallel (%[[T:.*]]) = (%{{.*}}) to (%{{.*}})
// CHECK-NEXT:        memref.load %[[BATCH]][%[[ROI]]] : memref<?xi32>
// CHECK:             arith.maxsi
// CHECK:             arith.minsi
// CHECK:             memref.load %[[ROIS]][%[[ROI]], %{{.*}}] : memref<?x4xf32>
// CHECK:             scf.for %[[E:.*]] = %[[T]] to %{{.*}} step %{{.*}} {
// CHECK-NEXT:          %[[CT:.*]] = arith.divui %[[E]], %{{.*}} : index
// CHECK-NEXT:          %[[C:.*]] = arith.addi %{{.*}}, %[[CT]] : index
// CHECK-NEXT:          %[[BIN:.*]] = arith.remui %[[E]], %{{.*}} : index
// CHECK-NEXT:          %[[PH:.*]] = arith.divui %[[BIN]], %{{.*}} : index
// CHECK-NEXT:          %[[PW:.*]] = arith.remui %[[BIN]], %{{.*}} : index
// CHECK-NEXT:          %[[OK:.*]] = arith.cmpi ult, %[[C]], %{{.*}} : index
// CHECK-NEXT:          scf.if %[[OK]] {
// CHECK:                 scf.for
// CHECK:                   scf.for
// CHECK-COUNT-4:             memref.load %[[DATA]]
// CHECK:                     arith.divf
// CHECK:                     arith.addf
// CHECK:                 memref.store %{{.*}}, %[[OUT]][%[[ROI]], %[[C]], %[[PH]], %[[PW]]]
// CHECK:        } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK:      } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_y, map = (d0) -> (d0), bound = (d0) -> (d0)>]}

// LAUNCH-LABEL: func.func @avg
// LAUNCH:         gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) threads
// LAUNCH:           gpu.terminator
func.func @avg(%data: tensor<2x64x50x50xf32>, %rois: tensor<?x4xf32>,
               %batch: tensor<?xi32>) -> tensor<?x64x7x7xf32> {
  %0 = ov.roi_align_v3 %data, %rois, %batch pooled_h = 7 pooled_w = 7
         sampling_ratio = 2 spatial_scale = 0.25 mode = avg
         : tensor<2x64x50x50xf32>, tensor<?x4xf32>, tensor<?xi32>
         -> tensor<?x64x7x7xf32>
  return %0 : tensor<?x64x7x7xf32>
}

// -----

// Max mode, f16, adaptive sampling (sampling_ratio = 0), 32x32 bins (more
// than a block: one channel per tile, each thread takes every 256th bin).
// f16 computes in f32 and rounds back after each operation.

// CHECK-LABEL: func.func @max_f16_adaptive
// CHECK:         %[[TILES:.*]] = arith.ceildivui %{{.*}}, %{{.*}} : index
// CHECK:         scf.parallel
// CHECK:           scf.parallel
// CHECK:             math.ceil
// CHECK:             scf.for %{{.*}} = %{{.*}} to %{{.*}} step
// CHECK:               scf.for
// CHECK:                 scf.for
// CHECK:                   arith.truncf %{{.*}} : f32 to f16
// CHECK:                   arith.cmpf ogt
// CHECK:                   arith.select
// CHECK:               memref.store %{{.*}} : memref<3x16x32x32xf16>
func.func @max_f16_adaptive(%data: tensor<1x16x20x20xf16>, %rois: tensor<3x4xf16>,
                            %batch: tensor<3xui8>) -> tensor<3x16x32x32xf16> {
  %0 = ov.roi_align_v3 %data, %rois, %batch pooled_h = 32 pooled_w = 32
         sampling_ratio = 0 spatial_scale = 1.0 mode = max
         : tensor<1x16x20x20xf16>, tensor<3x4xf16>, tensor<3xui8>
         -> tensor<3x16x32x32xf16>
  return %0 : tensor<3x16x32x32xf16>
}
