//! Exercises whose answer is an ALGOL 60 program: Jensen's device (8) and the certification's
//! extension to mate in 4 (9). Both run in the ALGOL interpreter, as `attic run` runs them.
//!
//! - 8: the program must print H(100) = Σ 1/k for k = 1..100, then Σ k × k for k = 1..10.
//!   The expected numbers are what a plain program with two `for` loops prints in the same
//!   interpreter. The answer must also really use call by name: some call passes, for a
//!   parameter not in the procedure's `value` part, an expression (not a plain variable) that
//!   names a variable passed by name to the same call (the index), found on the syntax tree;
//!   and the run's trace (`attic run --trace --trace-names`) must show that the printed sums
//!   are the values of calls of one procedure, inside each of which one parameter called by
//!   name was evaluated once for each index value: to 1/k for k = 1 … 100 in the first, to
//!   k × k for k = 1 … 10 in the second. Two plain loops beside an unused call, or a
//!   procedure that computes the sums without evaluating its term, do not pass.
//! - 9: the program must read `s` (the certification's item 4) and give a key the native
//!   solver accepts (every key it finds, en passant off as in the programs) for a mate in 2,
//!   a mate in 3 and a mate in 4 from `programs/problems`. The report gives each verdict with
//!   the interpreter's steps, and how many lines differ from `mate-in-4.alg`.
//!
//! Files: `mod.rs` the shared run of an answer and exercise 8 (Jensen's device); `mate.rs`
//! exercise 9 (the pool of problems it draws from, mirrored and crowded boards, the check).

use std::collections::HashMap;
use std::io::Cursor;

use super::{reference, CheckError, Report};
use crate::algol::ast::{Declaration, Expr, ExprKind, ForElement, Statement, StatementKind};
use crate::algol::{self, Limits};
use crate::diagnostic::Source;

pub mod mate;

/// What a run printed, or its error's first line.
fn run(
    source: &Source,
    program: &algol::CProgram,
    input: &str,
    steps: u64,
) -> Result<(String, u64), String> {
    let mut reader = Cursor::new(input.as_bytes().to_vec());
    let mut out = Capped::default();
    let bounds = super::limits();
    let limits = Limits {
        max_steps: steps.min(bounds.max_steps),
        ..bounds
    };
    match algol::run_checked(source, program, &mut reader, &mut out, limits) {
        Ok(stats) => Ok((
            String::from_utf8_lossy(&out.bytes).into_owned(),
            stats.steps,
        )),
        Err(_) if out.full => Err(format!(
            "it printed more than {} bytes, the most a check keeps of a program's output",
            OUTPUT_CAP
        )),
        Err(e) => {
            let text = e.to_string();
            let first = text.lines().next().unwrap_or("");
            Err(first.strip_prefix("error: ").unwrap_or(first).to_string())
        }
    }
}

/// The most output a check keeps of one run of an answer: a right answer prints a few lines.
pub const OUTPUT_CAP: usize = 1 << 20;

/// A program's output, kept up to [`OUTPUT_CAP`] bytes; a write past it fails, which stops
/// the run with an error (never an allocation without bound).
#[derive(Default)]
struct Capped {
    bytes: Vec<u8>,
    full: bool,
}

