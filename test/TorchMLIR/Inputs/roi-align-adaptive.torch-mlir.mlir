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
    %1 = "torch.constant.int"() <{value = -1 : i64}> : () -> !torch.int
    %2 = "torch.constant.int"() <{value = 4 : i64}> : () -> !torch.int
    %3 = "torch.constant.float"() <{value = 5.000000e-01 : f64}> : () -> !torch.float
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
    %33 = "torch.torchvision.roi_align"(%26, %14, %3, %2, %2, %1, %0) : (!torch.vtensor<[1,8,8,8],f32>, !torch.vtensor<[6,5],f32>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[6,8,4,4],f32>
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
      torch_tensor_5_torch.float32: "0x040000005717F3BC8A88A2BDC6660FBC83ACC63B7F35C63C",
      torch_tensor_5_128_torch.float32: "0x0400000009347FBDEA7D933D4EA3F7BC1FD626BD97857EBDFA1D2EBD9DC48DBD50F950BDA9E6A4BD95F091BC1791113D986A89BD066F01B98B8105BD121E2F3DE3C89C3DC3F83FBCC63636BDBA168BBDA3B454BDD00ED13C7C22A63CF0F7423D3A2E57BC11073A3D3746A1BD54A5C23C7FBBAF3D9027B3BDB9F13BBD1AC4673DC86A62BC79FB40BDF3DD5C3D5C26C23B38E1623B52EDDBBC1B63883D63D2483D60B6813C4B015D3C2E353B3DBE8D613D3F8214BD73A91EBC71F11E3DAA6F2FBD1943A93D07FF77BDC90F273D480782BD1B7AE83C52DE7C3D0C932E3C442511BCAE39663DB4FA81BD4C4174BD3A489ABD42DA5EBDD257163B382A24BD4650A13CB578433B98A7963DA1FB1CBD5815C6BC40736F3D1016B7BC944EAD3D67CB0FBD50C37DBAE58DABBC71E8283DB1B80A3DBBCB40BDF68F6E3DBB09B8BB5A1AB7BC7AB1E9BA93F57B3DBF91B13D252A303DDC667D3C62476C3D976417BDD7333DBD6F1AD1BCF2516ABD54AA1B3D558F093C53BBF7BC210513BCD4B5E5BA26369B3D0197A13D7D5B8BBD9FAF043DE5CC0B3D8E6E0A3DDF6D45BC4715B53C4C34B63C972FB03D747EADBD886209BD909473BD3B9D2FBDFD298E3C2DCD5C3DADE388BD68796B3DB134973D907332BD48C27C3CCEDC39BD74169B3C71D927BDAF080DBDCC5A72BDB9F396BDBD74903DD5E036BC1EB320BBF62C34BD90577C3DA7384FBD516E12BD6C4E8DBD333798BD31B5A03D48C88BBD11EE47BC7097D1BC3D9C043D14ABC13C8DC48ABD9F91A23DB851B4BD273B0F3C0EF8F1BB51CCA7BCA3B7763D70D6983D41A43C3C4FBEFFBC2994863D3A75633DD70C823C1D0BC6BC6037743B6957A13D650B1D3CBDB08EBCCF4299BD9E0242BD0CBD823D99FA4BBBC3DFC0BBB0F60C3DED316EBD4AA7C3BB63A6CBBC1B6D3D3D6051933DAC53633DC2F5863DFFC6A1BD9F8700BD107C2B3CE8BF99BD216CC43C4A4F6DBD59231B3D2782923D53DA9ABD0BAF973D80ED283DCAEA6EBD8544AD3D5CC79CBD47BB73BD361834BD22AA92BBD005823CD47ED4BC2494ABBDA92927BC9E57893DA05F8B3DD13B353D8B41523C32EAB33CAE8C8BBD919A123D2C28B4BDD48215BD1249BEBCA7ED843DBCDB28BB78E924BD58017D3C583496BD70B4BFBCE788C83C62D1BFBBB21518BCE0445D3DE38189BD77CD36BDB738AF3D5715903CE1786ABCF1873B3DFDCB593D01FD71BCD8CD16BD41B66CBC9375033D29E038BCECB4523D5C9E93BDADA031BD8CFF893D61FB3D3C04CF913C4A25EE3C3418ABBC35C810BDF1B9CF3C26E7BFBCB28E15BDA7533F3C0D24AF3C98C102BC55D874BDD4F65ABC622D4DBD098C3E3DFFE26FBD5155903D1C32103D8B029BBDAA55863D3E04B3BD1E65A8BB9A0A62BDF9B99BBDAD7B0F3CA1892FBDE5D8823D134D8EBD0C40963DB66A5A3D2D8C9E3D7A08D4BCD5E95DBD9D8670BDC487963DBA1134BDBF4E32BCAB365FBC2123793C6C8A94BD87F6913D74F185BD130BB23DF7A80DBD429F21BD6E0D47BC8E4BD63C152986BC83AAB4BDEFA67E3D2B4CB33DAFA8363DD621B13DF758C53C39F4E2BB592E90BD38369EBD344379BD10B7B7BC51D1523D105F15BD15FB60BBD580A3BA33A86CBDA1CE1CBBACC8AE3D37AE903D28DE893D85D30EBCD876CD3AF5EB453DEDD8F0BC4DB912BDCCE09A3DAE5AA53B6F7374BD2087983D585C703C26B6413D95379DBD455E863CED705D3D09EB50BCD0C84DBD8DD3903D4D64283DA838CE3CF83DAB3C69B4FF3AFD9D4F3DF8499EBCB61C55BD683E0A3D402EC13C81D8093D20D920BC2D2D40BC1A32E6BB3BEDBE3C21E88ABD85B8A8BD3179073DAF3746BD45A5F3BB25BCC83C061E4B3C8064693D44D43D3C7F43B33C2BA001BC09C3553C34C0043DEFFC763D9B84ABBDDDCF16BD836FA2BDBE5710BDFEB05C3D2384ABBD5532A2BDF4A0513D19CC55BD074D843D589DE13C5FC1B53CD4CD8F3D66ADA7BD418F843D0CD1EA3C089B72BD3D2DB03CCDCCC9BC9E5111BD12D71CBC45B02ABD3A4A9E3DC1CD9B3D597C1ABC1386A0BDDE2EB1BB455CBF3B88FE713D525F3A3B65BDD23C8A1FC03CDA6B4DBD599160BD28CAA1BDF4F335BAA144E03CFFF0CDBB97B5AF3D77208ABC703D6CBD5C5C713C80E8CBBCD08646BC0F66AF3D623426BBC1209E3D0265413CB0AF06BD4CB7843D483A4EBDE7A83F3BF6C0A23CCE7E223DEB04A7BD9A148E3B577ABBBCD3BB6A3D859CF33CA11A113DE7AD593D6F1BA2BCAC90B9BB3239913D4DE691BD8E3F7ABD30E1D33BDB690FBDE2DFA53BBEE79F3D18E027BCE5579ABD1D9324BDFD3DA63D75129FBCF6BE1EBD95F6223DAD46333CDE999FBD20C0963D79DF4B3DDD569D3D896D1E3D2120F4BC805FECBCB3732F3D7D5D8CBC39F58D3CD567AFBDBBF632BD777A063DEAC88EBBE30C2EBDB4E59DBDE618663D099591BC83DBB1BD06A5AE3D7B2D303DAA8C58BD141D84BDDAEBAE3DD47CC139F9BC59BD7F55503D1AD396BCEC67C63B1E993CBD8B5299BD277070BDFD021FBC6C0C83BD0C6AB23DEEC67A3A94990ABDC1150F3D707CA0BD102E39BD6BFB073D2DCE99BDEF70343D2773F33B6BEF96BD40A6B3BD59D8E43CCB1F2B3D66BF90BC3C11A0BDE1A850BD33EA193CC6BD523BDA58B93C0E08803C5BD097BBB20E3F3D5A97AF3D61C1963DE77CA43DE560F4BC6823F7BCF52A20BCE701D63CA98B123D381501BCABD969BD3F9488BD4B45AE3D22ACC2BCCDBE43BC0CE15DBDF77B33BD3E099F3C5C7C183D551F0FBDA34105BD69658F3DB9743ABD470E87BD4DEF61BC763FAC3D1B8D9D3CA018483C325034BCE13B623DDD7133BD5777753D1A0FAB3CAB02213CB65C473C43475FBDBD71863D43253E3D11948DBD358BA8BD0A66BABC6C85703D3B3E32BD81C6A73D370636BDE483A3BD9C411F3DC0CB5ABDDF4864BCB3D7E1BC6E23E6BB41BC9DBDFA07A6BDCCA11B3D2B1924BC8C645ABDA69013BBE438A5BD6833C03CE9EE2B3D388EAF3DB97893BD63992FBCFF79443DA9E5A53D4ACA80BD50DA193D0779153D36435A3D669879BDAA2D813DDEB01DBD3ADA5EBD4EC58F3C4859993DF3BF6FBD9C4B413DD4D925BC0C27E73C34358D3D079AC43C3D4696BD9400DABC7AB68F3CC7B498BD5FC1703C4D6742BD19EE8FBC1D84013D1CB091BD1D6F68BD9C20253D1509B3BD9926793D8B948BBD2A8BBABA2DA4943C93DB0E3DA9B460BDE0E1423CA6E31B3D13439B3DDB3988BDD8FE33BD7DEFD23C6FF539BB425074BDE55A98BD7DBBA0BDFD557DBD0B251ABD43667BBD77CC9EBD3815E23BE251543D4EB22ABDEECF103CAAD18EBA9C3A293D88137BBDB881893B69F6A83DAA3B813D4B69B3BD27015ABCECFC573A6916EFBCB6DA6DBD80EA7BBD1890703DDF6AEABCBE63BABB7377D43C3D375EBDA113013C5A58573D03AE53BD3EA9D23C69DA45BBD60F473D4A91703D0F1AC03C3C072F3BB6D39BBDB125103D00B95C3D6A8003BDE7BDB3BD13B1923D17F6A9BC29DE903C518BCBBCF3E1663D5F8BB03D99F0623DDE6EE6BC8AB67D3D73A6303DFF480D3CBECE91BDF9741BBD1E19B3BDC524723D9AEFB23D7FE4523D545BE73C2221AB3CC941AE3DC68B37BD",
      torch_tensor_8_3_3_3_torch.float32: "0x04000000CE46273EBF58C53D193D10BE9B652A3E60283BBB8D290CBC47BD57BD98FA4FBD60D01D3CF969C0BD9A5037BED105CBBD5CDD1CBDC4D0143E8BF9103E0926ECBD2D24F2BB608263BDEFD9D2BDC19D0ABD98C188BDB44DDC3DCA77C3BD8D8EF23CE96ADEBD590676BD28231B3E1A7FC1BD11993DBCDD353C3E85E6863D9E9DC8BD3CA4ECBDC4368ABD0ED976BD399AAB3DD5402FBDCC34263E9441D8BD287F76BD707F8F3DD7631D3EC5833C3EE756FC3C1EE8043C7496B0BDFCB1DE3D2C76E4BDE4314FBDA4B524BE6A733DBED64DDC3D7636563C2C191D3E55D01C3E38D3CE3D50BB9D3D37924CBDC954D13D3587BD3D1D71883D5E0AB6BB2F7DEB3C66D65F3A97040FBE3DFD363DD1DF10BE773CBF3DC1D4EABDCCBE80BDCDEBBABD768C1B3E93C70ABE8D40C93D0BACC53DA6570B3E7381453D1CDDD63D71C81B3E82451B3D8903863D4A181ABE647053BDEAF28E3C2A03BF3CD53F8BBDA15C43BECBFF4CBD61E4963DB2B0293E7FF531BECC2CBC3D58FE3ABE14753CBE9FD3F6BD6F3CD0BC1A295C3D83DF15BE6BD4173ECF35323EACFF413C3169203EA86EB2BD38EB9BBD3172CBBC2B43AC3CFA7809BEEACC1DBE94B29B3DEB47633D4FC9403EF0B1A0BD9B2F8B3DBD0C9FBDE090C23DA0AA2EBCB816123E7AF8DA3DA307243EAF8BCA3D61ECEC3B1BD4293E6782E7BD66DF393EBB92403EEA403C3E281CB8BD50D6D0BDCF7D473C9F77753DCFB5C53D064CA03D55CD273EA37E45BD614E81BD751D843DA3AA5B3D56E9E5BDC87D983CE09F15BE794167BD40B09ABD50BF2C3E6F6531BE74B5E8BD86DB40BEADCE463D87AE17BE0A0A7F3DE0E208BE267AFCBDFA5AC9BD6997EC3C3415353ECB98383E4C376EBC420741BE9B3682BDD33596BDB0A927BD7598963D0B58C63D31C0AE3D702F613DD98E9FBD7FCB05BBC9A4C83C6052C9BD50088DBC98CCC4BC76313ABEF398053EAA649FBCAE5B2ABE6BEA1B3E4713D4BDC78A8B3D8A6F433E12F7113C2DCA623D2E9A9C3D63F1143E64DC71BDF0C9DDBD79C076BC311E1A3E068E873CFBEC083EE98ABBBADCDB713DF647DB3B2830AB3BDC883BBECC482CBE130F833C7412C33DAC61043E83CF083C3B23A63DD2D7A43DC41E2ABEDF352DBEEDCB18BE76D7583B4638F9BD2B427CBDD0DFEBBC0AC7993DCEC4363DE9D0363E1BC1313E5F71FBBD07EF1EBAE92B023D750A2C3E9D4D74BD",
      torch_tensor_8_torch.float32: "0x04000000A2E59ABD46ABF9BD6036113E14535FBD529D93BD994A053EEC55353E3AE004BC"
    }
  }
#-}
