#!/usr/bin/python3
"""The scratch sources of test/scripts/check-tidy.test.

  tidy-case.py db DIR        writes DIR/build/compile_commands.json for
                             DIR/a.cpp and DIR/b.cpp
  tidy-case.py source STATE  prints a.cpp in STATE: base (an old 90-line
                             function and a short one), edit-short (the short
                             one changed), edit-old-long (a line inside the
                             old long function changed), new-long (a second
                             90-line function added), moved-away (the long
                             function gone); or b.cpp: moved-here (the long
                             function of edit-old-long, moved unchanged),
                             moved-edited (the same with one line changed)
"""
import json
import os
import sys


def long_function(name, first):
    body = ["  int total = %d;" % first]
    body += ["  total += %d;" % i for i in range(1, 90)]
    return ["int %s() {" % name] + body + ["  return total;", "}"]


def source(state):
    if state.startswith("moved-"):
        moved = long_function("oldLong", 1)
        if state == "moved-edited":
            moved[40] = "  total += 4000;"
        return "\n".join(moved if state != "moved-away" else
                         ["int shortOne() { return 1; }"]) + "\n"
    old = long_function("oldLong", 1 if state == "edit-old-long" else 0)
    short = ["int shortOne() { return %d; }" % (2 if state == "edit-short" else 1)]
    new = long_function("newLong", 0) if state == "new-long" else []
    return "\n".join(old + short + new) + "\n"


def main(what, arg):
    if what == "db":
        directory = os.path.abspath(arg)
        os.makedirs(os.path.join(directory, "build"), exist_ok=True)
        with open(os.path.join(directory, "build", "compile_commands.json"), "w") as f:
            json.dump([{"directory": directory, "file": name,
                        "command": "clang++-22 -std=c++17 -c " + name}
                       for name in ("a.cpp", "b.cpp")], f)
    else:
        sys.stdout.write(source(arg))


if __name__ == "__main__":
    main(*sys.argv[1:])
