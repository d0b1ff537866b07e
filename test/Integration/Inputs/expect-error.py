#!/usr/bin/python3
"""Runs a command that must fail cleanly, for `not %one-error CMD ... | FileCheck`.

  expect-error.py [--any-lines] CMD ARGS...

The command must exit with code exactly 1 (not 0, not another code, not a
signal), print nothing on stdout and, unless --any-lines is given, exactly one
line on stderr (the tools' contract: "any bad input ends with a one-line error
and a non-zero exit code"). Its stderr is copied to our stdout so that
FileCheck can read it.

If the command behaves, this script exits 1, so that `not` succeeds. If not,
it explains on stdout and exits 0, so that `not` (and the test) fails; a
crash therefore always fails the test, whatever FileCheck sees.
"""

import os
import resource
import subprocess
import sys

# A runaway command must not take the machine down with it: 4 GiB of address
# space and 10 minutes are far more than any of the tools needs here. Hitting
# either limit is reported like a crash.
MEMORY_LIMIT = 4 << 30
TIME_LIMIT_S = 600


def limit_memory():
    # AddressSanitizer reserves terabytes of address space for its shadow
    # memory, so under it (OV_ENABLE_SANITIZERS; lit sets ASAN_OPTIONS) the
    # limit is its own allocator's (ASAN_OPTIONS in test/lit.cfg.py).
    if "ASAN_OPTIONS" not in os.environ:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def main(argv):
    any_lines = False
    if argv and argv[0] == "--any-lines":
        any_lines = True
        argv = argv[1:]
    if not argv:
        print("expect-error.py: no command")
        return 0
    try:
        proc = subprocess.run(argv, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, check=False,
                              preexec_fn=limit_memory, timeout=TIME_LIMIT_S)
    except subprocess.TimeoutExpired:
        print("expect-error.py: %s: still running after %d s (a hang)" %
              (" ".join(argv), TIME_LIMIT_S))
        return 0
    out = proc.stdout.decode("utf-8", "replace")
    err = proc.stderr.decode("utf-8", "replace")
    sys.stdout.write(err)
    problems = []
    if proc.returncode < 0:
        problems.append("killed by signal %d (a crash)" % -proc.returncode)
    elif proc.returncode != 1:
        problems.append("exit code %d, expected 1" % proc.returncode)
    if out:
        problems.append("stdout is not empty: %r" % out[:500])
    lines = err.splitlines()
    if not any_lines and (len(lines) != 1 or not err.endswith("\n")):
        problems.append("stderr has %d lines%s, expected exactly one line" %
                        (len(lines), "" if err.endswith("\n") else
                         " (no final newline)"))
    if problems:
        print("expect-error.py: %s: %s" % (" ".join(argv), "; ".join(problems)))
        return 0
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
