# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""reference.py's command line, family-neutral: a family module registers
each of its commands with the `command` decorator when it is imported, and
`main` builds the parser from what was registered (in import order), the
help's epilog from each command's usage lines."""

import argparse
import sys

from .common import Refused

# Registered commands: (name, function, positional names, usage, arguments).
COMMANDS = []

# The type of a positional argument, by its name (str when not listed).
POSITIONAL_TYPES = {
    "n": int, "c": int, "h": int, "w": int, "r": int, "seed": int, "scale": float,
    "pooled_h": int, "pooled_w": int, "sampling_ratio": int, "spatial_scale": float,
}


def command(name, positional, usage, *arguments):
    """Registers the decorated function (it takes the parsed arguments and
    returns the exit status) as command `name`: `positional` names its
    positional arguments, space-separated; each of `arguments` is (flag,
    add_argument's keywords), added after them in order; `usage` is the
    command's synopsis for the help."""

    def register(fn):
        COMMANDS.append((name, fn, positional.split(), usage, arguments))
        return fn

    return register


def parser(doc):
    epilog = doc + "\nCommands (each family's module registers its own):\n" + "".join(
        "  " + usage.strip("\n") + "\n" for _, _, _, usage, _ in COMMANDS)
    p = argparse.ArgumentParser(description=doc.split("\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog=epilog)
    sub = p.add_subparsers(dest="cmd", required=True)
    for name, fn, positional, _, arguments in COMMANDS:
        s = sub.add_parser(name)
        for arg in positional:
            s.add_argument(arg, type=POSITIONAL_TYPES.get(arg, str))
        for flag, keywords in arguments:
            s.add_argument(flag, **keywords)
        s.set_defaults(fn=fn)
    return p


def main(argv, doc):
    """Runs the command argv names; a Refused input is a one-line error."""
    args = parser(doc).parse_args(argv[1:])
    try:
        return args.fn(args)
    except Refused as e:
        print(f"reference.py: {e}", file=sys.stderr)
        return 1
