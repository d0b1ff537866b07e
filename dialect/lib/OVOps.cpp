// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OVOps.cpp - ov dialect operations ---------------------------------===//
//
// What spans the families: the OpenVINO layer table (the registered ops
// implementing OpenVINOLayerOpInterface), the interfaces of OVInterfaces.td,
// and `ov.layer`. Each family's ops are in <Family>Ops.cpp.
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/OVOps.h"

using namespace mlir;
using namespace mlir::ov;

LayerDataReader::~LayerDataReader() = default;
LayerDataWriter::~LayerDataWriter() = default;

/// The OpenVINO mapping of a registered ov op, or null. (MLIR 22's
/// getRegisteredOperationsByDialect finds no ops: filter them all.)
static OpenVINOLayerOpInterface::Concept *
layerMappingOf(RegisteredOperationName name) {
  if (name.getDialectNamespace() != OVDialect::getDialectNamespace())
    return nullptr;
  return name.getInterface<OpenVINOLayerOpInterface>();
}

std::optional<RegisteredOperationName>
ov::lookupLayerOp(MLIRContext *context, StringRef type, StringRef version) {
  unsigned opset = 0;
  if (!version.consume_front("opset") || version.getAsInteger(10, opset))
    return std::nullopt;
  for (RegisteredOperationName name : context->getRegisteredOperations())
    if (auto *layer = layerMappingOf(name))
      if (layer->getLayerType() == type && layer->getOpsets().contains(opset))
        return name;
  return std::nullopt;
}

std::optional<unsigned> ov::firstOpsetWithLayer(MLIRContext *context,
                                                StringRef type) {
  std::optional<unsigned> first;
  for (RegisteredOperationName name : context->getRegisteredOperations())
    if (auto *layer = layerMappingOf(name))
      if (layer->getLayerType() == type)
        first = std::min(first.value_or(~0u), layer->getOpsets().first);
  return first;
}

#include "ov/Dialect/OVInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "ov/Dialect/OVOps.cpp.inc"

//===----------------------------------------------------------------------===//
// LayerOp
//===----------------------------------------------------------------------===//

std::optional<StringRef>
LayerOp::getDedicatedRepresentation(MLIRContext *context, StringRef type,
                                    StringRef version) {
  // Structural layers exist in every opset version.
  if (type == "Parameter")
    return StringRef("a function argument");
  if (type == "Const")
    return StringRef("arith.constant");
  if (type == "Result")
    return StringRef("a function result");
  // OpenVINO's IR reader resolves `version="opsetN"` to the op of that name in
  // opset N; the ops say which opsets they serve (OpenVINOLayerOpInterface).
  if (std::optional<RegisteredOperationName> op =
          lookupLayerOp(context, type, version))
    return op->getStringRef();
  return std::nullopt;
}

LogicalResult LayerOp::verify() {
  // I64Attr's accessor is unsigned: read the signed value.
  if (int64_t id = getLayerIdAttr().getInt(); id < 0)
    return emitOpError("expected layer_id >= 0, got ") << id;
  if (getType().empty())
    return emitOpError("expected a non-empty layer type");
  if (std::optional<StringRef> dedicated =
          getDedicatedRepresentation(getContext(), getType(), getVersion()))
    return emitOpError("layer type '")
           << getType() << "' version '" << getVersion()
           << "' is represented by " << *dedicated
           << ", not by a generic layer";
  // OpenVINO's <data> attributes are text; keeping them as written is what
  // lets export reproduce the layer.
  for (NamedAttribute attr : getData())
    if (!isa<StringAttr>(attr.getValue()))
      return emitOpError("expected data attribute '")
             << attr.getName().getValue()
             << "' to be a string (OpenVINO's attribute text), got "
             << attr.getValue();
  return success();
}
