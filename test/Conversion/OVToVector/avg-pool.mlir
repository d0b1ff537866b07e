// RUN: ov-opt %s -split-input-file --ov-to-vector="vector-bits=256" --canonicalize | FileCheck %s

// AvgPool goes through ov-to-vector's kernel (AvgPoolToVector.cpp), not
// linalg: a parallel loop over the N*C planes, two planes a task (their
// sums side by side: 16 lanes of independent adds), each output row in
// chunks of 8 f32 outputs. Each lane adds its window's taps one by one in
// scan order (rows in an scf.for clamped to the input, the three kernel
// columns in order). The first chunk (pad 1; outputs 0-7) reads from column
// 0 with an expanding load whose lane 0 (column -1) is 0; interior chunks
// (outputs 8-23) load 16 floats per kernel column and keep the even lanes;
// the last chunk (24-27) masks its loads at the row's end. The divisor is
// one per row inside (taps of the row axis times 3), one per lane at the
// borders (the columns inside). No gathers.
// CHECK-LABEL: func.func @f32_k3_s2_exclude_pad
// CHECK-NOT: linalg.
// CHECK-DAG: %[[ZERO:.+]] = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-DAG: %[[ZERO16:.+]] = arith.constant dense<0.000000e+00> : vector<16xf32>
// CHECK-DAG: %[[NOTLANE0:.+]] = arith.constant dense<[false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]> : vector<16xi1>
// CHECK-DAG: %[[LEFTCOLS:.+]] = arith.constant dense<[2, 3, 3, 3, 3, 3, 3, 3]> : vector<8xi64>
// CHECK: scf.parallel (%[[TASK:.+]]) = (%c0) to (%c8) step (%c1)
// CHECK: %[[FIRST:.+]] = arith.muli %[[TASK]], %c2 : index
// CHECK-NEXT: arith.minsi %[[FIRST]], %c15 : index
// CHECK: arith.addi %{{.+}}, %c1 : index
// CHECK-NEXT: %[[SECOND:.+]] = arith.minsi %{{.+}}, %c15 : index
// CHECK: %[[N2:.+]] = arith.divui %[[SECOND]], %c8 : index
// CHECK: %[[C2:.+]] = arith.remui %[[SECOND]], %c8 : index
// CHECK: scf.for
// CHECK: %[[LEFT:.+]]:2 = scf.for {{.*}} iter_args(%[[ACC:.+]] = %[[ZERO]], %[[ACC2:.+]] = %[[ZERO]]) -> (vector<8xf32>, vector<8xf32>)
// CHECK: %[[EXP:.+]] = vector.expandload %{{.+}}[%{{.+}}, %{{.+}}, %{{.+}}, %c0], %[[NOTLANE0]], %[[ZERO16]]
// CHECK-NEXT: %[[KW0:.+]] = vector.shuffle %[[EXP]], %[[EXP]] [0, 2, 4, 6, 8, 10, 12, 14]
// CHECK-NEXT: %[[SUM0:.+]] = arith.addf %[[ACC]], %[[KW0]] : vector<8xf32>
// CHECK-NEXT: %[[EXP2:.+]] = vector.expandload %{{.+}}[%[[N2]], %[[C2]], %{{.+}}, %c0], %[[NOTLANE0]], %[[ZERO16]]
// CHECK-NEXT: %[[KW02:.+]] = vector.shuffle %[[EXP2]], %[[EXP2]] [0, 2, 4, 6, 8, 10, 12, 14]
// CHECK-NEXT: %[[SUM02:.+]] = arith.addf %[[ACC2]], %[[KW02]] : vector<8xf32>
// CHECK-NEXT: %[[ROW1:.+]] = vector.load
// CHECK-NEXT: %[[KW1:.+]] = vector.shuffle %[[ROW1]], %[[ROW1]] [0, 2, 4, 6, 8, 10, 12, 14]
// CHECK-NEXT: %[[SUM1:.+]] = arith.addf %[[SUM0]], %[[KW1]] : vector<8xf32>
// CHECK: arith.addf %[[SUM1]]
// CHECK: %[[LCOUNT:.+]] = arith.muli %{{.+}}, %[[LEFTCOLS]] : vector<8xi64>
// CHECK: %[[LDIV:.+]] = arith.sitofp %{{.+}} : vector<8xi64> to vector<8xf32>
// CHECK-NEXT: arith.divf %[[LEFT]]#0, %[[LDIV]] : vector<8xf32>
// CHECK: vector.store
// CHECK: arith.divf %[[LEFT]]#1, %{{.+}} : vector<8xf32>
// CHECK: vector.store %{{.+}}, %{{.+}}[%[[N2]], %[[C2]],
// Interior: plain loads, one divisor for the chunk.
// CHECK: scf.for %{{.+}} = %c8 to %c24 step %c8 {
// CHECK: %[[MID:.+]]:2 = scf.for
// CHECK-NOT: vector.maskedload
// CHECK-NOT: vector.expandload
// CHECK: vector.load {{.*}} : memref<2x8x56x56xf32>, vector<16xf32>
// CHECK: vector.load {{.*}} : memref<2x8x56x56xf32>, vector<16xf32>
// CHECK: vector.load {{.*}} : memref<2x8x56x56xf32>, vector<16xf32>
// CHECK: scf.yield
// CHECK: %[[MCOUNT:.+]] = arith.muli %{{.+}}, %c3 : index
// CHECK: %[[MDIV:.+]] = arith.sitofp %{{.+}} : i64 to f32
// CHECK-NEXT: %[[MSPLAT:.+]] = vector.broadcast %[[MDIV]] : f32 to vector<8xf32>
// CHECK-NEXT: arith.divf %[[MID]]#0, %[[MSPLAT]] : vector<8xf32>
// CHECK: vector.store
// Right border: masked loads up to the row's end.
// CHECK: vector.maskedload %{{.+}}[%{{.+}}, %{{.+}}, %{{.+}}, %c47], %{{.+}}, %[[ZERO16]]
// CHECK: vector.maskedload %{{.+}}[%{{.+}}, %{{.+}}, %{{.+}}, %c48], %{{.+}}, %[[ZERO16]]
// CHECK: vector.maskedload %{{.+}}[%{{.+}}, %{{.+}}, %{{.+}}, %c49], %{{.+}}, %[[ZERO16]]
// CHECK: vector.maskedstore
// CHECK-NOT: vector.gather
func.func @f32_k3_s2_exclude_pad(%x: tensor<2x8x56x56xf32>) -> tensor<2x8x28x28xf32> {
  %0 = ov.avg_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] exclude_pad = true rounding_type = floor auto_pad = explicit : tensor<2x8x56x56xf32> -> tensor<2x8x28x28xf32>
  return %0 : tensor<2x8x28x28xf32>
}

