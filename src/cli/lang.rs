//! Commands that take a program in either language (`parse`, `run`): the language is picked
//! by the file's extension or `--lang`.

use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};

use super::{CliResult, Failure};
use attic::stack::on_front_end_stack;

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Lang {
    Cpl,
    Algol,
}

impl Lang {
    /// `.cpl` is CPL; `.alg` and `.a60` are ALGOL 60; `--lang` overrides.
    pub fn of(path: &Path, forced: Option<Lang>) -> Result<Lang, Failure> {
        if let Some(lang) = forced {
            return Ok(lang);
        }
        match path.extension().and_then(|e| e.to_str()) {
            Some("cpl") => Ok(Lang::Cpl),
            Some("alg") | Some("a60") => Ok(Lang::Algol),
            _ if path == Path::new("-") => Err(Failure::new(
                Failure::USAGE,
                "a program on stdin (`-`) needs --lang cpl|algol",
            )),
            _ => Err(Failure::new(
                Failure::USAGE,
                format!(
                    "cannot tell the language of {}: name it .cpl, .alg or .a60, or say --lang cpl|algol",
                    path.display()
                ),
            )),
        }
    }
}

#[derive(Debug, Args)]
pub struct ParseArgs {
    /// The program to parse (`-`: stdin, with --lang).
    pub file: PathBuf,
    /// Print the syntax tree instead of the canonical text.
    #[arg(long)]
    pub ast: bool,
    /// Print with ASCII spellings instead of the original glyphs.
    #[arg(long)]
    pub ascii: bool,
    /// The language, when the extension does not say.
    #[arg(long, value_enum)]
    pub lang: Option<Lang>,
    /// ALGOL: refuse, rather than warn about, two identifiers of one scope that agree in
    /// their first 12 characters (the series' significance rule).
    #[arg(long)]
    pub strict_12: bool,
    /// ALGOL: the hardware representation the file is written in: `reference` (attic's) or
    /// `marst` (GNU MARST's: `!`, `->`, `#`, C strings); by default MARST's when the file uses
    /// one of its own spellings.
    #[arg(long, value_enum, value_name = "REPR")]
    pub representation: Option<RepresentationArg>,
    /// ALGOL: the representation to print the program in: `reference` (the publication's
    /// glyphs, or attic's ASCII spellings with --ascii) or `marst` (GNU MARST's), whatever
    /// the file is written in.
    #[arg(
        long = "as",
        value_enum,
        value_name = "REPR",
        default_value = "reference"
    )]
    pub print_as: RepresentationArg,
    /// CPL: instead of the program, report each place it departs from the 1963 rule that a
    /// block's definitions come before its commands (exit 1 when there is one).
    #[arg(long = "cpl-1963")]
    pub cpl_1963: bool,
    /// CPL: how tightly `∧`, `∨` and `≡` bind against `+` and `-` (default: tighter).
    #[arg(long, value_enum)]
    pub and_binds: Option<super::cpl::AndBindsArg>,
}

pub fn parse(args: &ParseArgs) -> CliResult {
    let lang = Lang::of(&args.file, args.lang)?;
    let text = super::read_source(&args.file)?;
    on_front_end_stack(|| match lang {
        Lang::Cpl => super::cpl::parse(args, &text),
        Lang::Algol => super::algol::parse(args, &text),
    })
}

/// The bounds of one run of a program, the same flags wherever attic interprets one (`run` of
/// either language; `checkers`, `diff` and `errata` with a CPL program).
#[derive(Debug, Clone, Default, Args)]
pub struct LimitArgs {
    /// The deepest nesting of calls a run may reach (CPL: applications of definitions;
    /// ALGOL: procedure activations). Default: 2000000 for `run`.
    #[arg(long, value_name = "N")]
    pub max_depth: Option<usize>,
    /// The most steps a run may take (CPL: applications of definitions and builtins; ALGOL:
    /// statements and loop steps). Default: 1000000000 for `run`.
    #[arg(long, value_name = "N")]
    pub max_steps: Option<u64>,
    /// The bytes a run may hold: lists, tuples, arrays, frames and its stack (an estimate).
    /// Default 4294967296 (4 GiB).
    #[arg(long, value_name = "BYTES")]
    pub max_memory: Option<usize>,
    /// Stop a run still going after this many seconds (no limit by default).
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    pub time_limit: Option<f64>,
}

