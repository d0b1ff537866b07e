// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Export.cpp - The ov dialect -> OpenVINO IR version 11 (.xml + .bin) ===//
//
// Writes what the importer reads, the way OpenVINO's serializer lays it out:
// Parameters first (argument order), then the ops, then the Results (result
// order); input ports numbered from 0, output ports after them; dynamic dims
// as -1; lists as "2, 2". Generic layers keep their id, name and <data> text,
// so that import(export(m)) reproduces m.
//
//===----------------------------------------------------------------------===//

#include "ov/OpenVINOIR/OpenVINOIR.h"

#include "ElementTypes.h"
#include "ov/Dialect/OVOps.h"
#include "ov/Dialect/ShapeRules.h"
#include "ov/Support/Printable.h"
#include "ov/Support/ToolFiles.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <pugixml.hpp>

#include <cstdio>
#include <cstdlib>
#include <set>

using namespace mlir;
using namespace mlir::ov;

/// "2, 2", as OpenVINO writes integer lists.
static std::string formatList(ArrayRef<int64_t> values) {
  return llvm::join(
      llvm::map_range(values, [](int64_t v) { return std::to_string(v); }),
      ", ");
}

/// The shortest decimal text that reads back as `value`.
static std::string formatFloat(float value) {
  char text[32];
  for (int precision = 1; precision < 10; ++precision) {
    std::snprintf(text, sizeof(text), "%.*g", precision, double(value));
    if (std::strtof(text, nullptr) == value)
      break;
  }
  return text;
}

/// A Parameter's `shape` as OpenVINO's serializer writes it: "1,3,?,224",
/// intervals "2..10" and "3.." from the argument's `ov.dims_min`/`ov.dims_max`
/// ("..." for a dynamic rank). Ports carry -1 for every dynamic dim.
static std::string formatShape(ShapedType type, ArrayRef<DimBounds> bounds) {
  if (!type.hasRank())
    return "...";
  return llvm::join(llvm::map_range(bounds,
                                    [](const DimBounds &b) {
                                      if (b.isStatic())
                                        return std::to_string(b.lower);
                                      if (b == DimBounds{})
                                        return std::string("?");
                                      std::string text =
                                          std::to_string(b.lower) + "..";
                                      if (b.upper != kUnboundedDim)
                                        text += std::to_string(b.upper);
                                      return text;
                                    }),
                    ",");
}

/// Whether `name` can be written as an XML attribute name: the characters
/// pugixml reads as one (a letter, '_', ':' or a non-ASCII byte, then also
/// digits, '.' and '-').
static bool isXMLName(StringRef name) {
  auto start = [](char c) {
    return llvm::isAlpha(c) || c == '_' || c == ':' ||
           static_cast<unsigned char>(c) >= 0x80;
  };
  auto rest = [&](char c) {
    return start(c) || llvm::isDigit(c) || c == '.' || c == '-';
  };
  return !name.empty() && start(name.front()) &&
         llvm::all_of(name.drop_front(), rest);
}

/// The name a value or op carried into MLIR (the importer's NameLoc).
static StringRef nameOf(Location loc) {
  if (auto named = dyn_cast<NameLoc>(loc))
    return named.getName().strref();
  return "";
}

namespace {

/// A layer's <data> as the ops' export hooks write it, in OpenVINO's text.
class LayerWriter : public LayerDataWriter {
public:
  explicit LayerWriter(pugi::xml_node data) : data(data) {}

