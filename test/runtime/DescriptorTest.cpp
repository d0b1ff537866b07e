// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DescriptorTest.cpp - Parsing ov_module_descriptor ------------------===//

#include "ovrt/Runtime.h"

#include <gtest/gtest.h>

using namespace ovrt;

namespace {

// The example of runtime/ABI.md, verbatim.
const char *kAbiExample =
    "ovmodule 2\n"
    "func roi_align 3 1\n"
    "in f32 4 2 256 50 50\n"
    "in f32 2 -1 4\n"
    "in i32 1 -1\n"
    "out f32 4 -1 256 7 7\n"
    "error 1 ov.roi_align_v3 at model.mlir:4:8: rois dim 0 differs from "
    "batch_indices dim 0\n"
    "error 2 ov.roi_align_v3 at model.mlir:4:8: a batch index is outside "
    "[0, N)\n"
    "detail 2 box i64\n"
    "endfunc\n";

/// Expects parsing to fail at `line` with a message containing `needle`.
void expectError(const std::string &text, int line, const std::string &needle) {
  Result<ModuleDescriptor> d = parseModuleDescriptor(text);
  ASSERT_FALSE(d.ok()) << "expected a failure for:\n" << text;
  std::string prefix = "module descriptor line " + std::to_string(line) + ": ";
  EXPECT_EQ(d.error().rfind(prefix, 0), 0u) << d.error();
  EXPECT_NE(d.error().find(needle), std::string::npos) << d.error();
  EXPECT_EQ(d.error().find('\n'), std::string::npos) << d.error();
}

/// A one-function descriptor around the given body lines.
std::string fn(const std::string &header, const std::string &body) {
  return "ovmodule 1\n" + header + "\n" + body + "endfunc\n";
}

} // namespace

//===----------------------------------------------------------------------===//
// Good descriptors
//===----------------------------------------------------------------------===//

TEST(DescriptorTest, ParsesTheAbiExample) {
  Result<ModuleDescriptor> d = parseModuleDescriptor(kAbiExample);
  ASSERT_TRUE(d.ok()) << d.error();
  EXPECT_EQ(d->version, 2);
  ASSERT_EQ(d->functions.size(), 1u);
  const FunctionSpec &f = d->functions[0];
  EXPECT_EQ(f.name, "roi_align");
  ASSERT_EQ(f.inputs.size(), 3u);
  EXPECT_EQ(f.inputs[0].dtype, DType::F32);
  EXPECT_EQ(f.inputs[0].dims, (std::vector<int64_t>{2, 256, 50, 50}));
  EXPECT_EQ(f.inputs[1].dims, (std::vector<int64_t>{-1, 4}));
  EXPECT_EQ(f.inputs[2].dtype, DType::I32);
  EXPECT_EQ(f.inputs[2].dims, (std::vector<int64_t>{-1}));
  ASSERT_EQ(f.outputs.size(), 1u);
  EXPECT_EQ(f.outputs[0].dims, (std::vector<int64_t>{-1, 256, 7, 7}));
  ASSERT_EQ(f.errors.size(), 2u);
  EXPECT_EQ(f.errors[0], "ov.roi_align_v3 at model.mlir:4:8: rois dim 0 "
                         "differs from batch_indices dim 0");
  EXPECT_EQ(f.errors[1],
            "ov.roi_align_v3 at model.mlir:4:8: a batch index is outside "
            "[0, N)");
  EXPECT_FALSE(f.details[0].present());
  EXPECT_EQ(f.details[1].item, "box");
  EXPECT_EQ(f.details[1].dtype, DType::I64);
  EXPECT_EQ(d->find("roi_align"), &d->functions[0]);
  EXPECT_EQ(d->find("nope"), nullptr);
  EXPECT_EQ(f.inputs[1].str(), "f32 tensor of rank 2 [?, 4]");
}

