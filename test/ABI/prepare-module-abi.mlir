// RUN: split-file %s %t
// RUN: ov-opt %t/abi.mlir -split-input-file --ov-prepare-module-abi | FileCheck %t/abi.mlir
// RUN: ov-opt %t/errors.mlir -split-input-file -verify-diagnostics --ov-prepare-module-abi
// RUN: ov-opt %t/kernel-fit.mlir --ov-prepare-module-abi | FileCheck %t/kernel-fit.mlir
// RUN: ov-opt %t/roi-empty-plane.mlir --ov-prepare-module-abi | FileCheck %t/roi-empty-plane.mlir
// A result that is not a ranked tensor currently sends the pass into an
// unbounded loop that keeps allocating; the timeout keeps that from hanging
// the suite.
// RUN: timeout 20 ov-opt %t/signatures.mlir -split-input-file -verify-diagnostics --ov-prepare-module-abi

// ov-prepare-module-abi (runtime/ABI.md): every public function gets
// llvm.emit_c_interface and a companion
// __ov_check_<name>(inputs..., dims: memref<?xi64>, %{{.+}}: memref<2xi64>) -> i32 that stores the
// output dims (output after output) and returns 0 or the 1-based number of
// the first failed check; ov_module_descriptor describes every function.

//--- abi.mlir

// A static model: the check function only stores constant dims, no ov op
// is left in it, and there are no checks (no error lines).

