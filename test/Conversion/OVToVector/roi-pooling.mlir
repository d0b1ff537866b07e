// RUN: ov-opt %s --ov-to-vector="vector-bits=256" --canonicalize | FileCheck %s
// RUN: ov-opt %s --ov-lower-to-cpu="lowering=vector" | FileCheck %s --check-prefix=CPU

// ROIPooling-2 with bins as lanes (ROIPoolingToVector.cpp): parallel (box,
// tile of 64 channels) tasks, 8 bins of a box at a time at 256 bits (i32
// pixel offsets where the plane is static, else i64). Each lane's bin is
// computed once per task by the scalar builders (the rounded box in f64,
// then the bin's rectangle or sample position) and the lanes assembled with
// vector.from_elements; per channel of the tile, gathers from its plane.

// max: the first pixel of each lane's rectangle, then the other pixels of
// the group's largest rectangle (row 0 from column 1), rows outer, each
// lane's row and column clamped to its own last (a pixel it has compared
// already), (max < x) ? x : max as the plugin, 0 for an empty bin. Every
// gather reads all lanes (all-true mask); a group without a non-empty lane
// stores zeros. 2 x 3 bins: one masked group of 6.
// CHECK-LABEL: func.func @max
// CHECK-DAG: %[[ALL:.+]] = arith.constant dense<true> : vector<8xi1>
// CHECK-DAG: %[[ZERO:.+]] = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK: %[[OUT:.+]] = memref.alloc() {{.*}}: memref<5x3x2x3xf32>
// CHECK: %[[ROWS:.+]] = memref.collapse_shape %[[OUT]] {{\[}}[0], [1], [2, 3]] : memref<5x3x2x3xf32> into memref<5x3x6xf32>
// CHECK: scf.parallel (%[[TASK:.+]]) = (%c0) to (%c5) step (%c1)
// CHECK-COUNT-4: math.ceil %{{.+}} : f64
// CHECK: %[[FIRST:.+]] = vector.from_elements {{.+}} : vector<8xi32>
// CHECK: %[[LASTROW:.+]] = vector.from_elements {{.+}} : vector<8xi32>
// CHECK: %[[LASTCOL:.+]] = vector.from_elements {{.+}} : vector<8xi32>
// CHECK: %[[NONEMPTY:.+]] = vector.from_elements {{.+}} : vector<8xi1>
// CHECK: scf.if %{{.+}} {
// CHECK-NEXT: scf.for %[[C:.+]] = %c0 to %c3 step %c1
// CHECK-NEXT: %[[INIT:.+]] = vector.gather %{{.+}}[%{{.+}}, %[[C]], %c0, %c0] [%[[FIRST]]], %[[ALL]], %[[ZERO]] : memref<2x3x6x8xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: %[[MAX:.+]] = scf.for %{{.+}} iter_args(%{{.+}} = %[[INIT]]) -> (vector<8xf32>)
// CHECK: arith.minsi %{{.+}}, %[[LASTROW]] : vector<8xi32>
// CHECK: %[[COL0:.+]] = arith.select %{{.+}}, %c1, %c0 : index
// CHECK: scf.for %{{.+}} = %[[COL0]] to %{{.+}} step %c1 iter_args(%[[ACC:.+]] = %{{.+}}) -> (vector<8xf32>)
// CHECK: arith.minsi %{{.+}}, %[[LASTCOL]] : vector<8xi32>
// CHECK: %[[X:.+]] = vector.gather %{{.+}}[%{{.+}}, %[[C]], %c0, %c0] [%{{.+}}], %[[ALL]], %[[ZERO]]
// CHECK-NEXT: %[[LESS:.+]] = arith.cmpf olt, %[[ACC]], %[[X]] : vector<8xf32>
// CHECK-NEXT: arith.select %[[LESS]], %[[X]], %[[ACC]] : vector<8xi1>, vector<8xf32>
// CHECK: %[[VALUE:.+]] = arith.select %[[NONEMPTY]], %[[MAX]], %[[ZERO]] : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: vector.maskedstore %[[ROWS]][%[[TASK]], %[[C]], %c0], %[[MASK:.+]], %[[VALUE]] : memref<5x3x6xf32>, vector<8xi1>, vector<8xf32>
// CHECK: } else {
// CHECK-NEXT: scf.for %[[C2:.+]] = %c0 to %c3 step %c1
// CHECK-NEXT: vector.maskedstore %[[ROWS]][%[[TASK]], %[[C2]], %c0], %[[MASK]], %[[ZERO]]
// CHECK-NOT: ov.roi_pooling_v2
// CPU-LABEL: llvm.func @max
// CPU-NOT: ov.roi_pooling_v2
// CPU: llvm.intr.masked.gather
// CPU: llvm.return
func.func @max(%d: tensor<2x3x6x8xf32>, %r: tensor<5x5xf32>) -> tensor<5x3x2x3xf32> {
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 2 pooled_w = 3 spatial_scale = 0.5 method = "max" : tensor<2x3x6x8xf32>, tensor<5x5xf32> -> tensor<5x3x2x3xf32>
  return %0 : tensor<5x3x2x3xf32>
}

