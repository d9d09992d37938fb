//! The studio in a real browser: headless Chromium through WebDriver (Python selenium, a test
//! client only), driven by `tests/studio/browser.py` against a server on an ephemeral loopback
//! port: a move by two clicks and the program's reply on the board, a playground run and a
//! syntax error's caret, a mate in 2 by both solvers, a screenshot that is not blank, the game's PDN.

mod studio;

use std::process::Command;

#[test]
fn the_studio_works_in_headless_chromium() {
    let server = studio::Server::start(&[]);
    let shots = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("studio");
    std::fs::create_dir_all(&shots).expect("a folder for the screenshot");
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/studio/browser.py");
    let output = Command::new("python3")
        .arg(script)
        .arg(server.url())
        .arg(&shots)
        .output()
        .expect("python3 runs (selenium, chromium and chromedriver come from .ci/run)");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    print!("{stdout}");
    assert!(
        output.status.success(),
        "the browser test failed:\n{stdout}\n{stderr}"
    );
    // The script's last line, printed only after every check of it held.
    assert_eq!(
        stdout.lines().last(),
        Some("ok: every page checked"),
        "{stdout}"
    );
    assert!(shots.join("studio-play.png").exists());
}
