#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Runs clang-tidy-22 (.clang-tidy) on the C and C++ sources a change touches,
# with the build's compile_commands.json, and judges only what the change
# touches (the commits a push holds): a warning on a changed line, and
# readability-function-size for a function whose lines the change touches
# (so an old long function fails once it is edited, a new one at once). Code
# moved unchanged, to another file or within one, is not a change, and a
# source whose changed lines are all // or /* comments (a license line) is
# not analyzed.
#
#   scripts/check-tidy.sh [BASE]
#
# The change is BASE..HEAD plus what is not committed yet; BASE defaults to
# the merge base of HEAD with the branch a push goes to (the upstream branch,
# else origin/main), so that a push of several commits is judged whole, and
# to HEAD's first parent (the last commit, or the whole merge) where there is
# no such branch or HEAD is already on it. Sources that the
# build does not compile (no entry in the compile commands) are not checked,
# nor are headers (clang-tidy reports the diagnostics of the main file).
# Prints the warnings and exits 1 when there is one; skips with a message
# when clang-tidy-22 or the base is missing (a shallow clone). Needs a
# configured and built tree (${OV_BUILD_DIR:-build}; the generated headers).
set -euo pipefail
cd "$(dirname "$0")/.."
tidy=clang-tidy-22
if ! command -v "$tidy" >/dev/null 2>&1; then
  echo "check-tidy: $tidy not found (clang-tidy-22), skipped"
  exit 0
