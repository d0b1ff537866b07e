#!/usr/bin/python3
"""Checks the generated references against what the tools register.

  check-references.py DOCS_DIR OV_OPT_HELP_FILE REGISTERED_OPS_FILE

Every ov pass that `ov-opt --help` lists under "Passes:" must have a section
in one of the generated pass references (OVTransforms.md, OVABI.md, OVPipelines.md,
OVConversion.md, OVTargetGPU.md, OVTargetCUDA.md, OVTargetVulkan.md,
OVTorchMLIR.md: ODS-defined, so
documented), and every section must name a registered pass. Likewise every
op the ov dialect registers (REGISTERED_OPS_FILE: ov-registered-ops' output,
one name a line) must have its section in the dialect reference
(OVDialect.md), and every op section there must name a registered op. Prints
one line per problem and "references: N ops, M passes documented" when there
is none.
"""

import os
import re
import sys


def registered_passes(help_text):
    passes, section = set(), None
    for line in help_text.splitlines():
        if line.strip() in ("Passes:", "Pass Pipelines:"):
            section = line.strip()
            continue
        match = re.match(r"^\s+--((?:ov|convert-ov)-[a-z0-9-]+)\b", line)
        if match and section == "Passes:":
            passes.add(match.group(1))
    return passes


def documented_passes(docs_dir):
    documented = set()
    for name in ("OVTransforms.md", "OVABI.md", "OVPipelines.md", "OVConversion.md",
                 "OVTargetGPU.md", "OVTargetCUDA.md", "OVTargetVulkan.md",
                 "OVTorchMLIR.md"):
        with open(os.path.join(docs_dir, name)) as f:
            documented |= set(re.findall(r"^### `-([a-z0-9-]+)`", f.read(),
                                         re.M))
    return documented


def documented_ops(docs_dir):
    with open(os.path.join(docs_dir, "OVDialect.md")) as f:
        return set(re.findall(r"^### `(ov\.[a-z0-9_]+)`", f.read(), re.M))


def differences(what, registered, documented):
    return (["undocumented %s: %s" % (what, x)
             for x in sorted(registered - documented)] +
            ["documented but not registered %s: %s" % (what, x)
             for x in sorted(documented - registered)])


def main(docs_dir, help_file, ops_file):
    with open(help_file) as f:
        passes = registered_passes(f.read())
    with open(ops_file) as f:
        ops = set(line.strip() for line in f if line.strip())
    if not ops:
        print("no registered op in %s" % ops_file)
        return 1
    problems = differences("op", ops, documented_ops(docs_dir))
    problems += differences("pass", passes, documented_passes(docs_dir))
    for problem in problems:
        print(problem)
    if not problems:
        print("references: %d ops, %d passes documented" %
              (len(ops), len(passes)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
