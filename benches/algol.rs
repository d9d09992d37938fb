//! ALGOL 60 interpreter benchmarks: Knuth's man or boy for k = 0..20 (deep recursion, call by
//! name) and a loop-heavy program (nested for statements over arrays, procedure calls, jumps
//! out of loops; the shape of the mate solver's move generation). Prints wall times and
//! interpreter steps per second.
//!
//! `cargo bench --bench algol`

use std::time::Instant;

use attic::algol::{self, Limits};
use attic::diagnostic::Source;

const MAN_OR_BOY: &str = "
begin
  real procedure A(k, x1, x2, x3, x4, x5);
    value k; integer k;
  begin
    real procedure B;
    begin k := k - 1; B := A := A(k, B, x1, x2, x3, x4) end;
    if k ≤ 0 then A := x4 + x5 else B
  end;
  outinteger(1, A(K, 1, -1, -1, 1, 0))
end
";

/// Counts the solutions of the n-queens problem by nested loops and a jump out of the inner
/// loop, then sieves primes: many statement executions, few calls.
const LOOPS: &str = "
begin
  integer n, count, row, col, k, i, j, primes;
  integer array place[1 : 10];
  Boolean array composite[2 : 200000];
  Boolean procedure FREE(r, c); value r, c; integer r, c;
  begin
    integer q;
    for q := 1 step 1 until r - 1 do
      if place[q] = c ∨ abs(place[q] - c) = r - q then go to taken;
    FREE := true; go to done;
  taken: FREE := false;
  done:
  end;
  n := 9; count := 0; row := 1; place[1] := 0;
next:
  place[row] := place[row] + 1;
  if place[row] > n then
  begin
    row := row - 1;
    if row = 0 then go to finished;
    go to next
  end;
  if ¬FREE(row, place[row]) then go to next;
  if row = n then begin count := count + 1; go to next end;
  row := row + 1; place[row] := 0; go to next;
finished:
  outinteger(1, count);
  for i := 2 step 1 until 200000 do composite[i] := false;
  primes := 0;
  for i := 2 step 1 until 200000 do
    if ¬composite[i] then
    begin
      primes := primes + 1;
      for j := i × i step i until 200000 do composite[j] := true
    end;
  outinteger(1, primes)
end
";

fn run(text: &str) -> (String, algol::Stats, f64) {
    let source = Source::new("bench.alg", text);
    algol::on_big_stack(|| {
        let mut out = Vec::new();
        let start = Instant::now();
        let stats = algol::run_source(&source, &mut std::io::empty(), &mut out, Limits::default())
            .unwrap_or_else(|e| panic!("{e}"));
        let secs = start.elapsed().as_secs_f64();
        (
            String::from_utf8_lossy(&out).trim().to_string(),
            stats,
            secs,
        )
    })
}

fn main() {
    println!("man or boy (A(k, 1, -1, -1, 1, 0)):");
    println!(
        "{:>4} {:>10} {:>10} {:>8} {:>10}",
        "k", "result", "calls", "depth", "seconds"
    );
    // ATTIC_MAN_OR_BOY_K: the largest k (20 by default, the full depth).
    let largest: u32 = std::env::var("ATTIC_MAN_OR_BOY_K")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20);
    let mut total = 0.0;
    for k in 0..=largest {
        let text = MAN_OR_BOY.replace("A(K,", &format!("A({k},"));
        let (out, stats, secs) = run(&text);
        total += secs;
        println!(
            "{k:>4} {out:>10} {:>10} {:>8} {secs:>10.4}",
            stats.calls, stats.max_depth
        );
        if k >= 19 {
            println!("     k = 0..{k} in all: {total:.3} s");
        }
    }
    let (out, stats, secs) = run(LOOPS);
    println!(
        "loops (9 queens, primes below 200000): output `{out}`, {} steps in {secs:.3} s, {:.1} million steps/s",
        stats.steps,
        stats.steps as f64 / secs / 1e6
    );
}
