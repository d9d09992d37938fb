//! `attic diff A [B]`: two programs compared as text and as behaviour.
//!
//! Exit codes follow diff(1), on purpose unlike the other commands: 0 no difference found,
//! 1 differences (in the text or in behaviour, or a side that only runs with errata
//! applied), 2 trouble.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use attic::checkers::Rules;
use attic::diff::compare::{compare, Plan, Progress};
use attic::diff::load::{load_side, Side};
use attic::diff::play::{opening, Likeness, Player};
use attic::diff::text::diff_text;
use attic::diff::{html, report};
use clap::{Args, ValueEnum};

use super::checkers::RulesArg;
use super::cpl::{AndBindsArg, ReadingArg};
use super::{print, CliResult, Failure};

/// Trouble, as diff(1) says it: exit code 2.
const TROUBLE: u8 = 2;

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LikenessArg {
    /// The whole tuple, hidden king bits included.
    Exact,
    /// What the board shows; each side plays on with its own hidden state.
    Visible,
}

/// How the behaviour is compared (shared by `diff` and `errata`).
#[derive(Debug, Args)]
pub struct PlanArgs {
    /// Compare every position fewer than N plies from the opening, breadth first (6 for
    /// diff; 8 for errata, which reaches the 7-ply witness of F3).
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=12))]
    pub plies: Option<u32>,
    /// Then compare N positions along seeded random games.
    #[arg(long, default_value_t = 2000)]
    pub positions: u64,
    /// The seed of the random games.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The longest random game, in plies.
    #[arg(long, default_value_t = 200)]
    pub game_plies: u32,
    /// Also compare the moves ChosenPosition picks, searching D plies deep.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=8))]
    pub search_depth: Option<u32>,
    /// How many differing states to show.
    #[arg(long, default_value_t = 3)]
    pub witnesses: usize,
    /// Write the report as one self-contained HTML page too.
    #[arg(long)]
    pub html: Option<PathBuf>,
    /// The bounds of each program interpreted (CPL defaults: those of `checkers --program`;
    /// ALGOL with --problems: those of `run`).
    #[command(flatten)]
    pub limits: super::lang::LimitArgs,
}

impl PlanArgs {
    pub(super) fn plan(&self, likeness: Likeness, default_plies: u32) -> Plan {
        Plan {
            plies: self.plies.unwrap_or(default_plies),
            positions: self.positions,
            seed: self.seed,
            game_plies: self.game_plies,
            search_depth: self.search_depth,
            likeness,
            witnesses: self.witnesses,
        }
    }

    /// The bounds every CPL program of the comparison is interpreted under; a time limit
    /// counts from now, for the whole command.
    pub(super) fn limits(&self) -> attic::limits::Limits {
        self.limits
            .limits_over(attic::bridge::checkers::Interpreted::default_limits())
    }
}

#[derive(Debug, Args)]
pub struct DiffArgs {
    /// The first program (.cpl checkers program, or .alg/.a60: a text diff, and with
    /// --problems the answers of both on each problem).
    pub a: PathBuf,
    /// The second program; leave it out and say --rules to compare A with the native engine.
    pub b: Option<PathBuf>,
    /// Compare A with the native engine under these rules (instead of B).
    #[arg(long, value_enum, conflicts_with = "b")]
    pub rules: Option<RulesArg>,
    /// Compare A with the corrected listing translated to Rust (instead of B).
    #[arg(long, conflicts_with_all = ["b", "rules"])]
    pub translated: bool,
    /// How A reads + and - on logicals.
    #[arg(long, value_enum, default_value_t = ReadingArg::Set)]
    pub reading_a: ReadingArg,
    /// How B reads + and - on logicals.
    #[arg(long, value_enum, default_value_t = ReadingArg::Set)]
    pub reading_b: ReadingArg,
    /// How tightly A's `∧`, `∨` and `≡` bind against `+` and `-`.
    #[arg(long, value_enum, default_value_t = AndBindsArg::Tighter)]
    pub and_binds_a: AndBindsArg,
    /// How tightly B's `∧`, `∨` and `≡` bind against `+` and `-`.
    #[arg(long, value_enum, default_value_t = AndBindsArg::Tighter)]
    pub and_binds_b: AndBindsArg,
    /// What two states must share to be the same.
    #[arg(long, value_enum, default_value_t = LikenessArg::Exact)]
    pub likeness: LikenessArg,
    /// ALGOL: also run both mate programs on each problem of this EPD file and compare
    /// their answers.
    #[arg(long, value_name = "FILE.epd")]
    pub problems: Option<PathBuf>,
    /// ALGOL, with --problems: the number of moves s for every problem (default: each
    /// problem's dm), given to the programs that read it.
    #[arg(long, value_name = "N", requires = "problems")]
    pub mate: Option<u32>,
    #[command(flatten)]
    pub plan: PlanArgs,
}

