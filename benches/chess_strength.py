#!/usr/bin/env python3
"""Strength of attic's chess engine: a match against Stockfish held back by
UCI_LimitStrength/UCI_Elo, and a tactical suite at a fixed time a position.

A benchmark, not a test: it prints figures. python-chess is the referee (a test client,
never part of attic). Build first: `cargo build --release`.

    python3 benches/chess_strength.py --games 20 --tc 2+0.05 --elo 2000
    python3 benches/chess_strength.py --skip-match --suite-time 1

The issue's goal is at least an even score against UCI_Elo 2000 over 40 games at 10 s + 0.1 s;
shorter matches at a faster control have a wide error bar, which is printed with the score.
Openings: the games start from the named lines of programs/chess/openings.pgn (first 8
plies), each line played twice with colours reversed, so the book is not what is measured.
"""

import argparse
import math
import os
import sys
import time

import chess
import chess.engine
import chess.pgn

from chess_openings import ROOT, elo_of, engines, openings


def play_game(attic, stockfish, opening, attic_white, base, inc, margin, stats):
    board = chess.Board()
    for move in opening:
        board.push(move)
    clocks = {chess.WHITE: base, chess.BLACK: base}
    while not board.is_game_over(claim_draw=True) and board.ply() < 400:
        attic_to_move = (board.turn == chess.WHITE) == attic_white
        engine = attic if attic_to_move else stockfish
        limit = chess.engine.Limit(
            white_clock=clocks[chess.WHITE], black_clock=clocks[chess.BLACK],
            white_inc=inc, black_inc=inc)
        start = time.monotonic()
        result = engine.play(board, limit, info=chess.engine.INFO_ALL)
        spent = time.monotonic() - start
        clocks[board.turn] -= spent
        if clocks[board.turn] < -margin:
            return (0.0 if attic_to_move else 1.0), "time forfeit", board
        clocks[board.turn] += inc
        if attic_to_move:
            info = result.info
            if "nodes" in info and "time" in info:
                stats["nodes"] += info["nodes"]
                stats["time"] += info["time"]
            if "depth" in info:
                stats["depths"].append(info["depth"])
        board.push(result.move)
    outcome = board.outcome(claim_draw=True)
    if outcome is None or outcome.winner is None:
        reason = outcome.termination.name.lower() if outcome else "400 plies"
        return 0.5, reason, board
    won = outcome.winner == (chess.WHITE if attic_white else chess.BLACK)
    return (1.0 if won else 0.0), outcome.termination.name.lower(), board


def match(args):
    base, inc = (float(x) for x in args.tc.split("+"))
    attic, stockfish = engines(args.attic, args.stockfish, args.elo, 64)
    lines = openings(8)
    scores = []
    reasons = []
    stats = {"nodes": 0, "time": 0.0, "depths": []}
    print(f"match: attic vs Stockfish UCI_Elo {args.elo}, {args.games} games at {args.tc}")
    for i in range(args.games):
        eco, _, opening = lines[(args.first_line + i // 2) % len(lines)]
        attic_white = i % 2 == 0
        score, reason, board = play_game(
            attic, stockfish, opening, attic_white, base, inc, args.margin, stats)
        reasons.append(reason)
        scores.append(score)
        colour = "white" if attic_white else "black"
        print(f"  game {i + 1:2}: {eco} attic {colour:5} {score:3.1f} ({reason}, {board.ply()} plies)"
              f"  running {sum(scores):.1f}/{len(scores)}", flush=True)
    attic.quit()
    stockfish.quit()
    n = len(scores)
    mean = sum(scores) / n
    sd = math.sqrt(sum((s - mean) ** 2 for s in scores) / n) / math.sqrt(n)
    wins = scores.count(1.0)
    draws = scores.count(0.5)
    losses = scores.count(0.0)
    low, high = elo_of(mean - 1.96 * sd), elo_of(mean + 1.96 * sd)
    print(f"score {sum(scores):.1f}/{n} (+{wins} ={draws} -{losses}) = {100 * mean:.1f}%")
    print(f"Elo difference {elo_of(mean):+.0f}, 95% interval [{low:+.0f}, {high:+.0f}]"
          f" -> about {args.elo + elo_of(mean):.0f} on Stockfish's UCI_Elo scale")
    forfeits = reasons.count("time forfeit")
    if forfeits:
        print(f"warning: {forfeits} games lost on time: a loaded machine makes the figures unfair")
    if stats["time"] > 0:
        depths = stats["depths"]
        print(f"attic: {stats['nodes'] / stats['time']:.0f} nodes/s over the match,"
              f" mean depth {sum(depths) / max(len(depths), 1):.1f}")


def suite(args):
    attic = chess.engine.SimpleEngine.popen_uci([args.attic, "chess", "uci"])
    attic.configure({"Hash": 64})
    solved = 0
    total = 0
    nodes = 0
    seconds = 0.0
    print(f"tactics: {args.suite} at {args.suite_time} s a position")
    with open(args.suite) as f:
        for line in f:
            if not line.strip() or line.startswith("#"):
                continue
            board, ops = chess.Board.from_epd(line)
            info = attic.analyse(board, chess.engine.Limit(time=args.suite_time))
            move = info["pv"][0]
            ok = move in ops.get("bm", [])
            solved += ok
            total += 1
            nodes += info.get("nodes", 0)
            seconds += info.get("time", 0.0)
            print(f"  {ops.get('id', '?'):8} {'ok  ' if ok else 'MISS'} {board.san(move):8}"
                  f" bm {' '.join(board.san(m) for m in ops['bm'])}  depth {info.get('depth')}")
    attic.quit()
    print(f"solved {solved}/{total}; {nodes / max(seconds, 1e-9):.0f} nodes/s")


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--attic", default=os.path.join(ROOT, "target/release/attic"))
    p.add_argument("--stockfish", default="/usr/games/stockfish")
    p.add_argument("--elo", type=int, default=2000)
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--first-line", type=int, default=0,
                   help="start from this opening line of openings.pgn (0 = the first)")
    p.add_argument("--tc", default="10+0.1", help="seconds + increment, as 10+0.1")
    p.add_argument("--margin", type=float, default=0.2,
                   help="seconds a clock may overrun before the game is lost on time")
    p.add_argument("--suite", default=os.path.join(ROOT, "benches/tactics.epd"))
    p.add_argument("--suite-time", type=float, default=1.0)
    p.add_argument("--skip-match", action="store_true")
    p.add_argument("--skip-suite", action="store_true")
    args = p.parse_args()
    if not os.path.exists(args.attic):
        sys.exit(f"{args.attic} not found: run cargo build --release first")
    if not args.skip_suite:
        suite(args)
    if not args.skip_match:
        match(args)


if __name__ == "__main__":
    main()
