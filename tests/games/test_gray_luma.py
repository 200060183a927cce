"""Every fighting game's gray frames are BT.601 luma of the RGB frames the same env draws
(same seed, settings and actions), rounded: within 0.5 of 0.299 R + 0.587 G + 0.114 B at every
pixel, at the native size and resized (where the stage backdrop is area-downsampled)."""

from __future__ import annotations

import numpy as np
import pytest
from fighting_harness import fighting_games, random_actions

from arena_vec.fighting.env import make
from arena_vec.fighting.settings import EnvironmentSettings

SIZES = [(0, 0), (84, 84), (128, 112)]
BT601 = np.array([0.299, 0.587, 0.114])


def _frames(game: str, shape: tuple[int, int, int], steps: int, seed: int) -> np.ndarray:
    """The frames of `steps` seeded random actions (a new episode after each end)."""
    env = make(game, EnvironmentSettings(frame_shape=shape))
    obs, _ = env.reset(seed=seed)
    frames = [np.array(obs["frame"])]
    for action in random_actions(env.action_space, steps, seed):
        obs, _, terminated, truncated, _ = env.step(action)
        frames.append(np.array(obs["frame"]))
        if terminated or truncated:
            obs, _ = env.reset()
            frames.append(np.array(obs["frame"]))
    env.close()
    return np.stack(frames)


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("game", fighting_games())
def test_gray_is_rounded_bt601_luma_of_rgb(game: str, size: tuple[int, int]) -> None:
    rgb = _frames(game, (*size, 0), 60, seed=5)
    gray = _frames(game, (*size, 1), 60, seed=5)
    assert gray.shape == (*rgb.shape[:-1], 1)
    error = np.abs(gray[..., 0] - rgb.astype(np.float64) @ BT601)
    worst = np.unravel_index(int(error.argmax()), error.shape)
    largest = float(error[worst])
    assert largest <= 0.5 + 1e-9, (
        f"gray differs from luma by {largest:.3f} at frame/y/x {worst}: "
        f"RGB {rgb[worst].tolist()}, gray {int(gray[worst][0])}"
    )