pub(super) fn trouble(message: impl std::fmt::Display) -> Failure {
    Failure::new(TROUBLE, message)
}

/// A failure of reading or writing, as trouble (exit 2, as diff(1)).
pub(super) fn as_trouble(failure: Failure) -> Failure {
    Failure {
        code: TROUBLE,
        ..failure
    }
}

fn read(path: &Path) -> Result<String, Failure> {
    super::read_source(path).map_err(as_trouble)
}

fn is_algol(path: &Path) -> bool {
    matches!(
        path.extension().and_then(|e| e.to_str()),
        Some("alg") | Some("a60")
    )
}

/// Progress on stderr, only when stderr is a terminal.
pub(super) fn progress_printer(what: String) -> impl FnMut(Progress) {
    let terminal = std::io::stderr().is_terminal();
    move |p: Progress| {
        if terminal && p.compared.is_multiple_of(1024) {
            say_part!(
                "\r{what}: {} positions compared, {} differences",
                p.compared,
                p.differences
            );
        }
    }
}

pub(super) fn end_progress() {
    if std::io::stderr().is_terminal() {
        say_part!("\r\x1b[K");
    }
}

/// The `--html` page, created before the long comparison so that a path that cannot be
/// written fails at once.
pub(super) struct HtmlPage {
    path: PathBuf,
    file: std::fs::File,
}

pub(super) fn create_html(path: Option<&Path>) -> Result<Option<HtmlPage>, Failure> {
    path.map(|path| {
        std::fs::File::create(path)
            .map(|file| HtmlPage {
                path: path.to_path_buf(),
                file,
            })
            .map_err(|e| trouble(format!("cannot write {}: {e}", path.display())))
    })
    .transpose()
}

pub(super) fn write_html(page: Option<HtmlPage>, text: &str) -> CliResult {
    use std::io::Write;
    let Some(mut page) = page else {
        return Ok(());
    };
    page.file
        .write_all(text.as_bytes())
        .and_then(|_| page.file.flush())
        .map_err(|e| trouble(format!("cannot write {}: {e}", page.path.display())))
}

