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
    %1 = "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
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
      torch_tensor_5_torch.float32: "0x04000000A8049B3DF6FA433D41A0EFBBDB0DBD3C904717BD",
      torch_tensor_5_128_torch.float32: "0x0400000025D7603D558F0FBD03A3A8BC2E8FF63A7D1DA6BD435B67BAC4F711BCD11802BC01BF90BC27B68E3D0797853DD45F75BD392D283D09FD8DBD0A1B9ABD5E56DD3C1F43AA3AB2E428BD0598AEBD82280CBD6BD7F13C408DA7BDA2DAAFBD27BB373C366882BD64969EBD0F7D0BBD752769BC437EA4BD46BE71BDA0E7BD3B34B2AABD688B4BBCF4C469BD8DFA7ABDDC4A0E3D26548BBDC22E89BDC6764E3DC960873C4CDBA43DE88AC1BCC1DE2EBD870506BCA374EA39A90D8A3D4A4FB4BD2638CEBB0A26203D595E47BD74F737BD2DF62E3D3673ADBD0593AB3C89248CBDA3F4333D63C79ABD45955E3DDB5BABBDA92898BDFABAAA3A22A48E3D2F069BBDA97D21BD72FC9E3D11DA72BCAFFC153DE923AEBD60B5E3BCD9DA37BD429C983DB042163DDD1584BD4B7B693C7F2785BA32C014BD77C04EBDDD46F0BC2AAF8E3D9EC381BDABF280BD4764DFBC668AC93A3C1AC53C4AD32D3BD14DAEBCB0855BBD50EC81BC68BD11BD3040923DB934B0BDFBED66BD8A4693BD7E5484BC45108D3DA9AB9E3D5C969DBDD8F97ABB2381543DF2951F3D0D46943D49AD20BB4C4073BDE77F6F3DF34BF8BC67753B3D6770B2BC88E6193D41D0A23D6352A83D47BDA4BD407B6FBDE4B015BD58DF66BD25B0AD3D73CCFFBBAA2770BD771A21BD33FA47BD3BB5133DF2E49DBD72C8A8BD1C71B2BDCBDD1B3DFE02333DCADA60BD408EB33C2EA0853D386B523C913399BC72FCD53B43481BBC4249363D0FD475BD3997373DB30D4C3D9D595BBD55D0933D60CBB13DDDB90EBD5CCFCABC896C343D72D08DBDCC2B0F3D41EEA83C2834643D103C9DBD5B6396BD239A223D0569023D977CA8BDF1E449BDF9A0A5BDB8AF81BD0A5A23BDEBCC953DD52090BCF5EF4F3D1EE9AB3D21FE243DE60CA2BDA32F363D14180A3D464D8C3D4C90B2BDD9A85E3DFC2B943DFC69A8BDDB83173C06889A3D26A883BD6F95ED3C08FA1F3D03C6BD3CAFFBB33D0637943D704E9B3D008234BCBDD2973DB8B1A8BDDF5D43BDD2DD9ABC9317D7BCE434A73DD5C22A3DD015693D1943763DDB3887BD0BBA27BC5877533CBC53BC3C0F2C3A3DC10E10BD9055DABC6377973DBD54C2BCAE7C7BBD047A753D0F28753DF50BE3BCF1C190BC0F9285BD092B97BDFC24083D05A91ABDD21B903DCFF190BDDA2B48BC5B25FA3A98113A3D2781923D992C753D345E1F3D6B2C26BD484681BD35F1A1BDA1AB8F3B2C91AF3D768889BC56DC73BBB08B83BD7C4CDE3CC886653D4778B2BD62EB7EBD1A15863D936FAB3CD792B4BB4F6F813C222E5CBC660D7DBD5E26A9BD9F1D6E3D1A3D2CBCE07406BD35E5BABCD87645BDAB75D6BCBD639BBDF476873DF5D5133D789536BD1E23F7BC936C223D9C1006BD43EFBE3C595EC73CA1E663BDE961B53C5235B13B70199E3D2AFE02BD3223BABC64F79B3D21D293BDFF40D13B9C69AE3D985322BD3E8AAD3D35A0A03DD368A83DFA2F0ABC91C1A33D4CBF1DBDFDDAF7BC51EF083D96F5983C4595473DB306AC3DDBA162BDC124403D2940F23C03003F3D32AB2B3D836D07BDD9118FBD97E2903D85724EBD0E76673D6872ACBDC0887ABCDD94753A9E907A3C4F1DEA3B4C29E43C823E21BC6954B13C4722B33D03426ABD11219EBBD1320ABDECD49E3DB3F59A3DD8F51DBB23FDFABC02B15FBDC886813D4C73C7BB597CAA3DF6744E3D72729E3D262C8F3D9D446BBD64F0D33C601F16BD71A7353D0A3402BCB5BBFA3B9E637ABD18C8A1BD7F55083DD743A83CE094FB3B0BE5753D972D17BD4C84003DA16547BD5E07963C494EA5BC9B8B7D3D5A4C9E3D37389D3DC949823BE07D553D05DDB4BDAB5E54BDD068813C9338013A061D8EBD153E20BD771729BDDB58B3BD931C0A3CB2CC763D31F0123D39042CBD4839A6BDD00A92BD9DE5D63A1C0D793DA09D12BD640045BDC22141BDD2BAFABBE6E7ABBD51BD9FBD9831B23D7DA92CBDE49882BC97BAC1BCCF069FBDBB4C7FBCF4A6DD3C300213BD61E176BB26ACDDB9A434B4BDBA8C833DF538923D07D7763D2AC9EDBC27303D3DE099A9BD8920B3BC154493BC29B5FFBC680E183D3CF724BDC2D827BC6D14D1BCFFFDA9BD30266FBCDB6899BD331B533D0A7F413DD593A93DAE25F3BC9D48933B0AD78D3C65B2B43DBDECA53D8B5E3BBDA3079ABD8E26A3BDDF572EBDD932983D5D2EF33C36A8AE3DE02C863D65F5A73AF66160BDF7C3B03D6035913DFABD1C3DBCC445BD719A8E3D1ECE033C6A646F3D581A173DDD3E403D12D79EBD5EBE48BDF623593DEED996BCB07B9DBD6D9EA43D6A89FABA7F06923DDD7C8DBD9D4BF93C5F5E08BDF75918BD490597BCD40106BDFD61463DF59289BC8740893DE538A53C13C35FBC021D51BD28C1A5BDC13AD3BC2FA1A7BD792686BC4A5ABD3A36A6BABBEAD631BD23477B3D94E44B3D6665B2BC290B0FBD329C633DC17D9D3D8FBFA5BD8E719CBC536406BC7E1403BDB1899A3DB1E855BC1B7A993D6F17E5394B151DBC812D53BDA7C2F0BCB551E93CAE24203D301A4EBBA47BAC3D2F947ABD7CCF0A3D2A0AA33DFECE7BBC80B68F3DB7F9BE3A2F8E87BDCF9E46BDA4C1063DFEAB1CBD0B26AE3C532BB23D74F4F53C518807BC99FCB43C199650BD201A98BD791288BDCFE497BD4498943CC1098D3CD7DA19BD6D10B1BD3A1E443D926C4DBD21C471BC0CC897BD413F4CBD2C07173D1CA9A8BDE5724EBD36B7873DCBAB39BD1FAA16BD4A4DCBBCB9C11A3D827C6DBD2533113C89DB133D9D40D2BB3DED823C14178ABD6FAD233DF54D073D27A535BCF5AD95BD7ECE103DC93E6C3D314B7DBC78A42A3D6431063DC1CD10BD1210C9BB9031B43D19C7DA39A81C90BD1339D3BB911C343D205BECBCFC973DBDAB1E953DD0853F3DFD0776BC27F8933B292919BC181BA83CE8DD4D3B0F155BBD2327863C2981173BAF41BB3BF3F709BD6586B93C6D6192BD8771D83CB52F443DC05F1FBCA89D8CBD0775A8B9E990033912709CBDBB0880BD896EA73DA15E873D97A4483D31CE7A3D185F0B3D54C04B3D3BC96F3D6726A9BCA61738BC4013813DB68205B8DC926BBDB85C8CBDB47A4A3D1CF1953DF3948C3D2000713C83E8793D2B33A6BDEF6A82BDAC2EAEBD44D8913DF0A851BABEB426BD2902F53CE28507BDFF3068BD41A30B3DE393843C9CA181BD0B766EBDBCBF293D95A4893DB2C7EB3BBAD835BDB7D12E3DEA907C3C8B7A9EBD099E6ABDD87B9E3C3005603DAD9EE8BCCE0E2F3D153760BD3639AD3DF8FB803DFB9F873C7C11213DAB17FC3C54A355BD720B4ABA3215C13C3E6FA3BC7196AD3D859D0BBDB2A9A1BDA45B2CBD5500A8BD2D2B953DC48522BD81B87EBD308B1CBCD9F173BD901E3DBD2B92383D95E887BD12BC2A3D9B01843DAFE34FB928C2203D90CC4ABD73298D3D86D9AF3D3D11AC3C63F5A43D40C8B3BD31021FBC7FDE8F3CF2569DBDF42D303D6AFA09BD6DF102BD939F8FBD0202143DEDB683BD3FA799BC35D4203DC75E883D6FBBA33C4E0E07BD6B791DBDC0344B3DF957863CFF61983DB456083D71D3913DF0DD91BDCA86913D165726BD08D3C1BC20AF0A3A9DC987BC073A8F3C464EA13D105058BD08BBDF3C6B7C91BDF561633C3420953DDA1D743D",
      torch_tensor_8_3_3_3_torch.float32: "0x04000000AE522B3DFB90D23CB1E214BD990945BEA473213C59CDBABBD72BED3C0C01173E868D3F3EC5D5E9BD259C44BCAEEB9DBDB0A035BE23660FBE11F6383E71CEE53D28B6D33D160ADB3D2D911CBE7391A53C376A373E77F6DBBDB64F2F3E6D304F3D84A50A3E00D8A8BD5BB4B53DFCB22EBE363548BC1277833D44666C3DAAE8243EB1A6413EE948333E7E4F043E3A8D0A3E086CCBBC48EF18BE8D5092BDA2FDB0BC9CFCD4BDC578C93D655A8A3D2A61FE3C996A3E3D991D2D3EAE8E8F3D46D12CBE6B0C0FBE52B7AD3DE6D9D63CBB37C03D0FD144BE6CDE35BE19B2F13DC91BFC3D574A32BEE19B953D4FE119BEE73D153E745A773DF1DB423EF04E42BEAAB63DBE1A3D053E5AF62E3EF67AF13D6D04033E48FC25BE23A40E3EE10F3ABE221A303D441601BEBC8C9CBD3C940B3D94F79ABD4F72F9BC65C93ABE9DCF39BEA7AC983D7DD4A6BD12CAEFBD11859BBD091E21BE73891DBE56D7EB3D4351C83D8C00D23C334DD7BD4921833D5FA70D3CFCD60CBEFEA0293D9C70333E95D641BEB9F643BEDCFEC93CB465143E2DD4EFBD5A872D3D5A890A3ECB09733D60972A3DEA9E443E8F62003E7BACDDBD8645883CA65AC93D03CC2D3E011244BE7F6DD53D8BDC64BD5BF940BE09FA2E3DF292D6BDA16ADF3C8BE4FFBDD14C14BEA1C585BCA96684BD6D84E63D62ED873CE6D2193EA5B9133D9C7A7DBD3C7B053E2D4D2C3CE9F3133DFA867DBDAE0D353A719017BDBF0886BCA1B019BE3B219BBA6F9323BE169529BDCB6BE43D2B0809BEABD504BE777A40BDDA1758BDF671053DB6DD023DACDDC73DC6C107BEA6845EBC1570DC3D80752A3E2A0166BC5B0EE4BD8999623DD973E03DD03CF6BD2FB7E4BD4D35AE3DD9EC5CBC9D213ABE0341E3BDF8D59F3D95AE85BDCE05083E73CA1B3E3B57E53CAC5479BC57387ABD74701FBC8E7B0F3D028816BEFB643CBD0EEC23BE6CE7F13D5200FBBDF407343ECA334BBDB3CAE1BD5F5DBD3DE307EB3C2776083E658AA43D20D83DBED249F93D767114BD8F32AEBD794CFA3D73BA0F3EBC352DBE998E8EBC93D5213EF4A4983D4606263E0D1287BD526CD9BD2176293E2149A43DC52E3D3E48A1A4BD1410FDBDC8CAB8BC5E8E39BE027E9A3D115B113E213B3D3D29C69BBC806AC33DF22DFABD02C8403E46F443BEFDC73CBE55453ABD82F9203E7ADA9D3CEF5D973DEE7310BE88BC8F3D552BB0BCCFFA9D3D",
      torch_tensor_8_torch.float32: "0x04000000AE2D0B3EEB52AB3DA71B86BC773A42BC0732F7BD7A8F8EBD1810003E430C9EBD"
    }
  }
#-}