// CHECK-LABEL: func.func @__ov_check_pool
// CHECK-SAME: (%{{.+}}: tensor<1x3x8x8xf32>, %[[DIMS:.+]]: memref<?xi64>, %[[DETAIL:.+]]: memref<2xi64>) -> i32 attributes {llvm.emit_c_interface} {
// CHECK-DAG: %[[NONE:.+]] = arith.constant -1 : i64
// CHECK-DAG: %[[ZERO:.+]] = arith.constant 0 : i64
// CHECK-DAG: %[[D3:.+]] = arith.constant 3 : i64
// CHECK-DAG: %[[D4:.+]] = arith.constant 4 : i64
// CHECK-DAG: %[[D1:.+]] = arith.constant 1 : i64
// CHECK-DAG: %[[OK:.+]] = arith.constant 0 : i32
// CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.+]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.+]] = arith.constant 3 : index
// CHECK-NOT: ov.
// CHECK: memref.store %[[D1]], %[[DIMS]][%[[C0]]] : memref<?xi64>
// CHECK-NEXT: memref.store %[[D3]], %[[DIMS]][%[[C1]]] : memref<?xi64>
// CHECK-NEXT: memref.store %[[D4]], %[[DIMS]][%[[C2]]] : memref<?xi64>
// CHECK-NEXT: memref.store %[[D4]], %[[DIMS]][%[[C3]]] : memref<?xi64>
// CHECK-NEXT: memref.store %[[NONE]], %[[DETAIL]][%[[C0]]] : memref<2xi64>
// CHECK-NEXT: memref.store %[[ZERO]], %[[DETAIL]][%[[C1]]] : memref<2xi64>
// CHECK-NEXT: return %[[OK]] : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pool
// CHECK-SAME: (%{{.+}}: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> attributes {llvm.emit_c_interface} {
// CHECK-NEXT: ov.max_pool_v1
// CHECK: llvm.mlir.global external constant @ov_module_descriptor("ovmodule 5\0Afunc pool 1 1\0Ain f32 4 1 3 8 8\0Aout f32 4 1 3 4 4\0Aendfunc\0A\00")
func.func @pool(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// -----

// Several outputs (dims output after output), ui8 (u8 in the descriptor),
// a dynamic dim (-1) and its kernel-fit check; private and external
// functions are not exported.

// CHECK-DAG: #[[OUT:.+]] = affine_map<()[s0] -> (s0 - 1)>
// CHECK-LABEL: func.func @__ov_check_two
// CHECK-SAME: (%[[X:.+]]: tensor<1x2x?xui8>, %{{.+}}: tensor<2x2x6x6xf16>, %[[DIMS:.+]]: memref<?xi64>, %{{.+}}: memref<2xi64>) -> i32 attributes {llvm.emit_c_interface} {
// CHECK-DAG: %[[ONE:.+]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.+]] = arith.constant 2 : index
// CHECK-DAG: %[[C10:.+]] = arith.constant 10 : index
// CHECK-DAG: %[[E1:.+]] = arith.constant 1 : i32
// CHECK-DAG: %[[OK:.+]] = arith.constant 0 : i32
// CHECK-NOT: ov.
// The kernel fits when W + pads >= the dilated kernel (2 here).
// CHECK: %[[W:.+]] = tensor.dim %[[X]], %[[C2]] : tensor<1x2x?xui8>
// CHECK-NEXT: %[[FITS:.+]] = arith.cmpi sge, %[[W]], %[[C2]] : index
// CHECK: %[[W2:.+]] = tensor.dim %[[X]], %[[C2]] : tensor<1x2x?xui8>
// CHECK-NEXT: %[[OW2:.+]] = affine.apply #[[OUT]]()[%[[W2]]]
// CHECK-NEXT: %[[OW64:.+]] = arith.index_cast %[[OW2]] : index to i64
// CHECK-NEXT: memref.store %[[OW64]], %[[DIMS]][%[[C2]]] : memref<?xi64>
// CHECK: memref.store %{{.+}}, %[[DIMS]][%[[C10]]] : memref<?xi64>
// CHECK-NEXT: %[[STATUS:.+]] = arith.select %[[FITS]], %[[OK]], %[[E1]] : i32
// CHECK-NEXT: memref.store %{{.+}}, %{{.+}}[%{{.+}}] : memref<2xi64>
// CHECK-NEXT: memref.store %{{.+}}, %{{.+}}[%{{.+}}] : memref<2xi64>
// CHECK-NEXT: return %[[STATUS]] : i32
// CHECK-LABEL: func.func @two
// CHECK-SAME: attributes {llvm.emit_c_interface}
// CHECK-LABEL: func.func private @helper
// CHECK-NOT: llvm.emit_c_interface
// CHECK-SAME: {
// CHECK-LABEL: func.func private @external
// CHECK-NOT: llvm.emit_c_interface
// CHECK-SAME: tensor<2xf32>{{$}}
// CHECK: llvm.mlir.global external constant @ov_module_descriptor("ovmodule 5\0Afunc two 2 3\0Ain u8 3 1 2 -1\0Ain f16 4 2 2 6 6\0Aout u8 3 1 2 -1\0Aout f16 4 2 2 3 3\0Aout i64 4 2 2 3 3\0Aerror 1 ov.max_pool_v1 at {{.+}}abi.mlir:{{[0-9]+}}:8: the dilated kernel (2) does not fit in the padded input at spatial axis 0\0Aendfunc\0A\00")
// CHECK-NOT: __ov_check_helper
// CHECK-NOT: __ov_check_external
func.func @two(%x: tensor<1x2x?xui8>, %y: tensor<2x2x6x6xf16>) -> (tensor<1x2x?xui8>, tensor<2x2x3x3xf16>, tensor<2x2x3x3xi64>) {
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x2x?xui8> -> tensor<1x2x?xui8>
  %1:2 = ov.max_pool_v8 %y kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<2x2x6x6xf16> -> tensor<2x2x3x3xf16>, tensor<2x2x3x3xi64>
  return %0, %1#0, %1#1 : tensor<1x2x?xui8>, tensor<2x2x3x3xf16>, tensor<2x2x3x3xi64>
}
func.func private @helper(%x: tensor<2xf32>) -> tensor<2xf32> {
  return %x : tensor<2xf32>
}
func.func private @external(tensor<2xf32>) -> tensor<2xf32>

// -----

// Dynamic MaxPool-8 with i32 indices and axis 1: checks for a zero batch
// size, a zero channel count, each spatial axis (the dilated kernel, 5 and
// 2, must fit) and the i32 index range (C*H*W <= 2^31 - 1), numbered in that
// order; the status is folded from the last check to the first.

// CHECK-LABEL: func.func @__ov_check_pool_dynamic
// CHECK-SAME: (%[[X:.+]]: tensor<?x?x?x?xf32>, %[[DIMS:.+]]: memref<?xi64>, %{{.+}}: memref<2xi64>) -> i32
// CHECK-DAG: %[[E1:.+]] = arith.constant 1 : i32
// CHECK-DAG: %[[E2:.+]] = arith.constant 2 : i32
// CHECK-DAG: %[[E3:.+]] = arith.constant 3 : i32
// CHECK-DAG: %[[E4:.+]] = arith.constant 4 : i32
// CHECK-DAG: %[[E5:.+]] = arith.constant 5 : i32
// CHECK-DAG: %[[OK:.+]] = arith.constant 0 : i32
// CHECK-DAG: %[[LIMIT:.+]] = arith.constant 2147483647 : index
// CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.+]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.+]] = arith.constant 3 : index
// CHECK-DAG: %[[C5:.+]] = arith.constant 5 : index
// CHECK-DAG: %[[C7:.+]] = arith.constant 7 : index
// CHECK: %[[N:.+]] = tensor.dim %[[X]], %[[C0]]
// CHECK-NEXT: %[[N_OK:.+]] = arith.cmpi sge, %[[N]], %[[C1]] : index
// CHECK-NEXT: %[[C:.+]] = tensor.dim %[[X]], %[[C1]]
// CHECK-NEXT: %[[C_OK:.+]] = arith.cmpi sge, %[[C]], %[[C1]] : index
// The kernel fits when dim + pads (0 here) >= the dilated kernel (5, 2).
// CHECK-NEXT: %[[H:.+]] = tensor.dim %[[X]], %[[C2]]
// CHECK-NEXT: %[[H_OK:.+]] = arith.cmpi sge, %[[H]], %[[C5]] : index
// CHECK-NEXT: %[[W:.+]] = tensor.dim %[[X]], %[[C3]]
// CHECK-NEXT: %[[W_OK:.+]] = arith.cmpi sge, %[[W]], %[[C2]] : index
// CHECK-NEXT: %[[C_AGAIN:.+]] = tensor.dim %[[X]], %[[C1]]
// CHECK-NEXT: %[[H_AGAIN:.+]] = tensor.dim %[[X]], %[[C2]]
// CHECK-NEXT: %[[CH:.+]] = arith.muli %[[C_AGAIN]], %[[H_AGAIN]] : index
// CHECK-NEXT: %[[W_AGAIN:.+]] = tensor.dim %[[X]], %[[C3]]
// CHECK-NEXT: %[[CHW:.+]] = arith.muli %[[CH]], %[[W_AGAIN]] : index
// CHECK-NEXT: %[[RANGE_OK:.+]] = arith.cmpi sle, %[[CHW]], %[[LIMIT]] : index
// Eight dims: values then indices, both [N, C, H - 4, W - 1].
// CHECK-COUNT-7: memref.store %{{.+}}, %[[DIMS]]
// CHECK: memref.store %{{.+}}, %[[DIMS]][%[[C7]]] : memref<?xi64>
// CHECK-NEXT: %[[S5:.+]] = arith.select %[[RANGE_OK]], %[[OK]], %[[E5]] : i32
// CHECK-NEXT: %[[S4:.+]] = arith.select %[[W_OK]], %[[S5]], %[[E4]] : i32
// CHECK-NEXT: %[[S3:.+]] = arith.select %[[H_OK]], %[[S4]], %[[E3]] : i32
// CHECK-NEXT: %[[S2:.+]] = arith.select %[[C_OK]], %[[S3]], %[[E2]] : i32
// CHECK-NEXT: %[[S1:.+]] = arith.select %[[N_OK]], %[[S2]], %[[E1]] : i32
// CHECK-NEXT: memref.store %{{.+}}, %{{.+}}[%{{.+}}] : memref<2xi64>
// CHECK-NEXT: memref.store %{{.+}}, %{{.+}}[%{{.+}}] : memref<2xi64>
// CHECK-NEXT: return %[[S1]] : i32
// CHECK: llvm.mlir.global external constant @ov_module_descriptor("ovmodule 5\0Afunc pool_dynamic 1 2\0Ain f32 4 -1 -1 -1 -1\0Aout f32 4 -1 -1 -1 -1\0Aout i32 4 -1 -1 -1 -1\0A
// CHECK-SAME: error 1 ov.max_pool_v8 at {{[^\\]+}}: the batch size (input dim 0) is 0\0A
// CHECK-SAME: error 2 ov.max_pool_v8 at {{[^\\]+}}: the channel count (input dim 1) is 0\0A
// CHECK-SAME: error 3 ov.max_pool_v8 at {{[^\\]+}}: the dilated kernel (5) does not fit in the padded input at spatial axis 0\0A
// CHECK-SAME: error 4 ov.max_pool_v8 at {{[^\\]+}}: the dilated kernel (2) does not fit in the padded input at spatial axis 1\0A
// CHECK-SAME: error 5 ov.max_pool_v8 at {{[^\\]+}}: the index range (the product of the input dims from axis 1 on) exceeds 2^31 - 1, the limit of i32 indices\0A
// CHECK-SAME: endfunc\0A\00")
func.func @pool_dynamic(%x: tensor<?x?x?x?xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xi32>) {
  %v, %i = ov.max_pool_v8 %x kernel = [3, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] dilations = [2, 1] index_element_type = i32 axis = 1 : tensor<?x?x?x?xf32> -> tensor<?x?x?x?xf32>, tensor<?x?x?x?xi32>
  return %v, %i : tensor<?x?x?x?xf32>, tensor<?x?x?x?xi32>
}

// -----

// Static ROIAlign: no dim-0 check (both dims are 3); the batch indices are
// checked against N = 2 and the scaled boxes for finiteness; a fixed
// sampling_ratio needs no sample-count check. Each loop also carries the
// first failing box and its value (the batch index; the first non-finite
// scaled coordinate, as f64 bits), which the function stores into its
// detail buffer for the first failed check: (-1, 0) when none failed.

// CHECK-LABEL: func.func @__ov_check_roi_static
// CHECK-SAME: (%{{.+}}: tensor<2x4x8x8xf32>, %[[ROIS:.+]]: tensor<3x4xf32>, %[[IDX:.+]]: tensor<3xi32>, %[[DIMS:.+]]: memref<?xi64>, %[[DETAIL:.+]]: memref<2xi64>) -> i32
// CHECK-DAG: %[[N:.+]] = arith.constant 2 : i64
// CHECK-DAG: %[[ZERO:.+]] = arith.constant 0 : i64
// CHECK-DAG: %[[NONE:.+]] = arith.constant -1 : i64
// CHECK-DAG: %[[INF:.+]] = arith.constant 0x7F800000 : f32
// CHECK-DAG: %[[SCALE:.+]] = arith.constant 2.500000e-01 : f32
// CHECK-DAG: %[[TRUE:.+]] = arith.constant true
// CHECK-DAG: %[[E1:.+]] = arith.constant 1 : i32
// CHECK-DAG: %[[E2:.+]] = arith.constant 2 : i32
// CHECK-DAG: %[[OK:.+]] = arith.constant 0 : i32
// CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG: %[[C3:.+]] = arith.constant 3 : index
// CHECK-NOT: arith.cmpi eq
// CHECK: %[[IDX_OK:.+]]:3 = scf.for %[[R:.+]] = %[[C0]] to %[[C3]] step %[[C1]] iter_args(%[[ACC:.+]] = %[[TRUE]], %[[FIRST:.+]] = %[[NONE]], %[[VALUE:.+]] = %[[ZERO]]) -> (i1, i64, i64) {
// CHECK-NEXT: %[[RAW:.+]] = tensor.extract %[[IDX]][%[[R]]] : tensor<3xi32>
// CHECK-NEXT: %[[WIDE:.+]] = arith.extsi %[[RAW]] : i32 to i64
// CHECK-NEXT: %[[GE:.+]] = arith.cmpi sge, %[[WIDE]], %[[ZERO]] : i64
// CHECK-NEXT: %[[LT:.+]] = arith.cmpi slt, %[[WIDE]], %[[N]] : i64
// CHECK-NEXT: %[[IN:.+]] = arith.andi %[[GE]], %[[LT]] : i1
// CHECK-NEXT: %[[OUT:.+]] = arith.xori %[[IN]], %[[TRUE]] : i1
// CHECK-NEXT: %[[FIRST_OUT:.+]] = arith.andi %[[ACC]], %[[OUT]] : i1
// CHECK-NEXT: %[[R64:.+]] = arith.index_cast %[[R]] : index to i64
// CHECK-NEXT: %[[NEXT:.+]] = arith.andi %[[ACC]], %[[IN]] : i1
// CHECK-NEXT: %[[NEXT_FIRST:.+]] = arith.select %[[FIRST_OUT]], %[[R64]], %[[FIRST]] : i64
// CHECK-NEXT: %[[NEXT_VALUE:.+]] = arith.select %[[FIRST_OUT]], %[[WIDE]], %[[VALUE]] : i64
// CHECK-NEXT: scf.yield %[[NEXT]], %[[NEXT_FIRST]], %[[NEXT_VALUE]] : i1, i64, i64
// CHECK: %[[BOX_OK:.+]]:3 = scf.for %[[R2:.+]] = %[[C0]] to %[[C3]] step %[[C1]] iter_args(%[[FIN:.+]] = %[[TRUE]], %{{.+}} = %[[NONE]], %{{.+}} = %[[ZERO]]) -> (i1, i64, i64) {
// CHECK-NEXT: %[[X1:.+]] = tensor.extract %[[ROIS]][%[[R2]], %[[C0]]] : tensor<3x4xf32>
// CHECK-NEXT: %[[SX1:.+]] = arith.mulf %[[X1]], %[[SCALE]] : f32
// CHECK-NEXT: %[[ABS:.+]] = math.absf %[[SX1]] : f32
// CHECK-NEXT: %[[FINITE:.+]] = arith.cmpf olt, %[[ABS]], %[[INF]] : f32
// CHECK-NEXT: %[[BAD1:.+]] = arith.xori %[[FINITE]], %[[TRUE]] : i1
// CHECK-COUNT-3: math.absf
// CHECK: %[[PICK:.+]] = arith.select %[[BAD1]], %[[SX1]], %{{.+}} : f32
// CHECK-NEXT: %[[WIDE_PICK:.+]] = arith.extf %[[PICK]] : f32 to f64
// CHECK-NEXT: %[[BITS:.+]] = arith.bitcast %[[WIDE_PICK]] : f64 to i64
// CHECK: arith.select %{{.+}}, %[[BITS]], %{{.+}} : i64
// CHECK-NEXT: scf.yield %{{.+}}, %{{.+}}, %{{.+}} : i1, i64, i64
// CHECK: %[[S2:.+]] = arith.select %[[BOX_OK]]#0, %[[OK]], %[[E2]] : i32
// CHECK-NEXT: %[[S1:.+]] = arith.select %[[IDX_OK]]#0, %[[S2]], %[[E1]] : i32
// CHECK-NEXT: %[[I2:.+]] = arith.select %[[BOX_OK]]#0, %[[NONE]], %[[BOX_OK]]#1 : i64
// CHECK-NEXT: %[[V2:.+]] = arith.select %[[BOX_OK]]#0, %[[ZERO]], %[[BOX_OK]]#2 : i64
// CHECK-NEXT: %[[I1:.+]] = arith.select %[[IDX_OK]]#0, %[[I2]], %[[IDX_OK]]#1 : i64
// CHECK-NEXT: %[[V1:.+]] = arith.select %[[IDX_OK]]#0, %[[V2]], %[[IDX_OK]]#2 : i64
// CHECK-NEXT: memref.store %[[I1]], %[[DETAIL]][%[[C0]]] : memref<2xi64>
// CHECK-NEXT: memref.store %[[V1]], %[[DETAIL]][%[[C1]]] : memref<2xi64>
// CHECK-NEXT: return %[[S1]] : i32
// CHECK: @ov_module_descriptor("ovmodule 5\0Afunc roi_static 3 1\0Ain f32 4 2 4 8 8\0Ain f32 2 3 4\0Ain i32 1 3\0Aout f32 4 3 4 2 2\0A
// The checks read the boxes' and batch indices' values, only the data's dims.
// CHECK-SAME: checkreads 2\0Acheckreads 3\0A
// CHECK-SAME: error 1 ov.roi_align_v3 at {{[^\\]+}}: a batch index is outside [0, N) (N = data dim 0)\0Adetail 1 box i64\0A
// CHECK-SAME: error 2 ov.roi_align_v3 at {{[^\\]+}}: a box has a non-finite coordinate after scaling by spatial_scale\0Adetail 2 box f64\0A
// CHECK-SAME: endfunc\0A\00")
func.func @roi_static(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) -> tensor<3x4x2x2xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 2 spatial_scale = 0.25 mode = avg : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return %0 : tensor<3x4x2x2xf32>
}

