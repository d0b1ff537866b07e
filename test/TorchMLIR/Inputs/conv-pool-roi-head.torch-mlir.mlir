#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4, d3 * 2 + d5)>
#map5 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map6 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map8 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map10 = affine_map<(d0, d1) -> (d0, d1)>
#map11 = affine_map<(d0, d1) -> (d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x3x16x16xf32>, tensor<6x5xf32>) -> (tensor<6x5xf32>, tensor<1x8x8x8xi64>, tensor<6x8x4x4xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<1x3x16x16xf32>, %arg1: tensor<6x5xf32>):
    %0 = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
    %1 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %2 = "torch.constant.float"() <{value = 5.000000e-01 : f64}> : () -> !torch.float
    %3 = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
    %4 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %8 = "arith.constant"() <{value = dense_resource<torch_tensor_5_torch.float32> : tensor<5xf32>}> : () -> tensor<5xf32>
    %9 = "arith.constant"() <{value = dense_resource<torch_tensor_5_128_torch.float32> : tensor<5x128xf32>}> : () -> tensor<5x128xf32>
    %10 = "arith.constant"() <{value = dense_resource<torch_tensor_8_3_3_3_torch.float32> : tensor<8x3x3x3xf32>}> : () -> tensor<8x3x3x3xf32>
    %11 = "arith.constant"() <{value = dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>}> : () -> tensor<8xf32>
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "arith.constant"() <{value = 16 : index}> : () -> index
    %14 = "torch_c.from_builtin_tensor"(%arg1) : (tensor<6x5xf32>) -> !torch.vtensor<[6,5],f32>
    %15 = "torch_c.from_builtin_tensor"(%arg0) : (tensor<1x3x16x16xf32>) -> !torch.vtensor<[1,3,16,16],f32>
    %16 = "torch_c.to_builtin_tensor"(%15) : (!torch.vtensor<[1,3,16,16],f32>) -> tensor<1x3x16x16xf32>
    %17 = "tensor.pad"(%16) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg29: index, %arg30: index, %arg31: index, %arg32: index):
      "tensor.yield"(%5) : (f32) -> ()
    }) : (tensor<1x3x16x16xf32>) -> tensor<1x3x18x18xf32>
    %18 = "tensor.empty"() : () -> tensor<1x8x16x16xf32>
    %19 = "linalg.broadcast"(%11, %18) <{dimensions = array<i64: 0, 2, 3>}> ({
    ^bb0(%arg27: f32, %arg28: f32):
      "linalg.yield"(%arg27) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %20 = "linalg.conv_2d_nchw_fchw"(%17, %10, %19) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg24: f32, %arg25: f32, %arg26: f32):
      %68 = "arith.mulf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %69 = "arith.addf"(%arg26, %68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%69) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x3x18x18xf32>, tensor<8x3x3x3xf32>, tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %21 = "linalg.generic"(%20, %18) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: f32, %arg23: f32):
      %66 = "arith.cmpf"(%arg22, %5) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
      %67 = "arith.select"(%66, %arg22, %5) : (i1, f32, f32) -> f32
      "linalg.yield"(%67) : (f32) -> ()
    }) : (tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %22 = "tensor.empty"() : () -> tensor<1x8x8x8xf32>
    %23 = "linalg.fill"(%6, %22) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32):
      "linalg.yield"(%arg20) : (f32) -> ()
    }) : (f32, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %24 = "tensor.empty"() : () -> tensor<2x2xf32>
    %25 = "linalg.pooling_nchw_max"(%21, %24, %23) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg17: f32, %arg18: f32, %arg19: f32):
      %65 = "arith.maximumf"(%arg19, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%65) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map4, #map5, #map6]} : (tensor<1x8x16x16xf32>, tensor<2x2xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %26 = "torch_c.from_builtin_tensor"(%25) : (tensor<1x8x8x8xf32>) -> !torch.vtensor<[1,8,8,8],f32>
    %27 = "tensor.empty"() : () -> tensor<1x8x8x8xi64>
    %28 = "linalg.fill"(%7, %27) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: i64, %arg16: i64):
      "linalg.yield"(%arg15) : (i64) -> ()
    }) : (i64, tensor<1x8x8x8xi64>) -> tensor<1x8x8x8xi64>
    %29 = "tensor.empty"() : () -> tensor<2x2xi64>
    %30 = "linalg.generic"(%25, %29, %28) <{indexing_maps = [#map6, #map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: f32, %arg13: i64, %arg14: i64):
      %48 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %49 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %50 = "linalg.index"() <{dim = 4 : i64}> : () -> index
      %51 = "arith.muli"(%49, %4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %52 = "arith.addi"(%51, %50) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %53 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %54 = "linalg.index"() <{dim = 5 : i64}> : () -> index
      %55 = "arith.muli"(%53, %4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %56 = "arith.addi"(%55, %54) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %57 = "tensor.extract"(%21, %12, %48, %52, %56) : (tensor<1x8x16x16xf32>, index, index, index, index) -> f32
      %58 = "arith.cmpf"(%57, %arg12) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
      %59 = "arith.muli"(%52, %13) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %60 = "arith.addi"(%56, %59) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %61 = "arith.index_cast"(%60) : (index) -> i64
      %62 = "arith.select"(%58, %61, %arg14) : (i1, i64, i64) -> i64
      %63 = "arith.cmpi"(%arg14, %7) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %64 = "arith.select"(%63, %62, %arg14) : (i1, i64, i64) -> i64
      "linalg.yield"(%64) : (i64) -> ()
    }) : (tensor<1x8x8x8xf32>, tensor<2x2xi64>, tensor<1x8x8x8xi64>) -> tensor<1x8x8x8xi64>
    %31 = "torch_c.from_builtin_tensor"(%30) : (tensor<1x8x8x8xi64>) -> !torch.vtensor<[1,8,8,8],si64>
    %32 = "torch_c.to_builtin_tensor"(%31) : (!torch.vtensor<[1,8,8,8],si64>) -> tensor<1x8x8x8xi64>
    %33 = "torch.torchvision.roi_align"(%26, %14, %2, %1, %1, %3, %0) : (!torch.vtensor<[1,8,8,8],f32>, !torch.vtensor<[6,5],f32>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[6,8,4,4],f32>
    %34 = "torch_c.to_builtin_tensor"(%33) : (!torch.vtensor<[6,8,4,4],f32>) -> tensor<6x8x4x4xf32>
    %35 = "torch_c.to_builtin_tensor"(%33) : (!torch.vtensor<[6,8,4,4],f32>) -> tensor<6x8x4x4xf32>
    %36 = "tensor.collapse_shape"(%35) <{reassociation = [[0], [1, 2, 3]]}> : (tensor<6x8x4x4xf32>) -> tensor<6x128xf32>
    %37 = "tensor.empty"() : () -> tensor<128x5xf32>
    %38 = "linalg.transpose"(%9, %37) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      "linalg.yield"(%arg10) : (f32) -> ()
    }) : (tensor<5x128xf32>, tensor<128x5xf32>) -> tensor<128x5xf32>
    %39 = "tensor.empty"() : () -> tensor<6x5xf32>
    %40 = "linalg.fill"(%5, %39) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: f32, %arg9: f32):
      "linalg.yield"(%arg8) : (f32) -> ()
    }) : (f32, tensor<6x5xf32>) -> tensor<6x5xf32>
    %41 = "linalg.matmul"(%36, %38, %40) <{indexing_maps = [#map7, #map8, #map9], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
      %46 = "arith.mulf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %47 = "arith.addf"(%arg7, %46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%47) : (f32) -> ()
    }) : (tensor<6x128xf32>, tensor<128x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %42 = "linalg.generic"(%41, %8, %39) <{indexing_maps = [#map10, #map11, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32, %arg4: f32):
      %45 = "arith.addf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%45) : (f32) -> ()
    }) : (tensor<6x5xf32>, tensor<5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %43 = "torch_c.from_builtin_tensor"(%42) : (tensor<6x5xf32>) -> !torch.vtensor<[6,5],f32>
    %44 = "torch_c.to_builtin_tensor"(%43) : (!torch.vtensor<[6,5],f32>) -> tensor<6x5xf32>
    "func.return"(%44, %32, %34) : (tensor<6x5xf32>, tensor<1x8x8x8xi64>, tensor<6x8x4x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_5_torch.float32: "0x04000000B52FB23DD3B71ABD7117E8BBDD891EBDB4E747BC",
      torch_tensor_5_128_torch.float32: "0x0400000087DF9CBD9058333DC4EF80BD288ACDBC95F0F2BC147456BCFF717D3A5D4E953D33C9343C4123A23DAC765D3DCAE264BD3660223D78EC7FBDEB7019BDB3F7D43CA915EF3C48CE873D8C17E9BCF25E1439D3623A3DF80FAFBD9CDF823D5FB095BD6EAC9F3AE83576BC0DAD3EBD73673F3C33B0953D76A9D3BCB2F056BD5DE505BDC16AB3BD0D6C233DC1DF2DBD5D9A71BD2C9250BD0528503DE5B93F3DB1EF8A3DDE51033D0AD0F1BC9257CABC04EAD53CDECD943DF8DEC43C034C2BBDAA2F2ABDEF25ABBD7A6F9C3C762B4BBD7864A1BD4ABB9E3DAA1C6BBD8BBE24BC8871CF3C0A8B383BF59B73BD655292BD8E49903DCCD06B3C972D963D79BDF2BCE947D53C4A94A5BC5CCD80BB5F7F5CBD35E2F43CB7EDE43CA5FCEEBAB8D8A2BCE22B5FBDAF5D7A3D52C186BD9350143D3B79F3BC0DAC2EBDB113823C42103CBDB8D4A63CE7318E3CAB6786BD9B1D713CED331A3D5E4E0F3DB44A36BCBD6594BD2A3D5FBC457AFB3C811904BD4C6C093DAD1A713D000A3DBDD280643ADFB3153DA901E33BDDEEF13B0ED3343CD54E8EBDAA9DE33B6BB37A3D771EA33DDFC9543DA00E423CC313293DDB1F30BD350296BD8FA99BBD2F96B43D7BD1653DDB407ABD1CA50D3D2FB3883D1AF3B43D4A489E3DD43E8C3D5E00A6BCE11BFEBC2FA0943D0CE14A3D05DE59BD50BDA23D0EEC2E3D315C453DD2EA62BDD6BCCF3C96D5FDBCCE708D3D784A82BC39F20C3DA99C803C33091A3DB90FF6BC0A85303D9DDF7CBD5789A33CD2F374BD1695B2BD5E5E91BDCBE88E3D36E0433DCFD5A93DB804913D93A8A1BD031177BD20FF69BC9E1E6BBDFC657B3D1EDA88BDA2A330BD98E1AEBDBD8B4DBD63E2943D1E36943D9994813D1CC58B3DBFF5A03DCF68B9BC3A4C1F3D9046A13DD389EF3CF3F5B43DAAC63B3D8C0F613DE06BFDBC53B72D3D0767263C16ECACBCB3154CBD59254BBD794A8BBD2B0C733D3AB1803D81D124BCB88151BD2CE98B3D0C85673D594BD73B65EE2ABD8D5DA63D660D143D846B89BD2140AD3D1A76893DB5F503BD8D854B3DD6B44DBD53F262BC28B4993D92586F3B290580BDAF02F2BC1B8CC4BC03B28BBCDC960A3C7B69A73DC5119B3B83895FBDBF72943BC8972D3DF395333DC770A5BD739181BC068686BD077A1ABDAD70023D1C8C80BD5A94063D2FA5993DD3F6BD3B584B71BD88B601BDCD1C9E3C8AFE89BD53DD333D8A57A4BD3F03AEBDADE3AFBD85E392BC5C72733DBC54ABBD0076963DE1D210BD1C12D43C8514843B853AA3BDE51F963DF6EF423DB4EEB33D06E8363D72F86EBD6713973D17A99B3B48AF2B3D862591BD8B43D0BC23BDB1BDE8020DBDBE349C3C24218EBD58CFE63C4658423DCCBD493CEA3B72BD0D598CBDD063DFBC7AEB1E3D8C8EB23DC82E503D5D1323BC99DFFD3C6397B1BDDD9B9ABD1CEE283D6F104DBDDC2C2E3D22937FBD5B5233BD881A95BD30ED3C3D538F13BC0C508B3D3F0E603DD754483DA1443A3B68DEDFBCF56F9DBCEB75403C4D77333D00A47DBDEFEC973D3D751DBC32AF97BD44E243BD4B2BA03D0F8CA53DAEACA7BD63587F3D6370353D214C563DF83C993DF01E43BD64A5E43C8328143DC6F5D5BC9450F23CA653D0BCA2D55F3D0AE6C8BC6AF706BD2849B63CAE69003DBFE130BDB403003C79D0513D2E1610BC7E5CDC3C55A3AEBCF1C9FD3C1D2183BDA0E354BD74C437BDD65BA63D73D6C2BC4B0E7DB9F7672FBDB6B5B43DD2CBB03DB98588BD36BF92BD1D3689BD6C7DDFB9F591B8BC89F86CBD6ADA01BDF1CC883C6F293DBD6171A03CDD0AA6BC406E2FBD97F4463C3AD8943D4FC474BD077D863B188205BDABA2B13D97BEABBD4589ADBDAC5FB23DE80E65BD91D28A3C1AF8F9BB2E8898BC98B8A1BCD70D663D4F6F8A3B393EB0BDB3BB55BD93D6F6BC0D2F363D95496ABDCAAFAA3DF445A1BC4A0482BCD2D68D3DA3F6353DB486993D526B513DD5A6DBBCE23370BD877ED7BB83D1953DC303F3BC34DFA7BDF268143D9737B03DF721CEBC66E395BD0232A4BD0E74B53CC64EDBBB2DD336BDEE5B923CC57C093DD6F78F3D4A8A8C3DE2C358BCED9D9FBDC192A3BD1004A93D840A203DB9D01D3D2A9F9CBD73A0A73DC77CAB3D676FA33D88B498BD0C9B08BD41FF78BD496BAB3D8F8F1BBD574A25BD3EAD3D3DF07927BDE34F32BD3058FDBB29320BBC9A028DBDF9E8963DFFB31FBDA66B003D99729D3D0295363D90074D3C86059A3D84AB423CE57F27BD843EAB3DFF5FAB3CFA9DB0BD8323CEBCE59B76BD91B59E3D22286FBCEE00A5BD5B12B6BB6D5D633D981DBC3CDAF4E43CAA7E063C8CF9063D426CB0BCE10410BD4733A9BD595E88BD92E81C3D315E56BDFBC24F3C8A1EE73CE811CD3B49BA6ABD2A1DAD3D798652BD75E3943D9C0090BDFB2CAEBC10F0443D08EC13BD6310983DA62379BDCF0398BD0B4023BD45186A3CB3ACA63D6CD62CBDAA79013D0288B5BC6C069DBCA81A853D95498CBD36D0193C743BAA3D7EFE46BCE18C8C3D0BFCDEBCB6B6913D021BAFBD9FB650BCFA5C7EBCA0A9EA3CA7090E3D5DFD8A3D37C157BCF2B465BB9BED773D77EAC3BC09B09E3DBC0C71BD60B41CBC41909BBB958B213D6784773DB98965BC94F895BD2963333D3298D83C416E113D77545FBDA901693D1074AB3D1551FB3BB114A9BDC1257E3D8E3786BDF771A63C5171523C847229BDDA1EFC3CDCE8A1BD5DEAA43CC78365BD23981CBC44463A3CEA379A3D6ABC2CBD5EEF673DF2F637BC35F12BBDAFA19DBDAC16A6BD11C9B03DA595B4BCCEAA903B694EC43CDF16763DCD7E9A3D4ECF923D3A1D86BDCB0468BC5E3B56BDF7D94EBD9AC1AB3CD7E9A93DEB0391BD801B5B3D7BB43BBD19088DBC19B08F3DC9C3A3BCE1DC033CAA137DBD4F179A3DE5333BBC546584BD6F04D43C38B580BDE2A38FBDD570B03B20858F3DFEE6CCBC4D662A3DC38D9B3D4820703D50E93DBD1BBF1EBC2FDBE3BCD28F91BD502D19388E34883DF982983D251D073C6374A43C00BC1CBD1DA4883DBAA516BDBD7D7BBDA3015F3C2D00593D9C34A3BDB6A2A33D8F3C023D1FA67DBDC0F89BBC7A0C9D3D62E28ABD9DA1D3BCAC7BED3C9D969EBD0D78463D58753C3DD389603D14D166BDA24BB43D439A56BD0CB8B43DF7B8ADBD6548A1BDE15C5E3DD459173C0A16A73B617B48BDC8DD17BD0EB6D3BC4A57B0BD7584963B3D0F803CFAEE9CB898D3E93CA8C2AB3D4785C03C498804BDEEFE14BD65A267BDD6F87ABD9F3969BC7A1080BCB30E213DA8BF1ABD2D4F903D0D097EBDAEB58339CEB8A23DC000B43D20B751BDA9FA803C580F2B3C10BE29BD3D2AFABC861EC43CC4BF7BBD73F06E3CBFA91C3D2BAB0EBDB35C963D7E9BBEBBF442243DBD43B33DD953DDBC19BC443D761BCFBC498953BCA16B75BCDFF20FBA4BC408BDD9B6A93CA3445A3B1C7E653D9F8E92BCA038113CC5AC06BD679897BD5481123D8A4D393C98FD10BD6BD0F4BC975CBD3CE8EC82BC63956C3D570EA43B5AC1083D28BD1D3D09AAB1BC34A41C3D8794853D8E48853B61B28D3C6B7A523BEEA97A3DDDD918BDE77240BD78C21D3D2F8B9DBD65BDB93A947F26BD2AF56E3D3C89A8BD0D845B3DBB17B33D8982923CB0F8C0BB",
      torch_tensor_8_3_3_3_torch.float32: "0x040000008BDABCBAC56ED33D543222BEDB0711BECCCD97BDC461533D56E479BBFC401C3ED7E88BBC6E96503D293A6EBD9CF21ABDFC443CBEE48302BE0379A2BDB69AE93B09D19B3DDD7DEC3DE29905BEE2A1ABBD58288F3DC5A4233E2D3A22BD0E78133E221DFEBC43D2A63CF270323EA2D036BEEC1FF8BD619047BD88A299BD87442A3EDB78FFBD416FB5BD28AE09BE299138BEFD12E6BD6966293E1CDFAF3D1C07BF3D9AD3253C6511CABD395D053D8F0038BE34650EBE9A30CBBD2EADF83D6317E73D54CCAEBDFC8AE3BB3613FC3DA8E9433E206D9C3D15FBD43CCB21043EBA11E8BDF4E3123DE2C918BEF29508BEE89ACBBD3456B23DB1819E3DF077E9BDC6246E3DE15ED83DF6FCC6BCD7C7F03BADA5363D8C83F43D72393D3EAEDD17BE887090BD6AE69A3D0448233EA57D2B3E94E22D3ED9E01C3D215E2BBEE807913C2093F6BDC0A837BE1F182F3EE0D7153EEC9444BE0C8B133DFCCA04BD34B801BD566BB4BD7091973DFF72E9BDCD7C903D9451C73D76130D3E5D5F933DC90B43BE0CADFFBD86CCC43DB5FC243DF5BA19BEC5F3E2BD7664393EDEC9043E9FDAABBDA06546BD3ABA3BBE7BB262BB8C6714BEAA0218BE15BC2DBC1BB6EC3C4F69A1BD5EDFE93D27D9EFBD7ED0323E210D073E512F26BE7F3044BDB8460E3C4105E63C6CF53A3DBAAB9A3D11DF3C3CA84FC0BD6D80BA3DC2093DBEAC9BE9BD335445BD62FDBFBDEFE189BD9E8521BE9CAD27BDBD7F283D366200BEB1D021BC6A120D3EE211A2BC6E43AF3BE10188BC44881F3DBD9BFA3D3AAC3A3EAE4CFA3D91193B3E9E0964BCFE0731BE0CDABABD6C2F063EF984A3BA9EE7C3BD260417BE656D38BEE85326BE29E41FBDC425D83D4B16D53D3D0F3EBE28DBF53D51351ABE4AA626BDE5CF9FBD7BD517BDACC51ABDFBD630BE21282ABEAAB2F6BC201B233B020CB3BDAD78943D9E5F31BE4FCB54BC644E2D3E01C4A0BD2EF4313E0DBD8E3DD4D831BEB45EF93DE0ECB5BC20F2AFBD38961D3E1C401FBEF52BA93C4D0A25BDB9BA0C3EF60A5C3DA462BD3D7B318B3D728F3DBD56C725BD9C6622BEAE8FD53DE8771C3EE5D6063E14020BBEC6A00C3CACEB0ABE74F7D8BD90AAE5BDD3B1863D35DFEABD729589BB25A5043CFF11FE3DE4F714BE4B4A07BE54DCE4BD63EF093EC2AD8DBDB339263EF0858E3DE4A1C73C2FC6BBBAD9D31BBDDACDC53CA0FF33BD933DB1BA2E28C93C",
      torch_tensor_8_torch.float32: "0x04000000F7251ABE7B94CEBDB7211F3E3CEE1FBE8B6962BCBCF2423E8E608E3D3E8CB23B"
    }
  }
#-}