// max, dynamic: tasks from the reified box and channel counts, i64 offsets.
// CHECK-LABEL: func.func @max_dynamic
// CHECK: %[[TILES:.+]] = arith.ceildivsi %{{.+}}, %c64 : index
// CHECK: %[[TASKS:.+]] = arith.muli %{{.+}}, %[[TILES]] : index
// CHECK: scf.parallel (%{{.+}}) = (%c0) to (%[[TASKS]]) step (%c1)
// CHECK: vector.from_elements {{.+}} : vector<8xi64>
// CHECK: vector.gather {{.+}} : memref<?x?x?x?xf32>, vector<8xi64>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK: arith.cmpf olt, %{{.+}}, %{{.+}} : vector<8xf32>
// CHECK-NOT: ov.roi_pooling_v2
func.func @max_dynamic(%d: tensor<?x?x?x?xf32>, %r: tensor<?x5xf32>) -> tensor<?x?x2x2xf32> {
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 2 pooled_w = 2 spatial_scale = 0.25 method = "max" : tensor<?x?x?x?xf32>, tensor<?x5xf32> -> tensor<?x?x2x2xf32>
  return %0 : tensor<?x?x2x2xf32>
}

// bilinear: each lane's sample position (f32), its four neighbours'
// offsets (0 outside the map) and fractions once per task; per channel four
// gathers, three math.fma (one rounding each, as the scalar lowerings'
// exact fma), 0 outside. 3 x 3 bins: a full group of 8, then a masked group
// of 1.
// CHECK-LABEL: func.func @bilinear
// CHECK: scf.parallel
// CHECK: %[[INSIDE:.+]] = arith.xori %{{.+}}, %{{.+}} : vector<8xi1>
// CHECK: scf.if
// CHECK-NEXT: scf.for %[[C:.+]] =
// CHECK-COUNT-4: vector.gather %{{.+}}[%{{.+}}, %[[C]], %c0, %c0] [%{{.+}}], %{{.+}}, %[[ZERO:.+]] : memref<1x4x5x7xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-COUNT-3: math.fma %{{.+}}, %{{.+}}, %{{.+}} : vector<8xf32>
// CHECK-NEXT: %[[VALUE:.+]] = arith.select %[[INSIDE]], %{{.+}}, %[[ZERO]] : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: vector.store %[[VALUE]], %{{.+}}[%{{.+}}, %[[C]], %c0] : memref<3x4x9xf32>, vector<8xf32>
// CHECK: vector.maskedstore %{{.+}}[%{{.+}}, %{{.+}}, %c8], %{{.+}}, %{{.+}} : memref<3x4x9xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NOT: ov.roi_pooling_v2
// CPU-LABEL: llvm.func @bilinear
// CPU: llvm.intr.masked.gather
// CPU: llvm.intr.fma
// CPU: llvm.return
func.func @bilinear(%d: tensor<1x4x5x7xf32>, %r: tensor<3x5xf32>) -> tensor<3x4x3x3xf32> {
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 3 pooled_w = 3 spatial_scale = 1.0 method = "bilinear" : tensor<1x4x5x7xf32>, tensor<3x5xf32> -> tensor<3x4x3x3xf32>
  return %0 : tensor<3x4x3x3xf32>
}

// bilinear on f16, dynamic: the pixels widened to f32 (C), the result
// rounded back to f16; i64 offsets.
// CHECK-LABEL: func.func @bilinear_f16_dynamic
// CHECK: scf.parallel
// CHECK: vector.gather {{.+}} : memref<?x?x?x?xf16>, vector<8xi64>, vector<8xi1>, vector<8xf16> into vector<8xf16>
// CHECK-NEXT: arith.extf %{{.+}} : vector<8xf16> to vector<8xf32>
// CHECK: math.fma %{{.+}}, %{{.+}}, %{{.+}} : vector<8xf32>
// CHECK: arith.truncf %{{.+}} : vector<8xf32> to vector<8xf16>
// CHECK-NOT: ov.roi_pooling_v2
func.func @bilinear_f16_dynamic(%d: tensor<?x?x?x?xf16>, %r: tensor<?x5xf16>) -> tensor<?x?x3x3xf16> {
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 3 pooled_w = 3 spatial_scale = 1.0 method = "bilinear" : tensor<?x?x?x?xf16>, tensor<?x5xf16> -> tensor<?x?x3x3xf16>
  return %0 : tensor<?x?x3x3xf16>
}
