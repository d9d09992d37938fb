//! The historical programs the binary carries, embedded from `programs/`.

/// Strachey's listing as printed in Scientific American, September 1966 (it does not parse).
pub const STRACHEY_PRINTED: &str = include_str!("../programs/cpl/strachey-1966.cpl");

/// The listing with Norvig's errata E1, E2 and E4 applied (see `programs/cpl/ERRATA.md`).
pub const STRACHEY_CORRECTED: &str = include_str!("../programs/cpl/strachey-1966-corrected.cpl");
