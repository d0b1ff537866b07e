// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OVBase.td - The ov dialect, its enums and type constraints --------===//
//
// OpenVINO operations as an MLIR dialect. Enum attributes print as the strings
// OpenVINO's IR uses, so that importing and exporting IR is a direct mapping.
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_OVBASE_TD
#define OV_DIALECT_OVBASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def OV_Dialect : Dialect {
  let name = "ov";
  let cppNamespace = "::mlir::ov";
  let summary = "OpenVINO operations, one op per opset version of each layer";
  let description = [{
    Versioned OpenVINO operations with OpenVINO's attribute names and
    semantics (as recorded in docs/semantics.md). Shape rules live in one C++
    module (`ov/Dialect/ShapeRules.h`) that the verifiers, shape inference,
    the lowerings and the importer all call.
  }];
  // Reified output sizes are built from affine.apply/affine.max and
  // tensor.dim/memref.dim ops.
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::tensor::TensorDialect"
  ];
  let useDefaultAttributePrinterParser = 1;
  let hasCanonicalizer = 0;
}

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

def OV_RoundingFloor     : I32EnumAttrCase<"floor", 0>;
def OV_RoundingCeil      : I32EnumAttrCase<"ceil", 1>;
// Only MaxPool-14 accepts ceil_torch; the older versions reject it in their
// verifier with OpenVINO's diagnostic rather than a parse error.
def OV_RoundingCeilTorch : I32EnumAttrCase<"ceil_torch", 2>;
def OV_RoundingType : I32EnumAttr<"RoundingType", "output size rounding",
    [OV_RoundingFloor, OV_RoundingCeil, OV_RoundingCeilTorch]> {
  let cppNamespace = "::mlir::ov";
  let genSpecializedAttr = 0;
}
def OV_RoundingTypeAttr : EnumAttr<OV_Dialect, OV_RoundingType, "rounding_type"> {
  let assemblyFormat = "$value";
}

// `explicit` is a C++ keyword: the enumerator is explicit_, the string "explicit".
def OV_AutoPadExplicit  : I32EnumAttrCase<"explicit_", 0, "explicit">;
def OV_AutoPadSameUpper : I32EnumAttrCase<"same_upper", 1>;
def OV_AutoPadSameLower : I32EnumAttrCase<"same_lower", 2>;
def OV_AutoPadValid     : I32EnumAttrCase<"valid", 3>;
def OV_AutoPad : I32EnumAttr<"AutoPad", "padding mode",
    [OV_AutoPadExplicit, OV_AutoPadSameUpper, OV_AutoPadSameLower,
     OV_AutoPadValid]> {
  let cppNamespace = "::mlir::ov";
  let genSpecializedAttr = 0;
}
def OV_AutoPadAttr : EnumAttr<OV_Dialect, OV_AutoPad, "auto_pad"> {
  let assemblyFormat = "$value";
}

def OV_ROIAlignAvg : I32EnumAttrCase<"avg", 0>;
def OV_ROIAlignMax : I32EnumAttrCase<"max", 1>;
def OV_ROIAlignMode : I32EnumAttr<"ROIAlignMode", "ROIAlign pooling mode",
    [OV_ROIAlignAvg, OV_ROIAlignMax]> {
  let cppNamespace = "::mlir::ov";
  let genSpecializedAttr = 0;
}
def OV_ROIAlignModeAttr : EnumAttr<OV_Dialect, OV_ROIAlignMode, "roi_align_mode"> {
  let assemblyFormat = "$value";
}

// ROIAlign-9's box alignment (docs/semantics.md 3.5); ROIAlign-3 is asymmetric.
def OV_AlignedAsymmetric    : I32EnumAttrCase<"asymmetric", 0>;
def OV_AlignedHalfPixelForNN : I32EnumAttrCase<"half_pixel_for_nn", 1>;
def OV_AlignedHalfPixel     : I32EnumAttrCase<"half_pixel", 2>;
def OV_AlignedMode : I32EnumAttr<"AlignedMode", "ROIAlign box alignment",
    [OV_AlignedAsymmetric, OV_AlignedHalfPixelForNN, OV_AlignedHalfPixel]> {
  let cppNamespace = "::mlir::ov";
  let genSpecializedAttr = 0;
}
def OV_AlignedModeAttr : EnumAttr<OV_Dialect, OV_AlignedMode, "aligned_mode"> {
  let assemblyFormat = "$value";
}

//===----------------------------------------------------------------------===//
// Type constraints
//===----------------------------------------------------------------------===//

// Every element type OpenVINO's validation accepts for MaxPool: floats and
// integers of 8 to 64 bits, signless, signed or unsigned (no i1: boolean).
def OV_PoolElementType : AnyTypeOf<[F16, BF16, F32, F64,
                                    AnyI8, AnyI16, AnyI32, AnyI64]>;
def OV_FloatElementType : AnyTypeOf<[F16, BF16, F32, F64]>;
def OV_IntegerElementType : AnyTypeOf<[AnyI8, AnyI16, AnyI32, AnyI64]>;
def OV_IndexElementType : AnyTypeOf<[I32, I64]>;

// Ranked or unranked: OpenVINO accepts inputs of dynamic rank.
def OV_PoolTensor : TensorOf<[OV_PoolElementType]>;
def OV_FloatTensor : TensorOf<[OV_FloatElementType]>;
def OV_IntegerTensor : TensorOf<[OV_IntegerElementType]>;
def OV_IndexTensor : TensorOf<[OV_IndexElementType]>;

class OV_Op<string mnemonic, list<Trait> traits = []>
    : Op<OV_Dialect, mnemonic, traits>;

#endif // OV_DIALECT_OVBASE_TD
