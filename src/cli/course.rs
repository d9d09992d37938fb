//! `attic course list|show N|check N FILE|status DIR`: the course of `programs/coursework/`,
//! from the library's `attic::course` (the exercises and their checks; this file only prints).
//!
//! `status DIR` checks every answer in a folder: a file answers exercise N when its name
//! starts with the number N (`1.cpl`, `03-line.pdn`, `10-listing.rs`); it prints one line an
//! exercise and the count passed (`--json`: the same as one JSON object, for a grading
//! script), and exits 0 when all ten pass, 1 when not, 65 when DIR cannot be read.
//!
//! `check` prints what was measured on stdout and exits 0 when the answer holds; otherwise
//! it prints the hint on stderr and exits 1, or, when the file cannot be read or does not
//! parse, the reason (the diagnostic and the hint) with exit 65. A usage error (no such
//! exercise) exits 2, as every command does.

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
    /// Check an answer: exit 0 when it holds, 1 (with a hint) when not, 2 for no such
    /// exercise, 65 when the file cannot be read or does not parse.
    Check(CheckArgs),
    /// Check a folder of answers (a file answers exercise N when its name starts with N):
    /// which exercises pass. Exit 0 when all do, 1 when not, 65 when DIR cannot be read.
    Status(StatusArgs),
}

#[derive(Debug, Args)]
pub struct StatusArgs {
    /// The folder of answers.
    pub dir: PathBuf,
    /// One JSON object instead of lines: {"passed": N, "of": 10, "exercises": [...]}.
    #[arg(long)]
    pub json: bool,
}

/// What `status` found for one exercise.
struct Found {
    number: u32,
    title: &'static str,
    /// The file judged (the first that passes, else the last tried), if any.
    file: Option<String>,
    /// `passed`, `not yet`, `does not parse`, `cannot read`, `no answer`.
    status: &'static str,
    message: String,
    hint: Option<String>,
}

/// The exercise a file answers: the number its name starts with.
fn answers(name: &str) -> Option<u32> {
    let digits: String = name.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

fn status(args: &StatusArgs) -> CliResult {
    let shown = args.dir.display().to_string();
    let mut files: Vec<(u32, PathBuf)> = std::fs::read_dir(&args.dir)
        .map_err(|e| Failure {
            code: Failure::BAD_INPUT,
            ..Failure::io("read", &shown, &e)
        })?
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            let n = answers(&path.file_name()?.to_string_lossy())?;
            path.is_file().then_some((n, path))
        })
        .collect();
    files.sort();
    let mut found = Vec::new();
    for e in course::exercises() {
        let mut result = Found {
            number: e.number,
            title: e.title,
            file: None,
            status: "no answer",
            message: format!("no file in {shown} starts with {}", e.number),
            hint: None,
        };
        for (_, path) in files.iter().filter(|(n, _)| *n == e.number) {
            let name = path.display().to_string();
            result.file = Some(name.clone());
            let text = match read_source(path) {
                Ok(t) => t,
                Err(f) => {
                    result.status = "cannot read";
                    result.message = f.text;
                    result.hint = None;
                    continue;
                }
            };
            let report = course::check_named(e.number, &name, &text)
                .map_err(|e| Failure::new(Failure::FAILED, e.to_string()))?;
            result.status = match (&report.syntax_error, report.passed) {
                (Some(_), _) => "does not parse",
                (None, true) => "passed",
                (None, false) => "not yet",
            };
            result.message = match &report.syntax_error {
                Some(d) => d.to_string().trim_end().to_string(),
                None => report.message.clone(),
            };
            result.hint = report.hint.clone();
            if report.passed {
                break;
            }
        }
        found.push(result);
    }
    let passed = found.iter().filter(|f| f.status == "passed").count();
    if args.json {
        let exercises: Vec<serde_json::Value> = found
            .iter()
            .map(|f| {
                serde_json::json!({
                    "number": f.number,
                    "title": f.title,
                    "file": f.file,
                    "status": f.status,
                    "message": f.message,
                    "hint": f.hint,
                })
            })
            .collect();
        let all = serde_json::json!({
            "passed": passed,
            "of": course::COUNT,
            "exercises": exercises,
        });
        print(&format!("{all}\n"))?;
    } else {
        let mut out = String::new();
        for f in &found {
            let file = f.file.as_deref().unwrap_or("-");
            out.push_str(&format!(
                "{:>2}. {:<14} {}  ({file})\n",
                f.number, f.status, f.title
            ));
        }
        out.push_str(&format!("{passed} of {} passed\n", course::COUNT));
        print(&out)?;
    }
    if passed == course::COUNT as usize {
        Ok(())
    } else {
        Err(Failure {
            code: Failure::FAILED,
            text: String::new(),
        })
    }
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
        CourseCommand::Status(args) => status(args),
        CourseCommand::Check(args) => {
            exercise(args.n)?;
            // A file that cannot be read is bad input (65), not a wrong answer (1).
            let text = read_source(&args.file).map_err(|f| Failure {
                code: Failure::BAD_INPUT,
                ..f
            })?;
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
