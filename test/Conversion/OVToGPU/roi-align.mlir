// RUN: ov-opt %s -split-input-file --ov-to-gpu | FileCheck %s
// RUN: ov-opt %s -split-input-file --ov-to-gpu --convert-parallel-loops-to-gpu \
// RUN:   | FileCheck %s --check-prefix=LAUNCH

// ROIAlign-3 on the GPU: one block per (ROI, channel tile). 7x7 = 49 bins
// and 256 threads give 5 channel groups of 4 channels per tile (245
// (group, bin) pairs, bins fastest), so the grid is R x ceil(64 / 20) =
// R x 4. Each thread reads the ROI's box and batch index (clamped),
// computes the geometry with KernelBuilders, then strides over the tile's
// pairs: channels g, g + 5, g + 10, g + 15 of the tile share each sample's
// position and weights (one set of sample loops, four accumulators, four
// gathers each); a channel past the last is read from the last one (in
// bounds) and not stored.

// CHECK-LABEL: func.func @avg
// CHECK:         %[[DATA:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<2x64x50x50xf32>
// CHECK:         %[[ROIS:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<?x4xf32>
// CHECK:         %[[BATCH:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<?xi32>
// CHECK:         %[[OUT:.*]] = memref.alloc(%[[R:.*]]) : memref<?x64x7x7xf32>
// CHECK:         %[[C20:.*]] = arith.constant 20 : index
// CHECK:         %[[TILES:.*]] = arith.ceildivui %{{.*}}, %[[C20]] : index
// CHECK:         scf.parallel (%[[ROI:.*]], %[[TILE:.*]]) = (%{{.*}}, %{{.*}}) to (%[[R]], %[[TILES]])
// CHECK-NEXT:      scf.parallel (%[[T:.*]]) = (%{{.*}}) to (%{{.*}})
// CHECK-NEXT:        memref.load %[[BATCH]][%[[ROI]]] : memref<?xi32>
// CHECK:             arith.maxsi
// CHECK:             arith.minsi
// CHECK:             memref.load %[[ROIS]][%[[ROI]], %{{.*}}] : memref<?x4xf32>
// CHECK:             scf.for %[[E:.*]] = %[[T]] to %{{.*}} step %{{.*}} {
// CHECK-NEXT:          %[[GROUP:.*]] = arith.divui %[[E]], %{{.*}} : index
// CHECK-NEXT:          %[[BIN:.*]] = arith.remui %[[E]], %{{.*}} : index
// CHECK-NEXT:          %[[PH:.*]] = arith.divui %[[BIN]], %{{.*}} : index
// CHECK-NEXT:          %[[PW:.*]] = arith.remui %[[BIN]], %{{.*}} : index
// CHECK:               arith.minui %[[C0:[^,]*]], %{{.*}} : index
// CHECK:               arith.minui
// CHECK:               arith.minui
// CHECK:               %[[READ3:.*]] = arith.minui %[[C3:[^,]*]], %{{.*}} : index
// CHECK-NEXT:          %[[OK:.*]] = arith.cmpi ult, %[[C0]], %{{.*}} : index
// CHECK-NEXT:          scf.if %[[OK]] {
// CHECK:                 %[[ACC:.*]]:4 = scf.for {{.*}} -> (f32, f32, f32, f32)
// CHECK:                   scf.for
// CHECK-COUNT-4:             memref.load %[[DATA]]
// CHECK:                     arith.divf
// CHECK:                     arith.addf
// CHECK-COUNT-3:             memref.load %[[DATA]]
// CHECK:                     memref.load %[[DATA]][%{{.*}}, %[[READ3]], %{{.*}}, %{{.*}}]
// CHECK:                 memref.store %[[ACC]]#0, %[[OUT]][%[[ROI]], %[[C0]], %[[PH]], %[[PW]]]
// CHECK:                 scf.if
// CHECK-NEXT:              memref.store %[[ACC]]#1
// CHECK:                 scf.if
// CHECK-NEXT:              memref.store %[[ACC]]#2
// CHECK:                 %[[OK3:.*]] = arith.cmpi ult, %[[C3]], %{{.*}} : index
// CHECK-NEXT:            scf.if %[[OK3]] {
// CHECK-NEXT:              memref.store %[[ACC]]#3, %[[OUT]][%[[ROI]], %[[C3]], %[[PH]], %[[PW]]]
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
// than a block: one channel group of 4 channels per tile, each thread takes
// every 256th bin). f16 computes in f32 and rounds back after each
// operation.

// CHECK-LABEL: func.func @max_f16_adaptive
// CHECK:         %[[C4:.*]] = arith.constant 4 : index
// CHECK:         %[[TILES:.*]] = arith.ceildivui %{{.*}}, %[[C4]] : index
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

// -----

// 8x8 bins: 4 channel groups per tile; 8 channels fill two per group, so
// each thread takes 2 channels, not 4 (no work for channels that cannot
// exist).

// CHECK-LABEL: func.func @two_per_thread
// CHECK:         arith.constant 8 : index
// CHECK:         scf.for {{.*}} -> (f64, f64)
func.func @two_per_thread(%data: tensor<1x8x8x8xf64>, %rois: tensor<1x4xf64>,
                          %batch: tensor<1xi64>) -> tensor<1x8x8x8xf64> {
  %0 = ov.roi_align_v3 %data, %rois, %batch pooled_h = 8 pooled_w = 8
         sampling_ratio = 1 spatial_scale = 1.0 mode = avg
         : tensor<1x8x8x8xf64>, tensor<1x4xf64>, tensor<1xi64>
         -> tensor<1x8x8x8xf64>
  return %0 : tensor<1x8x8x8xf64>
}