/// `--time-limit` alone, for native work that has no steps, depth or memory of a program to
/// bound (`chess solve`): the same flag, read the same way, as [`LimitArgs`]'s.
#[derive(Debug, Clone, Default, Args)]
pub struct TimeLimitArgs {
    /// Stop after this many seconds and say what is known so far (exit 1); no limit by
    /// default.
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    pub time_limit: Option<f64>,
}

impl TimeLimitArgs {
    /// The shared limits with only the deadline set (counting from now).
    pub fn limits(&self) -> attic::limits::Limits {
        LimitArgs {
            time_limit: self.time_limit,
            ..LimitArgs::default()
        }
        .limits_over(attic::limits::Limits::default())
    }
}

impl LimitArgs {
    /// The shared limits, each flag not given at `defaults`' value; the deadline counts from
    /// now.
    pub fn limits_over(&self, defaults: attic::limits::Limits) -> attic::limits::Limits {
        attic::limits::Limits {
            max_steps: self.max_steps.unwrap_or(defaults.max_steps),
            max_depth: self.max_depth.unwrap_or(defaults.max_depth),
            max_memory: self.max_memory.unwrap_or(defaults.max_memory),
            deadline: self
                .time_limit
                .map(|s| std::time::Instant::now() + std::time::Duration::from_secs_f64(s))
                .or(defaults.deadline),
            cancel: defaults.cancel,
        }
    }

    /// The run limits of [`attic::run`]: `attic run`'s bounds, the shared defaults.
    pub fn run_limits(&self) -> attic::run::RunLimits {
        let d = attic::limits::Limits::default();
        attic::run::RunLimits {
            max_steps: self.max_steps.unwrap_or(d.max_steps),
            max_depth: self.max_depth.unwrap_or(d.max_depth),
            max_memory: self.max_memory.unwrap_or(d.max_memory),
            time_limit: self.time_limit.map(std::time::Duration::from_secs_f64),
            ..attic::run::RunLimits::default()
        }
    }
}

