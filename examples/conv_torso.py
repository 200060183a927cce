"""A convolutional torso for ppo_jax.py's policies: the Nature-DQN encoder over gray frames.

Three convolutions (32 8x8 stride 4, 64 4x4 stride 2, 64 3x3 stride 1) and a 512-unit layer,
all ReLU, over an ``(n, 84, 84, 1)`` uint8 frame scaled to [0, 1]. Its 512 features join the
policy's own (RAM) features in front of both the policy and the value MLP, and train with them.

    policy = Policy(features=ram_features, heads=(9, 8), torso=nature_cnn("frame"))
"""

from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp
from ppo_jax import Params, Torso

# (output channels, kernel size, stride) of each convolution.
CONVOLUTIONS = ((32, 8, 4), (64, 4, 2), (64, 3, 1))
OUTPUTS = 512


def _side_after(size: int) -> int:
    for _, kernel, stride in CONVOLUTIONS:
        size = (size - kernel) // stride + 1
    return size


def nature_cnn(key: str, frame_shape: tuple[int, int, int] = (84, 84, 1)) -> Torso:
    """The torso over ``obs[key]``, a batch of ``frame_shape`` uint8 frames."""
    height, width, channels = frame_shape
    flat = _side_after(height) * _side_after(width) * CONVOLUTIONS[-1][0]
    orthogonal = jax.nn.initializers.orthogonal(2**0.5)

    def init(rng: jax.Array) -> Params:
        keys = jax.random.split(rng, len(CONVOLUTIONS) + 1)
        layers, inputs = [], channels
        for k, (outputs, kernel, _) in zip(keys, CONVOLUTIONS, strict=False):
            shape = (kernel, kernel, inputs, outputs)
            layers.append({"w": orthogonal(k, shape), "b": jnp.zeros(outputs)})
            inputs = outputs
        dense = {"w": orthogonal(keys[-1], (flat, OUTPUTS)), "b": jnp.zeros(OUTPUTS)}
        return {"conv": layers, "dense": dense}

    def apply(params: Params, obs: Any) -> jax.Array:
        x = jnp.asarray(obs[key], jnp.float32) / 255.0
        for layer, (_, _, stride) in zip(params["conv"], CONVOLUTIONS, strict=True):
            x = jax.lax.conv_general_dilated(
                x, layer["w"], (stride, stride), "VALID", dimension_numbers=("NHWC", "HWIO", "NHWC")
            )
            x = jax.nn.relu(x + layer["b"])
        x = x.reshape(x.shape[0], -1)
        return jax.nn.relu(x @ params["dense"]["w"] + params["dense"]["b"])

    return Torso(init=init, apply=apply, outputs=OUTPUTS)