TEST(DescriptorTest, SeveralFunctionsRankZeroAndEveryDType) {
  std::string text = "ovmodule 1\n"
                     "func a 0 1\n"
                     "out f64 0\n"
                     "endfunc\n"
                     "func b.c$2 12 0\n";
  for (const char *t : {"f16", "bf16", "f32", "f64", "i8", "i16", "i32", "i64",
                        "u8", "u16", "u32", "u64"})
    text += std::string("in ") + t + " 1 0\n";
  text += "endfunc"; // no final newline: also fine
  Result<ModuleDescriptor> d = parseModuleDescriptor(text);
  ASSERT_TRUE(d.ok()) << d.error();
  ASSERT_EQ(d->functions.size(), 2u);
  EXPECT_TRUE(d->functions[0].inputs.empty());
  EXPECT_EQ(d->functions[0].outputs[0].rank(), 0);
  EXPECT_EQ(d->functions[1].name, "b.c$2");
  ASSERT_EQ(d->functions[1].inputs.size(), 12u);
  EXPECT_EQ(d->functions[1].inputs[1].dtype, DType::BF16);
  EXPECT_EQ(d->functions[1].inputs[11].dtype, DType::U64);
}

TEST(DescriptorTest, ModuleWithoutFunctions) {
  Result<ModuleDescriptor> d = parseModuleDescriptor("ovmodule 1\n");
  ASSERT_TRUE(d.ok()) << d.error();
  EXPECT_TRUE(d->functions.empty());
}

TEST(DescriptorTest, ErrorMessagesAreTheRestOfTheLine) {
  Result<ModuleDescriptor> d = parseModuleDescriptor(
      fn("func f 0 0", "error 1 two  spaces, a tab\there and ` quotes '  \n"));
  ASSERT_TRUE(d.ok()) << d.error();
  EXPECT_EQ(d->functions[0].errors[0],
            "two  spaces, a tab\there and ` quotes '  ");
}

TEST(DescriptorTest, TensorSpecMatches) {
  TensorSpec spec{DType::F32, {2, -1}};
  EXPECT_TRUE(spec.matches(DType::F32, {2, 0}));
  EXPECT_TRUE(spec.matches(DType::F32, {2, 99}));
  EXPECT_FALSE(spec.matches(DType::F32, {3, 1}));
  EXPECT_FALSE(spec.matches(DType::F16, {2, 1}));
  EXPECT_FALSE(spec.matches(DType::F32, {2}));
}

//===----------------------------------------------------------------------===//
// Malformed descriptors: the message names the line
//===----------------------------------------------------------------------===//

TEST(DescriptorTest, BadHeader) {
  expectError("", 1, "empty line");
  expectError("\n", 1, "empty line");
  expectError("func f 0 0\nendfunc\n", 1, "expected `ovmodule 1`");
  expectError("ovmodule 9\n", 1,
              "unsupported descriptor version 9 (this runtime reads 1 to 5)");
  expectError("ovmodule 0\n", 1, "unsupported descriptor version 0");
  expectError("ovmodule\n", 1, "expected `ovmodule VERSION`");
  expectError("ovmodule 1 x\n", 1, "expected `ovmodule VERSION`");
  expectError("ovmodule one\n", 1, "expected `ovmodule VERSION`");
  expectError("ovmodule  1\n", 1, "single spaces");
  expectError("ovmodule 1 \n", 1, "single spaces");
  expectError(" ovmodule 1\n", 1, "single spaces");
  expectError("ovmodule 1\r\nfunc f 0 0\r\nendfunc\r\n", 1,
              "expected `ovmodule VERSION`");
}

