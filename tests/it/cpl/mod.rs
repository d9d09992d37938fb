//! CPL: the parser and its diagnostics (`parse`), the interpreter on its corpus and on
//! Strachey's listing (`run`), and the translator to Rust (`translate`).

mod parse;
mod run;
mod translate;
