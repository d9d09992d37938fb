//! `attic checkers moves|perft|choose|board|play`: checkers positions through an engine.
//!
//! Every command that needs moves runs them through an engine picked with `--engine`: the
//! 1966 program in the CPL interpreter (`interpreted`, the default; `--program FILE`,
//! `--reading set|xor`) or the native bitboard engine (`native`, `--rules`). Each command is
//! an [`EngineTask`] over the bridge's [`Player`], and [`with_engine`] is the one place that
//! builds an engine from its name.
//!
//! The main job (bare `attic`) is [`main_job`]: the corrected listing, interpreted, plays
//! itself from the opening.

use std::io::BufRead;
use std::time::Instant;

use attic::bridge::checkers::{
    name_tuples, BridgeError, Interpreted, LoadFailure, NamedSuccessor, Player,
};
use attic::checkers::render::{render, Numbering, RenderOptions};
use attic::checkers::search::format_value;
use attic::checkers::{
    find_move, format_fen, parse_fen, perft_in, work_units, Decision, HashTable, Native,
    PerftOptions, Position, Rules, SearchKind, Side, WorkUnit,
};
use attic::diagnostic::Source;
use clap::{Args, Subcommand, ValueEnum};

use super::cpl::ReadingArg;
use super::{print, read_source, CliResult, Failure};

#[derive(Debug, Subcommand)]
pub enum CheckersCommand {
    /// The legal moves, in the program's order, one per line.
    Moves(MovesArgs),
    /// Count the move sequences DEPTH plies deep (the last line printed is the bare count).
    Perft(PerftArgs),
    /// The move ChosenPosition picks, the value BestPosition gives it, and the number of
    /// positions evaluated.
    Choose(ChooseArgs),
    /// Draw the board.
    Board(BoardArgs),
    /// Play against the program (moves from stdin, as PDN or by number; `undo`, `quit`).
    Play(PlayArgs),
}

/// Which engine produces the moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum EngineKind {
    /// The 1966 program (the corrected listing, or `--program FILE`) in the CPL interpreter.
    Interpreted,
    /// The bitboard engine in Rust (follows `--rules`).
    Native,
    /// The corrected 1966 listing translated to Rust by `attic translate` (strachey rules).
    Translated,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum RulesArg {
    /// The official English rules: a man crowned during a capture stops there.
    English,
    /// What the 1966 listing does: a man crowned mid-capture jumps on as a king.
    Strachey,
}

impl From<RulesArg> for Rules {
    fn from(rules: RulesArg) -> Rules {
        match rules {
            RulesArg::English => Rules::English,
            RulesArg::Strachey => Rules::Strachey,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SearchArg {
    /// Strachey's plain minimax (every position to the full depth).
    Minimax,
    /// Alpha-beta: the same value and move, fewer positions.
    Alphabeta,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum NumbersArg {
    None,
    /// Squares 1-32.
    Standard,
    /// Strachey's 45-bit square numbers.
    Strachey,
}

#[derive(Debug, Args)]
pub struct PositionArgs {
    /// The position in PDN FEN, side to move first: `B:W21-32:B1-12`, `W:WK26:B1,14,15`.
    #[arg(long, default_value = "B:W21-32:B1-12")]
    pub fen: String,
    /// The rules the native engine's moves follow (the interpreted program's moves are named
    /// under `strachey`, the listing's own).
    #[arg(long, value_enum, default_value_t = RulesArg::Strachey)]
    pub rules: RulesArg,
    /// The engine that produces the moves.
    #[arg(long, value_enum, default_value_t = EngineKind::Interpreted)]
    pub engine: EngineKind,
    /// The CPL program to interpret (loaded with the checkers prelude after it) instead of the
    /// corrected 1966 listing.
    #[arg(long, value_name = "FILE")]
    pub program: Option<std::path::PathBuf>,
    /// How the interpreted program reads `+` and `-` on bit strings.
    #[arg(long, value_enum, default_value_t = ReadingArg::Set)]
    pub reading: ReadingArg,
}

#[derive(Debug, Args)]
pub struct MovesArgs {
    #[command(flatten)]
    pub position: PositionArgs,
}

#[derive(Debug, Args)]
pub struct PerftArgs {
    /// Plies to look ahead (at most 28: the count must fit 64 bits).
    #[arg(value_parser = clap::value_parser!(u32).range(0..=28), required_unless_present = "units")]
    pub depth: Option<u32>,
    #[command(flatten)]
    pub position: PositionArgs,
    /// Print each first move with its count before the total.
    #[arg(long)]
    pub divide: bool,
    /// Worker threads (native engine only).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=256))]
    pub threads: u32,
    /// A shared hash table of this many MiB (native engine only); counts never change with it.
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=65536))]
    pub hash: u32,
    /// Instead of counting, write the work units of this perft cut N plies down, one a line:
    /// `FEN DEPTH MULTIPLICITY` (native engine only).
    #[arg(long, value_name = "N", conflicts_with_all = ["units", "divide"])]
    pub split: Option<u32>,
    /// Count the work units in FILE (`-`: stdin) and print their sum; with `--divide`, each
    /// unit with its count first (native engine only; no DEPTH, --fen: the units carry them).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["depth", "fen"])]
    pub units: Option<std::path::PathBuf>,
}

#[derive(Debug, Args)]
pub struct ChooseArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    /// Search depth D: Terminal(P, d) holds when d ≥ D.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=40))]
    pub depth: u32,
    /// The native engine's search (the interpreted program always runs its own minimax).
    #[arg(long, value_enum, default_value_t = SearchArg::Minimax)]
    pub search: SearchArg,
}

