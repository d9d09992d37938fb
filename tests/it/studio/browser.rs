//! The studio in a real browser: headless Chromium through WebDriver (Python selenium, a test
//! client only), driven by `tests/studio/browser.py` against a server on an ephemeral loopback
//! port: a move by two clicks and the program's reply on the board, a playground run and a
//! syntax error's caret (in the text and at its numbered line in the editor), a mate in 2 by
//! both solvers with its key framed on the problem's board and played by a click (a
//! screenshot of it), a screenshot that is not blank, the game's PDN,
//! the course's texts as HTML and an answer typed and checked, kept with its progress across a
//! reload.

use crate::support::{clients, scratch, studio};

#[test]
#[ignore = "needs selenium, Chromium and chromedriver (test clients): scripts/install-test-clients"]
fn the_studio_works_in_headless_chromium() {
    clients::program("chromium");
    clients::program("chromedriver");
    let server = studio::Server::start(&[]);
    let shots = scratch("studio");
    let output = clients::python(&["selenium"])
        .arg("tests/studio/browser.py")
        .arg(server.url())
        .arg(&shots)
        .output()
        .expect("the browser script runs");
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
    assert!(shots.join("studio-problems.png").exists());
}