// -----

// A dynamic chain, MaxPool-1 feeding ROIAlign with ui8 batch indices and
// adaptive sampling. The ROIAlign checks: rois dim 0 against batch_indices
// dim 0 (both dynamic), a non-empty feature map (its H and W come from the
// pooling), the batch indices (zero-extended) against N, which is the
// pooling's batch size and so the input's dim 0, finite boxes, and
// ceil(bin size) <= 4096 per axis. R of the output comes from
// batch_indices.

// CHECK-LABEL: func.func @__ov_check_chain
// CHECK-SAME: (%[[X:.+]]: tensor<?x8x?x?xf32>, %[[ROIS:.+]]: tensor<?x4xf32>, %[[IDX:.+]]: tensor<?xui8>, %[[DIMS:.+]]: memref<?xi64>, %{{.+}}: memref<2xi64>) -> i32
// CHECK-DAG: %[[LIMIT:.+]] = arith.constant 4.096000e+03 : f32
// CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG: %[[E4:.+]] = arith.constant 4 : i32
// CHECK-DAG: %[[E5:.+]] = arith.constant 5 : i32
// CHECK-DAG: %[[E6:.+]] = arith.constant 6 : i32
// CHECK-DAG: %[[E7:.+]] = arith.constant 7 : i32
// CHECK-DAG: %[[E8:.+]] = arith.constant 8 : i32
// CHECK-DAG: %[[OK:.+]] = arith.constant 0 : i32
// CHECK-NOT: ov.
// CHECK: %[[R:.+]] = tensor.dim %[[ROIS]], %[[C0]] : tensor<?x4xf32>
// CHECK-NEXT: %[[B:.+]] = tensor.dim %[[IDX]], %[[C0]] : tensor<?xui8>
// CHECK-NEXT: %[[SAME:.+]] = arith.cmpi eq, %[[R]], %[[B]] : index
// CHECK: %[[MAP_OK:.+]] = arith.andi %{{.+}}, %{{.+}} : i1
// CHECK-NEXT: %[[COUNT:.+]] = arith.minsi %[[R]], %[[B]] : index
// CHECK-NEXT: %[[N:.+]] = tensor.dim %[[X]], %[[C0]] : tensor<?x8x?x?xf32>
// CHECK-NEXT: %[[IDX_OK:.+]]:3 = scf.for %{{.+}} = %[[C0]] to %[[COUNT]]
// CHECK-NEXT: %[[RAW:.+]] = tensor.extract %[[IDX]]
// CHECK-NEXT: %[[RAW8:.+]] = builtin.unrealized_conversion_cast %[[RAW]] : ui8 to i8
// CHECK-NEXT: %[[WIDE:.+]] = arith.extui %[[RAW8]] : i8 to i64
// CHECK-NEXT: %[[N64:.+]] = arith.index_cast %[[N]] : index to i64
// CHECK-NEXT: arith.cmpi sge, %[[WIDE]], %{{.+}} : i64
// CHECK-NEXT: arith.cmpi slt, %[[WIDE]], %[[N64]] : i64
// CHECK: %[[BOX:.+]]:6 = scf.for %{{.+}} = %[[C0]] to %[[COUNT]]
// CHECK: %[[CW:.+]] = math.ceil %{{.+}} : f32
// CHECK-NEXT: %[[CH:.+]] = math.ceil %{{.+}} : f32
// CHECK-NEXT: %[[W_OK:.+]] = arith.cmpf ole, %[[CW]], %[[LIMIT]] : f32
// CHECK-NEXT: %[[H_OK:.+]] = arith.cmpf ole, %[[CH]], %[[LIMIT]] : f32
// CHECK: %[[B2:.+]] = tensor.dim %[[IDX]], %[[C0]] : tensor<?xui8>
// CHECK-NEXT: %[[B64:.+]] = arith.index_cast %[[B2]] : index to i64
// CHECK-NEXT: memref.store %[[B64]], %[[DIMS]][%[[C0]]] : memref<?xi64>
// CHECK: %[[S8:.+]] = arith.select %[[BOX]]#3, %[[OK]], %[[E8]] : i32
// CHECK-NEXT: %[[S7:.+]] = arith.select %[[BOX]]#0, %[[S8]], %[[E7]] : i32
// CHECK-NEXT: %[[S6:.+]] = arith.select %[[IDX_OK]]#0, %[[S7]], %[[E6]] : i32
// CHECK-NEXT: %[[S5:.+]] = arith.select %[[MAP_OK]], %[[S6]], %[[E5]] : i32
// CHECK-NEXT: %[[S4:.+]] = arith.select %[[SAME]], %[[S5]], %[[E4]] : i32
// CHECK: @ov_module_descriptor("ovmodule 5\0Afunc chain 3 1\0Ain f32 4 -1 8 -1 -1\0Ain f32 2 -1 4\0Ain u8 1 -1\0Aout f32 4 -1 8 2 2\0A
// CHECK-SAME: checkreads 2\0Acheckreads 3\0A
// CHECK-SAME: error 1 ov.max_pool_v1 at {{[^\\]+}}: the batch size (input dim 0) is 0\0A
// CHECK-SAME: error 2 ov.max_pool_v1 at {{[^\\]+}}: the dilated kernel (2) does not fit in the padded input at spatial axis 0\0A
// CHECK-SAME: error 3 ov.max_pool_v1 at {{[^\\]+}}: the dilated kernel (2) does not fit in the padded input at spatial axis 1\0A
// CHECK-SAME: error 4 ov.roi_align_v3 at {{[^\\]+}}: rois dim 0 differs from batch_indices dim 0\0A
// CHECK-SAME: error 5 ov.roi_align_v3 at {{[^\\]+}}: the feature map is empty (data dim 2 or 3 is 0)\0A
// CHECK-SAME: error 6 ov.roi_align_v3 at {{[^\\]+}}: a batch index is outside [0, N) (N = data dim 0)\0Adetail 6 box u64\0A
// CHECK-SAME: error 7 ov.roi_align_v3 at {{[^\\]+}}: a box has a non-finite coordinate after scaling by spatial_scale\0Adetail 7 box f64\0A
// CHECK-SAME: error 8 ov.roi_align_v3 at {{[^\\]+}}: a box needs more than 4096 samples per bin axis (sampling_ratio = 0 with a huge box)\0Adetail 8 box f64\0A
// CHECK-SAME: endfunc\0A\00")
func.func @chain(%x: tensor<?x8x?x?xf32>, %r: tensor<?x4xf32>, %i: tensor<?xui8>) -> tensor<?x8x2x2xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<?x8x?x?xf32> -> tensor<?x8x?x?xf32>
  %1 = ov.roi_align_v3 %0, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 0.5 mode = max : tensor<?x8x?x?xf32>, tensor<?x4xf32>, tensor<?xui8> -> tensor<?x8x2x2xf32>
  return %1 : tensor<?x8x2x2xf32>
}

