//! Where attic keeps what it builds once and reads again (endgame databases, tablebases): the
//! user's cache, `$XDG_CACHE_HOME/attic/NAME`, else `$HOME/.cache/attic/NAME`.

use std::path::PathBuf;

/// The cache folder of `name`; `None` when neither variable is set (or both are empty).
pub fn dir(name: &str) -> Option<PathBuf> {
    let base = std::env::var_os("XDG_CACHE_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME")
                .filter(|v| !v.is_empty())
                .map(|home| PathBuf::from(home).join(".cache"))
        })?;
    Some(base.join("attic").join(name))
}