impl std::io::Write for Capped {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.bytes.len() + buf.len() > OUTPUT_CAP {
            self.full = true;
            return Err(std::io::Error::other("the output limit of the check"));
        }
        self.bytes.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The numbers in printed output, in order.
fn numbers(output: &str) -> Vec<f64> {
    output
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter_map(|w| w.replace('⏨', "e").parse::<f64>().ok())
        .collect()
}

/// The sums without call by name: what exercise 8's answer must print.
const PLAIN_SUMS: &str = "begin integer k; real s;
  s := 0; for k := 1 step 1 until 100 do s := s + 1 / k; outreal(1, s);
  s := 0; for k := 1 step 1 until 10 do s := s + k × k; outreal(1, s)
end";

/// Procedures of a program: name → (parameters, parameters called by value).
type Procedures = HashMap<String, (Vec<String>, Vec<String>)>;

#[derive(Default)]
struct Walk {
    procedures: Procedures,
    calls: Vec<(String, Vec<Expr>)>,
}

impl Walk {
    fn statement(&mut self, s: &Statement) {
        match &s.kind {
            StatementKind::Dummy => {}
            StatementKind::Assign { targets, value } => {
                for t in targets {
                    for e in t.subscripts.iter().flatten() {
                        self.expr(e);
                    }
                }
                self.expr(value);
            }
            StatementKind::Goto(e) => self.expr(e),
            StatementKind::Call { name, args } => {
                self.calls.push((name.name.clone(), args.clone()));
                args.iter().for_each(|a| self.expr(a));
            }
            StatementKind::Compound { body, .. } => body.iter().for_each(|s| self.statement(s)),
            StatementKind::Block(b) => {
                for d in &b.declarations {
                    match d {
                        Declaration::Procedure(p) => {
                            let names = |v: &[crate::algol::ast::Ident]| {
                                v.iter().map(|i| i.name.clone()).collect::<Vec<_>>()
                            };
                            self.procedures
                                .insert(p.name.name.clone(), (names(&p.params), names(&p.values)));
                            self.statement(&p.body);
                        }
                        Declaration::Array { segments, .. } => {
                            for (lo, hi) in segments.iter().flat_map(|s| &s.bounds) {
                                self.expr(lo);
                                self.expr(hi);
                            }
                        }
                        Declaration::Switch { elements, .. } => {
                            elements.iter().for_each(|e| self.expr(e))
                        }
                        Declaration::Simple { .. } => {}
                    }
                }
                b.body.iter().for_each(|s| self.statement(s));
            }
            StatementKind::If {
                condition,
                then,
                otherwise,
            } => {
                self.expr(condition);
                self.statement(then);
                if let Some(o) = otherwise {
                    self.statement(o);
                }
            }
            StatementKind::For { elements, body, .. } => {
                for e in elements {
                    match e {
                        ForElement::Single(x) => self.expr(x),
                        ForElement::StepUntil { start, step, limit } => {
                            self.expr(start);
                            self.expr(step);
                            self.expr(limit);
                        }
                        ForElement::While { value, condition } => {
                            self.expr(value);
                            self.expr(condition);
                        }
                    }
                }
                self.statement(body);
            }
        }
    }

    fn expr(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Call { name, args } => {
                self.calls.push((name.name.clone(), args.clone()));
                args.iter().for_each(|a| self.expr(a));
            }
            ExprKind::Subscript { subscripts, .. } => subscripts.iter().for_each(|a| self.expr(a)),
            ExprKind::Unary { operand, .. } => self.expr(operand),
            ExprKind::Binary { lhs, rhs, .. } => {
                self.expr(lhs);
                self.expr(rhs);
            }
            ExprKind::If {
                condition,
                then,
                otherwise,
            } => {
                self.expr(condition);
                self.expr(then);
                self.expr(otherwise);
            }
            _ => {}
        }
    }
}

/// The variables an expression names.
fn names_in(e: &Expr, out: &mut Vec<String>) {
    match &e.kind {
        ExprKind::Name(i) => out.push(i.name.clone()),
        ExprKind::Subscript { subscripts, .. } => subscripts.iter().for_each(|a| names_in(a, out)),
        ExprKind::Call { args, .. } => args.iter().for_each(|a| names_in(a, out)),
        ExprKind::Unary { operand, .. } => names_in(operand, out),
        ExprKind::Binary { lhs, rhs, .. } => {
            names_in(lhs, out);
            names_in(rhs, out);
        }
        ExprKind::If {
            condition,
            then,
            otherwise,
        } => {
            names_in(condition, out);
            names_in(then, out);
            names_in(otherwise, out);
        }
        _ => {}
    }
}

/// The first call that is Jensen's device: (procedure, the expression's parameter, the index).
fn jensen_call(walk: &Walk) -> Option<(String, String, String)> {
    for (name, args) in &walk.calls {
        let Some((params, values)) = walk.procedures.get(name) else {
            continue;
        };
        let by_name = |j: usize| params.get(j).is_some_and(|p| !values.contains(p));
        let plain: Vec<(usize, &str)> = args
            .iter()
            .enumerate()
            .filter_map(|(j, a)| match &a.kind {
                ExprKind::Name(i) if by_name(j) => Some((j, i.name.as_str())),
                _ => None,
            })
            .collect();
        for (j, a) in args.iter().enumerate() {
            let compound = !matches!(
                a.kind,
                ExprKind::Name(_)
                    | ExprKind::Int(_)
                    | ExprKind::Real(_)
                    | ExprKind::Bool(_)
                    | ExprKind::Str(_)
            );
            if !compound || !by_name(j) {
                continue;
            }
            let mut mentioned = Vec::new();
            names_in(a, &mut mentioned);
            if let Some((k, index)) = plain
                .iter()
                .find(|(k, n)| *k != j && mentioned.iter().any(|m| m == n))
            {
                return Some((
                    name.clone(),
                    params[j].clone(),
                    format!("{index} (parameter {})", params[*k]),
                ));
            }
        }
    }
    None
}

