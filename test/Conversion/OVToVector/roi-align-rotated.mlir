// RUN: ov-opt %s --ov-to-vector="vector-bits=256" --canonicalize | FileCheck %s
// RUN: ov-opt %s --ov-lower-to-cpu="lowering=vector" | FileCheck %s --check-prefix=CPU

// ROIAlignRotated-15 on vectors (ROIAlignRotatedToVector.cpp,
// ROIAlignRotatedStaged.cpp), f32: the staged kernels, channels as lanes
// (blocks of 8 at 256 bits; 3 channels: one block).
//
// First, per image, whether the whole map is staged: each box's bounding
// rectangle (in f64: floor, clamped to the map) is added to its image's
// sum where it fits; an image whose sum reaches the map's 6 x 8 pixels
// takes the whole-map kernel.
//
// Whole-map tasks, (block, image): the output block ([channel lane][bin])
// at the top of the loop body; for an image that takes it, the block's
// planes go to a heap scratch ([pixel][channel lane], pixel (0, 0) first),
// each row load prefetching the row below, then every box of the image.
//
// Then (block, box) tasks, blocks outer, for the boxes of the other
// images, each with its scratch buffer (8192 pixels after pixel (0, 0)) and
// output block at the top of the loop body: where the box's rectangle fits,
// pixel (0, 0) of the 8 lanes' planes, then the rectangle, 8 columns of 8
// planes a load, transposed to 8 pixels of 8 channels.
//
// Both read a box alike: 2 x 3 bins, one group of 6 bins, 6 vectors of
// channels from 0 through the samples; per sample the 8 bins' taps as
// vectors (the box's sine and cosine: f64 polynomials rounded to f32), then
// per bin its 4 scratch pixels as lane extracts and 4 contiguous vector
// loads of the block's channels; the 6 results transposed into the output
// block and copied out. A rectangle that does not fit takes the gather
// kernel on the block's channels.
// CHECK-LABEL: func.func @rotated
// CHECK: %[[OUT:.+]] = memref.alloc() : memref<5x3x2x3xf32>
// CHECK: %[[ROWS:.+]] = memref.collapse_shape %[[OUT]] {{\[}}[0], [1], [2, 3]] : memref<5x3x2x3xf32> into memref<5x3x6xf32>
// CHECK: %[[FLAT:.+]] = memref.collapse_shape %[[OUT]] {{\[}}[0], [1, 2, 3]] : memref<5x3x2x3xf32> into memref<5x18xf32>
// CHECK: %[[SUMS:.+]] = memref.alloc() : memref<2xindex>
// CHECK: %[[WHOLE:.+]] = memref.alloc() : memref<2xi1>
// CHECK: scf.for %{{.+}} = %c0 to %c5 step %c1
// CHECK: math.floor %{{.+}} : f64
// CHECK: arith.cmpi sle, %{{.+}}, %c8192 : index
// CHECK: memref.store %{{.+}}, %[[SUMS]]
// CHECK: %[[SUM:.+]] = memref.load %[[SUMS]]
// CHECK-NEXT: %[[MAPSUM:.+]] = arith.cmpi sge, %[[SUM]], %c48 : index
// CHECK-NEXT: memref.store %[[MAPSUM]], %[[WHOLE]]
// CHECK: scf.parallel (%[[MTASK:.+]]) = (%c0) to (%c2) step (%c1)
// CHECK-NEXT: %[[MSTAGING:.+]] = memref.alloca() {alignment = 64 : i64} : memref<48xf32>
// CHECK-NEXT: arith.divui %[[MTASK]], %c2 : index
// CHECK-NEXT: %[[IMAGE:.+]] = arith.remui %[[MTASK]], %c2 : index
// CHECK: %[[TAKE:.+]] = memref.load %[[WHOLE]][%[[IMAGE]]] : memref<2xi1>
// CHECK-NEXT: scf.if %[[TAKE]] {
// CHECK-NEXT: %[[MAP:.+]] = memref.alloc() {alignment = 64 : i64} : memref<49x8xf32>
// CHECK: memref.store %{{.+}}, %[[MAP]][%c0, %c0] : memref<49x8xf32>
// CHECK: scf.for %[[Y:.+]] = %c0 to %c6 step %c1 {
// CHECK-NEXT: %[[Y1:.+]] = arith.addi %[[Y]], %c1 : index
// CHECK-NEXT: %[[BELOW:.+]] = arith.minsi %[[Y1]], %c5 : index
// CHECK: vector.load %{{.+}}[%[[IMAGE]], %[[C:.+]], %[[Y]], %c0] : memref<2x3x6x8xf32>, vector<8xf32>
// CHECK-NEXT: memref.prefetch %{{.+}}[%[[IMAGE]], %[[C]], %[[BELOW]], %c0], read, locality<3>, data : memref<2x3x6x8xf32>
// CHECK-COUNT-8: vector.store %{{.+}}, %[[MAP]][%{{.+}}, %c0] : memref<49x8xf32>, vector<8xf32>
// CHECK: scf.for %[[MBOX:.+]] = %c0 to %c5 step %c1 {
// CHECK: %[[MINE:.+]] = arith.cmpi eq, %{{.+}}, %[[IMAGE]] : index
// CHECK-NEXT: scf.if %[[MINE]] {
// CHECK: vector.load %[[MAP]][%{{.+}}, %c0] : memref<49x8xf32>, vector<8xf32>
// CHECK: vector.maskedstore %[[MSTAGING]]
// CHECK: vector.store %{{.+}}, %[[FLAT]][%[[MBOX]], %{{.+}}] : memref<5x18xf32>, vector<8xf32>
// CHECK: scf.parallel (%[[TASK:.+]]) = (%c0) to (%c5) step (%c1)
// CHECK-NEXT: %[[SCRATCH:.+]] = memref.alloca() {alignment = 64 : i64} : memref<8193x8xf32>
// CHECK-NEXT: %[[STAGING:.+]] = memref.alloca() {alignment = 64 : i64} : memref<48xf32>
// CHECK-NEXT: %[[BLOCK:.+]] = arith.divui %[[TASK]], %c5 : index
// CHECK-NEXT: %[[BOX:.+]] = arith.remui %[[TASK]], %c5 : index
// CHECK: %[[ITSMAP:.+]] = memref.load %[[WHOLE]]
// CHECK-NEXT: %[[PERBOX:.+]] = arith.xori %[[ITSMAP]], %true : i1
// CHECK-NEXT: scf.if %[[PERBOX]] {
// CHECK: arith.truncf %{{.+}} : f64 to f32
// CHECK: math.floor %{{.+}} : f64
// CHECK: scf.if %[[FITS:.+]] {
// CHECK: memref.store %{{.+}}, %[[SCRATCH]][%c0, %c0] : memref<8193x8xf32>
// CHECK: scf.for
// CHECK: scf.for
// CHECK-COUNT-8: vector.maskedload %{{.+}} : memref<2x3x6x8xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK: vector.shuffle
// CHECK-COUNT-8: vector.store %{{.+}}, %[[SCRATCH]][%{{.+}}, %c0] : memref<8193x8xf32>, vector<8xf32>
// CHECK: scf.for %{{.+}} = %c0 to %c2 step %c1 iter_args(%{{.+}} = %[[ZERO:[^,]+]], {{.+}}) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>)
// CHECK-NEXT: scf.for %{{.+}} = %c0 to %c2 step %c1 iter_args(
// CHECK-NOT: vector.gather
// CHECK: %[[W1:.+]] = vector.extract %{{.+}}[0] : f32 from vector<8xf32>
// CHECK-NEXT: %[[W1S:.+]] = vector.broadcast %[[W1]] : f32 to vector<8xf32>
// CHECK: %[[AT:.+]] = vector.extract %{{.+}}[0] : i32 from vector<8xi32>
// CHECK-NEXT: %[[ATI:.+]] = arith.index_cast %[[AT]] : i32 to index
// CHECK-NEXT: %[[P1:.+]] = vector.load %[[SCRATCH]][%[[ATI]], %c0] : memref<8193x8xf32>, vector<8xf32>
// CHECK-COUNT-3: vector.load %[[SCRATCH]][%{{.+}}, %c0] : memref<8193x8xf32>, vector<8xf32>
// CHECK-NEXT: arith.mulf %[[W1S]], %[[P1]] : vector<8xf32>
// CHECK: arith.divf %{{.+}}, %{{.+}} : vector<8xf32>
// CHECK-NEXT: arith.addf %{{.+}}, %{{.+}} : vector<8xf32>
// CHECK: vector.extract %{{.+}}[5] : i32 from vector<8xi32>
// CHECK-NOT: vector.extract %{{.+}}[6]
// CHECK: scf.yield
// CHECK: vector.shuffle
// CHECK: %[[MASK:.+]] = vector.constant_mask [6] : vector<8xi1>
// CHECK-COUNT-8: vector.maskedstore %[[STAGING]][%{{.+}}], %[[MASK]], %{{.+}} : memref<48xf32>, vector<8xi1>, vector<8xf32>
// CHECK: vector.store %{{.+}}, %[[FLAT]][%[[BOX]], %{{.+}}] : memref<5x18xf32>, vector<8xf32>
// CHECK: memref.store %{{.+}}, %[[ROWS]][%[[BOX]], %{{.+}}, %{{.+}}] : memref<5x3x6xf32>
// CHECK: } else {
// CHECK-COUNT-4: vector.gather
// CHECK-NOT: ov.roi_align_rotated_v15
// CPU-LABEL: llvm.func @rotated
// CPU-NOT: ov.roi_align_rotated_v15
// CPU: llvm.intr.masked.gather
// CPU: llvm.return
func.func @rotated(%d: tensor<2x3x6x8xf32>, %r: tensor<5x5xf32>, %i: tensor<5xi32>) -> tensor<5x3x2x3xf32> {
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 2 pooled_w = 3 sampling_ratio = 2 spatial_scale = 0.5 clockwise_mode = true : tensor<2x3x6x8xf32>, tensor<5x5xf32>, tensor<5xi32> -> tensor<5x3x2x3xf32>
  return %0 : tensor<5x3x2x3xf32>
}

