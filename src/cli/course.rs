//! `attic course list|show N|check N FILE`: the course of `programs/coursework/`, from the
//! library's `attic::course` (the exercises and their checks; this file only prints).
//!
//! `check` prints what was measured on stdout and exits 0 when the answer holds; otherwise
//! it prints the hint on stderr and exits 1, or, when the file does not parse, the
//! diagnostic and the hint with exit 65.

use std::path::PathBuf;

use clap::{Args, Subcommand};

use super::{print, read_source, CliResult, Failure};
use attic::course;

#[derive(Debug, Subcommand)]
pub enum CourseCommand {
    /// The exercises, one a line.
    List,
    /// An exercise's text: the question, the commands, what the answer is, how it is checked.
    Show(ShowArgs),
    /// Check an answer: exit 0 when it holds, 1 (with a hint) when not, 65 when it does not parse.
    Check(CheckArgs),
}

#[derive(Debug, Args)]
pub struct ShowArgs {
    /// The exercise's number (1-10).
    pub n: u32,
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The exercise's number (1-10).
    pub n: u32,
    /// The answer file (`-` for stdin).
    pub file: PathBuf,
}

fn exercise(n: u32) -> Result<course::Exercise, Failure> {
    course::exercise(n).ok_or_else(|| {
        Failure::new(
            Failure::USAGE,
            course::CheckError::NoSuchExercise(n).to_string(),
        )
    })
}

pub fn run(command: &CourseCommand) -> CliResult {
    match command {
        CourseCommand::List => {
            let mut out = String::new();
            for e in course::exercises() {
                let starter = match e.starter {
                    Some((file, _)) => format!(" (starter: {}/{file})", course::FOLDER),
                    None => String::new(),
                };
                out.push_str(&format!("{:>2}. {}{starter}\n", e.number, e.title));
            }
            print(&out)
        }
        CourseCommand::Show(args) => {
            let e = exercise(args.n)?;
            print(&format!("{}\n", e.section))
        }
        CourseCommand::Check(args) => {
            exercise(args.n)?;
            let text = read_source(&args.file)?;
            let name = args.file.display().to_string();
            let report = course::check_named(args.n, &name, &text)
                .map_err(|e| Failure::new(Failure::FAILED, e.to_string()))?;
            let hint = report
                .hint
                .as_deref()
                .map(|h| format!("hint: {}", attic::diagnostic::escape_controls(h)))
                .unwrap_or_default();
            if let Some(d) = &report.syntax_error {
                return Err(Failure {
                    code: Failure::BAD_INPUT,
                    text: format!("{}\n{hint}", d.to_string().trim_end()),
                });
            }
            let verdict = if report.passed { "passed" } else { "not yet" };
            print(&format!(
                "exercise {}: {verdict}\n{}\n",
                args.n, report.message
            ))?;
            if report.passed {
                Ok(())
            } else {
                Err(Failure {
                    code: Failure::FAILED,
                    text: hint,
                })
            }
        }
    }
}