pub fn diff(args: &DiffArgs) -> CliResult {
    let colour = std::io::stdout().is_terminal();
    if args.rules.is_some() && is_algol(&args.a) {
        return Err(trouble(
            "--rules compares a CPL checkers program with the native engine; ALGOL programs \
             are compared with another program, as text",
        ));
    }
    let a_name = args.a.display().to_string();
    let a_text = read(&args.a)?;
    let mut differs = false;
    let mut out = String::new();
    let text_diff = match &args.b {
        Some(b) => {
            let b_text = read(b)?;
            let d = diff_text(&a_name, &a_text, &b.display().to_string(), &b_text);
            differs |= !d.is_empty();
            out.push_str(&d.render(colour));
            Some((d, b_text))
        }
        None if args.rules.is_none() && !args.translated => return Err(trouble(
            "give a second program, --rules english|strachey to compare with the native engine, \
             or --translated to compare with the translated listing",
        )),
        None => None,
    };
    if is_algol(&args.a) || args.b.as_deref().is_some_and(is_algol) {
        // ALGOL programs are compared as text, and with --problems as mate solvers.
        let page = create_html(args.plan.html.as_deref())?;
        if let (Some(path), Some(b), Some((_, b_text))) = (&args.problems, &args.b, &text_diff) {
            let epd = read(path)?;
            let problems = attic::chess::epd::parse_problems(&epd)
                .map_err(|e| trouble(format!("{}: {e}", path.display())))?;
            let b_name = b.display().to_string();
            let side_a = attic::diff::algol::MateSide {
                name: &a_name,
                text: &a_text,
            };
            let side_b = attic::diff::algol::MateSide {
                name: &b_name,
                text: b_text,
            };
            let runs = attic::diff::algol::compare_on_problems(
                &side_a,
                &side_b,
                &problems,
                args.mate,
                args.plan
                    .limits
                    .limits_over(attic::algol::Limits::default()),
            );
            differs |= runs.iter().any(|r| !r.same());
            if !out.is_empty() {
                out.push('\n');
            }
            out.push_str(&attic::diff::algol::report(&side_a, &side_b, &runs));
        }
        print(&out).map_err(as_trouble)?;
        if let Some((d, _)) = &text_diff {
            write_html(page, &html::text_page(d))?;
        }
        return differences_found(differs);
    }
    let limits = args.plan.limits();
    let load = |name: &str, text: &str, readings| -> Result<Side, Failure> {
        load_side(name, text, readings, &limits).map_err(|e| trouble(format!("{name}: {e}")))
    };
    let readings_a = super::cpl::readings(args.reading_a, args.and_binds_a);
    let readings_b = super::cpl::readings(args.reading_b, args.and_binds_b);
    let mut side_a = load(&a_name, &a_text, readings_a)?;
    let mut side_b = match (&args.b, &text_diff) {
        (Some(b), Some((_, b_text))) => load(&b.display().to_string(), b_text, readings_b)?,
        _ if args.translated => Side {
            player: translated()?,
            fallback: None,
        },
        _ => Side {
            player: Player::native(args.rules.map_or(Rules::English, Rules::from)),
            fallback: None,
        },
    };
    if !out.is_empty() {
        out.push('\n');
    }
    for (side, name) in [
        (&side_a, a_name.clone()),
        (
            &side_b,
            args.b
                .as_ref()
                .map_or(String::new(), |b| b.display().to_string()),
        ),
    ] {
        if let Some(f) = &side.fallback {
            differs = true;
            out.push_str(&report::fallback(&name, f));
            out.push('\n');
        }
    }
    let likeness = match args.likeness {
        LikenessArg::Exact => Likeness::Exact,
        LikenessArg::Visible => Likeness::Visible,
    };
    let plan = args.plan.plan(likeness, 6);
    let page = create_html(args.plan.html.as_deref())?;
    let comparison = compare(
        &mut side_a.player,
        &mut side_b.player,
        (opening(), opening()),
        &plan,
        &mut progress_printer("comparing".to_string()),
    );
    end_progress();
    differs |= comparison.differences > 0;
    out.push_str(&report::plan(&plan));
    out.push('\n');
    out.push_str(&report::comparison(
        &comparison,
        &side_a.player.label,
        &side_b.player.label,
    ));
    print(&out).map_err(as_trouble)?;
    if page.is_some() {
        let text = html::diff_page(
            text_diff.as_ref().map(|(d, _)| d),
            [&side_a, &side_b],
            &plan,
            &comparison,
        );
        write_html(page, &text)?;
    }
    differences_found(differs)
}

/// The translated listing as a side: any executor plays a side of a comparison.
fn translated() -> Result<Player, Failure> {
    #[cfg(feature = "translated")]
    {
        Ok(Player::engine(Box::new(
            attic::bridge::translated::Translated::new(),
        )))
    }
    #[cfg(not(feature = "translated"))]
    {
        Err(trouble(
            "this attic was built without the `translated` feature",
        ))
    }
}

/// diff(1)'s exit 1 when differences were printed: there is nothing more to say on stderr.
fn differences_found(differs: bool) -> CliResult {
    if differs {
        std::process::exit(1);
    }
    Ok(())
}
