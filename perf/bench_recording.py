"""What recording costs: env steps/s of a batched triad run (CPU vs CPU, ``autoplay``) without
recording, recording the compact form only, and recording every observation (Minari rows), side
by side, interleaved, 5 repeats; median and range. Each recording run writes into a fresh
temporary dataset_path (removed after).

    python perf/bench_recording.py                       # RAM observations, 16 envs
    python perf/bench_recording.py --frame-shape 84 84 1
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
from pathlib import Path

import numpy as np
from harness import host_info, interleaved, rate, ratio_text, write_json

import arena_vec
from arena_vec import EnvironmentSettings, RecordingSettings


def contender(num_envs: int, frame: tuple[int, int, int] | None, mode: str, seconds: float):
    """A function timing one run: steps/s with ``mode`` in (off, compact, rows)."""
    settings = EnvironmentSettings(
        include_frame=frame is not None, frame_shape=frame or (0, 0, 0), autoplay=True
    )
    actions = np.zeros((num_envs, 2), np.int64)

    def measure() -> float:
        scratch = tempfile.mkdtemp()
        recording = None
        if mode != "off":
            recording = RecordingSettings(scratch, observations=mode == "rows")
        envs = arena_vec.make_vec(
            "triad", num_envs, env_settings=settings, episode_recording_settings=recording
        )
        envs.reset(seed=0)

        def run(chunk: int) -> int:
            for _ in range(chunk):
                envs.step(actions)
            return chunk * num_envs

        try:
            return rate(run, seconds)
        finally:
            envs.close()
            shutil.rmtree(scratch)

    return measure


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--num-envs", type=int, default=16)
    parser.add_argument("--frame-shape", type=int, nargs=3, metavar=("H", "W", "C"))
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--out", type=Path, default=Path(__file__).parent / "results")
    args = parser.parse_args()
    frame = tuple(args.frame_shape) if args.frame_shape else None
    modes = ("off", "compact", "rows")
    results = interleaved(
        {m: contender(args.num_envs, frame, m, args.seconds) for m in modes}, args.repeats
    )
    for mode in modes:
        r = results[mode]
        print(f"{mode:8s} {r['median']:>10,.0f} steps/s ({r['min']:,.0f}-{r['max']:,.0f})")
    for mode in modes[1:]:
        print(f"{mode} / off: {ratio_text(results[mode], results['off'])}")
    name = "recording.json" if frame is None else f"recording_{'x'.join(map(str, frame))}.json"
    write_json(
        args.out / name,
        {"host": host_info(), "num_envs": args.num_envs, "frame_shape": frame, **results},
    )


if __name__ == "__main__":
    main()
