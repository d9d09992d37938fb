//! The tables on disk: one file an ending (`KQKR.tb`) in a cache directory, holding a
//! header (the format's mark, the ending's name, the number of positions), one byte a
//! position, and an FNV-1a checksum of all that. A file that is missing, cut short, of
//! another ending or size, or whose checksum does not match is never read as data: the
//! ending is built again and the file rewritten.
//!
//! [`ensure`] brings a set of endings and every ending they lead to into a [`Tablebase`],
//! in build order, loading what is on disk and building the rest, the endings of one level
//! (men, pawns) side by side on the machine's cores.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use super::index::Layout;
use super::material::Material;
use super::{build, Table, Tablebase};

/// The format's mark; 2 since KPKP is built with the captures en passant (a file of
/// format 1 may hold KPKP values that ignored them, and is rebuilt).
const MAGIC: &[u8; 8] = b"ATTICTB2";

/// What [`ensure`] is doing, for a progress report.
pub enum Event<'a> {
    Loaded(&'a Material),
    /// A file that could not be used, and why; the ending is rebuilt.
    Unusable(&'a Material, String),
    /// Positions of an ending set up so far, of its total.
    Building(&'a Material, u64, u64),
    Built(&'a Material, f64),
}

/// The default cache: `$XDG_CACHE_HOME/attic/tablebases`, or `~/.cache/attic/tablebases`.
pub fn default_dir() -> Option<PathBuf> {
    crate::cache::dir("tablebases")
}

pub fn path_of(dir: &Path, material: &Material) -> PathBuf {
    dir.join(format!("{}.tb", material.name()))
}

/// 64-bit FNV-1a.
pub fn checksum(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        hash ^= b as u64;
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

pub fn encode(table: &Table) -> Vec<u8> {
    let name = table.material.name();
    let mut out = Vec::with_capacity(table.codes.len() + 64);
    out.extend_from_slice(MAGIC);
    out.push(name.len() as u8);
    out.extend_from_slice(name.as_bytes());
    out.extend_from_slice(&(table.codes.len() as u64).to_le_bytes());
    out.extend_from_slice(&table.codes);
    let sum = checksum(&out);
    out.extend_from_slice(&sum.to_le_bytes());
    out
}

/// The table of `material` in `bytes`, or why they are not one.
pub fn decode(material: &Material, bytes: &[u8]) -> Result<Table, String> {
    let body_len = bytes
        .len()
        .checked_sub(8)
        .ok_or("the file is shorter than its checksum")?;
    let (body, sum) = bytes.split_at(body_len);
    let mut stored = [0u8; 8];
    stored.copy_from_slice(sum);
    if checksum(body) != u64::from_le_bytes(stored) {
        return Err("the checksum does not match".into());
    }
    let rest = body
        .strip_prefix(MAGIC.as_slice())
        .ok_or("not a tablebase file of this format")?;
    let (&len, rest) = rest.split_first().ok_or("the header is cut short")?;
    let name = rest.get(..len as usize).ok_or("the header is cut short")?;
    if name != material.name().as_bytes() {
        return Err(format!(
            "it holds {}, not {material}",
            String::from_utf8_lossy(name)
        ));
    }
    let rest = &rest[len as usize..];
    let count = rest.get(..8).ok_or("the header is cut short")?;
    let mut n = [0u8; 8];
    n.copy_from_slice(count);
    let layout = Layout::new(material);
    let codes = &rest[8..];
    if u64::from_le_bytes(n) != layout.size() as u64 || codes.len() != layout.size() {
        return Err(format!(
            "it holds {} positions, not the {} of {material}",
            codes.len(),
            layout.size()
        ));
    }
    Ok(Table::new(material.clone(), layout, codes.to_vec()))
}

/// Writes through a temporary name, so that a reader never sees half a file.
pub fn save(dir: &Path, table: &Table) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let path = path_of(dir, &table.material);
    let partial = path.with_extension("tb.partial");
    std::fs::write(&partial, encode(table))
        .and_then(|()| std::fs::rename(&partial, &path))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// `Ok(None)` when there is no file.
pub fn load(dir: &Path, material: &Material) -> Result<Option<Table>, String> {
    let path = path_of(dir, material);
    match std::fs::read(&path) {
        Ok(bytes) => decode(material, &bytes)
            .map(Some)
            .map_err(|e| format!("{} is unusable: {e}", path.display())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(format!("cannot read {}: {e}", path.display())),
    }
}

/// Every sound table of up to `max_men` men in `dir`, and what was wrong with the files
/// that are there but unusable (missing ones are left out without a word).
pub fn load_dir(dir: &Path, max_men: usize) -> (Tablebase, Vec<String>) {
    let mut tb = Tablebase::new();
    let mut problems = Vec::new();
    for m in Material::all(max_men) {
        match load(dir, &m) {
            Ok(Some(table)) => tb.insert(table),
            Ok(None) => {}
            Err(why) => problems.push(why),
        }
    }
    (tb, problems)
}

/// `wanted` and every ending they lead to, in build order.
pub fn closure(wanted: &[Material]) -> Vec<Material> {
    let mut all: Vec<Material> = Vec::new();
    let mut todo: Vec<Material> = wanted.to_vec();
    while let Some(m) = todo.pop() {
        if !all.contains(&m) {
            todo.extend(m.successors());
            all.push(m);
        }
    }
    all.sort_by_key(|m| m.order());
    all
}

/// Brings `wanted` and what they lead to into `tb`: from `dir` when a file there is sound,
/// else built (on up to `threads` threads) and, with a `dir`, saved.
pub fn ensure(
    tb: &mut Tablebase,
    dir: Option<&Path>,
    wanted: &[Material],
    threads: usize,
    report: &(dyn Fn(Event) + Sync),
) -> Result<(), String> {
    let order = closure(wanted);
    let mut at = 0;
    while at < order.len() {
        let level = order[at].level();
        let end = order[at..]
            .iter()
            .position(|m| m.level() != level)
            .map_or(order.len(), |n| at + n);
        let mut missing = Vec::new();
        for m in &order[at..end] {
            if tb.table(m).is_some() {
                continue;
            }
            match dir.map(|d| load(d, m)).transpose() {
                Ok(Some(Some(table))) => {
                    report(Event::Loaded(m));
                    tb.insert(table);
                }
                Ok(_) => missing.push(m.clone()),
                Err(why) => {
                    report(Event::Unusable(m, why));
                    missing.push(m.clone());
                }
            }
        }
        for table in build_level(tb, &missing, dir, threads, report)? {
            tb.insert(table);
        }
        at = end;
    }
    Ok(())
}

/// Builds endings that do not lead to one another, side by side.
fn build_level(
    tb: &Tablebase,
    missing: &[Material],
    dir: Option<&Path>,
    threads: usize,
    report: &(dyn Fn(Event) + Sync),
) -> Result<Vec<Table>, String> {
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::new());
    let worker = || loop {
        let i = next.fetch_add(1, Ordering::Relaxed);
        let Some(m) = missing.get(i) else { break };
        let started = Instant::now();
        let total = Layout::new(m).size() as u64;
        let own = (threads / missing.len().max(1)).max(1);
        let built = build::build(m, tb, own, &|done| report(Event::Building(m, done, total)))
            .and_then(|table| {
                if let Some(d) = dir {
                    save(d, &table)?;
                }
                report(Event::Built(m, started.elapsed().as_secs_f64()));
                Ok(table)
            });
        results
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(built);
    };
    std::thread::scope(|s| {
        for _ in 1..threads.clamp(1, missing.len().max(1)) {
            s.spawn(worker);
        }
        worker();
    });
    results
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damaged_file_is_refused() {
        let tb = Tablebase::build(&[Material::parse("KRK").unwrap()]).unwrap();
        let m = Material::parse("KRK").unwrap();
        let bytes = encode(tb.table(&m).unwrap());
        assert!(decode(&m, &bytes).is_ok());
        let mut bad = bytes.clone();
        bad[100] ^= 1;
        assert!(decode(&m, &bad).unwrap_err().contains("checksum"));
        assert!(decode(&m, &bytes[..bytes.len() - 1]).is_err());
        assert!(decode(&Material::parse("KQK").unwrap(), &bytes).is_err());
    }
}