/// A call in a trace (`--trace --trace-names`): the procedure, its value (a function's), and
/// the evaluations of parameters called by name anywhere inside it, by formal.
struct TracedCall {
    name: String,
    value: Option<f64>,
    by_name: HashMap<String, Vec<f64>>,
}

/// A number as the trace writes it.
fn traced_number(text: &str) -> Option<f64> {
    text.trim().replace('⏨', "e").parse().ok()
}

/// The calls of a trace, outermost and inner alike, in the order they began.
fn traced_calls(trace: &str) -> Vec<TracedCall> {
    let lines: Vec<(usize, &str)> = trace
        .lines()
        .map(|l| {
            let text = l.trim_start_matches(' ');
            ((l.len() - text.len()) / 2, text)
        })
        .collect();
    let mut calls: Vec<TracedCall> = Vec::new();
    // The calls open at each depth (indices into `calls`).
    let mut open: Vec<usize> = Vec::new();
    let mut previous = 0;
    for (i, &(depth, text)) in lines.iter().enumerate() {
        let deeper_before = std::mem::replace(&mut previous, depth) > depth;
        if let Some(rest) = text.strip_prefix("by name ") {
            open.truncate(depth);
            if let Some((formal, value)) = rest.rsplit_once(" = ") {
                if let Some(v) = traced_number(value) {
                    for &c in &open {
                        calls[c]
                            .by_name
                            .entry(formal.to_string())
                            .or_default()
                            .push(v);
                    }
                }
            }
            continue;
        }
        if text.starts_with("go to ") || text.starts_with("... ") {
            continue;
        }
        let name: String = text
            .chars()
            .take_while(|c| !matches!(c, '(' | ' '))
            .collect();
        // A value follows the call's last `)` (or its name) as ` = v`.
        let after = text.rfind(')').map_or(name.len(), |j| j + 1);
        let value = text[after..].strip_prefix(" = ").and_then(traced_number);
        let closing = deeper_before && open.get(depth).is_some_and(|&c| calls[c].name == name);
        if closing {
            // The end of a call whose inner lines came first: its value.
            calls[open[depth]].value = value;
            open.truncate(depth);
            continue;
        }
        open.truncate(depth);
        calls.push(TracedCall {
            name,
            value,
            by_name: HashMap::new(),
        });
        if lines.get(i + 1).is_some_and(|&(d, _)| d > depth) {
            open.push(calls.len() - 1);
        }
    }
    calls
}

/// The terms of the two sums, as a plain loop computes them.
fn terms() -> [Vec<f64>; 2] {
    [
        (1..=100).map(|k| 1.0 / k as f64).collect(),
        (1..=10).map(|k| (k * k) as f64).collect(),
    ]
}

/// The numbers of a list, each once (a term evaluated twice for one index is one value).
fn distinct(values: &[f64]) -> Vec<f64> {
    let mut v = values.to_vec();
    v.sort_by(f64::total_cmp);
    v.dedup_by(|a, b| (*a - *b).abs() <= 1e-12 * b.abs().max(1.0));
    v
}

/// Whether two lists of numbers hold the same numbers, in any order.
fn same_numbers(a: &[f64], b: &[f64]) -> bool {
    let sorted = |v: &[f64]| {
        let mut v = v.to_vec();
        v.sort_by(f64::total_cmp);
        v
    };
    a.len() == b.len()
        && sorted(a)
            .iter()
            .zip(sorted(b))
            .all(|(x, y)| (x - y).abs() <= 1e-9 * y.abs().max(1.0))
}