#[derive(Debug, Args)]
pub struct BoardArgs {
    /// The position in PDN FEN.
    #[arg(long, default_value = "B:W21-32:B1-12")]
    pub fen: String,
    /// Plain ASCII instead of Unicode.
    #[arg(long)]
    pub ascii: bool,
    /// A key of square numbers beside the board.
    #[arg(long, value_enum, default_value_t = NumbersArg::None)]
    pub numbers: NumbersArg,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ComputerArg {
    Black,
    White,
    Both,
    None,
}

#[derive(Debug, Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    /// The program's search depth.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=40))]
    pub depth: u32,
    /// Which side the program plays (`both`: it plays itself; `none`: two people).
    #[arg(long, value_enum, default_value_t = ComputerArg::White)]
    pub computer: ComputerArg,
    /// The native engine's search (the interpreted program always runs its own minimax).
    #[arg(long, value_enum, default_value_t = SearchArg::Alphabeta)]
    pub search: SearchArg,
    /// Plain ASCII boards.
    #[arg(long)]
    pub ascii: bool,
    /// The draw rule: a draw after this many plies without a capture or a man moving (also a
    /// draw: the same position, with the same side to move, for the third time).
    #[arg(long, default_value_t = 80)]
    pub quiet_plies: u32,
    /// Stop after this many plies (none by default).
    #[arg(long)]
    pub max_plies: Option<u32>,
}

pub fn run(command: &CheckersCommand) -> CliResult {
    match command {
        CheckersCommand::Moves(args) => {
            with_engine(&args.position, PerftOptions::default(), MovesTask)
        }
        CheckersCommand::Perft(args) => {
            let perft = PerftOptions {
                threads: args.threads as usize,
                hash_mb: args.hash as usize,
            };
            if args.split.is_some() || args.units.is_some() {
                return perft_units(args, perft);
            }
            if args.position.engine == EngineKind::Interpreted
                && (args.threads > 1 || args.hash > 0)
            {
                say!("note: --threads and --hash apply to the native engine only");
            }
            with_engine(&args.position, perft, PerftTask(args))
        }
        CheckersCommand::Choose(args) => {
            with_engine(&args.position, PerftOptions::default(), ChooseTask(args))
        }
        CheckersCommand::Board(args) => board(args),
        CheckersCommand::Play(args) => {
            let game = Game {
                depth: args.depth,
                computer: args.computer,
                search: search_kind(args.search),
                boards: true,
                ascii: args.ascii,
                quiet_plies: args.quiet_plies,
                max_plies: args.max_plies,
            };
            with_engine(&args.position, PerftOptions::default(), PlayTask(game))
        }
    }
}

/// A command that runs against whichever engine `--engine` names.
trait EngineTask {
    fn run<E: Player>(self, engine: &mut E, pos: Position) -> CliResult;
}

