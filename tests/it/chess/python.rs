//! attic's chess engine checked by an independent implementation: python-chess (the Python
//! package `chess`, a test client installed by `scripts/install-test-clients`) drives
//! `attic chess uci` as a GUI would, and its Polyglot reader reads the shipped opening book.

use attic::chess::book::Book;
use attic::chess::Position;

fn python(script: &str, args: &[&str]) -> String {
    let out = crate::support::clients::python(&["chess"])
        .arg(format!("tests/chess_engine/{script}"))
        .args(args)
        .output()
        .expect("the python-chess script runs");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{script} failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

#[test]
#[ignore = "needs python-chess (a test client): scripts/install-test-clients"]
fn python_chess_plays_analyses_and_stops_attic() {
    let out = python("python_chess_client.py", &[crate::support::ATTIC]);
    assert!(out.ends_with("all checks passed\n"), "{out}");
    assert!(
        out.lines().filter(|l| l.starts_with("ok: ply")).count() >= 8,
        "{out}"
    );
}

#[test]
#[ignore = "needs python-chess (a test client): scripts/install-test-clients"]
fn python_chess_reads_the_shipped_book_as_attic_does() {
    let book_path = "programs/chess/book.bin";
    let out = python(
        "python_polyglot.py",
        &[book_path, "programs/chess/openings.pgn"],
    );
    let bytes = std::fs::read(format!("{}/{book_path}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let book = Book::from_bytes(&bytes).unwrap();
    let mut positions = 0;
    let mut with_moves = 0;
    for line in out.lines() {
        let (fen, theirs) = line.split_once('|').unwrap();
        let pos = Position::from_fen(fen).unwrap();
        let ours: Vec<String> = book
            .moves(&pos)
            .into_iter()
            .map(|(mv, weight)| format!("{}:{weight}", mv.to_uci()))
            .collect();
        assert_eq!(ours.join(" "), theirs, "{fen}");
        positions += 1;
        with_moves += usize::from(!ours.is_empty());
    }
    // Every position along the lines, the last of each (out of the book) included.
    assert!(
        positions > 300 && with_moves > 250,
        "{positions} {with_moves}"
    );
}
