//! Programs whose names Rust cannot take as they are (keywords of every edition, std's prelude,
//! case variants, the runtime's and the standalone's own names), one corpus for both languages:
//! each program in `tests/translate/` is translated `--standalone`, compiled with plain
//! `rustc -O` (edition 2015) and with `--edition 2024`, and prints what `attic run` prints
//! (CPL: the definition `All`, as `--main All` and `--eval All`).

use std::path::Path;
use std::process::Command;

#[test]
fn translations_of_clashing_names_compile_and_agree_with_run() {
    let dir = crate::support::scratch("translate_names");
    let corpus = Path::new(crate::support::ROOT).join("tests/translate");
    let mut programs: Vec<_> = std::fs::read_dir(&corpus)
        .expect("tests/translate")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "cpl" || e == "alg"))
        .collect();
    programs.sort();
    assert!(programs.len() >= 2, "one program in each language");
    for (k, program) in programs.iter().enumerate() {
        let path = program.display().to_string();
        let cpl = program.extension().is_some_and(|e| e == "cpl");
        let (mut translate, mut run) = (
            vec!["translate", path.as_str(), "--standalone"],
            vec!["run", path.as_str()],
        );
        if cpl {
            translate.extend(["--main", "All"]);
            run.extend(["--eval", "All"]);
        }
        let (code, rust, err) = crate::support::attic(&translate, "");
        assert_eq!(code, 0, "{path}: {err}");
        let name = format!("p{k}");
        let got = crate::support::compile_and_run(&rust, &dir, &name);
        let (code, expected, err) = crate::support::attic(&run, "");
        assert_eq!(code, 0, "{path}: {err}");
        assert_eq!(got, expected, "{path}");
        // The newest edition reserves `gen`: the same source compiles there too.
        let compiled = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
            .args(["--edition", "2024", "-o"])
            .arg(dir.join(format!("{name}-2024")))
            .arg(dir.join(format!("{name}.rs")))
            .output()
            .expect("rustc");
        assert!(
            compiled.status.success(),
            "{path} under edition 2024:\n{}",
            String::from_utf8_lossy(&compiled.stderr)
        );
    }
}
