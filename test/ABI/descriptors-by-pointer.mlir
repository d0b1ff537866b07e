// RUN: ov-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(ov-descriptors-by-pointer))' --verify-diagnostics | FileCheck %s

// An ABI function (llvm.emit_c_interface) takes one pointer to an array of
// descriptor pointers: argument i is read from slot i just before its first
// use, and the attribute goes (the function has the C interface itself).

// CHECK-LABEL: func.func @abi
// CHECK-SAME: (%[[ARGS:.+]]: !llvm.ptr) -> i32 {
// CHECK-NOT: llvm.emit_c_interface
// CHECK: %[[C0:.+]] = arith.constant 0 : index
// CHECK-NEXT: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[SLOT1:.+]] = llvm.getelementptr %[[ARGS]][1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %[[PTR1:.+]] = llvm.load %[[SLOT1]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %[[DESC1:.+]] = llvm.load %[[PTR1]] : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[OUT:.+]] = builtin.unrealized_conversion_cast %[[DESC1]] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-NEXT: memref.store %[[ZERO]], %[[OUT]][%[[C0]]] : memref<?xf32>
// CHECK-NEXT: %[[SLOT0:.+]] = llvm.getelementptr %[[ARGS]][0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %[[PTR0:.+]] = llvm.load %[[SLOT0]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %[[DESC0:.+]] = llvm.load %[[PTR0]] : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %[[IN:.+]] = builtin.unrealized_conversion_cast %[[DESC0]] : !llvm.struct<(ptr, ptr, i64)> to memref<f32>
// CHECK-NEXT: %[[V:.+]] = memref.load %[[IN]][] : memref<f32>
// CHECK-NEXT: memref.store %[[V]], %[[OUT]][%[[C0]]] : memref<?xf32>
func.func @abi(%in: memref<f32>, %out: memref<?xf32>) -> i32 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  memref.store %zero, %out[%c0] : memref<?xf32>
  %v = memref.load %in[] : memref<f32>
  memref.store %v, %out[%c0] : memref<?xf32>
  %r = arith.constant 0 : i32
  return %r : i32
}

// -----

// Other functions keep their memref arguments.
// CHECK-LABEL: func.func @internal(%{{.+}}: memref<f32>)
func.func @internal(%in: memref<f32>) {
  return
}

// -----

// expected-error @below {{ov-descriptors-by-pointer: an ABI function takes memrefs only}}
func.func @scalar(%x: i32) attributes {llvm.emit_c_interface} {
  return
}

// -----

// The memref lowerings cast each argument to its LLVM struct at the top of
// the block: the cast moves down to its first use, and the descriptor is
// read there, so that reads are not gathered at the entry.
// CHECK-LABEL: func.func @late_use
// CHECK-SAME: (%[[ARGS:.+]]: !llvm.ptr) {
// CHECK-NEXT: llvm.call @first()
// CHECK-NEXT: %[[SLOT:.+]] = llvm.getelementptr %[[ARGS]][0]
// CHECK-NEXT: %[[PTR:.+]] = llvm.load %[[SLOT]]
// CHECK-NEXT: %[[DESC:.+]] = llvm.load %[[PTR]] : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %[[M:.+]] = builtin.unrealized_conversion_cast %[[DESC]] : {{.+}} to memref<f32>
// CHECK-NEXT: %[[S:.+]] = builtin.unrealized_conversion_cast %[[M]] : memref<f32> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: llvm.extractvalue %[[S]][1]
llvm.func @first()
func.func @late_use(%in: memref<f32>) attributes {llvm.emit_c_interface} {
  %s = builtin.unrealized_conversion_cast %in : memref<f32> to !llvm.struct<(ptr, ptr, i64)>
  llvm.call @first() : () -> ()
  %p = llvm.extractvalue %s[1] : !llvm.struct<(ptr, ptr, i64)>
  return
}

// -----

// A trailing !llvm.ptr (ov-outline-parallel-loops' parallel context) is the
// slot after the memrefs'.
// CHECK-LABEL: func.func @with_context
// CHECK-SAME: (%[[ARGS:.+]]: !llvm.ptr) {
// CHECK: %[[SLOT:.+]] = llvm.getelementptr %[[ARGS]][1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %[[CONTEXT:.+]] = llvm.load %[[SLOT]] : !llvm.ptr -> !llvm.ptr
// CHECK: call @use(%[[CONTEXT]])
func.func private @use(!llvm.ptr)
func.func @with_context(%in: memref<f32>, %context: !llvm.ptr) attributes {llvm.emit_c_interface} {
  call @use(%context) : (!llvm.ptr) -> ()
  return
}