/// Exercise 8's proof from the trace: for each sum, a call whose value is the sum and inside
/// which one by-name parameter took each term's value once. `Ok((procedure, formals))`, or
/// what is missing.
fn sums_by_name(calls: &[TracedCall], sums: &[f64]) -> Result<(String, Vec<String>), String> {
    let close = |a: f64, b: f64| (a - b).abs() <= 1e-9 * b.abs().max(1.0);
    let mut found: Vec<(String, String)> = Vec::new();
    for (j, (sum, terms)) in sums.iter().zip(terms()).enumerate() {
        let which = if j == 0 { "H(100)" } else { "Σ k × k" };
        let valued: Vec<&TracedCall> = calls
            .iter()
            .filter(|c| c.value.is_some_and(|v| close(v, *sum)))
            .collect();
        if valued.is_empty() {
            return Err(format!(
                "no procedure call gives the value {which} = {sum} that your program prints: the sum is not a procedure's value"
            ));
        }
        let device = valued.iter().find_map(|c| {
            c.by_name
                .iter()
                .find(|(_, values)| same_numbers(&distinct(values), &terms))
                .map(|(formal, _)| (c.name.clone(), formal.clone()))
        });
        match device {
            Some(d) => found.push(d),
            None => {
                let c = valued[0];
                let mut seen: Vec<String> = c
                    .by_name
                    .iter()
                    .map(|(f, v)| {
                        format!(
                            "{f} {} time{}",
                            v.len(),
                            if v.len() == 1 { "" } else { "s" }
                        )
                    })
                    .collect();
                seen.sort();
                let seen = if seen.is_empty() {
                    "no parameter called by name is evaluated in it".to_string()
                } else {
                    format!(
                        "inside it, parameters called by name are evaluated {}",
                        seen.join(", ")
                    )
                };
                return Err(format!(
                    "{} gives {which} = {sum}, and {seen}: no parameter takes the {} terms' values once each",
                    c.name,
                    terms.len()
                ));
            }
        }
    }
    if found.windows(2).any(|w| w[0].0 != w[1].0) {
        return Err(format!(
            "the two sums come from two procedures, {} and {}: the exercise is one procedure both sums call",
            found[0].0, found[1].0
        ));
    }
    Ok((
        found[0].0.clone(),
        found.into_iter().map(|(_, f)| f).collect(),
    ))
}

/// The calls of Jensen's device in a program: each call of `procedure` that passes an
/// expression (for a parameter called by name) naming a variable it passes plainly by name
/// (the index): (the index's text, the expression, the two other actuals, the bounds lo and
/// hi in the order of `SUM(i, lo, hi, term)`), in the order of the text.
fn device_calls<'a>(walk: &'a Walk, procedure: &str) -> Vec<(String, &'a Expr, [&'a Expr; 2])> {
    let Some((params, values)) = walk.procedures.get(procedure) else {
        return Vec::new();
    };
    let by_name = |j: usize| params.get(j).is_some_and(|p| !values.contains(p));
    let mut out = Vec::new();
    for (name, args) in &walk.calls {
        if name != procedure || args.len() != 4 {
            continue;
        }
        let plain: Vec<(usize, &str)> = args
            .iter()
            .enumerate()
            .filter_map(|(j, a)| match &a.kind {
                ExprKind::Name(i) if by_name(j) => Some((j, i.name.as_str())),
                _ => None,
            })
            .collect();
        let found = args.iter().enumerate().find_map(|(j, a)| {
            if matches!(a.kind, ExprKind::Name(_)) || !by_name(j) {
                return None;
            }
            let mut mentioned = Vec::new();
            names_in(a, &mut mentioned);
            plain
                .iter()
                .find(|(k, n)| *k != j && mentioned.iter().any(|m| m == n))
                .map(|&(k, n)| (k, j, n.to_string()))
        });
        if let Some((k, j, index)) = found {
            let rest: Vec<&Expr> = (0..4)
                .filter(|i| *i != k && *i != j)
                .map(|i| &args[i])
                .collect();
            out.push((index, &args[j], [rest[0], rest[1]]));
        }
    }
    out.sort_by_key(|(_, e, _)| e.span.start);
    out
}

