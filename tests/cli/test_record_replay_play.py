"""``arena-vec record``, ``replay`` and ``play``: what they write, show and refuse."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from arena_vec.cli.main import main
from arena_vec.recording import DatasetLoader, find_episodes, replay


def test_record_writes_whole_episodes_and_reports_sizes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    main(["record", "triad", "--out", str(tmp_path), "--episodes", "3", "--num-envs", "2"])
    out = capsys.readouterr().out
    assert out.startswith("recorded 3 episodes, ")
    assert "rows (Minari parquet): " in out
    assert "compact form: " in out
    assert "bytes per 1,000 steps" in out
    episodes = list(DatasetLoader(tmp_path))
    assert len(episodes) == 3
    assert all(e.finished and e.steps[-1][3] for e in episodes)  # whole fights only
    assert "frame" not in episodes[0].steps[0][0]  # RAM only by default


def test_record_random_compact_only_then_replay_to_gif_and_mp4(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    main(
        [
            "record",
            "triad",
            "--out",
            str(data),
            "--episodes",
            "1",
            "--policy",
            "random",
            "--compact-only",
            "--frame-shape",
            "84",
            "84",
            "1",
            "--seed",
            "4",
        ]
    )
    (episode,) = find_episodes(data)
    assert not list(episode.directory.glob("*.parquet"))
    steps = len(episode.compact())
    main(["replay", str(data), "--out", str(tmp_path / "fight.gif"), "--scale", "1"])
    main(["replay", str(data), "--out", str(tmp_path / "fight.mp4")])
    out = capsys.readouterr().out
    assert f"{steps + 1} frames written to {tmp_path / 'fight.gif'}" in out
    assert f"{steps + 1} frames written to {tmp_path / 'fight.mp4'}" in out
    with Image.open(tmp_path / "fight.gif") as gif:
        assert 1 < gif.n_frames <= steps + 1  # pillow merges identical consecutive frames
        gif.seek(gif.n_frames - 1)
        last = np.asarray(gif.convert("RGB"))
    assert last.shape == (240, 256, 3)  # native frames, whatever the recorded frame shape
    assert (tmp_path / "fight.mp4").stat().st_size > 1000
    assert len(replay(data, frames=True).frames) == steps + 1


def test_replay_to_a_window(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main(["record", "triad", "--out", str(tmp_path), "--episodes", "1", "--policy", "random"])
    (episode,) = find_episodes(tmp_path)
    main(["replay", str(episode.directory), "--fps", "1000", "--scale", "1"])
    assert capsys.readouterr().out.endswith(f"{len(episode.compact()) + 1} frames shown\n")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["record", "triad", "--out", "{tmp}", "--difficulty", "9"], "argument --difficulty: 9"),
        (
            ["record", "triad", "--out", "{tmp}", "--policy", "nope"],
            (
                "argument --policy: 'nope' is not allowed; use cpu, random, a saved policy (.npz) or "
                "module:function"
            ),
        ),
        (
            ["play", "triad", "--mode", "agent"],
            (
                "argument --agent: is required with --mode agent: a saved policy (.npz) or "
                "module:function"
            ),
        ),
        (["record", "triad", "--out", "{tmp}/f/x"], "argument --out: dataset_path="),
        (["record", "triad", "--out", "{tmp}", "--frame-shape", "84", "0", "1"], "frame_shape"),
        (["replay", "{tmp}"], "argument path: "),
        (["replay", "{tmp}", "--out", "a.avi"], None),
        (["play", "triad", "--mode", "versus", "--difficulty", "2"], "argument --difficulty: "),
        (["play", "triad", "--mode", "watch"], "argument --agent: is required with --mode watch"),
        (
            ["play", "triad", "--mode", "watch"] + ["--agent", "a:b"] * 3,
            "argument --agent: agent=['a:b', 'a:b', 'a:b'] is invalid: mode 'watch' takes 1 or 2",
        ),
        (["play", "triad", "--gamepad"], "argument --gamepad: gamepad=True needs 1 gamepad"),
    ],
)
def test_bad_arguments_end_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str | None
) -> None:
    (tmp_path / "f").write_text("a file")
    if message is None:  # needs a recording first
        main(["record", "triad", "--out", str(tmp_path), "--episodes", "1", "--policy", "random"])
        capsys.readouterr()
        message = "argument --out: 'a.avi' is invalid"
    with pytest.raises(SystemExit) as exit_info:
        main([arg.format(tmp=tmp_path) for arg in argv])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1
    assert message in err


def test_play_and_replay_without_a_display_say_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    main(["record", "triad", "--out", str(tmp_path), "--episodes", "1", "--policy", "random"])
    capsys.readouterr()
    for name in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    for argv in (["play", "triad"], ["replay", str(tmp_path)]):
        with pytest.raises(SystemExit) as exit_info:
            main(argv)
        assert exit_info.value.code == 2
        (line,) = capsys.readouterr().err.strip().splitlines()
        assert line.startswith(f"arena-vec {argv[0]}: error: no display found (SDL fell back to")
        assert "set DISPLAY (X11) or WAYLAND_DISPLAY" in line


WATCHER = """
import numpy as np
import pygame

calls = []


def punch_then_close(obs):
    calls.append(obs["P1"]["health"])
    if len(calls) % 3 == 0:
        pygame.event.post(pygame.event.Event(pygame.QUIT))
    return np.array([0, 2])
"""


def test_watch_two_agents_from_module_names(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "watcher.py").write_text(WATCHER)
    monkeypatch.syspath_prepend(str(tmp_path))
    agent = "watcher:punch_then_close"
    data = tmp_path / "data"
    main(["play", "triad", "--mode", "watch", "--agent", agent, "--agent", agent])
    main(["play", "triad", "--mode", "watch", "--agent", agent, "--record", str(data)])
    assert capsys.readouterr().out == ""  # closed before an episode finished
    import watcher

    # the third call closes the window; its step is the last: 2 steps of 2 agents, then of 1
    assert len(watcher.calls) == 2 * 2 + 2
    (episode,) = DatasetLoader(data)
    assert [step[1].tolist() for step in episode.steps] == [[0, 2]] * 2


def test_play_against_the_cpu_with_an_agent_in_the_loop_records_the_actor(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "in_the_loop.py").write_text(WATCHER)
    monkeypatch.syspath_prepend(str(tmp_path))
    data = tmp_path / "data"
    argv = ["play", "triad", "--agent", "in_the_loop:punch_then_close", "--record", str(data)]
    main(argv)
    assert capsys.readouterr().out == ""
    (episode,) = DatasetLoader(data)
    assert [step[1].tolist() for step in episode.steps] == [[0, 2]] * 3
    assert [step[5]["actor"] for step in episode.steps] == ["agent"] * 3
