"""Ctrl-C (SIGINT) during a long step() raises KeyboardInterrupt at once, not when the batch
ends, and leaves the pool usable: the interrupted batch stays in flight and completes in the
background, a sync send() is refused until it is received, recv() returns it, and stepping goes
on as if nothing happened. Before the fix, the signal waited for the whole batch.

Steps sleep (the dummy env's step_sleep_us) for STEP seconds. The first steps show the pool
that its steps are long, so it keeps the calling thread free; the signal comes during the
next one, and must arrive well before that step could have ended.
"""

from __future__ import annotations

import json

import pytest
from isolated import expect_success, run_script

SCRIPT = """
import json
import os
import signal
import threading
import time

import numpy as np
import arena_vec

# A shell's background job starts with SIGINT ignored, and Python then keeps it ignored (CI runs
# some suites as background jobs): put Python's own handler back, as an interactive run has it.
signal.signal(signal.SIGINT, signal.default_int_handler)

STEP = 0.5
NUM_ENVS, BATCH, THREADS = {num_envs}, {batch_size}, {num_threads}
envs = arena_vec.make_vec("dummy", NUM_ENVS, batch_size=BATCH, num_threads=THREADS, seed=0,
                          step_sleep_us=STEP * 1e6, num_actions=8)
envs.async_reset()
first = envs.recv()[4]["env_id"]
for _ in range(NUM_ENVS // BATCH - 1):
    envs.recv()  # every env is reset and idle now
for _ in range(2):  # long steps: the pool learns that they are long
    envs.send(np.zeros(BATCH, dtype=np.int64), first)
    envs.recv()

signalled = []
def interrupt():
    time.sleep(0.15)
    signalled.append(time.monotonic())
    os.kill(os.getpid(), signal.SIGINT)

threading.Thread(target=interrupt).start()
envs.send(np.full(BATCH, 5, dtype=np.int64), first)
try:
    envs.recv()
    print("not interrupted")
except KeyboardInterrupt:
    late = time.monotonic() - signalled[0]
    print("interrupted before the step ended:", late < STEP / 2)
try:
    envs.send(np.zeros(BATCH, dtype=np.int64), first)
except (RuntimeError, ValueError) as error:
    print("send refused:", error)
obs, reward, _, _, info = envs.recv()  # the interrupted batch, completed in the background
for label in ("recv", "next"):
    print(json.dumps(dict(label=label, ids=info["env_id"].tolist(),
                          steps=obs["counters"][:, 0].tolist(), rewards=reward.tolist())))
    if label == "recv":
        obs, reward, _, _, info = envs.step(np.full(BATCH, 7, dtype=np.int64))
envs.close()
"""


@pytest.mark.parametrize(
    ("num_envs", "batch_size", "num_threads"),
    [(1, 1, 1), (2, 1, 2)],
    ids=["sync, caller alone", "async, two threads"],
)
def test_sigint_interrupts_a_long_step_and_the_pool_goes_on(
    tmp_path, num_envs: int, batch_size: int, num_threads: int
) -> None:
    script = SCRIPT.format(num_envs=num_envs, batch_size=batch_size, num_threads=num_threads)
    lines = expect_success(run_script(script, tmp_path)).splitlines()
    assert lines[0] == "interrupted before the step ended: True"
    refusal = (
        "sync mode (batch_size == num_envs): recv() the previous send"
        if batch_size == num_envs
        else "already has a step in flight; recv() it first"
    )
    refused = lines.pop(1)
    assert refused.startswith("send refused:")
    assert refusal in refused
    received, following = (json.loads(line) for line in lines[1:3])
    assert received["rewards"] == [5.0] * batch_size  # the interrupted step's actions
    assert following["rewards"] == [7.0] * batch_size
    assert following["ids"] == received["ids"]  # step() goes to the batch just received
    assert following["steps"] == [step + 1 for step in received["steps"]]
