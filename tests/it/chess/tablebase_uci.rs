//! The engine with its endgame tables, through the UCI protocol: with `UseTablebases` on it
//! mates from the longest KBNK and KQKR positions in exactly their distance to mate, both
//! sides played by the engine (the tables' shortest win against their longest defence).

use std::io::Write;
use std::sync::{Arc, Mutex};

use attic::chess::tablebase::{file, Material, Tablebase};
use attic::chess::uci::Engine;
use attic::chess::Position;

#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Shared {
    fn take(&self) -> String {
        String::from_utf8(std::mem::take(&mut *self.0.lock().unwrap())).unwrap()
    }
}

/// Plays `fen` out with the engine on both sides; the moves until mate and the `info` lines.
fn play_out(engine: &mut Engine, out: &Shared, fen: &str) -> (usize, Vec<String>) {
    let mut moves: Vec<String> = Vec::new();
    let mut infos = Vec::new();
    let mut pos = Position::from_fen(fen).unwrap();
    while !pos.legal_moves().is_empty() {
        assert!(moves.len() < 200, "no mate after {} plies", moves.len());
        engine.handle(&format!("position fen {fen} moves {}", moves.join(" ")));
        engine.handle("go depth 2");
        engine.handle("isready");
        engine.finish();
        let text = out.take();
        let best = text
            .lines()
            .find_map(|l| l.strip_prefix("bestmove "))
            .unwrap_or_else(|| panic!("no bestmove in {text}"));
        let mv = best.split_whitespace().next().unwrap().to_string();
        pos = pos.play(pos.parse_uci(&mv).unwrap());
        moves.push(mv);
        infos.extend(
            text.lines()
                .filter(|l| l.starts_with("info depth"))
                .map(String::from),
        );
    }
    assert!(
        pos.in_check(),
        "the game ended in stalemate: {}",
        moves.join(" ")
    );
    (moves.len(), infos)
}

#[test]
fn the_engine_mates_from_kbnk_and_kqkr_in_the_distance_to_mate() {
    let dir = std::env::temp_dir().join(format!("attic-tb-uci-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let wanted = [
        Material::parse("KBNK").unwrap(),
        Material::parse("KQKR").unwrap(),
    ];
    let mut tb = Tablebase::new();
    file::ensure(&mut tb, Some(&dir), &wanted, 2, &|_| {}).expect("built");
    let out = Shared::default();
    let mut engine = Engine::new(Box::new(out.clone()), None);
    engine.handle(&format!(
        "setoption name TablebasePath value {}",
        dir.display()
    ));
    engine.handle("setoption name UseTablebases value true");
    let said = out.take();
    assert!(said.contains("info string tablebases: "), "{said}");
    for m in &wanted {
        let table = tb.table(m).unwrap();
        let fen = table.longest_win_fen().expect("a won position");
        let plies = table.longest_win() as usize;
        let (played, infos) = play_out(&mut engine, &out, &fen);
        assert_eq!(played, plies, "{m} from {fen}");
        assert_eq!(
            played.div_ceil(2),
            [33, 35][(m.name() == "KQKR") as usize],
            "{m}"
        );
        // The first answer announces the mate and counts the table hits.
        let first = &infos[0];
        assert!(
            first.contains(&format!("score mate {}", plies.div_ceil(2))),
            "{first}"
        );
        assert!(first.contains(" tbhits "), "{first}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn without_use_tablebases_the_engine_searches_and_reports_no_hits() {
    let out = Shared::default();
    let mut engine = Engine::new(Box::new(out.clone()), None);
    engine.handle("uci");
    let said = out.take();
    assert!(
        said.contains("option name UseTablebases type check default false"),
        "{said}"
    );
    assert!(
        said.contains("option name TablebasePath type string"),
        "{said}"
    );
    engine.handle("position fen 8/8/8/4k3/8/8/8/2B1KN2 w - - 0 1");
    engine.handle("go depth 3");
    engine.finish();
    let text = out.take();
    assert!(text.contains("bestmove "), "{text}");
    assert!(!text.contains("tbhits"), "{text}");
}
