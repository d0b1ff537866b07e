#!/usr/bin/python3
"""Kills a tool while it holds a temporary file, for the temporary-file tests.

  kill-at-temp-file.py [--stall-fifo FIFO] TMPDIR GLOB SIGNAL CMD ARGS...

Runs CMD with TMPDIR set, waits until a file matching GLOB appears in TMPDIR
(polling, at most 120 s), sends SIGNAL (INT, TERM, HUP) to the command, waits
for it to end (at most 60 s) and prints what happened:

  ended by SIGTERM            how the command ended
  left: NAME                  each file still in TMPDIR afterwards
  TMPDIR is empty             when nothing is left

The signal must arrive while the command holds the file and waits, or the
test proves nothing: the tests make it wait, so no timing is involved. It
either opens a FIFO nobody writes to (an input), or writes to a FIFO that
this script opens for reading and never reads (--stall-fifo, its buffer
shrunk to one page): the tools refuse an output FIFO without a reader, and
with one the write blocks once the buffer is full. The file appears before
the command gets there (the linker, a child process, may still be writing
it), so the signal waits until the command has no child process and sleeps
in a pipe (its /proc wait channel). If the file never appears, or the
command ends before, this says so (and FileCheck fails on the missing
lines).
"""

import fcntl
import fnmatch
import os
import signal
import subprocess
import sys
import time


def default_signals():
    # lit's workers ignore SIGINT; an ignored signal stays ignored across
    # exec, and LLVM's handler, which re-raises the signal after its cleanup,
    # would then let the tool go on. The tool starts as from a shell.
    for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(s, signal.SIG_DFL)


F_SETPIPE_SZ = 1031  # Linux


def stall(fifo):
    """A reader on `fifo` that never reads, with the smallest buffer."""
    fd = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    fcntl.fcntl(fd, F_SETPIPE_SZ, 4096)
    return fd


def children(pid):
    kids = []
    for task in os.listdir("/proc/%d/task" % pid):
        with open("/proc/%d/task/%s/children" % (pid, task)) as f:
            kids += f.read().split()
    return kids


def waits_on_pipe(pid):
    """Whether `pid` sleeps in a FIFO's open, read or write, with no child.

    Kernels that hide wait channels print 0; then only the children and the
    sleep count. A running task also prints 0: without the sleep (state S)
    the signal could come at any moment, even between the creation of the
    temporary file and its registration for removal.
    """
    try:
        if children(pid):
            return False
        with open("/proc/%d/stat" % pid) as f:
            # "PID (COMM) STATE ...": COMM may hold spaces and parentheses.
            state = f.read().rpartition(")")[2].split()[0]
        with open("/proc/%d/wchan" % pid) as f:
            channel = f.read().strip()
    except (OSError, IndexError):
        return False  # the command is ending; the caller's poll() sees it
    if state != "S":
        return False
    return channel == "0" or any(
        word in channel for word in ("pipe", "fifo", "partner"))


def main(argv):
    reader = None  # held open until this script ends
    if argv[0] == "--stall-fifo":
        reader = stall(argv[1])  # noqa: F841
        argv = argv[2:]
    tmpdir, pattern, name, cmd = argv[0], argv[1], argv[2], argv[3:]
    signum = getattr(signal, "SIG" + name)
    env = dict(os.environ, TMPDIR=tmpdir)
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, preexec_fn=default_signals)
    deadline = time.monotonic() + 120
    while not (fnmatch.filter(os.listdir(tmpdir), pattern)
               and waits_on_pipe(proc.pid)):
        if proc.poll() is not None:
            print("the command ended (code %d) before %s appeared: %s"
                  % (proc.returncode, pattern, proc.stderr.read()))
            return 1
        if time.monotonic() > deadline:
            proc.kill()
            print("no %s, or no wait on a FIFO, after 120 s" % pattern)
            return 1
        time.sleep(0.01)
    proc.send_signal(signum)
    try:
        _, stderr = proc.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        proc.kill()
        print("still running 60 s after SIG%s" % name)
        return 1
    if proc.returncode < 0:
        print("ended by %s" % signal.Signals(-proc.returncode).name)
    else:
        print("ended with code %d: %s" % (proc.returncode, stderr))
    left = sorted(os.listdir(tmpdir))
    for f in left:
        print("left: %s" % f)
    if not left:
        print("TMPDIR is empty")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