TEST(DescriptorTest, BadFuncLines) {
  expectError("ovmodule 1\nfunc f 0\nendfunc\n", 2,
              "expected `func NAME INPUTS OUTPUTS`");
  expectError("ovmodule 1\nfunc f 0 0 0\nendfunc\n", 2,
              "expected `func NAME INPUTS OUTPUTS`");
  expectError("ovmodule 1\nfunc a-b 0 0\nendfunc\n", 2, "bad function name");
  expectError("ovmodule 1\nfunc f -1 0\nendfunc\n", 2, "bad input count");
  expectError("ovmodule 1\nfunc f x 0\nendfunc\n", 2, "bad input count");
  expectError("ovmodule 1\nfunc f 01 0\nendfunc\n", 2, "bad input count");
  expectError("ovmodule 1\nfunc f +1 0\nendfunc\n", 2, "bad input count");
  expectError("ovmodule 1\nfunc f 99999 0\nendfunc\n", 2,
              "99999 inputs, more than the limit of 4096");
  expectError("ovmodule 1\nfunc f 0 99999999999999999999\nendfunc\n", 2,
              "bad output count");
  expectError("ovmodule 1\nfunc f 0 0\nendfunc\nfunc f 0 0\nendfunc\n", 4,
              "duplicate function 'f'");
}

// The loader's limits (ovrt/Limits.h, which ov-compile checks too): a value
// just over one is an error that names the limit; the limit itself loads.
TEST(DescriptorTest, LimitsAreNamed) {
  std::string longest(kMaxFunctionNameBytes, 'f');
  EXPECT_TRUE(parseModuleDescriptor(fn("func " + longest + " 0 0", "")).ok());
  expectError(fn("func " + longest + "f 0 0", ""), 2,
              "function name of 1025 bytes, more than the limit of 1024");
  expectError("ovmodule 1\nfunc f 4097 0\nendfunc\n", 2,
              "4097 inputs, more than the limit of 4096");
  expectError("ovmodule 1\nfunc f 0 4097\nendfunc\n", 2,
              "4097 outputs, more than the limit of 4096");
  std::string dims64 = "in f32 64";
  for (int i = 0; i < 64; ++i)
    dims64 += " 1";
  EXPECT_TRUE(parseModuleDescriptor(fn("func f 1 0", dims64 + "\n")).ok());
  expectError(fn("func f 1 0", "in f32 65\n"), 3,
              "rank 65, more than the limit of 64 dims");
  expectError(fn("func f 0 1", "out f32 100000\n"), 3,
              "rank 100000, more than the limit of 64 dims");
}

TEST(DescriptorTest, BadTensorLines) {
  expectError(fn("func f 1 0", "in f128 1 3\n"), 3, "unknown dtype 'f128'");
  expectError(fn("func f 1 0", "in bool 1 3\n"), 3, "unknown dtype 'bool'");
  expectError(fn("func f 1 0", "in f\x1b[2J 1 3\n"), 3,
              "unknown dtype 'f\\x1b[2J'");
  expectError(fn("func f 1 0", "in f32\n"), 3, "expected `in DTYPE RANK");
  expectError(fn("func f 1 0", "in f32 2 3\n"), 3,
              "rank 2 needs 2 dims, got 1");
  expectError(fn("func f 1 0", "in f32 1 3 4\n"), 3,
              "rank 1 needs 1 dims, got 2");
  expectError(fn("func f 1 0", "in f32 -1\n"), 3, "bad rank");
  expectError(fn("func f 1 0", "in f32 65\n"), 3,
              "rank 65, more than the limit of 64 dims");
  expectError(fn("func f 1 0", "in f32 1 -2\n"), 3, "bad dim '-2'");
  expectError(fn("func f 1 0", "in f32 1 x\n"), 3, "bad dim 'x'");
  expectError(fn("func f 1 0", "in f32 1 -0\n"), 3, "bad dim '-0'");
  expectError(fn("func f 1 0", "in f32 1 3 \n"), 3, "single spaces");
  expectError(fn("func f 0 1", "out i8 1  3\n"), 3, "single spaces");
  expectError(fn("func f 0 1", "out i8 1 99999999999999999999\n"), 3,
              "bad dim");
}

