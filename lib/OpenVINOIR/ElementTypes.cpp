// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ElementTypes.cpp - OpenVINO element type names <-> MLIR types ------===//

#include "ElementTypes.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::ov;

namespace {

enum class Kind { Float, BFloat, Signless, Unsigned };

struct ElementTypeInfo {
  StringLiteral elementType; // <data element_type="...">
  StringLiteral precision;   // <port precision="...">
  Kind kind;
  unsigned width;
};

// The element types the dialect and the runtime handle (ARCHITECTURE.md);
// OpenVINO's sub-byte (u1, u4, i4, nf4), f8 and string types are left out.
constexpr ElementTypeInfo kTypes[] = {
    {"f16", "FP16", Kind::Float, 16},       {"bf16", "BF16", Kind::BFloat, 16},
    {"f32", "FP32", Kind::Float, 32},       {"f64", "FP64", Kind::Float, 64},
    {"i8", "I8", Kind::Signless, 8},        {"i16", "I16", Kind::Signless, 16},
    {"i32", "I32", Kind::Signless, 32},     {"i64", "I64", Kind::Signless, 64},
    {"u8", "U8", Kind::Unsigned, 8},        {"u16", "U16", Kind::Unsigned, 16},
    {"u32", "U32", Kind::Unsigned, 32},     {"u64", "U64", Kind::Unsigned, 64},
    {"boolean", "BOOL", Kind::Signless, 1},
};

} // namespace

static Type typeOf(const ElementTypeInfo &info, MLIRContext *context) {
  switch (info.kind) {
  case Kind::Float:
    if (info.width == 16)
      return Float16Type::get(context);
    if (info.width == 32)
      return Float32Type::get(context);
    return Float64Type::get(context);
  case Kind::BFloat:
    return BFloat16Type::get(context);
  case Kind::Signless:
    return IntegerType::get(context, info.width);
  case Kind::Unsigned:
    return IntegerType::get(context, info.width, IntegerType::Unsigned);
  }
  llvm_unreachable("unknown kind");
}

static const ElementTypeInfo *infoOf(Type type) {
  if (!type)
    return nullptr;
  for (const ElementTypeInfo &info : kTypes)
    if (typeOf(info, type.getContext()) == type)
      return &info;
  return nullptr;
}

Type ir::parseElementType(StringRef name, MLIRContext *context) {
  // OpenVINO matches element type names case-insensitively ("F32", "I32").
  for (const ElementTypeInfo &info : kTypes)
    if (info.elementType.equals_insensitive(name))
      return typeOf(info, context);
  return nullptr;
}

Type ir::parsePrecision(StringRef name, MLIRContext *context) {
  for (const ElementTypeInfo &info : kTypes)
    if (info.precision == name)
      return typeOf(info, context);
  return nullptr;
}

StringRef ir::elementTypeName(Type type) {
  const ElementTypeInfo *info = infoOf(type);
  return info ? StringRef(info->elementType) : StringRef();
}

StringRef ir::precisionName(Type type) {
  const ElementTypeInfo *info = infoOf(type);
  return info ? StringRef(info->precision) : StringRef();
}

unsigned ir::storageBytes(Type type) {
  const ElementTypeInfo *info = infoOf(type);
  return info ? std::max(1u, info->width / 8) : 0;
}