  void writeList(StringRef name, ArrayRef<int64_t> values) override {
    writeText(name, formatList(values));
  }
  void writeInteger(StringRef name, int64_t value) override {
    writeText(name, std::to_string(value));
  }
  void writeNumber(StringRef name, float value) override {
    writeText(name, formatFloat(value));
  }
  void writeText(StringRef name, StringRef text) override {
    data.append_attribute(name.str().c_str()).set_value(text.str().c_str());
  }
  void writeElementType(StringRef name, Type type) override {
    writeText(name, ir::elementTypeName(type));
  }

private:
  pugi::xml_node data;
};

struct StreamWriter : pugi::xml_writer {
  explicit StreamWriter(llvm::raw_ostream &os) : os(os) {}
  void write(const void *data, size_t size) override {
    os.write(static_cast<const char *>(data), size);
  }
  llvm::raw_ostream &os;
};

class Exporter {
public:
  Exporter(llvm::raw_ostream &weights) : weights(weights) {}
  LogicalResult run(ModuleOp module, llvm::raw_ostream &xml);

private:
  int64_t allocateId();
  pugi::xml_node addLayer(int64_t id, StringRef name, StringRef type,
                          StringRef version);
  LogicalResult addPorts(Operation *where, pugi::xml_node layer,
                         TypeRange inputs, TypeRange outputs);
  void addEdges(int64_t layerId, ValueRange operands);
  void setProducers(int64_t layerId, unsigned firstOutputPort,
                    ValueRange values);
  LogicalResult exportConstant(arith::ConstantOp op);
  LogicalResult exportOp(Operation *op);