fi
# The merge base with the branch the push goes to, named as the messages
# print it; HEAD~1 where there is none or it is HEAD itself.
default_base() {
  local branch merge
  for branch in '@{upstream}' origin/main; do
    if git rev-parse --verify -q "$branch^{commit}" >/dev/null &&
      merge="$(git merge-base HEAD "$branch")" &&
      [ "$merge" != "$(git rev-parse HEAD)" ]; then
      base="$merge"
      base_name="$(git rev-parse --short "$merge") (the merge base with $(git rev-parse --abbrev-ref "$branch"))"
      return
    fi
  done
  base=HEAD~1 base_name=HEAD~1
}
if [ $# -ge 1 ]; then
  base="$1" base_name="$1"
else
  default_base
fi
if ! git rev-parse --verify -q "$base^{commit}" >/dev/null; then
  echo "check-tidy: no commit '$base_name' to compare with, skipped"
  exit 0
fi
build="${OV_BUILD_DIR:-build}"
if [ ! -f "$build/compile_commands.json" ]; then
  echo "check-tidy: error: no $build/compile_commands.json (configure and build first:" \
    "bash scripts/build.sh)"
  exit 1
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Lines moved unchanged (within the change, re-indented or not) are not
# changed: git marks them with the newMoved colour, set apart here.
git -c color.diff.new=green -c color.diff.newMoved=magenta \
  -c color.diff.meta=normal -c color.diff.frag=normal -c color.diff.whitespace=normal \
  diff --no-ext-diff --src-prefix=a/ --dst-prefix=b/ -U0 --color=always \
  --color-moved=plain --color-moved-ws=allow-indentation-change \
  --diff-filter=d "$base" -- '*.c' '*.cpp' >"$work/change.diff"

# The changed sources the build compiles, each with one compile command (a
# source compiled twice, e.g. again into a fuzzer, is analyzed once), and
# the changed lines of each.
/usr/bin/python3 - "$PWD" "$build/compile_commands.json" "$work" <<'PY'
import json, os, re, sys
root, commands_path, work = sys.argv[1:4]
ansi = re.compile(r"\x1b\[[0-9;]*m")
moved = "\x1b[35m+"
changed, code, current, at = {}, set(), None, 0
for raw in open(os.path.join(work, "change.diff"), errors="replace"):
    line = ansi.sub("", raw.rstrip("\n"))
    if line.startswith("+++ "):
        name = line[4:].strip()
        current = None if name == "/dev/null" else name[2:]
        if current:
            changed[current] = []
    elif line.startswith("@@") and current:
        at = int(re.match(r"@@ -\S+ \+(\d+)", line).group(1))
    elif line.startswith("+") and current:
        if not raw.startswith(moved):
            changed[current].append([at, at])
            text = line[1:].strip()
            if text and not text.startswith(("//", "/*")):
                code.add(current)
        at += 1
commands, chosen = json.load(open(commands_path)), {}
for command in commands:
    path = os.path.realpath(os.path.join(command["directory"], command["file"]))
    chosen.setdefault(path, command)
files = {}
for name, lines in changed.items():
    path = os.path.realpath(os.path.join(root, name))
    if not lines:
        continue
    if name not in code:
        print("check-tidy: %s: only comment lines changed, not checked" % name)
    elif path in chosen:
        files[path] = lines
    else:
        print("check-tidy: %s is not compiled in this build, not checked" % name)
os.makedirs(os.path.join(work, "db"))
json.dump([chosen[p] for p in files], open(os.path.join(work, "db", "compile_commands.json"), "w"))
json.dump({p: {"lines": files[p], "directory": chosen[p]["directory"]}
           for p in files}, open(os.path.join(work, "changed.json"), "w"))
open(os.path.join(work, "files"), "w").write("".join(p + "\n" for p in files))
PY
if [ ! -s "$work/files" ]; then
  echo "check-tidy: no changed code line in a compiled C/C++ source since $base_name"
  exit 0
fi
count="$(wc -l <"$work/files")"
# One clang-tidy per source, as many at once as there are cores.
xargs -P "$(nproc)" -I{} sh -c \
  'log="$2/$(echo "$3" | tr / _).log"; "$1" --quiet -p "$2" "$3" >"$log" 2>&1; echo $? >"$log.rc"' \
  check-tidy "$tidy" "$work/db" {} <"$work/files"

# Keeps the diagnostics on changed lines, and readability-function-size
# where the function (its line and the lines the note counts) overlaps one.
if /usr/bin/python3 - "$work" <<'PY'; then
import json, os, re, sys
work = sys.argv[1]
changed = json.load(open(os.path.join(work, "changed.json")))
diagnostic = re.compile(r"^([^\s:][^:]*):(\d+):\d+: (warning|error): .*?(?: \[([\w.,-]+)\])?$")
size_note = re.compile(r": note: (\d+) lines including whitespace and comments")
found = []
for source, facts in sorted(changed.items()):
    log = os.path.join(work, "db", source.replace("/", "_") + ".log")
    lines = open(log, errors="replace").read().splitlines()
    status = int(open(log + ".rc").read())
    # Warnings exit 0, compile errors 1 (reported below); anything else,
    # or 1 without an error, is clang-tidy failing.
    if status not in (0, 1) or (status == 1 and not any(" error: " in l for l in lines)):
        found.append("check-tidy: %s failed on %s (exit %d):\n%s" %
                     ("clang-tidy-22", source, status, "\n".join(lines[-20:])))
    for i, line in enumerate(lines):
        m = diagnostic.match(line)
        if not m:
            continue
        path = os.path.realpath(os.path.join(facts["directory"], m.group(1)))
        if path != source:
            continue
        at, kind, check = int(m.group(2)), m.group(3), m.group(4) or ""
        last = at
        if "readability-function-size" in check:
            for note in lines[i + 1:i + 6]:
                if size_note.search(note):
                    last = at + int(size_note.search(note).group(1))
        touched = any(a <= last and at <= b for a, b in facts["lines"])
        if kind == "error" or touched:
            block = [line]
            for follow in lines[i + 1:]:
                if diagnostic.match(follow) or re.match(r"^\d+ warnings? ", follow):
                    break
                block.append(follow)
            found.append("\n".join(block))
for text in found:
    print(text)
sys.exit(1 if found else 0)
PY
  echo "check-tidy: the C/C++ sources changed since $base_name ($count) pass .clang-tidy"
else
  echo "check-tidy: the warnings above, on code changed since $base_name, break .clang-tidy"
  exit 1
fi
