"""Render a CPU-vs-CPU fight to an animated GIF (the game's native RGB frames: triad 240x256,
parry 224x384, ronin 224x320).

    python examples/render_fight_gif.py --out examples/media/triad_fight.gif --rounds 2
    python examples/render_fight_gif.py --game parry --out examples/media/parry_fight.gif
    python examples/render_fight_gif.py --game ronin --out examples/media/ronin_fight.gif --seed 5

``autoplay=True`` (an arena_vec extension of DIAMBRA's settings) lets the CPU play the agent's
side too. The env step that ends a round shows the round's end (K.O. / TIME / DRAW banner,
PERFECT under it for an untouched winner); the GIF holds that frame for ``--hold`` seconds so it
can be read. Needs Pillow (``pip install pillow``).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from PIL import Image

import arena_vec
from arena_vec import EnvironmentSettings, Roles


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="triad", help="fighting game id")
    parser.add_argument("--out", type=Path, default=Path("fight.gif"))
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--difficulty", type=int, default=4)
    parser.add_argument("--step-ratio", type=int, default=3, help="frames per env step (1-6)")
    parser.add_argument("--hold", type=float, default=1.5, help="seconds a round's end shows")
    args = parser.parse_args()
    if args.hold < 0:
        parser.error(f"--hold={args.hold} is invalid: allowed a number of seconds >= 0")

    settings = EnvironmentSettings(
        autoplay=True,
        include_frame=False,  # nothing drawn for the agent; render() draws the native frame
        step_ratio=args.step_ratio,
        difficulty=args.difficulty,
        continue_game=-1.0,
        role=Roles.P1,
    )
    env = arena_vec.make(args.game, settings, render_mode="rgb_array")
    obs, info = env.reset(seed=args.seed)
    milliseconds = round(1000 * args.step_ratio / 60)
    frames = [Image.fromarray(env.render())]
    durations = [milliseconds]
    rounds = 0
    while rounds < args.rounds:
        obs, _, terminated, _, info = env.step(env.get_no_op_action())
        frames.append(Image.fromarray(env.render()))
        durations.append(round(1000 * args.hold) if info["round_done"] else milliseconds)
        rounds += int(info["round_done"])
        if terminated:
            break
    env.close()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    frames[0].save(
        args.out,
        save_all=True,
        append_images=frames[1:],
        duration=durations,
        loop=0,
        optimize=True,
    )
    print(
        f"wrote {args.out}: {len(frames)} frames, {rounds} round(s), "
        f"P1 wins {obs['P1']['wins'][0]}, P2 wins {obs['P2']['wins'][0]}"
    )


if __name__ == "__main__":
    main()
