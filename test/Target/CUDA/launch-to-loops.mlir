// RUN: ov-opt %s -split-input-file -verify-diagnostics --ov-gpu-launch-to-loops | FileCheck %s
// RUN: ov-opt %s -split-input-file -verify-diagnostics \
// RUN:   --ov-gpu-launch-to-loops=parallel-blocks=false | FileCheck %s --check-prefix=SEQ

// A launch becomes an scf.parallel over its blocks (z, y, x) around scf.for
// loops over its threads (z, y, x); the body is moved unchanged, its block
// and thread ids being the induction variables, its sizes the operands, and
// the id/dimension queries inside it replaced the same way.

// CHECK-LABEL: func.func @launch
// CHECK-SAME:    (%[[BUF:.*]]: memref<?xf32>, %[[GX:.*]]: index, %[[GY:.*]]: index, %[[TX:.*]]: index)
// CHECK-NOT:     gpu.
// CHECK:         scf.parallel (%[[BZ:.*]], %[[BY:.*]], %[[BX:.*]]) = (%{{.*}}, %{{.*}}, %{{.*}}) to (%[[C1:.*]], %[[GY]], %[[GX]])
// CHECK:           scf.for %[[TZ:.*]] = %{{.*}} to %[[C1]]
// CHECK-NEXT:        scf.for %[[TY:.*]] = %{{.*}} to %[[C1]]
// CHECK-NEXT:          scf.for %[[TXV:.*]] = %{{.*}} to %[[TX]]
// CHECK-NEXT:            %[[ROW:.*]] = arith.muli %[[BY]], %[[GX]] : index
// CHECK-NEXT:            %[[B:.*]] = arith.addi %[[ROW]], %[[BX]] : index
// CHECK-NEXT:            %[[BASE:.*]] = arith.muli %[[B]], %[[TX]] : index
// CHECK-NEXT:            %[[I:.*]] = arith.addi %[[BASE]], %[[TXV]] : index
// CHECK-NEXT:            %[[V:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT:            %[[F:.*]] = arith.sitofp %[[V]] : i32 to f32
// CHECK-NEXT:            memref.store %[[F]], %[[BUF]][%[[I]]]
// CHECK-NOT:             gpu.
// CHECK:         return

// SEQ-LABEL: func.func @launch
// SEQ-NOT:     scf.parallel
// SEQ:         scf.for
// SEQ-NEXT:      scf.for
// SEQ-NEXT:        scf.for
// SEQ-NEXT:          scf.for
// SEQ-NEXT:            scf.for
// SEQ-NEXT:              scf.for
// SEQ-NEXT:                arith.muli
func.func @launch(%buf: memref<?xf32>, %gx: index, %gy: index, %tx: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %gx, %sgy = %gy, %sgz = %c1)
             threads(%x, %y, %z) in (%stx = %tx, %sty = %c1, %stz = %c1) {
    %gridx = gpu.grid_dim x
    %row = arith.muli %by, %gridx : index
    %b = arith.addi %row, %bx : index
    %bdim = gpu.block_dim x
    %base = arith.muli %b, %bdim : index
    %tid = gpu.thread_id x
    %i = arith.addi %base, %tid : index
    %v = arith.index_cast %i : index to i32
    %f = arith.sitofp %v : i32 to f32
    memref.store %f, %buf[%i] : memref<?xf32>
    gpu.terminator
  }
  return
}

// -----

// Threads run one after another: a barrier cannot be honoured.
func.func @barrier(%buf: memref<256xf32>) {
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %c1, %sgy = %c1, %sgz = %c1)
             threads(%x, %y, %z) in (%stx = %c256, %sty = %c1, %stz = %c1) {
    %f = memref.load %buf[%x] : memref<256xf32>
    // expected-error @+1 {{ov-gpu-launch-to-loops: cannot emulate 'gpu.barrier': threads of a block run one after another on the CPU, so barriers, shared memory and warp-level operations are not honoured}}
    gpu.barrier
    memref.store %f, %buf[%x] : memref<256xf32>
    gpu.terminator
  }
  return
}

// -----

// Shared memory (a workgroup attribution) is refused.
func.func @shared(%buf: memref<256xf32>) {
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  // expected-error @+1 {{ov-gpu-launch-to-loops: cannot emulate a launch with shared memory (workgroup attributions) (threads of a block run one after another on the CPU)}}
  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %c1, %sgy = %c1, %sgz = %c1)
             threads(%x, %y, %z) in (%stx = %c256, %sty = %c1, %stz = %c1)
             workgroup(%tile : memref<256xf32, #gpu.address_space<workgroup>>) {
    %f = memref.load %buf[%x] : memref<256xf32>
    memref.store %f, %tile[%x] : memref<256xf32, #gpu.address_space<workgroup>>
    gpu.terminator
  }
  return
}

// -----

// So is a shared-memory buffer allocated inside the kernel.
func.func @shared_alloca(%buf: memref<256xf32>) {
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %c1, %sgy = %c1, %sgz = %c1)
             threads(%x, %y, %z) in (%stx = %c256, %sty = %c1, %stz = %c1) {
    // expected-error @+1 {{ov-gpu-launch-to-loops: cannot emulate 'memref.alloca'}}
    %tile = memref.alloca() : memref<256xf32, #gpu.address_space<workgroup>>
    %f = memref.load %buf[%x] : memref<256xf32>
    memref.store %f, %tile[%x] : memref<256xf32, #gpu.address_space<workgroup>>
    gpu.terminator
  }
  return
}

// -----

// Warp-level operations read other threads' registers.
func.func @shuffle(%buf: memref<256xf32>) {
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %c1, %sgy = %c1, %sgz = %c1)
             threads(%x, %y, %z) in (%stx = %c256, %sty = %c1, %stz = %c1) {
    %f = memref.load %buf[%x] : memref<256xf32>
    %o = arith.constant 1 : i32
    %w = arith.constant 32 : i32
    // expected-error @+1 {{ov-gpu-launch-to-loops: cannot emulate 'gpu.shuffle'}}
    %s, %ok = gpu.shuffle xor %f, %o, %w : f32
    memref.store %s, %buf[%x] : memref<256xf32>
    gpu.terminator
  }
  return
}

// -----

// Dynamic shared memory.
func.func @dynamic_shared(%buf: memref<256xf32>) {
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %bytes = arith.constant 1024 : i32
  // expected-error @+1 {{ov-gpu-launch-to-loops: cannot emulate a launch with dynamic shared memory}}
  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %c1, %sgy = %c1, %sgz = %c1)
             threads(%x, %y, %z) in (%stx = %c256, %sty = %c1, %stz = %c1)
             dynamic_shared_memory_size %bytes {
    gpu.terminator
  }
  return
}