/// The one place that turns an engine's name into an engine.
fn with_engine(args: &PositionArgs, perft: PerftOptions, task: impl EngineTask) -> CliResult {
    let pos = read_fen(&args.fen)?;
    match args.engine {
        EngineKind::Native => {
            let rules = Rules::from(args.rules);
            task.run(&mut Native::with_perft(rules, perft), pos)
        }
        EngineKind::Interpreted => {
            let mut engine = interpreted(args.program.as_deref(), args.reading)?;
            task.run(&mut engine, pos)
        }
        #[cfg(feature = "translated")]
        EngineKind::Translated => task.run(&mut attic::bridge::translated::Translated::new(), pos),
        #[cfg(not(feature = "translated"))]
        EngineKind::Translated => Err(Failure::new(
            Failure::USAGE,
            "this attic was built without the `translated` feature",
        )),
    }
}

/// The corrected listing, or a program file, loaded with the prelude in an interpreter.
fn interpreted(
    program: Option<&std::path::Path>,
    reading: ReadingArg,
) -> Result<Interpreted, Failure> {
    let loaded = match program {
        None => Interpreted::corrected(reading.into()),
        Some(path) => {
            let text = read_source(path)?;
            Interpreted::load(Source::new(super::source_name(path), text), reading.into())
        }
    };
    loaded.map_err(|e| match e {
        LoadFailure::Source(d) => Failure::diagnostic(Failure::BAD_INPUT, &d),
        program => Failure::new(Failure::BAD_INPUT, program),
    })
}

fn read_fen(text: &str) -> Result<Position, Failure> {
    parse_fen(text)
        .map_err(|e| Failure::new(Failure::BAD_INPUT, format!("malformed FEN `{text}`: {e}")))
}

/// A failure of the engine: a runtime error of the program shows its place in the source.
fn engine_failure(e: BridgeError) -> Failure {
    match e {
        BridgeError::Runtime(error) => Failure::diagnostic(Failure::FAILED, &error.diagnostic),
        // A program without what the bridge calls is bad input, whichever command finds out.
        undefined @ BridgeError::Undefined { .. } => Failure::new(Failure::BAD_INPUT, undefined),
        other => Failure::new(Failure::FAILED, other),
    }
}

/// The engine's successors, named as moves (the k-th copy of a position gets the k-th path);
/// a successor no legal move reaches keeps its tuple, and stderr says why.
fn named_moves<E: Player>(engine: &mut E, pos: &Position) -> Result<Vec<NamedSuccessor>, Failure> {
    let tuples = engine.successor_tuples_of(pos).map_err(engine_failure)?;
    let rules = engine.naming_rules();
    let named = name_tuples(pos, rules, &tuples);
    for (i, successor) in named.iter().enumerate() {
        if let Some(note) = successor.note(rules) {
            say!("warning: successor {} ({}): {note}", i + 1, successor.name);
        }
    }
    Ok(named)
}

struct MovesTask;

impl EngineTask for MovesTask {
    fn run<E: Player>(self, engine: &mut E, pos: Position) -> CliResult {
        let named = named_moves(engine, &pos)?;
        if named.is_empty() {
            // No move is an answer (the list is empty), and the end of the game: say so.
            let side = pos.side().name();
            let why = if pos.pieces(pos.side()) == 0 {
                "has no pieces"
            } else {
                "has no move"
            };
            super::say(format!("{side} {why}: the game is over, {side} loses"));
        }
        let text: String = named.iter().map(|m| format!("{}\n", m.name)).collect();
        print(&text)
    }
}

struct PerftTask<'a>(&'a PerftArgs);

impl EngineTask for PerftTask<'_> {
    fn run<E: Player>(self, engine: &mut E, pos: Position) -> CliResult {
        let args = self.0;
        let depth = args.depth.unwrap_or(0);
        let started = Instant::now();
        let total = if args.divide && depth > 0 {
            let mut total = 0;
            for m in named_moves(engine, &pos)? {
                let count = engine
                    .perft_tuple(&m.tuple, depth - 1)
                    .map_err(engine_failure)?;
                print(&format!("{}: {count}\n", m.name))?;
                total += count;
            }
            total
        } else {
            engine
                .perft_tuple(&pos.to_strachey(), depth)
                .map_err(engine_failure)?
        };
        let seconds = started.elapsed().as_secs_f64();
        say!(
            "perft({}) = {total} in {seconds:.3} s ({:.1} M leaves/s)",
            depth,
            total as f64 / seconds.max(1e-9) / 1e6
        );
        print(&format!("{total}\n"))
    }
}