#[derive(Debug, Args)]
pub struct RunArgs {
    /// The program to run (`-`: stdin, with --lang; then ALGOL's `input` needs --input).
    pub file: PathBuf,
    /// CPL: the expression to evaluate with the program's definitions, for instance
    /// 'NextMoveDirection(4)' or 'LegalPositionsFrom(Opening)'.
    #[arg(long, value_name = "EXPR", allow_hyphen_values = true)]
    pub eval: Option<String>,
    /// CPL: load the checkers prelude (Terminal, TerminalValue, SearchDepth, Opening: attic's
    /// own CPL, not Strachey's) after the program. This is the default; the program's own
    /// definitions always take precedence over the prelude's.
    #[arg(long, conflicts_with = "no_prelude")]
    pub prelude: bool,
    /// CPL: leave the checkers prelude out.
    #[arg(long)]
    pub no_prelude: bool,
    /// CPL: how `+` and `-` read on two logicals: set union and difference, or exclusive or.
    /// (default: set)
    #[arg(long, value_enum)]
    pub reading: Option<super::cpl::ReadingArg>,
    /// CPL: how tightly `∧`, `∨` and `≡` bind against `+` and `-`: tighter (attic's reading
    /// of the listing) or looser (Python's, as in Norvig's translation). (default: tighter)
    #[arg(long, value_enum)]
    pub and_binds: Option<super::cpl::AndBindsArg>,
    #[command(flatten)]
    pub limits: LimitArgs,
    /// CPL: after the result, print on stderr how many times each definition was called.
    #[arg(long)]
    pub counts: bool,
    /// Print on stderr every call (CPL: of a definition, with its arguments and result;
    /// ALGOL: of a procedure, with its actual parameters and, for a function, its value),
    /// indented by nesting.
    #[arg(long)]
    pub trace: bool,
    /// With --trace: show calls nested at most N deep (the ones below are counted).
    #[arg(long, value_name = "N", requires = "trace", value_parser = clap::value_parser!(u64).range(1..))]
    pub trace_depth: Option<u64>,
    /// ALGOL: print on stderr every `go to` taken: the label and the line of the jump.
    #[arg(long)]
    pub trace_labels: bool,
    /// ALGOL, with --trace: also show every evaluation of a parameter called by name (the
    /// formal and the value it gave), inside the call that evaluated it.
    #[arg(long, requires = "trace")]
    pub trace_names: bool,
    /// CPL, with --trace: show values as the program holds them. Otherwise, with the checkers
    /// prelude, a position (X, Y, K, σ) shows as its PDN FEN and a successor of the call's
    /// position as its move.
    #[arg(long, requires = "trace")]
    pub raw: bool,
    /// ALGOL: after the run, print on stderr the interpreter's counts: steps (statements and
    /// loop steps, the measure the step limit uses), procedure calls, the deepest nesting.
    #[arg(long)]
    pub stats: bool,
    /// ALGOL: the file the program reads its input from (default: stdin).
    #[arg(long, value_name = "FILE")]
    pub input: Option<PathBuf>,
    /// ALGOL: refuse, rather than warn about, two identifiers of one scope that agree in
    /// their first 12 characters.
    #[arg(long)]
    pub strict_12: bool,
    /// ALGOL: the hardware representation the file is written in: `reference` (attic's) or
    /// `marst` (GNU MARST's: `!`, `->`, `#`, C strings); by default MARST's when the file uses
    /// one of its own spellings.
    #[arg(long, value_enum, value_name = "REPR")]
    pub representation: Option<RepresentationArg>,
    /// The language, when the extension does not say.
    #[arg(long, value_enum)]
    pub lang: Option<Lang>,
}

/// `attic run FILE`: either language through [`attic::run::run_streamed`], which decides the
/// limits, the output cap, the trace and the exit code for both (and for the studio). Output
/// streams to stdout as the program prints it; ALGOL's `input` reads stdin or `--input`.
/// A syntax error exits 65, a runtime error or a limit 1, each with its diagnostic on stderr.
pub fn run(args: &RunArgs) -> CliResult {
    let lang = Lang::of(&args.file, args.lang)?;
    if lang == Lang::Algol && args.file == Path::new("-") && args.input.is_none() {
        return Err(Failure::new(
            Failure::USAGE,
            "the program comes on stdin, so its input cannot: give --input FILE",
        ));
    }
    let text = super::read_source(&args.file)?;
    check_flags(args, lang)?;
    if lang == Lang::Cpl && args.eval.is_none() {
        return Err(Failure::new(
            Failure::USAGE,
            "say what to evaluate: attic run FILE.cpl --eval 'EXPR'",
        ));
    }
    let mut input: Box<dyn std::io::BufRead + Send> = match (&args.input, lang) {
        (Some(path), _) => Box::new(std::io::BufReader::new(
            std::fs::File::open(path)
                .map_err(|e| Failure::io("read", &path.display().to_string(), &e))?,
        )),
        (None, Lang::Algol) => Box::new(std::io::BufReader::new(std::io::stdin())),
        (None, Lang::Cpl) => Box::new(std::io::empty()),
    };
    let name = super::source_name(&args.file);
    let request = request(args, lang, &name, &text);
    let mut out = super::Stdout::new();
    let end = on_front_end_stack(|| {
        attic::run::run_streamed(
            &request,
            attic::run::Streams {
                input: &mut *input,
                stdout: &mut out,
                stderr: &mut std::io::stderr(),
                trace: &mut std::io::stderr(),
            },
        )
    });
    // A write error on stdout stops the program: say that (a closed pipe ends quietly).
    out.finish()?;
    match end.diagnostic {
        None if end.exit == attic::run::exit::OK => Ok(()),
        None => Err(Failure {
            code: end.exit,
            text: String::new(),
        }),
        Some(d) => Err(Failure {
            code: end.exit,
            text: match end.help {
                Some(help) => format!("{}\n{help}", d.to_string().trim_end()),
                None => d.to_string(),
            },
        }),
    }
}

