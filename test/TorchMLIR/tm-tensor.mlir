// RUN: ov-opt --allow-unregistered-dialect --ov-from-torch-mlir %s -split-input-file | FileCheck %s

// torch-mlir's cumsum: an inclusive scan along dim 0. Each element combines
// the previous output with its input (the region inlined); the first takes
// its input; the accumulator keeps the last.
// CHECK-LABEL: func.func @scan(
// CHECK-SAME:      %[[X:.*]]: tensor<5xi64>, %[[O:.*]]: tensor<5xi64>, %[[A:.*]]: tensor<i64>)
// CHECK:         %[[R:.*]]:2 = scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[OUT:.*]] = %[[O]], %[[ACC:.*]] = %[[A]])
// CHECK:           %[[XI:.*]] = tensor.extract %[[X]][%[[I]]]
// CHECK:           %[[BACK:.*]] = arith.subi %[[I]], %{{.*}} : index
// CHECK:           %[[PREVI:.*]] = arith.maxsi %[[BACK]], %{{.*}} : index
// CHECK:           %[[PREV:.*]] = tensor.extract %[[OUT]][%[[PREVI]]]
// CHECK:           %[[SUM:.*]] = arith.addi %[[PREV]], %[[XI]] : i64
// CHECK:           %[[FIRST:.*]] = arith.cmpi eq, %[[I]], %{{.*}} : index
// CHECK:           %[[V:.*]] = arith.select %[[FIRST]], %[[XI]], %[[SUM]] : i64
// CHECK:           %[[NEWOUT:.*]] = tensor.insert %[[V]] into %[[OUT]][%[[I]]]
// CHECK:           %[[NEWACC:.*]] = tensor.insert %[[V]] into %[[ACC]][]
// CHECK:           scf.yield %[[NEWOUT]], %[[NEWACC]]
// CHECK:         return %[[R]]#0, %[[R]]#1
// CHECK-NOT:     tm_tensor
func.func @scan(%x: tensor<5xi64>, %o: tensor<5xi64>, %a: tensor<i64>) -> (tensor<5xi64>, tensor<i64>) {
  %r:2 = "tm_tensor.scan"(%x, %o, %a) <{dimension = 0 : i64, inclusive = true, operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%p: i64, %q: i64):
      %s = "arith.addi"(%p, %q) : (i64, i64) -> i64
      "tm_tensor.yield"(%s) : (i64) -> ()
    }) : (tensor<5xi64>, tensor<5xi64>, tensor<i64>) -> (tensor<5xi64>, tensor<i64>)
  return %r#0, %r#1 : tensor<5xi64>, tensor<i64>
}

// -----

// torch-mlir's index_put of MultiScaleRoIAlign: rows of pooled features
// scattered into the result at the rows the indices give (the update slice
// has the original's rank, the indexed dim of size 1). A row outside the
// result is not written; only as many rows as both operands have are read.
// CHECK-LABEL: func.func @scatter(
// CHECK-SAME:      %[[U:.*]]: tensor<?x1x3xf32>, %[[IDX:.*]]: tensor<?x1xi64>, %[[ORIG:.*]]: tensor<8x3xf32>)
// CHECK:         %[[ROWS:.*]] = tensor.dim %[[IDX]], %{{.*}} : tensor<?x1xi64>
// CHECK:         %[[N:.*]] = arith.minui %[[ROWS]], %{{.*}} : index
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %[[N]]
// CHECK:           scf.for %[[J:.*]] = %{{.*}} to %{{.*}}
// CHECK:             scf.for %[[K:.*]] = %{{.*}} to %{{.*}}
// CHECK:               %[[RAW:.*]] = tensor.extract %[[IDX]][%[[I]], %{{.*}}] : tensor<?x1xi64>
// CHECK:               %[[AT:.*]] = arith.index_cast %[[RAW]] : i64 to index
// CHECK:               %[[ROW:.*]] = arith.addi %[[J]], %[[AT]] : index
// CHECK:               arith.cmpi ult, %[[ROW]], %{{.*}} : index
// CHECK:               arith.cmpi ult, %[[K]], %{{.*}} : index
// CHECK:               scf.if
// CHECK:                 %[[UPD:.*]] = tensor.extract %[[U]][%[[I]], %[[J]], %[[K]]]
// CHECK:                 tensor.insert %[[UPD]] into %{{.*}}[%[[ROW]], %[[K]]]
// CHECK:               } else {
// CHECK-NOT:     tm_tensor
func.func @scatter(%u: tensor<?x1x3xf32>, %i: tensor<?x1xi64>, %o: tensor<8x3xf32>) -> tensor<8x3xf32> {
  %r = "tm_tensor.scatter"(%u, %i, %o) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = true}> ({
    ^bb0(%new: f32, %old: f32):
      "tm_tensor.yield"(%new) : (f32) -> ()
    }) : (tensor<?x1x3xf32>, tensor<?x1xi64>, tensor<8x3xf32>) -> tensor<8x3xf32>
  return %r : tensor<8x3xf32>
}

// -----

// An index_put with accumulation and a slice without the indexed dim: the
// update adds to the element the index names.
// CHECK-LABEL: func.func @scatter_add(
// CHECK:         scf.for
// CHECK:           scf.if
// CHECK:             %[[UPD:.*]] = tensor.extract
// CHECK:             %[[OLD:.*]] = tensor.extract
// CHECK:             %[[SUM:.*]] = arith.addi %[[OLD]], %[[UPD]] : i64
// CHECK:             tensor.insert %[[SUM]]
func.func @scatter_add(%u: tensor<4xi64>, %i: tensor<4x1xi64>, %o: tensor<6xi64>) -> tensor<6xi64> {
  %r = "tm_tensor.scatter"(%u, %i, %o) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%new: i64, %old: i64):
      %s = "arith.addi"(%old, %new) : (i64, i64) -> i64
      "tm_tensor.yield"(%s) : (i64) -> ()
    }) : (tensor<4xi64>, tensor<4x1xi64>, tensor<6xi64>) -> tensor<6xi64>
  return %r : tensor<6xi64>
}