/// `perft --split N` and `perft --units FILE`: a perft as independent jobs, so that a count
/// too deep for one machine runs under any batch scheduler (see the README).
fn perft_units(args: &PerftArgs, options: PerftOptions) -> CliResult {
    if args.position.engine != EngineKind::Native {
        return Err(Failure::new(
            Failure::USAGE,
            "--split and --units need --engine native",
        ));
    }
    let rules = Rules::from(args.position.rules);
    if let Some(plies) = args.split {
        let depth = args.depth.unwrap_or(0);
        if plies > depth {
            return Err(Failure::new(
                Failure::USAGE,
                format!("--split {plies} cuts deeper than the perft's depth {depth}"),
            ));
        }
        let pos = read_fen(&args.position.fen)?;
        let units = work_units(&pos, depth, plies, rules);
        let sequences: u64 = units.iter().map(|u| u.multiplicity).sum();
        let mut text = format!(
            "# perft {depth} of {} under {} rules, cut {plies} plies down: {} units, \
             {sequences} move sequences\n",
            format_fen(&pos),
            match args.position.rules {
                RulesArg::English => "english",
                RulesArg::Strachey => "strachey",
            },
            units.len()
        );
        for unit in &units {
            text.push_str(&unit.to_line());
            text.push('\n');
        }
        return print(&text);
    }
    let path = args.units.as_deref().unwrap_or(std::path::Path::new("-"));
    let (name, text) = if path == std::path::Path::new("-") {
        let mut text = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut text)
            .map_err(|e| Failure::new(Failure::BAD_INPUT, format!("cannot read stdin: {e}")))?;
        ("<stdin>".to_string(), text)
    } else {
        (path.display().to_string(), read_source(path)?)
    };
    // Every line is read before any is counted, so a typo on the last line costs nothing.
    let mut terms = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let bad = |e: &dyn std::fmt::Display| {
            Failure::new(Failure::BAD_INPUT, format!("{name}:{}: {e}", number + 1))
        };
        let fields: Vec<&str> = line
            .split('#')
            .next()
            .unwrap_or("")
            .split_whitespace()
            .collect();
        // A lone number is a sum already made (the output of another `--units` job).
        if let [sum] = fields[..] {
            let digits = sum.bytes().all(|b| b.is_ascii_digit());
            match sum.parse::<u64>() {
                Ok(sum) if digits => terms.push(UnitTerm::Sum(sum)),
                _ => return Err(bad(&format!("`{sum}` is neither a count nor a work unit"))),
            }
            continue;
        }
        if let Some(unit) = WorkUnit::parse_line(line).map_err(|e| bad(&e))? {
            terms.push(UnitTerm::Unit(unit));
        }
    }
    let started = Instant::now();
    let table = HashTable::with_megabytes(options.hash_mb);
    let overflow = || Failure::new(Failure::FAILED, "the sum does not fit 64 bits");
    let mut total = 0u64;
    let mut counted = 0u64;
    for term in terms {
        let weighted = match term {
            UnitTerm::Sum(sum) => sum,
            UnitTerm::Unit(mut unit) => {
                if unit.count.is_none() {
                    let count = perft_in(
                        &unit.position,
                        unit.depth,
                        rules,
                        options.threads,
                        table.as_ref(),
                    );
                    unit.count = Some(count);
                    counted += 1;
                }
                if args.divide {
                    print(&format!("{}\n", unit.to_line()))?;
                }
                unit.weighted().ok_or_else(overflow)?
            }
        };
        total = total.checked_add(weighted).ok_or_else(overflow)?;
    }
    say!(
        "units counted here: {counted}, in {:.3} s",
        started.elapsed().as_secs_f64()
    );
    print(&format!("{total}\n"))
}

/// One line of a work-unit file that counts.
enum UnitTerm {
    Unit(WorkUnit),
    Sum(u64),
}

struct ChooseTask<'a>(&'a ChooseArgs);

fn search_kind(arg: SearchArg) -> SearchKind {
    match arg {
        SearchArg::Minimax => SearchKind::Minimax,
        SearchArg::Alphabeta => SearchKind::AlphaBeta,
    }
}