  llvm::raw_ostream &weights;
  uint64_t weightsSize = 0;
  pugi::xml_document document;
  pugi::xml_node layers, edges;
  /// Where each value comes from: (layer id, output port id).
  DenseMap<Value, std::pair<int64_t, int64_t>> producers;
  /// Ids taken by generic layers (kept) and by layers written so far.
  std::set<int64_t> usedIds;
  int64_t nextId = 0;
  /// Generic layers keep their ids; duplicates get fresh ones.
  DenseMap<Operation *, int64_t> genericIds;
};

int64_t Exporter::allocateId() {
  while (usedIds.count(nextId))
    ++nextId;
  usedIds.insert(nextId);
  return nextId;
}

pugi::xml_node Exporter::addLayer(int64_t id, StringRef name, StringRef type,
                                  StringRef version) {
  pugi::xml_node layer = layers.append_child("layer");
  layer.append_attribute("id").set_value(static_cast<long long>(id));
  layer.append_attribute("name").set_value(name.str().c_str());
  layer.append_attribute("type").set_value(type.str().c_str());
  if (!version.empty())
    layer.append_attribute("version").set_value(version.str().c_str());
  return layer;
}

/// <input> and <output> ports, numbered from 0 across both.
LogicalResult Exporter::addPorts(Operation *where, pugi::xml_node layer,
                                 TypeRange inputs, TypeRange outputs) {
  int64_t portId = 0;
  auto addList = [&](const char *listName, TypeRange types) -> LogicalResult {
    if (types.empty())
      return success();
    pugi::xml_node list = layer.append_child(listName);
    for (Type type : types) {
      auto shaped = dyn_cast<TensorType>(type);
      StringRef precision =
          shaped ? ir::precisionName(shaped.getElementType()) : StringRef();
      if (precision.empty())
        return where->emitError("cannot export type ")
               << type << " to OpenVINO IR (tensors of f16, bf16, f32, f64, "
               << "8- to 64-bit integers or i1)";
      pugi::xml_node port = list.append_child("port");
      port.append_attribute("id").set_value(static_cast<long long>(portId++));
      port.append_attribute("precision").set_value(precision.str().c_str());
      if (!shaped.hasRank())
        continue;
      for (int64_t dim : shaped.getShape())
        port.append_child("dim").text().set(
            static_cast<long long>(ShapedType::isDynamic(dim) ? -1 : dim));
    }
    return success();
  };
  return failure(failed(addList("input", inputs)) ||
                 failed(addList("output", outputs)));
}

void Exporter::addEdges(int64_t layerId, ValueRange operands) {
  for (auto [port, operand] : llvm::enumerate(operands)) {
    auto [fromLayer, fromPort] = producers.lookup(operand);
    pugi::xml_node edge = edges.append_child("edge");
    edge.append_attribute("from-layer")
        .set_value(static_cast<long long>(fromLayer));
    edge.append_attribute("from-port")
        .set_value(static_cast<long long>(fromPort));
    edge.append_attribute("to-layer")
        .set_value(static_cast<long long>(layerId));
    edge.append_attribute("to-port").set_value(static_cast<long long>(port));
  }
}

void Exporter::setProducers(int64_t layerId, unsigned firstOutputPort,
                            ValueRange values) {
  for (auto [i, value] : llvm::enumerate(values))
    producers[value] = {layerId, firstOutputPort + i};
}

LogicalResult Exporter::exportConstant(arith::ConstantOp op) {
  auto value = dyn_cast<DenseElementsAttr>(op.getValue());
  auto type = value ? dyn_cast<RankedTensorType>(value.getType()) : nullptr;
  Type elementType = type ? type.getElementType() : Type();
  unsigned bytes = elementType ? ir::storageBytes(elementType) : 0;
  if (!type || bytes == 0)
    return op.emitError("cannot export this constant to OpenVINO IR: "
                        "expected dense tensor elements of an OpenVINO "
                        "element type");
  int64_t count = type.getNumElements();
  StringRef name = nameOf(op.getLoc());
  // The element count of a static type fits int64 (the verifier); its bytes
  // may not.
  if (count > ir::kMaxConstantBytes / int64_t(bytes))
    return op.emitError() << "cannot export constant"
                          << (name.empty() ? "" : " '" + printable(name) + "'")
                          << " of type " << type << ": more than "
                          << ir::kMaxConstantBytes
                          << " bytes (the limit per constant)";
  uint64_t offset = weightsSize;
  if (elementType.isInteger(1)) {
    // One byte per boolean, as OpenVINO stores them.
    for (bool bit : value.getValues<bool>())
      weights << char(bit ? 1 : 0);
  } else {
    // A splat holds one element: write it `count` times. (The host is
    // little-endian, as the weights file is.)
    ArrayRef<char> raw = value.getRawData();
    for (int64_t i = 0, e = value.isSplat() ? count : 1; i < e; ++i)
      weights.write(raw.data(), raw.size());
  }
  weightsSize += uint64_t(count) * bytes;

  int64_t id = allocateId();
  std::string fallback = "Constant_" + std::to_string(id);
  pugi::xml_node layer = addLayer(id, name.empty() ? StringRef(fallback) : name,
                                  "Const", "opset1");
  pugi::xml_node data = layer.append_child("data");
  data.append_attribute("element_type")
      .set_value(ir::elementTypeName(elementType).str().c_str());
  data.append_attribute("shape").set_value(formatList(type.getShape()).c_str());
  data.append_attribute("offset").set_value(
      static_cast<unsigned long long>(offset));
  data.append_attribute("size").set_value(
      static_cast<unsigned long long>(uint64_t(count) * bytes));
  if (failed(addPorts(op, layer, {}, type)))
    return failure();
  setProducers(id, 0, op.getResult());
  return success();
}

LogicalResult Exporter::exportOp(Operation *op) {
  if (auto constant = dyn_cast<arith::ConstantOp>(op))
    return exportConstant(constant);
  pugi::xml_node layer;
  int64_t id;
  StringRef name = nameOf(op->getLoc());
  std::string fallback;
  auto start = [&](StringRef type, StringRef version) {
    id = allocateId();
    if (name.empty())
      name = fallback = (type + "_" + Twine(id)).str();
    layer = addLayer(id, name, type, version);
  };
  if (auto mapped = dyn_cast<OpenVINOLayerOpInterface>(op)) {
    // The first opset that has the version names it.
    start(mapped.getLayerType(),
          "opset" + std::to_string(mapped.getOpsets().first));
    LayerWriter data(layer.append_child("data"));
    mapped.writeLayerData(data);
  } else if (auto generic = dyn_cast<LayerOp>(op)) {
    id = genericIds.lookup(generic);
    for (NamedAttribute attr : generic.getData())
      if (!isXMLName(attr.getName().strref()))
        return op->emitError("cannot export data attribute '")
               << attr.getName().strref() << "': not an XML attribute name";
    layer = addLayer(id, generic.getName(), generic.getType(),
                     generic.getVersion());
    if (!generic.getData().empty()) {
      pugi::xml_node data = layer.append_child("data");
      for (NamedAttribute attr : generic.getData())
        data.append_attribute(attr.getName().str().c_str())
            .set_value(cast<StringAttr>(attr.getValue()).str().c_str());
    }
  } else {
    return op->emitError("cannot export '")
           << op->getName()
           << "' to OpenVINO IR (only ov ops, arith.constant and func.return)";
  }
  if (failed(addPorts(op, layer, op->getOperandTypes(), op->getResultTypes())))
    return failure();
  addEdges(id, op->getOperands());
  setProducers(id, op->getNumOperands(), op->getResults());
  return success();
}

LogicalResult Exporter::run(ModuleOp module, llvm::raw_ostream &xml) {
  SmallVector<func::FuncOp> funcs;
  for (auto func : module.getOps<func::FuncOp>())
    if (!func.isExternal())
      funcs.push_back(func);
  if (funcs.size() != 1)
    return module.emitError("expected one function with a body to export, "
                            "got ")
           << funcs.size();
  func::FuncOp func = funcs.front();
  if (!func.getBody().hasOneBlock())
    return func.emitError("expected a function with a single block");
  Block &body = func.getBody().front();

  pugi::xml_node net = document.append_child("net");
  net.append_attribute("name").set_value(func.getSymName().str().c_str());
  net.append_attribute("version").set_value(11);
  layers = net.append_child("layers");
  edges = net.append_child("edges");

  // Generic layers keep their ids (first come, first served); the others
  // take free ones.
  for (auto generic : body.getOps<LayerOp>())
    if (usedIds.insert(generic.getLayerIdAttr().getInt()).second)
      genericIds[generic] = generic.getLayerIdAttr().getInt();
  for (auto generic : body.getOps<LayerOp>())
    if (!genericIds.count(generic))
      genericIds[generic] = allocateId();

  for (BlockArgument argument : body.getArguments()) {
    auto type = dyn_cast<TensorType>(argument.getType());
    StringRef elementType =
        type ? ir::elementTypeName(type.getElementType()) : StringRef();
    if (elementType.empty())
      return func.emitError("cannot export argument ")
             << argument.getArgNumber() << " of type " << argument.getType()
             << " to OpenVINO IR";
    int64_t id = allocateId();
    StringRef name = nameOf(argument.getLoc());
    std::string fallback = "Parameter_" + std::to_string(id);
    pugi::xml_node layer = addLayer(
        id, name.empty() ? StringRef(fallback) : name, "Parameter", "opset1");
    pugi::xml_node data = layer.append_child("data");
    data.append_attribute("shape").set_value(
        formatShape(type, readBounds(type, func.getArgAttrDict(
                                               argument.getArgNumber())))
            .c_str());
    data.append_attribute("element_type").set_value(elementType.str().c_str());
    if (failed(addPorts(func, layer, {}, type)))
      return failure();
    setProducers(id, 0, argument);
  }

  for (Operation &op : body.without_terminator())
    if (failed(exportOp(&op)))
      return failure();

  auto ret = dyn_cast<func::ReturnOp>(body.getTerminator());
  if (!ret)
    return body.getTerminator()->emitError("expected func.return");
  for (Value value : ret.getOperands()) {
    int64_t id = allocateId();
    pugi::xml_node layer =
        addLayer(id, "Result_" + std::to_string(id), "Result", "opset1");
    if (failed(addPorts(ret, layer, value.getType(), {})))
      return failure();
    addEdges(id, value);
  }

  StreamWriter writer(xml);
  document.save(writer, "  ", pugi::format_default, pugi::encoding_utf8);
  return success();
}

} // namespace

LogicalResult mlir::ov::exportOpenVINOIR(ModuleOp module,
                                         llvm::raw_ostream &xml,
                                         llvm::raw_ostream &weights) {
  return Exporter(weights).run(module, xml);
}

LogicalResult mlir::ov::exportOpenVINOIR(ModuleOp module, StringRef xmlPath,
                                         StringRef binPath) {
  SmallString<128> weightsPath(binPath.empty() ? xmlPath : binPath);
  if (binPath.empty())
    llvm::sys::path::replace_extension(weightsPath, "bin");
  // Each written whole or not at all: a failure leaves the previous files.
  std::string error;
  AtomicOutputFile xmlFile, binFile;
  llvm::raw_fd_ostream *xml = nullptr, *bin = nullptr;
  if (!xmlFile.open(xmlPath, error) || !(xml = xmlFile.stream(error)) ||
      !binFile.open(weightsPath, error) || !(bin = binFile.stream(error)))
    return module.emitError(error);
  if (failed(exportOpenVINOIR(module, *xml, *bin)))
    return failure();
  if (!xmlFile.commit(error) || !binFile.commit(error))
    return module.emitError(error);
  return success();
}