// -----

// bf16: every addition in f32 rounded back to bf16 by OpenVINO's rule
// (RoundedArith), as the other lowerings; with a pad and exclude_pad false
// every window is divided by the kernel's size, 6.
// CHECK-LABEL: func.func @bf16_include_pad
// CHECK-NOT: linalg.
// CHECK-DAG: %[[SIX:.+]] = arith.constant dense<6.000000e+00> : vector<16xf32>
// CHECK: scf.for {{.*}} -> (vector<16xbf16>)
// CHECK: %[[WIDE:.+]] = arith.extf %{{.+}} : vector<16xbf16> to vector<16xf32>
// CHECK: %[[ADD:.+]] = arith.addf %[[WIDE]], %{{.+}} : vector<16xf32>
// CHECK-NEXT: arith.bitcast %[[ADD]] : vector<16xf32> to vector<16xi32>
// CHECK: arith.trunci %{{.+}} : vector<16xi32> to vector<16xi16>
// CHECK: arith.divf %{{.+}}, %[[SIX]] : vector<16xf32>
func.func @bf16_include_pad(%x: tensor<1x1x4x20xbf16>) -> tensor<1x1x2x20xbf16> {
  %0 = ov.avg_pool_v14 %x kernel = [2, 3] strides = [2, 1] pads_begin = [0, 1] pads_end = [0, 1] rounding_type = floor auto_pad = explicit : tensor<1x1x4x20xbf16> -> tensor<1x1x2x20xbf16>
  return %0 : tensor<1x1x2x20xbf16>
}

// -----

// ui8: the sum wraps in i8, the mean is the unsigned 64-bit quotient
// truncated back (the linalg lowering's division). A truncated chunk's
// valid lanes are stored one by one, never by a masked store
// (storeFirstLanes: LLVM 22 miscompiles such a store on AVX-512 targets).
// CHECK-LABEL: func.func @u8_1d
// CHECK-NOT: linalg.
// CHECK: %[[A:.+]] = vector.maskedload {{.*}} : memref<1x1x20xi8>, vector<32xi1>, vector<32xi8> into vector<32xi8>
// CHECK: %[[B:.+]] = vector.maskedload {{.*}} : memref<1x1x20xi8>, vector<32xi1>, vector<32xi8> into vector<32xi8>
// CHECK-NEXT: %[[S:.+]] = arith.addi %[[A]], %[[B]] : vector<32xi8>
// CHECK-NEXT: %[[W:.+]] = arith.extui %[[S]] : vector<32xi8> to vector<32xi64>
// CHECK-NEXT: %[[Q:.+]] = arith.divui %[[W]], %{{.+}} : vector<32xi64>
// CHECK-NEXT: %[[T:.+]] = arith.trunci %[[Q]] : vector<32xi64> to vector<32xi8>
// CHECK-NEXT: %[[M:.+]] = arith.select %{{.+}}, %{{.+}}, %[[T]] : vector<32xi1>, vector<32xi8>
// CHECK-NEXT: scf.for %[[L:.+]] = %c0 to %c19 step %c1 {
// CHECK-NEXT: %[[E:.+]] = vector.extract %[[M]][%[[L]]] : i8 from vector<32xi8>
// CHECK-NEXT: memref.store %[[E]], %{{.+}}[%c0, %c0, %[[L]]] : memref<1x1x19xi8>
// CHECK-NOT: vector.maskedstore
func.func @u8_1d(%x: tensor<1x1x20xui8>) -> tensor<1x1x19xui8> {
  %0 = ov.avg_pool_v1 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x20xui8> -> tensor<1x1x19xui8>
  return %0 : tensor<1x1x19xui8>
}

