// Debian's own mlir-opt loads the ov dialect and pass plugins.
// UNSUPPORTED: asan
// RUN: mlir-opt %s --load-dialect-plugin=%ov_lib_dir/libOVDialectPlugin%shlibext \
// RUN:   --load-pass-plugin=%ov_lib_dir/libOVPassPlugin%shlibext \
// RUN:   --pass-pipeline='builtin.module(ov-infer-shapes)' | FileCheck %s
// Without the dialect plugin, mlir-opt does not know the ov dialect.
// RUN: not mlir-opt %s 2>&1 | FileCheck %s --check-prefix=NOPLUGIN

// CHECK-LABEL: func.func @plugin(%{{.*}}: tensor<1x3x32x32xf32>) -> tensor<1x3x16x16xf32>
// CHECK: ov.max_pool_v1 {{.*}} -> tensor<1x3x16x16xf32>
// NOPLUGIN: Dialect `ov' not found
func.func @plugin(%x: tensor<1x3x32x32xf32>) -> tensor<?x?x?x?xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0]
         : tensor<1x3x32x32xf32> -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