impl EngineTask for ChooseTask<'_> {
    fn run<E: Player>(self, engine: &mut E, pos: Position) -> CliResult {
        let args = self.0;
        let decision = engine
            .decide(&pos, args.depth, search_kind(args.search))
            .map_err(engine_failure)?;
        let text = match decision {
            Decision::Resign => "no legal move: the program resigns\n".to_string(),
            Decision::Choice(choice) => {
                let tuples: Vec<_> = choice
                    .successors
                    .iter()
                    .map(Position::to_strachey)
                    .collect();
                let names = name_tuples(&pos, engine.naming_rules(), &tuples);
                let chosen = match choice.index.and_then(|i| names.get(i)) {
                    Some(m) => m.name.clone(),
                    None => "none: every move scores -∞, so ChosenPosition yields NIL".to_string(),
                };
                format!(
                    "move: {chosen}\nvalue: {}\n{}: {}\n",
                    format_value(choice.value),
                    engine.evaluation_unit(),
                    choice.evaluated
                )
            }
        };
        print(&text)
    }
}

fn board(args: &BoardArgs) -> CliResult {
    let pos = read_fen(&args.fen)?;
    let numbering = match args.numbers {
        NumbersArg::None => Numbering::None,
        NumbersArg::Standard => Numbering::Standard,
        NumbersArg::Strachey => Numbering::Strachey,
    };
    print(&render(
        &pos,
        RenderOptions {
            ascii: args.ascii,
            numbering,
        },
    ))
}

/// How a game is played: by whom, how deep, what is shown, when it stops.
#[derive(Debug, Clone, Copy)]
struct Game {
    depth: u32,
    computer: ComputerArg,
    search: SearchKind,
    /// The board before every move (else only at the end).
    boards: bool,
    ascii: bool,
    /// The draw rule: this many plies without a capture or a man moving.
    quiet_plies: u32,
    max_plies: Option<u32>,
}

impl Game {
    fn computer_plays(&self, side: Side) -> bool {
        match self.computer {
            ComputerArg::Both => true,
            ComputerArg::None => false,
            ComputerArg::Black => side == Side::Black,
            ComputerArg::White => side == Side::White,
        }
    }
}

struct PlayTask(Game);

impl EngineTask for PlayTask {
    fn run<E: Player>(self, engine: &mut E, start: Position) -> CliResult {
        let mut input = std::io::stdin().lock().lines();
        play(engine, start, self.0, &mut input)
    }
}

/// One entry of the game's history: the position and the plies since the last capture or
/// man move.
type Ply = (Position, u32);

/// Plays a game: the program moves for its sides, people's moves come from `input` line by
/// line (a PDN move or the number in the list; `undo` takes back to the person's previous
/// turn; `quit` ends). Ends on no move (a loss), resignation, a draw (threefold repetition or
/// `quiet_plies` plies without a capture or a man moving), the end of input, or `max_plies`.
fn play<E: Player>(
    engine: &mut E,
    start: Position,
    game: Game,
    input: &mut dyn Iterator<Item = std::io::Result<String>>,
) -> CliResult {
    let options = RenderOptions {
        ascii: game.ascii,
        numbering: Numbering::None,
    };
    let mut history: Vec<Ply> = vec![(start, 0)];
    let result = loop {
        let Some(&(pos, quiet)) = history.last() else {
            return Ok(());
        };
        if game.boards {
            print(&render(&pos, options))?;
        }
        let side = capitalised(pos.side().name());
        let repeats = history.iter().filter(|(p, _)| *p == pos).count();
        if repeats >= 3 {
            break "draw: the same position has occurred three times".to_string();
        }
        if quiet >= game.quiet_plies {
            break format!("draw: {quiet} plies without a capture or a man moving");
        }
        if game
            .max_plies
            .is_some_and(|cap| history.len() as u64 > cap as u64)
        {
            break format!("stopped after {} plies", history.len() - 1);
        }
        let legal = named_moves(engine, &pos)?;
        if legal.is_empty() {
            break format!("{side} has no move and loses");
        }
        let chosen = if game.computer_plays(pos.side()) {
            match engine
                .decide(&pos, game.depth, game.search)
                .map_err(engine_failure)?
            {
                Decision::Resign => break format!("{side} resigns"),
                Decision::Choice(choice) => match choice.index.and_then(|i| legal.get(i)) {
                    Some(m) => m.clone(),
                    None => {
                        break format!(
                            "{side} sees every move lose (ChosenPosition yields NIL) and resigns"
                        )
                    }
                },
            }
        } else {
            let mut listing = String::new();
            for (i, m) in legal.iter().enumerate() {
                listing.push_str(&format!("{:>2}. {}\n", i + 1, m.name));
            }
            print(&listing)?;
            print(&format!("{} to move> ", pos.side().name()))?;
            let Some(line) = input.next() else {
                break "\nend of input: game abandoned".to_string();
            };
            let line = line?;
            let line = line.trim();
            match line {
                "quit" => break "game abandoned".to_string(),
                "undo" => {
                    undo(&mut history, &game);
                    continue;
                }
                _ => {}
            }
            match pick(&pos, engine.naming_rules(), &legal, line) {
                Ok(m) => m,
                Err(e) => {
                    say!("error: {e}");
                    continue;
                }
            }
        };
        print(&format!("{side} plays {}\n", chosen.name))?;
        let after = match chosen.position {
            Ok(after) => after,
            Err(reason) => {
                break format!(
                    "the game stops: the program's successor {} is no checkers position: {reason}",
                    attic::bridge::checkers::format_tuple(&chosen.tuple)
                )
            }
        };
        let quiet = if captured_or_man_moved(&pos, &after) {
            0
        } else {
            quiet + 1
        };
        history.push((after, quiet));
    };
    if !game.boards {
        if let Some((pos, _)) = history.last() {
            print(&render(pos, options))?;
        }
    }
    print(&format!("{result}\n"))
}

