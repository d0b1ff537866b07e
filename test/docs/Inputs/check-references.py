#!/usr/bin/python3
"""Checks the generated references against what the tools register.

  check-references.py DOCS_DIR OV_OPT_HELP_FILE

Every ov pass that `ov-opt --help` lists under "Passes:" must have a section
in one of the generated pass references (OVTransforms.md, OVABI.md,
OVConversion.md, OVTargetCUDA.md, OVTargetVulkan.md: ODS-defined, so
documented), and every section must name a registered pass. Prints one line per problem and
"references: N passes documented" when there is none.
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
    for name in ("OVTransforms.md", "OVABI.md", "OVConversion.md",
                 "OVTargetCUDA.md", "OVTargetVulkan.md"):
        with open(os.path.join(docs_dir, name)) as f:
            documented |= set(re.findall(r"^### `-([a-z0-9-]+)`", f.read(),
                                         re.M))
    return documented


def main(docs_dir, help_file):
    with open(help_file) as f:
        registered = registered_passes(f.read())
    documented = documented_passes(docs_dir)
    problems = ["undocumented pass: %s" % p
                for p in sorted(registered - documented)]
    problems += ["documented but not registered: %s" % p
                 for p in sorted(documented - registered)]
    for problem in problems:
        print(problem)
    if not problems:
        print("references: %d passes documented" % len(documented))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
