"""procstop — SIGSTOP a process and wait until each of its threads is
stopped: the signal reaches each thread in its own time, and one on another
CPU may still answer a request for a moment. For the test scripts that make
sbxd hang (import with PYTHONPATH set to this directory)."""
import os
import signal
import time


def stopped(pid):
    """Whether every thread of pid is stopped."""
    try:
        return all(open("/proc/%d/task/%s/stat" % (pid, t)).read().rsplit(")", 1)[1].split()[0] == "T"
                   for t in os.listdir("/proc/%d/task" % pid))
    except OSError:
        return False


def stop(pid, timeout=10.0):
    """SIGSTOP pid, then wait (at most timeout seconds) until it is stopped."""
    os.kill(pid, signal.SIGSTOP)
    end = time.time() + timeout
    while not stopped(pid) and time.time() < end:
        time.sleep(0.01)
    return stopped(pid)
