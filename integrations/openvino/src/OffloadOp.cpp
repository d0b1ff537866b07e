// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OffloadOp.cpp - An OpenVINO op that runs an ov-mlir module ---------===//

#include "OffloadOp.h"
#include "Precision.h"
#include "Record.h"

#include <openvino/core/except.hpp>
#include <openvino/core/parallel.hpp>
#include <openvino/op/parameter.hpp>

#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <optional>
#include <sstream>
#include <vector>

namespace ovmlir_openvino {

/// The module's parallel loops run on OpenVINO's own threads (the inference
/// stream's task arena), one contiguous share of the iterations per thread:
/// a second pool would compete with OpenVINO's for the same cores.
static const ovrt::ParallelFor &openvinoParallelFor() {
  static const ovrt::ParallelFor parallel([](int64_t n, ovrt::Chunk chunk) {
    ov::parallel_nt(0, [&](int thread, int threads) {
      int64_t begin = 0, end = 0;
      ov::splitter(n, int64_t(threads), int64_t(thread), begin, end);
      if (begin < end)
        chunk(begin, end);
    });
  });
  return parallel;
}
namespace {

/// An ov::Exception whose message is exactly the given line, without the
/// source location OPENVINO_THROW prepends, so that hosts print one line.
class OffloadError : public ov::Exception {
public:
  explicit OffloadError(const std::string &message) : ov::Exception(message) {}
};

template <typename... Parts> [[noreturn]] void fail(const Parts &...parts) {
  std::ostringstream os;
  (os << ... << parts);
  throw OffloadError(os.str());
}

/// libovrt's dtype for an OpenVINO element type; none for the types no
/// family op takes (strings, 4-bit types, ...).
std::optional<ovrt::DType> dtypeOf(const ov::element::Type &type) {
  using T = ov::element::Type_t;
  switch (T(type)) {
  case T::f16:
    return ovrt::DType::F16;
  case T::bf16:
    return ovrt::DType::BF16;
  case T::f32:
    return ovrt::DType::F32;
  case T::f64:
    return ovrt::DType::F64;
  case T::i8:
    return ovrt::DType::I8;
  case T::i16:
    return ovrt::DType::I16;
  case T::i32:
    return ovrt::DType::I32;
  case T::i64:
    return ovrt::DType::I64;
  case T::u8:
    return ovrt::DType::U8;
  case T::u16:
    return ovrt::DType::U16;
  case T::u32:
    return ovrt::DType::U32;
  case T::u64:
    return ovrt::DType::U64;
  case T::boolean:
    return ovrt::DType::Bool;
  default:
    return std::nullopt;
  }
}

/// The file a `module` attribute names: an absolute path as is; a relative
/// one (what the offload step writes: relative to the model's folder) under
/// OV_MLIR_MODEL_DIR when set, else under the working directory. The Python
/// package makes the paths of a model it reads from a file absolute, so that
/// only C++ hosts need the variable.
std::string resolveModulePath(const std::string &module) {
  if (module.empty() || module.front() == '/')
    return module;
  const char *dir = std::getenv("OV_MLIR_MODEL_DIR");
  if (dir && *dir)
    return std::string(dir) + "/" + module;
  return module;
}

/// OpenVINO's tensor as a libovrt tensor over the same memory.
ovrt::Result<ovrt::Tensor> wrap(const ov::Tensor &tensor, bool readOnly) {
  std::optional<ovrt::DType> dtype = dtypeOf(tensor.get_element_type());
  if (!dtype)
    return ovrt::Status::error("element type " +
                               tensor.get_element_type().get_type_name() +
                               " is not supported");
  const ov::Shape &shape = tensor.get_shape();
  std::vector<int64_t> dims(shape.begin(), shape.end());
  return ovrt::Tensor::wrap(*dtype, std::move(dims),
                            const_cast<void *>(tensor.data()),
                            tensor.get_byte_size(), nullptr, nullptr, readOnly);
}

/// OpenVINO's input tensor in the module's dtype: the same memory, or,
/// where the CPU plugin runs the port in another precision (Precision.h),
/// a converted copy. An index the module's i32 cannot hold (a host that
/// hands i64, OpenVINO's reference evaluate) is refused, never wrapped.
ovrt::Result<ovrt::Tensor> bindInput(const ov::Tensor &tensor,
                                     ovrt::DType wanted) {
  ovrt::Result<ovrt::Tensor> wrapped = wrap(tensor, /*readOnly=*/true);
  if (!wrapped || wrapped->dtype() == wanted ||
      !convertible(wrapped->dtype(), wanted))
    return wrapped;
  if (std::optional<int64_t> bad = firstUnrepresentable(
          wrapped->data(), wrapped->dtype(), wanted, wrapped->numElements()))
    return ovrt::Status::error(
        "element " + std::to_string(*bad) + " is " +
        std::to_string(
            loadIndexValue(wrapped->data(), wrapped->dtype(), *bad)) +
        ", outside the range of " + ovrt::dtypeName(wanted) +
        ", the module's element type (the offload step compiles i64 ports "
        "as i32, as OpenVINO's CPU plugin runs them)");
  ovrt::Result<ovrt::Tensor> copy =
      ovrt::Tensor::allocate(wanted, wrapped->shape());
  if (copy)
    convert(wrapped->data(), wrapped->dtype(), copy->data(), wanted,
            wrapped->numElements());
  return copy;
}

/// OpenVINO's output tensor in the module's dtype: the same memory, or a
/// buffer converted into it after the run.
ovrt::Result<ovrt::Tensor> bindOutput(ov::Tensor &tensor, ovrt::DType wanted) {
  ovrt::Result<ovrt::Tensor> wrapped = wrap(tensor, /*readOnly=*/false);
  if (!wrapped || wrapped->dtype() == wanted ||
      !convertible(wrapped->dtype(), wanted))
    return wrapped;
  return ovrt::Tensor::allocate(wanted, wrapped->shape());
}

} // namespace

OffloadOp::OffloadOp(std::shared_ptr<ov::Node> builtin,
                     const ov::OutputVector &args, std::string module)
    : ov::op::Op(args), builtin_(std::move(builtin)),
      module_(std::move(module)) {
  constructor_validate_and_infer_types();
}

namespace {
/// Parameters of the given types and shapes, for a built-in op's inputs.
ov::OutputVector parameters(const std::vector<ov::element::Type> &types,
                            const std::vector<ov::PartialShape> &shapes) {
  ov::OutputVector params;
  for (size_t i = 0; i < types.size(); ++i)
    params.push_back(
        std::make_shared<ov::op::v0::Parameter>(types[i], shapes[i]));
  return params;
}
} // namespace

std::shared_ptr<ov::Node> OffloadOp::copyBuiltin() const {
  std::lock_guard<std::mutex> lock(builtinMutex_);
  std::vector<ov::element::Type> types;
  std::vector<ov::PartialShape> shapes;
  for (const ov::Input<ov::Node> &input : builtin_->inputs()) {
    types.push_back(input.get_element_type());
    shapes.push_back(input.get_partial_shape());
  }
  return builtin_->clone_with_new_inputs(parameters(types, shapes));
}

bool OffloadOp::visit_attributes(ov::AttributeVisitor &visitor) {
  {
    std::lock_guard<std::mutex> lock(builtinMutex_);
    builtin_->visit_attributes(visitor);
  }
  std::string before = module_;
  visitor.on_attribute("module", module_);
  if (module_ != before) { // set_attribute: load the new module when asked
    std::lock_guard<std::mutex> lock(loadMutex_);
    ready_.store(nullptr, std::memory_order_release);
    loaded_.reset();
    std::lock_guard<std::mutex> shapesLock(shapesMutex_);
    lastInputShapes_.clear();
  }
  return true;
}

void OffloadOp::validate_and_infer_types() {
  NODE_VALIDATION_CHECK(this, !module_.empty(),
                        "the attribute 'module' (the compiled module's path) "
                        "is missing or empty");
  // The built-in op infers the types from inputs of the same types and
  // shapes: OpenVINO's own rules, not a copy of them.
  std::vector<ov::element::Type> types;
  std::vector<ov::PartialShape> shapes;
  for (size_t i = 0; i < get_input_size(); ++i) {
    types.push_back(get_input_element_type(i));
    shapes.push_back(get_input_partial_shape(i));
  }
  std::lock_guard<std::mutex> lock(builtinMutex_);
  builtin_->set_arguments(parameters(types, shapes));
  builtin_->validate_and_infer_types();
  set_output_size(builtin_->get_output_size());
  for (size_t i = 0; i < builtin_->get_output_size(); ++i)
    set_output_type(i, builtin_->get_output_element_type(i),
                    builtin_->get_output_partial_shape(i));
}

void OffloadOp::setShape(ov::Tensor &output, const std::vector<int64_t> &dims,
                         size_t index) const {
  // A plugin's preallocated output cannot grow: where it is smaller, the
  // module and OpenVINO's shape inference disagree.
  try {
    output.set_shape(ov::Shape(dims.begin(), dims.end()));
  } catch (const ov::Exception &) {
    fail(describe(), ": output ", index + 1, ": the module computes shape ",
         ov::Shape(dims.begin(), dims.end()), ", OpenVINO's tensor holds ",
         output.get_shape(), " and cannot take it");
  }
}

std::string OffloadOp::describe() const {
  // A friendly name's control characters (terminal escapes, newlines) as
  // \xNN: a message names the node without acting on the terminal.
  std::string name;
  for (unsigned char c : get_friendly_name()) {
    if (c < 0x20 || c == 0x7f) {
      char escaped[8];
      std::snprintf(escaped, sizeof escaped, "\\x%02x", c);
      name += escaped;
    } else {
      name += char(c);
    }
  }
  return std::string("ov_mlir ") + get_type_info().name + " '" + name + "'";
}

/// Whether `module` (the attribute) has a ".." component: the offload step
/// writes paths inside the model's folder, so such a path is a tampered
/// or hand-made model reaching outside it.
static bool leavesItsFolder(const std::string &module) {
  size_t start = 0;
  while (start <= module.size()) {
    size_t end = module.find('/', start);
    if (end == std::string::npos)
      end = module.size();
    if (module.compare(start, end - start, "..") == 0)
      return true;
    start = end + 1;
  }
  return false;
}

/// What differs between the module's declared ports and the node's (each
/// port's element type, up to the plugin's precisions, and rank), or "":
/// a module that reads its inputs as another type, whatever it records.
static std::string signatureMismatch(const ov::Node &node,
                                     const ovrt::FunctionSpec &fn) {
  auto port = [&](const char *kind, size_t i, const ovrt::TensorSpec &spec,
                  const ov::element::Type &type,
                  const ov::PartialShape &shape) -> std::string {
    std::optional<ovrt::DType> dtype = dtypeOf(type);
    bool rankDiffers = shape.rank().is_static() &&
                       size_t(shape.rank().get_length()) != spec.dims.size();
    // The CPU plugin may run a port in another precision (Precision.h),
    // which evaluate() converts.
    if (dtype && (*dtype == spec.dtype || convertible(*dtype, spec.dtype)) &&
        !rankDiffers)
      return "";
    return std::string(kind) + " " + std::to_string(i + 1) + " is " +
           ovrt::dtypeName(spec.dtype) + " of rank " +
           std::to_string(spec.dims.size()) + ", the node's is " +
           type.get_type_name() + " " + shape.to_string();
  };
  for (size_t i = 0; i < fn.inputs.size(); ++i)
    if (std::string why =
            port("input", i, fn.inputs[i], node.get_input_element_type(i),
                 node.get_input_partial_shape(i));
        !why.empty())
      return why;
  for (size_t i = 0; i < fn.outputs.size(); ++i)
    if (std::string why =
            port("output", i, fn.outputs[i], node.get_output_element_type(i),
                 node.get_output_partial_shape(i));
        !why.empty())
      return why;
  return "";
}

const ovrt::Module &OffloadOp::loadedModule() const {
  // Every inference request of every stream comes here: once loaded, the
  // module is read without taking the lock.
  if (const ovrt::Module *ready = ready_.load(std::memory_order_acquire))
    return *ready;
  std::lock_guard<std::mutex> lock(loadMutex_);
  if (loaded_)
    return *loaded_;
  if (leavesItsFolder(module_))
    fail(describe(), ": module path '", module_,
         "' has a '..' component: an offloaded model names its modules "
         "inside its own folder");
  std::string path = resolveModulePath(module_);
  // OVRT_NUM_THREADS sizes libovrt's pool, which no module runs on inside
  // OpenVINO (openvinoParallelFor): the pool's size is fixed at what it is,
  // so that a malformed value, which libovrt refuses at every load, does
  // not fail the load of a module that ignores it.
  static std::once_flag poolSizeFixed;
  std::call_once(poolSizeFixed,
                 [] { (void)ovrt::setNumThreads(ovrt::numThreads()); });
  ovrt::Result<std::shared_ptr<ovrt::Module>> module = ovrt::Module::load(path);
  // libovrt's message starts with the path it tried.
  if (!module && path.front() != '/')
    fail(describe(), ": ", module.error(),
         " (a relative module path is resolved under OV_MLIR_MODEL_DIR, else "
         "the working directory: set OV_MLIR_MODEL_DIR to the model's folder)");
  if (!module)
    fail(describe(), ": ", module.error());
  if ((*module)->functions().size() != 1)
    fail(describe(), ": module '", module_, "' has ",
         (*module)->functions().size(),
         " functions, expected the one of a one-op model");
  const ovrt::FunctionSpec &fn = (*module)->functions()[0];
  // What the module was compiled from (its function's name, Record.h)
  // against what the node is: an attribute edited by hand, another node's
  // module copied over this one's, a stale cached module.
  std::optional<std::string> record = recordOfFunctionName(fn.name);
  std::string ours;
  {
    std::lock_guard<std::mutex> builtinLock(builtinMutex_);
    ours = nodeRecord(get_type_info().name, *builtin_, *this);
  }
  if (!record)
    fail(describe(), ": module '", module_, "' does not fit the node: its ",
         "function '", fn.name, "' is no record of the offload step's ",
         "(offload the model again)");
  if (std::string why = recordMismatch(*record, ours); !why.empty())
    fail(describe(), ": module '", module_, "' does not fit the node: ", why);
  if (fn.inputs.size() != get_input_size() ||
      fn.outputs.size() != get_output_size())
    fail(describe(), ": module '", module_, "' takes ", fn.inputs.size(),
         " inputs and gives ", fn.outputs.size(), " outputs, the node has ",
         get_input_size(), " and ", get_output_size());
  if (std::string why = signatureMismatch(*this, fn); !why.empty())
    fail(describe(), ": module '", module_, "' does not fit the node: ", why);
  function_ = fn.name;
  loaded_ = module.take();
  ready_.store(loaded_.get(), std::memory_order_release);
  return *loaded_;
}

std::vector<std::vector<int64_t>>
OffloadOp::outputShapes(const ovrt::Module &module,
                        const std::vector<ovrt::Tensor> &inputs) const {
  // Output shapes depend on the input shapes only (never on values), so
  // they are computed once per input shapes: runInto runs the module's
  // checks again on every call, value checks (a batch index outside [0, N))
  // included.
  std::vector<std::vector<int64_t>> inShapes;
  for (const ovrt::Tensor &t : inputs)
    inShapes.push_back(t.shape());
  {
    std::lock_guard<std::mutex> lock(shapesMutex_);
    if (inShapes == lastInputShapes_)
      return lastOutputShapes_;
  }
  std::vector<const ovrt::Tensor *> inPtrs;
  for (const ovrt::Tensor &t : inputs)
    inPtrs.push_back(&t);
  ovrt::Result<std::vector<std::vector<int64_t>>> shapes =
      module.outputShapes(function_, inPtrs.data(), inPtrs.size());
  if (!shapes)
    fail(describe(), ": ", shapes.error());
  // OpenVINO allocates the outputs by its own shape inference: a module
  // that computes another shape (compiled from other attributes than the
  // node's) would write past a smaller tensor or leave part of a larger
  // one unwritten.
  std::vector<ov::PartialShape> theirs = inferredShapes(inShapes);
  for (size_t i = 0; i < shapes->size(); ++i) {
    ov::Shape ours((*shapes)[i].begin(), (*shapes)[i].end());
    if (i >= theirs.size() || theirs[i].is_dynamic() ||
        theirs[i].to_shape() != ours)
      fail(describe(), ": output ", i + 1, ": the module computes shape ", ours,
           ", OpenVINO's shape inference gives ",
           i < theirs.size() ? theirs[i] : ov::PartialShape::dynamic(),
           " for these inputs (the module was compiled from other "
           "attributes than the node's)");
  }
  std::lock_guard<std::mutex> lock(shapesMutex_);
  lastInputShapes_ = std::move(inShapes);
  lastOutputShapes_ = *shapes;
  return lastOutputShapes_;
}

std::vector<ov::PartialShape> OffloadOp::inferredShapes(
    const std::vector<std::vector<int64_t>> &inputShapes) const {
  std::vector<ov::element::Type> types;
  std::vector<ov::PartialShape> shapes;
  for (size_t i = 0; i < inputShapes.size(); ++i) {
    types.push_back(get_input_element_type(i));
    shapes.emplace_back(
        ov::Shape(inputShapes[i].begin(), inputShapes[i].end()));
  }
  std::shared_ptr<ov::Node> copy;
  try {
    std::lock_guard<std::mutex> lock(builtinMutex_);
    copy = builtin_->clone_with_new_inputs(parameters(types, shapes));
  } catch (const ov::Exception &e) {
    std::string why = e.what();
    while (!why.empty() && why.back() == '\n')
      why.pop_back();
    fail(describe(), ": OpenVINO's shape inference refuses these inputs: ",
         why.substr(why.rfind('\n') + 1));
  }
  std::vector<ov::PartialShape> out;
  for (size_t i = 0; i < copy->get_output_size(); ++i)
    out.push_back(copy->get_output_partial_shape(i));
  return out;
}

bool OffloadOp::has_evaluate() const {
  loadedModule();
  return true;
}

bool OffloadOp::evaluate(ov::TensorVector &outputs,
                         const ov::TensorVector &inputs) const {
  const ovrt::Module &module = loadedModule();
  const ovrt::FunctionSpec &fn = module.functions()[0];
  if (inputs.size() != fn.inputs.size() || outputs.size() != fn.outputs.size())
    fail(describe(), ": OpenVINO passed ", inputs.size(), " inputs and ",
         outputs.size(), " outputs, the module takes ", fn.inputs.size(),
         " and gives ", fn.outputs.size());
  std::vector<ovrt::Tensor> in;
  std::vector<const ovrt::Tensor *> inPtrs;
  in.reserve(inputs.size());
  for (size_t i = 0; i < inputs.size(); ++i) {
    ovrt::Result<ovrt::Tensor> t = bindInput(inputs[i], fn.inputs[i].dtype);
    if (!t)
      fail(describe(), ": input ", i + 1, ": ", t.error());
    in.push_back(t.take());
    inPtrs.push_back(&in.back());
  }
  std::vector<std::vector<int64_t>> shapes = outputShapes(module, in);
  std::vector<ovrt::Tensor> out;
  std::vector<ovrt::Tensor *> outPtrs;
  out.reserve(outputs.size());
  for (size_t i = 0; i < outputs.size(); ++i) {
    const std::vector<int64_t> &dims = shapes[i];
    setShape(outputs[i], dims, i);
    ovrt::Result<ovrt::Tensor> t = bindOutput(outputs[i], fn.outputs[i].dtype);
    if (!t)
      fail(describe(), ": output ", i + 1, ": ", t.error());
    out.push_back(t.take());
    outPtrs.push_back(&out.back());
  }
  if (ovrt::Status s =
          module.runInto(function_, inPtrs.data(), inPtrs.size(),
                         outPtrs.data(), outPtrs.size(), openvinoParallelFor());
      !s)
    fail(describe(), ": ", s.message());
  for (size_t i = 0; i < outputs.size(); ++i)
    if (out[i].data() != outputs[i].data())
      convert(out[i].data(), out[i].dtype(), outputs[i].data(),
              *dtypeOf(outputs[i].get_element_type()), out[i].numElements());
  return true;
}

} // namespace ovmlir_openvino
