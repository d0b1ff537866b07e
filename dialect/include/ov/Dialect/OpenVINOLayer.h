// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OpenVINOLayer.h - The ops' OpenVINO IR mapping -----------*- C++ -*-===//
//
// What OpenVINOLayerOpInterface (OVInterfaces.td) works with: the opsets a
// version serves, and the <data> attributes as OpenVINO writes them, read and
// written through the importer's and exporter's implementations of
// LayerDataReader/LayerDataWriter (text syntax, error locations and the
// layer's name stay in lib/OpenVINOIR; the ops only say which attributes
// they have and their defaults).
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_OPENVINOLAYER_H
#define OV_DIALECT_OPENVINOLAYER_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/IR/Types.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mlir::ov {

/// The opsets in which a layer type resolves to one op version: opset
/// `first` to `last` (none: every later opset).
struct OpsetRange {
  unsigned first = 1;
  std::optional<unsigned> last;

  bool contains(unsigned opset) const {
    return opset >= first && (!last || opset <= *last);
  }
};

/// A layer's <data> attributes, for an op's import hook. Every method fails
/// after reporting an error that names the layer and the attribute.
class LayerDataReader {
public:
  virtual ~LayerDataReader();

  /// An integer list ("2, 2"); an absent attribute is the empty list unless
  /// `required`.
  virtual FailureOr<SmallVector<int64_t>> readList(StringRef name,
                                                   bool required) = 0;
  virtual FailureOr<int64_t> readInteger(StringRef name,
                                         int64_t defaultValue) = 0;
  virtual FailureOr<double> readNumber(StringRef name, double defaultValue) = 0;
  /// An `element_type` name (i32, f32, ...).
  virtual FailureOr<Type> readElementType(StringRef name,
                                          Type defaultValue) = 0;
  /// The attribute's text as written, or std::nullopt when absent.
  virtual std::optional<std::string> readText(StringRef name) = 0;
  /// Starts an error about attribute `name` ("layer ...: attribute 'x': ").
  virtual InFlightDiagnostic attributeError(StringRef name) = 0;

  /// A boolean as OpenVINO writes it: "true"/"false" in any case, or 1/0.
  FailureOr<bool> readBoolean(StringRef name, bool defaultValue) {
    std::optional<std::string> text = readText(name);
    if (!text)
      return defaultValue;
    std::string value = StringRef(*text).trim().lower();
    if (value == "true" || value == "1")
      return true;
    if (value == "false" || value == "0")
      return false;
    return attributeError(name)
           << "expected true or false, got '" << *text << "'";
  }

  /// An enum attribute through its ODS `symbolize` function; OpenVINO
  /// matches enum strings case-insensitively.
  template <typename EnumT>
  FailureOr<EnumT> readEnum(StringRef name, EnumT defaultValue,
                            std::optional<EnumT> (*symbolize)(StringRef)) {
    std::optional<std::string> text = readText(name);
    if (!text)
      return defaultValue;
    if (std::optional<EnumT> value = symbolize(StringRef(*text).trim().lower()))
      return *value;
    return attributeError(name) << "unknown value '" << *text << "'";
  }
};

/// A layer's <data> attributes, for an op's export hook, in the order
/// written.
class LayerDataWriter {
public:
  virtual ~LayerDataWriter();

  virtual void writeList(StringRef name, ArrayRef<int64_t> values) = 0;
  virtual void writeInteger(StringRef name, int64_t value) = 0;
  virtual void writeNumber(StringRef name, float value) = 0;
  virtual void writeText(StringRef name, StringRef text) = 0;
  virtual void writeElementType(StringRef name, Type type) = 0;
};

/// The registered ov op that represents `type` layers of `version`
/// ("opsetN"): the one implementing OpenVINOLayerOpInterface whose layer type
/// is `type` and whose opsets contain N. This is the (type, opset) table:
/// the ops' own interface methods, nothing else.
std::optional<RegisteredOperationName>
lookupLayerOp(MLIRContext *context, StringRef type, StringRef version);

/// The first opset with a `type` layer that an ov op represents, or
/// std::nullopt when no ov op represents `type`.
std::optional<unsigned> firstOpsetWithLayer(MLIRContext *context,
                                            StringRef type);

} // namespace mlir::ov

#endif // OV_DIALECT_OPENVINOLAYER_H
