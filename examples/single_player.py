"""One agent against the CPU ladder, with DIAMBRA's settings and episode options.

python examples/single_player.py
"""

from __future__ import annotations

import arena_vec
from arena_vec import EnvironmentSettings, Roles, SpaceTypes


def main() -> None:
    settings = EnvironmentSettings(
        frame_shape=(128, 128, 1),
        action_space=SpaceTypes.MULTI_DISCRETE,
        step_ratio=6,
        difficulty=2,
        continue_game=0.0,
        characters="Kestrel",
    )
    env = arena_vec.make("triad", settings)
    print("actions:", env.action_space, " observation keys:", list(env.observation_space))
    obs, info = env.reset(seed=42, options={"role": Roles.P1, "outfits": 2})
    print("episode settings:", info["settings"])
    total, steps = 0.0, 0
    while True:
        obs, reward, terminated, truncated, info = env.step(env.action_space.sample())
        total += reward
        steps += 1
        if info["round_done"]:
            print(
                f"round over at step {steps}: wins P1={obs['P1']['wins'][0]} P2={obs['P2']['wins'][0]}"
            )
        if terminated or truncated:
            break
    print(f"episode over after {steps} steps, stage {obs['stage'][0]}, total reward {total:+.0f}")
    env.close()


if __name__ == "__main__":
    main()
