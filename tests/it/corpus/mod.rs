//! One runner for every corpus: each file runs under every executor that accepts it, is
//! judged by the clauses written in it (`support::expect`, one grammar for CPL and ALGOL), and
//! the executors must agree with each other. A table names the files an executor refuses and
//! why; a refusal must happen as the table says. Each test prints how many files (or rows)
//! ran under each executor and asserts those counts, so a corpus that silently stops
//! running fails.
//!
//! - `algol`     `tests/algol/**` and `programs/algol/`: interpreted and translated
//! - `cpl`       `tests/cpl/run/`: interpreted and translated (standalone, by rustc)
//! - `checkers`  `tests/checkers/corpus/`: the 1966 program's moves, perft and choices,
//!   interpreted, translated and as native `strachey` rules (English rules: native)

mod algol;
// The translated executor is the committed translation, built with the `translated` feature.
#[cfg(feature = "translated")]
mod checkers;
mod cpl;

use std::collections::BTreeMap;
use std::io::Write;

/// How many files (or rows) ran under each executor, and how many each refused.
pub struct Tally {
    corpus: &'static str,
    counts: BTreeMap<String, usize>,
}

impl Tally {
    pub fn new(corpus: &'static str) -> Tally {
        Tally {
            corpus,
            counts: BTreeMap::new(),
        }
    }

    /// One more under `what` (an executor, or a refusal: `translated refused`).
    pub fn ran(&mut self, what: &str) {
        *self.counts.entry(what.to_string()).or_default() += 1;
    }

    /// Prints the counts to the test output (past the harness's capture, so that they show
    /// in every run).
    pub fn report(&self) {
        let line: Vec<String> = self
            .counts
            .iter()
            .map(|(what, n)| format!("{what} {n}"))
            .collect();
        let _ = writeln!(
            std::io::stderr(),
            "corpus runner, {}: {}",
            self.corpus,
            line.join(", ")
        );
    }

    /// Every count is the one expected, and nothing was counted that is not expected.
    pub fn assert(&self, expected: &[(&str, usize)]) {
        let expected: BTreeMap<String, usize> = expected
            .iter()
            .filter(|(_, n)| *n > 0)
            .map(|(what, n)| (what.to_string(), *n))
            .collect();
        assert_eq!(
            self.counts, expected,
            "{}: the counts of files run under each executor changed; if the corpus did, \
             change the expected counts with it",
            self.corpus
        );
    }
}
