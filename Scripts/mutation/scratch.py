"""The scratch copy both modes plant their mutants in, and the commands run there.

The scratch tree lives outside the worktree (default /tmp/headless-table-mutate/<worktree name>,
or $MUTATE_SCRATCH) and is kept between runs, so that its `.build` is reused and every build
after the first is incremental. Every command runs under `nice -n 19`: the machine is shared.
"""

import os
import queue
import re
import shutil
import signal
import subprocess
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
NICE = ["nice", "-n", "19"]
SKIPPED = {".build", ".git", ".swiftpm"}

# A failure in the output of `swift test`: a Swift Testing test or suite that failed (its
# known issues print with another mark), or an XCTest case that failed.
FAILURE = re.compile(r"^(✘ |Test Case '.*' failed \()")

# The command running now, so that a timeout or a stopped run ends the test runner `swift
# test` starts as well: left running, a hung runner would keep the scratch `.build` locked.
_running = None


def stop_running():
    """Kills every process in the session of the command running now (`swift test` starts its
    runner in a process group of its own, but in the same session)."""
    if _running is None:
        return
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            if os.getsid(int(name)) == _running.pid:
                os.kill(int(name), signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
    _running.wait()


def run(command, cwd, timeout=None, environment=None, stop_when=None):
    """Runs `command` niced; returns (exit status, combined output, how it ended).

    How it ended is "exited", "timeout" (killed after `timeout` seconds), or "stopped" (killed
    once a line of output matched `stop_when`).
    """
    global _running
    _running = subprocess.Popen(
        NICE + command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        errors="replace", start_new_session=True, env=environment)
    lines = queue.Queue()

    def read(stream):
        for line in stream:
            lines.put(line)
        lines.put(None)

    reader = threading.Thread(target=read, args=(_running.stdout,), daemon=True)
    reader.start()
    output = []
    deadline = None if timeout is None else time.monotonic() + timeout
    ended = "exited"
    try:
        while True:
            wait = None if deadline is None else max(0.0, deadline - time.monotonic())
            try:
                line = lines.get(timeout=wait)
            except queue.Empty:
                ended = "timeout"
                stop_running()
                break
            if line is None:
                break
            output.append(line)
            if stop_when is not None and stop_when.search(line):
                ended = "stopped"
                stop_running()
                break
        if ended == "exited":
            _running.wait()
        reader.join(timeout=5)
        return _running.returncode, "".join(output), ended
    finally:
        _running = None


class Scratch:
    """The scratch tree: synced from the worktree, built, and put back after each mutant."""

    def __init__(self, path=None):
        self.path = Path(path or os.environ.get(
            "MUTATE_SCRATCH", f"/tmp/headless-table-mutate/{ROOT.name}"))
        self.pristine = {}

    def _files(self, base):
        for folder, folders, files in os.walk(base):
            relative = Path(folder).relative_to(base)
            if relative == Path("."):
                folders[:] = [f for f in folders if f not in SKIPPED]
            for name in files:
                yield relative / name

    def sync(self):
        """Makes the scratch tree's sources equal to the worktree's, touching only files that
        differ, and remembers them (see `restore`).

        Unchanged files keep their timestamps, so the scratch `.build` stays valid and the build
        after a sync is incremental. (A copied `.build` would not be: its module cache records
        absolute paths.)
        """
        self.path.mkdir(parents=True, exist_ok=True)
        wanted = set()
        for path in self._files(ROOT):
            wanted.add(path)
            source, target = ROOT / path, self.path / path
            data = source.read_bytes()
            if not target.exists() or target.read_bytes() != data:
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(data)
                shutil.copymode(source, target)
        for path in list(self._files(self.path)):
            if path not in wanted:
                (self.path / path).unlink()
        self.pristine = {}
        for path in self._files(self.path):
            full = self.path / path
            stat = full.stat()
            self.pristine[path] = (stat.st_size, stat.st_mtime_ns, full.read_bytes())

    def restore(self):
        """Puts back every file a mutant or its tests changed, added or removed since `sync`
        (a golden recorded, an `.actual.txt` saved), so the next mutant starts from the same
        tree, whatever the worktree holds by then. Returns the paths it put back."""
        restored = []
        present = set()
        for path in list(self._files(self.path)):
            present.add(path)
            full = self.path / path
            if path not in self.pristine:
                full.unlink()
                restored.append(path)
                continue
            size, mtime, data = self.pristine[path]
            stat = full.stat()
            if (stat.st_size, stat.st_mtime_ns) != (size, mtime) and full.read_bytes() != data:
                full.write_bytes(data)
                restored.append(path)
        for path, (_, _, data) in self.pristine.items():
            if path not in present:
                (self.path / path).parent.mkdir(parents=True, exist_ok=True)
                (self.path / path).write_bytes(data)
                restored.append(path)
        return restored

    def read(self, relative):
        return (self.path / relative).read_text()

    def write(self, relative, text):
        (self.path / relative).write_text(text)

    def touch(self, relative):
        """Gives the file a modification time of now, so that the next build compiles it."""
        os.utime(self.path / relative, ns=(time.time_ns(), time.time_ns()))

    def build(self):
        status, output, _ = run(["swift", "build", "--build-tests"], self.path)
        return status, output

    def test(self, test_filter=None, timeout=None, environment=None, stop_at_failure=False):
        """Runs the built tests (all, or those `test_filter` names); returns (status or None
        on timeout, output, how it ended)."""
        command = ["swift", "test", "--skip-build"]
        if test_filter:
            command += ["--filter", test_filter]
        return run(command, self.path, timeout, environment,
                   FAILURE if stop_at_failure else None)

    def listed_tests(self):
        status, output, _ = run(["swift", "test", "--skip-build", "--list-tests"], self.path)
        if status != 0:
            raise SystemExit(f"mutate: could not list the tests:\n{output[-3000:]}")
        return [line.strip() for line in output.splitlines() if "." in line and "/" in line]


def tail(output, lines=15):
    return "\n".join("      " + line for line in output.rstrip().splitlines()[-lines:])
