"""Plays whole games of English checkers between two Hub engines with pydraughts' HubEngine
(a draughts library of its own, which talks the Hub protocol of the Scan engine), on its own
Board(variant="english"): every move an engine answers must be one of pydraughts' legal moves.
Writes each game with pydraughts' PDNWriter and prints, one game a line, the moves as PDN
(space between them) and, after a tab, the final position as FEN.

Usage: python3 pydraughts_hub.py OUT.pdn PLIES DEPTH BLACK_COMMAND -- WHITE_COMMAND
(each command the words that start a Hub engine: attic checkers hub --engine ...)
"""
import sys

from draughts import Board
from draughts.engine import HubEngine, Limit
from draughts.PDN import PDNWriter

out, plies, depth = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
split = sys.argv.index("--")
commands = [sys.argv[4:split], sys.argv[split + 1:]]

engines = []
for command in commands:
    engine = HubEngine(command)
    if "variant" not in engine.options or "english" not in engine.variants:
        raise SystemExit(f"{command}: the engine offers no english variant: {engine.options}")
    engine.init()
    engine.configure({"variant": "english"})
    engines.append(engine)

board = Board(variant="english")
for ply in range(plies):
    if board.is_over():
        break
    # pydraughts: turn 2 is the side that moves first (Black in English checkers).
    engine = engines[0] if board.turn == 2 else engines[1]
    result = engine.play(board, Limit(depth=depth), ponder=False)
    legal = [m.board_move for m in board.legal_moves()]
    if result.move.board_move not in legal:
        raise SystemExit(f"ply {ply + 1}: {result.move.pdn_move} is not a legal move")
    board.push(result.move)

for engine in engines:
    engine.quit()
    engine.kill_process()

ending = {None: "*", 0: "1/2-1/2", 2: "1-0", 1: "0-1"}
result = ending.get(board.winner(), "*") if board.is_over() else "*"
PDNWriter(out, board=board, game_ending=result, file_mode="w")
print(" ".join(m.pdn_move for m in board.move_stack) + "\t" + board.fen)
