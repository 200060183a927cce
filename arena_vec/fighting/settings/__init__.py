"""DIAMBRA-compatible settings: the enums, the settings dataclasses, strict validation and the
conversion to the native engine's config and episode options.

Example:
    >>> from arena_vec.fighting.settings import EnvironmentSettings, SpaceTypes
    >>> from arena_vec.fighting.settings import load_settings_flat_dict
    >>> s = load_settings_flat_dict(EnvironmentSettings, {"action_space": SpaceTypes.DISCRETE})
"""

from arena_vec.fighting.settings.enums import Roles, SpaceTypes
from arena_vec.fighting.settings.environment import (
    EPISODE_FIELDS,
    ONE_PLAYER_FIELDS,
    PER_PLAYER_FIELDS,
    AnySettings,
    EnvironmentSettings,
    EnvironmentSettingsMultiAgent,
    per_player,
    players_of,
)
from arena_vec.fighting.settings.episode import apply_episode_options, check_option_keys
from arena_vec.fighting.settings.flat_dict import load_settings_flat_dict
from arena_vec.fighting.settings.native import (
    episode_settings_info,
    native_config,
    native_episode_options,
    played_character,
)
from arena_vec.fighting.settings.strict import UnknownSettingError
from arena_vec.fighting.settings.validation import (
    check_episode_values,
    check_settings,
    check_settings_object,
)
from arena_vec.fighting.settings.wrappers import (
    RecordingSettings,
    WrappersSettings,
    check_recording_settings,
    check_wrappers_settings,
)

__all__ = [
    "EPISODE_FIELDS",
    "ONE_PLAYER_FIELDS",
    "PER_PLAYER_FIELDS",
    "AnySettings",
    "EnvironmentSettings",
    "EnvironmentSettingsMultiAgent",
    "RecordingSettings",
    "Roles",
    "SpaceTypes",
    "UnknownSettingError",
    "WrappersSettings",
    "apply_episode_options",
    "check_episode_values",
    "check_option_keys",
    "check_recording_settings",
    "check_settings",
    "check_settings_object",
    "check_wrappers_settings",
    "episode_settings_info",
    "load_settings_flat_dict",
    "native_config",
    "native_episode_options",
    "per_player",
    "played_character",
    "players_of",
]