TEST(DescriptorTest, LinesOutOfPlace) {
  // An `out` where an `in` is due.
  expectError(fn("func f 2 1", "in f32 0\nout f32 0\nout f32 0\n"), 4,
              "unexpected `out` line (expected `in` line 2 of 2 of function "
              "'f')");
  // An `in` where an `out` is due.
  expectError(fn("func f 1 1", "in f32 0\nin f32 0\n"), 4,
              "unexpected `in` line (expected `out` line 1 of 1");
  // More `in` lines than declared.
  expectError(fn("func f 1 0", "in f32 0\nin f32 0\n"), 4,
              "unexpected `in` line (expected `error` or `endfunc`");
  // A nested func.
  expectError(fn("func f 1 0", "func g 0 0\n"), 3, "unexpected `func` line");
  // An unknown kind.
  expectError(fn("func f 0 0", "bogus line\n"), 3, "unknown line kind 'bogus'");
  // Something between functions that is not a func.
  expectError("ovmodule 1\nendfunc\n", 2, "unexpected `endfunc` line");
  expectError("ovmodule 1\nfunc f 0 0\nendfunc\nin f32 0\n", 4,
              "unexpected `in` line (expected `func`)");
  expectError("ovmodule 1\novmodule 1\n", 2, "unexpected `ovmodule` line");
}

TEST(DescriptorTest, BadErrorLines) {
  expectError(fn("func f 0 0", "error 2 starts at two\n"), 3,
              "check number 2 out of sequence (expected 1)");
  expectError(fn("func f 0 0", "error 1 a\nerror 1 b\n"), 4,
              "check number 1 out of sequence (expected 2)");
  expectError(fn("func f 0 0", "error 0 zero\n"), 3, "bad check number");
  expectError(fn("func f 0 0", "error x msg\n"), 3, "bad check number");
  expectError(fn("func f 0 0", "error 1\n"), 3, "expected `error K MESSAGE`");
  expectError(fn("func f 0 0", "error 1 \n"), 3, "expected `error K MESSAGE`");
  expectError(fn("func f 0 0", "error\n"), 3, "expected `error K MESSAGE`");
  expectError(fn("func f 0 0", "error \n"), 3, "expected `error K MESSAGE`");
  expectError(fn("func f 0 0", "error 1 bell\x07\n"), 3, "control character");
  expectError(fn("func f 0 0", "error 1 cr\r\n"), 3, "control character");
  // Errors come after the outputs.
  expectError(fn("func f 1 0", "error 1 early\nin f32 0\n"), 3,
              "unexpected `error` line (expected `in` line 1 of 1");
}

TEST(DescriptorTest, Version2DetailLines) {
  Result<ModuleDescriptor> d = parseModuleDescriptor(
      "ovmodule 2\nfunc f 0 0\n"
      "error 1 dims differ\n"
      "error 2 a batch index is outside [0, N)\ndetail 2 box u64\n"
      "error 3 a box is not finite\ndetail 3 box f64\n"
      "endfunc\n");
  ASSERT_TRUE(d.ok()) << d.error();
  EXPECT_EQ(d->version, 2);
  const FunctionSpec &f = d->functions[0];
  ASSERT_EQ(f.details.size(), 3u);
  EXPECT_FALSE(f.details[0].present());
  EXPECT_EQ(f.details[1].item, "box");
  EXPECT_EQ(f.details[1].dtype, DType::U64);
  EXPECT_EQ(f.details[2].dtype, DType::F64);
}