/// "Computed by" checked by changing the inputs: the check rewrites every call of Jensen's
/// device in the answer with other bounds and another term (drawn from the seed) and runs it
/// again; what it prints must be the new sums. Printed literals, sums computed beside an
/// unused call, a procedure that ignores a bound or its term: the output does not follow.
fn follows(
    name: &str,
    answer: &str,
    walk: &Walk,
    procedure: &str,
) -> Result<Option<Report>, CheckError> {
    let calls = device_calls(walk, procedure);
    if calls.is_empty() {
        return Ok(Some(Report::fail(
            format!("no call of {procedure} passes an index, two bounds and an expression of the index"),
            "the procedure is SUM(i, lo, hi, term), in that order (the names are yours): the index, the lower and the upper bound, and the term, an expression of the index",
        )));
    }
    let mut rng = crate::checkers::random::SplitMix64::new(super::seed() ^ 0x0050_A16E);
    // Two variations: bounds and terms drawn from the seed (short and long ranges), then the
    // bank's: an empty range (lo > hi sums to 0) and a long range from a negative index whose
    // first terms are negative.
    let drawn: Vec<(i64, i64, i64)> = (0..calls.len())
        .map(|_| {
            let a = 2 + rng.below(18) as i64;
            let len = match rng.below(3) {
                0 => 3 + rng.below(40) as i64,
                1 => 100 + rng.below(400) as i64,
                _ => rng.below(2) as i64,
            };
            // The term's second coefficient: small, or large enough for terms far below zero.
            let c = match rng.below(3) {
                0 => 1 + rng.below(9),
                1 => 10 + rng.below(90),
                _ => 100 + rng.below(9900),
            } as i64;
            (a, a + len - 1, c)
        })
        .collect();
    let bank: Vec<(i64, i64, i64)> = (0..calls.len())
        .map(|t| {
            if t % 2 == 0 {
                (7, 3, 1)
            } else {
                (-5, 300, 1000)
            }
        })
        .collect();
    for specs in [drawn, bank] {
        if let Some(report) = vary(name, answer, procedure, &calls, &specs)? {
            return Ok(Some(report));
        }
    }
    Ok(None)
}

/// One variation of [`follows`]: each call `t` of the device gets the bounds `specs[t].0`
/// and `specs[t].1` and a term made with `specs[t].2`.
fn vary(
    name: &str,
    answer: &str,
    procedure: &str,
    calls: &[(String, &Expr, [&Expr; 2])],
    specs: &[(i64, i64, i64)],
) -> Result<Option<Report>, CheckError> {
    let mut edits: Vec<(crate::diagnostic::Span, String)> = Vec::new();
    let mut sums = Vec::new();
    let mut shown = Vec::new();
    for (t, ((index, term, [lo, hi]), &(a, b, c))) in calls.iter().zip(specs).enumerate() {
        let (text, sum): (String, f64) = if t % 2 == 0 {
            (
                format!("1 / ({index} + {c})"),
                (a..=b).map(|k| 1.0 / (k + c) as f64).sum(),
            )
        } else {
            (
                format!("{index} × {index} - {c} × {index}"),
                (a..=b).map(|k| (k * k - c * k) as f64).sum(),
            )
        };
        shown.push(format!("{procedure}({index}, {a}, {b}, {text})"));
        edits.push((lo.span, a.to_string()));
        edits.push((hi.span, b.to_string()));
        edits.push((term.span, text));
        sums.push(sum);
    }
    edits.sort_by_key(|(span, _)| std::cmp::Reverse(span.start));
    let mut varied = answer.to_string();
    for (span, text) in &edits {
        if span.end > varied.len() || span.start > span.end {
            return Err(reference("a span outside the answer"));
        }
        varied.replace_range(span.start..span.end, text);
    }
    let source = Source::new(name, varied.as_str());
    let checked = match algol::check(&source, false) {
        Ok(c) => c,
        Err(d) => return Err(reference(format!("the varied answer does not parse: {d}"))),
    };
    let printed = match run(&source, &checked.program, "", 10_000_000) {
        Ok((out, _)) => numbers(&out),
        Err(e) => {
            return Ok(Some(Report::fail(
                format!(
                    "with its calls changed to {}, your program stops: {e}",
                    shown.join(" and ")
                ),
                "SUM must work for any bounds and any term, not only the two of the exercise",
            )))
        }
    };
    let close = |a: f64, b: f64| (a - b).abs() <= 1e-9 * b.abs().max(1.0);
    let mut unused: Vec<f64> = sums.clone();
    let mut all = printed.len() == 2;
    for p in &printed {
        match unused.iter().position(|s| close(*p, *s)) {
            Some(i) => {
                unused.remove(i);
            }
            None => all = false,
        }
    }
    if all {
        return Ok(None);
    }
    let got: Vec<String> = printed.iter().map(|x| x.to_string()).collect();
    let want: Vec<String> = sums.iter().map(|x| x.to_string()).collect();
    Ok(Some(Report::fail(
        format!(
            "your program prints the right sums; but with its calls changed to {} (bounds and terms drawn for this check) it prints [{}], where those sums are [{}]: what it prints does not come from {procedure}",
            shown.join(" and "),
            got.join(", "),
            want.join(", ")
        ),
        "print the values SUM returns, and let SUM use all its parameters: the loop from lo to hi, adding term for each value of i. A number written into the program, a bound taken as fixed, or a sum computed beside the call does not follow when the call changes",
    )))
}

