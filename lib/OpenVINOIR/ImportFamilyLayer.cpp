// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ImportFamilyLayer.cpp - Layers of the ov op families ---------------===//
//
// A layer whose type is an op family's (MaxPool, AvgPool, ROIAlign, ...) is
// imported as the version its opset resolves it to (OpsetTable.h), strictly:
// an opset without the type is refused as OpenVINO refuses it. An attribute
// the resolved version does not define, which OpenVINO ignores, is accepted
// only where it is another version's and its value changes nothing (the
// family hooks say which, through readOtherVersionAttribute); otherwise it
// is refused, naming it (docs/openvino-ir.md, "Attributes of other
// versions"). A version without a dialect op of its own stays a generic
// layer, which ov-compile refuses by name.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"
#include "OpsetTable.h"

#include "ov/Dialect/OVOps.h"

#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace mlir::ov;

namespace mlir::ov::ir {

/// A layer's <data> as the ops' import hooks read it: the importer's own
/// attribute readers, whose errors name the layer. It remembers the names
/// the hook asked for: the attributes its version defines, and those of
/// other versions it judged.
class LayerReader : public LayerDataReader {
public:
  LayerReader(Importer &importer, const Layer &layer, StringRef resolved)
      : importer(importer), layer(layer), resolved(resolved) {}

  FailureOr<SmallVector<int64_t>> readList(StringRef name,
                                           bool required) override {
    asked.insert(name);
    return required ? importer.requiredList(layer, name)
                    : importer.optionalList(layer, name);
  }
  FailureOr<int64_t> readInteger(StringRef name,
                                 int64_t defaultValue) override {
    asked.insert(name);
    return importer.optionalInteger(layer, name, defaultValue);
  }
  FailureOr<double> readNumber(StringRef name, double defaultValue) override {
    std::optional<std::string> text = readText(name);
    if (!text)
      return defaultValue;
    if (std::optional<double> value = parseFloat(*text))
      return *value;
    return attributeError(name) << "'" << *text << "' is not a number";
  }
  FailureOr<Type> readElementType(StringRef name, Type defaultValue) override {
    asked.insert(name);
    return importer.elementTypeAttribute(layer, name, defaultValue);
  }
  std::optional<std::string> readText(StringRef name) override {
    asked.insert(name);
    if (std::optional<StringRef> text = importer.attribute(layer, name))
      return text->str();
    return std::nullopt;
  }
  InFlightDiagnostic attributeError(StringRef name) override {
    return importer.layerError(layer, layer.data)
           << "attribute '" << name << "': ";
  }

  LogicalResult
  readOtherVersionAttribute(StringRef name, StringRef definedBy,
                            function_ref<bool(StringRef)> changesNothing,
                            StringRef unless) override {
    asked.insert(name);
    std::optional<StringRef> text = importer.attribute(layer, name);
    if (!text || changesNothing(*text))
      return success();
    return notAnAttribute(name, *text)
           << "; OpenVINO would ignore this " << definedBy
           << " attribute, which changes the answer unless " << unless;
  }

  /// "attribute 'x' ("v") is not an attribute of T-N, the version opsetK
  /// resolves T to": the start of every refusal of an attribute.
  InFlightDiagnostic notAnAttribute(StringRef name, StringRef value) {
    return importer.layerError(layer, layer.data)
           << "attribute '" << name << "' (\"" << value
           << "\") is not an attribute of " << resolved << ", the version "
           << layer.version << " resolves " << layer.type << " to";
  }

  /// Whether the hook asked for attribute `name`.
  bool wasAsked(StringRef name) const { return asked.contains(name); }

private:
  Importer &importer;
  const Layer &layer;
  std::string resolved;
  llvm::StringSet<> asked;
};

/// "AvgPool-14".
static std::string versionName(const LayerVersion &row) {
  return (row.type + "-" + Twine(row.version)).str();
}

/// The dialect op of version `version` of `type`, if ov-mlir has one: the op
/// that serves the version's first opset.
static std::optional<RegisteredOperationName>
opOfVersion(MLIRContext *context, StringRef type, unsigned version) {
  for (const LayerVersion &row : layerVersions())
    if (row.type == type && row.version == version)
      return lookupLayerOp(context, type,
                           "opset" + std::to_string(row.firstOpset));
  return std::nullopt;
}

LogicalResult Importer::importFamilyLayer(Layer &layer, ValueRange operands) {
  std::optional<unsigned> opset = opsetNumber(layer.version);
  const LayerVersion *resolved =
      opset ? resolveLayerVersion(layer.type, *opset) : nullptr;
  if (!resolved) {
    auto [first, last] = *opsetsWithLayerType(layer.type);
    return layerError(layer)
           << "version '" << layer.version << "' names no opset with "
           << layer.type << " (opset" << first << " to opset" << last
           << " have it)";
  }
  std::optional<RegisteredOperationName> op =
      opOfVersion(context, layer.type, resolved->version);
  if (!op)
    return importGenericLayer(layer, operands);
  return importDedicatedOp(layer, *resolved, *op, operands);
}

/// Builds the op that represents the layer through its import hook
/// (OpenVINOLayerOpInterface).
LogicalResult Importer::importDedicatedOp(Layer &layer,
                                          const LayerVersion &resolved,
                                          RegisteredOperationName name,
                                          ValueRange operands) {
  auto *mapping = name.getInterface<OpenVINOLayerOpInterface>();
  if (failed(expectPorts(layer, mapping->getNumInputPorts(),
                         mapping->getNumOutputPorts())))
    return failure();
  LayerReader data(*this, layer, versionName(resolved));
  FailureOr<Operation *> op =
      mapping->buildFromLayer(builder, opLocation(layer), operands, data);
  if (failed(op))
    return failure();
  // What no version of the type defines (a typo, another type's).
  for (pugi::xml_attribute attr : layer.data.attributes())
    if (!data.wasAsked(attr.name()))
      return data.notAnAttribute(attr.name(), attr.value());
  return finishLayer(layer, *op, "shape inference");
}

} // namespace mlir::ov::ir