TEST(DescriptorTest, BadDetailLines) {
  auto v2 = [](const std::string &body) {
    return "ovmodule 2\nfunc f 0 0\n" + body + "endfunc\n";
  };
  // Version 1 has no detail lines.
  expectError(fn("func f 0 0", "error 1 a\ndetail 1 box f64\n"), 4,
              "unexpected `detail` line");
  expectError(v2("detail 1 box f64\n"), 3,
              "a `detail` line must follow the `error` line of its check");
  expectError(v2("error 1 a\nerror 2 b\ndetail 1 box f64\n"), 5,
              "a `detail` line must follow the `error` line of its check");
  expectError(v2("error 1 a\ndetail 1 box f64\ndetail 1 box f64\n"), 5,
              "check 1 has two `detail` lines");
  expectError(v2("error 1 a\ndetail 1 box\n"), 4,
              "expected `detail K ITEM DTYPE`");
  expectError(v2("error 1 a\ndetail 1 Box f64\n"), 4,
              "bad detail item 'Box' (a lowercase word)");
  expectError(v2("error 1 a\ndetail 1 box f32\n"), 4,
              "bad detail dtype 'f32' (i64, u64 or f64)");
  expectError(v2("error 1 a\ndetail x box f64\n"), 4,
              "a `detail` line must follow");
}

TEST(DescriptorTest, Version3CheckReadsLines) {
  Result<ModuleDescriptor> d = parseModuleDescriptor(
      "ovmodule 3\nfunc roi 3 1\nin f32 4 1 2 3 3\nin f32 2 -1 4\n"
      "in i32 1 -1\nout f32 4 -1 2 2 2\ncheckreads 2\ncheckreads 3\n"
      "error 1 a batch index is outside [0, N)\ndetail 1 box i64\n"
      "endfunc\n");
  ASSERT_TRUE(d.ok()) << d.error();
  EXPECT_EQ(d->version, 3);
  EXPECT_EQ(d->functions[0].inputsReadByCheck, (std::vector<int64_t>{1, 2}));
  // Without the lines the check reads no input's values.
  Result<ModuleDescriptor> none =
      parseModuleDescriptor("ovmodule 3\nfunc f 1 0\nin f32 0\nendfunc\n");
  ASSERT_TRUE(none.ok()) << none.error();
  EXPECT_TRUE(none->functions[0].inputsReadByCheck.empty());
}

TEST(DescriptorTest, BadCheckReadsLines) {
  auto v3 = [](const std::string &body) {
    return "ovmodule 3\nfunc f 2 0\nin f32 0\nin f32 0\n" + body + "endfunc\n";
  };
  expectError(v3("checkreads 0\n"), 5,
              "expected `checkreads N` with N an input of function 'f' (1 to "
              "2)");
  expectError(v3("checkreads 3\n"), 5, "(1 to 2)");
  expectError(v3("checkreads\n"), 5, "expected `checkreads N`");
  expectError(v3("checkreads 1 2\n"), 5, "expected `checkreads N`");
  expectError(v3("checkreads 2\ncheckreads 1\n"), 6,
              "`checkreads` inputs must increase");
  expectError(v3("checkreads 1\ncheckreads 1\n"), 6,
              "`checkreads` inputs must increase");
  // After the errors, or in version 2, the line is out of place.
  expectError(v3("error 1 a\ncheckreads 1\n"), 6,
              "unexpected `checkreads` line");
  expectError("ovmodule 2\nfunc f 1 0\nin f32 0\ncheckreads 1\nendfunc\n", 4,
              "unexpected `checkreads` line");
  expectError("ovmodule 6\n", 1,
              "unsupported descriptor version 6 (this runtime reads 1 to 5)");
}

TEST(DescriptorTest, Version5ReadsAsVersion4) {
  // Version 5 (the run entry's parallel context, interval dims) adds no
  // line kind.
  Result<ModuleDescriptor> d = parseModuleDescriptor(
      "ovmodule 5\ncpufeatures sse4.2\nfunc f 1 0\nin f32 0\nendfunc\n");
  ASSERT_TRUE(d.ok()) << d.error();
  EXPECT_EQ(d->version, 5);
  EXPECT_EQ(d->cpuFeatures, (std::vector<std::string>{"sse4.2"}));
}