// -----

// Dynamic dims: the same kernel, the bounds read at run time.
// CHECK-LABEL: func.func @dynamic
// CHECK-NOT: ov.avg_pool
// CHECK: scf.parallel
// CHECK: vector.expandload
// CHECK: vector.load
// CHECK: vector.maskedload
func.func @dynamic(%x: tensor<?x?x?x?xf64>) -> tensor<?x?x?x?xf64> {
  %0 = ov.avg_pool_v14 %x kernel = [2, 2] strides = [1, 1] pads_begin = [1, 1] pads_end = [0, 0] exclude_pad = true rounding_type = ceil_torch auto_pad = explicit : tensor<?x?x?x?xf64> -> tensor<?x?x?x?xf64>
  return %0 : tensor<?x?x?x?xf64>
}

// -----

// A global average (output rows of 1): one output per chunk, so that the
// window lies inside the row and is read with plain loads, in scan order;
// eight planes a task, their eight sums side by side (each an independent
// chain of adds), the task's planes clamped to the last (2*16 planes: 4
// tasks).
// CHECK-LABEL: func.func @global7
// CHECK-NOT: linalg.
// CHECK-DAG: %[[SEVEN:.+]] = arith.constant dense<4.900000e+01> : vector<1xf32>
// CHECK: scf.parallel (%{{.+}}) = (%c0) to (%c4) step (%c1)
// CHECK-COUNT-8: arith.minsi %{{.+}}, %c31 : index
// CHECK: %[[SUM:.+]]:8 = scf.for {{.*}} -> (vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>, vector<1xf32>)
// CHECK-NOT: vector.maskedload
// CHECK: %[[T0:.+]] = vector.load %{{.+}}[%{{.+}}, %{{.+}}, %{{.+}}, %c0] : memref<2x16x7x7xf32>, vector<1xf32>
// CHECK-NEXT: %[[S0:.+]] = arith.addf %{{.+}}, %[[T0]] : vector<1xf32>
// CHECK-COUNT-7: arith.addf %{{.+}}, %{{.+}} : vector<1xf32>
// CHECK-NEXT: %[[T1:.+]] = vector.load %{{.+}}[%{{.+}}, %{{.+}}, %{{.+}}, %c1] : memref<2x16x7x7xf32>, vector<1xf32>
// CHECK-NEXT: arith.addf %[[S0]], %[[T1]] : vector<1xf32>
// CHECK: arith.divf %[[SUM]]#0, %[[SEVEN]] : vector<1xf32>
// CHECK-NEXT: vector.store
// CHECK-COUNT-7: arith.divf %[[SUM]]#{{[1-7]}}, %[[SEVEN]] : vector<1xf32>
func.func @global7(%x: tensor<2x16x7x7xf32>) -> tensor<2x16x1x1xf32> {
  %0 = ov.avg_pool_v1 %x kernel = [7, 7] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<2x16x7x7xf32> -> tensor<2x16x1x1xf32>
  return %0 : tensor<2x16x1x1xf32>
}

// -----

// Left to ov-to-linalg: a last stride above 4, a last-axis kernel above 64
// taps, an unranked input.
// CHECK-LABEL: func.func @stride5
// CHECK: ov.avg_pool_v1
func.func @stride5(%x: tensor<1x1x30xf32>) -> tensor<1x1x6xf32> {
  %0 = ov.avg_pool_v1 %x kernel = [2] strides = [5] pads_begin = [0] pads_end = [0] : tensor<1x1x30xf32> -> tensor<1x1x6xf32>
  return %0 : tensor<1x1x6xf32>
}

// -----

// CHECK-LABEL: func.func @kernel65
// CHECK: ov.avg_pool_v1
func.func @kernel65(%x: tensor<1x1x100xf32>) -> tensor<1x1x36xf32> {
  %0 = ov.avg_pool_v1 %x kernel = [65] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x100xf32> -> tensor<1x1x36xf32>
  return %0 : tensor<1x1x36xf32>
}