/// Takes back to the person's previous turn (at least one ply).
fn undo(history: &mut Vec<Ply>, game: &Game) {
    let mut taken = 0;
    while history.len() > 1
        && (taken == 0 || game.computer_plays(history.last().map_or(Side::Black, |h| h.0.side())))
    {
        history.pop();
        taken += 1;
    }
}

/// The successor a person's line names: its number in the list, its name, or a PDN move the
/// rules read (a capture may give just its start and end when only one sequence fits).
fn pick(
    pos: &Position,
    rules: Rules,
    legal: &[NamedSuccessor],
    line: &str,
) -> Result<NamedSuccessor, String> {
    if let Some(m) = line
        .parse::<usize>()
        .ok()
        .and_then(|n| n.checked_sub(1))
        .and_then(|i| legal.get(i))
    {
        return Ok(m.clone());
    }
    if let Some(m) = legal.iter().find(|m| m.name == line) {
        return Ok(m.clone());
    }
    let m = find_move(pos, rules, line).map_err(|e| e.to_string())?;
    legal
        .iter()
        .find(|s| s.legal.as_ref() == Some(&m))
        .cloned()
        .ok_or_else(|| format!("{m} is not among this engine's moves"))
}

/// Whether the move took a piece or moved a man (crowning included): the draw rule's clock
/// starts again.
fn captured_or_man_moved(before: &Position, after: &Position) -> bool {
    let mover = before.side();
    let men = |p: &Position| p.pieces(mover) & !p.kings();
    let opponent = |p: &Position| p.pieces(mover.other()).count_ones();
    men(before) != men(after) || opponent(after) < opponent(before)
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The main job's search depth and ply cap: the corrected listing, interpreted, plays itself
/// from the opening at this depth for at most this many plies.
pub const MAIN_JOB_DEPTH: u32 = 5;
pub const MAIN_JOB_MAX_PLIES: u32 = 200;

/// Bare `attic`: the corrected 1966 listing, interpreted, plays itself from the opening at
/// depth [`MAIN_JOB_DEPTH`], printing each move, then the final board and the result.
pub fn main_job() -> CliResult {
    let mut engine = interpreted(None, ReadingArg::Set)?;
    print(&format!(
        "Strachey's 1966 checkers program (the corrected listing, interpreted) plays itself \
         from the opening, searching {MAIN_JOB_DEPTH} plies deep:\n"
    ))?;
    let game = Game {
        depth: MAIN_JOB_DEPTH,
        computer: ComputerArg::Both,
        search: SearchKind::Minimax,
        boards: false,
        ascii: false,
        quiet_plies: 80,
        max_plies: Some(MAIN_JOB_MAX_PLIES),
    };
    play(
        &mut engine,
        Position::initial(),
        game,
        &mut std::iter::empty(),
    )
}