/// The run `args` ask for, in the library's terms.
fn request<'a>(
    args: &'a RunArgs,
    lang: Lang,
    name: &'a str,
    text: &'a str,
) -> attic::run::RunRequest<'a> {
    let language = match lang {
        Lang::Cpl => attic::run::Language::Cpl,
        Lang::Algol => attic::run::Language::Algol,
    };
    let mut request = attic::run::RunRequest::new(language, name, text);
    request.eval = args.eval.as_deref();
    request.prelude = !args.no_prelude;
    request.reading = args.reading.unwrap_or(super::cpl::ReadingArg::Set).into();
    request.and_binds = args.and_binds.unwrap_or_default().into();
    request.counts = args.counts;
    request.strict_12 = args.strict_12;
    request.representation = RepresentationArg::read(args.representation);
    request.stats = args.stats;
    request.limits = args.limits.run_limits();
    request.trace = trace(args);
    request
}

pub fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if (0.0..1e9).contains(&s) => Ok(s),
        _ => Err(format!("`{text}` is not a number of seconds")),
    }
}

/// A flag of the other language is a usage error, not silently ignored.
fn check_flags(args: &RunArgs, lang: Lang) -> Result<(), Failure> {
    let (foreign, language, other): (Vec<&str>, _, _) = match lang {
        Lang::Algol => {
            let mut v = Vec::new();
            if args.eval.is_some() {
                v.push("--eval");
            }
            if args.prelude {
                v.push("--prelude");
            }
            if args.no_prelude {
                v.push("--no-prelude");
            }
            if args.reading.is_some() {
                v.push("--reading");
            }
            if args.and_binds.is_some() {
                v.push("--and-binds");
            }
            if args.counts {
                v.push("--counts");
            }
            if args.raw {
                v.push("--raw");
            }
            (v, "ALGOL 60", "CPL")
        }
        Lang::Cpl => {
            let mut v = Vec::new();
            if args.input.is_some() {
                v.push("--input");
            }
            if args.strict_12 {
                v.push("--strict-12");
            }
            if args.representation.is_some() {
                v.push("--representation");
            }
            if args.trace_labels {
                v.push("--trace-labels");
            }
            if args.trace_names {
                v.push("--trace-names");
            }
            (v, "CPL", "ALGOL 60")
        }
    };
    if foreign.is_empty() {
        return Ok(());
    }
    Err(Failure::new(
        Failure::USAGE,
        format!(
            "{} {} only for {other} programs, and {} is {language}",
            foreign.join(", "),
            if foreign.len() == 1 { "is" } else { "are" },
            args.file.display()
        ),
    ))
}

/// The trace `--trace`, `--trace-depth` and `--trace-labels` ask for, if any.
fn trace(args: &RunArgs) -> Option<attic::run::Trace> {
    (args.trace || args.trace_labels).then(|| attic::run::Trace {
        depth: args
            .trace_depth
            .map(|n| usize::try_from(n).unwrap_or(usize::MAX)),
        calls: args.trace,
        labels: args.trace_labels,
        names: args.trace_names,
        raw: args.raw,
    })
}

/// `--representation`: which hardware representation an ALGOL file is read in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum RepresentationArg {
    Reference,
    Marst,
}

impl RepresentationArg {
    pub fn read(arg: Option<RepresentationArg>) -> Option<attic::algol::parse::Representation> {
        use attic::algol::parse::Representation;
        arg.map(|a| match a {
            RepresentationArg::Reference => Representation::Reference,
            RepresentationArg::Marst => Representation::Marst,
        })
    }
}