/// Exercise 8: Jensen's device.
pub fn jensen(name: &str, answer: &str) -> Result<Report, CheckError> {
    let source = Source::new(name, answer);
    let checked = match algol::check(&source, false) {
        Ok(c) => c,
        Err(d) => {
            return Ok(Report::syntax(
                d,
                "start from the starter file of exercise 8 (`programs/coursework/jensen.alg`), which parses",
            ))
        }
    };
    let plain = Source::new("the plain sums", PLAIN_SUMS);
    let plain_program = algol::check(&plain, false).map_err(reference)?;
    let (expected_text, _) =
        run(&plain, &plain_program.program, "", 1_000_000).map_err(reference)?;
    let expected = numbers(&expected_text);
    let (printed, steps) = match run(&source, &checked.program, "", 10_000_000) {
        Ok(x) => x,
        Err(e) => {
            return Ok(Report::fail(
                format!("your program stops: {e}"),
                "run it yourself: `attic run FILE.alg`",
            ))
        }
    };
    let got = numbers(&printed);
    let close = |a: f64, b: f64| (a - b).abs() <= 1e-9 * b.abs().max(1.0);
    let right =
        got.len() == expected.len() && got.iter().zip(&expected).all(|(a, b)| close(*a, *b));
    if !right {
        let shown: Vec<String> = got.iter().map(|x| x.to_string()).collect();
        let wanted: Vec<String> = expected.iter().map(|x| x.to_string()).collect();
        return Ok(Report::fail(
            format!(
                "your program prints the numbers [{}]; the sums are [{}]",
                shown.join(", "),
                wanted.join(", ")
            ),
            "print H(100) = Σ 1/k for k = 1 … 100, then Σ k × k for k = 1 … 10, nothing else. If a sum is off, look at the `value` part: a term called by value is evaluated once, at the call, before the loop runs",
        ));
    }
    let mut walk = Walk::default();
    walk.statement(&checked.parsed.program.body);
    let Some((procedure, term, index)) = jensen_call(&walk) else {
        return Ok(Report::fail(
            "your program prints the right sums, but no procedure receives an expression by name",
            "write one procedure, SUM(i, lo, hi, term), with i and term called by name (not in its `value` part), and call it with an expression of the index, SUM(k, 1, 100, 1 / k): each time the loop inside changes i, term is evaluated again",
        ));
    };
    if let Some(report) = follows(name, answer, &walk, &procedure)? {
        return Ok(report);
    }
    let mut reader = Cursor::new(Vec::new());
    let mut sink = Capped::default();
    let options = algol::TraceOptions {
        calls: true,
        labels: false,
        names: true,
        depth: None,
        max_bytes: 16 << 20,
    };
    let bounds = super::limits();
    let limits = Limits {
        max_steps: bounds.max_steps.min(10_000_000),
        ..bounds
    };
    let (_, trace) = algol::run_checked_traced(
        &source,
        &checked.program,
        &mut reader,
        &mut sink,
        limits,
        Some(options),
    );
    let (traced, formals) = match sums_by_name(&traced_calls(&trace), &expected) {
        Ok(x) => x,
        Err(why) => {
            return Ok(Report::fail(
                format!("your program prints the right sums, and passes `{term}` by name to {procedure}. But in its trace (`--trace --trace-names`), {why}"),
                "the sums must be computed by the procedure, from its by-name term: SUM's loop sets i to each index value and adds term, which is evaluated again each time. Watch it with `attic run FILE.alg --trace --trace-names`",
            ))
        }
    };
    Ok(Report::pass(format!(
        "your program prints H(100) and Σ k × k as two plain loops do ({steps} steps), and {procedure} receives `{term}` by name, an expression of the index {index}: Jensen's device. The trace shows both sums are values of {traced}, inside which `{}` is evaluated once for each k (100 times, then 10)",
        formals[0]
    )))
}
