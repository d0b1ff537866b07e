#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
#map2 = affine_map<(d0) -> (d0, 0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1) -> (d0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map9 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map10 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x16x64x64xf32>, tensor<1x16x32x32xf32>, tensor<1x16x16x16xf32>, tensor<1x16x8x8xf32>, tensor<12x4xf32>) -> (tensor<12x16x14x14xf32>, tensor<12x5x28x28xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<1x16x64x64xf32>, %arg1: tensor<1x16x32x32xf32>, %arg2: tensor<1x16x16x16xf32>, %arg3: tensor<1x16x8x8xf32>, %arg4: tensor<12x4xf32>):
    %0 = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
    %1 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %2 = "torch.constant.int"() <{value = 14 : i64}> : () -> !torch.int
    %3 = "torch.constant.float"() <{value = 2.500000e-01 : f64}> : () -> !torch.float
    %4 = "torch.constant.float"() <{value = 1.250000e-01 : f64}> : () -> !torch.float
    %5 = "torch.constant.float"() <{value = 6.250000e-02 : f64}> : () -> !torch.float
    %6 = "torch.constant.float"() <{value = 3.125000e-02 : f64}> : () -> !torch.float
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    %9 = "arith.constant"() <{value = -1 : index}> : () -> index
    %10 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %11 = "arith.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %12 = "arith.constant"() <{value = dense_resource<torch_tensor_16_16_3_3_torch.float32> : tensor<16x16x3x3xf32>}> : () -> tensor<16x16x3x3xf32>
    %13 = "arith.constant"() <{value = dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>}> : () -> tensor<16xf32>
    %14 = "arith.constant"() <{value = dense_resource<torch_tensor_16_16_3_3_torch.float32_1> : tensor<16x16x3x3xf32>}> : () -> tensor<16x16x3x3xf32>
    %15 = "arith.constant"() <{value = dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>}> : () -> tensor<16xf32>
    %16 = "arith.constant"() <{value = dense_resource<torch_tensor_16_16_2_2_torch.float32> : tensor<16x16x2x2xf32>}> : () -> tensor<16x16x2x2xf32>
    %17 = "arith.constant"() <{value = dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>}> : () -> tensor<16xf32>
    %18 = "arith.constant"() <{value = dense_resource<torch_tensor_5_16_1_1_torch.float32> : tensor<5x16x1x1xf32>}> : () -> tensor<5x16x1x1xf32>
    %19 = "arith.constant"() <{value = dense_resource<torch_tensor_5_torch.float32> : tensor<5xf32>}> : () -> tensor<5xf32>
    %20 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<12x1xf32>}> : () -> tensor<12x1xf32>
    %21 = "arith.constant"() <{value = 2.240000e+02 : f32}> : () -> f32
    %22 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %23 = "arith.constant"() <{value = 5.000000e+00 : f32}> : () -> f32
    %24 = "arith.constant"() <{value = 4.000000e+00 : f32}> : () -> f32
    %25 = "arith.constant"() <{value = 12 : i64}> : () -> i64
    %26 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %27 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %28 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %29 = "arith.constant"() <{value = 12 : index}> : () -> index
    %30 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %31 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<12x16x14x14xf32>}> : () -> tensor<12x16x14x14xf32>
    %32 = "arith.constant"() <{value = dense<12> : tensor<1xi64>}> : () -> tensor<1xi64>
    %33 = "arith.constant"() <{value = dense<1> : tensor<1x1xi64>}> : () -> tensor<1x1xi64>
    %34 = "arith.constant"() <{value = dense<0> : tensor<12xi64>}> : () -> tensor<12xi64>
    %35 = "torch_c.from_builtin_tensor"(%arg4) : (tensor<12x4xf32>) -> !torch.vtensor<[12,4],f32>
    %36 = "torch_c.from_builtin_tensor"(%arg3) : (tensor<1x16x8x8xf32>) -> !torch.vtensor<[1,16,8,8],f32>
    %37 = "torch_c.from_builtin_tensor"(%arg2) : (tensor<1x16x16x16xf32>) -> !torch.vtensor<[1,16,16,16],f32>
    %38 = "torch_c.from_builtin_tensor"(%arg1) : (tensor<1x16x32x32xf32>) -> !torch.vtensor<[1,16,32,32],f32>
    %39 = "torch_c.from_builtin_tensor"(%arg0) : (tensor<1x16x64x64xf32>) -> !torch.vtensor<[1,16,64,64],f32>
    %40 = "torch_c.to_builtin_tensor"(%35) : (!torch.vtensor<[12,4],f32>) -> tensor<12x4xf32>
    %41 = "tensor.concat"(%20, %40) <{dim = 1 : i64}> : (tensor<12x1xf32>, tensor<12x4xf32>) -> tensor<12x5xf32>
    %42 = "tensor.extract_slice"(%40) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 2>, static_sizes = array<i64: 12, 1>, static_strides = array<i64: 1, 1>}> : (tensor<12x4xf32>) -> tensor<12x1xf32>
    %43 = "tensor.collapse_shape"(%42) <{reassociation = [[0, 1]]}> : (tensor<12x1xf32>) -> tensor<12xf32>
    %44 = "tensor.extract_slice"(%40) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 12, 1>, static_strides = array<i64: 1, 1>}> : (tensor<12x4xf32>) -> tensor<12x1xf32>
    %45 = "tensor.collapse_shape"(%44) <{reassociation = [[0, 1]]}> : (tensor<12x1xf32>) -> tensor<12xf32>
    %46 = "tensor.empty"() : () -> tensor<12xf32>
    %47 = "linalg.generic"(%43, %45, %46) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg200: f32, %arg201: f32, %arg202: f32):
      %565 = "arith.subf"(%arg200, %arg201) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%565) : (f32) -> ()
    }) : (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %48 = "tensor.extract_slice"(%40) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 3>, static_sizes = array<i64: 12, 1>, static_strides = array<i64: 1, 1>}> : (tensor<12x4xf32>) -> tensor<12x1xf32>
    %49 = "tensor.collapse_shape"(%48) <{reassociation = [[0, 1]]}> : (tensor<12x1xf32>) -> tensor<12xf32>
    %50 = "tensor.extract_slice"(%40) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 12, 1>, static_strides = array<i64: 1, 1>}> : (tensor<12x4xf32>) -> tensor<12x1xf32>
    %51 = "tensor.collapse_shape"(%50) <{reassociation = [[0, 1]]}> : (tensor<12x1xf32>) -> tensor<12xf32>
    %52 = "linalg.generic"(%49, %51, %46) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg197: f32, %arg198: f32, %arg199: f32):
      %564 = "arith.subf"(%arg197, %arg198) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%564) : (f32) -> ()
    }) : (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %53 = "linalg.generic"(%47, %52, %46) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg194: f32, %arg195: f32, %arg196: f32):
      %563 = "arith.mulf"(%arg194, %arg195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%563) : (f32) -> ()
    }) : (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %54 = "linalg.generic"(%53, %46) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg192: f32, %arg193: f32):
      %562 = "math.sqrt"(%arg192) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%562) : (f32) -> ()
    }) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %55 = "linalg.generic"(%54, %46) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg190: f32, %arg191: f32):
      %561 = "arith.divf"(%arg190, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%561) : (f32) -> ()
    }) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %56 = "linalg.generic"(%55, %46) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg188: f32, %arg189: f32):
      %560 = "math.log2"(%arg188) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%560) : (f32) -> ()
    }) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %57 = "linalg.generic"(%56, %46) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg186: f32, %arg187: f32):
      %559 = "arith.addf"(%arg186, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%559) : (f32) -> ()
    }) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %58 = "linalg.generic"(%57, %11, %46) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg183: f32, %arg184: f32, %arg185: f32):
      %558 = "arith.addf"(%arg183, %arg184) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%558) : (f32) -> ()
    }) : (tensor<12xf32>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    %59 = "linalg.generic"(%58, %46) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg181: f32, %arg182: f32):
      %557 = "math.floor"(%arg181) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%557) : (f32) -> ()
    }) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %60 = "linalg.generic"(%59, %46) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg179: f32, %arg180: f32):
      %553 = "arith.cmpf"(%arg179, %22) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
      %554 = "arith.select"(%553, %22, %arg179) : (i1, f32, f32) -> f32
      %555 = "arith.cmpf"(%554, %23) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %556 = "arith.select"(%555, %23, %554) : (i1, f32, f32) -> f32
      "linalg.yield"(%556) : (f32) -> ()
    }) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %61 = "tensor.empty"() : () -> tensor<12xi64>
    %62 = "linalg.generic"(%60, %61) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg177: f32, %arg178: i64):
      %552 = "arith.fptosi"(%arg177) : (f32) -> i64
      "linalg.yield"(%552) : (i64) -> ()
    }) : (tensor<12xf32>, tensor<12xi64>) -> tensor<12xi64>
    %63 = "linalg.generic"(%62, %61) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg175: i64, %arg176: i64):
      %551 = "arith.subi"(%arg175, %27) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%551) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %64 = "tensor.empty"() : () -> tensor<12xi1>
    %65 = "linalg.generic"(%63, %64) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg173: i64, %arg174: i1):
      %550 = "arith.cmpi"(%arg173, %30) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%550) : (i1) -> ()
    }) : (tensor<12xi64>, tensor<12xi1>) -> tensor<12xi1>
    %66 = "linalg.generic"(%65, %61) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg171: i1, %arg172: i64):
      %549 = "arith.extui"(%arg171) : (i1) -> i64
      "linalg.yield"(%549) : (i64) -> ()
    }) : (tensor<12xi1>, tensor<12xi64>) -> tensor<12xi64>
    %67 = "torch_c.from_builtin_tensor"(%66) : (tensor<12xi64>) -> !torch.vtensor<[12],si64>
    %68 = "torch_c.to_builtin_tensor"(%67) : (!torch.vtensor<[12],si64>) -> tensor<12xi64>
    %69 = "linalg.fill"(%30, %61) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg169: i64, %arg170: i64):
      "linalg.yield"(%arg169) : (i64) -> ()
    }) : (i64, tensor<12xi64>) -> tensor<12xi64>
    %70 = "tensor.empty"() : () -> tensor<i64>
    %71 = "linalg.fill"(%30, %70) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg167: i64, %arg168: i64):
      "linalg.yield"(%arg167) : (i64) -> ()
    }) : (i64, tensor<i64>) -> tensor<i64>
    %72:2 = "tm_tensor.scan"(%68, %69, %71) <{dimension = 0 : i64, inclusive = true, operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg165: i64, %arg166: i64):
      %548 = "arith.addi"(%arg165, %arg166) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "tm_tensor.yield"(%548) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<12xi64>, tensor<i64>) -> (tensor<12xi64>, tensor<i64>)
    %73 = "torch_c.from_builtin_tensor"(%72#0) : (tensor<12xi64>) -> !torch.vtensor<[12],si64>
    %74 = "torch_c.to_builtin_tensor"(%73) : (!torch.vtensor<[12],si64>) -> tensor<12xi64>
    %75 = "linalg.generic"(%74, %61) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg163: i64, %arg164: i64):
      %547 = "arith.subi"(%arg163, %28) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%547) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %76 = "linalg.generic"(%75, %61) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg161: i64, %arg162: i64):
      %546 = "arith.maxsi"(%arg161, %30) : (i64, i64) -> i64
      "linalg.yield"(%546) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %77 = "torch_c.from_builtin_tensor"(%76) : (tensor<12xi64>) -> !torch.vtensor<[12],si64>
    %78 = "torch_c.to_builtin_tensor"(%77) : (!torch.vtensor<[12],si64>) -> tensor<12xi64>
    %79 = "linalg.generic"(%61) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg160: i64):
      %544 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %545 = "arith.index_cast"(%544) : (index) -> i64
      "linalg.yield"(%545) : (i64) -> ()
    }) : (tensor<12xi64>) -> tensor<12xi64>
    %80 = "linalg.generic"(%79, %66, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg157: i64, %arg158: i64, %arg159: i64):
      %543 = "arith.muli"(%arg157, %arg158) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%543) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %81 = "torch_c.from_builtin_tensor"(%80) : (tensor<12xi64>) -> !torch.vtensor<[12],si64>
    %82 = "torch_c.to_builtin_tensor"(%81) : (!torch.vtensor<[12],si64>) -> tensor<12xi64>
    %83 = "tensor.empty"() : () -> tensor<12x1xi64>
    %84 = "linalg.fill"(%30, %83) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg155: i64, %arg156: i64):
      "linalg.yield"(%arg155) : (i64) -> ()
    }) : (i64, tensor<12x1xi64>) -> tensor<12x1xi64>
    %85:2 = "linalg.generic"(%84, %69) <{indexing_maps = [#map2, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 2>}> ({
    ^bb0(%arg153: i64, %arg154: i64):
      %539 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %540 = "arith.remsi"(%539, %29) : (index, index) -> index
      %541 = "tensor.extract"(%78, %540) : (tensor<12xi64>, index) -> i64
      %542 = "tensor.extract"(%82, %540) : (tensor<12xi64>, index) -> i64
      "linalg.yield"(%541, %542) : (i64, i64) -> ()
    }) : (tensor<12x1xi64>, tensor<12xi64>) -> (tensor<12x1xi64>, tensor<12xi64>)
    %86 = "tm_tensor.scatter"(%85#1, %85#0, %34) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%arg151: i64, %arg152: i64):
      %538 = "arith.addi"(%arg152, %arg151) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "tm_tensor.yield"(%538) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<12x1xi64>, tensor<12xi64>) -> tensor<12xi64>
    %87 = "torch_c.from_builtin_tensor"(%86) : (tensor<12xi64>) -> !torch.vtensor<[12],si64>
    %88 = "torch_c.to_builtin_tensor"(%87) : (!torch.vtensor<[12],si64>) -> tensor<12xi64>
    %89 = "linalg.generic"(%66, %71) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg149: i64, %arg150: i64):
      %537 = "arith.addi"(%arg149, %arg150) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%537) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<i64>) -> tensor<i64>
    %90 = "tensor.extract"(%89) : (tensor<i64>) -> i64
    %91 = "arith.index_cast"(%90) : (i64) -> index
    %92 = "arith.cmpi"(%91, %7) <{predicate = 2 : i64}> : (index, index) -> i1
    %93 = "arith.addi"(%91, %29) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %94 = "arith.select"(%92, %93, %91) : (i1, index, index) -> index
    %95 = "arith.cmpi"(%94, %7) <{predicate = 2 : i64}> : (index, index) -> i1
    %96 = "arith.select"(%95, %9, %94) : (i1, index, index) -> index
    %97 = "arith.minsi"(%96, %29) : (index, index) -> index
    %98 = "arith.maxsi"(%97, %7) : (index, index) -> index
    %99 = "tensor.extract_slice"(%88, %98) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<12xi64>, index) -> tensor<?xi64>
    %100 = "tensor.expand_shape"(%99, %98) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 1>}> : (tensor<?xi64>, index) -> tensor<?x1xi64>
    %101 = "tensor.empty"(%98) : (index) -> tensor<?x1xi64>
    %102 = "linalg.generic"(%100, %33, %101) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg146: i64, %arg147: i64, %arg148: i64):
      %532 = "arith.sitofp"(%arg146) : (i64) -> f64
      %533 = "arith.sitofp"(%arg147) : (i64) -> f64
      %534 = "arith.divf"(%532, %533) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %535 = "math.floor"(%534) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
      %536 = "arith.fptosi"(%535) : (f64) -> i64
      "linalg.yield"(%536) : (i64) -> ()
    }) : (tensor<?x1xi64>, tensor<1x1xi64>, tensor<?x1xi64>) -> tensor<?x1xi64>
    %103 = "linalg.generic"(%102, %32, %101) <{indexing_maps = [#map3, #map5, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg143: i64, %arg144: i64, %arg145: i64):
      %524 = "arith.remsi"(%arg143, %arg144) : (i64, i64) -> i64
      %525 = "arith.cmpi"(%524, %30) <{predicate = 1 : i64}> : (i64, i64) -> i1
      %526 = "arith.cmpi"(%arg144, %30) <{predicate = 2 : i64}> : (i64, i64) -> i1
      %527 = "arith.cmpi"(%524, %30) <{predicate = 2 : i64}> : (i64, i64) -> i1
      %528 = "arith.xori"(%526, %527) : (i1, i1) -> i1
      %529 = "arith.andi"(%525, %528) : (i1, i1) -> i1
      %530 = "arith.addi"(%524, %arg144) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %531 = "arith.select"(%529, %530, %524) : (i1, i64, i64) -> i64
      "linalg.yield"(%531) : (i64) -> ()
    }) : (tensor<?x1xi64>, tensor<1xi64>, tensor<?x1xi64>) -> tensor<?x1xi64>
    %104 = "arith.index_cast"(%98) : (index) -> i64
    %105 = "torch_c.from_i64"(%104) : (i64) -> !torch.int
    %106 = "torch_c.to_i64"(%105) : (!torch.int) -> i64
    %107 = "arith.cmpi"(%106, %25) <{predicate = 3 : i64}> : (i64, i64) -> i1
    "cf.assert"(%107) <{msg = "Runtime assertion failed for expression u0 <= 12 on node 'le_4'"}> : (i1) -> ()
    %108 = "tensor.extract_slice"(%103, %98) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, 1>, static_strides = array<i64: 1, 1>}> : (tensor<?x1xi64>, index) -> tensor<?x1xi64>
    %109 = "tensor.collapse_shape"(%108) <{reassociation = [[0, 1]]}> : (tensor<?x1xi64>) -> tensor<?xi64>
    %110 = "torch_c.from_builtin_tensor"(%109) : (tensor<?xi64>) -> !torch.vtensor<[?],si64>
    %111 = "torch_c.to_builtin_tensor"(%110) : (!torch.vtensor<[?],si64>) -> tensor<?xi64>
    %112 = "tensor.dim"(%111, %7) : (tensor<?xi64>, index) -> index
    %113 = "tensor.empty"(%112) : (index) -> tensor<?x5xf32>
    %114 = "linalg.generic"(%111, %113) <{indexing_maps = [#map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg141: i64, %arg142: f32):
      %518 = "arith.cmpi"(%arg141, %30) <{predicate = 2 : i64}> : (i64, i64) -> i1
      %519 = "arith.addi"(%arg141, %25) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %520 = "arith.select"(%518, %519, %arg141) : (i1, i64, i64) -> i64
      %521 = "arith.index_cast"(%520) : (i64) -> index
      %522 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %523 = "tensor.extract"(%41, %521, %522) : (tensor<12x5xf32>, index, index) -> f32
      "linalg.yield"(%523) : (f32) -> ()
    }) : (tensor<?xi64>, tensor<?x5xf32>) -> tensor<?x5xf32>
    %115 = "torch_c.from_builtin_tensor"(%114) : (tensor<?x5xf32>) -> !torch.vtensor<[?,5],f32>
    %116 = "torch.torchvision.roi_align"(%39, %115, %3, %2, %2, %1, %0) : (!torch.vtensor<[1,16,64,64],f32>, !torch.vtensor<[?,5],f32>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[?,16,14,14],f32>
    %117 = "torch_c.to_builtin_tensor"(%116) : (!torch.vtensor<[?,16,14,14],f32>) -> tensor<?x16x14x14xf32>
    %118 = "arith.maxsi"(%106, %28) : (i64, i64) -> i64
    %119 = "torch_c.from_i64"(%118) : (i64) -> !torch.int
    %120 = "torch_c.to_i64"(%119) : (!torch.int) -> i64
    %121 = "arith.index_cast"(%120) : (i64) -> index
    %122 = "arith.cmpi"(%120, %30) <{predicate = 5 : i64}> : (i64, i64) -> i1
    "cf.assert"(%122) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    %123 = "tensor.empty"(%121) : (index) -> tensor<?x16x14x14xf32>
    %124 = "linalg.generic"(%123) <{indexing_maps = [#map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg140: f32):
      %510 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %511 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %512 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %513 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %514 = "tensor.dim"(%117, %7) : (tensor<?x16x14x14xf32>, index) -> index
      %515 = "arith.cmpi"(%514, %8) <{predicate = 0 : i64}> : (index, index) -> i1
      %516 = "arith.select"(%515, %7, %510) : (i1, index, index) -> index
      %517 = "tensor.extract"(%117, %516, %511, %512, %513) : (tensor<?x16x14x14xf32>, index, index, index, index) -> f32
      "linalg.yield"(%517) : (f32) -> ()
    }) : (tensor<?x16x14x14xf32>) -> tensor<?x16x14x14xf32>
    "cf.assert"(%122) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    %125 = "tensor.empty"(%121) : (index) -> tensor<?xi64>
    %126 = "linalg.generic"(%125) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg139: i64):
      %506 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %507 = "arith.cmpi"(%98, %8) <{predicate = 0 : i64}> : (index, index) -> i1
      %508 = "arith.select"(%507, %7, %506) : (i1, index, index) -> index
      %509 = "tensor.extract"(%109, %508) : (tensor<?xi64>, index) -> i64
      "linalg.yield"(%509) : (i64) -> ()
    }) : (tensor<?xi64>) -> tensor<?xi64>
    %127 = "tensor.expand_shape"(%126, %121) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 1>}> : (tensor<?xi64>, index) -> tensor<?x1xi64>
    %128 = "torch_c.from_builtin_tensor"(%127) : (tensor<?x1xi64>) -> !torch.vtensor<[?,1],si64>
    %129 = "tensor.expand_shape"(%124, %121) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: -9223372036854775808, 1, 16, 14, 14>}> : (tensor<?x16x14x14xf32>, index) -> tensor<?x1x16x14x14xf32>
    %130 = "torch_c.from_builtin_tensor"(%129) : (tensor<?x1x16x14x14xf32>) -> !torch.vtensor<[?,1,16,14,14],f32>
    %131 = "torch_c.to_builtin_tensor"(%130) : (!torch.vtensor<[?,1,16,14,14],f32>) -> tensor<?x1x16x14x14xf32>
    %132 = "torch_c.to_builtin_tensor"(%128) : (!torch.vtensor<[?,1],si64>) -> tensor<?x1xi64>
    %133 = "tm_tensor.scatter"(%131, %132, %31) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = true}> ({
    ^bb0(%arg137: f32, %arg138: f32):
      "tm_tensor.yield"(%arg137) : (f32) -> ()
    }) : (tensor<?x1x16x14x14xf32>, tensor<?x1xi64>, tensor<12x16x14x14xf32>) -> tensor<12x16x14x14xf32>
    %134 = "torch_c.from_builtin_tensor"(%133) : (tensor<12x16x14x14xf32>) -> !torch.vtensor<[12,16,14,14],f32>
    %135 = "linalg.generic"(%63, %64) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg135: i64, %arg136: i1):
      %505 = "arith.cmpi"(%arg135, %28) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%505) : (i1) -> ()
    }) : (tensor<12xi64>, tensor<12xi1>) -> tensor<12xi1>
    %136 = "linalg.generic"(%135, %61) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg133: i1, %arg134: i64):
      %504 = "arith.extui"(%arg133) : (i1) -> i64
      "linalg.yield"(%504) : (i64) -> ()
    }) : (tensor<12xi1>, tensor<12xi64>) -> tensor<12xi64>
    %137 = "torch_c.from_builtin_tensor"(%136) : (tensor<12xi64>) -> !torch.vtensor<[12],si64>
    %138 = "torch_c.to_builtin_tensor"(%137) : (!torch.vtensor<[12],si64>) -> tensor<12xi64>
    %139:2 = "tm_tensor.scan"(%138, %69, %71) <{dimension = 0 : i64, inclusive = true, operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg131: i64, %arg132: i64):
      %503 = "arith.addi"(%arg131, %arg132) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "tm_tensor.yield"(%503) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<12xi64>, tensor<i64>) -> (tensor<12xi64>, tensor<i64>)
    %140 = "torch_c.from_builtin_tensor"(%139#0) : (tensor<12xi64>) -> !torch.vtensor<[12],si64>
    %141 = "torch_c.to_builtin_tensor"(%140) : (!torch.vtensor<[12],si64>) -> tensor<12xi64>
    %142 = "linalg.generic"(%141, %61) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg129: i64, %arg130: i64):
      %502 = "arith.subi"(%arg129, %28) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%502) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %143 = "linalg.generic"(%142, %61) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg127: i64, %arg128: i64):
      %501 = "arith.maxsi"(%arg127, %30) : (i64, i64) -> i64
      "linalg.yield"(%501) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %144 = "torch_c.from_builtin_tensor"(%143) : (tensor<12xi64>) -> !torch.vtensor<[12],si64>
    %145 = "torch_c.to_builtin_tensor"(%144) : (!torch.vtensor<[12],si64>) -> tensor<12xi64>
    %146 = "linalg.generic"(%79, %136, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg124: i64, %arg125: i64, %arg126: i64):
      %500 = "arith.muli"(%arg124, %arg125) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%500) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %147 = "torch_c.from_builtin_tensor"(%146) : (tensor<12xi64>) -> !torch.vtensor<[12],si64>
    %148 = "torch_c.to_builtin_tensor"(%147) : (!torch.vtensor<[12],si64>) -> tensor<12xi64>
    %149:2 = "linalg.generic"(%84, %69) <{indexing_maps = [#map2, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 2>}> ({
    ^bb0(%arg122: i64, %arg123: i64):
      %496 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %497 = "arith.remsi"(%496, %29) : (index, index) -> index
      %498 = "tensor.extract"(%145, %497) : (tensor<12xi64>, index) -> i64
      %499 = "tensor.extract"(%148, %497) : (tensor<12xi64>, index) -> i64
      "linalg.yield"(%498, %499) : (i64, i64) -> ()
    }) : (tensor<12x1xi64>, tensor<12xi64>) -> (tensor<12x1xi64>, tensor<12xi64>)
    %150 = "tm_tensor.scatter"(%149#1, %149#0, %34) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%arg120: i64, %arg121: i64):
      %495 = "arith.addi"(%arg121, %arg120) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "tm_tensor.yield"(%495) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<12x1xi64>, tensor<12xi64>) -> tensor<12xi64>
    %151 = "torch_c.from_builtin_tensor"(%150) : (tensor<12xi64>) -> !torch.vtensor<[12],si64>
    %152 = "torch_c.to_builtin_tensor"(%151) : (!torch.vtensor<[12],si64>) -> tensor<12xi64>
    %153 = "linalg.generic"(%136, %71) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg118: i64, %arg119: i64):
      %494 = "arith.addi"(%arg118, %arg119) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%494) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<i64>) -> tensor<i64>
    %154 = "tensor.extract"(%153) : (tensor<i64>) -> i64
    %155 = "arith.index_cast"(%154) : (i64) -> index
    %156 = "arith.cmpi"(%155, %7) <{predicate = 2 : i64}> : (index, index) -> i1
    %157 = "arith.addi"(%155, %29) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %158 = "arith.select"(%156, %157, %155) : (i1, index, index) -> index
    %159 = "arith.cmpi"(%158, %7) <{predicate = 2 : i64}> : (index, index) -> i1
    %160 = "arith.select"(%159, %9, %158) : (i1, index, index) -> index
    %161 = "arith.minsi"(%160, %29) : (index, index) -> index
    %162 = "arith.maxsi"(%161, %7) : (index, index) -> index
    %163 = "tensor.extract_slice"(%152, %162) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<12xi64>, index) -> tensor<?xi64>
    %164 = "tensor.expand_shape"(%163, %162) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 1>}> : (tensor<?xi64>, index) -> tensor<?x1xi64>
    %165 = "tensor.empty"(%162) : (index) -> tensor<?x1xi64>
    %166 = "linalg.generic"(%164, %33, %165) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg115: i64, %arg116: i64, %arg117: i64):
      %489 = "arith.sitofp"(%arg115) : (i64) -> f64
      %490 = "arith.sitofp"(%arg116) : (i64) -> f64
      %491 = "arith.divf"(%489, %490) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %492 = "math.floor"(%491) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
      %493 = "arith.fptosi"(%492) : (f64) -> i64
      "linalg.yield"(%493) : (i64) -> ()
    }) : (tensor<?x1xi64>, tensor<1x1xi64>, tensor<?x1xi64>) -> tensor<?x1xi64>
    %167 = "linalg.generic"(%166, %32, %165) <{indexing_maps = [#map3, #map5, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg112: i64, %arg113: i64, %arg114: i64):
      %481 = "arith.remsi"(%arg112, %arg113) : (i64, i64) -> i64
      %482 = "arith.cmpi"(%481, %30) <{predicate = 1 : i64}> : (i64, i64) -> i1
      %483 = "arith.cmpi"(%arg113, %30) <{predicate = 2 : i64}> : (i64, i64) -> i1
      %484 = "arith.cmpi"(%481, %30) <{predicate = 2 : i64}> : (i64, i64) -> i1
      %485 = "arith.xori"(%483, %484) : (i1, i1) -> i1
      %486 = "arith.andi"(%482, %485) : (i1, i1) -> i1
      %487 = "arith.addi"(%481, %arg113) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %488 = "arith.select"(%486, %487, %481) : (i1, i64, i64) -> i64
      "linalg.yield"(%488) : (i64) -> ()
    }) : (tensor<?x1xi64>, tensor<1xi64>, tensor<?x1xi64>) -> tensor<?x1xi64>
    %168 = "arith.index_cast"(%162) : (index) -> i64
    %169 = "torch_c.from_i64"(%168) : (i64) -> !torch.int
    %170 = "torch_c.to_i64"(%169) : (!torch.int) -> i64
    %171 = "arith.cmpi"(%170, %25) <{predicate = 3 : i64}> : (i64, i64) -> i1
    "cf.assert"(%171) <{msg = "Runtime assertion failed for expression u1 <= 12 on node 'le_5'"}> : (i1) -> ()
    %172 = "tensor.extract_slice"(%167, %162) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, 1>, static_strides = array<i64: 1, 1>}> : (tensor<?x1xi64>, index) -> tensor<?x1xi64>
    %173 = "tensor.collapse_shape"(%172) <{reassociation = [[0, 1]]}> : (tensor<?x1xi64>) -> tensor<?xi64>
    %174 = "torch_c.from_builtin_tensor"(%173) : (tensor<?xi64>) -> !torch.vtensor<[?],si64>
    %175 = "torch_c.to_builtin_tensor"(%174) : (!torch.vtensor<[?],si64>) -> tensor<?xi64>
    %176 = "tensor.dim"(%175, %7) : (tensor<?xi64>, index) -> index
    %177 = "tensor.empty"(%176) : (index) -> tensor<?x5xf32>
    %178 = "linalg.generic"(%175, %177) <{indexing_maps = [#map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg110: i64, %arg111: f32):
      %475 = "arith.cmpi"(%arg110, %30) <{predicate = 2 : i64}> : (i64, i64) -> i1
      %476 = "arith.addi"(%arg110, %25) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %477 = "arith.select"(%475, %476, %arg110) : (i1, i64, i64) -> i64
      %478 = "arith.index_cast"(%477) : (i64) -> index
      %479 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %480 = "tensor.extract"(%41, %478, %479) : (tensor<12x5xf32>, index, index) -> f32
      "linalg.yield"(%480) : (f32) -> ()
    }) : (tensor<?xi64>, tensor<?x5xf32>) -> tensor<?x5xf32>
    %179 = "torch_c.from_builtin_tensor"(%178) : (tensor<?x5xf32>) -> !torch.vtensor<[?,5],f32>
    %180 = "torch.torchvision.roi_align"(%38, %179, %4, %2, %2, %1, %0) : (!torch.vtensor<[1,16,32,32],f32>, !torch.vtensor<[?,5],f32>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[?,16,14,14],f32>
    %181 = "torch_c.to_builtin_tensor"(%180) : (!torch.vtensor<[?,16,14,14],f32>) -> tensor<?x16x14x14xf32>
    %182 = "arith.maxsi"(%170, %28) : (i64, i64) -> i64
    %183 = "torch_c.from_i64"(%182) : (i64) -> !torch.int
    %184 = "torch_c.to_i64"(%183) : (!torch.int) -> i64
    %185 = "arith.index_cast"(%184) : (i64) -> index
    %186 = "arith.cmpi"(%184, %30) <{predicate = 5 : i64}> : (i64, i64) -> i1
    "cf.assert"(%186) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    %187 = "tensor.empty"(%185) : (index) -> tensor<?x16x14x14xf32>
    %188 = "linalg.generic"(%187) <{indexing_maps = [#map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg109: f32):
      %467 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %468 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %469 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %470 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %471 = "tensor.dim"(%181, %7) : (tensor<?x16x14x14xf32>, index) -> index
      %472 = "arith.cmpi"(%471, %8) <{predicate = 0 : i64}> : (index, index) -> i1
      %473 = "arith.select"(%472, %7, %467) : (i1, index, index) -> index
      %474 = "tensor.extract"(%181, %473, %468, %469, %470) : (tensor<?x16x14x14xf32>, index, index, index, index) -> f32
      "linalg.yield"(%474) : (f32) -> ()
    }) : (tensor<?x16x14x14xf32>) -> tensor<?x16x14x14xf32>
    "cf.assert"(%186) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    %189 = "tensor.empty"(%185) : (index) -> tensor<?xi64>
    %190 = "linalg.generic"(%189) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg108: i64):
      %463 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %464 = "arith.cmpi"(%162, %8) <{predicate = 0 : i64}> : (index, index) -> i1
      %465 = "arith.select"(%464, %7, %463) : (i1, index, index) -> index
      %466 = "tensor.extract"(%173, %465) : (tensor<?xi64>, index) -> i64
      "linalg.yield"(%466) : (i64) -> ()
    }) : (tensor<?xi64>) -> tensor<?xi64>
    %191 = "tensor.expand_shape"(%190, %185) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 1>}> : (tensor<?xi64>, index) -> tensor<?x1xi64>
    %192 = "torch_c.from_builtin_tensor"(%191) : (tensor<?x1xi64>) -> !torch.vtensor<[?,1],si64>
    %193 = "tensor.expand_shape"(%188, %185) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: -9223372036854775808, 1, 16, 14, 14>}> : (tensor<?x16x14x14xf32>, index) -> tensor<?x1x16x14x14xf32>
    %194 = "torch_c.from_builtin_tensor"(%193) : (tensor<?x1x16x14x14xf32>) -> !torch.vtensor<[?,1,16,14,14],f32>
    %195 = "torch_c.to_builtin_tensor"(%134) : (!torch.vtensor<[12,16,14,14],f32>) -> tensor<12x16x14x14xf32>
    %196 = "torch_c.to_builtin_tensor"(%194) : (!torch.vtensor<[?,1,16,14,14],f32>) -> tensor<?x1x16x14x14xf32>
    %197 = "torch_c.to_builtin_tensor"(%192) : (!torch.vtensor<[?,1],si64>) -> tensor<?x1xi64>
    %198 = "tm_tensor.scatter"(%196, %197, %195) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = true}> ({
    ^bb0(%arg106: f32, %arg107: f32):
      "tm_tensor.yield"(%arg106) : (f32) -> ()
    }) : (tensor<?x1x16x14x14xf32>, tensor<?x1xi64>, tensor<12x16x14x14xf32>) -> tensor<12x16x14x14xf32>
    %199 = "torch_c.from_builtin_tensor"(%198) : (tensor<12x16x14x14xf32>) -> !torch.vtensor<[12,16,14,14],f32>
    %200 = "linalg.generic"(%63, %64) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg104: i64, %arg105: i1):
      %462 = "arith.cmpi"(%arg104, %27) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%462) : (i1) -> ()
    }) : (tensor<12xi64>, tensor<12xi1>) -> tensor<12xi1>
    %201 = "linalg.generic"(%200, %61) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg102: i1, %arg103: i64):
      %461 = "arith.extui"(%arg102) : (i1) -> i64
      "linalg.yield"(%461) : (i64) -> ()
    }) : (tensor<12xi1>, tensor<12xi64>) -> tensor<12xi64>
    %202 = "torch_c.from_builtin_tensor"(%201) : (tensor<12xi64>) -> !torch.vtensor<[12],si64>
    %203 = "torch_c.to_builtin_tensor"(%202) : (!torch.vtensor<[12],si64>) -> tensor<12xi64>
    %204:2 = "tm_tensor.scan"(%203, %69, %71) <{dimension = 0 : i64, inclusive = true, operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg100: i64, %arg101: i64):
      %460 = "arith.addi"(%arg100, %arg101) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "tm_tensor.yield"(%460) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<12xi64>, tensor<i64>) -> (tensor<12xi64>, tensor<i64>)
    %205 = "torch_c.from_builtin_tensor"(%204#0) : (tensor<12xi64>) -> !torch.vtensor<[12],si64>
    %206 = "torch_c.to_builtin_tensor"(%205) : (!torch.vtensor<[12],si64>) -> tensor<12xi64>
    %207 = "linalg.generic"(%206, %61) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg98: i64, %arg99: i64):
      %459 = "arith.subi"(%arg98, %28) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%459) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %208 = "linalg.generic"(%207, %61) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg96: i64, %arg97: i64):
      %458 = "arith.maxsi"(%arg96, %30) : (i64, i64) -> i64
      "linalg.yield"(%458) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %209 = "torch_c.from_builtin_tensor"(%208) : (tensor<12xi64>) -> !torch.vtensor<[12],si64>
    %210 = "torch_c.to_builtin_tensor"(%209) : (!torch.vtensor<[12],si64>) -> tensor<12xi64>
    %211 = "linalg.generic"(%79, %201, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg93: i64, %arg94: i64, %arg95: i64):
      %457 = "arith.muli"(%arg93, %arg94) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%457) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %212 = "torch_c.from_builtin_tensor"(%211) : (tensor<12xi64>) -> !torch.vtensor<[12],si64>
    %213 = "torch_c.to_builtin_tensor"(%212) : (!torch.vtensor<[12],si64>) -> tensor<12xi64>
    %214:2 = "linalg.generic"(%84, %69) <{indexing_maps = [#map2, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 2>}> ({
    ^bb0(%arg91: i64, %arg92: i64):
      %453 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %454 = "arith.remsi"(%453, %29) : (index, index) -> index
      %455 = "tensor.extract"(%210, %454) : (tensor<12xi64>, index) -> i64
      %456 = "tensor.extract"(%213, %454) : (tensor<12xi64>, index) -> i64
      "linalg.yield"(%455, %456) : (i64, i64) -> ()
    }) : (tensor<12x1xi64>, tensor<12xi64>) -> (tensor<12x1xi64>, tensor<12xi64>)
    %215 = "tm_tensor.scatter"(%214#1, %214#0, %34) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%arg89: i64, %arg90: i64):
      %452 = "arith.addi"(%arg90, %arg89) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "tm_tensor.yield"(%452) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<12x1xi64>, tensor<12xi64>) -> tensor<12xi64>
    %216 = "torch_c.from_builtin_tensor"(%215) : (tensor<12xi64>) -> !torch.vtensor<[12],si64>
    %217 = "torch_c.to_builtin_tensor"(%216) : (!torch.vtensor<[12],si64>) -> tensor<12xi64>
    %218 = "linalg.generic"(%201, %71) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg87: i64, %arg88: i64):
      %451 = "arith.addi"(%arg87, %arg88) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%451) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<i64>) -> tensor<i64>
    %219 = "tensor.extract"(%218) : (tensor<i64>) -> i64
    %220 = "arith.index_cast"(%219) : (i64) -> index
    %221 = "arith.cmpi"(%220, %7) <{predicate = 2 : i64}> : (index, index) -> i1
    %222 = "arith.addi"(%220, %29) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %223 = "arith.select"(%221, %222, %220) : (i1, index, index) -> index
    %224 = "arith.cmpi"(%223, %7) <{predicate = 2 : i64}> : (index, index) -> i1
    %225 = "arith.select"(%224, %9, %223) : (i1, index, index) -> index
    %226 = "arith.minsi"(%225, %29) : (index, index) -> index
    %227 = "arith.maxsi"(%226, %7) : (index, index) -> index
    %228 = "tensor.extract_slice"(%217, %227) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<12xi64>, index) -> tensor<?xi64>
    %229 = "tensor.expand_shape"(%228, %227) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 1>}> : (tensor<?xi64>, index) -> tensor<?x1xi64>
    %230 = "tensor.empty"(%227) : (index) -> tensor<?x1xi64>
    %231 = "linalg.generic"(%229, %33, %230) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg84: i64, %arg85: i64, %arg86: i64):
      %446 = "arith.sitofp"(%arg84) : (i64) -> f64
      %447 = "arith.sitofp"(%arg85) : (i64) -> f64
      %448 = "arith.divf"(%446, %447) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %449 = "math.floor"(%448) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
      %450 = "arith.fptosi"(%449) : (f64) -> i64
      "linalg.yield"(%450) : (i64) -> ()
    }) : (tensor<?x1xi64>, tensor<1x1xi64>, tensor<?x1xi64>) -> tensor<?x1xi64>
    %232 = "linalg.generic"(%231, %32, %230) <{indexing_maps = [#map3, #map5, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg81: i64, %arg82: i64, %arg83: i64):
      %438 = "arith.remsi"(%arg81, %arg82) : (i64, i64) -> i64
      %439 = "arith.cmpi"(%438, %30) <{predicate = 1 : i64}> : (i64, i64) -> i1
      %440 = "arith.cmpi"(%arg82, %30) <{predicate = 2 : i64}> : (i64, i64) -> i1
      %441 = "arith.cmpi"(%438, %30) <{predicate = 2 : i64}> : (i64, i64) -> i1
      %442 = "arith.xori"(%440, %441) : (i1, i1) -> i1
      %443 = "arith.andi"(%439, %442) : (i1, i1) -> i1
      %444 = "arith.addi"(%438, %arg82) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %445 = "arith.select"(%443, %444, %438) : (i1, i64, i64) -> i64
      "linalg.yield"(%445) : (i64) -> ()
    }) : (tensor<?x1xi64>, tensor<1xi64>, tensor<?x1xi64>) -> tensor<?x1xi64>
    %233 = "arith.index_cast"(%227) : (index) -> i64
    %234 = "torch_c.from_i64"(%233) : (i64) -> !torch.int
    %235 = "torch_c.to_i64"(%234) : (!torch.int) -> i64
    %236 = "arith.cmpi"(%235, %25) <{predicate = 3 : i64}> : (i64, i64) -> i1
    "cf.assert"(%236) <{msg = "Runtime assertion failed for expression u2 <= 12 on node 'le_6'"}> : (i1) -> ()
    %237 = "tensor.extract_slice"(%232, %227) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, 1>, static_strides = array<i64: 1, 1>}> : (tensor<?x1xi64>, index) -> tensor<?x1xi64>
    %238 = "tensor.collapse_shape"(%237) <{reassociation = [[0, 1]]}> : (tensor<?x1xi64>) -> tensor<?xi64>
    %239 = "torch_c.from_builtin_tensor"(%238) : (tensor<?xi64>) -> !torch.vtensor<[?],si64>
    %240 = "torch_c.to_builtin_tensor"(%239) : (!torch.vtensor<[?],si64>) -> tensor<?xi64>
    %241 = "tensor.dim"(%240, %7) : (tensor<?xi64>, index) -> index
    %242 = "tensor.empty"(%241) : (index) -> tensor<?x5xf32>
    %243 = "linalg.generic"(%240, %242) <{indexing_maps = [#map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg79: i64, %arg80: f32):
      %432 = "arith.cmpi"(%arg79, %30) <{predicate = 2 : i64}> : (i64, i64) -> i1
      %433 = "arith.addi"(%arg79, %25) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %434 = "arith.select"(%432, %433, %arg79) : (i1, i64, i64) -> i64
      %435 = "arith.index_cast"(%434) : (i64) -> index
      %436 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %437 = "tensor.extract"(%41, %435, %436) : (tensor<12x5xf32>, index, index) -> f32
      "linalg.yield"(%437) : (f32) -> ()
    }) : (tensor<?xi64>, tensor<?x5xf32>) -> tensor<?x5xf32>
    %244 = "torch_c.from_builtin_tensor"(%243) : (tensor<?x5xf32>) -> !torch.vtensor<[?,5],f32>
    %245 = "torch.torchvision.roi_align"(%37, %244, %5, %2, %2, %1, %0) : (!torch.vtensor<[1,16,16,16],f32>, !torch.vtensor<[?,5],f32>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[?,16,14,14],f32>
    %246 = "torch_c.to_builtin_tensor"(%245) : (!torch.vtensor<[?,16,14,14],f32>) -> tensor<?x16x14x14xf32>
    %247 = "arith.maxsi"(%235, %28) : (i64, i64) -> i64
    %248 = "torch_c.from_i64"(%247) : (i64) -> !torch.int
    %249 = "torch_c.to_i64"(%248) : (!torch.int) -> i64
    %250 = "arith.index_cast"(%249) : (i64) -> index
    %251 = "arith.cmpi"(%249, %30) <{predicate = 5 : i64}> : (i64, i64) -> i1
    "cf.assert"(%251) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    %252 = "tensor.empty"(%250) : (index) -> tensor<?x16x14x14xf32>
    %253 = "linalg.generic"(%252) <{indexing_maps = [#map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg78: f32):
      %424 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %425 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %426 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %427 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %428 = "tensor.dim"(%246, %7) : (tensor<?x16x14x14xf32>, index) -> index
      %429 = "arith.cmpi"(%428, %8) <{predicate = 0 : i64}> : (index, index) -> i1
      %430 = "arith.select"(%429, %7, %424) : (i1, index, index) -> index
      %431 = "tensor.extract"(%246, %430, %425, %426, %427) : (tensor<?x16x14x14xf32>, index, index, index, index) -> f32
      "linalg.yield"(%431) : (f32) -> ()
    }) : (tensor<?x16x14x14xf32>) -> tensor<?x16x14x14xf32>
    "cf.assert"(%251) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    %254 = "tensor.empty"(%250) : (index) -> tensor<?xi64>
    %255 = "linalg.generic"(%254) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg77: i64):
      %420 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %421 = "arith.cmpi"(%227, %8) <{predicate = 0 : i64}> : (index, index) -> i1
      %422 = "arith.select"(%421, %7, %420) : (i1, index, index) -> index
      %423 = "tensor.extract"(%238, %422) : (tensor<?xi64>, index) -> i64
      "linalg.yield"(%423) : (i64) -> ()
    }) : (tensor<?xi64>) -> tensor<?xi64>
    %256 = "tensor.expand_shape"(%255, %250) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 1>}> : (tensor<?xi64>, index) -> tensor<?x1xi64>
    %257 = "torch_c.from_builtin_tensor"(%256) : (tensor<?x1xi64>) -> !torch.vtensor<[?,1],si64>
    %258 = "tensor.expand_shape"(%253, %250) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: -9223372036854775808, 1, 16, 14, 14>}> : (tensor<?x16x14x14xf32>, index) -> tensor<?x1x16x14x14xf32>
    %259 = "torch_c.from_builtin_tensor"(%258) : (tensor<?x1x16x14x14xf32>) -> !torch.vtensor<[?,1,16,14,14],f32>
    %260 = "torch_c.to_builtin_tensor"(%199) : (!torch.vtensor<[12,16,14,14],f32>) -> tensor<12x16x14x14xf32>
    %261 = "torch_c.to_builtin_tensor"(%259) : (!torch.vtensor<[?,1,16,14,14],f32>) -> tensor<?x1x16x14x14xf32>
    %262 = "torch_c.to_builtin_tensor"(%257) : (!torch.vtensor<[?,1],si64>) -> tensor<?x1xi64>
    %263 = "tm_tensor.scatter"(%261, %262, %260) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = true}> ({
    ^bb0(%arg75: f32, %arg76: f32):
      "tm_tensor.yield"(%arg75) : (f32) -> ()
    }) : (tensor<?x1x16x14x14xf32>, tensor<?x1xi64>, tensor<12x16x14x14xf32>) -> tensor<12x16x14x14xf32>
    %264 = "torch_c.from_builtin_tensor"(%263) : (tensor<12x16x14x14xf32>) -> !torch.vtensor<[12,16,14,14],f32>
    %265 = "linalg.generic"(%63, %64) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg73: i64, %arg74: i1):
      %419 = "arith.cmpi"(%arg73, %26) <{predicate = 0 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%419) : (i1) -> ()
    }) : (tensor<12xi64>, tensor<12xi1>) -> tensor<12xi1>
    %266 = "linalg.generic"(%265, %61) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg71: i1, %arg72: i64):
      %418 = "arith.extui"(%arg71) : (i1) -> i64
      "linalg.yield"(%418) : (i64) -> ()
    }) : (tensor<12xi1>, tensor<12xi64>) -> tensor<12xi64>
    %267 = "torch_c.from_builtin_tensor"(%266) : (tensor<12xi64>) -> !torch.vtensor<[12],si64>
    %268 = "torch_c.to_builtin_tensor"(%267) : (!torch.vtensor<[12],si64>) -> tensor<12xi64>
    %269:2 = "tm_tensor.scan"(%268, %69, %71) <{dimension = 0 : i64, inclusive = true, operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg69: i64, %arg70: i64):
      %417 = "arith.addi"(%arg69, %arg70) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "tm_tensor.yield"(%417) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<12xi64>, tensor<i64>) -> (tensor<12xi64>, tensor<i64>)
    %270 = "torch_c.from_builtin_tensor"(%269#0) : (tensor<12xi64>) -> !torch.vtensor<[12],si64>
    %271 = "torch_c.to_builtin_tensor"(%270) : (!torch.vtensor<[12],si64>) -> tensor<12xi64>
    %272 = "linalg.generic"(%271, %61) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg67: i64, %arg68: i64):
      %416 = "arith.subi"(%arg67, %28) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%416) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %273 = "linalg.generic"(%272, %61) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg65: i64, %arg66: i64):
      %415 = "arith.maxsi"(%arg65, %30) : (i64, i64) -> i64
      "linalg.yield"(%415) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %274 = "torch_c.from_builtin_tensor"(%273) : (tensor<12xi64>) -> !torch.vtensor<[12],si64>
    %275 = "torch_c.to_builtin_tensor"(%274) : (!torch.vtensor<[12],si64>) -> tensor<12xi64>
    %276 = "linalg.generic"(%79, %266, %61) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg62: i64, %arg63: i64, %arg64: i64):
      %414 = "arith.muli"(%arg62, %arg63) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%414) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<12xi64>, tensor<12xi64>) -> tensor<12xi64>
    %277 = "torch_c.from_builtin_tensor"(%276) : (tensor<12xi64>) -> !torch.vtensor<[12],si64>
    %278 = "torch_c.to_builtin_tensor"(%277) : (!torch.vtensor<[12],si64>) -> tensor<12xi64>
    %279:2 = "linalg.generic"(%84, %69) <{indexing_maps = [#map2, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 2>}> ({
    ^bb0(%arg60: i64, %arg61: i64):
      %410 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %411 = "arith.remsi"(%410, %29) : (index, index) -> index
      %412 = "tensor.extract"(%275, %411) : (tensor<12xi64>, index) -> i64
      %413 = "tensor.extract"(%278, %411) : (tensor<12xi64>, index) -> i64
      "linalg.yield"(%412, %413) : (i64, i64) -> ()
    }) : (tensor<12x1xi64>, tensor<12xi64>) -> (tensor<12x1xi64>, tensor<12xi64>)
    %280 = "tm_tensor.scatter"(%279#1, %279#0, %34) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
    ^bb0(%arg58: i64, %arg59: i64):
      %409 = "arith.addi"(%arg59, %arg58) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "tm_tensor.yield"(%409) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<12x1xi64>, tensor<12xi64>) -> tensor<12xi64>
    %281 = "torch_c.from_builtin_tensor"(%280) : (tensor<12xi64>) -> !torch.vtensor<[12],si64>
    %282 = "torch_c.to_builtin_tensor"(%281) : (!torch.vtensor<[12],si64>) -> tensor<12xi64>
    %283 = "linalg.generic"(%266, %71) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg56: i64, %arg57: i64):
      %408 = "arith.addi"(%arg56, %arg57) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%408) : (i64) -> ()
    }) : (tensor<12xi64>, tensor<i64>) -> tensor<i64>
    %284 = "tensor.extract"(%283) : (tensor<i64>) -> i64
    %285 = "arith.index_cast"(%284) : (i64) -> index
    %286 = "arith.cmpi"(%285, %7) <{predicate = 2 : i64}> : (index, index) -> i1
    %287 = "arith.addi"(%285, %29) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %288 = "arith.select"(%286, %287, %285) : (i1, index, index) -> index
    %289 = "arith.cmpi"(%288, %7) <{predicate = 2 : i64}> : (index, index) -> i1
    %290 = "arith.select"(%289, %9, %288) : (i1, index, index) -> index
    %291 = "arith.minsi"(%290, %29) : (index, index) -> index
    %292 = "arith.maxsi"(%291, %7) : (index, index) -> index
    %293 = "tensor.extract_slice"(%282, %292) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<12xi64>, index) -> tensor<?xi64>
    %294 = "tensor.expand_shape"(%293, %292) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 1>}> : (tensor<?xi64>, index) -> tensor<?x1xi64>
    %295 = "tensor.empty"(%292) : (index) -> tensor<?x1xi64>
    %296 = "linalg.generic"(%294, %33, %295) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg53: i64, %arg54: i64, %arg55: i64):
      %403 = "arith.sitofp"(%arg53) : (i64) -> f64
      %404 = "arith.sitofp"(%arg54) : (i64) -> f64
      %405 = "arith.divf"(%403, %404) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %406 = "math.floor"(%405) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
      %407 = "arith.fptosi"(%406) : (f64) -> i64
      "linalg.yield"(%407) : (i64) -> ()
    }) : (tensor<?x1xi64>, tensor<1x1xi64>, tensor<?x1xi64>) -> tensor<?x1xi64>
    %297 = "linalg.generic"(%296, %32, %295) <{indexing_maps = [#map3, #map5, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg50: i64, %arg51: i64, %arg52: i64):
      %395 = "arith.remsi"(%arg50, %arg51) : (i64, i64) -> i64
      %396 = "arith.cmpi"(%395, %30) <{predicate = 1 : i64}> : (i64, i64) -> i1
      %397 = "arith.cmpi"(%arg51, %30) <{predicate = 2 : i64}> : (i64, i64) -> i1
      %398 = "arith.cmpi"(%395, %30) <{predicate = 2 : i64}> : (i64, i64) -> i1
      %399 = "arith.xori"(%397, %398) : (i1, i1) -> i1
      %400 = "arith.andi"(%396, %399) : (i1, i1) -> i1
      %401 = "arith.addi"(%395, %arg51) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %402 = "arith.select"(%400, %401, %395) : (i1, i64, i64) -> i64
      "linalg.yield"(%402) : (i64) -> ()
    }) : (tensor<?x1xi64>, tensor<1xi64>, tensor<?x1xi64>) -> tensor<?x1xi64>
    %298 = "arith.index_cast"(%292) : (index) -> i64
    %299 = "torch_c.from_i64"(%298) : (i64) -> !torch.int
    %300 = "torch_c.to_i64"(%299) : (!torch.int) -> i64
    %301 = "arith.cmpi"(%300, %25) <{predicate = 3 : i64}> : (i64, i64) -> i1
    "cf.assert"(%301) <{msg = "Runtime assertion failed for expression u3 <= 12 on node 'le_7'"}> : (i1) -> ()
    %302 = "tensor.extract_slice"(%297, %292) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, 1>, static_strides = array<i64: 1, 1>}> : (tensor<?x1xi64>, index) -> tensor<?x1xi64>
    %303 = "tensor.collapse_shape"(%302) <{reassociation = [[0, 1]]}> : (tensor<?x1xi64>) -> tensor<?xi64>
    %304 = "torch_c.from_builtin_tensor"(%303) : (tensor<?xi64>) -> !torch.vtensor<[?],si64>
    %305 = "torch_c.to_builtin_tensor"(%304) : (!torch.vtensor<[?],si64>) -> tensor<?xi64>
    %306 = "tensor.dim"(%305, %7) : (tensor<?xi64>, index) -> index
    %307 = "tensor.empty"(%306) : (index) -> tensor<?x5xf32>
    %308 = "linalg.generic"(%305, %307) <{indexing_maps = [#map6, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: i64, %arg49: f32):
      %389 = "arith.cmpi"(%arg48, %30) <{predicate = 2 : i64}> : (i64, i64) -> i1
      %390 = "arith.addi"(%arg48, %25) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %391 = "arith.select"(%389, %390, %arg48) : (i1, i64, i64) -> i64
      %392 = "arith.index_cast"(%391) : (i64) -> index
      %393 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %394 = "tensor.extract"(%41, %392, %393) : (tensor<12x5xf32>, index, index) -> f32
      "linalg.yield"(%394) : (f32) -> ()
    }) : (tensor<?xi64>, tensor<?x5xf32>) -> tensor<?x5xf32>
    %309 = "torch_c.from_builtin_tensor"(%308) : (tensor<?x5xf32>) -> !torch.vtensor<[?,5],f32>
    %310 = "torch.torchvision.roi_align"(%36, %309, %6, %2, %2, %1, %0) : (!torch.vtensor<[1,16,8,8],f32>, !torch.vtensor<[?,5],f32>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[?,16,14,14],f32>
    %311 = "torch_c.to_builtin_tensor"(%310) : (!torch.vtensor<[?,16,14,14],f32>) -> tensor<?x16x14x14xf32>
    %312 = "arith.maxsi"(%300, %28) : (i64, i64) -> i64
    %313 = "torch_c.from_i64"(%312) : (i64) -> !torch.int
    %314 = "torch_c.to_i64"(%313) : (!torch.int) -> i64
    %315 = "arith.index_cast"(%314) : (i64) -> index
    %316 = "arith.cmpi"(%314, %30) <{predicate = 5 : i64}> : (i64, i64) -> i1
    "cf.assert"(%316) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    %317 = "tensor.empty"(%315) : (index) -> tensor<?x16x14x14xf32>
    %318 = "linalg.generic"(%317) <{indexing_maps = [#map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg47: f32):
      %381 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %382 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %383 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %384 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %385 = "tensor.dim"(%311, %7) : (tensor<?x16x14x14xf32>, index) -> index
      %386 = "arith.cmpi"(%385, %8) <{predicate = 0 : i64}> : (index, index) -> i1
      %387 = "arith.select"(%386, %7, %381) : (i1, index, index) -> index
      %388 = "tensor.extract"(%311, %387, %382, %383, %384) : (tensor<?x16x14x14xf32>, index, index, index, index) -> f32
      "linalg.yield"(%388) : (f32) -> ()
    }) : (tensor<?x16x14x14xf32>) -> tensor<?x16x14x14xf32>
    "cf.assert"(%316) <{msg = "unimplemented: dynamic negative broadcast sizes"}> : (i1) -> ()
    %319 = "tensor.empty"(%315) : (index) -> tensor<?xi64>
    %320 = "linalg.generic"(%319) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg46: i64):
      %377 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %378 = "arith.cmpi"(%292, %8) <{predicate = 0 : i64}> : (index, index) -> i1
      %379 = "arith.select"(%378, %7, %377) : (i1, index, index) -> index
      %380 = "tensor.extract"(%303, %379) : (tensor<?xi64>, index) -> i64
      "linalg.yield"(%380) : (i64) -> ()
    }) : (tensor<?xi64>) -> tensor<?xi64>
    %321 = "tensor.expand_shape"(%320, %315) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 1>}> : (tensor<?xi64>, index) -> tensor<?x1xi64>
    %322 = "torch_c.from_builtin_tensor"(%321) : (tensor<?x1xi64>) -> !torch.vtensor<[?,1],si64>
    %323 = "tensor.expand_shape"(%318, %315) <{reassociation = [[0], [1, 2], [3], [4]], static_output_shape = array<i64: -9223372036854775808, 1, 16, 14, 14>}> : (tensor<?x16x14x14xf32>, index) -> tensor<?x1x16x14x14xf32>
    %324 = "torch_c.from_builtin_tensor"(%323) : (tensor<?x1x16x14x14xf32>) -> !torch.vtensor<[?,1,16,14,14],f32>
    %325 = "torch_c.to_builtin_tensor"(%264) : (!torch.vtensor<[12,16,14,14],f32>) -> tensor<12x16x14x14xf32>
    %326 = "torch_c.to_builtin_tensor"(%324) : (!torch.vtensor<[?,1,16,14,14],f32>) -> tensor<?x1x16x14x14xf32>
    %327 = "torch_c.to_builtin_tensor"(%322) : (!torch.vtensor<[?,1],si64>) -> tensor<?x1xi64>
    %328 = "tm_tensor.scatter"(%326, %327, %325) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = true}> ({
    ^bb0(%arg44: f32, %arg45: f32):
      "tm_tensor.yield"(%arg44) : (f32) -> ()
    }) : (tensor<?x1x16x14x14xf32>, tensor<?x1xi64>, tensor<12x16x14x14xf32>) -> tensor<12x16x14x14xf32>
    %329 = "torch_c.from_builtin_tensor"(%328) : (tensor<12x16x14x14xf32>) -> !torch.vtensor<[12,16,14,14],f32>
    %330 = "torch_c.to_builtin_tensor"(%329) : (!torch.vtensor<[12,16,14,14],f32>) -> tensor<12x16x14x14xf32>
    %331 = "torch_c.to_builtin_tensor"(%329) : (!torch.vtensor<[12,16,14,14],f32>) -> tensor<12x16x14x14xf32>
    %332 = "tensor.pad"(%331) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg40: index, %arg41: index, %arg42: index, %arg43: index):
      "tensor.yield"(%10) : (f32) -> ()
    }) : (tensor<12x16x14x14xf32>) -> tensor<12x16x16x16xf32>
    %333 = "tensor.empty"() : () -> tensor<12x16x14x14xf32>
    %334 = "linalg.broadcast"(%13, %333) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg38: f32, %arg39: f32):
      "linalg.yield"(%arg38) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<12x16x14x14xf32>) -> tensor<12x16x14x14xf32>
    %335 = "linalg.conv_2d_nchw_fchw"(%332, %12, %334) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg35: f32, %arg36: f32, %arg37: f32):
      %375 = "arith.mulf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %376 = "arith.addf"(%arg37, %375) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%376) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map9, #map10]} : (tensor<12x16x16x16xf32>, tensor<16x16x3x3xf32>, tensor<12x16x14x14xf32>) -> tensor<12x16x14x14xf32>
    %336 = "linalg.generic"(%335, %333) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      %373 = "arith.cmpf"(%arg33, %10) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %374 = "arith.select"(%373, %arg33, %10) : (i1, f32, f32) -> f32
      "linalg.yield"(%374) : (f32) -> ()
    }) : (tensor<12x16x14x14xf32>, tensor<12x16x14x14xf32>) -> tensor<12x16x14x14xf32>
    %337 = "tensor.pad"(%336) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg29: index, %arg30: index, %arg31: index, %arg32: index):
      "tensor.yield"(%10) : (f32) -> ()
    }) : (tensor<12x16x14x14xf32>) -> tensor<12x16x16x16xf32>
    %338 = "linalg.broadcast"(%15, %333) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg27: f32, %arg28: f32):
      "linalg.yield"(%arg27) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<12x16x14x14xf32>) -> tensor<12x16x14x14xf32>
    %339 = "linalg.conv_2d_nchw_fchw"(%337, %14, %338) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg24: f32, %arg25: f32, %arg26: f32):
      %371 = "arith.mulf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %372 = "arith.addf"(%arg26, %371) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%372) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map9, #map10]} : (tensor<12x16x16x16xf32>, tensor<16x16x3x3xf32>, tensor<12x16x14x14xf32>) -> tensor<12x16x14x14xf32>
    %340 = "linalg.generic"(%339, %333) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: f32, %arg23: f32):
      %369 = "arith.cmpf"(%arg22, %10) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %370 = "arith.select"(%369, %arg22, %10) : (i1, f32, f32) -> f32
      "linalg.yield"(%370) : (f32) -> ()
    }) : (tensor<12x16x14x14xf32>, tensor<12x16x14x14xf32>) -> tensor<12x16x14x14xf32>
    %341 = "tensor.empty"() : () -> tensor<16x16x2x2xf32>
    %342 = "linalg.fill"(%10, %341) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32):
      "linalg.yield"(%arg20) : (f32) -> ()
    }) : (f32, tensor<16x16x2x2xf32>) -> tensor<16x16x2x2xf32>
    %343 = "linalg.generic"(%342) <{indexing_maps = [#map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg19: f32):
      %362 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %363 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %364 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %365 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %366 = "arith.subi"(%8, %364) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %367 = "arith.subi"(%8, %365) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %368 = "tensor.extract"(%16, %363, %362, %366, %367) : (tensor<16x16x2x2xf32>, index, index, index, index) -> f32
      "linalg.yield"(%368) : (f32) -> ()
    }) : (tensor<16x16x2x2xf32>) -> tensor<16x16x2x2xf32>
    %344 = "tensor.empty"() : () -> tensor<12x16x29x29xf32>
    %345 = "linalg.fill"(%10, %344) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32):
      "linalg.yield"(%arg17) : (f32) -> ()
    }) : (f32, tensor<12x16x29x29xf32>) -> tensor<12x16x29x29xf32>
    %346 = "tensor.insert_slice"(%340, %345) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 1, 1>, static_sizes = array<i64: 12, 16, 14, 14>, static_strides = array<i64: 1, 1, 2, 2>}> : (tensor<12x16x14x14xf32>, tensor<12x16x29x29xf32>) -> tensor<12x16x29x29xf32>
    %347 = "tensor.empty"() : () -> tensor<12x16x28x28xf32>
    %348 = "linalg.broadcast"(%17, %347) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg15: f32, %arg16: f32):
      "linalg.yield"(%arg15) : (f32) -> ()
    }) : (tensor<16xf32>, tensor<12x16x28x28xf32>) -> tensor<12x16x28x28xf32>
    %349 = "linalg.conv_2d_nchw_fchw"(%346, %343, %348) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
      %360 = "arith.mulf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %361 = "arith.addf"(%arg14, %360) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%361) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map9, #map10]} : (tensor<12x16x29x29xf32>, tensor<16x16x2x2xf32>, tensor<12x16x28x28xf32>) -> tensor<12x16x28x28xf32>
    %350 = "linalg.generic"(%349, %347) <{indexing_maps = [#map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %358 = "arith.cmpf"(%arg10, %10) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %359 = "arith.select"(%358, %arg10, %10) : (i1, f32, f32) -> f32
      "linalg.yield"(%359) : (f32) -> ()
    }) : (tensor<12x16x28x28xf32>, tensor<12x16x28x28xf32>) -> tensor<12x16x28x28xf32>
    %351 = "tensor.empty"() : () -> tensor<12x5x28x28xf32>
    %352 = "linalg.broadcast"(%19, %351) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg8: f32, %arg9: f32):
      "linalg.yield"(%arg8) : (f32) -> ()
    }) : (tensor<5xf32>, tensor<12x5x28x28xf32>) -> tensor<12x5x28x28xf32>
    %353 = "linalg.conv_2d_nchw_fchw"(%350, %18, %352) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
      %356 = "arith.mulf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %357 = "arith.addf"(%arg7, %356) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%357) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map9, #map10]} : (tensor<12x16x28x28xf32>, tensor<5x16x1x1xf32>, tensor<12x5x28x28xf32>) -> tensor<12x5x28x28xf32>
    %354 = "torch_c.from_builtin_tensor"(%353) : (tensor<12x5x28x28xf32>) -> !torch.vtensor<[12,5,28,28],f32>
    %355 = "torch_c.to_builtin_tensor"(%354) : (!torch.vtensor<[12,5,28,28],f32>) -> tensor<12x5x28x28xf32>
    "func.return"(%330, %355) : (tensor<12x16x14x14xf32>, tensor<12x5x28x28xf32>) -> ()
  }) : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_16_3_3_torch.float32: "0x04000000E2F15B3E9E7F803D066912BD0A4E22BCAE1FCEBD3A88F53DF519DD3D683A1F3E208DFABD115C9EBD8A699B3D4DF80CBDCD32ACBC99F26DBE769516BED5F1043E37C9823E0FC55D3D68D706BD8C4C863D7D63A23D3DE56D3EF8DFFA3BBB11973D882A693D7998B6BDAD09A03DFF39873DD116053E2B5165BD7216993D71B94FBD957CB1BD7F0D423EB177A93C0345E6BD91E9443E90ECB6BD706ACB3DC9F8283E91C777BDF13BE6BD732705BDFC39203D280E8FBCA144AC3D069B01BE6A19923DA0C7003B2FE287BD9E400ABDF01E2D3DE8D01C3D92286CBDF33F74BDCED72CBED0576DBDE4B1CABC65FDBFBD7636643EB0B40EBE8FEFF8BCEE7B5DBE72467D3DEEEE543EBA01A9BDD2B2DDBDD821FABCA616CFBBE4E197BD4321ADBEE73D6BBCA4DB8E3DA96398BC9EB5B1BC6672103E09833ABE1EC418BDD1E90DBE058131BEB04C2B3E431B1BBE3E8418BCF93C5CBC5FF70DBEBCDA6C3E68CAE13D4B9FF5B9E2B7613EE9A6DB3D7F7445BE5E6A773D62E7F03D3F01543D316184BDAEFBFA3CDA945BBEDA5F273E9B78D13C8B79353D7A20043D4B74FBBDE329953D585241BE4378FBBD2B7D5ABEA1FC8E3D6BEE51BD9AC564BD097A9F3DB68AC6BC3EA0AFBD55EDCC3DDE4F0BBE5991CB3B8B31113D0F81463D38461B3EEDAD9CBDAADA02BE6CC2CA3940B1173E641D233DB5D54EBD32B315BDB6A950BCA84B0BBEF4BF79BE512C24BD1D8102BE7BDBCA3D08CFDE3C500307BEC69416BE3130643EA859263EE581E7BDEDC7A83DC8D4A73D0C4288BE02A9CABD0607D6BCB792973D1D46863D4671D33DA47995BE8EA0E23D77BF9E3DB18C28BD1FE6E0BC89332A3D5E03FA3D0FE071BB743752BD277B6F3C56BBDABDAECDDD3D91318ABDB4B41ABEAE28F63CA59BE83D6FC02C3C6108DEBDD486633D6E20A93C1072DFBDA7E4543D7BCC68BE8F6B073E42C696BDF45DECBC8388CDBDC009083ED66874BD2EEFE63DEB7E27BE9094123D6156F4BD112627BE20A51ABEB195EC3C901CD63DA7F97EBC99C77FBC1482ACBE25E9EC3D2FF2533C955F8ABD4675503E6ACC6A3EE7480A3EECACD6BD83058E3D20E72F3E9BC039BDF13425BEAE60DF3CF8501ABD7A00BDBD30FC35BECA4EDE3C7817333ED5C59ABC3228A9BD91E92E3C0BD3D2BD2329613D64CBA6BB9B01863EE4E8AFBD0926A83D386C6E3EFF374D3D0435EEBD582F363D74E5A53D4D8C5E3CDFF1A73D25E50FBE74EC22BED77CF63DCF48F7BDAA322FBEADF649BB0724283ECFB52FBC423B063C54D290BD95BE823CC39226BE8B21433D2AC14FBE79639A3D089389BDEA5FC2BD67FF073E9F884D3E945C723E42C3A4BD405B9ABDE638B03D4375653D742C063DF0686BBD924B30BD7F39033E412ACB3CFE6BF63D5E504DBDDC1F253B35A698BC0896EDBD0353C73D4D7A303E82311A3E5E5FDCBDEE42D83B1E0D6D3D0EDA033E466D16BEA3110F3EBF38BB3DDC544ABEBB5D5BBEE54CB43DCE4AC03D7305BE3CA10908BCA463723D9FFF06BD5EC89ABE6172B6BD82261F3EACA7FE3D7E448A3C1EF5F43C1EF70EBEE3DDC93CEA609DBC4C97E9BDCF4E1E3D0C94883D01278FBD77D653BB75F947BEB0ED6BBE62DE53BE29A284BEC02087BDC4BA963DB40C2CBC950D3BBD18E063BC0A710B3C8CB3963D30CD40BEB995BDBD0759633DEE55033EBFF671BE00220DBED10C5A3DF216033E6A83A6BD3EFF8C3CEC51033E15CAE6BDCCDB223E33FC86BDC3F2A43D64A21FBE2A29633D211634BDB552203E07BDD03D3F6225BE19EB00BE1C1C6B3EE309EE3BF41FABBD9252613E0E08D13D9647B33EFF22413EFFF844BC349B2FBD4960E13D8E8E8FBCC9065A3DAAF306BEE7145E3C3F3AB3BD83C2003E152EF1BC9BDCA03C765B1DBE4297CF3CCEA2223EB3AA24BE5CF30E3E4659E13D23832F3E709DCD3D483C993D73F8453E21DC873DF14FDFBD86A698BD461878BE1A003BBD6E3E10BE71079C3DED079E3D0EE095BD279DBCBD0568843C7039C73D7406433C4310053E2EDF06BE8B68BE3C227E6DBE1B35BFBD3C525BBDA434E23D73FC82BDA779503E356505BD00DA0C3DAC980F3E4DFE00BD747C803C39D61D3E3EA73EBEEE66F13D85DD1DBCF4E761BEE3A2923DFC8050BD9CFECC3CEC96643E15168ABE1A9281BCF9132ABEC0FF8BBD1D3D31BDDAE4F0BD03C539BE47CB89BD692FE7BC4AD1503CFC6F753EDFDCE03D86C8963E6DED0ABD33886F3CFF2DD83DA796B9BD75913EBC9DA9013E5570403EF406B5BD17F5C5BB708222BD562930BB94E1083DCAFED63D4700CCBDEDC0183DD9F855BCD953F23D5A8E383E5FAF90BD7503C5BA25AD343DB70D243E0FDC62BE145800BE318A4D3C51B9DA3DF27EB93CA8780ABEB272323CD55B33BE9793FF3DB49C04BE3794813C5D809B3D57DA91BB3E9C3EBE50032F3EBDB2233EEF21ECBDD24DA93B7B4D8DBD0AA12A3D9D52C63D4208AFBD226034BCBBD417BE5FA29C3D34210EBE707F50BDC12ADABDDA10BFBBA5BD643C4F0D1E3DB74D35BEE90B403D0340ACBC8ED2543DA63B10BD644C4DBD0714ED3DF15A973DF429123E8763263D2FC1ACBDC666E23DA209F2BCFCB679BDE08F03BEA775D5BDD80CE7BD9B9437BE4BE1183D96F4183C4B86FB3D02CA2CBBB2F424BE172476BD49431BBB1611D2BCF3DD193E08294DBD9C5FE03DECC4AD3CC4A776BD8DD7E13D85FEA2BD4EE82BBE944DBB3D53DD643CFD3B0D3C25067BBDADD910BD8AB14F3E5EA6C6BDF6DEECBCB4CE373E820F033EF46FF4BC15E3053DB5F121BDB3A119BE4FE74DBDA0423FBD04EC97BCFC3309BD02177ABED62BC4BD0668C13D7A9B093E08B0F3BBDFBFCFBDC3EE723EFDE0163E088DA93D44AE173D3F3414BC4A77F03D66FA78BDB3A7E13D7BFF31BECCBA58BCEC1A59BE35C333BDE60A403DE62A36BE8CFB32BE54064F3D751808BDECE608BE54E42F3E0CCE1F3DE0D2BDBDA88C4BBD087B113E224811BE714621BDA15B65BE0F41553D59BE2FBDCAA7903C13E2A93C7077C2BDAE527DBDB58BC3BBEFA1933D1120A63C690A4FBE7480E93D33277E3D5BFA3EBEA42D69BC555D253DBDA9C33CC33722BEA9FE1F3DFE5EEE3C440056BDA62B1C3E1ED5313E86A7983DB67CCA3D5EEDFBBD6C4591BDC90E693D2E21203E2088053D0CB6183ED71D973DEC2089BEAF560DBE9E05C7BDA94801BD70A9BA3B1E0716BC51413E3E2B31A03D86472ABEE3E9AABB909506BB2F382ABC5109AFBD631EADBC638C313C7D0FBBBD3200A53E248698BD46B69B3D0F77BC3C1F490D3C223F92BD034B82BE8A04643DF7328E3CE6A01DBE2C12AE3D72F7D03B3340E5BD1D21DABDA8A531BEE9456DBE595B4BBCFCEE9EBC2CF940BE7B06153E9B451DBB99EF51BEC6E8DDBD45F303BE5014BF3CAE82FA3D34BAA7BDE2D7873D8615323C24D9223ED005F83D3CE66C3C3E5E0D3EF5DFD4BD35FC893DD45DC23DF291423EBF41C7BD8D68B73C263BE53C98C113BE6663233DF5D432BD1EB4413E54E3F73DB83D273C21E138BD81B18BBC8BF3C63D5014A8BD3350AE3B67579FBC0219B63DF681833D95A0363D5E5D743DAFFEA6BD9CB3ADBD05A9C03D91D4A3BEC32036BEDC9019BE882102BE96B090BCFEEBA6BE7D23E8BDF788CF3DF8A0793C5EF2C9BB12207ABE83345FBD4C8577BD3C7A2F3D501B9BBEAFB5823CE2AF5E3DAF4EC03D5F6114BEF1F021BC4B4AF53CB6602DBD465C8DBD0C14D53B302E15BD2184CC3D0910353E244FD1BC3F1963BE4F09A73D47ED8B3D552CA03DC2DA9E3DEE1E683DB4E6193E0CAA08BE594F8FBCD141A53BF2A0C5BDC00E073EC5BBFB3BA418623DC3A8D2BD761230BEE3F3A9BD985F0CBB21074A3CB1E417BEE0C3DEBD05A16E3D12DE94BD2C631BBDAE7B263D2EC8A2BD481D10BDFD346EBC4871833E22CFEFBD3DB47B3D80B80FBB996CC1BD0C80FE3D33FD53BEC8F5983C3F20973DBD2762BD4F2BC13D59321BBC8355EF3DF618A2BED12229BCDC988ABD9383BBBD70F377BED97FB83D39B688BD08D4923CB34BBB3C26871F3D58612C3DBC3E14BE422800BEF7F2A6BC4C59A2BECD2D6CBE61D8873C251EF83DD825EF3DFEED893D1685CDBDCDB48EBB61245BBEDB3C6EBE004D123C172F2A3E514144BE702809BE5643193EC80CBD3CDEF1F43DAB26D6BC03F4B0BD0D0160BD4BB797BD2303923D07C3C8BD44C2B43DA6F51B3D117502BE0961DB3C2E7F5F3D54C515BE066707BE78E5163E5C73083EBED4A9BDA94A91BD52FD6A3A0F1E02BD8C81023D771F2EBDBD56E13D88BC013E88CFBDB92CE72ABE5D3151BD503314BEFA07B7BDE733AFBD9DD74FBEBB7C80BDDC46013E02ED92BD9E81A1BC543951BECEEDBFBCBCD3803E36EFF23DD80A323D11B951BEDFB523BE1BD7013D43E68EBD04FE15BEDFA5A03D69DD4C3D6143E23DC274BBBC02E01C3E0791BDBCDFB9E23DD80C9E3B8BA1E13D940721BDB9DCD6BC736C003E2F8E353E3CF6E7BDE7AF93BD1510ED3D44AFB83C171B573C62AE85BD3014F2BD808A6ABEE8F3683CE52ADCBD00D45D3EE80C383DB43723BD42A55D3EB8BBD13DD9BA93BC9B8F01BE9AF0D9BC1B04903D5355653E3BA82CBD820462BD7160643EEAC8223E31F651BE76B35E3DF2C88BBD6B8E4D3C8360AF3E91C7F0BDA2E7D73DE8B1983D27B8B5BD04BD4BBDDB4587BED5F9B9BD2B1A153C550DFBBD2A332D3D767FAFBDB525FC3C3405123ED85ED73D36D869BBA1E291BD7768D73DCCCCAABD049F383D6E32DE3D2D354DBEB2E21D3D3251103E5561EA3D9CDCD33D11E0F73C6A3DFDBDEE73D2BCEA4B523EA1AB203D56FAB03D86DE013DE9191CBE3D2324BD99D28E3D743E573D5BB022BB88CCC93D5119193DAC5F933D96A344BE9450253DED5430BE4D9A3B3C760290BD21539F3DD8F389BDA101613BCF2BB13D602FA0BC54F4463D1E19EEBDD32811BE1B803BBEAC87E03DD77BDEBD9E037A3C1F6A47BEF5446E3DAE5A613D24B39BBDE041A1BD775930BECA67323E3D6F41BE4D8320BE2F5F0D3E539366BD8B4A7CBD006A33BDC7E17F3C2C3D7DBD1F28343D41CF54BE9AE953BD16EFB7BC73E65E3E11E4FCBDB8BDA1BD6F6E433E730795BBC8DD0C3CBE20F03D9D077C3EBD9BA43E16C98DBD6E7851BE60EA9D3D250514BE10569B3D7F65963DFFDB18BDC38C17BD268AC3BDEE2EAFBCD49518BCA0720CBDAB6FAC3D82B6883CD9C0BEBDA5AA1EBE86A1C4BD32D3CD3DF9A57E3D394AD9BD5E7DFFBB05F06CBEFF97413EE664B13B5A4E89BD2AA2EDBD565D933D1FC57BBC06C7AA3DA48455BBDAD5753D65B486BD8058D5BDC49771BDCE17B339DCBFD53D4E91D8BD5F200DBD7B3365BC76FF53BEEA61943DEED9E43D9D4B573EE00C453D2AFCEDBD3C86F4BD318427BC7BAF0C3C15B7C6BD7DCCFE3DC0ED0B3E21C5FABD22BD97BEC5ED8A3D9A27343E1090923C1C3B1ABE0A66653D501953BEBD102B3D2E034DBE9E2EE1BDB6186D3DD5E2193E1B95DB3D2AAD4A3D36E3D9BC592FE53DD1A0C33C4DFB1E3E19288C3DABA380BD6DF9B13B16A29B3C7947243E628CA33CD1B9B9BA22D6C13D96AC9CBD666ED03BE3CC8B3A2A07EC3DA1A0CCBD831EACBCF102A03D263784BDEFDE00BE9ADD093ED89F683E8D6C893D58C914BD2AB46ABDDE2508BE6F17EDBD0B1E0FBE6AF70BBE1EC281BD7D6F4BBDFE91AE3DA89CC53DD8A154BEFC268C3EB15D0ABEE7ED9CBD66923B3CF1034D3D6F247CBD04BF0C3E528927BE7D28CEBE856E523B073FCEBDFA26AA3D84CC35BD7FC88EBD0E41113C8EAC553EBEFC083D479BBCBC56ECE3BA1CE105BE539C903D335D3ABD82284F3C2095B13D80D9AFBEBB4145BE1D15113D51F480BD087E08BEA23777BE01964CBDB06708BE01D01A3E8014023DD8A4603D3C1D1CBD2CD7043E211D97BD71F9943D1EDD98BC12FA09BE0EE6233DB35F94BD2B1E793DD2E65CBD0516E13C6AD1EBBD65E6C9BC61AB9E3CD873BDBD0BE544BD672420BD1F9872BEDD967D3C4D3A6DBED47EBDBBE869C23D2BAD0BBE72AD09BE582DF7BDD8B2843D4308B5BD0A5DAC3C69ACBD3D9BE2A43D132AC0BD2051343EC6A1713D09024B3D2765DFBDD6D3A5BC5E1BAEBD9B50D7BCF28832BD314606BE93821BBE5708D83C0418893C7274CBBD5706AEBDAB3BA1BDC3A0FABC3401EBBDEA5C16BE97F98FBC4056883EF2FEB73DFCD0FABCDAFB03BE09B4143E7DCA3F3EC561A6BC131D78BDC64D09BDB19E38BC12BF8F3C44DBE23C04C424BD1BB7B93D0BA988BD992CB43DF9D9AB3C0BF2D7BD681127BD4BB7B0BDA1308F3DF379C1BC072E24BEFDAA2D3D1EC697BD35EE10BDEF8A0FBD60D931BE9BFB503BD20063BCDE64153E4406ECBD6B077FBCDEACC83D431FB1BC8F64D2BDB93C13BE1A90803DF6181FBEF5C976BEDF93233E6AD0AF3D8BB4E9BCEBB6063E077B233D22E8A93DD32347BD6C3E96BDD1F1CFBA2D55DABDB0F8F03C6599D23A83FA143EA2F68C3C6EFE663DE1529FBCF84537BD3B8C573E2ACC073EC16F773EA7EE65BE69E8203DE1E3263CEBE222BE21C0C6BDE2B583BDE7139C3C805F2CBD73C928BEFC8B89BC0D8303BD051C93BDA6DEBE3CA9DCE5BD6775EA3B4F69503D05EAC23DA70671BD197AF2BC1473EDBD17CD6BBD80F6DF3DC9BAF33D52E7DD3D16876F3DB6BA8DBD2522813DA57C69BD457FACBD5E9527BDB1E3253E27F685BDB6D8A0BD5B46AE3D44A8E7BD6376A8BD620E383D9FE327BE3C3F023E1638C13D4ADF323E6B120C3D77D1303E6AE61CBD5CF962BEFA341EBDDCCC40BECF43053E4704C5BD309A89BEA36302BECD8B343E8978DEBD106FC33CE0B78CBEEC0A723E9234EC3D781465BDD322513D5951983CA66031BD960E2FBE0D4A29BD0F6F143EBA4AAE3D02C8ACBD2E384E3E45679D3C6570453DCEBDFC3C9E8F553C913D463B033F36BD844F2CBC74B6093E9095F83B565A8B3C9AB3CA3DF6805FBD31CE40BD7A4D04BE4707A6BDA2BEEB3C3CA0DB3D0D1C063D42FFD5BD45E1863DE7E8B93DC4FF3D3DECFBAFBD5605C1BD0E50F8BDD87F1D3D828A75BD4780EEBCE6D2053DA137893DC63BC1BC2B96AB3DDA8026BDE13727BE156AB5BCDA1FC8BEFE074E3D5BA3BFBD7F5851BEB02BC83D1D16BBBC792B84BD81C7003EAE6D043D78C51FBDEFCA91BDD2A42A3D869C6B3D05FB16BD6FD8AD3D35CE053EEEAE943C03A3C0BDB5F1633EDB72A83CE0348BBDEB1BD6BD07D33B3D65FBEB3DA9792F3E159DCE3DBE2B17BCB151E9BD118F33BEDC0747BE43F708BE3555C4BDD8017FBE95795CBE3C71E73ABE3AF33AEE3E68BEC2308D3D34C32CBE1794E53B669F48BE652D4BBB54AD9A3D2E7A0BBE37791B3E6108323E9F4A9A3DAE884BBE03D242BD6D8F1D3DDE06ED3DB576C43C3EFC2DBEC1DE743DF9665CBD8A87A9BE6357873DF2E7C53EB1B1743DF048D53DBFFFE13D5516EBBCF9121F3DCE23F4BDA5338A3E975D03BD2F1D15BCBB6A09BE6CCF51BE2C656A3E5134C83DFDB9363E278C63BE9637AFBCE6DA473DECEC0F3E9C9567BDE72006BE661FBCBD288FC7BD3B17C4BD791B863D4884563CDC144E3CD10DD53DAE1271BD698B0DBC26AF3B3E1F1ED63D1062DDBDF878583D251DB93C72C3643D7ACDF83D5E512F3EC8B491BB8A1A04BD5318D7BD6806AF3CAB7947BD33A363BD7AFB3A3DD27AC9BC7E457C3C68844B3DAA52893E3CCD2C3EB4F7FEBC8C520B3D68CFBCBDA6CEBF3D6EAC05BDB726FFBC2A39AA3D2F13A53DE7C283BD7FDD043DAF55103DC6FFD33DBF1C11BE40FE703C45B147BE89190C3D51B0513D10202B3D5578E43C30FBA93EE8C95CBE89F607BD1169E0BC54D4B33CE97273BED9745A3E41EA0DBE382FBF3D1E5F8BBC0A4DF43D0FAAA1BDA154AFBD2504A8BD0080253E5B53E2BC6B27513E642D4E3D9DC4323E9322F33DE6F6BC3DCE99543DEA0C713EBB3DD4BD76522E3DD67B55BDDEDD18BE48A03D3EA6A3233CBD84133EC7EA423E750EDA3D0B3250BE56B85EBD6D93DF3DE03CD23B5CCFBA3D32F249BD54FFF93DF10AAE3D67DF1A3C3CBC4B3EDDDC3A3E1FE73DBCF99C64BD89FD86BD165B71BB2BB5A33DE936DBBD6CD297BD9680DA3CBA29013EB712F33CF085B73A1BB1D9BDEF11EA3D954B273D669338BE659705BE575A38BE8A9C583EC71DCF3DE7CC0EBDD5B63F3DD7DA4BBEEB202DBAC223033D13A024BC8B2B293E5EE0DB3CFAC5533C051BEBB951AA03BDFE0A263C4BCEBA3EAFA8D8BCEA606CBDEECBDCBCDCC97BBE6703923E7A00AA3E094EA3BD1A6B573DADB6B43D6FAF313E5C351B3EEDF3E93C3339F13C4F1B9D3DDBE6A9BD368974BC682E193EB9B3623D85762A3E2311F6BD62F40D3DFA6118BB5B4A943DB5C9B9BD72E65B3E10F952BBDF7EB83DE45FF1BD9ED8443E4BEB1ABEFEFF123D59A22B3E1F1F633EE838FABD1469133D4734FC3DC85574BE84A0E43D3BC2B63DDD46D03BFFFF3E3D229F38BC09EE7ABD2B690D3E72213DBD17D0E43CC7ECB2BDE39178BD4BC6D8BB30BC603E76D49FBB3BB4B0BD3241193EE8D835BE93957EBCB416413E580686BD184D7F3D4A3291BD4AAF8B3E86F32C3E8091C73B7E0705BC7B5F5BBD780D8CBD861F463DCF30313DFE1A143EAFE285BD4322C03D78CCCF3D365871BEEFFDF4BCC2E5A1BCEFB8C5BD3785843D120C8DBDBB191E3DC747CF3CCFA1773D44A129BE693ADD3BD1EA17BD032218BD31722ABEB5232FBEF0106A3D6915AFBD3CF9C2BEEF3C173EC0DE59BD6B9290BB67C5323E5955353E180D7ABD4E2108BE8FFAB23BA06FF0BD2DE74BBE88AF283D3CAEA5BC9131C63D1187043EC39D06BE20F73F3E6C1FFB3D3500DCBD9407D93D43270BBED9E6773E451B2B3E0C43BB3DAE5990BC36C9CF3ADCFB54BEE31A5ABD2EC11C3D39E6BC3DAD3A19BD9A2B1C3EA7A8B43DA48AE93AB4996E3DEE45AABD43DDC03D42A53D3C730995BDF08CE6BBE6BA22BE606FF03D131F203E4655E63D8A6C553A8DB8633DC8E364BEC02FABBD3BA75BBD59376FBD508F28BDC27BA23D246FDDBD3BDB6EBC39C4213D32AEC4BC6D0C323DFD830BBEB206863C14631EBE89F1B73D1650A33CAA9995BD54BE56BC3D8ABFBD17396EBD9FEFEEBD1C13EEBD898E213E56E18A3CB32B093E6A2B0ABE71E8CC3BC6C488BC7E62823ED1C717BE3BDF37BE66CF563D3EB21EBE51D50B3D8C5EA4BDB3BF163D990BBBBD64E2C7BC217EC2BC5E2592BD29C0813CC902903DBF4FF23D19A423BE9EEEBBBB67963A3EAFB9083DCED244BD4B020E3EB2391E3EF4A46E3D06FE3EBE7B879ABCF0858F3E3DC994BD68F1B23E41B0DBBD8CEA063E5D1B393D9ED4CD3D93F8803D12860EBEEC7091BDAF4C8E3ED25E833D937BA9BD933E9C3A6063F2BD6AB2BF3D61E3BBBD68C6953D5649843B572251BD09851BBEE8D7BE3D6881AEBD16CAC5BC4AE2B6BDBB35073D6F0AA6BB338AEF3D3A40793D11633A3E2FBA09BD14A0D8BDB894E0BC838E593A185925BEA2F309BE1EB8063D9D4596BB48840D3E35C763BDA64201BE6563E53D01B899BC355F8CBDC900D0BDCE3EF0BD2355E3BCD48C193E806E81BE75A250BE637440BE47FFB53C40D6CD3DE79E433D21D0513D9E5F0A3D6F88183CBD16FBBD657BC43AAF4164BD3C363DBDAD1BE33DA1DF4ABE69BFD13DB0E2063A49920DBCE80C0BBD716D06BCDB8D27BE329208BEC5843CBD95F0E9BD5BFD153DB7F96FBD2A6F9CBD6FC305BEE558023ECD0E9B3C43EF3FBD987738BE20C81BBE565F753D4CD7D3BD4DC5F4BDD537A7BD0548033D849404BECD964ABD59CE76BCB0AD8B3EB713C0BD44DE543E1C9774BD9FD01ABE0B02713DCB2B1E3D76F40E3DB0EE303DE126883AE09EE5BD586E12BE5CEBD7BD6D82CE3BAFF7DBBDAD44293DD13B49BE491EB6BD890F1ABE0B6791BD92CE41BC511A993DBE3B303DABFCB5BDCA5BAA3D287E2BBEF4AB8F3DBE7290BD6E6983BCF996F53D8C340F3ECA321BBD6C891EBED2D302BE4B71D9BDA7D631BE1337403D39A7223ECD9E98BD4A7642BEF48D4FBE1DC43EBDD0D04C3E5CD1FF3DED2DA63D3570093E3AEE82BD1F638EBDC0648A3DD7EB6FBCCF2595BB27F8FC3DC7B4EC3C0FB4763CD512113E9444033E58034DBE1778693D0674223DE8D0C9BD8AEF06BD6D31623D911624BE20E593BD939D6C3CF52B883DF71AB8BDD9EDE93C8BA36BBE645DF1BC364E3D3D5A6984BD215D94BD5FFA8BBD0C23783EB08417BD14EE20BEED44093E3DEBD33D22F891BDB825693DA07D83BDB43D113E2E6E403EE482543CA1314EBE66BD78BE3250043E2731E83C7B37F8BD7AB1F63C7D84433D3212F73A2CFF753B18FC743DA61C13BE3A7266BEAA32D4BD7F6D173E4DC6CD3D7D9CF63D5087C83D690CE33D3A6482BDBC26063E1E130ABEE15DAA3DCD1176BC674ABEBD0FF10A3D4BEC74BC1C8C303DFC8D01BE7EA58BBD7C4B00BD082D43BCC4ABA6BD2DF2E33D26CB9CBDAD223FBEC40826BE3381D6BB995DFE3DD79F613EDD9CCE3D098212BCC88A0A3E13EEE63D59C40B3DC06288BD7A7099BD359297BD3816133DF3F33F3E6366293E349488BB2D029F39973777BEAE7D07BE0A2FD9BDA742473E72B1273C59C7DB3D3ABF113EC2981E3EAA440A3E0374BDBC194B953C73992DBD4C385B3D9D6B29BE97F1633CCD11EB3C6400313C3448073EE5BEDF3B3D4610BED938633C7F3F01BDDCB7F63B5EE30FBE3715A8BD3F4FB0BD106E8C3EDB6C97BD0B1317BEF0EF053E41DDCA3DF4A103BDE8A384BD6B10823C86B867BECC1C06BE4FFC1A3EC4A0843DB96AC9BC2F3211BE1701EABCAF204D3D3BE6333DACF4843D25E4A73DE643293D7255F43D4FECA3BCAF49E5BB971288BDB1CBE73D06D49B3DD3A4053E2ED5FFBC2B891E3DFB7B90BC2B5AEBBD46312BBD02DE143EED583E3E8A46DCBD3E84B5BDACE4C1BDC31F3BBC83D9FC3C685EA8BE384C603EEB6E69BEA9E1C7BD3D6B6CBE7DD4DDBCC585413E9F8B8EBDB0B86EBDBA6D14BEFC06CB3C0408D7BDCD0CA13E301EA23CB24D343EE3D30BBDBD8664BEE049DEBDD98C883D79447FBD5E8F8DBDD69CEFBCE86A0ABED22CFE3C1F1BA6B8500AADBDB566473D349913BC36922FBE6A34D93DE8B32F3D367D41BE1F39B83D2B97D43B9E21F73BDE45C7BCDDFC81BCA2EDE43DD9AB0B3EC9E85D3CDE5C87BCF624413D763FADBD5ED787BD93BABCBCB6D7E83D0747F6BDB3439F3D066E643CF4D54DBD11B2F43D1368463DD0B33FBC37895F3E0B042ABE1F12423ED757753EE51286BD13747ABC2147EE3DFEC726BE3D616CBD9C5607BE1D7C6D3CE16364BD01F88C3D710B8A3CABC3833B1FA57DBEB14D72BE21572DBD1DDC903DEBFD44BD28419A3D33E6863D47FFCA3A4B3F6ABE61A6003E393214BDE190CC3DC040B5BDFF3D1B3ED6409ABD806AC83D2D0FBA3C59C3AE3D51B3953D09DEA53B522628BD48436CBE9998C23DA04F55BDB26B153D0C0514BEC05A543DEC8D9DBD208CC23B8EC700BEE17237BC05462E3ECDDC7ABDF8695F3DEFD8D33D06AF31BDA7AA8D3DDBA784BCE6582C3DD21289BD82BE1C3E4A9612BE617D8ABDA7FD41BE0B46BB3D09089D3E6A3EB2BD2C2D4F3E60788EBC4DCCEE3D2788283D88BC86BE25C697BD9D00883E2A818F3D40A2D83CFAE4E83D5638543EBFAC7DBD90EADC3D0C0E533D0FFC1BBEB752D93CC1D136BDF1123B3CECFB813E548E4F3E209A18BED6E4343E982213BEC6C5E0BDD400D7BD72BC9C3C25949ABDE91F3F3EAC761F3BFEF3133ED3FF5C3C66B8333E8D4E2FBE783C643AA2CF07BED9E2FE3BB63989BEEA4BC13DAA2CC5BDA7B27D3DCEE5223D244B3EBD4B990FBE2D1903BE7D20D1BA6AC01A3EE10BFABDC86D3E3EA42BE3BD6C8BF1BD2399573C26EF963CD1B55BBBF1E2AFBC0723703D7BC79F3EC1600EBE6498B03D8F428D3DEBF81F3D54BF96BD5B90F1BD4D08B8BDF11D0F3E65CE03BB79A0A9BD8E33DE3D1D480C3E4B71D6BD4454BD3D8640FDBD5BB8E03BF91E8C3CA41B04BD1E850EBDA46709BEAD4F423EDF9C89BEF97C9A3D5BB581BD9814113E1C9CEC3DFAF4493CB81EA03D3855173D6E9E25BE580D673D64C5B23CF4EB81BD8CAAAC3DDCD326BD768B8DBD08574FBCF9B9B33DE6A9B53B90C8433EA56D523D0541C9BC9BF66F3D8D43E4BD4545DDBDC091553DCEBBEABBAFBA833E5A30F5BD6B35E73CC1D5093E92D59ABD84997B3D1FC2043D4EFCD1BDD70127BDFC22533DE0334C3DB497823E3E26A83D30CC533C4DA21F3E94C70CBE2AA926BE31A1873E5CC4BD3D617A473D33547EBBA8907BBD8DF65FBE89878DBDA8D667BDA1BE3DBDE6F1FE3DAC2F023E9D760BBEDA45CBBDF9F5E2BA4F84903E0242AABDF712DD3DA6BFD9BD3B7190BD495A183E05370EBE232D2B3E66838B3D214FBFBB2C68FA3D9533013E014AE4BC9B8E5C3E5F95FBBD73549EBA73DC94BCE31F19BC1B7D483EF32F9E3A975B13BD101B5D3EB9FF0DBD6946E7BD6541B3BBFB34BA3D94E5453E4C5E30BD4E981B3DEDC680BD47C6CC3DA0C1DA3D4446493D108019BE53852C3EF4544C3ECF2EADBD8B5921BE0E8A69BD887FAD3BBB65C2BCA764FEBDCCF5443ECD053A3E6B959D3D03AE12BE3F21DF3D71AD15BD4D15DFBEFA8630BDA45F81BD417B783D39ED54BD080DFBBC2AD62B3E3618373E604286BC99B241BEF6DBCA3C12A80B3E57B637BBB80446BEA014D23B839F0BBEB401E03CD72D0B3D29C9923E4BCCDFBD5C1B1E3E972B8DBDDA4DDF3D249781BD76F941BE06C8A4BD616155BEEC364D3EBEE23B3EB829013EC8FF3ABE482F253D1C79E13CBBA6CDBD3B1528BDA3FB20BE7DA6F8BD918DB2BDC0EBA6BBC3901F3DAD4289BCEA081BBEC72DD13D7D2F253EF875FB3D5456AE3D7AA806BCFED490BE48E29ABDA7A0A3BAA6463FBD344F063E997F20BD6A2E15BEA44DCA3C3B4EFD3C283B6D3C9DDAFABDA6369FBD4F54693D6FF3EEBC3028163E4AA90C3D3719A43C810FC13CBDF349BB5F7A013D52B794BD6503193EB11FA1BD1F5FBCBD2F23D33D",
      torch_tensor_16_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_16_3_3_torch.float32_1: "0x04000000D58D8DBC0B921FBE92BF233DF073E53DDB52133D8A2B693D0EC4C13EF26DB43DA16A2DBD278A3DBDA77304BE91014DBEC9D643BE1504A53D7C36D8BDCE6A983D7C07AA3C0557A9BD8C39CD3D7E0B06BE9C1C663DC56AD1BD0D66FEBDAD61813D52832ABEE116C83DBCE1F9BC9540073ECF8791BD21ED69BE6AB367BE64B796BB4B21B4BD54CBA9BDF9F1F53D39080FBE534728BABA6BE23D9419953DBB31CA3D5DD8023DC8A4753BF8FE533D1499573E10C7233EE5B7B3BD1EA60C3DA662FABD887BC5BBE337723DE8A43FBE8E2047BE19E708BCEEE15ABE13BD073D802C4C3ED3F0B7BD278C62BDFE48173D02E5163DD478873D1DF69A3DE61F033DE166863D6A4CEEBC715B0EBD954E09BEB9030ABE89AF943D4398723DEF45DA3DE477E3BD2196C63D194D1D3E686659BDAC0988BD7640053EFAB07BBD5C8DF2BD30C186BDACF3BC3D8F4A67BD1EC5583DB964A23E134899BB5E329D3D5819C1BC1FC4FCBD2E92FA3C93400EBD5991B7BC4D0C2BBD542B3A3EC7A13A3E04046ABECC3142BE3D08923EE8088CBC0FC872B75B2EB63B57BFD33DDA470D3D59A7083E0AA648BDE708B93D7E3D143DBB9F143E74C7403E74D6313C05BF35BDB8BA82BE12A5ADBA283D673ED477E4BCE6583E3CE336493EAE6326BE2C64EFBD0EB224BEED7331BE3585653DF24183BD2630773DED6F713DD014F93D2DC749BB133819BE0463B5BDD47886BED446863E351CDDBDE40DF23D22E380BE9A409ABD73CDDCBB13CD28BCE35CBDBDAFF2C43CB3404BBE4FCCF7BD2D7F1E3E2A4220BE6EAC9FBD3B254D3E7081493C6FE18DBCA33D78BDA8B5383DDAEDF6BD725F513D8D436BBE115B14BE521281B7221EB03DA7052FBE543513BCC4FDFC3DC0E497BDE6FCE4B85F8510BE49AD0A3EA36D23BEEB8B9CBCBEA9F3BD4EC6AEBDB44ADE3DDBAB01BED76E84BDFF01463EBD1CA33D1443E13D07FCF13D7C3FE3BC206CDD3D4ACDB33DD579B13D0FC2C53C8A891FBC7BA5FB3DF327F0BD4516B23DB80DC6BCC5B9193E8D03453DFB262ABD93FCB03C0719F0BC8C5A97BE91826A3E29FFE73DC2CE103E0CFCCABDE12A1A3EC447D23DA75575BE04CCABBC7918E2BDF260613D3E260C3D74AFB4BB935E84BC9EB5003BD0BCA43E12DA973EEFB4AFBD0D46A53DFA75D33C985716BE6CEB403D7749E3BC70735EBC259C9EBC4632E5BC68DDB53D020EB2BD362E913D74FA8DBE7B6451BC3DCC193D361B1EBDD63270BDDD3C843DB8909D3C31D9213CEAB16B3D432213BDE1DEAB3D78F1143EFF069FBDA14FE93D605C063E6A865ABE844926BE0F7660BEB656493DF81CA6BD5122273EC4A2703D4E99083E6A4720BEB67982BEF0F9263C7126EF3DB0F112BCF8CCCBBD21CC853D752BDB3DAF7A9DBD277BA5BDB83935BE5F6AAABC530C833A5DA513BE2855F73DA3014CBD11B3E23D7E3E8BBE2384C0BDCA8D57BE7428A63D4D179EBCA1A38CBDC153F33CE0A52CBBB71CD1BD98F8293E1F7B47BEEC3E16BE690B053E058D983D2ED6D63DB23E0EBE2D28523ED643133BA3F24ABDB8397E3E9D11493E259DC0BD2510893E5F5054BEB0E7E03C8441D73DB95EF3BDDBF52BBDAB03F43D49D9553EF8FA093D418C0ABE0E086D3DAFBEADBD7D1DBABD5175793D7DD50C3DA22D0CBE5B44E3BA1AE119BE91BE81BD493FFABD816D6DBE0C202D3E3D85D2BD7B5B553EF66B92BE1F59AF3D32457C3DC9CF96BC4D1867BD856E05BE22B9633D183992BDA149073D572802BE6EF0123EB0BF523E23F119BE937DB1BD6062F7BD6C7927BE20C082BDB730E4BDEF514DBEB7EF133E8675F6BCA8740BBEB3D4823E71E934BD693D913E4E8EB43D1A66F33D715E48BE39C4AF3D11384F3E5C9821BEFD9E9ABDBC58983D2B6FE3BD7783873DA7C4D1BD7AD3BE3E97C9C6BBAAF8C5BD689A453EE865203DEEA200BE9436213B45F2B53DC429E83DA1F72CBD7DB10D3DABD3773DED1584BDD62228BE3802213D54CB3C3E110E3C3C9D20EB3DE5D9173E799E4E3EEE3C12BDA5CA153E36AC093DDD156EBD79C4B4BCEB3A87BD5071593E0D8208BD189CADBCC8335F3D0B2006BCCA56C7BDAF8A82BD292828BE694C2B3D2A09F43DF4D4A1BDE23537BDCAD4E8BD3A48843C6E35B6BD4DB455BD85E727BDFD33623E2F34A0BD6719FA3D86A1053C0BFAD43E02642D3EA5456CBE6F68A33ECDE6A53CC79B01BDB27E333EE27FD13D9A59BB3B72A2F7BD76BCDABD76D4183EEB0396BE90A6DBBC8B381CBDC3558DBD1E7F4B3E9A12183E621FB1BBC499C0BD102971BD86A10B3DBBF806BEBAB11CBD61818E3C0B0850BD9F8923BEC435C8BC6022EE3D5C010ABE49950C3D17CB4A3DA6B798BDE328FB3C137185BE2DDFB2BDA3BE15BD7F528A3D9CB80E3EC307013D561E573EDD0E4F3D768B0BBE3A0D3FBE1E1AD13B4F75B63C41DD643D2A693DBC7EC0C939A5C40E3D9D4E6EBDA9E47DBD80DC1D3D48354C3EE3CF88BD5F5FCC3C574608BE71B9E73D5C8DD73B466136BDC7B4703EE0F97E3D7EB86DBD87950C3DC64107BE6002683D61C2B83D86721E3E2F572BBED3BD6DBE0B4552BE8053F4BD2EE09EBDD364EB3D1B817E3D9D405A3D040282BD436D91BD322F933EE9B61EBC332A5F3E892490BC60112F3D3962F4BD67CF15BE5DEF6DBD58F0DCBDFD6B0D3EE3E0C8BDD425A3BDCB9DA1BD0CBBEF3DA3B7813EAF16DC3D19012A3BC6CEB7BC612331BE55A0083E549880BDAE606A3DFC60593EEDA836BA6838EABDCA9BA33CE82322BEA2E913BD45B50CBEF581DDBC1A79953DA0A12C3E2B60493C1931443ED3E5433D89B5B8BB51CDBE3DCC03AFBCDBFA02BD27672BBE2F4FCCBCBB9B373DF6EE5DBB0A092FBE0230253A6617B93DA00CA33D6D19FEBCCC5037BB9F3FBCBBE47448BD6E764DBE69BD2F3D67B361BC5679CDBDF0C8963D6E910BBEE0F1A3BD8A3F273D77CEA0BC295A6ABC25BF5ABDF52F0E3E00AB10BEFB956E3E5CADD7BCD81CEABDDDFAA2BC4D4B52BD3DFA183EF871ADBDC6F068BD1E7814BE3B73B53C6156193EEA28FABDFD06C93DE548193DE6B3053EF9A4CC3D454086BB1E88BE3DFDEC5EBE8455F63C25BC023D9FD9F5BC97631D3D69E0623EA27E08BE874C413E7211EF3DCA0BCEBDFD118F3D042DF8BC96E4183EF0B9D33DAD8D223E8272E23B06354DBD773857BCAAFAFBBD4AB34A3ED1F38BBDC7F8823D92C78E3D3C0BA8BD6300013DA7BE99BDFA64B9BDFD2CEC3DA911023EF8FB19BEFA4CDC3C457F2EBDEC7383BDDEB94E3E32749C3CB65E9DBC84CBE3BDAE4E363D37E005BB3119153EF1EDA0BD6D8E36BD83B4D1BD5345153E1E832DBD6B5559BD91AA8CBDA1EE66BEFD868B3EACD63E3EEBEF37BE9E4F053E6D9D103EEA86F6BCDA84F2BDE1F6B6BD295C92BEEBFDD1BD00E3763DB1D080BE4666B63D3FC9103D6AD9483E3A2025BE7CD6A4BDFCC00B3D79EA62BDD788373E077870BEBB7422BDA2AB293EF0DB873D575E5C3E4400A9BD36CD29BD4F59FEBD2A9977BCBD792FBE16399C3D862F2ABEC1C82B3EC08EB33D4F93F4BD4A2111BC1990193DDA414E3D9D222CBD1F1F49BE0DFD9E3DEC4603BEFC4A83BE589EE03DC5FC2DBBF66DE83DA3B903BD0158A0BC266E22BDA4CB0A3EAA02603ECE0F90BD1196C93DF1C1303DE36BDC3D4FCA2BBE1D07513E16D47CBEB629BA3E7367023E00B2833D8EF7BF3D24E7063E89AE38BEB7286DBD0B6EE23D6FB2B23D8359053EE204BC3E99895C3DD72E8CBBD1030ABDEBADCDBCF317C23CCAFCC1BB5D2D123E5E5422BE133973BDA3FA28BDC8A6283ECF977BBE1241A13D9C49883D269BA5BC2542033E704FB7BB5FC0C0BC3E355F3BB8E07D3DCD1EC13D95FE0FBE38DDDBBBA9A2083EAEE81ABDA6BD78BD82F4C4BD78AA1ABD140E92BD2177E9BB1E4DC03D2402223EA8FBA33C9970493D101E953E8F567FBC93C8A23BE1656BBDA5F77FBD97A4DE3D7458163E3E2E8BBEEA95F0BCAC52A8BDD09C803CFC32BA3C8C9CF8BD9D9B373D354171BDE41D803E48A42B3CF37B263D43CFDC3CA797F03D107BD2BCD87569BD7F92A43D18C7D4BD786D733E3374243E4D152C3E67D007BD7BA4A63D3FA949BDAFC8EABD8C1412BE0BDAE43DB4F7C7BC633FB83CAC89743B8B86D9BD985E7FBA087036BD6C8D8F3DDDDF1ABEB7F4E8BD2F88253C76F505BE887FB03D9AC59ABD9374733C80AAA4BDEFDC083D92ACE3BC5D33983C08EDDD3D2F806E3D65FC343EA0F677BD30EAA53D150D3BBDA866C1BDE612FDBD93322D3E08414DBE9A7EEB3C427E913D6EBA9D3D6F5A1A3C553B363E79DF4B3E0AA1803D412D70BD4E23293E81D2D43DC4D3F53DADAC67BD9BABCFBD9DE450BD0C53F6BD6D19F4BCB81C7ABDF4B600BE479E48BE3546A5BDF11998BDE7E82F3D425560BD1BB7A5BE169B42BEBCE5D4BDC1F9DDBCFE464DBDC5FA59BEE8E22BBC491A803D7E7BBA3D39F639BD5D4762BCD6DF66BB56A3EE3D30974B3DE8758CBD26C4BABDB8264C3DC6B5F9BC9FF7CB3D2C09EE3CDF424DBE5D3E23BDE85F9FBDA37D9A3E4E2EB83DF98414BD44B00BBE4B31A43C3DDCBCBEF780483C9F5854BD62A244BC6CF3C3BC9D04933D96FB8CBDB13F38BC7321C3BDC09154BD5E12B7BD47E51B3E081C4F3EDDEB123C242DBEBC1A8FBE3DBD2777BEBE95623CA500C83CF3BEAF3D088F1CBDC92113BDF27CD9BC870327BD85838B3E38DAD13D12B0B639BFD51EBDA58BFDB9E40782BD430CCFBD516F58BDA19BC5BDCEC0373DBF78FABD5C8D3F3DCFCCBABD8B3D093E533C7A3CEB5E303D0E3497BC38DAE5BC09E24E3D0077A63D7481B1BD4C2314BEA0E8C0BD3A0FC0BCB63571BE7627113DA23A9C3D966BD7BC41AF153EB4C886BDBC18D1BD4522B5BDA3F10B3DC5E420BE36954C3E9B9BBFBDF58DFA3D43BB783E7556AB3DFD78AD3D3675FFBD62DD6CBD3491D43DD19C0D3D6B6B863D14779F3D2884C53D68E29ABD9C6203BDBAB9C3BDC2A7EBBC2F82C33D2397A6BCC2AFD63D237C1F3E2EE056BECB855CBD30B5B4BD018E0D3DD286423E60AE243AF0222D3DAF39B33DE138FA3DCE37073E5962613CBD080BBD192F17BDFECB45BED3C8BB3D181D28BE89B4A1BDF2B4283E371A48BEC9A2BD3D018403BED29B093C6F750C3DA9BD453E8D53963D3BC52CBCF941D43D13080A3DA76F37BE7E6AFE3D386139BE467C023C3D57F2BDE84C733D9E7F9F3CD41E4A3E8E1DE73D8D75BDBDC41EEBBCDD14B2BD446EB6BC2A5E073D536459BE957398BD98B00D3E31F6053E2B17BC3D4A25923E68A463BE2233AC3DA1716A3E1032313EACEDE7BDFD9992BEAA21BB3CB3D9B73D3FB98F3D9A029B3D370152BEAC143CBE4C17373DB2FF10BE5F1AB73D10A75D3D8EEC303D45FF5C3E5D13BE3DE447273EE64AB03D36C148BEB4236DBD8EEA253E703C49BEBDCB09BEBCD780BDFA4E58BDD7240E3DB899633C508E993CD4B116BD8AE041BC2A7129BE3E170E3D5F5D7FBCFBBA51BEE4A987BC9BC31FBDB64A80BE7E462B3DB3AD2DBE39F404BE561738B987DD763E84E784BB68C7D93D3796B8BC6B6B193DB89E823DF17CB43A3DA153BDE248DDBDA81C463D2EDCCBBDC32384BDB58AE33D8CD1193E3BA60EBCAC68E03DE730F0BD3F705CBE6922A4BD0DB8093E537D383D877A553D64E88A3D013978BE07D6023EC2069BBB1A42143D0591A93D76C70EBE379AA7BC144D67BEEF75A5BDD731583C546885BD81AD663CE07E4E3DF373C83DCB928A3D8147D03D4042663D0301B43DF48EA63D74B4EC3CE108033D2B2645BEF489943DF2F9B13D9116003E2AC0E2BDB7FE2D3D5C59A9BD5D68AABDFE3CDFBCE0544B3E2FEF183BAE88D8BD891F78BD0F5E8D3D051E00BC237F3CBD06BB54BDACAEC73C61D342BC211DB8BD2025673DC5E3E63C87D62B3DCE9621BE3107B73D602B01BE5B455CBEE2A3A03D6B3F6DBD425C4A3C9E36EFBD51D35C3EFF7117BD2F582A3EBC07B1BD6A5EA63DB87826BE9CA6CE3DCCA5B6BD089916BD4C780BBCDD677ABE57CF363EFEF09B3D4678D7BDC5A4AABC8E9A523E1624603D03B0613C5ABEAEBC452DD1BDD842993B009A4A3E2FC9563E7A03683E96DF88BD21CA823E687381BEBCA22F3D5847E7BC8C3FACBDFF648E3D71637DBD4DF8203D9D47A23D7DC507BCC102393E095AFDBDD72ABFBD0D1B3C3D726F5ABD79A4F5BC1A7B9B3E9F83D6BC965D3DBCF28CDD3CF4EB4FBDC144B6BCE025F7BDBA1BAC3EC8F6A3BDD8C427BEE5A54ABD5180923D0B02F0BC3EAD833DDA4823BDC30E16BDCBDC383E2F71513E8C688C3C1F4C953ED97545BE8AF1BA3CC397ED3D7490A2BD5C1F263C4F328A3D16D81FBE986E33BD345BFABD6BD196BD5F97E03DD1D094BCA3B8AABDC8A171BD6184793B9A76883E8812213E8228DABD0B8DAF3C6EEC4F3D1331E7BDA8CA00BE8270B93C9879A03D4A74C73CFB97E93DAB48D1BCACAD8BBD0F55303D1D72853EA41120BDE96C87BD369301BE863A4ABEE34088BD83840ABD5A56B1BD04D8F13C087263BE45C100BDFCA498BD60300F3D2DDEFDBDAD36FDBD0F7EB63D5491A9BD1D8298BCF166E03DD0E583BE578BB2BD62EBACBD48E49FBD82A228BE33FD113EBFC8B53C9E5F1BBD78D4C9BD2EC705BDED951B3CB167FDBD4C64E83C42679EBD4E5A60BCE9253CBCB0FD9FBE172D053EEA5A963C65C0473CB5711CBD0F03833D05DBA8BDAECD29BE83B0FB3C0D766D3E13A603BE4474E0BD8491A9BD12BD163E4E8122BE8E6A89BD5141AABD279FF1BDD61C88BCEB6A84BD464C81BD2952E03A15A8C93D23962CBE7E3705BEBD67A93D67DF133DDF2F99BD1343943CAF1C01BE84F0E8BC49E7373EEA6C0BBD387FCCBDADA721BE276B403E105C87BEB5428DBDBE8D5D3EA0B1BD3D5188D6BD42339B3DD271413E54C136BDA2C11A3E56C4963D2390B9BD7238A33D7330AC3DEE30733C1FDAAE3DD9C97DBEC2A9363ED34BA5BDDC5063BD55AC72BDC66D9BBDE9044DBEC3F49EBD221935BEA197173DCF6D8EB950439A3CA8D3273CBD4E143EF2382DBE78649F3E534BA7BC0D1604BDC07E253E6777C13DF484BDBBF1BD8D3D33C8443DCD32BFBD4B9C253BAD0D68BE12B1343D060906BE778D0ABEAEC9FA3D5249AA3C8F4A023E8BF02FBEA2B23CBD06760ABD351963BDDA623B3E990C3CBCB49846BD2A9E293E6113733D2CFCA1BD10C3E3BC70D92ABEFD754B3E0F2566BC96DDDFBCF8A591BDC90ECF3AB19DDB3C6F86C73DEB6AD13B9CAD293E327A14BE1264A4BD5CE01F3E05A7893E4ADFBDBD836F7CBCA70BDF3D187844BE5A58853C65E302BD2AE5263EBD0F443E8F1EA83D149AD3BD4A31ACBD0DC4803D02F698BD42FCAEBD71F400BE5EC41A3E97B9DFBCC5CB153E1B854DBE09DC183E280FC0BC1FE222BE281EEA3D492C01BE01DF9C3D79B06E3E8A6AE6BDEE732EBDD242773D0232043E48C9A0BD84144C3E3FD5CABD0756683CA4C50E3ED705153C4A55813CD55564BE3C98453E00573F3CE7536A3D0D5C143C012A2DBE230FD3BD19E380BD64AEAA3D615105BE9CBCFBBD63D1113C7BDC633EC2DC80BB3C400E3EEF8D223DEE14B43C3485EC3DA80EBA3D3A1D053EDDE988BCF4C12C3E469F1DBDDD353EBE3D86F73DF9D4EDBB25E162BEA9EF5A3E7A5FD13DCA5647BDF0A7FDBD7ADD3EBD4A72ABBC988E36BE793D51BDBBBF5FBD0BE216BEEB08DDBDAA16CABDDFA409BE7CE3293D14900B3E805C323E9E711A3DE0E209BE46B7CC3DB371543D8647D63DD261783EF5DC343E7357B53D26BA4ABDAB728ABEDD89443E1109163E4C7A683CBAC5BABD49AC253EF9E3483CFD896CBE182CB63E8A39493EBDC2D43D3929F83D521259BC394FAB3DC4F51C3D52916E3DBABB0F3D4941EDBC5FD58EBC820F2BBD6054953DAB5C1E3DB73C56BD07E9403E8B5CA83D748484BD9D2AD1BD437402BD918157BE07C739BE1F61A93DC62E10BE64E035BDA3ADE7BDA744333CE9FAF53D0AC0C83D0784D73C6DA31B3E0619A8BD32CD41BD1E20E73D0DA917BED048E1BD5923F63DCC0AEB3DB3A55C3EF2162A3E9F98E73DC1AB7EBDE1EEFEBDA6CC09BE84248CBE11788BBDE8EF6C3DDF9BA2BBA54C283D313712BDCF7995BDDCA60E3ED20A5CBDCCF9123EA851D73D4E0C7C3EF13995BD471C803C928EAC3B0D468F3D0B78873EF86F3ABE332D843D59F6543EE8642FBD88C7193E017AB3BC1DC153BE1D4703BE5F9FD6BD394E57BD63DC833DD49398BDC7AF56BD7AE8B3BCF45A2B3E42E01A3E9F18D93DB17A04BC6386333DCCC6C0BB234F8ABD8DE84FBE082E16BE0CB14FBEFF1CBABD5E16A43E4B58B93DD582823D292EA3BD23AA6E3D9798F1BD48B590BD1096B83D68111EBECDD051BD349BBDBC86A008BE07742DBD74DD52BE64EB08BC600564BDE7E7343E79FD8E3B875EC83D9DCE61BC30635BBCF488ACBC3724583DA91547BD855B2CBDCB37BE3D10D83D3D52FF8F3D0EEF1EBE1465633E0978853D862F13BEED8D343E4E1E10BEB7CFAEBCF5B9A53D2790653E63898B3DA2FC61BD7BDBEE3D02402F3CB229283EB183F7BD84B000BD130CD53D628CADBD584E383ECD938DBD7CF465BAA1C902BDBCCDEBBC07DE0BBECD22B53DB9197FBD34FB0FBE03935CB961F59EBD824F70BEAEC43E3EBAF370BD0EE731BC8C754BBDAF90BDBD7D76C63DC9F20E3E7D282E3E2600123E275851BD53737B3DE0F25D3E1522803D1BEB73BD35DD113ECD0035BEB2E6B73D9A312ABDF5965EBDE4FE91BD487903BD83940C3DAD107BBE454FF73C7DED67BED7D99EBC2CF3783D5BF0CABD919569BD41C898BD6B26C6BDC86A44BE9087053E5D735EBE14F8923C003129BE056CBC3D2CDADC3D967566BDD91676BD3D59E03DB2FFCD3AC3F486BD4567DC3C9372FE3B4E67C6BD9718E83DB91456BDEF19A03C2B5470BD6B5C9CBE91FB0DBE49BD333E957FA9BC465F623E017951BD10960EBE812A103EB6419ABD154060BB59FAFFBCCE383B3EF17AA0BA8868BFBDB36F8F3E297BAFBD376AB43C1E310BBE07143ABEA213BEBD6073FAB836AA91BCE4B9B3BD253003BD54B22DBDDCE827BE39503DBE84E947BE2886283E7010EABDE0C4AEBD6ACE1F3CEEEDED3D652C00BE8C504EBDA6DB78BCBEE5F2BCABCC093E23F7073D9170093D71A00BBE11C9A83DBCD1A33D491D063CA8A9333D4AC640BDB3ADD7BC56AB03BD882B043E3BFEC9BDA77189BCEFE1C7BD5DDA683E4736ED3D6334B3BD5CCF053C4D61ACBCD52418BD244D77BEED17C1BD0D90B5BCB85531BE94B503BD6D78A23C69E5973D6412C83CC38C9CBC39F67F3CB268E8BD92AE32BB3B7A5EBC9E5AAABDF28574BD4D0E67BE0ACE833A0E1B8F3A939CEBBCDC9C8C3DDAFDA2BDB096603DECE0CBBD5DB13CBB573E6E3E5A333FBDBAD94E3D0CBA0B3ECA2BFB3C771373BDCFD4373E6F25923ED1B0A2BDA3FD65BDB6C5B5BDBF1B93BD59FC073E5ACA9E3D0B42C6BD68C50EBC7D3D4C3E1CF2BDBD18348FBCF4C498BDA7196ABD80B58CBDDCDA983DE11B603C1C57C63CB3FFCD3DE2FE60BDED72C4BCFD7FF8BB2F504ABDE3E6B4BDA8C2DB3D1CBDEB3DF5A109BED011FE3DEEB236BD1B59833E58FCF03D3C9D5DBD0E8CA23D2A5E28BE98B5EF3B910C183D52B72C3ED10DAEBC8804E7BC432BF2BD906D16BC247ECFBD40E94A3EA3C0F13C3A7E033EDBE4DDBDC71F263DB6B21CBD39D8153ECEFF94BDA7C01D3EBD09CBBC11A50A3E3F61163E4FDF393EF526A43DE80A08BCB4CE81BDEECFD73DDCAB7CBD3C23883DDE4D153EFB29113DDAA9CFBD4760E5BCFC383FBC6BD4163C5080E13D498510BE4B9A523E0F0C07BD03C20A3D2975553CBBA2D5BD5A666FBE78411E3E3FC6BCBC01618BBD5BDD823D22440EBE83A9B83DEC6AEABC148532BD4858BB3D2563823D809F96BCC508EEBC5D6CD2BBA086D03D6F31273EB0CD7ABDE61F0F3E3053553E7A65933E2516F9BD41BE5D3ECB49F2BD4708D1BD88976BBCA629483D49B1FB3DB1EEA6BDD77C853E8E56EB3DE763E1BD75A1E4BD7E12103D20B11A3E80FE293EFCDEC13DBBADCBBCBCDFD63C4B67A43D5001033E5F92173D69D01C3EAD5A84BE6D79EE3DC56D90BEAD0E443E47610DBD0B925FBE2F4D8FBEC5A792BD16ED8EBDE88AC0BDDD180BBDF9E988BD4E844F3DE6602B3D1AC967BCA20C2F3C4351EF3C4B9B97BD8792DE3D64290EBEE71EB23D6362D8BCE1C8143E4518553D8093B63D56E3183E14318DBE3BAA7B3BD3AEABBDD673423BEE97EA3AB52A74BD7E681EBDD348343E8B7CEB3DC429473EDA9A83BD1B7561BEA65D943DB0FF3C3E328E49BE1584DEBDEAB9863D01418FBC0C335DBCF2D3543BB96BE43C28BB89BD46EC063E582511BE5A438A3D0A45E0BD755C75BE28728EBDF63703BEBBE6913D9FA040BE7E541ABDAF4E0E3E3FA380BEEC1F8BBC4329283DD5ED13BE532A1C3E56049D3E92082F3D59E58ABD986BC13D55725ABD2B7C633D1994AABE59E5393DBDEF213E75AB803D1A6A47BDF8D05ABCFED50BBC53EBD3BCDAECBABCAF1F1CBD5837453ECC16683D2647903EE01BF0BDAEE70F3C8146533E319FC23C35A240BE67A47A3D931A8C3D7EFA303D974577BD3800793C9A2567BCC9177E3D18374F3E645BF13D8A25D5BD5BD4CF3C495357BDA3D9FCBDE9E73DBCD13D28BEB77DF5BD9AA3F7BD2811303E6D7E2A3D14060FBD22AC20BE49652C3C3A611E3D687151BDF2C9113DE29887BD8ABC98BD2A9EF73B68D73CBE9AA79B3D00A1003E054A9ABCC56E8D3D90CFEABDFB4A03BECEB9753D7B6F4DBE0D5303BE41A5E5BD6C5D853C9B3A3DBE911F3DBEE78D40BEF19B213EC55BE2BC6C0828BE600F51BC1A19A0BDE90086BDCA9C113E5FD4C53D62859F3D23851B3E8FE552BDC978A9BDC9A63B3EA11F27BEE150CABD801A523D57EF833C386BA73E8F0E76B9F1DCA6BD6F94273E619059BDB70559BEB808173D4647523E4951733C91A22BBDA7C4433EA79F89BC4118233D962920BD705A04BD82CD2CBBD535073E113F86BDDDAC9BBB7A8221BD49B1003E60C8A7BC9158943C391584BD225E9ABD6FA14B3E0B6E2B3EB7F0173E890C47BD7B4A57BD6866F8BDF6DFB73DFB4015BD2A1261BD7AA30DBE4DB88F3DB4C245BD5FFC983D956A003E12AD123E93FD19BEA92DD53D4800213E5040EB3DB721B7BD07ADC43D9CD4D63DD3974C3E6C585DBB381F5F3E5889AFBD86A6F73DD4E9BCBD2A3570BC9788163D822B73BB206FB8BDFC2AB73D83D34BBD19E3583E7C387CBE0687A9BEFD462F3E81F2313EC1AA713ECE6B14BDAD3436BE0B2F033E823AAE3BE36B713DC1DE90BD3A9E21BEF47395BDB70FD3BC0B5789BE08AE6F3EE72506BDFF22A8BDB2ED1A3D0EBBDD3DF80D94BD0071003D7E2580BC4495383D5FC0A33DE2FA403E0FC863BBD442393DF50F72BDA10E29BD611BD5BC836515BD8437C9BDA3468C3DCB9FDC3D0E6689BDFD519ABD9DDE1CBE01D88D3CFF8BA23E7BC6AA3B0113563EC907B8BD91C22CBD7ECD9ABD3A218FBDF424B7BD20EBA0BD13F2A5BC08538E3D0DCF71BABD11ADBDA0C596BCD37A633D9323143CE91C3DBD6AD1663ECECF0BBE296F86BC5C78BC3D64ED70BDA5A42E3EF43C2ABCF2579E3D06438CBE2E64373DF19ED6BD06D3923CFFDED33CBF80D9BD15701F3EC5CA84BDF26E0ABCF6F5E03D8D8851BDB2E0DC3CEFE611BED47BD0BC8333203E91797B3C4857E13DC424BB3D0CB3813D3F3AA5BC8916B3BCFAE7A73D6A74023DCC41ACBDAB7919BD7D2D403D12A8DC3D46072A3D058B7A3D536078BE82D8883E9D4B1B3E2C07DCBD2EA44BBE8395E23D1201BD3C75062E3CC81C4C3D41D710BE0D5917BEF95620BD3F37943DD9FD233E3F249CBC8B3389BDE0A8C33CA958D13CB41210BEFA8C44BE06CADCBCEBE5383E55E1B73C9E3E8C3D3360DE3D10299BBC152C84BE1D6C07BE7E6BDEBC2DB14F3DD8E0243E777151BE0EA32DBD2B30F53DCCC7613D7A3EA63D208B64BD09B98D3DD6CD803EB77B713D151701BE9C22A1BDA2AF273E48F8D83C9ECE13BEFE54543D18D91FBEABF06D3C72DE023E0E69163E2934703EFC73FDBDCA72983D8FE47ABC313614BC7177873D17A0DB3CD6D6003E7C986EBC0929283D1EF5973C771EFBBD31A48DBE1D6DB8BD055E523D925F083E9A4EF4BDCFCB3FBDFF7E253D049787BE27E496BB48C927BCA3F80F3CB965C73DB163D5BDC9A900BE8248A1BC13BED0BDFE8A913E555F4A3D61E6E3BC362638BC0B4530BDF2FE08BC98CAB6BC892149BD357FA53D39E88BBD521928BD330811BE88CDD03D0333453E9303903C91DAFC3C7A2381BC5826913E165E703E9DB68D3E5A62B43DFDDA93BE102A0FBEE695A6BC4B323B3D9551BBBC34E97CBD6CE99DBD89D8F2BD533E58BDDEFC163EDBB3003E79AD15BD0A1E0ABDDE17783E3FBF083DAEEB013DC935C5BD33C0A93C6F19813D8FCEA53DF8800CBEB902223CFC1793BDF828BD3DDB40033EB5CD6F3DDE061D3EB9B4E33CC3B5E8BC60E00ABE5FEA87BD1964AFBC73C1493C8851013C6E120E3E94DD07BE82A3CA3BC166913D8546D83D47EB1FBE12B711BD89B1C83DC30D1EBEF3D7F13D7C26933DB31CF4BD2D5B33BEBFDD5ABD1C3E37BCD0BDC43D3E87E23D4E157BBC203B123E505EA7BDBB40013E7C54ACBC1C39A83DBFC665BCBA8058BC1FF249BD2E08023E2A659DBD574DCC3D3662303EBDC93E3E0330B3BD8726C33D935D283DFD4B023D4C194D3CF69C53BE9DCB553D18FCF23D9051773E5BE8423C170C9BBDCD36CB3D061479BDEAC9173EB7BE30BDB739A4BDE9CD2A3EED2F443CAE92FE3D5FC24DBDD4CB5A3D953F83BDD49D46BD2EFA15BECAFFF4BD756C36BE2DC3293E412A0FBEC646ADBCF56330BC6DAEA43DDBE900BDC495F33CE5DA2ABE022BB5BD1F41C33DB5EA1ABE43C0493EF7B273BC72DC753B64374C3E16A2AC3DFB1115BE994484BD88DC073E9252173EB29808BE38A5293D4EA5123E03510B3E1206143D3E7EC33D865532BD17A1E53D69FD7B3D0450A7BD",
      torch_tensor_16_torch.float32_1: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_16_2_2_torch.float32: "0x040000002EBC22BE2E8E4B3D7A7596BE90B73DBEBDAC2BBDE855F0BD06A1BC3DF291273D15C1343E47C3873EB57C273E72EB1FBE0AC46B3D5C59A33DB8CBCA3D56950EBEAB2E91BDEAF19C3C7C9FA43D3286803D598E2C3CA89421BEB9FF473ED4DE053EB19630BE1A254E3EFEAA393ECAFB9CBD925F3EBD9D9A19BD02737F3EF68341BE7DD1E4BD361C213E7338223C184AAEBAA14F1ABE16E6073EEF24C43DF073E1BD8B7E033EFC67B5BD969F293E698A5C3C704AEABCF9ACA73D4439EABD89094BBE437B6B3B11CF733E2BBB3B3DEE7A373EBA11063E20F4ABBED06F913EFA91D2BE00C816BE57DECBBDD420933EBF808C3EA4AAB5BD6284A33C4BED27BED9C43DBD7A2DACBDCBEB0FBE293422BE1380623DD125B4BDB682D13C8F75CF3E31A6C23D68E2383E68BF033E37C27ABD25F29BBEF35926BEA516A13E96085FBE9C52E1BEAB1A53BE6386243E0AC00C385214423CB20CC73D9D9A443D548C2DBE32F087BC73AD123D88E11F3D9127B4BDDF4F1BBEF32E86BD5605AD3C7689F63E5EEC03BED4872B3E2166623DAA0F1D3D7B6312BEDA7F823CA70985BEF142583EDEA0F33C9CF16E3D6CDE983D18B398BD5864373E539394BE5DC67FBD33D2E8B95887E03DE54BD33DD4E8263E39DA7BBD022A2BBE6BAAC63C618A4ABEF67AE13EB34793BE091146BE7D1CF93D8E66E73DB8CD0BBE17672DBC0AD2093EBF1A473E5397F0BD78DCD1BDA8D1883E8D1936BC52F71FBEE79CBF3D4AFCB43DD31D383D41118ABE01A8B53A1D69C5BD27D1D7BC6683F3BDB41298BD0686B53DCDB2893DFC2527BEDDCEDFBC4D86FA3D0E339DBD4D63F6BDC854973E79F33E3EC049173E257B833C01635EBD6FB24D3EC31D28BEEC0E3D3E39CC763DA6C7743D0E6935BEE94218BEB9305D3C847F353DDC07B6BDC7C21B3D699ECB3B4CEBACBD518BB1BE3FBB22BBFB39403DC710613EEC3E8C3EF9CC1ABE7D8EAC3C4FA1DCBDDAC5393E47A019BE3C19BC3E9B685DBE96883FBE0C34BC3E52B2303E41A8323DBEF1743DE9A1D63E6836D93DEB4A91BDE42F70BE9D0FCDBB41255ABE622FC0BC45FEA3BE2ABDECBC5471A13E5D1E55BD02A9423ECCD24D3E4C046ABC2B80CDBD938AC6BEB587813D7CB8853C3588B23C85A81B3C318BAD3E6D6B333EDF6054BE03A9943B4A62D1BD514681BE4E4802BE76A36DBE3E8EFFBD3E9EA3BCDC1576BED1D292BDAFC716BF2A402CBE27C424BE7893A03CA2452FBEBFD3E1BCB6B8CFBE5772853E3826763E6F242B3ECAD7E53E0BA0F0BD7EB665BDA5F88E3D1232DABCF004FEBDCDB8EEBE7417503B914BF0BD198D863DDB2EF33CC5E5223E645F7B3DDC2F7BBEB2BEAB3C30A93A3EE9A3373E68E78DBD4C2D093E793DAABC9A42FBBC51B9B73DA3C7243E3D1B883CF85D483D8CD981BE9CC1523E1F920BBE6604263E5788F13D33FA4CBE07672F3EB865B33C00BEA3BE809B8B3ED8A8CFBD8B53713E9F0BAB3E30B8303D4D392C3EDC29A1BC218D2B3E46B145BE50E514BD588D773DB9F96F3E55A4753ED5F89ABDAE9C89BDCAFC723D96EDDEBD62959BBE15A8153C5AC981BD0182E33D43A293BDE920A23DA5E13D3E4E29083EF6379CBD494592BAC8C07B3E8BE28D3CD074373E46FF02BE0730303E036E943D0946B6BDAACC9BBE3E454D3D5D2870BD72D3993BBAB2053EF0D9EE3C251BFEBDD4F2C43E47AA48BD2BFA1DBD0135DF3D289F3E3D8F2A73BC5EBBB7BDC20D6DBCDE4114BECB58363DEAD7DFBD76A8D8BC19E174BE5E18AF3E546237BE4E1AC9BC8AE8CBBB1495993E10BCF9BDB9782BBE83A6F13DFE7EF63D7FE82B3D769E0ABE5E37A9BE71641B3CA7E0973D82E162BDD62638BD7E9BBEBD2D44133D36909BBDA9267F3ECE101F3EC1DF43BE814CDFBC80D787BD6F7ECDBCBED98B3D6381013E3D2C87BC2014C5BC9070CEBEFED982BEF9F86C3C8FB3F1BDFFE89BBE7B4A783A958F023E2F6352BEE1B0BCBEA817493DB6F5A6BD105B3D3D9452F9BCF98333BE594B113D5B6DDB3DF55D9FBC7C23CD3CDA8A133E4785A7BE54A27BBE78674CBDAF3C343E636619BDD2B171BEFDAD753EC3D933BD494F793E14463E3EBBA716BE7A45223EA29AFF3CD93BF2BD76932C3EF7BD90BD600AAEBCE51EE8BD5E3DDDBD919EAFBE8A5AB93EA334EC3C0580F8BD05AAA6BD0F1A07BEA3D699BE78654EBEAB3E1B3ED90A97BEA6CB553EFA591DBED1BCB3BD1C4A3B3E85414FBD0BFEE7BC20FEC03D33BB493E77C9F73D755CE73DE45036BEC54FC2BC19BF533EB6E0D9BD3D5BD9BE80C7E23D298C05BED1920B3E26F1A9BDBE859C3EFCBC133E79DFCA3BD0605ABBFA15CB3D90A5B3BE8F1EBEBDDC3ECCBE66367EBD7B2FEE3D7BF1813EF6046E3DCB83323E1AD696BE597B04BEE569CCBC0714C33E520CE73ED4D83D3E032D5ABE9A3062BD39B084BB2EC8583E504CFBBDAB99A4BD9E76B9BE5A173A3ECCFE513E29C25FBE6850F0BCFBE426BD3B6715BD4414E73D9198C6BC41BE133D3DEFD9BD5D5D893EF5BF113E595E8A3CEF1F6B3E113DB9BBED79CBBE146520BEDFFA9C3D4F2C13BE95720BBE1EADA93DF96ED4BDDCA657BE30819D3DF08088BD18BF56BE7D0A0DBD268EFBBD32D1C1BD634F5A3EBD0C913D72F337BDD391AB3E025CE03BD0624BBEE5E2BB3DF84015BDD4839E3DDECFDABDF55D643E9331773DEC13863E9D8CD43D302649BE1C0E9C3D7405D2BD460E7EBE08DA9E3E0B3D79BD95197F3C884C88BECA3D59BDAD4446BEAE80A6BD4AA9C3BE5FD60BBB56EB98BE05285FBDD91AE23BFCBFB53DC9DF88BD470405BE15EA883EA705CE3B79052B3E2C4F0CBE9D84523E9D8E023E3D53F4BEDEEA55BEE38CA93D3BB91C3EC1EA89BE6C30AC3E0C0684BC7F853FBE5728133CFFC218BEF11535BE6D3AB43DF701563E1C2E8BBE1E82B53DFEAFF93D7AD368BDA658393C7E608C3D06A9ECBB014DC9BD1826983B88C84ABE6B69433C022A5F3D80E7AD3D1C5B46BDE066063DDBC509BED15C663E4ED6263D6D7B653D5C5E853E108C83BEFFBC63BE26B539BE1804B7BD19D7393DC323AA3E28A7C73EAC38543D62F04BBEAB4727BE14A5B9BBDB6DCFBEDD8965BEBFAED33C3F0279BE29C0833E01A8EC3DC3F92DBEB108E1BDC88DD2BDF472053D6DC507BDC7BF89BD77A02CBE2076DF3B87455DBE0D44D83EC36A2EBC74809D3EF053883D5784DA3D85B7C33E6D0D653DC87C92BD0DD4AF3CB030E13D245E9A3E335FF7BE1A6C6F3D8C177FBC4C1A3DBE04ED943DB18BC6BDA350B43C701019BE576007BEEF3C1F3BAB26C3BDE61026BE8B4020BED446AB3D7C68733E003FAD3D0C6C523D849117BE80AB7FBED404A4BE3E237C3DE263E93D16EB8D3DAC58413EB72E4D3E4E67BABD0518473D369033BECCCB5CBEB907F4BD62D40D3E924884BDEE13413A0A674E3B4CFF833D0C709B3D8727A33D4CBA0B3EADB08DBC8F4D6E3D263AD2BE7A3944BD56FA01BDF2FF50BE741F68BEAF20BD3CF24381BDFD79793EEFB88CBD289A57BED62197BD4AF3093CBD96203DD1076FBD739395BBE25883BC0439C73C4B7115BE0C15353E9F7956BC9F54093EA715D9BC50B5B8BEFFF144BD212A0BBE9FC3D23C372452BE271B9F3D0DE97CBEF7E291BDD72C3A3E9DFAA8BE6CDC6CBE7185833EDBEC513ED15DA8BD41B310BEB3963EBE275F4EBE322F6CBDBC91363D8C77EB3DA38680BE4A0144BED8628F3E6C4C6DBC3C82643D10AC693E3DD7D03ECED7DB3CA67C993E0915943E328985BDFBE2B0BE7CD5053EA23F94BC20BA643EF06E843EEB228E3A024B8EBD2E82C93E466D0EBDE7D5CFBCF29FEABD7B3245BE85E5413E29AE4F3E1044B2BDF1AE4ABEA650A1BE11727B3E99493C3E5413DC3D793102BCBE64243DFE12B6BDB1BCA4BEFA09EF3DCD97853D996497BD4DE72FBE25E430BECEAAD8BDE50BD5BE480FD43E1497F6BBF0FBACBE579B89BE8BEF5E3D558D373E8EBCE2BED921C9BC5CDE9B3D588BA1BC6312CC3DF4C100BEDD8F883E58D846BE84B4D83E497B813EAF50803B3DA3FA381D881BBEBBE114BE828CBD3DC057EFBB9ED836BE998C9FBD48557C3ECA56C0BD9A4550BCBC39A6BDA4381C3D0BB087BE6785213E7FEB64BE8195B93CD5C2AE3E9F3929BDB26F933DE6F9043CB20E353E1701B0BC7FFBC4BD72D9BA3D846692BD92563A3E0529763D8E527B3EF47CB0BD182C5B3ECE433C3E1F3474BEA73E9BBE068B94BDC638F83C5EC5823DEE3B923AA1DF8C3D2CA81C3EE4619F3EAE9D70BE8577393DC33D9BBE28348E3D034EC83E2DD0EFBDA23A213E6756873DB977C93D05EDD13D8E2EEC3D4244933DFF5988BC809DDC3DE31CAC3D3A538A3D040AB3BE249309BE5CFFFA3E46971B3EBAF4503C4FA3CFBA48509FBCEE476CBB4E02543E17734EBEEA7E713E1779FE3EA69AC03C5EFCE83D055886BE3DE2AE3E1D708B3EC383A0BEE7D663BE7138F03D0F607F3CEF2482BEACE4BB3D573CFE3D0C89923CEE209DBE12A8BC3D30E28EBDB344F0BD8890BA3E1C036B3D0659B6BD9DDDA0BD460F04BCD517913EE1B8C5BECE0807BE03E4573D1FFE073E0A7584BDDEA621BEF1DDD83DBBCB493EA36C6C3EDBBF14BEC013373E4A3E6C3E3730383D245C65BD7C09A83C4ED1613E08832DBDA9937D3E3A3AFBBD4EDD523E12F9ECBD038B13BE43E4563C195C113EBC01CD3E542A053D05C1413D6C251E3D1185833E70BE2BBEB397693D7528AFBEF51AA23EB5D9BE3D65A7C63B7C091CBE29A4023EC68027BEDB4E30BD763A2B3EDAB7AC3D3EA6A0BD6F22393E33E5E33C2B6E323E9CE0B13E490E8A3EB24A84BD0A48403E2ED2C33D0B157E3DCFBF2F3D3A8255BE4A9051BE546759BE715F1FBD942BBDBD5768AFBE698E483E438CBE3C83D683BC3BFA7A3E3971FD3DE325673E0E4E093E3E2D843D1D200ABE0B0773BEB681223DC0B4F4BB8DE8D2BDDB4980BD7CBF7A3E30F559BEAD72E4BE52902A3E992F703EF243A73DAEAC523D11D3B13EB5022ABEBD1AE5BD0C510ABECB6745BEB79198BE5031013DA8E81ABE6BAB133EAB5984BD191E093D5276FDBDA2BD8CBE64502D3D51255F3E107BABBD997268BD5FE40BBEDD9433BE7228773C5C7F673D756D05BED67B98BED70454BDA39A163E67479C3E8291963DE55EA13DA41360BCBCDA14BB3EEA7B3D441F04BD4E011DBE19B0333D2413163D0779E33DDCFB243E849627BD761E163E6C5D7B3D23FA123E38AC723E482D743E96F52DBEA985B03EB66DAE3DD9AAAF3B833902BEA58D2DBD3442863DCC15713ED67CE9BE3F5B20BE85D8653C190042BE236A5D3D6EB888BED5A1873D2F2CBB3ED4227C3E36A6553E87D704BEEF3636BE0CDAB3BE35FD393D1FA2DE3B0890233EBE683A3E5BAA8F3C83ADBDBD370BBB3D1F6F2BBE75029F3DE039093D8E4CECBEA0E3ED3CFC382B3E4858FC3D2E9C263D4A5B7ABDA808BBBEDF2C053EE0C779BA9CDB5D3D6F8B393E695099BE2490653EF2AA4E3E919D58BE294ACDBD1FCC9CBE221795BD392ADE3D69B2A13E7F253FBE5FB91BBE768D55BD734A9E3D62AAA6BDE07B45BDD872F5BDF8DFC0BD0DA3183DC1C0E43D6C597ABE065CF4BD97B6C4BE45B0AABEACA8903E3A7BC63EDBE31C3EF8939D3E41E3B73B3F010B3E6DA64EBDA984A93C25E7593EF7D7C43ED01E543DEE92BBBE9AC3C9BD8602D7BC0F7D4F3E4558243E519BCC3DF8288E3E26292DBE9AEDB23D343A6B3DC583C1BD93D9B73D4832433E2DA8C63D084F64BE8C85C6BDD1A54ABDAA766CBE61A60CBE6C954B3E08DBAFBD",
      torch_tensor_16_torch.float32_2: "0x0400000020C2183C5628BF3DD6BED3BD703BFF3C9210AC3DACC21C3DF0A1803C505250BD0AC4F33D1AF9FFBDD008E4BC30B39CBDBAFDA63DB0404E3DF4093A3DB81FDC3C",
      torch_tensor_5_16_1_1_torch.float32: "0x04000000A700523FD322F3BD1DC5EFBD61B192BFDB6CE9BB3B3C3E3F026424BEB3CC0CBF2F2BF53EEC65793D328D153FB58473BE2E26E23E9F7ED2BD3EBFD03D34A8C7BEA1A1423BE1588BBE54B93A3DA6239A3DDA8CF0BE5F094D3F6705803FEEDC56BF3312863F05836E3F994096BF8C1A4ABFA5258A3FDC999B3ED38CE1BDC992993E2AC51D3F2DA79E3EA0E6233F7E0350BF049DD2BEADD3823E46D01ABFBA8C41BCE188403EDF0785BEC2EA7E3E6E8C803FC5BD043F7B7E73BFE87D823E118A873D3EB5EB3E3C842BBC34A6B9BEC6DD1D3E600055BEB53ECEBD648A603F1115CCBD5364C0BEC23206BEE945153F805350BF14E2FBBEC3A71DBEA14C8BBF7145863E3610D73D5A925B3FD01D4DBB78C82CBF19E58E3E608094BFB4E8D93F7238EABEDAF6BF3EB8E2903DE5B535BEA527DABDFACF483E40FCA9BF377B833EF45A9B3F",
      torch_tensor_5_torch.float32: "0x04000000AC76FA3D945267BEAE51113EC8C08C3D541C263E"
    }
  }
#-}