// -----

// Two exported functions, described in order; a module without functions
// still gets the (empty) descriptor.

// CHECK-LABEL: func.func @__ov_check_first
// CHECK-LABEL: func.func @first
// CHECK-LABEL: func.func @__ov_check_second
// CHECK-SAME: (%{{.+}}: tensor<4xi16>, %{{.+}}: tensor<2xbf16>, %{{.+}}: memref<?xi64>, %{{.+}}: memref<2xi64>) -> i32
// CHECK-LABEL: func.func @second
// CHECK: @ov_module_descriptor("ovmodule 5\0Afunc first 1 1\0Ain f64 0\0Aout f64 0\0Aendfunc\0Afunc second 2 2\0Ain i16 1 4\0Ain bf16 1 2\0Aout bf16 1 2\0Aout i16 1 4\0Aendfunc\0A\00")
func.func @first(%x: tensor<f64>) -> tensor<f64> {
  return %x : tensor<f64>
}
func.func @second(%x: tensor<4xi16>, %y: tensor<2xbf16>) -> (tensor<2xbf16>, tensor<4xi16>) {
  return %y, %x : tensor<2xbf16>, tensor<4xi16>
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.mlir.global external constant @ov_module_descriptor("ovmodule 5\0A\00") {addr_space = 0 : i32}
// CHECK-NEXT: }
module {
}

//--- errors.mlir

// expected-error @+1 {{exported function names may only hold letters, digits and '_'}}
func.func @"bad-name"(%x: tensor<2xf32>) -> tensor<2xf32> {
  return %x : tensor<2xf32>
}

// -----

// expected-error @+1 {{input 1 has type 'tensor<2xi1>'; compiled functions take ranked tensors of f16, bf16, f32, f64 or 8- to 64-bit integers}}
func.func @bool(%x: tensor<2xi1>) -> tensor<2xf32> {
  %0 = arith.constant dense<0.0> : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// expected-error @+1 {{input 2 has type 'f32'; compiled functions take ranked tensors}}
func.func @scalar_input(%x: tensor<2xf32>, %s: f32) -> tensor<2xf32> {
  return %x : tensor<2xf32>
}

// -----

// expected-error @+1 {{output 1 has type 'tensor<2xf8E4M3FN>'; compiled functions take ranked tensors}}
func.func @f8_output(%x: tensor<2xf32>) -> tensor<2xf8E4M3FN> {
  %0 = arith.truncf %x : tensor<2xf32> to tensor<2xf8E4M3FN>
  return %0 : tensor<2xf8E4M3FN>
}

// -----

// expected-error @+1 {{ov-compile needs single-block functions}}
func.func @multi_block(%x: tensor<2xf32>, %c: tensor<i8>) -> tensor<2xf32> {
  cf.br ^next
^next:
  return %x : tensor<2xf32>
}

// -----

// A call graph cycle would recurse until the stack overflows.
func.func @self(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{function 'self' is recursive (self -> self); compiled modules cannot recurse}}
  %0 = call @self(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @a(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = call @b(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func private @b(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = call @c(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func private @c(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{function 'a' is recursive (a -> b -> c -> a); compiled modules cannot recurse}}
  %0 = call @a(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// A function without a body would be an undefined symbol at load time.
func.func private @declared(tensor<2xf32>) -> tensor<2xf32>
func.func @calls_declared(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{call to 'declared', which is declared without a body (compiled modules cannot call external functions)}}
  %0 = call @declared(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

//--- kernel-fit.mlir

// Ceil rounding with a dynamic spatial dim: the kernel (3) must fit in the
// padded input, D + 0 + 0 >= 3, as OpenVINO's shape inference demands once D
// is known (docs/semantics.md 1.2 item 9; the static verifier rejects D = 2 for
// this op). An output size >= 1 is not enough under ceil rounding:
// ceil((2 - 3) / 2) + 1 = 1 although the kernel does not fit.

// CHECK-LABEL: func.func @__ov_check_ceil
// CHECK-SAME: (%[[X:.+]]: tensor<1x1x?xf32>, %{{.+}}: memref<?xi64>, %{{.+}}: memref<2xi64>) -> i32
// CHECK-DAG: %[[C2:.+]] = arith.constant 2 : index
// CHECK-DAG: %[[K:.+]] = arith.constant 3 : index
// CHECK: %[[D:.+]] = tensor.dim %[[X]], %[[C2]] : tensor<1x1x?xf32>
// CHECK: arith.cmpi sge, %[[D]], %[[K]] : index
// CHECK: error 1 ov.max_pool_v1 at {{[^\\]+}}: the dilated kernel (3) does not fit in the padded input at spatial axis 0
func.func @ceil(%x: tensor<1x1x?xf32>) -> tensor<1x1x?xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3] strides = [2] pads_begin = [0] pads_end = [0] rounding_type = ceil : tensor<1x1x?xf32> -> tensor<1x1x?xf32>
  return %0 : tensor<1x1x?xf32>
}

//--- roi-empty-plane.mlir

// ROIAlign on data with H = 0 or W = 0: every sample reads a pixel of an
// empty (batch, channel) plane (pixel (0, 0) with weight 0 when outside, row
// or column -1 when inside), i.e. memory outside the data buffer, which
// runtime/ABI.md rules out. With a dynamic H and W the check function must
// therefore read both dims and reject 0.

// CHECK-LABEL: func.func @__ov_check_roi_dynamic
// CHECK-SAME: (%[[DATA:.+]]: tensor<?x?x?x?xf32>, %{{.+}}: tensor<?x4xf32>, %{{.+}}: tensor<?xi32>, %{{.+}}: memref<?xi64>, %{{.+}}: memref<2xi64>) -> i32
// CHECK-DAG: %[[C2:.+]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.+]] = arith.constant 3 : index
// CHECK-DAG: tensor.dim %[[DATA]], %[[C2]] : tensor<?x?x?x?xf32>
// CHECK-DAG: tensor.dim %[[DATA]], %[[C3]] : tensor<?x?x?x?xf32>
// CHECK: return
// CHECK: @ov_module_descriptor({{.+}}error 5 ov.roi_align_v3
func.func @roi_dynamic(%d: tensor<?x?x?x?xf32>, %r: tensor<?x4xf32>, %i: tensor<?xi32>) -> tensor<?x?x2x2xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<?x?x?x?xf32>, tensor<?x4xf32>, tensor<?xi32> -> tensor<?x?x2x2xf32>
  return %0 : tensor<?x?x2x2xf32>
}

//--- signatures.mlir

// Signatures are checked before anything else is built from them.

// expected-error @+1 {{input 1 has type 'tensor<*xf32>'; compiled functions take ranked tensors}}
func.func @unranked_pool(%x: tensor<*xf32>) -> tensor<?x?x?xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<*xf32> -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

// expected-error @+1 {{output 1 has type 'tensor<*xf32>'; compiled functions take ranked tensors}}
func.func @unranked_result(%x: tensor<1x1x4xf32>) -> tensor<*xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xf32> -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// expected-error @+1 {{input 1 has type 'tensor<*xf32>'; compiled functions take ranked tensors}}
func.func @unranked_identity(%x: tensor<*xf32>) -> tensor<*xf32> {
  return %x : tensor<*xf32>
}

// -----

// expected-error @+1 {{output 1 has type 'f32'; compiled functions take ranked tensors}}
func.func @scalar_result(%x: tensor<2xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = tensor.extract %x[%c0] : tensor<2xf32>
  return %0 : f32
}

// -----

// Interval bounds: the check function refuses an input dim outside its
// interval (its first check, with a `dim` detail), the descriptor records
// them (version 5, `1..8`), and the compiled function does not keep them
// (LLVM IR has no place for them). Output intervals are not checked.

// CHECK-LABEL: func.func @__ov_check_bounded(
// CHECK-SAME: %[[X:[^:]+]]: tensor<?x4xf32>
// CHECK-DAG: %[[C1:.+]] = arith.constant 1 : i64
// CHECK-DAG: %[[C8:.+]] = arith.constant 8 : i64
// CHECK: %[[D:.+]] = tensor.dim %[[X]], %{{.+}} : tensor<?x4xf32>
// CHECK: %[[S:.+]] = arith.index_cast %[[D]] : index to i64
// CHECK: arith.cmpi sge, %[[S]], %[[C1]] : i64
// CHECK: arith.cmpi sle, %[[S]], %[[C8]] : i64
// CHECK-LABEL: func.func @bounded
// CHECK-SAME: (%{{.+}}: tensor<?x4xf32>) -> tensor<?x4xf32> attributes
// CHECK-NOT: ov.dims_
// CHECK: ov_module_descriptor{{.*}}"ovmodule 5\0Afunc bounded 1 1\0Ain f32 2 1..8 4\0Aout f32 2 1..8 4\0Aerror 1 input 1 (f32 [1..8, 4]) has a dim outside its interval\0Adetail 1 dim i64\0Aendfunc
func.func @bounded(%x: tensor<?x4xf32> {ov.dims_min = array<i64: 1, 4>, ov.dims_max = array<i64: 8, 4>}) -> (tensor<?x4xf32> {ov.dims_min = array<i64: 1, 4>, ov.dims_max = array<i64: 8, 4>}) {
  return %x : tensor<?x4xf32>
}