// f16: the gather kernel alone. Parallel (box, tile of 64 channels) tasks,
// 8 bins of a box a time at 256 bits (i32 pixel offsets: the plane is
// static); the box's sine and cosine once per task; per group the
// channels' output rows start at 0, then per sample the positions of the 8
// bins turned into the map as vectors, and per channel four gathers from
// its plane and acc + value / count. 2 x 3 bins: one masked group of 6.
// CHECK-LABEL: func.func @rotated_f16
// CHECK: %[[OUT:.+]] = memref.alloc() : memref<5x3x2x3xf16>
// CHECK: %[[ROWS:.+]] = memref.collapse_shape %[[OUT]] {{\[}}[0], [1], [2, 3]] : memref<5x3x2x3xf16> into memref<5x3x6xf16>
// CHECK: scf.parallel (%[[TASK:.+]]) = (%c0) to (%c5) step (%c1)
// CHECK-NOT: memref.alloca
// CHECK: arith.truncf %{{.+}} : f64 to f32
// CHECK: %[[MASK:.+]] = vector.constant_mask [6] : vector<8xi1>
// CHECK: scf.for %[[C0:.+]] = %c0 to %c3 step %c1
// CHECK-NEXT: vector.maskedstore %[[ROWS]][%[[TASK]], %[[C0]], %c0], %[[MASK]], %[[ZERO:.+]] : memref<5x3x6xf16>, vector<8xi1>, vector<8xf16>
// CHECK: scf.for %{{.+}} = %c0 to %c2 step %c1
// CHECK-NEXT: scf.for %{{.+}} = %c0 to %c2 step %c1
// CHECK: scf.for %[[C:.+]] = %c0 to %c3 step %c1
// CHECK-COUNT-4: vector.gather %{{.+}}[%{{.+}}, %[[C]], %c0, %c0] [%{{.+}}], %{{.+}}, %{{.+}} : memref<2x3x6x8xf16>, vector<8xi32>, vector<8xi1>, vector<8xf16> into vector<8xf16>
// CHECK: %[[ACC:.+]] = vector.maskedload %[[ROWS]][%[[TASK]], %[[C]], %c0], %[[MASK]], %{{.+}}
// CHECK: vector.maskedstore %[[ROWS]][%[[TASK]], %[[C]], %c0], %[[MASK]], %{{.+}}
// CHECK-NOT: ov.roi_align_rotated_v15
func.func @rotated_f16(%d: tensor<2x3x6x8xf16>, %r: tensor<5x5xf16>, %i: tensor<5xi32>) -> tensor<5x3x2x3xf16> {
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 2 pooled_w = 3 sampling_ratio = 2 spatial_scale = 0.5 clockwise_mode = true : tensor<2x3x6x8xf16>, tensor<5x5xf16>, tensor<5xi32> -> tensor<5x3x2x3xf16>
  return %0 : tensor<5x3x2x3xf16>
}
