"""A fighting game's MultiDiscrete action space in facing-relative terms, for scripted policies.

DIAMBRA's directions are absolute (Left/Right); a policy thinks in "forward" (toward the
opponent) and "back". :class:`Controls` turns relative directions and button names into the
game's action indices, given each env's ``side`` (0 = left of the opponent, so forward is Right),
and reads from the game file what scripted policies need: each character's special-move buttons,
each move's kind and height, by (character, move index), and the attacks that play the same role
in every game (a light and a heavy strike, the throw, a hold where the game has holds).

Example:
    >>> controls = Controls(game_info("triad"))                       # doctest: +SKIP
    >>> controls.move("forward", np.array([0, 1]))                    # doctest: +SKIP
    array([5, 1])
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import numpy as np

from arena_vec.fighting.games import GameInfo

# Relative directions in the order of DIAMBRA's absolute moves for a fighter facing right.
RELATIVE_MOVES = (
    "neutral",
    "back",
    "up_back",
    "up",
    "up_forward",
    "forward",
    "down_forward",
    "down",
    "down_back",
)
ABSOLUTE_MOVES = (
    "NoMove",
    "Left",
    "UpLeft",
    "Up",
    "UpRight",
    "Right",
    "DownRight",
    "Down",
    "DownLeft",
)
MOTIONS = ("qcf", "dp")
MOVE_KINDS = ("strike", "projectile", "throw", "hold")
HIT_LEVELS = ("high", "mid", "low", "overhead")


def _mirrored(name: str) -> str:
    return name.replace("Left", "_").replace("Right", "Left").replace("_", "Right")


class Controls:
    """Action indices of one game in relative terms, plus the move facts policies read.

    ``move_kind[c, m]`` / ``move_level[c, m]`` index :data:`MOVE_KINDS` / :data:`HIT_LEVELS`
    for move ``m`` of character ``c`` (-1 past a character's last move); ``move_reach[c, m]``
    is how far ahead of the body centre its hitbox reaches, pixels. ``special[c]`` holds the
    attack index that finishes character ``c``'s quarter-circle and dragon-punch motions.

    The role attacks are read from the characters' moves, each the choice of most characters:
    ``light`` presses the button of the fastest standing strike entered without a direction or
    motion, ``heavy`` the button of the longest-reaching one, ``throw`` the buttons of the
    standing throw, entered with ``throw_direction`` (a :data:`RELATIVE_MOVES` name: "neutral"
    for a throw without a direction, "forward" for one entered with forward), and ``hold``
    those of the plain standing hold (None in a game without holds). ``guard`` is the attack
    held with back or down-back to guard: the game's guard button (``[game] guard_button``),
    or 0 (no button) where holding back guards. ``strike`` is the reactive policy's strike
    (its pokes, punishes and anti-airs): ``heavy``, or the button a game names with
    ``[game] panel_strike`` where its longest-reaching strike is too unsafe to play that way.
    """

    def __init__(self, game: GameInfo) -> None:
        if tuple(game.moves) != ABSOLUTE_MOVES:
            raise ValueError(
                f"game {game.id!r}: moves={list(game.moves)} is not supported; the panel needs "
                f"DIAMBRA's nine directions {list(ABSOLUTE_MOVES)}"
            )
        self.game = game
        right = [game.moves.index(name) for name in ABSOLUTE_MOVES]
        left = [game.moves.index(_mirrored(name)) for name in ABSOLUTE_MOVES]
        self._moves = np.array([right, left], dtype=np.int64)  # [side, relative] -> absolute
        self.attack_labels = game.attack_labels()
        characters = game.raw.get("characters", [])
        longest = max((len(c.get("moves", [])) for c in characters), default=0)
        self.move_kind = np.full((len(game.characters), longest), -1, dtype=np.int64)
        self.move_level = np.full((len(game.characters), longest), -1, dtype=np.int64)
        self.move_reach = np.zeros((len(game.characters), longest), dtype=np.int64)
        for c, character in enumerate(characters):
            for m, move in enumerate(character.get("moves", [])):
                self.move_kind[c, m] = MOVE_KINDS.index(move["kind"])
                self.move_level[c, m] = HIT_LEVELS.index(move.get("level", "mid"))
                self.move_reach[c, m] = move.get("reach", 0)
        self.light = self._role(characters, "strike", lambda m: -m["startup"])
        self.heavy = self._role(characters, "strike", lambda m: m["reach"])
        self.throw, self.throw_direction = self._throw(characters)
        self.hold = self._role(characters, "hold", lambda m: 0) if self._has(characters) else None
        self.guard = 0 if game.guard_button is None else self.attack_of([game.guard_button])
        strike = game.raw.get("game", {}).get("panel_strike")
        self.strike = self.heavy if strike is None else self.attack_of([strike])
        self.special = np.array(
            [[self._special_attack(c, motion) for motion in MOTIONS] for c in characters],
            dtype=np.int64,
        ).reshape(len(game.characters), len(MOTIONS))

    @staticmethod
    def _plain(move: dict, kind: str) -> bool:
        return (
            move["kind"] == kind
            and move.get("stance") == "stand"
            and move.get("direction", "any") == "any"
            and move.get("motion", "none") == "none"
        )

    def _has(self, characters: list[dict]) -> bool:
        return any(self._plain(m, "hold") for c in characters for m in c.get("moves", []))

    def _throw(self, characters: list[dict]) -> tuple[int, str]:
        """The attack and direction of each character's standing throw entered without a
        motion (one without a direction first), the pair most characters share."""
        votes: Counter[tuple[tuple[str, ...], str]] = Counter()
        for character in characters:
            throws = [
                m
                for m in character.get("moves", [])
                if m["kind"] == "throw"
                and m.get("stance") == "stand"
                and m.get("motion", "none") == "none"
            ]
            if throws:
                best = min(throws, key=lambda m: m.get("direction", "any") != "any")
                direction = best.get("direction", "any")
                votes[(tuple(best["buttons"]), "neutral" if direction == "any" else direction)] += 1
        if not votes:
            raise ValueError(f"game {self.game.id!r}: no character has a standing throw")
        (buttons, direction), _ = votes.most_common(1)[0]
        if direction not in RELATIVE_MOVES:
            raise ValueError(
                f"game {self.game.id!r}: a throw entered with {direction!r} is not supported; "
                f"the panel enters throws with one of {list(RELATIVE_MOVES)}"
            )
        return self.attack_of(list(buttons)), direction

    def _role(self, characters: list[dict], kind: str, rank: Callable[[dict], int]) -> int:
        """The attack of each character's best plain ``kind`` move by ``rank`` (single-button
        strikes only), the one most characters share."""
        votes: Counter[tuple[str, ...]] = Counter()
        for character in characters:
            moves = [
                m
                for m in character.get("moves", [])
                if self._plain(m, kind) and (kind != "strike" or len(m["buttons"]) == 1)
            ]
            if moves:
                votes[tuple(max(moves, key=rank)["buttons"])] += 1
        if not votes:
            raise ValueError(f"game {self.game.id!r}: no character has a plain standing {kind}")
        return self.attack_of(list(votes.most_common(1)[0][0]))

    def attack(self, label: str) -> int:
        """Index of an attack label (``"Kick"``, ``"Hold+Punch"``, ``"NoAttack"``)."""
        if label not in self.attack_labels:
            raise ValueError(f"attack={label!r} is not allowed; use one of {self.attack_labels}")
        return self.attack_labels.index(label)

    def relative(self, name: str) -> int:
        """Index of a relative direction name in :data:`RELATIVE_MOVES`."""
        if name not in RELATIVE_MOVES:
            raise ValueError(f"direction={name!r} is not allowed; use one of {RELATIVE_MOVES}")
        return RELATIVE_MOVES.index(name)

    def move(self, relative: str, side: np.ndarray) -> np.ndarray:
        """Absolute move indices of direction ``relative`` for fighters on ``side`` (0/1)."""
        return self._moves[side, self.relative(relative)]

    def moves(self, relative: np.ndarray | int, side: np.ndarray) -> np.ndarray:
        """Absolute move indices for arrays of relative direction indices and sides."""
        return self._moves[side, relative]

    def _special_attack(self, character: dict, motion: str) -> int:
        """The buttons of the character's first move with ``motion``; for a character without
        one, the buttons most characters use for it (0, no button, when none has one)."""
        own = [m["buttons"] for m in character.get("moves", []) if m.get("motion") == motion]
        if own:
            return self.attack_of(own[0])
        every = Counter(
            tuple(m["buttons"])
            for c in self.game.raw.get("characters", [])
            for m in c.get("moves", [])
            if m.get("motion") == motion
        )
        return self.attack_of(list(every.most_common(1)[0][0])) if every else 0

    def attack_of(self, buttons: list[str]) -> int:
        """Index of the attack that presses exactly ``buttons`` (in any order)."""
        wanted = set(buttons)
        for index, entry in enumerate(self.game.attacks):
            if set(entry) == wanted:
                return index
        raise ValueError(f"buttons={buttons} match no attack of game {self.game.id!r}")
