//! The studio's JSON API and pages over real HTTP on loopback: every endpoint the README
//! documents, its errors in words, the body cap, unknown paths, the full pool's 503 and the
//! one log line a request.

use crate::support::studio::{self, Server};
use serde_json::{json, Value};

fn run(server: &Server, request: Value) -> Value {
    let response = server.post("/api/run", &request.to_string());
    assert_eq!(response.status, 200, "{}", response.body);
    response.json()
}

#[test]
fn health_pages_assets_and_unknown_paths() {
    let server = Server::start(&[]);
    let health = server.get("/api/health");
    assert_eq!(health.status, 200);
    assert_eq!(health.json()["status"], "ok");
    for (path, page) in [
        ("/", "index"),
        ("/play", "play"),
        ("/think", "think"),
        ("/listing", "listing"),
        ("/playground", "playground"),
        ("/problems", "problems"),
        ("/course", "course"),
    ] {
        let response = server.get(path);
        assert_eq!(response.status, 200, "{path}");
        assert!(
            response.body.contains(&format!("data-page=\"{page}\"")),
            "{path}"
        );
        assert!(response
            .header("content-type")
            .unwrap()
            .starts_with("text/html"));
    }
    let script = server.get("/assets/studio.js");
    assert_eq!(script.status, 200);
    assert!(script
        .header("content-type")
        .unwrap()
        .starts_with("text/javascript"));
    assert!(script.body.contains("/api/checkers/move"));
    assert_eq!(server.get("/assets/studio.css").status, 200);
    for path in [
        "/nothing",
        "/api/nothing",
        "/assets/../Cargo.toml",
        "/programs/cpl/strachey-1966.cpl",
    ] {
        assert_eq!(server.get(path).status, 404, "{path}");
    }
    // A GET where only POST is served is no page either.
    assert_eq!(server.get("/api/run").status, 405);
    let requests = 1 + 7 + 2 + 4 + 1;
    // The log line of the last request may be written a moment after its answer: wait for
    // it rather than for a fixed time, which a busy machine can outlast (a liveness bound
    // only, never reached when the server works).
    let by = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while server.log().lines().count() < requests && std::time::Instant::now() < by {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let log = server.log();
    assert_eq!(
        log.lines().count(),
        requests,
        "one log line a request:\n{log}"
    );
    assert!(
        log.lines().any(|l| l.starts_with("GET /nothing 404 ")),
        "{log}"
    );
}

#[test]
fn run_answers_with_the_cli_exit_codes() {
    let server = Server::start(&[]);
    let ok = run(
        &server,
        json!({"language": "cpl", "source": "Double(x) = x + x", "eval": "Double(21)"}),
    );
    assert_eq!(
        (ok["stdout"].as_str(), ok["exit"].as_u64()),
        (Some("42\n"), Some(0))
    );
    assert_eq!(ok["diagnostic"], Value::Null);

    let syntax = run(
        &server,
        json!({"language": "cpl", "source": "F(x) = x +", "eval": "F(1)"}),
    );
    assert_eq!(syntax["exit"], 65);
    let d = &syntax["diagnostic"];
    assert_eq!(
        (d["line"].as_u64(), d["column"].as_u64()),
        (Some(1), Some(11))
    );
    assert!(syntax["stderr"].as_str().unwrap().contains("^"));

    let runtime = run(
        &server,
        json!({"language": "cpl", "source": "F(x) = x + NIL", "eval": "F(1)"}),
    );
    assert_eq!(runtime["exit"], 1, "{runtime}");
    assert!(runtime["diagnostic"]["message"].is_string());

    let usage = run(&server, json!({"language": "cpl", "source": "F(x) = x"}));
    assert_eq!(usage["exit"], 2);

    let counts = run(
        &server,
        json!({"language": "cpl", "source": "F(x) = G(x) + G(x)\nG(x) = x", "eval": "F(1)", "counts": true}),
    );
    assert!(
        counts["stderr"].as_str().unwrap().contains("2  G"),
        "{counts}"
    );

    let algol = run(
        &server,
        json!({"language": "algol", "input": "20 22",
               "source": "begin integer a, b; ininteger(0, a); ininteger(0, b); outinteger(1, a + b) end"}),
    );
    assert_eq!(algol["exit"], 0, "{algol}");
    assert_eq!(algol["stdout"].as_str().unwrap().trim(), "42");

    let algol_syntax = run(
        &server,
        json!({"language": "algol", "source": "begin integer ; end"}),
    );
    assert_eq!(algol_syntax["exit"], 65);

    let flood = run(
        &server,
        json!({"language": "algol", "source": "begin l: outstring(1, \"many words \"); go to l end"}),
    );
    assert_eq!(flood["exit"], 1, "{flood}");
    assert!(
        flood["stderr"].as_str().unwrap().contains("output limit"),
        "{flood}"
    );
    assert_eq!(flood["stdout"].as_str().unwrap().len(), 1 << 20);

    // A list that doubles each call ends alone at its child's memory cap: the interpreter
    // fits its budget to the address space it may map, so it stops with its own memory-limit
    // error, at the place in the program, before an allocation fails.
    let hungry = run(
        &server,
        json!({"language": "cpl", "source": "F(x) = F(Join(x, x))", "eval": "F(Join(1, NIL))"}),
    );
    assert_eq!(hungry["exit"].as_u64(), Some(1), "{hungry}");
    let message = hungry["diagnostic"]["message"].as_str().unwrap_or("");
    assert!(message.contains("the memory limit"), "{hungry}");
    assert_eq!(hungry["diagnostic"]["line"], 1, "{hungry}");
    assert_eq!(server.get("/api/health").json()["status"], "ok");
}

#[test]
fn bad_requests_are_refused_in_words() {
    let server = Server::start(&[]);
    let bad_json = server.post("/api/run", "{\"language\": ");
    assert_eq!(bad_json.status, 400);
    assert!(bad_json.json()["error"]
        .as_str()
        .unwrap()
        .contains("bad request body"));
    let unknown = server.post(
        "/api/run",
        &json!({"language": "fortran", "source": ""}).to_string(),
    );
    assert_eq!(unknown.status, 400);
    assert!(unknown.json()["error"]
        .as_str()
        .unwrap()
        .contains("fortran"));
    let big = format!(
        "{{\"language\": \"cpl\", \"source\": \"{}\"}}",
        "x".repeat(300 * 1024)
    );
    assert_eq!(server.post("/api/run", &big).status, 413);
    let fen = server.post(
        "/api/checkers/move",
        &json!({"fen": "B:W99:B1"}).to_string(),
    );
    assert_eq!(fen.status, 400);
    assert!(fen.json()["error"]
        .as_str()
        .unwrap()
        .contains("malformed FEN"));
    let chess = server.post(
        "/api/chess/solve",
        &json!({"fen": "8/8/8 w", "mate": 2}).to_string(),
    );
    assert_eq!(chess.status, 400);
    assert!(chess.json()["error"].as_str().unwrap().contains("bad FEN"));
    let depth = server.post(
        "/api/checkers/move",
        &json!({"depth": 40, "reply": true}).to_string(),
    );
    assert_eq!(depth.status, 400);
}

#[test]
fn a_move_and_the_programs_reply_by_each_engine() {
    let server = Server::start(&[]);
    let moves = server.post("/api/checkers/move", "{}").json();
    let names: Vec<&str> = moves["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["9-14", "10-15", "11-16", "9-13", "10-14", "11-15", "12-16"]
    );
    let illegal = server.post("/api/checkers/move", &json!({"move": "11-20"}).to_string());
    assert_eq!(illegal.status, 400);
    assert!(illegal.json()["error"]
        .as_str()
        .unwrap()
        .contains("the moves are: 9-14"));
    // `attic checkers choose --depth 3` from the opening: 9-14, value 0, 358 evaluations.
    for engine in ["interpreted", "translated"] {
        let first = server.post(
            "/api/checkers/move",
            &json!({"reply": true, "engine": engine, "depth": 3}).to_string(),
        );
        assert_eq!(first.status, 200, "{}", first.body);
        let reply = &first.json()["reply"];
        assert_eq!(reply["move"], "9-14", "{engine}");
        assert_eq!(reply["value"], "0");
        assert_eq!(reply["evaluations"], 358, "{engine}");
    }
    let answer = server
        .post(
            "/api/checkers/move",
            &json!({"move": "11-15", "reply": true, "engine": "native"}).to_string(),
        )
        .json();
    assert_eq!(answer["played"]["move"], "11-15");
    assert!(answer["reply"]["move"].is_string(), "{answer}");
    assert_eq!(answer["board"]["side"], "black");
    let think = server
        .post("/api/checkers/think", &json!({"depth": 3}).to_string())
        .json();
    assert_eq!(think["move"], "9-14");
    assert_eq!(think["evaluations"], 358);
    let position_value = think["counts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "PositionValue")
        .unwrap();
    assert_eq!(position_value["calls"], 358);
}

/// Positions in a think answer's tree: `nodes` of every move sent, and how many were sent.
fn tree_sizes(moves: &Value) -> (u64, u64) {
    let moves = moves.as_array().expect("moves");
    let nodes = moves.iter().map(|m| m["nodes"].as_u64().unwrap()).sum();
    let mut sent = moves.len() as u64;
    for m in moves {
        if !m["moves"].is_null() {
            let (below, below_sent) = tree_sizes(&m["moves"]);
            assert_eq!(
                below + 1,
                m["nodes"].as_u64().unwrap(),
                "a node counts itself and its subtree: {m}"
            );
            sent += below_sent;
        }
    }
    (nodes, sent)
}

#[test]
fn think_shows_the_tree_the_program_searched() {
    let server = Server::start(&[]);
    let think = server
        .post("/api/checkers/think", &json!({"depth": 3}).to_string())
        .json();
    let tree = &think["tree"];
    // The root's moves are the choice's candidates, and their subtrees hold every
    // PositionValue call the listing made for it.
    let names: Vec<&Value> = tree["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| &m["move"])
        .collect();
    let candidates: Vec<&Value> = think["candidates"].as_array().unwrap().iter().collect();
    assert_eq!(names, candidates);
    let (nodes, sent) = tree_sizes(&tree["moves"]);
    let position_value = think["counts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "PositionValue")
        .unwrap()["calls"]
        .as_u64()
        .unwrap();
    assert_eq!(nodes, position_value);
    assert_eq!(tree["nodes"], position_value);
    assert_eq!((sent, &tree["folded"]), (position_value, &json!(false)));
    let kept: Vec<&Value> = tree["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["best"] == true)
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0]["move"], think["move"]);
    assert_eq!(tree["best_line"][0], think["move"]);
    assert_eq!(
        tree["best_line"].as_array().unwrap().len(),
        3,
        "{}",
        tree["best_line"]
    );

    // The native engine's tree, deep enough to pass the budget: the deepest level comes
    // folded, its counts kept.
    let native = server
        .post(
            "/api/checkers/think",
            &json!({"depth": 5, "engine": "native"}).to_string(),
        )
        .json();
    let tree = &native["tree"];
    assert_eq!(tree["folded"], true, "{}", tree["levels"]);
    assert_eq!(tree["levels"], 4);
    let (nodes, sent) = tree_sizes(&tree["moves"]);
    assert_eq!(nodes, native["evaluations"].as_u64().unwrap());
    assert_eq!(sent, tree["sent"].as_u64().unwrap());
    assert!(sent < nodes, "{sent} of {nodes} sent");
    assert_eq!(
        native["listing"],
        Value::Null,
        "no listing for the native engine"
    );

    // The translated listing cannot watch its own calls: the answer says so.
    let translated = server.post(
        "/api/checkers/think",
        &json!({"depth": 2, "engine": "translated"}).to_string(),
    );
    assert_eq!(translated.status, 400, "{}", translated.body);
    assert!(
        translated.json()["error"]
            .as_str()
            .unwrap()
            .contains("cannot show the tree it searches"),
        "{}",
        translated.body
    );
}

#[test]
fn a_run_with_trace_answers_the_calls() {
    let server = Server::start(&[]);
    let source = "Fact(n) = n = 0 -> 1, n * Fact(n - 1)";
    let traced = run(
        &server,
        json!({"language": "cpl", "source": source, "eval": "Fact(3)", "trace": true}),
    );
    assert_eq!(traced["stdout"], "6\n");
    assert_eq!(traced["exit"], 0);
    let trace = traced["trace"].as_str().unwrap();
    assert!(trace.starts_with("Fact(3)\n  Fact(2)\n"), "{trace}");
    assert!(trace.contains("Fact(0) = 1"), "{trace}");
    let shallow = run(
        &server,
        json!({"language": "cpl", "source": source, "eval": "Fact(3)", "trace": true, "trace_depth": 1}),
    );
    let shallow = shallow["trace"].as_str().unwrap();
    assert!(!shallow.contains("Fact(0)"), "{shallow}");
    assert!(shallow.len() < trace.len());
    let plain = run(
        &server,
        json!({"language": "cpl", "source": source, "eval": "Fact(3)"}),
    );
    assert_eq!(plain["trace"], "");
    let algol = run(
        &server,
        json!({
            "language": "algol",
            "source": "begin integer procedure sq(x); value x; integer x; sq := x * x; outinteger(1, sq(7)) end",
            "trace": true,
        }),
    );
    assert_eq!(algol["exit"], 0, "{algol}");
    assert!(algol["trace"].as_str().unwrap().contains("sq"), "{algol}");
}

#[test]
fn a_mate_in_two_by_both_solvers_and_no_solution() {
    let server = Server::start(&[]);
    let fen = "2R5/8/3k4/3N2p1/4K1Q1/8/8/8 w - -";
    for engine in ["native", "interpreted", "translated"] {
        let answer = server.post(
            "/api/chess/solve",
            &json!({"fen": fen, "mate": 2, "engine": engine}).to_string(),
        );
        assert_eq!(answer.status, 200, "{}", answer.body);
        let answer = answer.json();
        assert_eq!(answer["exit"], 0);
        assert_eq!(answer["keys"], json!(["Kf5"]), "{engine}");
        // The board on the problems page marks the key by its squares.
        assert_eq!(answer["keys_uci"], json!(["e4f5"]), "{engine}");
        assert!(answer["text"].as_str().unwrap().starts_with("1.Kf5!"));
    }
    let none = server
        .post(
            "/api/chess/solve",
            &json!({"fen": fen, "mate": 1}).to_string(),
        )
        .json();
    assert_eq!(none["exit"], 1, "{none}");
    let problems = server.get("/api/chess/problems").json();
    assert!(problems["problems"].as_array().unwrap().len() > 10);
    let programs = server.get("/api/programs").json();
    let mate = programs["programs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["path"] == "programs/algol/mate-in-2.alg")
        .unwrap();
    let answer = run(
        &server,
        json!({"language": "algol", "source": mate["source"], "input": mate["input"]}),
    );
    assert_eq!(answer["exit"], 0, "{answer}");
    assert!(
        answer["stdout"].as_str().unwrap().contains("РЕШЕНИЕ"),
        "{answer}"
    );
}

/// The problems page's explain: the tree of the ALGOL program for the chosen problem, the
/// same outline and key as `attic chess explain` and the program's own key; bad input 400.
#[test]
fn the_problems_page_explains_the_algol_programs_tree() {
    let server = Server::start(&[]);
    let page = server.get("/problems");
    assert_eq!(page.status, 200);
    assert!(page.body.contains("id=\"explain\""), "{}", page.body);
    let problems = server.get("/api/chess/problems").json();
    let problem = problems["problems"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == "donna_020")
        .unwrap()
        .clone();
    let fen = problem["fen"].as_str().unwrap();
    let answer = server.post(
        "/api/chess/explain",
        &json!({"fen": fen, "mate": problem["mate"], "show": 3}).to_string(),
    );
    assert_eq!(answer.status, 200, "{}", answer.body);
    let answer = answer.json();
    assert_eq!(answer["exit"], 0, "{answer}");
    assert_eq!(answer["program"], "mate-in-2.alg");
    assert_eq!(answer["key_san"], "Nb7");
    assert_eq!(answer["key"], "c5b7");
    assert!(answer["made"].as_u64().unwrap() > 0);
    let (code, cli, _) = crate::support::attic(
        &[
            "chess", "explain", "--fen", fen, "--mate", "2", "--show", "3",
        ],
        "",
    );
    assert_eq!(code, 0);
    assert_eq!(answer["text"].as_str().unwrap(), cli);
    let solved = server
        .post(
            "/api/chess/solve",
            &json!({"fen": fen, "mate": 2, "engine": "interpreted"}).to_string(),
        )
        .json();
    assert_eq!(solved["keys"], json!([answer["key_san"]]));
    for bad in [
        json!({"fen": "8/8/8 w", "mate": 2}),
        json!({"fen": fen, "mate": 9}),
        json!({"fen": "4k3/8/8/8/8/8/8/4K2R b K - 0 1", "mate": 2}),
    ] {
        let refused = server.post("/api/chess/explain", &bad.to_string());
        assert_eq!(refused.status, 400, "{bad}: {}", refused.body);
        assert!(!refused.json()["error"].as_str().unwrap().is_empty());
    }
}

#[test]
fn a_full_pool_answers_503_with_retry_after() {
    let server = Server::start(&["--workers", "1", "--queue", "0", "--time-limit", "20"]);
    let addr = server.addr;
    let runaway = json!({"language": "cpl", "source": "F(n) = n = 0 -> 0, F(n - 1) + F(n - 1)", "eval": "F(60)"}).to_string();
    let busy = {
        let body = runaway.clone();
        std::thread::spawn(move || studio::request(addr, "POST", "/api/run", Some(&body)))
    };
    // Wait until the runaway holds the only worker.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while server.get("/api/health").json()["pools"]["programs"]["running"] != 1 {
        assert!(
            std::time::Instant::now() < deadline,
            "the runaway never started"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let refused = server.post("/api/run", &runaway);
    assert_eq!(refused.status, 503, "{}", refused.body);
    assert_eq!(refused.header("retry-after"), Some("1"));
    assert!(refused.json()["error"]
        .as_str()
        .unwrap()
        .starts_with("busy"));
    let first = busy.join().unwrap().json();
    assert_eq!(first["exit"], 1);
    // Which limit stops it first, the steps or the 20 s, depends on the machine's load.
    let stderr = first["stderr"].as_str().unwrap();
    assert!(
        stderr.contains("step limit") || stderr.contains("time limit"),
        "{first}"
    );
}

/// The moves pool admits by the work waiting, not by a count: 64 replies asked at once (four
/// times the 16 places the pool once had) are all answered, none refused.
#[test]
fn a_burst_of_cheap_replies_is_answered_not_refused() {
    let server = Server::start(&[]);
    let addr = server.addr;
    let body = json!({"reply": true, "engine": "native", "depth": 2}).to_string();
    let asked: Vec<_> = (0..64)
        .map(|_| {
            let body = body.clone();
            std::thread::spawn(move || {
                studio::request(addr, "POST", "/api/checkers/move", Some(&body))
            })
        })
        .collect();
    for (i, answer) in asked.into_iter().enumerate() {
        let answer = answer.join().expect("a request thread");
        assert_eq!(answer.status, 200, "request {i}: {}", answer.body);
        assert!(
            answer.json()["reply"]["move"].is_string(),
            "request {i}: {}",
            answer.body
        );
    }
    let health = server.get("/api/health").json();
    assert!(
        health["pools"]["moves"]["expected_wait_seconds"].is_number(),
        "{health}"
    );
}

/// The play page's game is the library's game loop: the server replays `history` and says
/// when and why the game is over, and writes its PDN.
#[test]
fn the_game_ends_by_the_librarys_rules_and_comes_back_as_pdn() {
    let server = Server::start(&[]);
    let fen = "B:WK32:BK1";
    let shuffle = ["1-6", "32-28", "6-1", "28-32", "1-6", "32-28", "6-1"];
    let going = server
        .post(
            "/api/checkers/move",
            &json!({"fen": fen, "history": &shuffle[..3], "engine": "native"}).to_string(),
        )
        .json();
    assert_eq!(going["over"], Value::Null, "{going}");
    assert_eq!(going["history"], json!(&shuffle[..3]));
    let pdn = going["pdn"].as_str().unwrap();
    assert!(pdn.contains("[FEN \"B:WK32:BK1\"]"), "{pdn}");
    assert!(pdn.contains("1. 1-6 32-28 2. 6-1"), "{pdn}");
    // The position with Black to move comes a third time with White's 28-32.
    let drawn = server
        .post(
            "/api/checkers/move",
            &json!({"fen": fen, "history": shuffle, "move": "28-32", "reply": true,
                    "engine": "native", "players": ["you", "attic native"]})
            .to_string(),
        )
        .json();
    assert_eq!(
        drawn["over"], "draw: the same position has occurred three times",
        "{drawn}"
    );
    assert_eq!(drawn["result"], "1/2-1/2");
    assert_eq!(drawn["reply"]["move"], Value::Null);
    assert_eq!(drawn["moves"], json!([]));
    let pdn = drawn["pdn"].as_str().unwrap();
    assert!(pdn.contains("[Black \"you\"]"), "{pdn}");
    assert!(pdn.contains("[Result \"1/2-1/2\"]"), "{pdn}");
    // A move after the end is refused in words.
    let ended = [&shuffle[..], &["28-32"]].concat();
    let late = server.post(
        "/api/checkers/move",
        &json!({"fen": fen, "history": ended, "move": "1-6",
                "engine": "native"})
        .to_string(),
    );
    assert_eq!(late.status, 400);
    assert!(late.json()["error"]
        .as_str()
        .unwrap()
        .starts_with("the game is over: draw"));
    // A side with no move loses: Black's last man is taken.
    let won = server
        .post(
            "/api/checkers/move",
            &json!({"fen": "W:W23:B19", "move": "23x16", "engine": "native"}).to_string(),
        )
        .json();
    assert_eq!(won["over"], "Black has no move and loses", "{won}");
    assert_eq!(won["result"], "0-1");
    let wrong = server.post(
        "/api/checkers/move",
        &json!({"history": ["9-14", "9-14"]}).to_string(),
    );
    assert_eq!(wrong.status, 400);
    assert!(wrong.json()["error"]
        .as_str()
        .unwrap()
        .starts_with("move 2 `9-14` of the history"));
}

/// A solve past the games deadline is answered 503 at the deadline, and its work stops there
/// too: the worker is free again at once, not when the search would have ended.
#[test]
fn work_past_the_games_deadline_stops_and_frees_its_worker() {
    let server = Server::start(&["--game-time-limit", "1"]);
    // Kiwipete has no mate in 6, and proving so takes the native solver minutes; the start
    // position takes the ALGOL program longer than that for a mate in 4.
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    for (engine, fen, mate) in [("native", kiwipete, 6), ("interpreted", start, 4)] {
        let late = server.post(
            "/api/chess/solve",
            &json!({"fen": fen, "mate": mate, "engine": engine}).to_string(),
        );
        assert_eq!(late.status, 503, "{engine}: {}", late.body);
        assert!(late.json()["error"]
            .as_str()
            .unwrap()
            .starts_with("time limit reached"));
        let freed = std::time::Instant::now() + std::time::Duration::from_secs(15);
        while server.get("/api/health").json()["pools"]["solves"]["running"] != 0 {
            assert!(
                std::time::Instant::now() < freed,
                "{engine}: the solve kept its worker past its deadline"
            );
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    }
    let moves = server.post("/api/checkers/move", "{}");
    assert_eq!(moves.status, 200, "{}", moves.body);
}

#[test]
fn translate_writes_rust_for_cpl_and_algol_and_shows_a_syntax_error() {
    let server = Server::start(&[]);
    let cpl = server
        .post(
            "/api/translate",
            &json!({"source": "Double(x) = x + x", "prelude": false}).to_string(),
        )
        .json();
    assert_eq!(cpl["exit"], 0, "{cpl}");
    let rust = cpl["rust"].as_str().unwrap();
    assert!(rust.contains("attic translate program.cpl"), "{rust}");
    assert!(rust.contains("Double"), "{rust}");
    let algol = server
        .post(
            "/api/translate",
            &json!({"language": "algol", "source": "begin integer i; i := 6 * 7; outinteger(1, i) end"})
                .to_string(),
        )
        .json();
    assert_eq!(algol["exit"], 0, "{algol}");
    let rust = algol["rust"].as_str().unwrap();
    assert!(rust.contains("algol::runtime"), "{rust}");
    let bad = server
        .post(
            "/api/translate",
            &json!({"language": "algol", "source": "begin integer i;\ni := ; end"}).to_string(),
        )
        .json();
    assert_eq!(bad["exit"], 65, "{bad}");
    assert_eq!(bad["diagnostic"]["line"], 2, "{bad}");
    let unknown = server.post(
        "/api/translate",
        &json!({"language": "fortran", "source": ""}).to_string(),
    );
    assert_eq!(unknown.status, 400);
}

/// Loopback unless told otherwise: the default address, and a warning in words when told.
#[test]
fn the_server_binds_loopback_unless_told_and_warns_when_told() {
    use std::io::BufRead;
    let help = crate::support::command()
        .args(["serve", "--help"])
        .output()
        .expect("attic serve --help");
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(help.contains("[default: 127.0.0.1:8080]"), "{help}");
    let mut open = crate::support::command()
        .args(["serve", "--addr", "0.0.0.0:0"])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("attic serve starts");
    let mut first = String::new();
    std::io::BufReader::new(open.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let mut warning = String::new();
    std::io::BufReader::new(open.stderr.take().unwrap())
        .read_line(&mut warning)
        .unwrap();
    let _ = open.kill();
    let _ = open.wait();
    assert!(
        first.starts_with("attic studio: http://0.0.0.0:"),
        "{first}"
    );
    assert!(
        warning.starts_with("warning: listening on 0.0.0.0:") && warning.contains("not loopback"),
        "{warning}"
    );
}

/// The course page's API: the exercises, and a check run on an answer: the course's own
/// solution passes, a wrong answer does not, and a runaway answer is stopped at the deadline.
#[test]
fn the_course_lists_its_exercises_and_checks_an_answer() {
    let server = Server::start(&["--time-limit", "20"]);
    let list = server.get("/api/course").json();
    let exercises = list["exercises"].as_array().unwrap();
    assert_eq!(exercises.len(), attic::course::COUNT as usize, "{list}");
    assert_eq!(exercises[0]["number"], 1);
    let jensen = exercises.iter().find(|e| e["number"] == 8).unwrap();
    assert!(jensen["starter"]["file"]
        .as_str()
        .unwrap()
        .starts_with("programs/coursework/"));
    let solution = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/coursework/solutions/08-jensen.alg"
    ))
    .unwrap();
    let passed = server
        .post(
            "/api/course/check",
            &json!({"exercise": 8, "answer": solution}).to_string(),
        )
        .json();
    assert_eq!(passed["passed"], true, "{passed}");
    let wrong = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/coursework/wrong/08-jensen-by-value.alg"
    ))
    .unwrap();
    let failed = server
        .post(
            "/api/course/check",
            &json!({"exercise": 8, "answer": wrong}).to_string(),
        )
        .json();
    assert_eq!(failed["passed"], false, "{failed}");
    assert!(failed["hint"].is_string(), "{failed}");
    let broken = server
        .post(
            "/api/course/check",
            &json!({"exercise": 8, "answer": "begin integer k; k := end"}).to_string(),
        )
        .json();
    assert_eq!(broken["passed"], false, "{broken}");
    let none = server.post(
        "/api/course/check",
        &json!({"exercise": attic::course::COUNT + 1, "answer": ""}).to_string(),
    );
    assert_eq!(none.status, 400);
}

/// The course page carries every exercise's text as HTML, rendered on the server from the
/// course README's Markdown (the same HTML as the API's `html`), with the progress list the
/// script fills in; no Markdown is left raw and every place in the page's template is filled.
#[test]
fn the_course_page_is_the_readme_rendered_as_html() {
    let server = Server::start(&[]);
    let page = server.get("/course");
    assert_eq!(page.status, 200);
    let body = &page.body;
    let list = server.get("/api/course").json();
    let exercises = list["exercises"].as_array().unwrap();
    assert_eq!(exercises.len(), attic::course::COUNT as usize);
    for e in exercises {
        let n = e["number"].as_u64().unwrap();
        let title = e["title"].as_str().unwrap();
        let html = e["html"].as_str().unwrap();
        let heading = format!("<h2>Exercise {n}: {title}</h2>");
        assert!(html.starts_with(&heading), "exercise {n}: {html}");
        assert!(
            html.contains("<li><strong>Goal</strong>: "),
            "exercise {n}: {html}"
        );
        assert!(
            body.contains(&format!(
                "<section class=\"exercise\" id=\"exercise-{n}\" data-exercise=\"{n}\">\
                 <div class=\"exercise-text\">\n{html}</div></section>"
            )),
            "exercise {n} is on the page as the API renders it"
        );
        assert!(
            body.contains(&format!(
                "<li data-exercise=\"{n}\" data-state=\"unchecked\"><a href=\"#exercise-{n}\">"
            )),
            "exercise {n} in the progress list"
        );
        assert_eq!(
            e["section"].as_str().unwrap(),
            attic::course::exercise(n as u32).unwrap().section
        );
    }
    // Pieces of the README as the reader sees them: inline code, a command block, emphasis.
    for piece in [
        "<p>The listing as printed (<code>programs/cpl/strachey-1966.cpl</code>) does not parse. Run</p>",
        "<pre><code class=\"language-sh\">attic parse programs/cpl/strachey-1966.cpl    # the parse error (exit 65)\n</code></pre>",
        "<p><strong>Answer</strong>: a copy of <code>programs/cpl/strachey-1966.cpl</code>",
        "<h2>Exercise 9: Указание 3, from mate in 3 to mate in 4</h2>",
        "<summary>How the course works</summary>\n<p>Eleven exercises on the two historical programs",
    ] {
        assert!(body.contains(piece), "the page lacks {piece:?}");
    }
    let introduction = list["introduction"].as_str().unwrap();
    assert!(
        introduction.starts_with("<p>Eleven exercises") && body.contains(introduction),
        "{introduction}"
    );
    for raw in [
        "\n## ",
        "**",
        "```",
        "{progress}",
        "{introduction}",
        "{exercises}",
    ] {
        assert!(!body.contains(raw), "the page shows {raw:?} raw");
    }
}

/// The CLI (`chess solve`) and the studio (`POST /api/chess/solve`) accept the same mate
/// lengths for each engine, both read from `MateEngine::accepts`: on a FEN that does not parse,
/// an accepted N gets to the FEN's error and a refused one is refused for its N, in both.
#[test]
fn the_cli_and_the_studio_accept_the_same_mate_lengths() {
    use attic::bridge::mate_solver::MateEngine;
    let server = Server::start(&[]);
    for engine in MateEngine::ALL {
        let accepted = engine.accepts();
        for n in 0..=accepted.end() + 2 {
            let (code, _, err) = crate::support::attic(
                &[
                    "chess",
                    "solve",
                    "--engine",
                    engine.name(),
                    "--fen",
                    "x",
                    "--mate",
                    &n.to_string(),
                ],
                "",
            );
            assert_eq!(code, 65, "{engine} {n}: {err}");
            let cli_takes_it = err.contains("bad FEN");
            let answer = server.post(
                "/api/chess/solve",
                &json!({"fen": "x", "mate": n, "engine": engine.name()}).to_string(),
            );
            assert_eq!(answer.status, 400, "{engine} {n}: {}", answer.body);
            let studio_takes_it = answer.body.contains("bad FEN");
            assert_eq!(cli_takes_it, accepted.contains(&n), "{engine} {n}: {err}");
            assert_eq!(
                studio_takes_it,
                accepted.contains(&n),
                "{engine} {n}: {}",
                answer.body
            );
        }
    }
}

/// `attic serve --endgame-db DIR`: the board's answers carry the exact value of a position
/// the database holds, and `null` for one with more pieces. The database is built in a
/// directory of the test's own, never in the user's cache.
#[test]
fn the_board_shows_the_endgame_database_value() {
    let dir = std::env::temp_dir().join(format!("attic-studio-endgame-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let dir_text = dir.to_string_lossy().to_string();
    let (code, _, err) = crate::support::attic(
        &[
            "checkers", "endgame", "build", "--pieces", "3", "--dir", &dir_text,
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let server = Server::start(&["--endgame-db", &dir_text]);
    // Lasker's First Position, White to move: a win (the CLI's `endgame --fen` says how long).
    let (_, probe, _) = crate::support::attic(
        &[
            "checkers",
            "endgame",
            "--fen",
            "W:WK19,K23:B12,K28",
            "--dir",
            &dir_text,
        ],
        "",
    );
    let words = probe
        .lines()
        .find_map(|l| l.strip_prefix("value      "))
        .expect("a value line")
        .to_string();
    for path in ["/api/checkers/move", "/api/checkers/think"] {
        let answer = server
            .post(
                path,
                &json!({"fen": "W:WK19,K23:B12,K28", "engine": "native", "rules": "english", "depth": 2})
                    .to_string(),
            )
            .json();
        let endgame = &answer["endgame"];
        assert_eq!(endgame["value"], "win", "{path}: {answer}");
        assert_eq!(endgame["text"], words.as_str(), "{path}: {answer}");
        let plies = endgame["plies"].as_u64().expect("plies");
        assert!(words.contains(&format!("wins in {plies} plies")), "{words}");
        // The opening has 24 pieces: no exact value.
        let opening = server
            .post(path, &json!({"engine": "native", "depth": 2}).to_string())
            .json();
        assert!(opening["endgame"].is_null(), "{path}: {opening}");
    }
    // One king against one, Black to move: a draw.
    let draw = server
        .post(
            "/api/checkers/move",
            &json!({"fen": "B:WK32:BK26"}).to_string(),
        )
        .json();
    assert_eq!(draw["endgame"]["value"], "draw", "{draw}");
    assert!(draw["endgame"]["plies"].is_null(), "{draw}");
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
}
