// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Record.cpp - What a module was compiled from -----------------------===//

#include "Record.h"

#include <openvino/core/attribute_visitor.hpp>

#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <map>
#include <utility>
#include <vector>

namespace ovmlir_openvino {

static std::string floatText(float value) {
  uint32_t bits = 0;
  std::memcpy(&bits, &value, sizeof bits);
  char text[16];
  std::snprintf(text, sizeof text, "0x%08x", bits);
  return text;
}

template <typename T>
static std::string listText(const std::vector<T> &values) {
  std::string text;
  for (size_t i = 0; i < values.size(); ++i)
    text += (i ? "," : "") + std::to_string(values[i]);
  return text;
}

namespace {

/// Each attribute as its record text (Record.h); a type no family op's
/// attribute has as "?", which no record of the offload step holds.
class RecordVisitor : public ov::AttributeVisitor {
public:
  std::map<std::string, std::string> fields;

  void on_adapter(const std::string &name, ov::ValueAccessor<void> &) override {
    fields[name] = "?";
  }
  void on_adapter(const std::string &name,
                  ov::ValueAccessor<std::string> &value) override {
    fields[name] = value.get();
  }
  void on_adapter(const std::string &name,
                  ov::ValueAccessor<bool> &value) override {
    fields[name] = value.get() ? "true" : "false";
  }
  void on_adapter(const std::string &name,
                  ov::ValueAccessor<int32_t> &value) override {
    fields[name] = std::to_string(value.get());
  }
  void on_adapter(const std::string &name,
                  ov::ValueAccessor<int64_t> &value) override {
    fields[name] = std::to_string(value.get());
  }
  void on_adapter(const std::string &name,
                  ov::ValueAccessor<uint64_t> &value) override {
    fields[name] = std::to_string(value.get());
  }
  void on_adapter(const std::string &name,
                  ov::ValueAccessor<float> &value) override {
    fields[name] = floatText(value.get());
  }
  void on_adapter(const std::string &name,
                  ov::ValueAccessor<double> &value) override {
    fields[name] = floatText(float(value.get()));
  }
  void on_adapter(const std::string &name,
                  ov::ValueAccessor<std::vector<int64_t>> &value) override {
    fields[name] = listText(value.get());
  }
  void on_adapter(const std::string &name,
                  ov::ValueAccessor<std::vector<uint64_t>> &value) override {
    fields[name] = listText(value.get());
  }
};

struct Parsed {
  std::string op;
  std::vector<std::pair<std::string, std::string>> fields;
  const std::string *find(const std::string &key) const {
    for (const auto &[k, v] : fields)
      if (k == key)
        return &v;
    return nullptr;
  }
};

} // namespace

static std::string typeAsTheModuleTakesIt(const ov::element::Type &type) {
  return type == ov::element::i64 ? "i32" : type.get_type_name();
}

static std::vector<std::string> split(const std::string &text, char separator) {
  std::vector<std::string> parts;
  size_t start = 0;
  while (true) {
    size_t end = text.find(separator, start);
    parts.push_back(text.substr(start, end - start));
    if (end == std::string::npos)
      return parts;
    start = end + 1;
  }
}

static Parsed parse(const std::string &record) {
  std::vector<std::string> parts = split(record, ';');
  Parsed parsed{parts.front(), {}};
  for (size_t i = 1; i < parts.size(); ++i) {
    size_t eq = parts[i].find('=');
    parsed.fields.emplace_back(
        parts[i].substr(0, eq),
        eq == std::string::npos ? "" : parts[i].substr(eq + 1));
  }
  return parsed;
}

/// A value as a message shows it: a float's bits as the float.
static std::string shown(const std::string &value) {
  if (value.size() != 10 || value.compare(0, 2, "0x") != 0)
    return value;
  uint32_t bits = 0;
  auto [end, ec] =
      std::from_chars(value.data() + 2, value.data() + 10, bits, 16);
  if (ec != std::errc() || end != value.data() + 10)
    return value;
  float f = 0;
  std::memcpy(&f, &bits, sizeof f);
  char text[32];
  auto [last, error] = std::to_chars(text, text + sizeof text, f);
  return error == std::errc() ? std::string(text, last) : value;
}

/// "f32 of rank 4" for an `in` entry "f32/4".
static std::string inputText(const std::string &entry) {
  size_t slash = entry.find('/');
  if (slash == std::string::npos)
    return "'" + entry + "'";
  std::string rank = entry.substr(slash + 1);
  return entry.substr(0, slash) +
         (rank == "?" ? " of dynamic rank" : " of rank " + rank);
}

static void inputsMismatch(const std::string &module, const std::string &node,
                           std::vector<std::string> &why) {
  std::vector<std::string> ours = split(node, ','), theirs = split(module, ',');
  if (ours.size() != theirs.size()) {
    why.push_back("the node has " + std::to_string(ours.size()) +
                  " inputs, the module " + std::to_string(theirs.size()));
    return;
  }
  for (size_t i = 0; i < ours.size(); ++i)
    if (ours[i] != theirs[i])
      why.push_back("input " + std::to_string(i + 1) + " is " +
                    inputText(ours[i]) + " on the node, " +
                    inputText(theirs[i]) + " in the module");
}

std::string nodeRecord(const std::string &name, ov::Node &builtin,
                       const ov::Node &node) {
  RecordVisitor visitor;
  builtin.visit_attributes(visitor);
  auto index = visitor.fields.find("index_element_type");
  if (index != visitor.fields.end() && index->second == "i64")
    index->second = "i32";
  std::string record = name;
  for (const auto &[key, value] : visitor.fields)
    record += ";" + key + "=" + value;
  record += ";in=";
  for (size_t i = 0; i < node.get_input_size(); ++i) {
    const ov::PartialShape &shape = node.get_input_partial_shape(i);
    record +=
        (i ? "," : "") +
        typeAsTheModuleTakesIt(node.get_input_element_type(i)) + "/" +
        (shape.rank().is_static() ? std::to_string(shape.rank().get_length())
                                  : std::string("?"));
  }
  return record;
}

std::optional<std::string> recordOfFunctionName(const std::string &name) {
  std::string record;
  for (size_t i = 0; i < name.size(); ++i) {
    if (name[i] != '_') {
      record += name[i];
      continue;
    }
    unsigned byte = 0;
    if (i + 2 >= name.size())
      return std::nullopt;
    auto [end, ec] =
        std::from_chars(name.data() + i + 1, name.data() + i + 3, byte, 16);
    if (ec != std::errc() || end != name.data() + i + 3)
      return std::nullopt;
    record += char(byte);
    i += 2;
  }
  return record;
}

std::string recordMismatch(const std::string &module, const std::string &node) {
  if (module == node)
    return "";
  Parsed theirs = parse(module), ours = parse(node);
  if (theirs.op != ours.op)
    return "the module was compiled from " + theirs.op + ", the node is " +
           ours.op;
  if (theirs.fields.empty())
    return "the module records no attributes or inputs (its function is '" +
           module +
           "': a module of an older offload step, or made without it: "
           "offload the model again)";
  std::vector<std::string> why;
  for (const auto &[key, value] : ours.fields) {
    const std::string *other = theirs.find(key);
    if (key == "in")
      inputsMismatch(other ? *other : "", value, why);
    else if (!other)
      why.push_back("attribute '" + key + "' is " + shown(value) +
                    " on the node, absent from the module");
    else if (*other != value)
      why.push_back("attribute '" + key + "' is " + shown(value) +
                    " on the node, " + shown(*other) + " in the module");
  }
  for (const auto &[key, value] : theirs.fields)
    if (!ours.find(key))
      why.push_back("the module has attribute '" + key + "' (" + shown(value) +
                    "), the node none");
  if (why.empty()) // the same fields in another order: not the step's
    return "the module's record '" + module + "' is not the node's '" + node +
           "'";
  std::string text = why.front();
  for (size_t i = 1; i < why.size(); ++i)
    text += "; " + why[i];
  return text;
}

} // namespace ovmlir_openvino
