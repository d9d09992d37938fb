//! One file per slice: a header that names the slice, the values one byte a position, and a
//! checksum over both, so that a damaged or foreign file is detected and never read as data.
//!
//! Layout (little-endian): `ATTICEDB` (8 bytes), format version (1 byte), the slice's black
//! men, black kings, white men, white kings (4 bytes), 3 zero bytes, the number of values
//! (8 bytes), the values, and last the 64-bit FNV-1a hash of everything before it (8 bytes).
//! The values are written whole and renamed into place, so a build stopped halfway leaves
//! either the old file or none, never a short one under the final name.

use std::fmt;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::index::SliceKey;

const MAGIC: &[u8; 8] = b"ATTICEDB";
const VERSION: u8 = 1;
const HEADER: usize = 24;

/// The file name of a slice: `b2m1k-w0m1k.edb`.
pub fn file_name(key: &SliceKey) -> String {
    format!(
        "b{}m{}k-w{}m{}k.edb",
        key.black_men, key.black_kings, key.white_men, key.white_kings
    )
}

/// The slice a file name (or its stem) names: `b2m1k-w0m1k` or `b2m1k-w0m1k.edb`.
pub fn parse_file_name(text: &str) -> Option<SliceKey> {
    let stem = text.strip_suffix(".edb").unwrap_or(text);
    let (black, white) = stem.split_once('-')?;
    let side = |part: &str, letter: char| -> Option<(u8, u8)> {
        let rest = part.strip_prefix(letter)?.strip_suffix('k')?;
        let (men, kings) = rest.split_once('m')?;
        Some((men.parse().ok()?, kings.parse().ok()?))
    };
    let (black_men, black_kings) = side(black, 'b')?;
    let (white_men, white_kings) = side(white, 'w')?;
    let key = SliceKey::new(black_men, black_kings, white_men, white_kings);
    let fits = |men: u8, kings: u8| men as u32 + kings as u32 <= 12 && men <= 12;
    (fits(black_men, black_kings) && fits(white_men, white_kings)).then_some(key)
}

pub fn path_of(dir: &Path, key: &SliceKey) -> PathBuf {
    dir.join(file_name(key))
}

/// Why a slice's file cannot be used.
#[derive(Debug)]
pub enum FileError {
    Missing,
    /// The file is there and is not a good copy of the slice: what is wrong with it.
    Corrupt(String),
    Io(io::Error),
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileError::Missing => f.write_str("missing"),
            FileError::Corrupt(why) => write!(f, "corrupt ({why})"),
            FileError::Io(e) => write!(f, "unreadable ({e})"),
        }
    }
}

/// FNV-1a, 64 bits: enough to catch damage (not tampering), in a few lines.
pub fn fnv1a(bytes: &[u8], mut hash: u64) -> u64 {
    for &b in bytes {
        hash ^= b as u64;
        hash = hash.wrapping_mul(0x0000_0100_0000_01B3);
    }
    hash
}

const FNV_OFFSET: u64 = 0xCBF2_9CE4_8422_2325;

fn header(key: &SliceKey, len: u64) -> [u8; HEADER] {
    let mut h = [0u8; HEADER];
    h[..8].copy_from_slice(MAGIC);
    h[8] = VERSION;
    h[9] = key.black_men;
    h[10] = key.black_kings;
    h[11] = key.white_men;
    h[12] = key.white_kings;
    h[16..24].copy_from_slice(&len.to_le_bytes());
    h
}

/// Writes a slice's values to `dir` (through a temporary name, then renamed).
pub fn write(dir: &Path, key: &SliceKey, values: &[u8]) -> io::Result<()> {
    fs::create_dir_all(dir)?;
    let head = header(key, values.len() as u64);
    let sum = fnv1a(values, fnv1a(&head, FNV_OFFSET));
    let path = path_of(dir, key);
    let temporary = path.with_extension("edb.partial");
    {
        let mut out = io::BufWriter::new(fs::File::create(&temporary)?);
        out.write_all(&head)?;
        out.write_all(values)?;
        out.write_all(&sum.to_le_bytes())?;
        out.flush()?;
    }
    fs::rename(&temporary, &path)
}

/// Reads a slice's values from `dir`, checked: the header must name this slice and its size,
/// and the checksum must match.
pub fn read(dir: &Path, key: &SliceKey) -> Result<Vec<u8>, FileError> {
    let path = path_of(dir, key);
    let bytes = match fs::read(&path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Err(FileError::Missing),
        Err(e) => return Err(FileError::Io(e)),
    };
    let size = key.size();
    let expected_len = HEADER as u64 + size + 8;
    if bytes.len() as u64 != expected_len {
        return Err(FileError::Corrupt(format!(
            "{} bytes where {expected_len} were expected",
            bytes.len()
        )));
    }
    let head = &bytes[..HEADER];
    if &head[..8] != MAGIC {
        return Err(FileError::Corrupt("not an endgame database file".into()));
    }
    if head != header(key, size) {
        return Err(FileError::Corrupt(
            "its header names another slice or version".into(),
        ));
    }
    let body_end = bytes.len() - 8;
    let mut stored = [0u8; 8];
    stored.copy_from_slice(&bytes[body_end..]);
    if fnv1a(&bytes[..body_end], FNV_OFFSET) != u64::from_le_bytes(stored) {
        return Err(FileError::Corrupt("checksum mismatch".into()));
    }
    let mut values = bytes;
    values.truncate(body_end);
    values.drain(..HEADER);
    Ok(values)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_parse_back() {
        for pieces in 1..=6 {
            for key in SliceKey::all_with(pieces) {
                assert_eq!(parse_file_name(&file_name(&key)), Some(key));
            }
        }
        for bad in ["", "b1m0k", "b1m0k-w0m1", "b255m255k-w0m1k", "bxm0k-w0m1k"] {
            assert_eq!(parse_file_name(bad), None, "{bad}");
        }
    }

    #[test]
    fn fnv1a_matches_the_published_test_vector() {
        // FNV-1a 64 of "a" (Fowler, Noll, Vo test vectors).
        assert_eq!(fnv1a(b"a", FNV_OFFSET), 0xAF63_DC4C_8601_EC8C);
    }
}