// -----

// CHECK-LABEL: func.func @kernel64
// CHECK-NOT: ov.avg_pool_v1
// CHECK: vector.load
func.func @kernel64(%x: tensor<1x1x100xf32>) -> tensor<1x1x37xf32> {
  %0 = ov.avg_pool_v1 %x kernel = [64] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x100xf32> -> tensor<1x1x37xf32>
  return %0 : tensor<1x1x37xf32>
}

// -----

// CHECK-LABEL: func.func @unranked
// CHECK: ov.avg_pool_v1
func.func @unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  %0 = ov.avg_pool_v1 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<*xf32> -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// AvgPool-16 (docs/semantics.md 7.4): k = 3, d = 2, pads 2/2, exclude_pad.
// Output o adds columns o - 2, o and o + 2: the chunk's kernel columns are
// loaded 2 apart (interior: ow0 - 2, ow0, ow0 + 2). The divisor counts the
// dilated taps inside the row, per lane at the borders: 2 for outputs 0-1
// and 38-39 (one tap outside), 3 elsewhere.
// CHECK-LABEL: func.func @v16_dilated
// CHECK-NOT: linalg.
// CHECK-DAG: %[[RIGHT:.+]] = arith.constant dense<[3.000000e+00, 3.000000e+00, 3.000000e+00, 3.000000e+00, 3.000000e+00, 3.000000e+00, 2.000000e+00, 2.000000e+00]> : vector<8xf32>
// CHECK-DAG: %[[THREE:.+]] = arith.constant dense<3.000000e+00> : vector<8xf32>
// CHECK-DAG: %[[LEFT:.+]] = arith.constant dense<[2.000000e+00, 2.000000e+00, 3.000000e+00, 3.000000e+00, 3.000000e+00, 3.000000e+00, 3.000000e+00, 3.000000e+00]> : vector<8xf32>
// CHECK-DAG: %[[OUTSIDE2:.+]] = arith.constant dense<[false, false, true, true, true, true, true, true]> : vector<8xi1>
// CHECK: vector.expandload %{{.+}}[%c0, %c0, %c0], %[[OUTSIDE2]]
// CHECK: vector.load %{{.+}}[%c0, %c0, %c0]
// CHECK: vector.load %{{.+}}[%c0, %c0, %c2]
// CHECK: arith.divf %{{.+}}, %[[LEFT]] : vector<8xf32>
// CHECK: scf.for %[[OW0:.+]] = %c8 to %c32 step %c8 {
// CHECK-NEXT: %[[COL0:.+]] = arith.subi %[[OW0]], %c2 : index
// CHECK-NEXT: vector.load %{{.+}}[%c0, %c0, %[[COL0]]] : memref<1x1x40xf32>, vector<8xf32>
// CHECK: vector.load %{{.+}}[%c0, %c0, %[[OW0]]] : memref<1x1x40xf32>, vector<8xf32>
// CHECK: %[[COL2:.+]] = arith.addi %[[OW0]], %c2 : index
// CHECK-NEXT: vector.load %{{.+}}[%c0, %c0, %[[COL2]]] : memref<1x1x40xf32>, vector<8xf32>
// CHECK: arith.divf %{{.+}}, %[[THREE]] : vector<8xf32>
// CHECK: vector.load %{{.+}}[%c0, %c0, %c30]
// CHECK: vector.load %{{.+}}[%c0, %c0, %c32]
// CHECK: vector.maskedload %{{.+}}[%c0, %c0, %c34]
// CHECK: arith.divf %{{.+}}, %[[RIGHT]] : vector<8xf32>
func.func @v16_dilated(%x: tensor<1x1x40xf32>) -> tensor<1x1x40xf32> {
  %0 = ov.avg_pool_v16 %x kernel = [3] strides = [1] pads_begin = [2] pads_end = [2] dilations = [2] exclude_pad = true : tensor<1x1x40xf32> -> tensor<1x1x40xf32>
  return %0 : tensor<1x1x40xf32>
}

// -----

// Dynamic widths: the border divisors per lane divide the lanes' spans by
// the dilation at run time (rounding up).
// CHECK-LABEL: func.func @v16_dilated_dynamic
// CHECK-NOT: ov.avg_pool
// CHECK: arith.ceildivsi %{{.+}}, %{{.+}} : vector<4xi64>
func.func @v16_dilated_dynamic(%x: tensor<?x?x?xf64>) -> tensor<?x?x?xf64> {
  %0 = ov.avg_pool_v16 %x kernel = [2] strides = [1] pads_begin = [1] pads_end = [1] dilations = [3] exclude_pad = true : tensor<?x?x?xf64> -> tensor<?x?x?xf64>
  return %0 : tensor<?x?x?xf64>
}