TEST(DescriptorTest, Version4CPUFeaturesLine) {
  Result<ModuleDescriptor> d = parseModuleDescriptor(
      "ovmodule 4\ntarget cpu\ncpufeatures sse4.2 avx2 amx-tile "
      "not-yet_known9\nfunc f 1 0\nin f32 0\nendfunc\n");
  ASSERT_TRUE(d.ok()) << d.error();
  EXPECT_EQ(d->version, 4);
  // Names this runtime does not know are kept: Module::load refuses them.
  EXPECT_EQ(d->cpuFeatures,
            (std::vector<std::string>{"sse4.2", "avx2", "amx-tile",
                                      "not-yet_known9"}));
  // Without a `target` line, and without the line (older modules: none).
  Result<ModuleDescriptor> noTarget = parseModuleDescriptor(
      "ovmodule 4\ncpufeatures avx512f\nfunc f 1 0\nin f32 0\nendfunc\n");
  ASSERT_TRUE(noTarget.ok()) << noTarget.error();
  EXPECT_EQ(noTarget->cpuFeatures, std::vector<std::string>{"avx512f"});
  Result<ModuleDescriptor> none =
      parseModuleDescriptor("ovmodule 3\nfunc f 1 0\nin f32 0\nendfunc\n");
  ASSERT_TRUE(none.ok()) << none.error();
  EXPECT_TRUE(none->cpuFeatures.empty());
}

// Version 5: interval dims (`16..32`, `16..`) in `in` lines, read into
// dims (-1) and dimsMin/dimsMax; matches() holds a shape to them.
TEST(DescriptorTest, Version5IntervalDims) {
  Result<ModuleDescriptor> d =
      parseModuleDescriptor("ovmodule 5\nfunc f 1 1\nin f32 4 1 -1 16..32 "
                            "3..\nout f32 1 -1\nendfunc\n");
  ASSERT_TRUE(d.ok()) << d.error();
  EXPECT_EQ(d->version, 5);
  const TensorSpec &in = d->functions[0].inputs[0];
  EXPECT_EQ(in.dims, (std::vector<int64_t>{1, -1, -1, -1}));
  EXPECT_EQ(in.dimsMin, (std::vector<int64_t>{1, 0, 16, 3}));
  EXPECT_EQ(in.dimsMax, (std::vector<int64_t>{1, -1, 32, -1}));
  EXPECT_EQ(in.str(), "f32 tensor of rank 4 [1, ?, 16..32, 3..]");
  EXPECT_TRUE(in.matches(DType::F32, {1, 0, 16, 3}));
  EXPECT_TRUE(in.matches(DType::F32, {1, 99, 32, 1000}));
  EXPECT_FALSE(in.matches(DType::F32, {1, 0, 15, 3}));
  EXPECT_FALSE(in.matches(DType::F32, {1, 0, 33, 3}));
  EXPECT_FALSE(in.matches(DType::F32, {1, 0, 16, 2}));
  // Through the C API: every dim's interval.
  ovrt_descriptor *c = nullptr;
  std::string text = "ovmodule 5\nfunc f 1 0\nin i8 2 2..4 7\nendfunc\n";
  ASSERT_EQ(ovrt_descriptor_parse(text.data(), text.size(), &c), OVRT_OK);
  const int64_t *lo = nullptr, *hi = nullptr;
  ASSERT_EQ(ovrt_descriptor_tensor_bounds(c, 0, 0, 0, &lo, &hi), OVRT_OK);
  EXPECT_EQ(std::vector<int64_t>(lo, lo + 2), (std::vector<int64_t>{2, 7}));
  EXPECT_EQ(std::vector<int64_t>(hi, hi + 2), (std::vector<int64_t>{4, 7}));
  EXPECT_EQ(ovrt_descriptor_tensor_bounds(c, 0, 0, 1, &lo, &hi),
            OVRT_INVALID_ARGUMENT);
  ovrt_descriptor_destroy(c);
}

