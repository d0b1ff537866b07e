#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x1x10x10xf32>, tensor<3x4xf32>, tensor<3xi64>) -> tensor<3x1x5x5xf32>, sym_name = "test_roialign_aligned_false"}> ({
  ^bb0(%arg0: tensor<1x1x10x10xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<3xi64>):
    %0 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %1 = "torch.constant.int"() <{value = 5 : i64}> : () -> !torch.int
    %2 = "torch.constant.float"() <{value = 1.000000e+00 : f64}> : () -> !torch.float
    %3 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %4 = "torch_c.from_builtin_tensor"(%arg2) : (tensor<3xi64>) -> !torch.vtensor<[3],si64>
    %5 = "torch_c.from_builtin_tensor"(%arg1) : (tensor<3x4xf32>) -> !torch.vtensor<[3,4],f32>
    %6 = "torch_c.from_builtin_tensor"(%arg0) : (tensor<1x1x10x10xf32>) -> !torch.vtensor<[1,1,10,10],f32>
    %7 = "torch_c.to_builtin_tensor"(%4) : (!torch.vtensor<[3],si64>) -> tensor<3xi64>
    %8 = "tensor.expand_shape"(%7) <{reassociation = [[0, 1]], static_output_shape = array<i64: 3, 1>}> : (tensor<3xi64>) -> tensor<3x1xi64>
    %9 = "tensor.empty"() : () -> tensor<3x1xf32>
    %10 = "linalg.generic"(%8, %9) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: i64, %arg4: f32):
      %18 = "arith.sitofp"(%arg3) : (i64) -> f32
      "linalg.yield"(%18) : (f32) -> ()
    }) : (tensor<3x1xi64>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %11 = "torch_c.from_builtin_tensor"(%10) : (tensor<3x1xf32>) -> !torch.vtensor<[3,1],f32>
    %12 = "torch_c.to_builtin_tensor"(%11) : (!torch.vtensor<[3,1],f32>) -> tensor<3x1xf32>
    %13 = "torch_c.to_builtin_tensor"(%5) : (!torch.vtensor<[3,4],f32>) -> tensor<3x4xf32>
    %14 = "tensor.concat"(%12, %13) <{dim = 1 : i64}> : (tensor<3x1xf32>, tensor<3x4xf32>) -> tensor<3x5xf32>
    %15 = "torch_c.from_builtin_tensor"(%14) : (tensor<3x5xf32>) -> !torch.vtensor<[3,5],f32>
    %16 = "torch.torchvision.roi_align"(%6, %15, %2, %1, %1, %0, %3) : (!torch.vtensor<[1,1,10,10],f32>, !torch.vtensor<[3,5],f32>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[3,1,5,5],f32>
    %17 = "torch_c.to_builtin_tensor"(%16) : (!torch.vtensor<[3,1,5,5],f32>) -> tensor<3x1x5x5xf32>
    "func.return"(%17) : (tensor<3x1x5x5xf32>) -> ()
  }) {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 22 : si64, torch.onnx_meta.producer_name = "backend-test", torch.onnx_meta.producer_version = ""} : () -> ()
}) : () -> ()
