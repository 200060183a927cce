"""Exits non-zero unless two wheels hold the same files with the same bytes.

CI builds the wheel twice, from the checkout and from the unpacked sdist: a file the sdist
leaves out, or a build that depends on where it runs, shows up here as a difference.
Usage: python .ci/same_wheel.py A.whl B.whl
"""

from __future__ import annotations

import hashlib
import sys
import zipfile


def digests(path: str) -> dict[str, str]:
    with zipfile.ZipFile(path) as wheel:
        return {n: hashlib.sha256(wheel.read(n)).hexdigest() for n in wheel.namelist()}


def main(first: str, second: str) -> int:
    a, b = digests(first), digests(second)
    only = sorted(set(a) ^ set(b))
    changed = sorted(n for n in set(a) & set(b) if a[n] != b[n])
    for name in only:
        print(f"only in {first if name in a else second}: {name}")
    for name in changed:
        print(f"differs: {name}")
    if only or changed:
        return 1
    print(f"same wheel: {len(a)} files identical in {first} and {second}")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