TEST(DescriptorTest, BadIntervalDims) {
  auto v5 = [](const std::string &dim) {
    return "ovmodule 5\nfunc f 1 0\nin f32 1 " + dim + "\nendfunc\n";
  };
  // Before version 5, and intervals that are a size, empty or reversed.
  expectError("ovmodule 4\nfunc f 1 0\nin f32 1 2..4\nendfunc\n", 3,
              "bad dim '2..4' (a size >= 0, or -1 for dynamic)");
  for (const char *dim : {"4..4", "5..4", "0..", "-1..4", "..4", "2...4",
                          "2..x", "x..4", "..", "2..-1", "02..4"})
    expectError(v5(dim), 3,
                "bad dim '" + std::string(dim) +
                    "' (a size >= 0, -1 for dynamic, or an interval LO..HI "
                    "or LO.. with 0 <= LO < HI)");
  expectError(v5("9223372036854775807..9223372036854775807"), 3, "bad dim");
  EXPECT_TRUE(parseModuleDescriptor(v5("0..4")).ok());
}

TEST(DescriptorTest, TargetLines) {
  for (const char *target : {"cpu", "cuda", "vulkan"}) {
    Result<ModuleDescriptor> d =
        parseModuleDescriptor(std::string("ovmodule 4\ntarget ") + target +
                              "\nfunc f 1 0\nin f32 0\nendfunc\n");
    ASSERT_TRUE(d.ok()) << target << ": " << d.error();
    EXPECT_EQ(d->target, target);
  }
  expectError("ovmodule 4\ntarget opencl\nfunc f 0 0\nendfunc\n", 2,
              "expected `target cpu`, `target cuda` or `target vulkan`");
}

TEST(DescriptorTest, BadCPUFeaturesLines) {
  auto v4 = [](const std::string &line) {
    return "ovmodule 4\n" + line + "\nfunc f 0 0\nendfunc\n";
  };
  expectError(v4("cpufeatures AVX2"), 2, "bad CPU feature name 'AVX2'");
  expectError(v4("cpufeatures avx2 +fma"), 2, "bad CPU feature name '+fma'");
  expectError(v4("cpufeatures " + std::string(65, 'a')), 2, "at most 64 bytes");
  expectError(v4("cpufeatures avx2  fma"), 2,
              "tokens must be separated by single spaces");
  // Without names, after a function, or before version 4: out of place.
  expectError(v4("cpufeatures"), 2, "unknown line kind 'cpufeatures'");
  expectError("ovmodule 4\nfunc f 0 0\nendfunc\ncpufeatures avx2\n", 4,
              "unknown line kind 'cpufeatures'");
  expectError("ovmodule 3\ncpufeatures avx2\nfunc f 0 0\nendfunc\n", 2,
              "unknown line kind 'cpufeatures'");
}

TEST(DescriptorTest, BadEndings) {
  expectError("ovmodule 1\nfunc f 0 0\n", 2,
              "the descriptor ends where `error` or `endfunc` of function "
              "'f' was expected");
  expectError("ovmodule 1\nfunc f 1 0\n", 2, "the descriptor ends where `in`");
  expectError(fn("func f 0 0", "endfunc x\n"), 3,
              "`endfunc` takes no operands");
  // One final newline is allowed, an empty line is not.
  expectError(fn("func f 0 0", "") + "\n", 4, "empty line");
  expectError("ovmodule 1\n\nfunc f 0 0\nendfunc\n", 2, "empty line");
  expectError(fn("func f 0 0", "") + "trailing", 4,
              "unknown line kind 'trailing'");
}

TEST(DescriptorTest, LongAndBinaryLinesAreQuotedSafely) {
  std::string longLine = "func " + std::string(5000, 'x') + " 0 0";
  Result<ModuleDescriptor> d =
      parseModuleDescriptor("ovmodule 1\n" + longLine + "\nendfunc\n");
  ASSERT_FALSE(d.ok());
  EXPECT_LT(d.error().size(), 300u);
  expectError(std::string("ovmodule 1\nfunc \x01\xff 0 0\nendfunc\n"), 2,
              "`func \\x01\xff 0 0`");
}
